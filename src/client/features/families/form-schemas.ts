import { newPasswordFields, withMatchingConfirmation } from '@client/features/accounts/form-schemas';
import { isEmail } from '@shared/accounts/email';
import { FAMILY_CODE_PATTERN, normalizeFamilyCode } from '@shared/families/invite-code';
import { z } from 'zod';

// The family forms' checks, with the words a parent sees. The rules are the shared ones (the
// server checks the same): passwords as strong as a teacher's, codes as printed on the letter.

export const inviteCodeInput = z
  .string()
  .trim()
  .min(1, 'Enter the code from the letter')
  .refine(
    (v) => FAMILY_CODE_PATTERN.test(normalizeFamilyCode(v)),
    'The code has 10 letters and digits, as printed on the letter (for example ABCDE-FGHJK)',
  );

export const familySignUpSchema = z
  .object({
    code: inviteCodeInput,
    name: z.string().trim().min(1, 'Your name is required').max(200, 'Name is too long'),
    email: z.string().trim().min(1, 'Email is required').refine(isEmail, 'Invalid email format'),
    ...newPasswordFields,
  })
  .superRefine(withMatchingConfirmation);
export type FamilySignUpValues = z.input<typeof familySignUpSchema>;

export const addChildSchema = z.object({ code: inviteCodeInput });
export type AddChildValues = z.input<typeof addChildSchema>;

export const familyProfileSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name is too long'),
  email: z.string().trim().min(1, 'Email is required').refine(isEmail, 'Invalid email format'),
  /** Needed only when the email changes. */
  currentPassword: z.string(),
});
export type FamilyProfileValues = z.input<typeof familyProfileSchema>;

export const familyPasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    ...newPasswordFields,
  })
  .superRefine(withMatchingConfirmation);
export type FamilyPasswordValues = z.input<typeof familyPasswordSchema>;
