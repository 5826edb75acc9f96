import { TIMER_MAX_SECONDS } from '../../../shared/timer/schemas';
import type { TimerChange, TimerRow } from './queries';

// The timer's state changes, as pure functions of the stored state and the database's `now`
// (queries.ts applies them in one transaction). Running: `endsAtMs`; paused: `pausedMs` left.

type State = { endsAtMs: number | null; pausedMs: number | null };

/** PUT: start, or restart from `seconds`, whatever the timer was doing. */
export const startTimer =
  (seconds: number): TimerChange =>
  ({ nowMs }) => ({ endsAtMs: nowMs + seconds * 1000, pausedMs: null });

/** DELETE: no timer afterwards (stopping twice is not an error: two devices may both press Stop). */
export const stopTimer = (): TimerChange => () => ({ stop: true });

/**
 * PATCH: pause or resume, then add time. Pausing a paused timer or resuming a running one
 * changes nothing (a second device pressing the same button). A finished timer cannot be paused;
 * '+1 minute' on it starts a last minute from now (docs/decisions/0093).
 */
export const changeRunningTimer =
  (paused: boolean | undefined, addSeconds: number | undefined): TimerChange =>
  (current: TimerRow) => {
    const { nowMs } = current;
    let state: State = { endsAtMs: current.endsAtMs, pausedMs: current.pausedMs };
    if (state.endsAtMs === null && state.pausedMs === null) return { error: 'none' };
    if (paused === true && state.endsAtMs !== null) {
      if (state.endsAtMs <= nowMs && addSeconds === undefined) return { error: 'finished' };
      state = { endsAtMs: null, pausedMs: Math.max(0, Math.ceil(state.endsAtMs - nowMs)) };
    } else if (paused === false && state.pausedMs !== null) {
      state = { endsAtMs: nowMs + state.pausedMs, pausedMs: null };
    }
    if (addSeconds !== undefined) {
      const add = addSeconds * 1000;
      state =
        state.pausedMs !== null
          ? { endsAtMs: null, pausedMs: state.pausedMs + add }
          : { endsAtMs: Math.max(state.endsAtMs ?? nowMs, nowMs) + add, pausedMs: null };
    }
    const left = state.pausedMs ?? (state.endsAtMs ?? nowMs) - nowMs;
    if (left > TIMER_MAX_SECONDS * 1000) return { error: 'too long' };
    // Paused at its very end (nothing left): that is a finished timer, not a paused one.
    if (state.pausedMs !== null && state.pausedMs <= 0) return { error: 'finished' };
    return state;
  };
