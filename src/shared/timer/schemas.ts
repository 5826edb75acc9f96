import { z } from 'zod';

// A class's countdown (docs/decisions/0092 and 0093). Plain numbers and ISO
// strings: the client's countdown is computed from `endsAt` and the server's `serverNow`.

/** 2 hours: a lesson, a double lesson, an exam. */
export const TIMER_MAX_SECONDS = 7_200;
/** What '+1 minute' adds (the dashboard's button); the API takes any whole number up to this. */
export const TIMER_ADD_MAX_SECONDS = 3_600;

const seconds = (max: number, what: string) =>
  z
    .number({ error: `${what} must be a number of seconds` })
    .int(`${what} must be a whole number of seconds`)
    .min(1, `${what} must be at least 1 second`)
    .max(max, `${what} must be at most ${max.toLocaleString('en')} seconds`);

/** PUT /api/classes/{classId}/timer: start, or restart from this many seconds. */
export const timerStartBody = z.strictObject({ seconds: seconds(TIMER_MAX_SECONDS, 'seconds') });

/** PATCH /api/classes/{classId}/timer: pause or resume, and/or add time (the '+1 minute'). */
export const timerChangeBody = z
  .strictObject({
    paused: z.boolean({ error: 'paused must be true or false' }).optional(),
    addSeconds: seconds(TIMER_ADD_MAX_SECONDS, 'addSeconds').optional(),
  })
  .refine((v) => v.paused !== undefined || v.addSeconds !== undefined, 'Send paused or addSeconds');

export const timerView = z.object({
  /** When a running timer reaches zero (may be past: it has finished); null when paused or none. */
  endsAt: z.string().nullable(),
  /** Whole seconds left, rounded up; 0 when there is no timer or it has finished. */
  remainingSeconds: z.number().int(),
  paused: z.boolean(),
  /** Whether the class has a timer at all (running, finished or paused). */
  active: z.boolean(),
  /** The server's clock when this answer was made: screens count down against it, not their own. */
  serverNow: z.string(),
  /** The class's teacher has sound on: a projector signed in as a student follows it too. */
  soundEnabled: z.boolean(),
});
export type TimerView = z.infer<typeof timerView>;
