/**
 * Today as YYYY-MM-DD in the server's time zone (the TZ environment variable; the system's zone
 * without it). Attendance is kept per school day, and a school is in one place: the day must not
 * change at midnight UTC in the middle of an afternoon lesson in America (docs/decisions/0088).
 */
export function serverToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
