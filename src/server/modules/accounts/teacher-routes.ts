import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENT_PASSWORD_HEADER, currentPasswordHeaders } from '../../../shared/accounts/current-password';
import {
  loginBody,
  registerBody,
  teacherAuthResponse,
  teacherUpdateBody,
  teacherView,
  verifyEmailBody,
} from '../../../shared/accounts/schemas';
import { classNameWithPeriod } from '../../../shared/classes/class-code';
import { errorBody, idParam, messageBody } from '../../../shared/common/schemas';
import { mayMail } from '../../auth/auth-limits';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { announceSessions, clearSessionCookie, signIn } from '../../auth/plugin';
import { newToken } from '../../auth/tokens';
import { teachers } from '../../db/schema';
import { notFound, tooMany, unauthorized } from '../../errors';
import { NO_SESSION } from '../../http/openapi';
import { classCodeConflict, classCodeTaken } from '../classes/codes';
import { presentClass } from '../classes/presenters';
import { deleteStored } from '../uploads/files';
import { teacherAccountKey } from './account-key';
import {
  deleteTeacher,
  emailTaken,
  invalidVerificationLink,
  registerTeacher,
  updateTeacher,
  verifyEmail,
} from './commands';
import { confirmOwner, ownAccount } from './confirm';
import { mailVerification } from './mails';
import { presentTeacher } from './presenters';
import { findTeacher, findTeacherByEmail } from './queries';
import { resendVerification } from './verification';

const tags = ['accounts'];

export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, counters, accountGuard } = app.deps;
  const limited = { authLimited: true };

  app.post(
    '/teachers/register',
    {
      config: limited,
      schema: {
        operationId: 'registerTeacher',
        security: NO_SESSION,
        tags,
        summary: 'Create a teacher account with its first class, and sign in',
        description:
          'Accepts both payload forms: {teacherName, …, classCode} and {firstName, lastName, …}. `period` appends " - Period {n}" to the class name. A taken classCode answers 409 CLASS_CODE_TAKEN so the client can regenerate.',
        body: registerBody,
        response: { 201: teacherAuthResponse, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const name = (b.teacherName || [b.firstName, b.lastName].filter(Boolean).join(' ')).trim();
      if (await findTeacherByEmail(db, b.email)) throw emailTaken();
      if (b.classCode && (await classCodeTaken(db, b.classCode))) throw classCodeConflict();
      const verifyToken = newToken();
      const created = await registerTeacher(
        db,
        {
          name,
          email: b.email,
          passwordHash: await hashPassword(b.password),
          schoolName: b.schoolName,
          verifyToken,
        },
        { name: classNameWithPeriod(b.className, b.period), classCode: b.classCode },
      );
      await signIn(db, reply, { kind: 'teacher', id: created.teacher.id }, app.deps.config.secureCookies);
      accountGuard.trust(reply, teacherAccountKey(created.teacher, b.email));
      mailVerification(app.deps, created.teacher.email, verifyToken).catch((err) =>
        req.log.error({ err }, 'verification mail failed'),
      );
      return reply
        .code(201)
        .send({ teacher: presentTeacher(created.teacher), class: presentClass(created.klass) });
    },
  );

  app.post(
    '/teachers/login',
    {
      config: { authLimited: 'password' },
      schema: {
        operationId: 'signInTeacher',
        security: NO_SESSION,
        tags,
        summary: 'Sign in as a teacher',
        body: loginBody,
        response: { 200: teacherAuthResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const teacher = await findTeacherByEmail(db, req.body.email);
      const source = await accountGuard.admit(req, teacherAccountKey(teacher, req.body.email));
      if (!(await verifyPassword(teacher?.passwordHash, req.body.password)) || !teacher) {
        await accountGuard.fail(source);
        throw unauthorized('Invalid email or password');
      }
      await accountGuard.succeed(source, reply);
      await signIn(db, reply, { kind: 'teacher', id: teacher.id }, app.deps.config.secureCookies);
      return { teacher: presentTeacher(teacher) };
    },
  );

  app.post(
    '/teachers/verify-email',
    {
      config: limited,
      schema: {
        operationId: 'verifyTeacherEmail',
        security: NO_SESSION,
        tags,
        summary: 'Confirm an email address with the mailed token',
        description:
          'After an email change the link confirms the new address, which becomes the sign-in address then, unless another account has taken it meanwhile (409 EMAIL_TAKEN).',
        body: verifyEmailBody,
        response: { 200: messageBody, 400: errorBody, 409: errorBody },
      },
    },
    async (req) => {
      if (!(await verifyEmail(db, req.body.token))) throw invalidVerificationLink();
      return { message: 'Email verified' };
    },
  );

  app.post(
    '/teachers/:id/verification',
    {
      config: limited,
      schema: {
        operationId: 'requestTeacherVerification',
        tags,
        summary: 'Mail the link that confirms the email address again',
        description:
          "Own account only. To the pending new address if there is one, else to the account's own unconfirmed address (the previous link stops working). 400 ALREADY_VERIFIED when there is nothing to confirm; 429 after 3 mails in 15 minutes.",
        params: idParam,
        response: { 202: messageBody, 400: errorBody, 401: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      ownAccount(req, req.params.id);
      const teacher = await findTeacher(db, req.params.id);
      if (!teacher) throw notFound('Teacher not found');
      const message = await resendVerification(
        app.deps,
        teachers,
        teacher,
        `teacher:${teacher.id}`,
        (to, token) => {
          mailVerification(app.deps, to, token).catch((err) =>
            req.log.error({ err }, 'verification mail failed'),
          );
        },
      );
      return reply.code(202).send({ message });
    },
  );

  app.patch(
    '/teachers/:id',
    {
      schema: {
        operationId: 'updateTeacher',
        tags,
        summary:
          'Update name, email, school or the sound setting; a new email is used once its mailed link is opened',
        description:
          'A new email is kept as `pendingEmail`, and a link is mailed to it; the account signs in with its current email until the link is opened. A pending address blocks no one (decision 0047).',
        params: idParam,
        body: teacherUpdateBody,
        response: {
          200: z.object({ teacher: teacherView }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
          409: errorBody,
          429: errorBody,
        },
      },
    },
    async (req) => {
      ownAccount(req, req.params.id);
      const current = await findTeacher(db, req.params.id);
      if (!current) throw notFound('Teacher not found');
      const { name, email, schoolName, currentPassword, soundEnabled } = req.body;
      const emailChanged = email !== undefined && email !== current.email.toLowerCase();
      // A session left open on a shared laptop must not be enough to take the account over.
      if (emailChanged) await confirmOwner(req, current, currentPassword);
      if (emailChanged && (await findTeacherByEmail(db, email))) throw emailTaken();
      // One answer for both limits: it must not tell whether someone else mails this address.
      if (emailChanged && !(await mayMail(counters, `teacher:${current.id}`, email))) {
        throw tooMany('Too many emails were asked for. Please wait 15 minutes and try again.');
      }
      const newEmail = emailChanged ? { email, verifyToken: newToken() } : undefined;
      const teacher = await updateTeacher(db, current.id, { name, schoolName, soundEnabled }, newEmail);
      if (newEmail) {
        mailVerification(app.deps, newEmail.email, newEmail.verifyToken).catch((err) =>
          req.log.error({ err }, 'verification mail failed'),
        );
      }
      return { teacher: presentTeacher(teacher) };
    },
  );

  app.delete(
    '/teachers/:id',
    {
      schema: {
        operationId: 'deleteTeacher',
        tags,
        summary:
          'Delete the account and everything it owns (classes, students, records, plans); needs the current password; signs out',
        params: idParam,
        headers: currentPasswordHeaders,
        response: { 200: messageBody, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (req, reply) => {
      ownAccount(req, req.params.id);
      const teacher = await findTeacher(db, req.params.id);
      if (!teacher) throw notFound('Teacher not found');
      await confirmOwner(req, teacher, req.headers[CURRENT_PASSWORD_HEADER]);
      const { fileKeys, classIds } = await deleteTeacher(db, teacher.id);
      // The uploaded files themselves go from the storage after the commit.
      await deleteStored(app.deps.storage, fileKeys, req.log);
      announceSessions(app, { teacherId: teacher.id });
      // Their students' sessions went too: each class is named so cached sessions are forgotten
      // and the students' streams end at once, on every instance.
      for (const classId of classIds) announceSessions(app, { classId });
      clearSessionCookie(reply);
      return { message: 'Account deleted' };
    },
  );
};
