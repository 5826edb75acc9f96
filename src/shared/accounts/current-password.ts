import { z } from 'zod';
import { CONTROL_CHARACTERS } from '../common/schemas';

// Deleting an account or unlinking its school sign-in needs the account's current password. A
// DELETE carries no body (generated clients and `fetch` treat one as meaningless), so the
// password travels in a header, as S3 takes its MFA code on a DELETE (`x-amz-mfa`). A header
// holds Latin-1 only: the password is percent-encoded UTF-8, as encodeURIComponent writes it.
// docs/decisions/0138-no-body-on-a-delete.md

export const CURRENT_PASSWORD_HEADER = 'x-current-password';

/** The header to send, for a password as typed. */
export const currentPasswordHeader = (password: string) => ({
  [CURRENT_PASSWORD_HEADER]: encodeURIComponent(password),
});

/** The request headers of such a DELETE: the password decoded, absent when not sent. */
export const currentPasswordHeaders = z.looseObject({
  [CURRENT_PASSWORD_HEADER]: z
    .string()
    .max(2000)
    .optional()
    .describe("The account's current password, percent-encoded UTF-8 (encodeURIComponent)")
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      let password: string;
      try {
        password = decodeURIComponent(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be percent-encoded UTF-8 (encodeURIComponent)' });
        return z.NEVER;
      }
      if (password.length > 200 || CONTROL_CHARACTERS.test(password)) {
        ctx.addIssue({ code: 'custom', message: 'is not a password this server accepts' });
        return z.NEVER;
      }
      return password;
    }),
});
