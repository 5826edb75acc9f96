import { z } from 'zod';
import { idQuery } from '../students/schemas';

// The fair random picker (docs/decisions/0089): every present student once before anyone twice.

/** POST /api/classes/:id/picks: the student picked and what is left of the round. */
export const pickResponse = z.object({
  student: z.object({
    id: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    /** The name the projector and students see: nickname, or first name and initial. */
    displayName: z.string(),
  }),
  /** Present students not yet picked in this round (0: the next pick starts a new round). */
  leftInRound: z.number(),
  /** Present students today: the size of a round. */
  roundSize: z.number(),
  /** True when this pick began a new round (everyone present had had a turn). */
  newRound: z.boolean(),
  /** ISO 8601. */
  pickedAt: z.string(),
});
export type PickResponse = z.infer<typeof pickResponse>;

export const currentPickQuery = z.object({ classId: idQuery });

/** How long the wall shows a pick at most; closing the picker ends it sooner (decision 0147). */
export const PICK_SHOWN_MS = 60_000;

/**
 * GET /api/picks/current: what the projector shows. Only the display name, for the teacher, the
 * class's students and the wall alike; null before the first pick of a round, once the teacher
 * closed the picker, or a minute after the pick.
 */
export const currentPickView = z.object({
  pick: z
    .object({
      displayName: z.string(),
      pickedAt: z.string(),
      /** How much longer the wall shows it, by the server's clock (the wall's may be wrong). */
      shownForMs: z.number(),
    })
    .nullable(),
});
export type CurrentPickView = z.infer<typeof currentPickView>;
