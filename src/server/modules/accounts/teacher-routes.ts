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
import { hashPassword } from '../../auth/passwords';
import { announceSessions, clearSessionCookie } from '../../auth/plugin';
import { newToken } from '../../auth/tokens';
import { notFound } from '../../errors';
import { NO_SESSION } from '../../http/openapi';
import { classCodeConflict, classCodeTaken } from '../classes/codes';
import { presentClass } from '../classes/presenters';
import { deleteStored } from '../uploads/files';
import {
  deleteTeacher,
  emailTaken,
  invalidVerificationLink,
  registerTeacher,
  updateTeacher,
  verifyEmail,
} from './commands';
import { confirmOwner, ownAccount } from './confirm';
import { mailVerificationLater, newEmailFor, signInNewAccount, signInWithPassword } from './password-account';
import { presentTeacher } from './presenters';
import { findTeacher, findTeacherByEmail } from './queries';
import { teacherAccounts } from './teacher-account';
import { resendVerification } from './verification';

const tags = ['accounts'];

export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
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
          "Accepts both payload forms: {teacherName, …, classCode} and {firstName, lastName, …}. `period` appends \" - Period {n}\" to the class name; without it (absent, null or blank) the class keeps its name as typed. `behaviorPreset` chooses the first class's behaviours: 'secondary' (the spec's 15, the default) or 'primary' (a set for ages 5–11). A taken classCode answers 409 CLASS_CODE_TAKEN so the client can regenerate.",
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
        {
          name: classNameWithPeriod(b.className, b.period),
          classCode: b.classCode,
          behaviorPreset: b.behaviorPreset,
        },
      );
      await signInNewAccount(app, reply, teacherAccounts, created.teacher, b.email);
      mailVerificationLater(app, teacherAccounts, created.teacher.email, verifyToken, req.log);
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
      const teacher = await signInWithPassword(app, req, reply, teacherAccounts, req.body);
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
      const message = await resendVerification(app.deps, 'teacher', teacher, (to, token) =>
        mailVerificationLater(app, teacherAccounts, to, token, req.log),
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
      const newEmail = emailChanged ? await newEmailFor(app, teacherAccounts, current, email) : undefined;
      const teacher = await updateTeacher(db, current.id, { name, schoolName, soundEnabled }, newEmail);
      if (newEmail)
        mailVerificationLater(app, teacherAccounts, newEmail.email, newEmail.verifyToken, req.log);
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
