// "5 minutes ago", "yesterday", "3 weeks ago" for a record's timestamp (relative
// time, or 'Recently' when the time is unknown).

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function relativeTime(timestamp: string | null | undefined, now: number = Date.now()): string {
  const time = timestamp ? Date.parse(timestamp) : Number.NaN;
  if (!Number.isFinite(time)) return 'Recently';
  const seconds = (time - now) / 1000;
  // Clock skew between server and browser can put a fresh record a few seconds in the future.
  if (Math.abs(seconds) < 45) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(Math.round(seconds / 60), 'minute');
}

/** A readable date and time for lists and reports: 'Mar 4, 2025, 2:05 PM'. */
export function formatDateTime(timestamp: string): string {
  const time = Date.parse(timestamp);
  if (!Number.isFinite(time)) return 'Unknown date';
  return new Date(time).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
