import { describe, expect, it } from 'vitest';
import type { ClockedTimer } from './timer-api';
import { parseTimerInput } from './timer-input';
import { countdownAt, formatClock } from './use-countdown';

const base = { soundEnabled: false, serverNow: '2026-11-27T10:00:00.000Z' };
const running = (endsAt: string, offsetMs: number): ClockedTimer => ({
  ...base,
  endsAt,
  remainingSeconds: 0,
  paused: false,
  active: true,
  offsetMs,
});

describe('the countdown', () => {
  it('counts against the server clock: a device an hour behind still shows what is left', () => {
    const endsAt = '2026-11-27T10:05:00.000Z';
    const deviceNow = Date.parse('2026-11-27T09:00:00.000Z');
    expect(countdownAt(running(endsAt, 3_600_000), deviceNow)).toEqual({
      state: 'running',
      seconds: 300,
      overMs: 0,
    });
    expect(countdownAt(running(endsAt, 3_600_000), deviceNow + 299_001).seconds).toBe(1);
    expect(countdownAt(running(endsAt, 3_600_000), deviceNow + 300_000)).toEqual({
      state: 'finished',
      seconds: 0,
      overMs: 0,
    });
  });

  it('a paused timer shows its seconds left; no timer is none', () => {
    const paused: ClockedTimer = {
      ...base,
      endsAt: null,
      remainingSeconds: 91,
      paused: true,
      active: true,
      offsetMs: 0,
    };
    expect(countdownAt(paused, Date.now())).toEqual({ state: 'paused', seconds: 91, overMs: 0 });
    const none: ClockedTimer = {
      ...base,
      endsAt: null,
      remainingSeconds: 0,
      paused: false,
      active: false,
      offsetMs: 0,
    };
    expect(countdownAt(none, Date.now()).state).toBe('none');
    expect(countdownAt(undefined, Date.now()).state).toBe('none');
  });

  it('formats minutes and seconds, and hours from an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(3_723)).toBe('1:02:03');
  });
});

describe('the custom time', () => {
  it('reads minutes or minutes:seconds, nothing else', () => {
    expect(parseTimerInput(' 5 ')).toBe(300);
    expect(parseTimerInput('2:30')).toBe(150);
    expect(parseTimerInput('0:03')).toBe(3);
    for (const bad of ['', 'soon', '2:75', '1.5', '-1', '2:3', '1234'])
      expect(parseTimerInput(bad)).toBeNull();
  });
});
