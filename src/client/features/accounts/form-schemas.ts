import { hasAtAndDot, isEmail } from '@shared/accounts/email';
import { missingPasswordParts, passwordStrength, REQUIRED_STRENGTH } from '@shared/accounts/password';
import { teacherPassword } from '@shared/accounts/schemas';
import { behaviorPresetField } from '@shared/behavior-types/presets';
import { requiredText } from '@shared/common/schemas';
import { z } from 'zod';

// Teacher form schemas with the messages teachers see (docs/product.md#messages). The rules
// themselves come from src/shared (email checks, password strength); only the wording is per form.

const required = (message: string) => z.string().trim().min(1, message);

/** 'Password must have: 8+ characters, an uppercase letter, …' (sign-up and reset forms). */
const strongPassword = z
  .string()
  .min(1, 'Password is required')
  .superRefine((value, ctx) => {
    const missing = missingPasswordParts(value);
    if (missing.length)
      ctx.addIssue({ code: 'custom', message: `Password must have: ${missing.join(', ')}` });
  });

export const withMatchingConfirmation = <T extends { password: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.confirmPassword && value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
  }
};

/** A new password and its confirmation (sign-up, reset, a family's password change). */
export const newPasswordFields = {
  password: strongPassword,
  confirmPassword: z.string().min(1, 'Confirm password is required'),
};

export const signInSchema = z.object({
  email: required('Email is required'),
  password: z.string().min(1, 'Password is required'),
});
export type SignInValues = z.input<typeof signInSchema>;

const emailWithFormat = required('Email is required').refine(isEmail, 'Invalid email format');

export const signUpSchema = z
  .object({
    firstName: requiredText('First name is required', 100),
    lastName: requiredText('Last name is required', 100),
    email: emailWithFormat,
    schoolName: requiredText('School name is required'),
    className: requiredText('Class name is required'),
    behaviorPreset: behaviorPresetField,
    ...newPasswordFields,
  })
  .superRefine(withMatchingConfirmation);
export type SignUpValues = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailWithFormat });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object(newPasswordFields).superRefine(withMatchingConfirmation);
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

/**
 * /teacher-signup: the schema only checks presence; the spec's three named checks run on
 * submit, in this order, and answer with toasts (see teacherSignupProblem).
 */
export const teacherSignupSchema = z.object({
  teacherName: requiredText('Teacher name is required'),
  email: required('Email is required'),
  password: z.string().min(1, 'Password is required'),
  confirmPassword: z.string().min(1, 'Please confirm your password'),
  schoolName: z.string().trim().max(200),
  className: requiredText('Class name is required'),
  // Optional: empty is "No period", the class keeps its name (a primary class).
  period: z.string().trim().max(10, 'Period is too long'),
  behaviorPreset: behaviorPresetField,
});
export type TeacherSignupValues = z.input<typeof teacherSignupSchema>;

/** The registration page's checks: 'Invalid Email', 'Passwords do not match', 'Weak Password'. */
export function teacherSignupProblem(values: { email: string; password: string; confirmPassword: string }) {
  if (!hasAtAndDot(values.email.trim())) {
    return {
      field: 'email',
      title: 'Invalid Email',
      description: 'Please enter a valid email address.',
    } as const;
  }
  if (values.password !== values.confirmPassword) {
    return {
      field: 'confirmPassword',
      title: 'Passwords do not match',
      description: 'Please make sure both passwords are the same.',
    } as const;
  }
  if (passwordStrength(values.password) < REQUIRED_STRENGTH) {
    return {
      field: 'password',
      title: 'Weak Password',
      description: 'Password must be at least 8 characters with uppercase, lowercase, and numbers.',
    } as const;
  }
  // The server requires all four parts (a score of 100); say so before it refuses.
  const server = teacherPassword.safeParse(values.password);
  if (!server.success) {
    return {
      field: 'password',
      title: 'Weak Password',
      description: server.error.issues[0].message,
    } as const;
  }
  return null;
}

export const profileSchema = z.object({
  name: requiredText('Name is required'),
  email: emailWithFormat,
  schoolName: z.string().trim().max(200),
  /** Asked only when the email changes (the server needs it then). */
  currentPassword: z.string(),
});
export type ProfileValues = z.input<typeof profileSchema>;

export const passwordChangeSchema = z.object({
  /** Checked in the form: an account made by the school's sign-in has none to give. */
  currentPassword: z.string(),
  newPassword: z.string().min(1, 'New password is required'),
  confirmPassword: z.string().min(1, 'Please confirm your new password'),
});
export type PasswordChangeValues = z.input<typeof passwordChangeSchema>;
