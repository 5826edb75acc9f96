import { z } from 'zod';
import { isEmail } from '../accounts/email';
import { studentView } from '../accounts/schemas';
import { requiredText, text } from '../common/schemas';
import { studentSkillView } from '../skills/schemas';

export { type StudentView, studentView } from '../accounts/schemas';

/** GET /api/students and GET /api/students/{id}: the student with their skill progress. */
export const studentWithSkillsView = studentView.extend({ skills: z.array(studentSkillView) });
export type StudentWithSkills = z.infer<typeof studentWithSkillsView>;

// ---- field rules shared by the forms and the server ----

/** A JSON id field: `label` names it in messages ('Class is required'). */
export const idField = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`);

/** An id in a query string (always text on the wire); the error handler prefixes its name. */
export const idQuery = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive number');

/**
 * Optional profile text. Absent leaves the value as it is (PATCH); null or '' clears it;
 * otherwise it is trimmed.
 */
const profileText = (max: number) =>
  text('must be text')
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const profileEmail = text('must be text')
  .trim()
  .toLowerCase()
  .max(320, 'Email is too long')
  .refine((v) => v === '' || isEmail(v), 'Please enter a valid email address')
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

// A photo is an http(s) address or a path on this site (an upload); never javascript: or data:.
const profilePhotoUrl = text('must be text')
  .trim()
  .max(2000, 'Photo URL is too long')
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v),
    'Photo URL must start with http://, https:// or /',
  )
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

const profileFields = {
  nickname: profileText(100),
  email: profileEmail,
  photoUrl: profilePhotoUrl,
  bio: profileText(2000),
};

// ---- requests ----

export const studentListQuery = z.object({ classId: idQuery.optional() });

export const createStudentBody = z.strictObject({
  classId: idField('Class'),
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  ...profileFields,
});
export type CreateStudentBody = z.input<typeof createStudentBody>;

const derived = (what: string) =>
  z.never({ error: `cannot be set directly: it is the sum of the student's ${what}` }).optional();

/**
 * PATCH /api/students/{id}: profile fields only. balance and hwScore are sums of records
 * (award a behaviour or homework instead); a class change is a transfer.
 */
export const updateStudentBody = z
  .strictObject({
    firstName: requiredText('First name is required', 100).optional(),
    lastName: requiredText('Last name is required', 100).optional(),
    ...profileFields,
    balance: derived('behaviour points (award a behaviour instead)'),
    hwScore: derived('homework entries (record homework instead)'),
    classId: z.never({ error: 'use PATCH /api/students/{id}/transfer to move a student' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');
export type UpdateStudentBody = z.input<typeof updateStudentBody>;

export const transferStudentBody = z.strictObject({ classId: idField('Target class') });

/** POST /api/students/{id}/merge: the student of the same class that keeps everything. */
export const mergeStudentBody = z.strictObject({ intoStudentId: idField('Student to keep') });

// ---- responses ----

export const studentListResponse = z.array(studentWithSkillsView);

/** The moved student and the class they came from, so the client can undo the move. */
export const transferStudentResponse = z.object({ student: studentView, previousClassId: z.number() });
export type TransferStudentResponse = z.infer<typeof transferStudentResponse>;

const movedCount = z.number().int().nonnegative();
/** How many rows of each kind moved from the merged student to the kept one. */
export const mergeMoved = z.object({
  behaviors: movedCount,
  homework: movedCount,
  skills: movedCount,
  attendance: movedCount,
  questionVotes: movedCount,
  contractSignatures: movedCount,
  familyLinks: movedCount,
});
export type MergeMoved = z.infer<typeof mergeMoved>;

/** The kept student after a merge, what moved to them, and whether the sign-in moved too. */
export const mergeStudentResponse = z.object({
  student: studentView,
  mergedStudentId: z.number(),
  moved: mergeMoved,
  accountMoved: z.boolean(),
});
export type MergeStudentResponse = z.infer<typeof mergeStudentResponse>;
