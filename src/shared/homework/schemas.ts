import { z } from 'zod';

export const HOMEWORK_POINTS_LIMIT = 100;
export const HOMEWORK_DESCRIPTION_MAX = 500;
export const HOMEWORK_LIST_DEFAULT_LIMIT = 200;
export const HOMEWORK_LIST_MAX_LIMIT = 1000;

/** Homework entry (part 1 §3). */
export const homeworkEntryView = z.object({
  id: z.number(),
  studentId: z.number(),
  points: z.number(),
  description: z.string().nullable(),
  /** ISO 8601. */
  timestamp: z.string(),
});
export type HomeworkEntryView = z.infer<typeof homeworkEntryView>;

// ---- requests ----

/**
 * PATCH /api/students/{id}/homework: records one entry and adds its points to hwScore.
 * Negative points are allowed: a homework undo sends the negative of what it reverses.
 */
export const homeworkBody = z.strictObject({
  points: z
    .number({ error: 'points must be a number' })
    .int('points must be a whole number')
    .min(-HOMEWORK_POINTS_LIMIT, `points must be at least -${HOMEWORK_POINTS_LIMIT}`)
    .max(HOMEWORK_POINTS_LIMIT, `points must be at most ${HOMEWORK_POINTS_LIMIT}`),
  description: z
    .string({ error: 'description must be text' })
    .trim()
    .max(HOMEWORK_DESCRIPTION_MAX, `description must be at most ${HOMEWORK_DESCRIPTION_MAX} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type HomeworkBody = z.input<typeof homeworkBody>;

const positiveInt = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a positive number`);

export const homeworkListQuery = z.object({
  studentId: positiveInt('studentId').optional(),
  limit: positiveInt('limit')
    .max(HOMEWORK_LIST_MAX_LIMIT, `limit must be at most ${HOMEWORK_LIST_MAX_LIMIT}`)
    .default(HOMEWORK_LIST_DEFAULT_LIMIT),
});
export type HomeworkListQuery = z.input<typeof homeworkListQuery>;

// ---- responses ----

export const homeworkResult = z.object({ entry: homeworkEntryView, hwScore: z.number() });
export type HomeworkResult = z.infer<typeof homeworkResult>;

/** Newest first. */
export const homeworkListResponse = z.array(homeworkEntryView);
