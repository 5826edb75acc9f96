import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../shared/common/schemas';
import { eventStreamQuery } from '../../../shared/events/schemas';
import { SESSION_COOKIE } from '../../auth/sessions';
import { unauthorized } from '../../errors';
import { createOwnerLookup } from './audience';
import { classroomStream } from './classroom-stream';
import { familyStream } from './family-audience';
import { openStream } from './stream';

// Proxies and load balancers commonly drop connections idle for 30–60 s.
const HEARTBEAT_MS = 25_000;
/**
 * Said before hanging up when this instance shuts down: the SSE `retry:` field tells an
 * EventSource when to reconnect (through the proxy, to an instance still running). Spread over
 * 1–3 s so a whole school's screens do not come back in the same instant.
 */
const reconnectHint = () => `retry: ${1000 + Math.floor(Math.random() * 2000)}\n\n`;

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bus, config } = app.deps;
  const heartbeatMs = config.eventsHeartbeatMs ?? HEARTBEAT_MS;
  const ownerOf = createOwnerLookup(db);
  /** Enders of the open streams: app.close() must not wait for browsers to hang up. */
  const open = new Set<(last?: string) => void>();

  // preClose runs before Fastify waits for connections to finish; onClose would be too late.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end(reconnectHint());
  });

  app.get(
    '/events',
    {
      schema: {
        operationId: 'streamEvents',
        tags: ['events'],
        summary: 'Live change notices as Server-Sent Events (text/event-stream)',
        description: [
          'Opens with `event: ready` (data `{}`), then sends each change the caller may see as `data: {"topic":string,"classId":number}`;',
          'changes of awards, homework and skills add `students`, the new figures this stream may see (a student: only their own; `?view=projector`: balances of 0 or more only),',
          'and a `: heartbeat` comment every 25 s. When the session ends (sign-out, password change, deletion) the stream sends `event: ended` and closes; when the server shuts down it sends a `retry:` reconnect delay (ms) and closes. A teacher hears their own classes (including classes created after connecting);',
          'a student hears their own class; a family only the figures of its own children (and `event: ready` again when its children change). The client refetches the queries the topic names. Signed out: 401 JSON.',
        ].join(' '),
        querystring: eventStreamQuery,
        response: { 400: errorBody, 401: errorBody },
      },
    },
    async (req, reply) => {
      const first = req.principal;
      if (!first) throw unauthorized();
      const token = req.cookies[SESSION_COOKIE] ?? '';
      // A family's stream carries only its children's figures: a kind of stream of its own, so
      // the classroom's audience never sees a family (docs/decisions/0100).
      const audience =
        first.kind === 'family'
          ? await familyStream(db, first.familyId)
          : await classroomStream(db, first, ownerOf, req.query.view);
      openStream(req, reply, { db, bus, heartbeatMs, open }, token, audience);
    },
  );
};
