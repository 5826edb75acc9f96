import { TIMER_MAX_SECONDS } from '@shared/timer/schemas';
import { z } from 'zod';
import { parseTimerInput } from './timer-input';

// The timer dialog's custom time, with the messages teachers see.

export const customTimeSchema = z.object({
  custom: z.string().superRefine((value, ctx) => {
    const seconds = parseTimerInput(value);
    if (seconds === null)
      ctx.addIssue({ code: 'custom', message: 'Type minutes (5) or minutes and seconds (2:30).' });
    else if (seconds < 1 || seconds > TIMER_MAX_SECONDS)
      ctx.addIssue({ code: 'custom', message: 'From 0:01 to 120 minutes.' });
  }),
});
export type CustomTimeValues = z.input<typeof customTimeSchema>;
