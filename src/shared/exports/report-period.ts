import { z } from 'zod';
import { isoDate } from '../dates';

// The class report's date range (decision 0020). Without one, the report covers this term: from
// 1 August in the autumn (the school year's start), otherwise from 1 January, to today.

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function defaultTerm(now = new Date()): { from: string; to: string } {
  const year = now.getUTCFullYear();
  const start = now.getUTCMonth() >= 7 ? `${year}-08-01` : `${year}-01-01`;
  return { from: start, to: isoDay(now) };
}

const day = (label: string) => isoDate(`${label} must be a real date (YYYY-MM-DD)`).optional();

/** ?from=&to= of the class report; `to` is inclusive. */
export const reportPeriodQuery = z
  .object({ from: day('from'), to: day('to') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, 'from must not be after to');

/** The period as instants: [from 00:00 UTC, the day after `to` 00:00 UTC). */
export function periodOf(q: { from?: string; to?: string }, now = new Date()) {
  const term = defaultTerm(now);
  const from = q.from ?? (q.to && q.to < term.from ? q.to : term.from);
  const to = q.to ?? term.to;
  const until = new Date(`${to}T00:00:00Z`);
  until.setUTCDate(until.getUTCDate() + 1);
  return { from: new Date(`${from}T00:00:00Z`), until, label: { from, to } };
}
