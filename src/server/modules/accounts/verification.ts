import { eq } from 'drizzle-orm';
import { mayMail } from '../../auth/auth-limits';
import type { Counters } from '../../auth/rate-limit';
import { newToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { families, teachers } from '../../db/schema';
import { badRequest, tooMany } from '../../errors';
import type { PasswordAccountKindName } from './account-key';
import { verificationFor } from './commands';

const TABLES = { teacher: teachers, family: families } as const;

/** A teacher's or a family's account, as far as its address waits for a mailed link. */
type Confirmable = { id: number; email: string; pendingEmail: string | null; isVerified: boolean };

/**
 * "Send the link again", for teachers and families alike: to the pending new address if there is
 * one, else to the account's own unconfirmed address. A fresh token replaces the stored digest, so
 * the previous link stops working. `mail` is not awaited by the caller's answer (a slow mail server
 * must not hold it). Answers the message for the 202.
 */
export async function resendVerification(
  { db, counters }: { db: Db; counters: Counters },
  kind: PasswordAccountKindName,
  account: Confirmable,
  mail: (to: string, token: string) => void,
) {
  const to = account.pendingEmail ?? (account.isVerified ? null : account.email);
  if (!to) throw badRequest('Your email address is already confirmed.', 'ALREADY_VERIFIED');
  if (!(await mayMail(counters, `${kind}:${account.id}`, to)))
    throw tooMany('Too many emails were asked for. Please wait 15 minutes and try again.');
  const token = newToken();
  const accounts = TABLES[kind];
  await db
    .update(accounts)
    .set({ ...verificationFor(token), updatedAt: new Date() })
    .where(eq(accounts.id, account.id));
  mail(to, token);
  return `A new link is on its way to ${to}.`;
}
