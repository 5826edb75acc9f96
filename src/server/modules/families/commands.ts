import { and, eq, gt, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import {
  FAMILY_INVITE_DAYS,
  FAMILY_UNLINKED_RETENTION_DAYS,
  generateFamilyCode,
} from '../../../shared/families/invite-code';
import { digest } from '../../auth/tokens';
import type { Db, Tx } from '../../db/client';
import { families, familyInvites, familyLinks, sessions } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { verificationFor } from '../accounts/commands';
import { RESET_TTL_MS } from '../accounts/reset-routes';
import { usable } from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;

const isUniqueViolation = (err: { code?: string; cause?: { code?: string } }) =>
  (err?.cause?.code ?? err?.code) === '23505';

export const familyEmailTaken = () =>
  conflict('A family account with this email already exists', 'EMAIL_TAKEN');

/** One message for every code that cannot be used, so a guesser learns nothing from it. */
export const invalidCode = () =>
  badRequest(
    'This invite code is not valid: it may be mistyped, expired, replaced by a newer one or already used by two accounts. Ask the teacher for a new one.',
    'INVALID_CODE',
  );

/**
 * A new invite for the student: a fresh code, 30 days, two uses. It replaces the student's
 * previous one (used or not): the old code is dead, links it made stay. A code taken by chance
 * (31^10 codes) is drawn again.
 */
export async function createInvite(db: Db | Tx, studentId: number) {
  for (let attempt = 0; ; attempt++) {
    const code = generateFamilyCode();
    const expiresAt = new Date(Date.now() + FAMILY_INVITE_DAYS * DAY_MS);
    try {
      const [row] = await db
        .insert(familyInvites)
        .values({ studentId, code, expiresAt, uses: 0 })
        .onConflictDoUpdate({
          target: familyInvites.studentId,
          set: { code, expiresAt, uses: 0, createdAt: new Date() },
        })
        .returning();
      return row;
    } catch (err) {
      if (!isUniqueViolation(err as never) || attempt >= 5) throw err;
    }
  }
}

/**
 * Spends one use of the code and links the student to the family, in the caller's transaction.
 * The invite row is locked, so two parents using the last use at once cannot both get it.
 */
export async function redeemCode(tx: Tx, code: string, familyId: number) {
  const [invite] = await tx
    .select()
    .from(familyInvites)
    .where(and(eq(familyInvites.code, code), usable()))
    .for('update')
    .limit(1);
  if (!invite) throw invalidCode();
  const [linked] = await tx
    .insert(familyLinks)
    .values({ familyId, studentId: invite.studentId })
    .onConflictDoNothing()
    .returning();
  if (!linked) throw conflict('This child is already linked to your account', 'ALREADY_LINKED');
  await tx
    .update(familyInvites)
    .set({ uses: sql`${familyInvites.uses} + 1` })
    .where(eq(familyInvites.studentId, invite.studentId));
  await tx.update(families).set({ unlinkedSince: null }).where(eq(families.id, familyId));
  return invite.studentId;
}

/**
 * The account and its first child, both or neither: a bad code creates no account. `verifyToken`
 * is the link mailed to prove the address (decision 0115).
 */
export function registerFamily(
  db: Db,
  account: { name: string; email: string; passwordHash: string; verifyToken: string },
  code: string,
) {
  const { verifyToken, ...columns } = account;
  return db
    .transaction(async (tx) => {
      const [family] = await tx
        .insert(families)
        .values({ ...columns, ...verificationFor(verifyToken) })
        .returning();
      const studentId = await redeemCode(tx, code, family.id);
      return { family, studentId };
    })
    .catch((err) => {
      if (isUniqueViolation(err)) throw familyEmailTaken();
      throw err;
    });
}

export const linkChild = (db: Db, familyId: number, code: string) =>
  db.transaction((tx) => redeemCode(tx, code, familyId));

/**
 * The teacher removes one family: the link ends and the student's code goes with it, so the
 * removed family cannot link again with the letter it has (the next letter prints a new code).
 * The invite row is locked first, as `redeemCode` does, so a redeem racing the removal either
 * finds the link still there or no code at all. The family's sessions lose the child with the
 * next request (links are read per request).
 */
export function unlink(db: Db, familyId: number, studentId: number) {
  return db.transaction(async (tx) => {
    await tx.select().from(familyInvites).where(eq(familyInvites.studentId, studentId)).for('update');
    const [row] = await tx
      .delete(familyLinks)
      .where(and(eq(familyLinks.familyId, familyId), eq(familyLinks.studentId, studentId)))
      .returning();
    if (!row) return false;
    await tx.delete(familyInvites).where(eq(familyInvites.studentId, studentId));
    await markUnlinked(tx, [familyId]);
    return true;
  });
}

/** Families among these with no child left start their 30 days (decision 0101). */
async function markUnlinked(db: Db | Tx, familyIds: number[]) {
  if (!familyIds.length) return;
  await db
    .update(families)
    .set({ unlinkedSince: sql`now()` })
    .where(
      and(
        inArray(families.id, familyIds),
        isNull(families.unlinkedSince),
        notExists(db.select({ one: sql`1` }).from(familyLinks).where(eq(familyLinks.familyId, families.id))),
      ),
    );
}

/**
 * The retention rule (decision 0101), run by the sweeper: an account whose last child went
 * (unlinked, deleted with their class, ...) is marked, and deleted 30 days later unless a child
 * was linked again in between.
 */
export async function sweepFamilies(db: Db) {
  const noLink = notExists(
    db.select({ one: sql`1` }).from(familyLinks).where(eq(familyLinks.familyId, families.id)),
  );
  await db
    .update(families)
    .set({ unlinkedSince: sql`now()` })
    .where(and(isNull(families.unlinkedSince), noLink));
  await db
    .delete(families)
    .where(
      and(
        lt(families.unlinkedSince, sql`now() - make_interval(days => ${FAMILY_UNLINKED_RETENTION_DAYS})`),
        noLink,
      ),
    );
}

/** A fresh link for the address waiting to be proven (the pending one, else the unproven own one). */
export async function storeFamilyResetToken(db: Db, familyId: number, token: string) {
  await db
    .update(families)
    .set({
      resetToken: digest(token),
      resetTokenExpiry: new Date(Date.now() + RESET_TTL_MS),
      updatedAt: new Date(),
    })
    .where(eq(families.id, familyId));
}

/** As the teachers' reset: the token checked and spent in one statement; every session ends. */
export function resetFamilyPassword(db: Db, familyId: number, token: string, passwordHash: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(families)
      .set({ passwordHash, resetToken: null, resetTokenExpiry: null, updatedAt: new Date() })
      .where(
        and(
          eq(families.id, familyId),
          eq(families.resetToken, digest(token)),
          gt(families.resetTokenExpiry, sql`now()`),
        ),
      )
      .returning({ id: families.id });
    if (row) await tx.delete(sessions).where(eq(sessions.familyId, familyId));
    return !!row;
  });
}
