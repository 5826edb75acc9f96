import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CURRENT_PASSWORD_HEADER, currentPasswordHeaders } from '../../../shared/accounts/current-password';
import { verifyEmailBody } from '../../../shared/accounts/schemas';
import { errorBody, messageBody } from '../../../shared/common/schemas';
import {
  familyChildParams,
  familyChildView,
  familyExportView,
  familyLinkBody,
  familyLoginBody,
  familyMeView,
  familyRegisterBody,
  familyUpdateBody,
} from '../../../shared/families/schemas';
import { mayMail } from '../../auth/auth-limits';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { announceSessions, clearSessionCookie, requireFamily, signIn } from '../../auth/plugin';
import { deleteSession, SESSION_COOKIE } from '../../auth/sessions';
import { newToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { families, sessions } from '../../db/schema';
import { badRequest, tooMany, unauthorized } from '../../errors';
import { NO_SESSION, SESSION_IF_ANY } from '../../http/openapi';
import { invalidVerificationLink, verificationFor, verifyEmail } from '../accounts/commands';
import { mailVerification } from '../accounts/mails';
import { passwordResetRoutes } from '../accounts/reset-routes';
import { resendVerification } from '../accounts/verification';
import { familyChildView as buildChildView } from './child-view';
import {
  familyEmailTaken,
  invalidCode,
  linkChild,
  registerFamily,
  resetFamilyPassword,
  storeFamilyResetToken,
} from './commands';
import { presentFamily, presentFamilyMe } from './presenters';
import {
  codeIsUsable,
  familyChildrenOf,
  findFamily,
  findFamilyByEmail,
  findFamilyByResetToken,
  linkedChild,
} from './queries';

const tags = ['families'];
const denied = { 401: errorBody, 403: errorBody };

/** The lockout's name for a family account (as teacherAccountKey). */
const familyAccountKey = (family: { id: number } | undefined, email: string) =>
  family ? `family:${family.id}` : `family:${email.toLowerCase()}`;

async function meOf(db: Db, familyId: number) {
  const family = await findFamily(db, familyId);
  // A session outliving its account (deleted on another instance a moment ago).
  if (!family) throw unauthorized();
  return presentFamilyMe(family, await familyChildrenOf(db, familyId));
}

// A parent's account (decision 0103): sign-up with a child's invite code, sign-in, more children,
// settings, deletion, own export, and one child's week. Everything answers about the family's
// own children only (decision 0100).
export const familyAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, accountGuard, config, counters } = app.deps;
  /** Not awaited: a mail server that is slow or down must not hold the answer. */
  const mailFamilyVerification = (to: string, token: string, log: FastifyBaseLogger) =>
    mailVerification(app.deps, to, token, `/family/verify-email?token=${token}`).catch((err) =>
      log.error({ err }, 'verification mail failed'),
    );

  app.post(
    '/families/register',
    {
      config: { authLimited: true },
      schema: {
        operationId: 'registerFamily',
        security: NO_SESSION,
        tags,
        summary: "Create a family account with a child's invite code, and sign in",
        description:
          'The code is checked first: a code that is mistyped, expired, replaced or used by two accounts already answers 400 INVALID_CODE whatever the email, and creates nothing. With a usable code, a taken email is 409 EMAIL_TAKEN. A link to confirm the email is mailed to it; until it is opened nothing about the child is mailed there (`emailVerified`). Failures count towards the sign-in rate limit.',
        body: familyRegisterBody,
        response: { 201: familyMeView, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const b = req.body;
      // The code first: without a live code the answer is the same whatever the email, so the
      // form tells no one which addresses have an account (decision 0047).
      if (!(await codeIsUsable(db, b.code))) throw invalidCode();
      if (await findFamilyByEmail(db, b.email)) throw familyEmailTaken();
      const verifyToken = newToken();
      const { family } = await registerFamily(
        db,
        { name: b.name, email: b.email, passwordHash: await hashPassword(b.password), verifyToken },
        b.code,
      );
      await signIn(db, reply, { kind: 'family', id: family.id }, config.secureCookies);
      accountGuard.trust(reply, familyAccountKey(family, b.email));
      mailFamilyVerification(family.email, verifyToken, req.log);
      return reply.code(201).send(await meOf(db, family.id));
    },
  );

  app.post(
    '/families/login',
    {
      config: { authLimited: 'password' },
      schema: {
        operationId: 'signInFamily',
        security: NO_SESSION,
        tags,
        summary: 'Sign in as a family',
        body: familyLoginBody,
        response: { 200: familyMeView, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const family = await findFamilyByEmail(db, req.body.email);
      const source = await accountGuard.admit(req, familyAccountKey(family, req.body.email));
      if (!(await verifyPassword(family?.passwordHash, req.body.password)) || !family) {
        await accountGuard.fail(source);
        throw unauthorized('Invalid email or password');
      }
      await accountGuard.succeed(source, reply);
      await signIn(db, reply, { kind: 'family', id: family.id }, config.secureCookies);
      return meOf(db, family.id);
    },
  );

  app.post(
    '/families/logout',
    {
      schema: {
        operationId: 'signOutFamily',
        security: SESSION_IF_ANY,
        tags,
        summary: "Sign out of the family account (this device's session ends)",
        response: { 200: messageBody, 400: errorBody },
      },
    },
    async (req, reply) => {
      const token = req.cookies[SESSION_COOKIE];
      if (token) await deleteSession(db, token);
      if (req.principal?.kind === 'family') announceSessions(app, { familyId: req.principal.familyId });
      clearSessionCookie(reply);
      return { message: 'Signed out' };
    },
  );

  app.post(
    '/families/verify-email',
    {
      config: { authLimited: true },
      schema: {
        operationId: 'verifyFamilyEmail',
        security: NO_SESSION,
        tags,
        summary: "Confirm a family account's email address with the mailed token",
        description:
          'After an email change the link confirms the new address, which becomes the sign-in address then, unless another family account has taken it meanwhile (409 EMAIL_TAKEN).',
        body: verifyEmailBody,
        response: { 200: messageBody, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (req) => {
      if (!(await verifyEmail(db, req.body.token, families))) throw invalidVerificationLink();
      return { message: 'Email verified' };
    },
  );

  app.post(
    '/families/me/verification',
    {
      config: { authLimited: true },
      schema: {
        operationId: 'requestFamilyVerification',
        tags,
        summary: 'Mail the link that confirms the email address again',
        description:
          "To the pending new address if there is one, else to the account's own unconfirmed address (the previous link stops working). 400 ALREADY_VERIFIED when there is nothing to confirm; 429 after 3 mails in 15 minutes.",
        response: { 202: messageBody, 400: errorBody, ...denied, 429: errorBody },
      },
    },
    async (req, reply) => {
      const { familyId } = requireFamily(req);
      const family = await findFamily(db, familyId);
      if (!family) throw unauthorized();
      const message = await resendVerification(
        app.deps,
        families,
        family,
        `family:${familyId}`,
        (to, token) => mailFamilyVerification(to, token, req.log),
      );
      return reply.code(202).send({ message });
    },
  );

  await app.register(
    passwordResetRoutes({
      prefix: '/families',
      tags,
      accountKey: (id) => familyAccountKey({ id }, ''),
      resetPath: (token) => `/family/reset-password?token=${token}`,
      // Only to a proven address: whoever opens the link gets the child's page (decision 0115).
      findByEmail: async (email) => {
        const family = await findFamilyByEmail(db, email);
        return family?.isVerified ? family : undefined;
      },
      findByResetTokenDigest: (tokenDigest) => findFamilyByResetToken(db, tokenDigest),
      storeResetToken: (id, token) => storeFamilyResetToken(db, id, token),
      resetPassword: (id, token, hash) => resetFamilyPassword(db, id, token, hash),
      sessionsOf: (familyId) => ({ familyId }),
    }),
  );

  app.post(
    '/families/children',
    {
      config: { authLimited: true },
      schema: {
        operationId: 'linkChild',
        tags,
        summary: 'Link one more child with their invite code (a brother or sister, another class or teacher)',
        description:
          'Answers the account with all its children. 400 INVALID_CODE for a code that cannot be used; 409 ALREADY_LINKED when the child is already linked. Failures count towards the sign-in rate limit.',
        body: familyLinkBody,
        response: { 201: familyMeView, 400: errorBody, ...denied, 409: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const { familyId } = requireFamily(req);
      await linkChild(db, familyId, req.body.code);
      announceSessions(app, { familyId });
      return reply.code(201).send(await meOf(db, familyId));
    },
  );

  app.get(
    '/families/me',
    {
      schema: {
        operationId: 'getFamilyAccount',
        tags,
        summary: 'The family account and its children (name, class, teacher)',
        response: { 200: familyMeView, ...denied },
      },
    },
    async (req) => meOf(db, requireFamily(req).familyId),
  );

  app.patch(
    '/families/me',
    {
      config: { authLimited: true },
      schema: {
        operationId: 'updateFamilyAccount',
        tags,
        summary: 'Change the name, email, password or the weekly email',
        description:
          'A new email or password needs `currentPassword` (400 WRONG_PASSWORD otherwise, nothing changed). A new email is kept as `pendingEmail` and a link is mailed to it; the account keeps its current address until the link is opened, and a pending address blocks no one. A password change signs out the other devices.',
        body: familyUpdateBody,
        response: { 200: familyMeView, 400: errorBody, ...denied, 409: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const { familyId } = requireFamily(req);
      const family = await findFamily(db, familyId);
      if (!family) throw unauthorized();
      const b = req.body;
      const sensitive =
        (b.email !== undefined && b.email !== family.email.toLowerCase()) || b.newPassword !== undefined;
      if (sensitive) {
        if (!b.currentPassword)
          throw badRequest('currentPassword: Current password is required', 'VALIDATION');
        if (!(await verifyPassword(family.passwordHash, b.currentPassword)))
          throw badRequest('Current password is incorrect', 'WRONG_PASSWORD');
      }
      const emailChanged = b.email !== undefined && b.email !== family.email.toLowerCase();
      if (emailChanged) {
        const other = await findFamilyByEmail(db, b.email as string);
        if (other && other.id !== familyId) throw familyEmailTaken();
        // One answer for both limits, as for teachers: it must not tell who else mails this address.
        if (!(await mayMail(counters, `family:${familyId}`, b.email)))
          throw tooMany('Too many emails were asked for. Please wait 15 minutes and try again.');
      }
      // The new address waits until its link is opened; the account keeps the proven one meanwhile.
      const newEmail = emailChanged ? { email: b.email as string, verifyToken: newToken() } : undefined;
      const passwordHash = b.newPassword ? await hashPassword(b.newPassword) : undefined;
      await db
        .transaction(async (tx) => {
          await tx
            .update(families)
            .set({
              ...(b.name !== undefined && { name: b.name }),
              ...(newEmail && {
                pendingEmail: newEmail.email,
                ...verificationFor(newEmail.verifyToken),
                resetToken: null,
                resetTokenExpiry: null,
              }),
              ...(b.weeklyDigest !== undefined && { weeklyDigest: b.weeklyDigest }),
              ...(passwordHash && { passwordHash, resetToken: null, resetTokenExpiry: null }),
              updatedAt: new Date(),
            })
            .where(eq(families.id, familyId));
          if (passwordHash) {
            // Every other device signs out; this one gets a fresh session.
            await tx.delete(sessions).where(eq(sessions.familyId, familyId));
            await signIn(tx, reply, { kind: 'family', id: familyId }, config.secureCookies);
          }
        })
        .catch((err) => {
          if ((err?.cause?.code ?? err?.code) === '23505') throw familyEmailTaken();
          throw err;
        });
      if (passwordHash) announceSessions(app, { familyId });
      if (newEmail) mailFamilyVerification(newEmail.email, newEmail.verifyToken, req.log);
      return meOf(db, familyId);
    },
  );

  app.delete(
    '/families/me',
    {
      config: { authLimited: true },
      schema: {
        operationId: 'deleteFamilyAccount',
        tags,
        summary: 'Delete the family account (needs its password); its links and sessions go with it',
        headers: currentPasswordHeaders,
        response: { 200: messageBody, 400: errorBody, ...denied, 429: errorBody },
      },
    },
    async (req, reply) => {
      const { familyId } = requireFamily(req);
      const family = await findFamily(db, familyId);
      if (!family) throw unauthorized();
      const currentPassword = req.headers[CURRENT_PASSWORD_HEADER];
      if (!currentPassword) throw badRequest('Password is required', 'VALIDATION');
      if (!(await verifyPassword(family.passwordHash, currentPassword)))
        throw badRequest('Password is incorrect', 'WRONG_PASSWORD');
      await db.delete(families).where(eq(families.id, familyId));
      announceSessions(app, { familyId });
      clearSessionCookie(reply);
      return { message: 'Family account deleted' };
    },
  );

  app.get(
    '/families/me/export',
    {
      schema: {
        operationId: 'exportFamilyAccount',
        tags,
        summary: 'Everything stored about the family account, as a JSON download',
        response: { 200: familyExportView, ...denied },
      },
    },
    async (req, reply) => {
      const { familyId } = requireFamily(req);
      const family = await findFamily(db, familyId);
      if (!family) throw unauthorized();
      const children = await familyChildrenOf(db, familyId);
      reply.header('Content-Disposition', 'attachment; filename="remote-chalk-family.json"');
      return {
        format: 'remote-chalk-family-export' as const,
        version: 1 as const,
        exportedAt: new Date().toISOString(),
        family: presentFamily(family),
        links: children.map((c) => ({
          studentId: c.studentId,
          displayName: c.displayName,
          className: c.className,
          teacherName: c.teacherName,
          linkedSince: c.linkedSince.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/families/children/:studentId',
    {
      schema: {
        operationId: 'getChild',
        tags,
        summary:
          "One linked child's week: balance, homework score, skills, badges, the last 30 days of records",
        description:
          'Only the child: no classmate, class total or rank. A student not linked to this account (another family, another class, removed, or no such id) is 404.',
        params: familyChildParams,
        response: { 200: familyChildView, 400: errorBody, ...denied, 404: errorBody },
      },
    },
    async (req) => {
      const { familyId } = requireFamily(req);
      return buildChildView(db, await linkedChild(db, familyId, req.params.studentId));
    },
  );
};
