import { z } from 'zod';
import {
  CLASS_NAME_TOO_LONG,
  classCodeField,
  classNameFits,
  classView,
  periodField,
  studentView,
} from '../accounts/schemas';
import { behaviorPresetField } from '../behavior-types/presets';
import { requiredText } from '../common/schemas';

export { type ClassView, classView } from '../accounts/schemas';

/** Trimmed and non-empty (a rename applies only if the trimmed name is non-empty). */
export const classNameField = requiredText('Class name is required', 200);

/**
 * POST /api/classes. Without a classCode the server picks a free one. `period` appends
 * " - Period {n}" as the sign-up does (none: the name as typed); `behaviorPreset` chooses the
 * behaviours the class starts with (the spec's 15 unless 'primary').
 */
export const createClassBody = z
  .strictObject({
    name: classNameField,
    classCode: classCodeField.optional(),
    period: periodField,
    behaviorPreset: behaviorPresetField.optional(),
  })
  .superRefine((v, ctx) => {
    if (!classNameFits(v.name, v.period))
      ctx.addIssue({ code: 'custom', path: ['name'], message: CLASS_NAME_TOO_LONG });
  });
export type CreateClassBody = z.input<typeof createClassBody>;

/** PATCH /api/classes/{id}: rename only. */
export const renameClassBody = z.strictObject({ name: classNameField });
export type RenameClassBody = z.input<typeof renameClassBody>;

export const classListResponse = z.array(classView);

/** POST /api/classes/trial: the new class and its 20 students. */
export const trialClassResponse = z.object({
  class: classView,
  students: z.array(studentView),
  /** false: the teacher's existing trial class was answered, nothing was created. */
  created: z.boolean(),
});
export type TrialClassResponse = z.infer<typeof trialClassResponse>;

export const TRIAL_CLASS_NAME = 'Remote Chalk Trial class';
export const TRIAL_CLASS_SIZE = 20;

/** GET /api/classes/{id}/contents: what deleting the class removes with it (the delete dialog). */
export const classContentsView = z.object({
  students: z.number(),
  behaviorRecords: z.number(),
  homeworkEntries: z.number(),
  skillProgress: z.number(),
  questions: z.number(),
  contracts: z.number(),
});
export type ClassContentsView = z.infer<typeof classContentsView>;
