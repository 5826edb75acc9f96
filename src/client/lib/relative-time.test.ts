import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2025-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says Recently when the time is missing or unreadable', () => {
    expect(relativeTime(null, now)).toBe('Recently');
    expect(relativeTime('not a date', now)).toBe('Recently');
  });

  it('says just now for the last few seconds, also slightly in the future', () => {
    expect(relativeTime(ago(10), now)).toBe('just now');
    expect(relativeTime(ago(-5), now)).toBe('just now');
  });

  it('picks the largest whole unit', () => {
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(relativeTime(ago(24 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(14 * 24 * 3600), now)).toBe('2 weeks ago');
  });
});
