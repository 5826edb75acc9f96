import { randomUUID } from 'node:crypto';
import { and, asc, eq, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { yieldToOthers } from '../http/long-writes';
import { type Db, isEmbedded, type Tx } from './client';
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
/** A teachers row that is a staging account (never a person: no one can sign in to it). */
export const isStaging = and(
  or(
    like(teachers.email, '%@staging.invalid'),
    // The restore's marker before the roster import shared these helpers: a server that crashed
    // mid-restore on the older version still has one to sweep.
    like(teachers.email, 'restore-%@restoring.invalid'),
  ),
  eq(teachers.passwordHash, ''),
) as SQL;

// A staging account whose writer died (a crash, a restart cutting a restore) must not wait an
// hour for the sweeper: its classes hold the codes a retried restore should get back
// (docs/decisions/0118-interrupted-restores.md). The staging accounts this process is writing
// under are known here, by email (unique across databases, so tests with several databases in
// one process do not mistake each other's); on the embedded database, the one process that can
// open it, every other staging account is dead. On PostgreSQL other instances may be writing:
// theirs renew a lease (updated_at) while they write, and one whose lease has run out is dead.

/** Staging accounts being written under by this process, by email. */
const live = new Set<string>();
/** How often a writer renews its lease on PostgreSQL, and how old a lease is that nobody renews. */
const LEASE_RENEW_MS = 15_000;
const LEASE_SECONDS = 60;

/** Staging accounts nobody is writing under any more (`also`: narrowed to some). */
async function deadStaging(db: Db, also?: SQL) {
  const lapsed = isEmbedded(db)
    ? undefined
    : lt(teachers.updatedAt, sql`now() - make_interval(secs => ${LEASE_SECONDS})`);
  const rows = await db
    .select({ id: teachers.id, email: teachers.email })
    .from(teachers)
    .where(and(isStaging, also, lapsed));
  return rows.filter((r) => !live.has(r.email));
}

/** The staging accounts of this teacher's restores and imports, whatever their kind or version. */
export const stagingOf = (teacherId: number) =>
  or(
    like(teachers.email, `restore-${teacherId}-%@staging.invalid`),
    like(teachers.email, `import-${teacherId}-%@staging.invalid`),
    like(teachers.email, `restore-${teacherId}-%@restoring.invalid`),
  );

/**
 * At start-up on the embedded database (whatever a previous run left half-written) and from the
 * sweeper on either database: one rule for dead staging, so the sweeper never removes the
 * staging of a restore that is still being written, however long it runs.
 */
export async function discardDeadStaging(db: Db) {
  for (const { id } of await deadStaging(db)) await discardStaging(db, id);
}

/**
 * Runs `write` under a new staging account (its id given): first this teacher's dead staging
 * accounts go (a retry gets the codes back), a failed write's rows are discarded, and while it
 * runs the account is known to be alive. `write` hands the account over itself when it succeeds.
 */
export async function withStaging<T>(
  db: Db,
  teacherId: number,
  kind: StagingKind,
  write: (stagingId: number) => Promise<T>,
): Promise<T> {
  for (const { id } of await deadStaging(db, stagingOf(teacherId))) await discardStaging(db, id);
  const email = STAGING_EMAIL(kind, teacherId);
  live.add(email);
  const [{ id: stagingId }] = await db
    .insert(teachers)
    .values({ name: STAGING_NAME[kind], email, passwordHash: '' })
    .returning({ id: teachers.id });
  const lease = isEmbedded(db)
    ? undefined
    : setInterval(() => {
        db.update(teachers)
          .set({ updatedAt: sql`now()` })
          .where(eq(teachers.id, stagingId))
          .catch(() => {});
      }, LEASE_RENEW_MS);
  lease?.unref();
  try {
    return await write(stagingId);
  } catch (err) {
    // What a failed write wrote is removed; if even that fails, a retry or the sweeper removes it.
    await discardStaging(db, stagingId).catch(() => {});
    throw err;
  } finally {
    clearInterval(lease);
    live.delete(email);
  }
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
