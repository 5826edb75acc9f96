import { z } from 'zod';
import { behaviorPresetField } from '../behavior-types/presets';
import { CLASS_CODE_PATTERN, classNameWithPeriod } from '../classes/class-code';
import { optionalText, requiredText, text } from '../common/schemas';
import { isEmail } from './email';
import { missingPasswordParts, STUDENT_PASSWORD_MIN } from './password';

export const emailField = text('Valid email is required')
  .trim()
  .toLowerCase()
  .max(320, 'Email is too long')
  .refine(isEmail, 'Valid email is required');

/** Teacher passwords: the spec's strength rule, enforced on the server as well as the forms. */
export const teacherPassword = text('Password is required')
  .max(200, 'Password is too long')
  .superRefine((value, ctx) => {
    if (value.length < 8) {
      ctx.addIssue({ code: 'custom', message: 'Password must be at least 8 characters' });
      return;
    }
    const missing = missingPasswordParts(value);
    if (missing.length)
      ctx.addIssue({ code: 'custom', message: `Password must have: ${missing.join(', ')}` });
  });

export const classCodeField = text('Class code is required')
  .trim()
  .toUpperCase()
  .min(6, 'Class code must be at least 6 characters')
  .regex(CLASS_CODE_PATTERN, 'Class code must be 6 to 12 letters or digits');

/**
 * A class's period, optional: '3' or 3 makes 'Math' 'Math - Period 3'; absent or blank
 * ("No period", a primary class) leaves the class name as typed.
 */
export const periodField = z.union([text().trim().max(10), z.number().int().min(0).max(99)]).optional();

/** The class name with its period must fit the 200 characters a class name has. */
export const CLASS_NAME_MAX = 200;
export const classNameFits = (name: string, period?: string | number | null) =>
  classNameWithPeriod(name, period).length <= CLASS_NAME_MAX;
export const CLASS_NAME_TOO_LONG = `The class name with its period must be at most ${CLASS_NAME_MAX} characters`;

// Both payload forms the client sends: {teacherName, …, classCode} from the registration
// page and {firstName, lastName, …} from the sign-up form. `period` is appended to the class name;
// `behaviorPreset` chooses the first class's behaviours.
export const registerBody = z
  .strictObject({
    teacherName: text().trim().max(200).optional(),
    firstName: text().trim().max(100).optional(),
    lastName: text().trim().max(100).optional(),
    email: emailField,
    password: teacherPassword,
    schoolName: optionalText(200),
    className: requiredText('Class name is required'),
    period: periodField,
    classCode: classCodeField.optional(),
    behaviorPreset: behaviorPresetField.optional(),
  })
  .superRefine((v, ctx) => {
    if (!classNameFits(v.className, v.period))
      ctx.addIssue({ code: 'custom', path: ['className'], message: CLASS_NAME_TOO_LONG });
    const name = v.teacherName || [v.firstName, v.lastName].filter(Boolean).join(' ');
    if (!name.trim())
      ctx.addIssue({ code: 'custom', path: ['teacherName'], message: 'Teacher name is required' });
  });

export const loginBody = z.strictObject({
  email: text('Email is required').trim().toLowerCase().min(1, 'Email is required').max(320),
  password: text('Password is required').min(1, 'Password is required').max(200),
});

export const studentAccessBody = z.strictObject({
  classCode: classCodeField,
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  nickname: optionalText(100),
  email: emailField,
  password: text('Password is required')
    .min(STUDENT_PASSWORD_MIN, `Password must be at least ${STUDENT_PASSWORD_MIN} characters`)
    .max(200),
});
export type StudentAccessBody = z.input<typeof studentAccessBody>;

export const forgotPasswordBody = z.strictObject({
  email: text().trim().toLowerCase().min(1, 'Email is required').max(320),
});
export const resetPasswordBody = z.strictObject({
  token: text().min(10, 'Reset link is invalid').max(200),
  password: teacherPassword,
});
export const verifyEmailBody = z.strictObject({
  token: text().min(10, 'Verification link is invalid').max(200),
});

export const teacherUpdateBody = z
  .strictObject({
    name: requiredText('Name is required').optional(),
    /** Required when the email changes. */
    currentPassword: text().max(200).optional(),
    email: emailField.optional(),
    // Absent leaves the school as it is; '' or null clears it. (optionalText would turn an
    // absent field into null, so a PATCH of the name alone used to wipe the school.)
    schoolName: text()
      .trim()
      .max(200, 'must be at most 200 characters')
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    /** Sounds on awards and at a timer's end (decision 0094). */
    soundEnabled: z.boolean({ error: 'soundEnabled must be true or false' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');

export const passwordChangeBody = z.strictObject({
  /** Required when the account has a password; one made by the school's sign-in may set its first without. */
  currentPassword: text().min(1, 'Current password is required').max(200).optional(),
  newPassword: teacherPassword,
});

// ---- views: what the client is allowed to see ----

export const teacherView = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  schoolName: z.string().nullable(),
  isVerified: z.boolean(),
  /** A new address asked for and not yet confirmed by its mailed link. */
  pendingEmail: z.string().nullable(),
  /** False for an account made by signing in with the school's provider, until a password is set. */
  hasPassword: z.boolean(),
  /** Sounds on awards and at a timer's end, off until turned on (decision 0094). */
  soundEnabled: z.boolean(),
});
export type TeacherView = z.infer<typeof teacherView>;

export const classView = z.object({
  id: z.number(),
  name: z.string(),
  classCode: z.string(),
  createdAt: z.string(),
});
export type ClassView = z.infer<typeof classView>;

/** The class as a student sees it: no teacher data beyond what the portal shows. */
export const studentClassView = z.object({ id: z.number(), name: z.string(), classCode: z.string() });

export const studentView = z.object({
  id: z.number(),
  classId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  photoUrl: z.string().nullable(),
  bio: z.string().nullable(),
  balance: z.number(),
  hwScore: z.number(),
  isRegistered: z.boolean(),
  createdAt: z.string(),
});
export type StudentView = z.infer<typeof studentView>;

export const teacherAuthResponse = z.object({ teacher: teacherView, class: classView.optional() });
export const studentAuthResponse = z.object({ student: studentView, class: studentClassView });

export const meResponse = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('teacher'), teacher: teacherView }),
  z.object({ kind: z.literal('student'), student: studentView, class: studentClassView }),
  // A family session (decision 0100): the full account is GET /api/families/me.
  z.object({ kind: z.literal('family'), family: z.object({ id: z.number(), name: z.string() }) }),
]);
export type Me = z.infer<typeof meResponse>;
