import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordChangeBody } from '../../../shared/accounts/schemas';
import { errorBody, idParam, messageBody } from '../../../shared/common/schemas';
import { hashPassword } from '../../auth/passwords';
import { announceSessions, signIn } from '../../auth/plugin';
import { notFound } from '../../errors';
import { teacherAccountKey } from './account-key';
import { changePassword, resetPassword, storeResetToken } from './commands';
import { confirmOwner, ownAccount } from './confirm';
import { findTeacher, findTeacherByEmail, findTeacherByResetToken } from './queries';
import { passwordResetRoutes } from './reset-routes';

const tags = ['accounts'];

// A teacher's password: forgotten (a mailed single-use link), or changed while signed in.
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const limited = { authLimited: true };

  // Forgotten passwords: the routes every kind of account shares (reset-routes.ts).
  await app.register(
    passwordResetRoutes({
      prefix: '/teachers',
      tags,
      accountKey: (id) => teacherAccountKey({ id }, ''),
      resetPath: (token) => `/teacher-auth?reset=${token}`,
      findByEmail: (email) => findTeacherByEmail(db, email),
      findByResetTokenDigest: (tokenDigest) => findTeacherByResetToken(db, tokenDigest),
      storeResetToken: (id, token) => storeResetToken(db, id, token),
      resetPassword: (id, token, hash) => resetPassword(db, id, token, hash),
      sessionsOf: (teacherId) => ({ teacherId }),
    }),
  );

  app.patch(
    '/teachers/:id/password',
    {
      config: limited,
      schema: {
        operationId: 'changeTeacherPassword',
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
