import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { onRequestAsyncHookHandler, preValidationHookHandler, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { classView, studentView, teacherView } from '../../shared/accounts/schemas';
import { errorBody, messageBody, noBody } from '../../shared/common/schemas';
import { skillView } from '../../shared/skills/schemas';
import { SESSION_COOKIE } from '../auth/sessions';
import { validationBody } from '../error-handler';
import { unauthorized } from '../errors';

// The OpenAPI document at /api/docs/json is a contract clients are generated from (docs/api.md,
// docs/decisions/0137-openapi-contract.md). A route names its operation in its schema
// (`operationId: 'awardBehavior'`); who may call it is the session cookie unless it says
// otherwise with one of these:

type Security = { [scheme: string]: string[] }[];
/** Anyone, signed in or not (sign-in, join, reset, health). */
export const NO_SESSION: Security = [];
/** Anyone; the session cookie is read when it is sent (who am I, sign out). */
export const SESSION_IF_ANY: Security = [{}, { session: [] }];
/** The default: the session cookie of a teacher, a student or a family. */
const SESSION: Security = [{ session: [] }];

/**
 * Shapes named once in the document (`components/schemas`) and referenced by every operation that
 * answers them, so a generated client has one `ErrorBody` type, not one per operation and status.
 * A registry of its own: the response serializer (serializer.ts) converts schemas without it.
 */
const named = z.registry<{ id: string }>();
named.add(errorBody, { id: 'ErrorBody' });
named.add(messageBody, { id: 'MessageBody' });
named.add(teacherView, { id: 'Teacher' });
named.add(classView, { id: 'Class' });
named.add(studentView, { id: 'Student' });
named.add(skillView, { id: 'Skill' });

export function openApiOptions(opts: { version: string; publicUrl?: string }): FastifyDynamicSwaggerOptions {
  return {
    transform: createJsonSchemaTransform({ schemaRegistry: named }),
    transformObject: (input) =>
      withoutUnused(createJsonSchemaTransformObject({ schemaRegistry: named })(input)),
    openapi: {
      info: {
        title: 'Remote Chalk API',
        version: opts.version,
        description:
          'Every call the Remote Chalk client makes. Sign in with a `signIn…` or `register…` operation; the answer sets the `rc_session` cookie, which every other call sends back (docs/api.md).',
        license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' },
      },
      // The address people use (PUBLIC_URL, else the address the server started on); every path
      // starts with /api.
      servers: [{ url: opts.publicUrl ?? 'http://localhost:3000', description: 'this server' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'The session cookie set by signing in (HttpOnly). Writes that carry it from a browser must come from this site (Origin / Sec-Fetch-Site).',
          },
        },
      },
    },
  };
}

/**
 * What every API route gets as it is registered, so no route has to repeat it: the session
 * cookie as its security unless it declares its own; when that security needs a session, a 401
 * for an anonymous caller before anything reads the request (a body validated or a
 * multipart body parsed first answered 400 with validation details); and, when it declares no
 * body, a hook that refuses one. "No input" is not declared as a body schema: a declared body is one a generated
 * client must send, and on a GET or DELETE one that `fetch` refuses to send.
 */
export function completeRoute(route: RouteOptions, method: string) {
  if (!route.schema) return;
  // The schema object is shared with the HEAD route Fastify adds beside each GET: what is set
  // here must hold for both.
  route.schema.security ??= SESSION;
  // The route's own onRequest hooks run after this one: they check which kind of session.
  if (needsSession(route.schema.security as Security)) {
    route.onRequest = [requireSession, ...[route.onRequest ?? []].flat()];
  }
  // Fastify reads no body on a GET or HEAD; on every other method a stray or hostile body must
  // never be half-understood.
  if (!route.schema.body && method !== 'GET' && method !== 'HEAD') {
    route.preValidation = [...[route.preValidation ?? []].flat(), refuseBody];
  }
}

/** Every way of calling the operation asks for the session cookie (no anonymous alternative). */
const needsSession = (security: Security) => security.length > 0 && security.every((s) => 'session' in s);

/** Runs after the app-wide hook that resolves the session (auth/plugin.ts), before the body is read. */
const requireSession: onRequestAsyncHookHandler = async (req) => {
  if (!req.principal) throw unauthorized();
};

/** Nothing, null or {} (what generic clients send with a JSON content type) passes; anything else is a 400. */
const refuseBody: preValidationHookHandler = (req, reply, done) => {
  if (noBody.safeParse(req.body).success) return done();
  reply.code(400).send(validationBody([{ path: '', message: 'This request takes no body' }]));
};

/** The library names each shape twice (as sent and as answered); the document keeps those in use. */
function withoutUnused<T>(document: T): T {
  const schemas = (document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas;
  if (!schemas) return document;
  const text = JSON.stringify({
    ...document,
    components: { ...(document as { components: object }).components, schemas: {} },
  });
  const refs = JSON.stringify(Object.values(schemas));
  for (const name of Object.keys(schemas)) {
    const ref = `"#/components/schemas/${name}"`;
    if (!text.includes(ref) && !refs.includes(ref)) delete schemas[name];
  }
  return document;
}
