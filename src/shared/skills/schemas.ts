import { z } from 'zod';

export const skillView = z.object({ id: z.number(), name: z.string(), description: z.string() });
export type SkillView = z.infer<typeof skillView>;

/** A student's progress in one skill, with the skill itself. */
export const studentSkillView = z.object({ skillId: z.number(), points: z.number(), skill: skillView });
export type StudentSkillView = z.infer<typeof studentSkillView>;

/** Largest change or absolute value one call may make: far above any classroom use, far below int overflow. */
export const SKILL_POINTS_LIMIT = 10_000;

// ---- requests ----

/** `/students/{id}/skills/{skillId}` and `/classes/{id}/skills/{skillId}/award`. */
export const skillPathParams = z.object({
  id: z.coerce.number().int().positive('id must be a positive integer'),
  skillId: z.coerce.number().int().positive('skillId must be a positive integer'),
});

const wholeNumber = (field: string) =>
  z.number({ error: `${field} must be a number` }).int(`${field} must be a whole number`);

/**
 * PATCH /api/students/{id}/skills/{skillId}: exactly one of
 * - `points`: a change, added to the current value (buttons, bulk edit, class-wide award);
 *   a negative change stops at 0;
 * - `set`: an absolute value of 0 or more (skill sheet, "set to 0").
 * Decision record 0005.
 */
const skillChangeFields = {
  points: wholeNumber('points')
    .min(-SKILL_POINTS_LIMIT, `points must be at least -${SKILL_POINTS_LIMIT}`)
    .max(SKILL_POINTS_LIMIT, `points must be at most ${SKILL_POINTS_LIMIT}`)
    .optional(),
  set: wholeNumber('set')
    .min(0, 'set must be 0 or more')
    .max(SKILL_POINTS_LIMIT, `set must be at most ${SKILL_POINTS_LIMIT}`)
    .optional(),
};
const oneOfPointsOrSet = <T extends z.ZodType<{ points?: number; set?: number }>>(schema: T) =>
  schema
    .refine((b) => b.points !== undefined || b.set !== undefined, {
      message: 'Send points (a change) or set (an absolute value)',
    })
    .refine((b) => b.points === undefined || b.set === undefined, {
      message: 'Send either points (a change) or set (an absolute value), not both',
    });
export const skillPointsBody = oneOfPointsOrSet(z.strictObject(skillChangeFields));
export type SkillPointsBody = z.input<typeof skillPointsBody>;

/** At most this many changes in one POST /api/skills/changes (every skill of a student, a class's sheet). */
export const SKILL_CHANGES_MAX = 500;

const positiveId = (field: string) => wholeNumber(field).positive(`${field} must be a positive number`);

/**
 * POST /api/skills/changes: several skill changes, all or nothing (the bulk editor's deltas, the
 * skill sheet's values). Each names a student and a skill and holds exactly one of points/set.
 */
export const skillChangesBody = z.strictObject({
  changes: z
    .array(
      oneOfPointsOrSet(
        z.strictObject({
          studentId: positiveId('studentId'),
          skillId: positiveId('skillId'),
          ...skillChangeFields,
        }),
      ),
      { error: 'changes must be a list' },
    )
    .min(1, 'Send at least one change')
    .max(SKILL_CHANGES_MAX, `At most ${SKILL_CHANGES_MAX} changes at once`)
    .refine(
      (list) => new Set(list.map((c) => `${c.studentId}:${c.skillId}`)).size === list.length,
      'Each student and skill may appear only once',
    ),
});
export type SkillChangesBody = z.input<typeof skillChangesBody>;

export const CLASS_AWARD_LIMIT = 100;

/** POST /api/classes/{id}/skills/{skillId}/award: one change for every student of the class. */
export const classSkillAwardBody = z.strictObject({
  points: wholeNumber('points')
    .min(-CLASS_AWARD_LIMIT, `points must be at least -${CLASS_AWARD_LIMIT}`)
    .max(CLASS_AWARD_LIMIT, `points must be at most ${CLASS_AWARD_LIMIT}`)
    .refine((p) => p !== 0, 'points must not be 0'),
});

// ---- responses ----

export const skillListResponse = z.array(skillView);
/**
 * GET /api/students/{id}/skills: every catalogue skill with the student's points and when they
 * were last graded (null: never). The time dates the student's skill achievements.
 */
export const studentSkillProgressView = studentSkillView.extend({ updatedAt: z.string().nullable() });
export type StudentSkillProgressView = z.infer<typeof studentSkillProgressView>;
export const studentSkillListResponse = z.array(studentSkillProgressView);

/**
 * The student's new value and `applied`: what actually changed (new minus old). It differs from
 * the requested change only when the floor at 0 stopped it; an undo sends `{ points: -applied }`.
 */
export const skillPointsResult = studentSkillView.extend({ studentId: z.number(), applied: z.number() });
export type SkillPointsResult = z.infer<typeof skillPointsResult>;

export const classSkillAwardResponse = z.object({
  classId: z.number(),
  skill: skillView,
  /** The requested change. */
  points: z.number(),
  /** One entry per student of the class, in id order. */
  results: z.array(z.object({ studentId: z.number(), points: z.number(), applied: z.number() })),
});
export type ClassSkillAwardResponse = z.infer<typeof classSkillAwardResponse>;

/** One result per change, in the order sent. */
export const skillChangesResponse = z.object({
  results: z.array(
    z.object({ studentId: z.number(), skillId: z.number(), points: z.number(), applied: z.number() }),
  ),
});
export type SkillChangesResponse = z.infer<typeof skillChangesResponse>;
