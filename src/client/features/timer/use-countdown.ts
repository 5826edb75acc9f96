import { useEffect, useState } from 'react';
import type { ClockedTimer } from './timer-api';

export type CountdownState = 'none' | 'running' | 'paused' | 'finished';

export interface Countdown {
  state: CountdownState;
  /** Whole seconds left, rounded up (what the clock face shows). */
  seconds: number;
  /** Milliseconds since the end, on the server's clock (finished only; 0 otherwise). */
  overMs: number;
}

/** '4:05', or '1:02:03' from an hour. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, totalSeconds);
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The countdown of a timer at `nowMs` on this device's clock, corrected to the server's. */
export function countdownAt(timer: ClockedTimer | undefined, nowMs: number): Countdown {
  if (!timer?.active) return { state: 'none', seconds: 0, overMs: 0 };
  if (timer.paused) return { state: 'paused', seconds: timer.remainingSeconds, overMs: 0 };
  const left = Date.parse(timer.endsAt as string) - (nowMs + timer.offsetMs);
  if (left <= 0) return { state: 'finished', seconds: 0, overMs: Math.abs(left) };
  return { state: 'running', seconds: Math.ceil(left / 1000), overMs: 0 };
}

/** Re-renders four times a second while the timer runs (a face that ticks on the second). */
export function useCountdown(timer: ClockedTimer | undefined): Countdown {
  const [, setTick] = useState(0);
  const running = timer?.active === true && !timer.paused;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setTick((n) => n + 1), 250);
    return () => clearInterval(id);
  }, [running]);
  // Read at render: a new answer (paused, restarted) shows its own time at once.
  return countdownAt(timer, Date.now());
}
