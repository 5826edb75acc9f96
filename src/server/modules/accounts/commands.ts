import { and, eq, gt, sql } from 'drizzle-orm';
import { type BehaviorPreset, DEFAULT_BEHAVIOR_PRESET } from '../../../shared/behavior-types/presets';
import { deleteTeacherSessions } from '../../auth/sessions';
import { digest } from '../../auth/tokens';
import type { Db, Tx } from '../../db/client';
import { classes, type families, teachers } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { seedNewClass } from '../behavior-types/queries';
import { classCodeConflict, uniqueClassCode } from '../classes/codes';
import { teacherFileKeys } from '../uploads/files';
import { classIdsOf } from './queries';

type NewTeacher = typeof teachers.$inferInsert;

const RESET_TTL_MS = 60 * 60 * 1000;
// A verification link lives two days: long enough for a weekend, short enough that an old
// mailbox (a former address) cannot confirm it much later.
const VERIFY_TTL_MS = 48 * 60 * 60 * 1000;

/** The columns that make `token` the account's email verification link (a teacher's or a family's). */
export const verificationFor = (token: string) => ({
  verificationToken: digest(token),
  verificationTokenExpiry: new Date(Date.now() + VERIFY_TTL_MS),
});

export const invalidVerificationLink = () =>
  badRequest('This verification link is invalid, expired or was already used.', 'INVALID_TOKEN');

export const emailTaken = () => conflict('An account with this email already exists', 'EMAIL_TAKEN');

const isUniqueViolation = (err: { code?: string; cause?: { code?: string } }) =>
  (err?.cause?.code ?? err?.code) === '23505';

/**
 * The account and its first class, both or neither; `verifyToken` is the link mailed to confirm
 * the email. Two sign-ups racing for the same email or code: the database decides, the loser
 * gets a 409.
 */
export function registerTeacher(
  db: Db,
  account: Pick<NewTeacher, 'name' | 'email' | 'passwordHash' | 'schoolName'> & { verifyToken: string },
  firstClass: { name: string; classCode?: string; behaviorPreset?: BehaviorPreset },
) {
  const { verifyToken, ...columns } = account;
  return db
    .transaction(async (tx) => {
      const [teacher] = await tx
        .insert(teachers)
        .values({ ...columns, ...verificationFor(verifyToken) })
        .returning();
      const [klass] = await tx
        .insert(classes)
        .values({
          name: firstClass.name,
          classCode: firstClass.classCode ?? (await uniqueClassCode(tx)),
          teacherId: teacher.id,
          behaviorPreset: firstClass.behaviorPreset ?? DEFAULT_BEHAVIOR_PRESET,
        })
        .returning();
      await seedNewClass(tx, klass);
      return { teacher, klass };
    })
    .catch((err) => {
      if (!isUniqueViolation(err)) throw err;
      const detail = String(err?.cause?.constraint ?? err?.constraint ?? err?.cause?.detail ?? '');
      throw detail.includes('class_code') ? classCodeConflict() : emailTaken();
    });
}

/** Stores the digest of a fresh reset token (valid one hour) for this account. */
export async function storeResetToken(db: Db, teacherId: number, token: string) {
  await db
    .update(teachers)
    .set({
      resetToken: digest(token),
      resetTokenExpiry: new Date(Date.now() + RESET_TTL_MS),
      updatedAt: new Date(),
    })
    .where(eq(teachers.id, teacherId));
}

/**
 * Sets the new password if the reset token is still valid, and ends every session. The token is
 * checked and spent in one statement, so of two uses at once one wins (false for the other).
 * Opening the mailed link proves the address, so a reset also verifies it.
 */
export function resetPassword(db: Db, teacherId: number, token: string, passwordHash: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(teachers)
      .set({
        passwordHash,
        resetToken: null,
        resetTokenExpiry: null,
        isVerified: true,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(teachers.id, teacherId),
          eq(teachers.resetToken, digest(token)),
          gt(teachers.resetTokenExpiry, sql`now()`),
        ),
      )
      .returning({ id: teachers.id });
    if (row) await deleteTeacherSessions(tx, teacherId);
    return !!row;
  });
}

/**
 * Confirms the address of a verification link; false when the link is unknown, expired or used.
 * The first to prove an address gets it: a pending change moves in only now, and the unique
 * index refuses it (409) if another account holds the address by then (decision 0047).
 * Teachers and families (decision 0115) keep these columns under the same names.
 */
export async function verifyEmail(
  db: Db,
  token: string,
  accounts: typeof teachers | typeof families = teachers,
) {
  const [row] = await db
    .update(accounts)
    .set({
      email: sql`coalesce(${accounts.pendingEmail}, ${accounts.email})`,
      pendingEmail: null,
      isVerified: true,
      verificationToken: null,
      verificationTokenExpiry: null,
      updatedAt: new Date(),
    })
    .where(
      and(eq(accounts.verificationToken, digest(token)), gt(accounts.verificationTokenExpiry, sql`now()`)),
    )
    .returning({ id: accounts.id })
    .catch((err) => {
      if (isUniqueViolation(err))
        throw conflict('Another account has confirmed this address in the meantime.', 'EMAIL_TAKEN');
      throw err;
    });
  return !!row;
}

/**
 * Name and school as given; a new email waits as `pendingEmail` for its link (`verifyToken`),
 * and reset links mailed to the old address stop working.
 */
export async function updateTeacher(
  db: Db,
  teacherId: number,
  patch: Partial<Pick<NewTeacher, 'name' | 'schoolName' | 'soundEnabled'>>,
  newEmail?: { email: string; verifyToken: string },
) {
  const [teacher] = await db
    .update(teachers)
    .set({
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.schoolName !== undefined && { schoolName: patch.schoolName }),
      ...(patch.soundEnabled !== undefined && { soundEnabled: patch.soundEnabled }),
      ...(newEmail && {
        pendingEmail: newEmail.email,
        ...verificationFor(newEmail.verifyToken),
        resetToken: null,
        resetTokenExpiry: null,
      }),
      updatedAt: new Date(),
    })
    .where(eq(teachers.id, teacherId))
    .returning();
  return teacher;
}

/**
 * The new password, every session ended and `startSession` (this device's new one) in one
 * transaction: a failure half-way must not leave the new password with the old sessions, or
 * every device signed out and no new session.
 */
export function changePassword(
  db: Db,
  teacherId: number,
  passwordHash: string,
  startSession: (tx: Tx) => Promise<unknown>,
) {
  return db.transaction(async (tx) => {
    await tx
      .update(teachers)
      .set({ passwordHash, resetToken: null, resetTokenExpiry: null, updatedAt: new Date() })
      .where(eq(teachers.id, teacherId));
    await deleteTeacherSessions(tx, teacherId);
    await startSession(tx);
  });
}

/**
 * Deletes the account: ON DELETE CASCADE removes classes → students → records, sessions, plans
 * and uploads. Returns the stored files to delete after the commit and the classes whose
 * students' sessions went too.
 */
export async function deleteTeacher(db: Db, teacherId: number) {
  const fileKeys = await teacherFileKeys(db, teacherId);
  const classIds = await classIdsOf(db, teacherId);
  await db.delete(teachers).where(eq(teachers.id, teacherId));
  return { fileKeys, classIds };
}
