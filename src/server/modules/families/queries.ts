import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { FAMILY_INVITE_MAX_USES } from '../../../shared/families/invite-code';
import type { Db, Tx } from '../../db/client';
import { classes, families, familyInvites, familyLinks, students, teachers } from '../../db/schema';
import { notFound, unauthorized } from '../../errors';
import { presentFamilyMe } from './presenters';

export const findFamily = async (db: Db | Tx, id: number) =>
  (await db.select().from(families).where(eq(families.id, id)).limit(1))[0];

export const findFamilyByEmail = async (db: Db | Tx, email: string) =>
  (
    await db.select().from(families).where(sql`lower(${families.email}) = ${email.toLowerCase()}`).limit(1)
  )[0];

export const findFamilyByResetToken = async (db: Db, tokenDigest: string) =>
  (
    await db
      .select({ id: families.id })
      .from(families)
      .where(and(eq(families.resetToken, tokenDigest), gt(families.resetTokenExpiry, sql`now()`)))
      .limit(1)
  )[0];

/** How a family sees its own child's name: first and last name, as on the letter sent home. */
export const childDisplayName = (s: { firstName: string; lastName: string }) =>
  `${s.firstName} ${s.lastName}`;

/** The family's children with their class and teacher, oldest link first. */
export async function familyChildrenOf(db: Db | Tx, familyId: number) {
  const rows = await db
    .select({
      studentId: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      className: classes.name,
      teacherName: teachers.name,
      linkedSince: familyLinks.createdAt,
    })
    .from(familyLinks)
    .innerJoin(students, eq(students.id, familyLinks.studentId))
    .innerJoin(classes, eq(classes.id, students.classId))
    .innerJoin(teachers, eq(teachers.id, classes.teacherId))
    .where(eq(familyLinks.familyId, familyId))
    .orderBy(asc(familyLinks.createdAt), asc(students.id));
  return rows.map((r) => ({
    studentId: r.studentId,
    displayName: childDisplayName(r),
    className: r.className,
    teacherName: r.teacherName,
    linkedSince: r.linkedSince,
  }));
}

/**
 * The student with their class and teacher, if linked to this family; any other id is "not
 * found", so a family cannot probe which students exist (decision 0100).
 */
export async function linkedChild(db: Db, familyId: number, studentId: number) {
  const [row] = await db
    .select({ student: students, className: classes.name, teacherName: teachers.name })
    .from(familyLinks)
    .innerJoin(students, eq(students.id, familyLinks.studentId))
    .innerJoin(classes, eq(classes.id, students.classId))
    .innerJoin(teachers, eq(teachers.id, classes.teacherId))
    .where(and(eq(familyLinks.familyId, familyId), eq(familyLinks.studentId, studentId)))
    .limit(1);
  if (!row) throw notFound('Child not found');
  return row;
}

/** The family accounts linked to a student (the teacher's Family tab). */
export const linkedFamilies = (db: Db | Tx, studentId: number) =>
  db
    .select({
      familyId: families.id,
      name: families.name,
      email: families.email,
      linkedSince: familyLinks.createdAt,
    })
    .from(familyLinks)
    .innerJoin(families, eq(families.id, familyLinks.familyId))
    .where(eq(familyLinks.studentId, studentId))
    .orderBy(asc(familyLinks.createdAt), asc(families.id));

/** An invite that can still be used: not expired, a use left. */
export const usable = () =>
  and(gt(familyInvites.expiresAt, sql`now()`), sql`${familyInvites.uses} < ${FAMILY_INVITE_MAX_USES}`);

/** The student's invite if it can still be used. */
export async function usableInvite(db: Db | Tx, studentId: number) {
  const [row] = await db
    .select()
    .from(familyInvites)
    .where(and(eq(familyInvites.studentId, studentId), usable()))
    .limit(1);
  return row;
}

/** Whether this code could link a child now (read only; `redeemCode` spends it). */
export const codeIsUsable = async (db: Db, code: string) =>
  !!(
    await db
      .select({ studentId: familyInvites.studentId })
      .from(familyInvites)
      .where(and(eq(familyInvites.code, code), usable()))
      .limit(1)
  )[0];

/** The signed-in family's account and children, as GET /api/families/me answers it. */
export async function familyMe(db: Db, familyId: number) {
  const family = await findFamily(db, familyId);
  // A session outliving its account (deleted on another instance a moment ago).
  if (!family) throw unauthorized();
  return presentFamilyMe(family, await familyChildrenOf(db, familyId));
}

/** A family's session, as GET /auth/me answers it: the full account is GET /families/me. */
export async function familySignedIn(db: Db, familyId: number) {
  const [family] = await db
    .select({ id: families.id, name: families.name })
    .from(families)
    .where(eq(families.id, familyId));
  return family && { kind: 'family' as const, family };
}
