import { z } from 'zod';
import { text } from '../common/schemas';

// Login cards (docs/decisions/0161-login-cards.md): the teacher prints one card per child; the
// child signs in with the card's QR code or by typing its code.

/** POST /api/classes/{id}/login-cards: the children to give a new card (all the class when absent). */
export const issueLoginCardsBody = z
  .strictObject({
    studentIds: z
      .array(z.number().int().positive('studentIds must be positive integers'))
      .min(1, 'studentIds must name at least one student (leave it out for the whole class)')
      .max(500, 'studentIds must name at most 500 students')
      .optional(),
  })
  .nullish();

export const loginCardView = z.object({
  studentId: z.number(),
  firstName: z.string(),
  lastInitial: z.string(),
  /** Ten characters, without the dash: the client prints it as ABCDE-FGHJK. */
  code: z.string(),
});
export type LoginCardView = z.infer<typeof loginCardView>;

export const loginCardsView = z.object({
  classId: z.number(),
  className: z.string(),
  cards: z.array(loginCardView),
});
export type LoginCardsView = z.infer<typeof loginCardsView>;

/** POST /api/students/login-card: what the child typed, or the card's address carried. */
export const cardSignInBody = z.strictObject({
  code: text('Code is required').min(1, 'Code is required').max(64, 'Code must be at most 64 characters'),
});
