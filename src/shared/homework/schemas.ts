import { z } from 'zod';

export const HOMEWORK_POINTS_LIMIT = 100;
export const HOMEWORK_DESCRIPTION_MAX = 500;
export const HOMEWORK_LIST_DEFAULT_LIMIT = 200;
export const HOMEWORK_LIST_MAX_LIMIT = 1000;
/** At most this many entries in one POST /api/homework/batch (a big class, twice over). */
export const HOMEWORK_BATCH_MAX = 200;

/**
 * The homework score never goes below 0 (decision 0017): a negative change larger than the score
 * moves it to 0, and the entry records what really changed, so the score stays the sum of the
 * entries. A score that is already negative (older data) is not lowered further.
 */
export const appliedHomeworkPoints = (hwScore: number, points: number) =>
  points >= 0 ? points : Math.max(points, -Math.max(hwScore, 0));

/** Homework entry. */
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
const homeworkFields = {
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
};
export const homeworkBody = z.strictObject(homeworkFields);

/** POST /api/homework/batch: one entry per student, all or nothing (Mark All Present, an undo). */
export const homeworkBatchBody = z.strictObject({
  entries: z
    .array(
      z.strictObject({
        studentId: z
          .number({ error: 'studentId must be a number' })
          .int('studentId must be a whole number')
          .positive('studentId must be a positive number'),
        ...homeworkFields,
      }),
      {
        error: 'entries must be a list',
      },
    )
    .min(1, 'Send at least one entry')
    .max(HOMEWORK_BATCH_MAX, `At most ${HOMEWORK_BATCH_MAX} entries at once`)
    .refine(
      (list) => new Set(list.map((e) => e.studentId)).size === list.length,
      'Each student may appear only once',
    ),
});

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

// ---- responses ----

export const homeworkResult = z.object({ entry: homeworkEntryView, hwScore: z.number() });

/** One result per entry, in the order sent; each entry's `points` is what was applied. */
export const homeworkBatchResult = z.object({ results: z.array(homeworkResult) });
export type HomeworkBatchResult = z.infer<typeof homeworkBatchResult>;

/** Newest first. */
export const homeworkListResponse = z.array(homeworkEntryView);
