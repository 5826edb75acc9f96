import { z } from 'zod';
import { optionalText, requiredText } from '../common/schemas';
import { idField, idQuery } from '../students/schemas';

export const MAX_BEHAVIOR_POINTS = 100;
export const MAX_BATCH_STUDENTS = 200;
export const DEFAULT_BEHAVIOR_LIMIT = 100;
export const MAX_BEHAVIOR_LIMIT = 1000;
/** The longest behaviour name a record holds (its column's width). */
export const MAX_BEHAVIOR_TYPE_LENGTH = 200;

/** The prefix an undo batch carries before the behaviour's name. */
export const UNDO_PREFIX = 'Undo: ';

/** The behaviour name; any text (undo sends 'Undo: {name}'), not only catalogue names. */
export const behaviorTypeField = requiredText('Behavior type is required', MAX_BEHAVIOR_TYPE_LENGTH);

export const behaviorPointsField = z
  .number({ error: 'Points must be a number' })
  .int('Points must be a whole number')
  .min(-MAX_BEHAVIOR_POINTS, `Points must be between -${MAX_BEHAVIOR_POINTS} and ${MAX_BEHAVIOR_POINTS}`)
  .max(MAX_BEHAVIOR_POINTS, `Points must be between -${MAX_BEHAVIOR_POINTS} and ${MAX_BEHAVIOR_POINTS}`)
  .refine((n) => n !== 0, 'Points must not be zero');

const recordFields = {
  type: behaviorTypeField,
  points: behaviorPointsField,
  description: optionalText(500),
};

/** POST /api/behaviors: one record for one student. */
export const createBehaviorBody = z.strictObject({ studentId: idField('Student'), ...recordFields });

/** POST /api/behaviors/batch: the same record for each student, all or nothing. */
export const batchBehaviorBody = z.strictObject({
  studentIds: z
    .array(idField('Student'), { error: 'Student ids must be a list' })
    .min(1, 'Select at least one student')
    .max(MAX_BATCH_STUDENTS, `At most ${MAX_BATCH_STUDENTS} students at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each student may appear only once'),
  ...recordFields,
});

export const behaviorListQuery = z.object({
  studentId: idQuery.optional(),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_BEHAVIOR_LIMIT, `must be at most ${MAX_BEHAVIOR_LIMIT}`)
    .default(DEFAULT_BEHAVIOR_LIMIT),
});

// ---- responses ----

export const behaviorView = z.object({
  id: z.number(),
  studentId: z.number(),
  type: z.string(),
  points: z.number(),
  description: z.string().nullable(),
  /** ISO 8601. */
  timestamp: z.string(),
  /** An undo: the id of the record it cancels (docs/decisions/0076); null otherwise. */
  undoesId: z.number().nullable(),
  /**
   * A later undo cancels this record: the teacher's history shows it struck through. Students
   * never receive an undone record nor its undo.
   */
  undone: z.boolean(),
});
export type BehaviorView = z.infer<typeof behaviorView>;

export const behaviorListResponse = z.array(behaviorView);

/** Both POST calls: the records written and each student's balance after them. */
export const behaviorAwardResponse = z.object({
  behaviors: z.array(behaviorView),
  students: z.array(z.object({ id: z.number(), classId: z.number(), balance: z.number() })),
});
export type BehaviorAwardResponse = z.infer<typeof behaviorAwardResponse>;

/**
 * DELETE /api/behaviors/{id}: the removed record, now `undone: true`, and its student's balance
 * after the removal (docs/decisions/0145). A repeat answers the same.
 */
export const behaviorRemovalResponse = z.object({
  behavior: behaviorView,
  student: z.object({ id: z.number(), classId: z.number(), balance: z.number() }),
});
export type BehaviorRemovalResponse = z.infer<typeof behaviorRemovalResponse>;
