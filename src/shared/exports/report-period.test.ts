import { describe, expect, it } from 'vitest';
import { defaultTerm, periodOf, reportPeriodQuery } from './report-period';

describe('report period', () => {
  it('defaults to this term: from 1 August in the autumn, from 1 January otherwise', () => {
    expect(defaultTerm(new Date('2026-11-25T10:00:00Z'))).toEqual({ from: '2026-08-01', to: '2026-11-25' });
    expect(defaultTerm(new Date('2027-03-02T10:00:00Z'))).toEqual({ from: '2027-01-01', to: '2027-03-02' });
  });

  it('covers whole days, the last one included', () => {
    const p = periodOf({ from: '2026-09-01', to: '2026-09-30' });
    expect(p.from.toISOString()).toBe('2026-09-01T00:00:00.000Z');
    expect(p.until.toISOString()).toBe('2026-10-01T00:00:00.000Z');
  });

  it('refuses what is not a date or a range backwards', () => {
    expect(reportPeriodQuery.safeParse({ from: '2026-13-45' }).success).toBe(false);
    expect(reportPeriodQuery.safeParse({ from: 'yesterday' }).success).toBe(false);
    expect(reportPeriodQuery.safeParse({ from: '2026-10-01', to: '2026-09-01' }).success).toBe(false);
    expect(reportPeriodQuery.safeParse({ from: '2026-09-01', to: '2026-10-01' }).success).toBe(true);
  });
});
