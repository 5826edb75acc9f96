import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeleteBody,
  forgotPasswordBody,
  loginBody,
  passwordChangeBody,
  registerBody,
  resetPasswordBody,
  teacherAuthResponse,
  teacherUpdateBody,
  teacherView,
  verifyEmailBody,
} from '../../../shared/accounts/schemas';
import { classNameWithPeriod } from '../../../shared/classes/class-code';
import { errorBody, idParam, messageBody } from '../../../shared/common/schemas';
import { mayMail } from '../../auth/auth-limits';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { announceSessions, clearSessionCookie, requireTeacher, signIn } from '../../auth/plugin';
import { deleteTeacherSessions } from '../../auth/sessions';
import { digest, newToken } from '../../auth/tokens';
import { classes, teachers } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../errors';
import { presentClass } from '../classes/presenters';
import { deleteStored, teacherFileKeys } from '../uploads/files';
import { teacherAccountKey } from './account-key';
import { confirmOwner } from './confirm';
import { appLink } from './links';
import { presentTeacher } from './presenters';
import {
  classCodeTaken,
  classIdsOf,
  findTeacher,
  findTeacherByEmail,
  findTeacherByResetToken,
  uniqueClassCode,
} from './queries';

const RESET_TTL_MS = 60 * 60 * 1000;
// A verification link lives two days: long enough for a weekend, short enough that an old
// mailbox (a former address) cannot confirm it much later.
const VERIFY_TTL_MS = 48 * 60 * 60 * 1000;
const verificationFor = (token: string) => ({
  verificationToken: digest(token),
  verificationTokenExpiry: new Date(Date.now() + VERIFY_TTL_MS),
});
const tags = ['accounts'];

export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config, counters, accountGuard } = app.deps;
  const limited = { authLimited: true };

  const sendVerification = async (to: string, token: string) => {
    const link = appLink(config, `/teacher-auth?verify=${token}`);
    await mailer.send({
      to,
      subject: 'Confirm your Remote Chalk email',
      text: `Welcome to Remote Chalk!\n\nConfirm your email address by opening this link:\n${link}\n\nIf you did not create an account, ignore this message.`,
      link,
    });
  };

  app.post(
    '/teachers/register',
    {
      config: limited,
      schema: {
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
      if (await findTeacherByEmail(db, b.email))
        throw conflict('An account with this email already exists', 'EMAIL_TAKEN');
      if (b.classCode && (await classCodeTaken(db, b.classCode))) {
        throw conflict('That class code is already in use', 'CLASS_CODE_TAKEN');
      }
      const passwordHash = await hashPassword(b.password);
      const verifyToken = newToken();
      const created = await db
        .transaction(async (tx) => {
          const [teacher] = await tx
            .insert(teachers)
            .values({
              name,
              email: b.email,
              passwordHash,
              schoolName: b.schoolName,
              ...verificationFor(verifyToken),
            })
            .returning();
          const [klass] = await tx
            .insert(classes)
            .values({
              name: classNameWithPeriod(b.className, b.period),
              classCode: b.classCode ?? (await uniqueClassCode(tx)),
              teacherId: teacher.id,
            })
            .returning();
          return { teacher, klass };
        })
        .catch((err) => {
          // Two sign-ups racing for the same email or code: the database decides, we answer 409.
          const detail = String(err?.cause?.constraint ?? err?.constraint ?? err?.cause?.detail ?? '');
          if ((err?.cause?.code ?? err?.code) === '23505') {
            throw detail.includes('class_code')
              ? conflict('That class code is already in use', 'CLASS_CODE_TAKEN')
              : conflict('An account with this email already exists', 'EMAIL_TAKEN');
          }
          throw err;
        });
      await signIn(db, reply, { kind: 'teacher', id: created.teacher.id }, config.secureCookies);
      accountGuard.trust(reply, teacherAccountKey(created.teacher, b.email));
      sendVerification(created.teacher.email, verifyToken).catch((err) =>
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
      await signIn(db, reply, { kind: 'teacher', id: teacher.id }, config.secureCookies);
      return { teacher: presentTeacher(teacher) };
    },
  );

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
        await db
          .update(teachers)
          .set({
            resetToken: digest(token),
            resetTokenExpiry: new Date(Date.now() + RESET_TTL_MS),
            updatedAt: new Date(),
          })
          .where(eq(teachers.id, teacher.id));
        const link = appLink(config, `/teacher-auth?reset=${token}`);
        // Not awaited: the answer must take as long for unknown emails as for known ones.
        mailer
          .send({
            to: teacher.email,
            subject: 'Reset your Remote Chalk password',
            text: `Someone asked to reset the password of your Remote Chalk account.\n\nChoose a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.`,
            link,
          })
          .catch((err) => req.log.error({ err }, 'reset mail failed'));
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
      // Opening the mailed link proves the address, so a reset also verifies it.
      const teacher = await findTeacherByResetToken(db, digest(req.body.token));
      if (!teacher)
        throw badRequest('This reset link is invalid or has expired. Ask for a new one.', 'INVALID_TOKEN');
      const passwordHash = await hashPassword(req.body.password);
      // The token is checked and spent in one statement: of two uses at once, one wins.
      const used = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(teachers)
          .set({
            passwordHash,
            resetToken: null,
            resetTokenExpiry: null,
            isVerified: true,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(teachers.id, teacher.id),
              eq(teachers.resetToken, digest(req.body.token)),
              gt(teachers.resetTokenExpiry, sql`now()`),
            ),
          )
          .returning({ id: teachers.id });
        if (row) await deleteTeacherSessions(tx, teacher.id);
        return !!row;
      });
      if (!used)
        throw badRequest('This reset link is invalid or has expired. Ask for a new one.', 'INVALID_TOKEN');
      announceSessions(app, { teacherId: teacher.id });
      return { message: 'Password reset. You can sign in with your new password.' };
    },
  );

  app.post(
    '/teachers/verify-email',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Confirm an email address with the mailed token',
        description:
          'After an email change the link confirms the new address, which becomes the sign-in address then, unless another account has taken it meanwhile (409 EMAIL_TAKEN).',
        body: verifyEmailBody,
        response: { 200: messageBody, 400: errorBody, 409: errorBody },
      },
    },
    async (req) => {
      // The first to prove an address gets it: a pending change moves in only now, and the
      // unique index refuses it if another account holds the address by then (decision 0047).
      const [row] = await db
        .update(teachers)
        .set({
          email: sql`coalesce(${teachers.pendingEmail}, ${teachers.email})`,
          pendingEmail: null,
          isVerified: true,
          verificationToken: null,
          verificationTokenExpiry: null,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(teachers.verificationToken, digest(req.body.token)),
            gt(teachers.verificationTokenExpiry, sql`now()`),
          ),
        )
        .returning({ id: teachers.id })
        .catch((err) => {
          if ((err?.cause?.code ?? err?.code) === '23505')
            throw conflict('Another account has confirmed this address in the meantime.', 'EMAIL_TAKEN');
          throw err;
        });
      if (!row)
        throw badRequest('This verification link is invalid, expired or was already used.', 'INVALID_TOKEN');
      return { message: 'Email verified' };
    },
  );

  /** A teacher may act only on their own account; any other id is "not found". */
  const ownAccount = (req: Parameters<typeof requireTeacher>[0], id: number) => {
    if (requireTeacher(req) !== id) throw notFound('Teacher not found');
  };

  app.patch(
    '/teachers/:id',
    {
      schema: {
        tags,
        summary: 'Update name, email or school; a new email is used once its mailed link is opened',
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
      const { name, email, schoolName, currentPassword } = req.body;
      const emailChanged = email !== undefined && email !== current.email.toLowerCase();
      // A session left open on a shared laptop must not be enough to take the account over.
      if (emailChanged) await confirmOwner(req, current, currentPassword);
      if (emailChanged && (await findTeacherByEmail(db, email))) {
        throw conflict('An account with this email already exists', 'EMAIL_TAKEN');
      }
      // One answer for both limits: it must not tell whether someone else mails this address.
      if (emailChanged && !(await mayMail(counters, `teacher:${current.id}`, email))) {
        throw new HttpError(
          429,
          'Too many emails were asked for. Please wait 15 minutes and try again.',
          'RATE_LIMITED',
        );
      }
      const verifyToken = emailChanged ? newToken() : null;
      const [teacher] = await db
        .update(teachers)
        .set({
          ...(name !== undefined && { name }),
          ...(schoolName !== undefined && { schoolName }),
          // The new address waits for its link; reset links mailed to the old one stop working.
          ...(emailChanged && {
            pendingEmail: email,
            ...verificationFor(verifyToken!),
            resetToken: null,
            resetTokenExpiry: null,
          }),
          updatedAt: new Date(),
        })
        .where(eq(teachers.id, current.id))
        .returning();
      if (emailChanged) {
        sendVerification(email, verifyToken!).catch((err) =>
          req.log.error({ err }, 'verification mail failed'),
        );
      }
      return { teacher: presentTeacher(teacher) };
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
      // All or nothing: a failure half-way must not leave the new password with the old
      // sessions, or every device signed out and no new session.
      await db.transaction(async (tx) => {
        await tx
          .update(teachers)
          .set({ passwordHash, resetToken: null, resetTokenExpiry: null, updatedAt: new Date() })
          .where(eq(teachers.id, teacher.id));
        await deleteTeacherSessions(tx, teacher.id);
        await signIn(tx, reply, { kind: 'teacher', id: teacher.id }, config.secureCookies);
      });
      announceSessions(app, { teacherId: teacher.id });
      return { message: 'Password changed' };
    },
  );

  app.delete(
    '/teachers/:id',
    {
      schema: {
        tags,
        summary:
          'Delete the account and everything it owns (classes, students, records, plans); needs the current password; signs out',
        params: idParam,
        body: accountDeleteBody,
        response: { 200: messageBody, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (req, reply) => {
      ownAccount(req, req.params.id);
      const teacher = await findTeacher(db, req.params.id);
      if (!teacher) throw notFound('Teacher not found');
      await confirmOwner(req, teacher, req.body?.currentPassword);
      // ON DELETE CASCADE removes classes → students → records, sessions, plans and uploads;
      // the uploaded files themselves go from the storage after the commit.
      const fileKeys = await teacherFileKeys(db, req.params.id);
      const classIds = await classIdsOf(db, req.params.id);
      await db.delete(teachers).where(eq(teachers.id, req.params.id));
      await deleteStored(app.deps.storage, fileKeys, req.log);
      announceSessions(app, { teacherId: req.params.id });
      // Their students' sessions went too: each class is named so cached sessions are forgotten
      // and the students' streams end at once, on every instance.
      for (const classId of classIds) announceSessions(app, { classId });
      clearSessionCookie(reply);
      return { message: 'Account deleted' };
    },
  );
};
