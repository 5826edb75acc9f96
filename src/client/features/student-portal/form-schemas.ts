import { withMatchingConfirmation } from '@client/features/accounts/form-schemas';
import { hasAt } from '@shared/accounts/email';
import { STUDENT_PASSWORD_MIN } from '@shared/accounts/password';
import { classCodeField } from '@shared/accounts/schemas';
import { optionalText, requiredText } from '@shared/common/schemas';
import { z } from 'zod';

// Student form schemas with the messages students see (docs/product.md#messages).

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .refine(hasAt, 'Please enter a valid email address');

export const studentLoginSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
});

export const studentAccessSchema = z
  .object({
    // Uppercased; the shared schema adds the 6-character minimum and the allowed characters.
    classCode: z.string().trim().min(1, 'Class code is required').pipe(classCodeField),
    firstName: requiredText('First name is required', 100),
    lastName: requiredText('Last name is required', 100),
    nickname: optionalText(100),
    email,
    password: z
      .string()
      .min(1, 'Password is required')
      .min(STUDENT_PASSWORD_MIN, `Password must be at least ${STUDENT_PASSWORD_MIN} characters`),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .superRefine(withMatchingConfirmation);
export type StudentAccessValues = z.input<typeof studentAccessSchema>;
export type StudentAccessOutput = z.output<typeof studentAccessSchema>;
