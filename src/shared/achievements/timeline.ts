// Pure helpers that find *when* a threshold was crossed, so an achievement's unlockedAt is the
// time of the record that crossed it (and 'newly unlocked' is true once, when it happens).

export interface TimedChange {
  /** ISO 8601. */
  at: string;
  /** What the record added to the running value (signed). */
  delta: number;
}

const byTime = (a: TimedChange, b: TimedChange) => Date.parse(a.at) - Date.parse(b.at);

/**
 * The time of the last change that took the running value from below `threshold` to at least
 * it, walking back from the known current value (so a history cut to its newest records still
 * answers right). Null when the value is below the threshold now, or the crossing lies before
 * the history given.
 */
export function crossingTime(
  current: number,
  changes: readonly TimedChange[],
  threshold: number,
): string | null {
  if (current < threshold) return null;
  const newestFirst = [...changes].sort(byTime).reverse();
  let after = current;
  for (const change of newestFirst) {
    const before = after - change.delta;
    if (before < threshold && after >= threshold) return change.at;
    after = before;
  }
  return null;
}

/**
 * A running count from zero (each change adds its delta, never below zero): the time of the last
 * change that brought it from below `threshold` to at least it, and the final count.
 */
export function countCrossing(
  changes: readonly TimedChange[],
  threshold: number,
): { count: number; at: string | null } {
  let count = 0;
  let at: string | null = null;
  for (const change of [...changes].sort(byTime)) {
    const before = count;
    count = Math.max(0, count + change.delta);
    if (before < threshold && count >= threshold) at = change.at;
    else if (count < threshold) at = null;
  }
  return { count, at: count >= threshold ? at : null };
}

/** The k-th earliest time (1-based): when the k-th of several things happened. */
export function kthEarliest(times: readonly string[], k: number): string | null {
  if (k < 1 || times.length < k) return null;
  return [...times].sort((a, b) => Date.parse(a) - Date.parse(b))[k - 1];
}

/** Clamp to 0..max: the progress bar never overflows or goes negative. */
export const clampProgress = (value: number, max: number) => Math.max(0, Math.min(value, max));
