import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { classes, teachers } from '../../db/schema';
import { presentTeacher } from './presenters';

export const findTeacherByEmail = async (db: Db, email: string) =>
  (
    await db.select().from(teachers).where(sql`lower(${teachers.email}) = ${email.toLowerCase()}`).limit(1)
  )[0];

export const findTeacher = async (db: Db, id: number) =>
  (await db.select().from(teachers).where(eq(teachers.id, id)).limit(1))[0];

export const findTeacherByResetToken = async (db: Db, tokenDigest: string) =>
  (
    await db
      .select()
      .from(teachers)
      .where(and(eq(teachers.resetToken, tokenDigest), gt(teachers.resetTokenExpiry, sql`now()`)))
      .limit(1)
  )[0];

/** The ids of a teacher's classes (their students' sessions end with the account). */
export const classIdsOf = async (db: Db | Tx, teacherId: number) =>
  (await db.select({ id: classes.id }).from(classes).where(eq(classes.teacherId, teacherId))).map(
    (c) => c.id,
  );

/** A teacher's session, as GET /auth/me answers it (./signed-in.ts). */
export async function teacherSignedIn(db: Db, teacherId: number) {
  const teacher = await findTeacher(db, teacherId);
  return teacher && { kind: 'teacher' as const, teacher: presentTeacher(teacher) };
}
