import { describe, expect, it } from 'vitest';
import { isExistingIsoDate, isoDate } from './dates';

describe('isoDate', () => {
  it('accepts days in the calendar, leap days in leap years included', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2026-12-31', '2026-01-01']) {
      expect(isExistingIsoDate(day), day).toBe(true);
    }
  });

  it('refuses days that do not exist instead of rolling them into the next month', () => {
    for (const day of [
      '2024-02-31',
      '2023-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
    ]) {
      expect(isExistingIsoDate(day), day).toBe(false);
    }
  });

  it('refuses other shapes', () => {
    for (const day of ['2026-1-01', '26-01-01', '2026-01-01T00:00:00Z', ' 2026-01-01', 'soon', '']) {
      expect(isExistingIsoDate(day), day).toBe(false);
    }
  });

  it('fails a zod parse with the message given', () => {
    const r = isoDate('from must be a real date').safeParse('2024-02-31');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('from must be a real date');
  });
});
