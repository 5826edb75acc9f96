import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../shared/common/schemas';
import { eventStreamQuery } from '../../../shared/events/schemas';
import { STREAM_ENDED_EVENT } from '../../../shared/events/topics';
import { namesNobody } from '../../auth/session-cache';
import { findPrincipal, SESSION_COOKIE } from '../../auth/sessions';
import { unauthorized } from '../../errors';
import type { ChangeEvent } from '../../realtime/bus';
import { audienceFor, createOwnerLookup } from './audience';
import {
  concernsFamily,
  familyChildren,
  familyFigures,
  familyMessage,
  sameChildren,
} from './family-audience';
import { messageFor } from './message';

// Proxies and load balancers commonly drop connections idle for 30–60 s.
const HEARTBEAT_MS = 25_000;
// A client that stops reading must not make the server buffer without limit: past this, drop it
// (its EventSource reconnects and refetches).
const MAX_BUFFERED_BYTES = 64 * 1024;
const READY = 'event: ready\ndata: {}\n\n';
const ENDED = `event: ${STREAM_ENDED_EVENT}\ndata: {}\n\n`;
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
        tags: ['events'],
        summary: 'Live change notices as Server-Sent Events (text/event-stream)',
        description: [
          'Opens with `event: ready` (data `{}`), then sends each change the caller may see as `data: {"topic":string,"classId":number}`;',
          'changes of awards, homework and skills add `students`, the new figures this stream may see (a student: only their own; `?view=projector`: balances of 0 or more only),',
          'and a `: heartbeat` comment every 25 s. When the session ends (sign-out, password change, deletion) the stream sends `event: ended` and closes; when the server shuts down it sends a `retry:` reconnect delay (ms) and closes. A teacher hears their own classes (including classes created after connecting);',
          'a student hears their own class. The client refetches the queries the topic names. Signed out: 401 JSON.',
        ].join(' '),
        querystring: eventStreamQuery,
        response: { 400: errorBody, 401: errorBody },
      },
    },
    async (req, reply) => {
      const { view } = req.query;
      const token = req.cookies[SESSION_COOKIE] ?? '';
      const first = req.principal;
      if (!first) throw unauthorized();
      // A family's stream carries only its children's figures (family-audience.ts); it is a
      // separate kind of stream, so the teacher and student paths below never see a family.
      if (first.kind === 'family') {
        const familyId = first.familyId;
        let children = await familyChildren(db, familyId);
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-cache',
          'X-Accel-Buffering': 'no',
        });
        let closed = false;
        const write = (chunk: string) => {
          if (closed) return;
          if (res.writableLength > MAX_BUFFERED_BYTES) return void res.destroy();
          res.write(chunk);
        };
        let rechecking = Promise.resolve();
        const recheck = () => {
          rechecking = rechecking.then(async () => {
            const now = await findPrincipal(db, token).catch(() => first);
            if (!now) {
              write(ENDED);
              return end();
            }
            const next = await familyChildren(db, familyId).catch(() => children);
            const changed = !sameChildren(children, next);
            children = next;
            // Other children: the page refetches what it shows, as after a reconnect.
            if (changed) write(READY);
          });
        };
        const unsubscribe = bus.subscribe((event) => {
          if (event.topic === 'sessions') {
            if (namesNobody(event) || concernsFamily(event, familyId, children)) recheck();
            return;
          }
          const figures = familyFigures(event, children);
          if (figures) write(`data: ${familyMessage(event, figures)}\n\n`);
        });
        const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
        const cleanup = () => {
          if (closed) return;
          closed = true;
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(end);
        };
        const end = (last?: string) => {
          if (last) write(last);
          cleanup();
          res.end();
        };
        open.add(end);
        req.raw.on('close', cleanup);
        res.on('close', cleanup);
        if (req.raw.socket?.destroyed) return cleanup();
        write(READY);
        return;
      }
      let principal = first;
      let audience = await audienceFor(db, principal, ownerOf);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        // nginx and similar proxies buffer responses unless told not to.
        'X-Accel-Buffering': 'no',
      });

      let closed = false;
      const write = (chunk: string) => {
        if (closed) return;
        if (res.writableLength > MAX_BUFFERED_BYTES) {
          res.destroy();
          return;
        }
        res.write(chunk);
      };
      // A stream belongs to its session (docs/architecture.md#live-updates): when a 'sessions'
      // event concerns it (sign-out, password change or reset, account, student or class deletion,
      // a transfer), the session is looked up again; gone, the stream ends; moved, it follows the
      // class.
      let rechecking = Promise.resolve();
      const recheck = () => {
        rechecking = rechecking.then(async () => {
          const now = await findPrincipal(db, token).catch(() => principal);
          if (!now || now.kind === 'family') {
            // Said before hanging up, so the browser asks who is signed in instead of
            // reconnecting with a cookie that is no longer valid.
            write(ENDED);
            return end();
          }
          if (now.kind === 'student' && principal.kind === 'student' && now.classId !== principal.classId) {
            audience = await audienceFor(db, now, ownerOf);
            // Another class means other data: the client refetches what it shows, as on a reconnect.
            write(READY);
          }
          principal = now;
        });
      };
      // An event naming nobody (the bus listens again after losing its connection, and may have
      // missed sign-outs) concerns every stream.
      const concerns = (event: ChangeEvent) =>
        namesNobody(event) ||
        (principal.kind === 'teacher'
          ? event.teacherId === principal.teacherId
          : event.studentId === principal.studentId ||
            (event.classId !== null && event.classId === principal.classId));
      const unsubscribe = bus.subscribe((event) => {
        if (event.topic === 'sessions') return concerns(event) && recheck();
        audience(event, () => write(`data: ${messageFor(event, principal, view)}\n\n`));
      });
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
      const cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
      };
      const end = (last?: string) => {
        if (last) write(last);
        cleanup();
        res.end();
      };
      open.add(end);
      req.raw.on('close', cleanup);
      res.on('close', cleanup);
      // The browser may have gone while we resolved its classes: then 'close' has already fired.
      if (req.raw.socket?.destroyed) return cleanup();

      write(READY);
    },
  );
};
