import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits, sessions } from '../db/schema';
import { discardDeadStaging } from '../db/staging';

// Expired sessions and spent rate-limit counters are never read again (lookups filter on the
// expiry), but they would pile up: one row per sign-in for 30 days, one per guessed key.
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** A module's own clean-up, run with the core's on every sweep; it must be idempotent. */
export type Sweep = (db: Db) => Promise<unknown>;

/**
 * The core's sweeps, then the modules' (the core knows no module: the composition root, app.ts,
 * hands them in; docs/decisions/0156-server-core-knows-no-module.md).
 */
export async function sweepExpired(db: Db, moduleSweeps: readonly Sweep[]) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
  // A restore or roster import cut short by a crash leaves its staging account behind (decisions
  // 0045, 0055): gone once its writer is (decision 0118), never while it still writes.
  await discardDeadStaging(db);
  for (const sweep of moduleSweeps) await sweep(db);
}

/** Sweeps every interval (not at start-up, which stays quick); every instance may run one: the deletes are idempotent. */
export function startSweeper(
  db: Db,
  moduleSweeps: readonly Sweep[],
  intervalMs: number,
  log: { warn(o: object, m: string): void },
) {
  const run = () =>
    sweepExpired(db, moduleSweeps).catch((err) => log.warn({ err }, 'sweeping expired rows failed'));
  const timer = setInterval(run, intervalMs);
  // A timer alone must not keep a finished process (a test, a script) alive.
  timer.unref();
  return () => clearInterval(timer);
}
