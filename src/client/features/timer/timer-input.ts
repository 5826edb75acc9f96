/** The custom time a teacher types: '5' (minutes) or '2:30' (minutes and seconds) as seconds; null when it is neither. */
export function parseTimerInput(value: string): number | null {
  const text = value.trim();
  const clock = /^(\d{1,3}):([0-5]\d)$/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  if (/^\d{1,3}$/.test(text)) return Number(text) * 60;
  return null;
}
