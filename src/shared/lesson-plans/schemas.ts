import { z } from 'zod';
import { messageBody, optionalText, requiredText, text } from '../common/schemas';
import { isExistingIsoDate } from '../dates';
import { idField } from '../students/schemas';
import { ALLOWED_SECTION_NUMBERS, inferResourceType, isSafeResourceUrl, RESOURCE_TYPES } from './sections';

// ---- field rules shared by the dialogs and the server ----

/** Every section number once: 8 periods of 3. */
export const MAX_PLAN_SECTIONS = 24;
/** Resources sent with a new plan, and kept in one section of a restored plan. */
export const MAX_PLAN_RESOURCES = 50;

/** A calendar date as YYYY-MM-DD (the plan's day). */
export const planDate = text('Date is required').refine(
  isExistingIsoDate,
  'Date must be a real date as YYYY-MM-DD',
);

export const sectionNumber = text('Section number is required').refine(
  (v) => ALLOWED_SECTION_NUMBERS.includes(v),
  'Section number must be one of 101-103, 201-203, 301-303, 401-403, 501-503, 601-603, 701-703 or 801-803',
);

export const resourceType = z.enum(RESOURCE_TYPES, {
  error: 'Resource type must be one of google_doc, google_slide, youtube, other',
});

export const resourceUrl = text('URL is required')
  .trim()
  .max(2000, 'URL is too long')
  .refine(isSafeResourceUrl, 'Please enter a valid URL (http:// or https://)');

export const displayOrder = z
  .number({ error: 'Display order must be a number' })
  .int('Display order must be a whole number')
  .min(0, 'Display order must not be negative')
  .max(100_000, 'Display order is too large');

/** A text field of an update: absent stays as it is, null or '' clears it. */
const updatableText = (max: number) =>
  text('must be text')
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** The spec's teacherId in a query string: plain digits only (it is ignored, never guessed at). */
const teacherIdQuery = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number')
  .transform(Number)
  .optional();

export const planTitle = requiredText('Title is required');
const title = planTitle;
export const sectionName = optionalText(200);
export const planNotes = optionalText(10_000);
const notes = planNotes;
const description = optionalText(2000);

/**
 * The client sends `teacherId` as the spec says; the server ignores it and always acts for the
 * signed-in teacher (decision 0026). Validated only so garbage is still a 400.
 */
const teacherIdField = idField('Teacher').optional();

/** Without a type, the one its address says (decision 0082): a PhET link is not a Google Doc. */
export const resourceInput = z.strictObject({
  title,
  url: resourceUrl,
  resourceType: resourceType.optional(),
  description,
  displayOrder: displayOrder.optional(),
});
export type ResourceInput = z.input<typeof resourceInput>;

/** The type sent, or the one the address says. */
export const typeOf = (r: { url: string; resourceType?: z.infer<typeof resourceType> }) =>
  r.resourceType ?? inferResourceType(r.url);

/** A resource of a new plan names the section it was added for (default: the first). */
export const planResourceInput = resourceInput.extend({ sectionNumber: sectionNumber.optional() });
export type PlanResourceInput = z.input<typeof planResourceInput>;

// ---- requests ----
// In the updates, an absent optional field stays as it is (`.optional()` before the transform);
// null or '' clears it.

export const lessonPlanListQuery = z.object({
  teacherId: teacherIdQuery,
  date: planDate.optional(),
});

/**
 * POST /api/lesson-plans: the plan, and optionally its sections (displayOrder by index) and
 * resources (each in the section its sectionNumber names, else the first), all in one transaction.
 */
export const createLessonPlanBody = z.strictObject({
  teacherId: teacherIdField,
  date: planDate,
  title,
  notes,
  sections: z
    .array(z.strictObject({ sectionNumber, sectionName }), { error: 'Sections must be a list' })
    .max(MAX_PLAN_SECTIONS, `At most ${MAX_PLAN_SECTIONS} sections`)
    .refine((s) => new Set(s.map((x) => x.sectionNumber)).size === s.length, 'Each section only once')
    .default([]),
  resources: z
    .array(planResourceInput, { error: 'Resources must be a list' })
    .max(MAX_PLAN_RESOURCES, `At most ${MAX_PLAN_RESOURCES} resources`)
    .default([]),
});

export const updateLessonPlanBody = z
  .strictObject({
    teacherId: teacherIdField,
    title: title.optional(),
    notes: updatableText(10_000),
    date: planDate.optional(),
  })
  .refine((b) => b.title !== undefined || b.notes !== undefined || b.date !== undefined, 'Nothing to update');

export const deleteLessonPlansQuery = z.object({ teacherId: teacherIdQuery, date: planDate.optional() });

export const periodParam = z.object({
  n: z.coerce
    .number({ error: 'Period must be a number' })
    .int('Period must be a whole number from 1 to 8')
    .min(1, 'Period must be from 1 to 8')
    .max(8, 'Period must be from 1 to 8'),
});
export const deletePeriodQuery = z.object({ teacherId: teacherIdQuery, date: planDate });

export const createSectionBody = z.strictObject({
  lessonPlanId: idField('Lesson plan'),
  sectionNumber,
  sectionName,
  displayOrder: displayOrder.default(0),
});

export const updateSectionBody = z
  .strictObject({
    sectionNumber: sectionNumber.optional(),
    sectionName: updatableText(200),
    displayOrder: displayOrder.optional(),
  })
  .refine(
    (b) => b.sectionNumber !== undefined || b.sectionName !== undefined || b.displayOrder !== undefined,
    'Nothing to update',
  );

export const createResourceBody = resourceInput.extend({ sectionId: idField('Section') });

export const updateResourceBody = z
  .strictObject({
    title: title.optional(),
    url: resourceUrl.optional(),
    resourceType: resourceType.optional(),
    description: updatableText(2000),
    displayOrder: displayOrder.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to update');

/** PUT /api/lesson-sections/reorder and /api/section-resources/reorder: ids in their new order. */
export const reorderBody = z.strictObject({
  ids: z
    .array(idField('Id'), { error: 'ids must be a list of ids' })
    .min(1, 'ids must not be empty')
    .max(500, 'At most 500 ids')
    .refine((ids) => new Set(ids).size === ids.length, 'Each id only once'),
});

// ---- responses ----

export const resourceView = z.object({
  id: z.number(),
  sectionId: z.number(),
  title: z.string(),
  url: z.string(),
  resourceType: z.string(),
  displayOrder: z.number(),
  description: z.string().nullable(),
  /** An uploaded file's content type (what its badge says: 'PDF'); absent for a link. */
  fileType: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ResourceView = z.infer<typeof resourceView>;

export const sectionView = z.object({
  id: z.number(),
  lessonPlanId: z.number(),
  sectionNumber: z.string(),
  sectionName: z.string().nullable(),
  displayOrder: z.number(),
  createdAt: z.string(),
  resources: z.array(resourceView),
});
export type SectionView = z.infer<typeof sectionView>;

export const lessonPlanView = z.object({
  id: z.number(),
  teacherId: z.number(),
  date: z.string(),
  title: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sections: z.array(sectionView),
});
export type LessonPlanView = z.infer<typeof lessonPlanView>;

export const lessonPlanList = z.array(lessonPlanView);
export const deletedResponse = messageBody.extend({ deleted: z.number() });
export { messageBody };
