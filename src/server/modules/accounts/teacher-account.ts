import { emailTaken } from './commands';
import type { PasswordAccountKind } from './password-account';
import { findTeacherByEmail } from './queries';

/** Teachers as one kind of password account (./password-account.ts). */
export const teacherAccounts: PasswordAccountKind<
  NonNullable<Awaited<ReturnType<typeof findTeacherByEmail>>>
> = {
  kind: 'teacher',
  findByEmail: findTeacherByEmail,
  emailTaken,
  verifyPath: (token) => `/teacher-auth?verify=${token}`,
};
