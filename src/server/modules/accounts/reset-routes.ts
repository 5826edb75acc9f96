import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgotPasswordBody, resetPasswordBody } from '../../../shared/accounts/schemas';
import { errorBody, messageBody } from '../../../shared/common/schemas';
import { mayMail } from '../../auth/auth-limits';
import { hashPassword } from '../../auth/passwords';
import { announceSessions } from '../../auth/plugin';
import type { SessionsConcerned } from '../../auth/session-cache';
import { digest, newToken } from '../../auth/tokens';
import { badRequest } from '../../errors';
import { NO_SESSION } from '../../http/openapi';
import { mailPasswordReset } from './mails';

/**
 * One kind of account whose password can be reset by mail: teachers, and families,
 * under the same rules, rate limits and lockout (decision 0100: the teachers' code, not a copy).
 */
export interface ResettableAccounts {
  /** '/teachers' or '/families': the routes are {prefix}/forgot-password and {prefix}/reset-password. */
  prefix: keyof typeof ACCOUNT_NOUN;
  tags: string[];
  /** The account's key for its mail limit and its trusted browsers ('teacher:1', as at sign-in). */
  accountKey(id: number): string;
  /** The page the mailed link opens, with `?reset=` or `?token=` appended by `resetPath`. */
  resetPath(token: string): string;
  findByEmail(email: string): Promise<{ id: number; email: string } | undefined>;
  findByResetTokenDigest(tokenDigest: string): Promise<{ id: number } | undefined>;
  storeResetToken(id: number, token: string): Promise<void>;
  /** Sets the password if the token is still valid and ends every session; false if it was not. */
  resetPassword(id: number, token: string, passwordHash: string): Promise<boolean>;
  sessionsOf(id: number): SessionsConcerned;
}

/** The account kind in the routes' OpenAPI operation ids (`requestTeacherPasswordReset`). */
const ACCOUNT_NOUN = { '/teachers': 'Teacher', '/families': 'Family' } as const;

const invalidResetLink = () =>
  badRequest('This reset link is invalid or has expired. Ask for a new one.', 'INVALID_TOKEN');

export const RESET_TTL_MS = 60 * 60 * 1000;

/** POST {prefix}/forgot-password and {prefix}/reset-password for one kind of account. */
export function passwordResetRoutes(accounts: ResettableAccounts): FastifyPluginAsyncZod {
  return async (app: FastifyInstance) => {
    const { counters, accountGuard } = app.deps;
    const limited = { authLimited: true };
    const { tags } = accounts;
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      `${accounts.prefix}/forgot-password`,
      {
        config: limited,
        schema: {
          operationId: `request${ACCOUNT_NOUN[accounts.prefix]}PasswordReset`,
          security: NO_SESSION,
          tags,
          summary: 'Mail a single-use reset link (valid 1 hour)',
          description:
            'Always answers 202, whether or not the email has an account, so accounts cannot be discovered.',
          body: forgotPasswordBody,
          response: { 202: messageBody, 400: errorBody, 429: errorBody },
        },
      },
      async (req, reply) => {
        const account = await accounts.findByEmail(req.body.email);
        // Past the per-account mail limit the answer stays the same and no mail goes out, so the
        // limit neither floods a mailbox nor tells a prober that the account exists.
        if (account && (await mayMail(counters, accounts.accountKey(account.id)))) {
          const token = newToken();
          await accounts.storeResetToken(account.id, token);
          // Not awaited: the answer must take as long for unknown emails as for known ones.
          mailPasswordReset(app.deps, account.email, token, accounts.resetPath(token)).catch((err) =>
            req.log.error({ err }, 'reset mail failed'),
          );
        }
        return reply
          .code(202)
          .send({ message: 'If an account exists for that email, a reset link is on its way.' });
      },
    );

    r.post(
      `${accounts.prefix}/reset-password`,
      {
        config: limited,
        schema: {
          operationId: `reset${ACCOUNT_NOUN[accounts.prefix]}Password`,
          security: NO_SESSION,
          tags,
          summary: 'Set a new password with a reset link token; signs out every device',
          description:
            'The browser that sends it is trusted by the account from then on (a device cookie, as after a sign-in), so it is not held back by the wait the account-wide failure budget imposes.',
          body: resetPasswordBody,
          response: { 200: messageBody, 400: errorBody, 429: errorBody },
        },
      },
      async (req, reply) => {
        const account = await accounts.findByResetTokenDigest(digest(req.body.token));
        if (!account) throw invalidResetLink();
        const passwordHash = await hashPassword(req.body.password);
        if (!(await accounts.resetPassword(account.id, req.body.token, passwordHash)))
          throw invalidResetLink();
        announceSessions(app, accounts.sessionsOf(account.id));
        // The mailed link proves the owner, as a sign-in would: the browser that opened it is
        // trusted, so it gets in while an attacker keeps the account's wait running (decision 0121).
        accountGuard.trust(reply, accounts.accountKey(account.id));
        return { message: 'Password reset. You can sign in with your new password.' };
      },
    );
  };
}
