import type { Counters } from '../auth/rate-limit';
import { conflict, tooMany } from '../errors';

/**
 * Lets the event loop reach its I/O phase: other requests are read and answered. A long write
 * (a restore, a roster import, a batched insert) calls it between its stretches of work.
 */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

// A restore or a roster import is the heaviest thing one account can ask of the server
// (docs/decisions/0044-restore-and-import-caps.md): a few a minute per teacher, and one at a
// time per account, so no teacher can keep the database busy for everyone else.

const MINUTE = 60_000;
/** Restores and imports each, per teacher per minute (a restore's preview counts: it validates the whole file). */
export const LONG_WRITES_PER_MINUTE = 6;

export type LongWriteKind = 'restore' | 'import';

/** How long a teacher refused because another account's restore or import runs is asked to wait. */
export const LONG_WRITE_RETRY_SECONDS = 10;

export function createLongWriteGuard(
  counters: Counters,
  perMinute = LONG_WRITES_PER_MINUTE,
  /**
   * One restore or import at a time in this process, whoever asks: on the embedded database
   * every statement shares one connection and one thread, and three restores at once held other
   * teachers' reads for seconds (docs/decisions/0119-one-long-write-on-the-embedded-database.md).
   */
  { oneInProcess = false } = {},
) {
  const running = new Set<number>();
  return {
    /** Counts the call before its body is read; past the limit the answer is 429. */
    async limit(kind: LongWriteKind, teacherId: number) {
      if ((await counters.hit(`${kind}:${teacherId}`, MINUTE)) > perMinute) {
        throw tooMany(
          `At most ${perMinute} ${kind === 'restore' ? 'restores (or previews)' : 'roster imports'} a minute. Wait a minute and try again.`,
        );
      }
    },
    /**
     * Runs `write` unless one of this account's restores or imports is still running (409): a
     * second one would only queue more work behind the first. Per server process; across
     * instances the rate limit above still holds. With `oneInProcess`, another account's is 429.
     */
    async oneAtATime<T>(teacherId: number, write: () => Promise<T>): Promise<T> {
      if (running.has(teacherId)) {
        throw conflict(
          'A restore or roster import of your account is still running. Wait for it to finish, then try again.',
          'LONG_WRITE_RUNNING',
        );
      }
      if (oneInProcess && running.size > 0) {
        throw tooMany(
          `Another restore or roster import is running on this server. Try again in ${LONG_WRITE_RETRY_SECONDS} seconds.`,
          'LONG_WRITE_BUSY',
          LONG_WRITE_RETRY_SECONDS,
        );
      }
      running.add(teacherId);
      try {
        return await write();
      } finally {
        running.delete(teacherId);
      }
    },
  };
}
export type LongWriteGuard = ReturnType<typeof createLongWriteGuard>;
