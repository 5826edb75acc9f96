import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

// Counters for rate limits and lockouts, kept in the database so that every instance sees the same
// numbers (docs/architecture.md#permissions): spreading guesses over servers gains nothing. One row
// per key and window; the sweeper deletes spent rows.

export interface Counters {
  /** Adds one to `key` in its window (a new window of `windowMs` if the last has ended); returns the count. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The counts of the keys in their current windows (0 when absent or ended). */
  read(...keys: string[]): Promise<number[]>;
  clear(key: string): Promise<void>;
  /** Milliseconds until `key`'s current window ends (0 when absent or ended): a Retry-After. */
  left(key: string): Promise<number>;
  /** Takes back one `hit` of `key` in its current window (an attempt that turned out not to count). */
  unhit(key: string): Promise<void>;
  /**
   * Starts a window of `windowMs` for `key` unless one is running. Of requests claiming at once,
   * exactly one gets it: its window's end (an opaque value for `release`), the others null.
   */
  claim(key: string, windowMs: number): Promise<string | null>;
  /** Ends the window a `claim` started, unless it has ended and another claim has started since. */
  release(key: string, claimed: string): Promise<void>;
}

export function createCounters(db: Db): Counters {
  return {
    async hit(key, windowMs) {
      const resetAt = sql`now() + ${`${windowMs} milliseconds`}::interval`;
      const spent = sql`${rateLimits.resetAt} <= now()`;
      // One statement: two instances counting the same key at once both count.
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${spent} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${spent} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count });
      return row.count;
    },
    async read(...keys) {
      const rows = await db
        .select({ key: rateLimits.key, count: rateLimits.count })
        .from(rateLimits)
        .where(and(inArray(rateLimits.key, keys), gt(rateLimits.resetAt, sql`now()`)));
      return keys.map((k) => rows.find((r) => r.key === k)?.count ?? 0);
    },
    async clear(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    async left(key) {
      const [row] = await db
        .select({ ms: sql<string>`extract(epoch from ${rateLimits.resetAt} - now()) * 1000` })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
      return row ? Math.max(0, Number(row.ms)) : 0;
    },
    async unhit(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`), gt(rateLimits.count, 0)));
    },
    async claim(key, windowMs) {
      const resetAt = sql`now() + ${`${windowMs} milliseconds`}::interval`;
      // One statement: PostgreSQL locks the row and checks the condition on its newest version,
      // so of concurrent claims only the first finds the window ended.
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { count: 1, resetAt: sql`excluded.reset_at` },
          setWhere: sql`${rateLimits.resetAt} <= now()`,
        })
        .returning({ end: sql<string>`${rateLimits.resetAt}::text` });
      return row?.end ?? null;
    },
    async release(key, claimed) {
      await db
        .update(rateLimits)
        .set({ resetAt: sql`now()` })
        .where(and(eq(rateLimits.key, key), sql`${rateLimits.resetAt} = ${claimed}::timestamptz`));
    },
  };
}
