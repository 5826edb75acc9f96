import { HttpError } from '../errors';

// Per-account limit on failed credential attempts, on top of the per-IP limit: stops a slow
// guessing run spread over many addresses. Kept per instance; a guesser gains at most a factor
// of the instance count, which a school deployment keeps small.
const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 10;

export function createAccountLimiter() {
  const failures = new Map<string, { count: number; resetAt: number }>();
  return {
    check(key: string) {
      const entry = failures.get(key);
      if (entry && entry.resetAt > Date.now() && entry.count >= MAX_FAILURES) {
        throw new HttpError(
          429,
          'Too many failed attempts for this account. Please wait 15 minutes.',
          'RATE_LIMITED',
        );
      }
    },
    fail(key: string) {
      const now = Date.now();
      const entry = failures.get(key);
      if (!entry || entry.resetAt <= now) failures.set(key, { count: 1, resetAt: now + WINDOW_MS });
      else entry.count++;
      if (failures.size > 10_000) for (const [k, v] of failures) if (v.resetAt <= now) failures.delete(k);
    },
    succeed(key: string) {
      failures.delete(key);
    },
  };
}
