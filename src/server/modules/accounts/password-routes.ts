import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordBody, passwordChangeBody, resetPasswordBody } from '../../../shared/accounts/schemas';
import { errorBody, idParam, messageBody } from '../../../shared/common/schemas';
import { mayMail } from '../../auth/auth-limits';
import { hashPassword } from '../../auth/passwords';
import { announceSessions, signIn } from '../../auth/plugin';
import { digest, newToken } from '../../auth/tokens';
import { badRequest, notFound } from '../../errors';
import { changePassword, resetPassword, storeResetToken } from './commands';
import { confirmOwner, ownAccount } from './confirm';
import { mailPasswordReset } from './mails';
import { findTeacher, findTeacherByEmail, findTeacherByResetToken } from './queries';

const tags = ['accounts'];
const invalidResetLink = () =>
  badRequest('This reset link is invalid or has expired. Ask for a new one.', 'INVALID_TOKEN');

// A teacher's password: forgotten (a mailed single-use link), or changed while signed in.
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, counters } = app.deps;
  const limited = { authLimited: true };

  app.post(
    '/teachers/forgot-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Mail a single-use reset link (valid 1 hour)',
        description:
          'Always answers 202, whether or not the email has an account, so accounts cannot be discovered.',
        body: forgotPasswordBody,
        response: { 202: messageBody, 400: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const teacher = await findTeacherByEmail(db, req.body.email);
      // Past the per-account mail limit the answer stays the same and no mail goes out, so the
      // limit neither floods a mailbox nor tells a prober that the account exists.
      if (teacher && (await mayMail(counters, `teacher:${teacher.id}`))) {
        const token = newToken();
        await storeResetToken(db, teacher.id, token);
        // Not awaited: the answer must take as long for unknown emails as for known ones.
        mailPasswordReset(app.deps, teacher.email, token).catch((err) =>
          req.log.error({ err }, 'reset mail failed'),
        );
      }
      return reply
        .code(202)
        .send({ message: 'If an account exists for that email, a reset link is on its way.' });
    },
  );

  app.post(
    '/teachers/reset-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Set a new password with a reset link token; signs out every device',
        body: resetPasswordBody,
        response: { 200: messageBody, 400: errorBody, 429: errorBody },
      },
    },
    async (req) => {
      const teacher = await findTeacherByResetToken(db, digest(req.body.token));
      if (!teacher) throw invalidResetLink();
      const passwordHash = await hashPassword(req.body.password);
      if (!(await resetPassword(db, teacher.id, req.body.token, passwordHash))) throw invalidResetLink();
      announceSessions(app, { teacherId: teacher.id });
      return { message: 'Password reset. You can sign in with your new password.' };
    },
  );

  app.patch(
    '/teachers/:id/password',
    {
      config: limited,
      schema: {
        tags,
        summary:
          'Change password (needs the current one), or set a first one after signing in with the school account; other devices are signed out',
        params: idParam,
        body: passwordChangeBody,
        response: {
          200: messageBody,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (req, reply) => {
      ownAccount(req, req.params.id);
      const teacher = await findTeacher(db, req.params.id);
      if (!teacher) throw notFound('Teacher not found');
      await confirmOwner(req, teacher, req.body.currentPassword);
      const passwordHash = await hashPassword(req.body.newPassword);
      await changePassword(db, teacher.id, passwordHash, (tx) =>
        signIn(tx, reply, { kind: 'teacher', id: teacher.id }, app.deps.config.secureCookies),
      );
      announceSessions(app, { teacherId: teacher.id });
      return { message: 'Password changed' };
    },
  );
};
