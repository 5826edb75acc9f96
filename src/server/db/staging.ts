import { randomUUID } from 'node:crypto';
import { and, asc, eq, like, lt, sql } from 'drizzle-orm';
import { yieldToOthers } from '../../db/batches';
import type { Db } from '../../db/client';
import { classes, lessonPlans, teachers } from '../../db/schema';

// A restore writes in many short statements, so that other requests are answered in between
// (docs/decisions/0045-restore-in-batches-behind-a-staging-account.md). Until the last one, its
// rows belong to a staging account nobody can sign in to; one short transaction then hands the
// classes and lesson plans to the teacher. Until then the teacher sees nothing of the restore,
// and after a failure nothing of it is left: all or nothing, as one transaction was.

/** A reserved domain (RFC 2606) and an empty password hash: no one can register or sign in as it. */
const STAGING_EMAIL = (teacherId: number) => `restore-${teacherId}-${randomUUID()}@restoring.invalid`;
const isStaging = and(like(teachers.email, 'restore-%@restoring.invalid'), eq(teachers.passwordHash, ''));

export async function openStaging(db: Db, teacherId: number): Promise<number> {
  const [row] = await db
    .insert(teachers)
    .values({ name: 'Restore in progress', email: STAGING_EMAIL(teacherId), passwordHash: '' })
    .returning({ id: teachers.id });
  return row.id;
}

/** Everything written under the staging account becomes the teacher's at once. */
export function publishStaging(db: Db, stagingId: number, teacherId: number) {
  return db.transaction(async (tx) => {
    await tx.update(classes).set({ teacherId }).where(eq(classes.teacherId, stagingId));
    await tx.update(lessonPlans).set({ teacherId }).where(eq(lessonPlans.teacherId, stagingId));
    await tx.delete(teachers).where(eq(teachers.id, stagingId));
  });
}

/**
 * Deletes what a failed restore wrote: class by class (each deletes its students and their
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

/** Staging accounts of restores cut short by a crash or a restart: older than any restore runs. */
export async function sweepAbandonedRestores(db: Db) {
  const stale = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(isStaging, lt(teachers.createdAt, sql`now() - interval '1 hour'`)));
  for (const { id } of stale) await discardStaging(db, id);
}
