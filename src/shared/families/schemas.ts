import { z } from 'zod';
import { emailField, teacherPassword } from '../accounts/schemas';
import { requiredText, text } from '../common/schemas';
import { FAMILY_CODE_PATTERN, normalizeFamilyCode } from './invite-code';

// The family side (decision 0103): every request and answer of /api/families/* and the teacher's
// /api/students/{id}/family*. Privacy by design (docs/decisions/0100): a family answer names only
// the family's own children, never a classmate, a class total or a rank.

// ---- fields ----

export const familyCodeField = text('Invite code is required')
  .transform(normalizeFamilyCode)
  .refine((v) => v.length > 0, 'Invite code is required')
  .refine(
    (v) => FAMILY_CODE_PATTERN.test(v),
    'Invite code must be 10 letters or digits (as printed on the letter)',
  );

/** Family passwords follow the teachers' strength rule (same form, same checks). */
export const familyPassword = teacherPassword;

// ---- requests ----

/** POST /api/students/{studentId}/family-invites and DELETE …/family/{familyId}. */
export const studentFamilyParams = z.object({
  studentId: z.coerce.number().int().positive('studentId must be a positive integer'),
});
export const studentFamilyLinkParams = studentFamilyParams.extend({
  familyId: z.coerce.number().int().positive('familyId must be a positive integer'),
});
/**
 * GET /api/families/children/{studentId}: the family's name for the teacher's student params.
 * @alias
 */
export const familyChildParams = studentFamilyParams;

/** POST /api/families/register. */
export const familyRegisterBody = z.strictObject({
  code: familyCodeField,
  name: requiredText('Name is required', 200),
  email: emailField,
  password: familyPassword,
});
export type FamilyRegisterBody = z.input<typeof familyRegisterBody>;

/** POST /api/families/login (the same shape as the teachers'). Forgot and reset use the teachers'. */
export { loginBody as familyLoginBody } from '../accounts/schemas';

/** POST /api/families/children: link one more child with its invite code. */
export const familyLinkBody = z.strictObject({ code: familyCodeField });

/**
 * PATCH /api/families/me: any of these. Changing the email or the password needs
 * `currentPassword`; `newPassword` follows the teachers' strength rule.
 */
export const familyUpdateBody = z
  .strictObject({
    name: requiredText('Name is required', 200).optional(),
    email: emailField.optional(),
    currentPassword: text().max(200).optional(),
    newPassword: familyPassword.optional(),
    weeklyDigest: z.boolean({ error: 'weeklyDigest must be true or false' }).optional(),
  })
  .refine(
    (v) =>
      v.name !== undefined ||
      v.email !== undefined ||
      v.newPassword !== undefined ||
      v.weeklyDigest !== undefined,
    'Nothing to update',
  );
export type FamilyUpdateBody = z.input<typeof familyUpdateBody>;

/** PATCH /api/classes/{id}/family-settings: the teacher turns the weekly family email off for a class. */
export const classFamilySettingsBody = z.strictObject({
  familyDigest: z.boolean({ error: 'familyDigest must be true or false' }),
});
export const classFamilySettingsView = z.object({ classId: z.number(), familyDigest: z.boolean() });

// ---- answers ----

/** POST /api/students/{studentId}/family-invites → 201. */
export const familyInviteView = z.object({
  code: z.string(),
  /** ISO time; 30 days after creation. */
  expiresAt: z.string(),
});
export type FamilyInviteView = z.infer<typeof familyInviteView>;

/** The live invite as the teacher sees it (Family tab): how many of its two uses are left. */
export const studentInviteView = familyInviteView.extend({ usesLeft: z.number() });

/** A family account linked to a student, as the student's teacher sees it. */
export const linkedFamilyView = z.object({
  familyId: z.number(),
  name: z.string(),
  email: z.string(),
  /** ISO time the link was made. */
  linkedSince: z.string(),
});
export type LinkedFamilyView = z.infer<typeof linkedFamilyView>;

/** GET /api/students/{studentId}/family. */
export const studentFamilyView = z.object({
  studentId: z.number(),
  /** The current invite if it can still be used (not expired, a use left), else null. */
  invite: studentInviteView.nullable(),
  families: z.array(linkedFamilyView),
});
export type StudentFamilyView = z.infer<typeof studentFamilyView>;

/** POST /api/classes/{id}/family-invites: one row per student (letter order: last, first name). */
export const classFamilyInvitesView = z.object({
  classId: z.number(),
  className: z.string(),
  teacherName: z.string(),
  invites: z.array(
    z.object({
      studentId: z.number(),
      firstName: z.string(),
      lastName: z.string(),
      code: z.string(),
      expiresAt: z.string(),
    }),
  ),
});
export type ClassFamilyInvitesView = z.infer<typeof classFamilyInvitesView>;

/** A child in the family's own list. */
export const familyChildSummary = z.object({
  studentId: z.number(),
  displayName: z.string(),
  className: z.string(),
  teacherName: z.string(),
});
export type FamilyChildSummary = z.infer<typeof familyChildSummary>;

export const familyAccountView = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  /** Whether `email` was proven by its mailed link; nothing about a child is mailed before. */
  emailVerified: z.boolean(),
  /** A new address asked for, used once its mailed link is opened (null when none). */
  pendingEmail: z.string().nullable(),
  weeklyDigest: z.boolean(),
  createdAt: z.string(),
});
export type FamilyAccountView = z.infer<typeof familyAccountView>;

/** GET /api/families/me, and the answer of register, login and POST /children. */
export const familyMeView = z.object({
  family: familyAccountView,
  children: z.array(familyChildSummary),
});
export type FamilyMe = z.infer<typeof familyMeView>;

/** One behaviour record of the last 30 days (undo pairs left out, as on the student portal). */
export const familyRecordView = z.object({
  id: z.number(),
  /** The behaviour's name ('Hard Work', 'Off Task', 'Balance edit' …). */
  type: z.string(),
  points: z.number(),
  /** ISO time. */
  date: z.string(),
  description: z.string().nullable(),
});

export const familyHomeworkView = z.object({
  id: z.number(),
  points: z.number(),
  date: z.string(),
  description: z.string().nullable(),
});

export const familyBadgeView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  rarity: z.string(),
  /** ISO time the badge was earned (null: earned before the records kept say when). */
  earnedAt: z.string().nullable(),
});

/** Behaviour points per week, Monday-start weeks in the server's TZ, oldest first (8 weeks). */
export const familyWeekView = z.object({ weekStart: z.string(), points: z.number() });

/** GET /api/families/children/{studentId}: one child's figures; nothing about anyone else. */
export const familyChildView = z.object({
  studentId: z.number(),
  displayName: z.string(),
  firstName: z.string(),
  className: z.string(),
  teacherName: z.string(),
  balance: z.number(),
  hwScore: z.number(),
  /** balance + hwScore + skill points (src/shared/scores/score.ts). */
  totalScore: z.number(),
  skills: z.array(z.object({ skillId: z.number(), name: z.string(), points: z.number() })),
  badges: z.array(familyBadgeView),
  /** Behaviour records of the last 30 days, newest first. */
  records: z.array(familyRecordView),
  /** Homework entries of the last 30 days, newest first. */
  homework: z.array(familyHomeworkView),
  weeks: z.array(familyWeekView),
});
export type FamilyChildView = z.infer<typeof familyChildView>;

/** GET /api/families/me/export: everything stored about the family account (no hash, no token). */
export const familyExportView = z.object({
  format: z.literal('remote-chalk-family-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  family: familyAccountView,
  links: z.array(familyChildSummary.extend({ linkedSince: z.string() })),
});
