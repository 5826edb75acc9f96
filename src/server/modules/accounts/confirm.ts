import type { FastifyRequest } from 'fastify';
import { verifyPassword } from '../../auth/passwords';
import { requireTeacher } from '../../auth/plugin';
import { SESSION_COOKIE, sessionStartedAt } from '../../auth/sessions';
import type { teachers } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../errors';

/** How recent a sign-in through the provider must be to act without a password. */
export const RECENT_SIGN_IN_MS = 15 * 60 * 1000;

/**
 * Sensitive changes (email, password, deletion) need the owner, not just an open session on a
 * shared laptop: the current password, or, for an account that has none (made by signing in
 * with the school's provider), a sign-in of this browser in the last 15 minutes. Such an account
 * has no other way to begin a session, so the session's age is the age of that sign-in.
 */
export async function confirmOwner(
  req: FastifyRequest,
  teacher: Pick<typeof teachers.$inferSelect, 'passwordHash'>,
  currentPassword: string | undefined,
) {
  if (teacher.passwordHash) return confirmPassword(teacher.passwordHash, currentPassword, 'currentPassword');
  const startedAt = await sessionStartedAt(req.server.deps.db, req.cookies[SESSION_COOKIE]);
  if (!startedAt || Date.now() - startedAt.getTime() > RECENT_SIGN_IN_MS) {
    throw new HttpError(
      403,
      'For your security, sign in with your school account again, then try this within 15 minutes.',
      'RECENT_SIGN_IN_REQUIRED',
    );
  }
}

/**
 * The account's own password, typed again: 400 VALIDATION when missing, 400 WRONG_PASSWORD when
 * wrong. `field` names what was asked for (the settings' current password, or the deletion's
 * password), as the messages do.
 */
export async function confirmPassword(
  passwordHash: string,
  given: string | undefined,
  field: 'currentPassword' | 'password',
) {
  const [required, incorrect] =
    field === 'currentPassword'
      ? ['currentPassword: Current password is required', 'Current password is incorrect']
      : ['Password is required', 'Password is incorrect'];
  if (!given) throw badRequest(required, 'VALIDATION');
  if (!(await verifyPassword(passwordHash, given))) throw badRequest(incorrect, 'WRONG_PASSWORD');
}

/** A teacher may act only on their own account; any other id is "not found". */
export function ownAccount(req: FastifyRequest, id: number) {
  if (requireTeacher(req) !== id) throw notFound('Teacher not found');
}
