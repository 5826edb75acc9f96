import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponse } from '../../../shared/accounts/schemas';
import { errorBody, messageBody } from '../../../shared/common/schemas';
import { principalOf, signOut } from '../../auth/plugin';
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

    app.post(
      '/auth/logout',
      {
        schema: {
          operationId: 'signOut',
          security: SESSION_IF_ANY,
          tags,
          summary: 'Sign out: the session is deleted on the server',
          response: { 200: messageBody, 400: errorBody },
        },
      },
      async (req, reply) => {
        const p = req.principal;
        // This device's live-update stream ends with its session.
        await signOut(reply, p ? principalOf(p) : undefined);
        return { message: 'Signed out' };
      },
    );
  };
