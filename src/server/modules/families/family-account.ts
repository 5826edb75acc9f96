import type { PasswordAccountKind } from '../accounts/password-account';
import { familyEmailTaken } from './commands';
import { findFamilyByEmail } from './queries';

/** Families as one kind of password account (src/server/modules/accounts/password-account.ts). */
export const familyAccounts: PasswordAccountKind<NonNullable<Awaited<ReturnType<typeof findFamilyByEmail>>>> =
  {
    kind: 'family',
    findByEmail: findFamilyByEmail,
    emailTaken: familyEmailTaken,
    verifyPath: (token) => `/family/verify-email?token=${token}`,
  };
