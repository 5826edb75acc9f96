import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENT_PASSWORD_HEADER, currentPasswordHeaders } from '../../../shared/accounts/current-password';
import { type OidcFailure, oidcInfoResponse, oidcLinkBody } from '../../../shared/accounts/oidc';
import { teacherAuthResponse } from '../../../shared/accounts/schemas';
import { errorBody, idParam, messageBody } from '../../../shared/common/schemas';
import { countIpFailure, ipAttemptRefused } from '../../auth/auth-limits';
import { verifyPassword } from '../../auth/passwords';
import { requireTeacher, signIn } from '../../auth/plugin';
import { createSealer } from '../../auth/sealed';
import { loadServerSecret } from '../../auth/server-secrets';
import { conflict, notFound, unauthorized } from '../../errors';
import { NO_SESSION } from '../../http/openapi';
import { teacherAccountKey } from './account-key';
import { confirmOwner } from './confirm';
import {
  createTeacherFromIdentity,
  findIdentityOf,
  findTeacherByIdentity,
  linkIdentity,
  unlinkIdentities,
} from './identities';
import { appLink } from './links';
import { createOidcClient, OidcError, type OidcFlow, type ProviderIdentity } from './oidc-client';
import { presentTeacher } from './presenters';
import { findTeacher, findTeacherByEmail } from './queries';

// Sign-in with the school's identity provider (docs/decisions/0052-oidc-account-linking.md).
// What a sign-in must remember while the browser is away at the provider, and a sign-in that
// waits to be linked to an existing account, travel in sealed HttpOnly cookies: any instance
// behind the load balancer can finish what another began.

const FLOW_COOKIE = 'rc_oidc_flow';
const LINK_COOKIE = 'rc_oidc_link';
const FLOW_TTL_MS = 10 * 60 * 1000;
const LINK_TTL_MS = 15 * 60 * 1000;
const CALLBACK_PATH = '/api/auth/oidc/callback';

/**
 * What a provider sends back (OpenID Connect Core 3.1.2.5-6, RFC 9207's `iss`). Others, such as
 * Keycloak's `session_state`, are let through: openid-client reads the raw query.
 */
const oidcCallbackQuery = z.looseObject({
  code: z.string().optional().describe('The authorization code'),
  state: z.string().optional().describe('The state this server sent'),
  iss: z.string().optional().describe("The provider's issuer (RFC 9207)"),
  error: z.string().optional().describe("The provider's error code, e.g. access_denied"),
  error_description: z.string().optional(),
});
const tags = ['accounts'];
const redirect = { 302: z.null().describe('Redirect') };

export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, counters, accountGuard } = app.deps;
  const oidcConfig = config.oidc;
  const client = oidcConfig ? createOidcClient(oidcConfig, appLink(config, CALLBACK_PATH)) : null;
  // Read only when school sign-in is on; every instance shares it through the database.
  const secret = oidcConfig ? await loadServerSecret(db, 'sealed-cookies') : '';
  const flows = createSealer<OidcFlow>(secret, 'oidc-flow');
  const pendingLinks = createSealer<ProviderIdentity>(secret, 'oidc-link');
  const cookie = (path: string, ttlMs: number) => ({
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level navigation from its site.
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    path,
    maxAge: Math.floor(ttlMs / 1000),
  });
  const requireClient = () => {
    if (!client) throw notFound('Sign-in with a school account is not set up on this server');
    return client;
  };
  /** A page that says what happened (never JSON, never a stack trace: a person is looking). */
  const failed = (reply: FastifyReply, reason: OidcFailure, err?: unknown) => {
    reply.request.log.warn(
      { reason, err: err instanceof Error ? (err.cause ?? err.message) : undefined },
      'oidc sign-in failed',
    );
    return reply.redirect(`/teacher-auth?oidc_error=${reason}`);
  };

  app.get(
    '/auth/oidc',
    {
      schema: {
        operationId: 'getSchoolSignIn',
        security: NO_SESSION,
        tags,
        summary: "Whether sign-in with the school's provider is on, and this browser's state with it",
        response: { 200: oidcInfoResponse },
      },
    },
    async (req) => {
      const p = req.principal;
      const linked = p?.kind === 'teacher' && client ? await findIdentityOf(db, p.teacherId) : undefined;
      return {
        enabled: Boolean(client),
        label: oidcConfig?.label ?? null,
        pendingLinkEmail: client ? (pendingLinks.unseal(req.cookies[LINK_COOKIE])?.email ?? null) : null,
        linkedEmail: linked?.email ?? null,
      };
    },
  );

  app.get(
    '/auth/oidc/start',
    {
      schema: {
        operationId: 'startSchoolSignIn',
        security: NO_SESSION,
        tags,
        summary: "Leave for the school's provider to sign in (authorization code flow with PKCE)",
        response: { ...redirect, 404: errorBody },
      },
    },
    async (req, reply) => {
      const oidc = requireClient();
      if (await ipAttemptRefused(counters, req.ip, config.authRateLimit))
        return failed(reply, 'rate_limited');
      try {
        const { url, flow } = await oidc.begin();
        reply.setCookie(FLOW_COOKIE, flows.seal(flow, FLOW_TTL_MS), cookie(CALLBACK_PATH, FLOW_TTL_MS));
        return reply.redirect(url);
      } catch (err) {
        if (err instanceof OidcError) return failed(reply, err.reason, err);
        throw err;
      }
    },
  );

  app.get(
    '/auth/oidc/callback',
    {
      schema: {
        operationId: 'finishSchoolSignIn',
        security: NO_SESSION,
        tags,
        summary: 'Where the provider sends the browser back: signs in, links, or explains why not',
        querystring: oidcCallbackQuery,
        response: { ...redirect, 404: errorBody },
      },
    },
    async (req, reply) => {
      const oidc = requireClient();
      if (await ipAttemptRefused(counters, req.ip, config.authRateLimit))
        return failed(reply, 'rate_limited');
      // The flow is spent whatever happens next; the provider refuses its code a second time.
      const flow = flows.unseal(req.cookies[FLOW_COOKIE]);
      reply.clearCookie(FLOW_COOKIE, { path: CALLBACK_PATH });
      const query = req.url.slice(req.url.indexOf('?') + 1);
      let identity: ProviderIdentity;
      try {
        if (!flow) throw new OidcError('session_expired', 'No sign-in in progress in this browser');
        identity = await oidc.finish(query, flow);
      } catch (err) {
        if (!(err instanceof OidcError)) throw err;
        if (err.reason !== 'provider_unavailable' && err.reason !== 'cancelled')
          await countIpFailure(counters, req.ip);
        return failed(reply, err.reason, err);
      }
      const known = await findTeacherByIdentity(db, identity.issuer, identity.subject);
      if (known) {
        await signIn(db, reply, { kind: 'teacher', id: known.id }, config.secureCookies);
        return reply.redirect('/dashboard');
      }
      const existing = await findTeacherByEmail(db, identity.email);
      // An account that never proved the address is not offered for linking: its password may be
      // a squatter's, and the provider has just proven who owns the address (decision 0122).
      const squatted = existing && !existing.isVerified && !(await findIdentityOf(db, existing.id));
      if (existing && !squatted) {
        if (await findIdentityOf(db, existing.id, identity.issuer)) return failed(reply, 'linked_elsewhere');
        // The owner confirms with the account's password once (decision 0052).
        reply.setCookie(
          LINK_COOKIE,
          pendingLinks.seal(identity, LINK_TTL_MS),
          cookie('/api/auth/oidc', LINK_TTL_MS),
        );
        return reply.redirect('/teacher-auth?oidc=link');
      }
      const teacher = await createTeacherFromIdentity(db, identity, squatted ? existing.id : undefined);
      if (squatted)
        req.log.warn(
          { displacedTeacherId: existing.id, teacherId: teacher.id },
          'school sign-in took an unconfirmed address: the old account keeps its data under a placeholder address',
        );
      await signIn(db, reply, { kind: 'teacher', id: teacher.id }, config.secureCookies);
      return reply.redirect('/dashboard');
    },
  );

  app.post(
    '/auth/oidc/link',
    {
      config: { authLimited: true },
      schema: {
        operationId: 'linkSchoolSignIn',
        security: NO_SESSION,
        tags,
        summary:
          "Link the school sign-in waiting in this browser to the existing account, with that account's password",
        body: oidcLinkBody,
        response: {
          200: teacherAuthResponse,
          401: errorBody,
          404: errorBody,
          409: errorBody,
          429: errorBody,
        },
      },
    },
    async (req, reply) => {
      requireClient();
      const pending = pendingLinks.unseal(req.cookies[LINK_COOKIE]);
      if (!pending) throw notFound('No school sign-in is waiting to be linked. Please sign in again.');
      const teacher = await findTeacherByEmail(db, pending.email);
      // Only an account that proved the address may be linked (decision 0122).
      if (teacher && !teacher.isVerified)
        throw notFound('No school sign-in is waiting to be linked. Please sign in again.');
      const source = await accountGuard.admit(req, teacherAccountKey(teacher, pending.email));
      if (!(await verifyPassword(teacher?.passwordHash, req.body.password)) || !teacher) {
        await accountGuard.fail(source);
        throw unauthorized('Incorrect password');
      }
      await accountGuard.succeed(source, reply);
      await linkIdentity(db, teacher.id, pending);
      reply.clearCookie(LINK_COOKIE, { path: '/api/auth/oidc' });
      await signIn(db, reply, { kind: 'teacher', id: teacher.id }, config.secureCookies);
      return { teacher: presentTeacher(teacher) };
    },
  );

  app.delete(
    '/teachers/:id/identity',
    {
      schema: {
        operationId: 'unlinkSchoolSignIn',
        tags,
        summary: 'Unlink the school sign-in from the account (needs the password, so one must be set)',
        params: idParam,
        headers: currentPasswordHeaders,
        response: { 200: messageBody, 401: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (req) => {
      if (requireTeacher(req) !== req.params.id) throw notFound('Teacher not found');
      const teacher = await findTeacher(db, req.params.id);
      if (!teacher) throw notFound('Teacher not found');
      if (!(await findIdentityOf(db, teacher.id)))
        throw notFound('No school sign-in is linked to this account');
      if (!teacher.passwordHash)
        throw conflict(
          'Set a password first: without one you could not sign in after unlinking.',
          'NO_PASSWORD',
        );
      await confirmOwner(req, teacher, req.headers[CURRENT_PASSWORD_HEADER]);
      await unlinkIdentities(db, teacher.id);
      return { message: 'School sign-in unlinked' };
    },
  );
};
