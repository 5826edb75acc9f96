import { randomUUID } from 'node:crypto';
import { and, asc, eq, like, lt, or, sql } from 'drizzle-orm';
import { yieldToOthers } from './batches';
import type { Db, Tx } from './client';
import { classes, lessonPlans, teachers } from './schema';

// A restore and a roster import write in many short statements, so that other requests are
// answered in between (docs/decisions/0045-restore-in-batches-behind-a-staging-account.md,
// 0055-roster-import-behind-a-staging-account.md). Until the last one, their rows belong to a
// staging account nobody can sign in to; one short transaction then hands them to the teacher.
// Until then the teacher sees nothing of the write, and after a failure nothing of it is left:
// all or nothing, as one transaction was.

export type StagingKind = 'restore' | 'import';

/** A reserved domain (RFC 2606) and an empty password hash: no one can register or sign in as it. */
const STAGING_EMAIL = (kind: StagingKind, teacherId: number) =>
  `${kind}-${teacherId}-${randomUUID()}@staging.invalid`;
const STAGING_NAME: Record<StagingKind, string> = {
  restore: 'Restore in progress',
  import: 'Roster import in progress',
};
const isStaging = and(
  or(
    like(teachers.email, '%@staging.invalid'),
    // The restore's marker before the roster import shared these helpers: a server that crashed
    // mid-restore on the older version still has one to sweep.
    like(teachers.email, 'restore-%@restoring.invalid'),
  ),
  eq(teachers.passwordHash, ''),
);

export async function openStaging(db: Db, teacherId: number, kind: StagingKind): Promise<number> {
  const [row] = await db
    .insert(teachers)
    .values({ name: STAGING_NAME[kind], email: STAGING_EMAIL(kind, teacherId), passwordHash: '' })
    .returning({ id: teachers.id });
  return row.id;
}

/** Everything written under the staging account becomes the teacher's at once. */
export function publishStaging(db: Db, stagingId: number, teacherId: number) {
  return db.transaction((tx) => handOverStaging(tx, stagingId, teacherId));
}

/** Inside a hand-over transaction: the staging account's classes and plans move, the account goes. */
export async function handOverStaging(tx: Tx, stagingId: number, teacherId: number) {
  await tx.update(classes).set({ teacherId }).where(eq(classes.teacherId, stagingId));
  await tx.update(lessonPlans).set({ teacherId }).where(eq(lessonPlans.teacherId, stagingId));
  await tx.delete(teachers).where(eq(teachers.id, stagingId));
}

/**
 * Deletes what a failed write left: class by class (each deletes its students and their
 * records), so no single statement holds the database for long, then the account itself.
 */
export async function discardStaging(db: Db, stagingId: number) {
  const owned = await db
    .select({ id: classes.id })
    .from(classes)
    .where(eq(classes.teacherId, stagingId))
    .orderBy(asc(classes.id));
  for (const { id } of owned) {
    await db.delete(classes).where(eq(classes.id, id));
    await yieldToOthers();
  }
  await db.delete(lessonPlans).where(eq(lessonPlans.teacherId, stagingId));
  await db.delete(teachers).where(eq(teachers.id, stagingId));
}

/**
 * Staging accounts of restores and imports cut short by a crash or a restart: older than any
 * of them runs.
 */
export async function sweepAbandonedStaging(db: Db) {
  const stale = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(isStaging, lt(teachers.createdAt, sql`now() - interval '1 hour'`)));
  for (const { id } of stale) await discardStaging(db, id);
}
