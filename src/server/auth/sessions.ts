import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, students } from '../db/schema';
import { digest, newToken } from './tokens';

export const SESSION_COOKIE = 'rc_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type Principal =
  | { kind: 'teacher'; teacherId: number }
  | { kind: 'student'; studentId: number; classId: number };

export async function createSession(
  db: Db,
  principal: { kind: 'teacher'; id: number } | { kind: 'student'; id: number },
) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    tokenHash: digest(token),
    kind: principal.kind,
    teacherId: principal.kind === 'teacher' ? principal.id : null,
    studentId: principal.kind === 'student' ? principal.id : null,
    expiresAt,
  });
  return { token, expiresAt };
}

/** One query: the session and, for a student, the class it belongs to now (transfers apply at once). */
export async function findPrincipal(db: Db, token: string): Promise<Principal | null> {
  const [row] = await db
    .select({
      kind: sessions.kind,
      teacherId: sessions.teacherId,
      studentId: sessions.studentId,
      classId: students.classId,
    })
    .from(sessions)
    .leftJoin(students, eq(students.id, sessions.studentId))
    .where(and(eq(sessions.tokenHash, digest(token)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  if (row.kind === 'teacher' && row.teacherId) return { kind: 'teacher', teacherId: row.teacherId };
  if (row.kind === 'student' && row.studentId && row.classId) {
    return { kind: 'student', studentId: row.studentId, classId: row.classId };
  }
  return null;
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, digest(token)));
}

/** After a password change or reset, every other device is signed out. */
export async function deleteTeacherSessions(db: Db, teacherId: number) {
  await db.delete(sessions).where(eq(sessions.teacherId, teacherId));
}
