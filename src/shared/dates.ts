import { z } from 'zod';

// A calendar day written YYYY-MM-DD. JavaScript's Date reads '2024-02-31' as 2 March, so the
// shape alone lets a date that does not exist through, silently moved to another day: a day
// exists when writing it back gives the same text.

const YYYY_MM_DD = /^\d{4}-\d{2}-\d{2}$/;

/** True for a YYYY-MM-DD day that is in the calendar: '2024-02-29' yes; '2023-02-29', '2024-02-31' no. */
export function isExistingIsoDate(value: string): boolean {
  if (!YYYY_MM_DD.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * A YYYY-MM-DD day that exists; anything else fails with `message`. Every date the API accepts
 * goes through this one check.
 */
export const isoDate = (message = 'must be a real date as YYYY-MM-DD') =>
  z.string().refine(isExistingIsoDate, message);
