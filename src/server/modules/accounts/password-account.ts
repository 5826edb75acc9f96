import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mayMail } from '../../auth/auth-limits';
import { verifyPassword } from '../../auth/passwords';
import { signIn } from '../../auth/plugin';
import { newToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { type HttpError, tooMany, unauthorized } from '../../errors';
import { accountKey, type PasswordAccountKindName } from './account-key';
import { mailVerification } from './mails';

/** An account row as far as signing in with a password and confirming an address go. */
export type PasswordAccount = { id: number; email: string; passwordHash: string | null };

/**
 * One kind of account that signs in with its own email and password (teachers, families). The
 * steps every kind shares are written once below; a kind brings its table's queries and its
 * messages (docs/decisions/0155-one-account-module.md).
 */
export interface PasswordAccountKind<Row extends PasswordAccount> {
  kind: PasswordAccountKindName;
  findByEmail(db: Db, email: string): Promise<Row | undefined>;
  /** The 409 for an address another account of this kind has. */
  emailTaken(): HttpError;
  /** The page the mailed verification link opens (each kind has its own). */
  verifyPath(token: string): string;
}

/**
 * Email and password against one kind of account, under the lockout (decisions 0046, 0121): a
 * wrong pair is one failure and the same 401 whether or not the email has an account (the
 * password is checked either way, so the time tells nothing). Signs the browser in.
 */
export async function signInWithPassword<Row extends PasswordAccount>(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  kind: PasswordAccountKind<Row>,
  { email, password }: { email: string; password: string },
): Promise<Row> {
  const { db, accountGuard, config } = app.deps;
  const account = await kind.findByEmail(db, email);
  const source = await accountGuard.admit(req, accountKey(kind.kind, account, email));
  if (!(await verifyPassword(account?.passwordHash, password)) || !account) {
    await accountGuard.fail(source);
    throw unauthorized('Invalid email or password');
  }
  await accountGuard.succeed(source, reply);
  await signIn(db, reply, { kind: kind.kind, id: account.id }, config.secureCookies);
  return account;
}

/** A new account's first session; the browser that made it is trusted by the lockout. */
export async function signInNewAccount(
  app: FastifyInstance,
  reply: FastifyReply,
  kind: PasswordAccountKind<PasswordAccount>,
  account: { id: number },
  typedEmail: string,
) {
  const { db, accountGuard, config } = app.deps;
  await signIn(db, reply, { kind: kind.kind, id: account.id }, config.secureCookies);
  accountGuard.trust(reply, accountKey(kind.kind, account, typedEmail));
}

/** Mails the link that confirms an address; not awaited: a slow or absent mail server must not hold the answer. */
export function mailVerificationLater(
  app: FastifyInstance,
  kind: PasswordAccountKind<PasswordAccount>,
  to: string,
  token: string,
  log: FastifyBaseLogger,
) {
  mailVerification(app.deps, to, token, kind.verifyPath(token)).catch((err) =>
    log.error({ err }, 'verification mail failed'),
  );
}

/**
 * A new address asked for in the settings (the owner confirmed already): refused when another
 * account of the kind has it, or past the mail limits (one answer for both limits: it must not
 * tell whether someone else mails this address). Answers the pending address and its token.
 */
export async function newEmailFor<Row extends PasswordAccount>(
  app: FastifyInstance,
  kind: PasswordAccountKind<Row>,
  account: { id: number },
  email: string,
) {
  const { db, counters } = app.deps;
  const other = await kind.findByEmail(db, email);
  if (other && other.id !== account.id) throw kind.emailTaken();
  if (!(await mayMail(counters, `${kind.kind}:${account.id}`, email))) {
    throw tooMany('Too many emails were asked for. Please wait 15 minutes and try again.');
  }
  return { email, verifyToken: newToken() };
}
