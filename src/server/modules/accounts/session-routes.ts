import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponse } from '../../../shared/accounts/schemas';
import { errorBody, messageBody } from '../../../shared/common/schemas';
import { principalOf, signOut } from '../../auth/plugin';
import type { SessionsConcerned } from '../../auth/session-cache';
import type { AnyPrincipal } from '../../auth/sessions';
import { SESSION_IF_ANY } from '../../http/openapi';
import { type SignedInLookups, signedIn } from './signed-in';

const tags = ['accounts'];

/** GET /auth/me and POST /auth/logout for every kind of session; `lookups` answers who each kind is. */
export const sessionRoutes =
  (lookups: SignedInLookups): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = app.deps;

    // 200 with kind 'none' rather than 401: the client asks this on every page load, and a
    // signed-out visitor is a normal state, not an error.
    app.get(
      '/auth/me',
      {
        schema: {
          operationId: 'getSession',
          security: SESSION_IF_ANY,
          tags,
          summary: 'Who is signed in: a teacher, a student, a family, or nobody',
          response: { 200: meResponse },
        },
      },
      async (req) => signedIn(db, req.principal, lookups),
    );

    await app.register(
      signOutRoute({
        url: '/auth/logout',
        operationId: 'signOut',
        tags,
        summary: 'Sign out: the session is deleted on the server',
        // This device's live-update stream ends with its session.
        concerned: (p) => principalOf(p),
      }),
    );
  };

/** A sign-out route of one kind of account: `concerned` names whose live streams on this device end. */
export const signOutRoute =
  (route: {
    url: string;
    operationId: string;
    tags: string[];
    summary: string;
    concerned: (p: AnyPrincipal) => SessionsConcerned | undefined;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      route.url,
      {
        schema: {
          operationId: route.operationId,
          security: SESSION_IF_ANY,
          tags: route.tags,
          summary: route.summary,
          response: { 200: messageBody, 400: errorBody },
        },
      },
      async (req, reply) => {
        const p = req.principal;
        await signOut(reply, p ? route.concerned(p) : undefined);
        return { message: 'Signed out' };
      },
    );
  };
