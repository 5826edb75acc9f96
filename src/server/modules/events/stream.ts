import type { FastifyReply, FastifyRequest } from 'fastify';
import { STREAM_ENDED_EVENT } from '../../../shared/events/topics';
import { namesNobody } from '../../auth/session-cache';
import { type AnyPrincipal, findPrincipal } from '../../auth/sessions';
import type { Db } from '../../db/client';
import type { ChangeEvent, EventBus } from '../../realtime/bus';

// One way to hold a live-update stream open, whoever listens (a teacher, a student, a family):
// headers, the heartbeat, the buffer limit, the session rechecked on 'sessions' events, the end.
// What a stream may hear is its `StreamAudience`'s business (classroom-stream.ts, family-audience.ts).

// A client that stops reading must not make the server buffer without limit: past this, drop it
// (its EventSource reconnects and refetches).
const MAX_BUFFERED_BYTES = 64 * 1024;
/** Events held while the session is looked up again (see recheck below). */
const MAX_HELD_EVENTS = 1000;
export const READY = 'event: ready\ndata: {}\n\n';
const ENDED = `event: ${STREAM_ENDED_EVENT}\ndata: {}\n\n`;

/** What the session looked up again means for the stream: gone, other data to show, or the same. */
export type Followed = 'ended' | 'moved' | 'same';

export interface StreamAudience {
  /** Whether a 'sessions' event may change what this stream may hear: its session is looked up again. */
  concerns(event: ChangeEvent): boolean;
  /** The session as found again (null: it ended). 'moved' makes the client refetch what it shows. */
  follow(now: AnyPrincipal | null): Promise<Followed>;
  /** Any other event: `send` each message this stream may hear of it (possibly none). */
  deliver(event: ChangeEvent, send: (data: string) => void): void;
}

export interface StreamDeps {
  db: Db;
  bus: EventBus;
  heartbeatMs: number;
  /** Enders of the open streams: app.close() must not wait for browsers to hang up. */
  open: Set<(last?: string) => void>;
}

export function openStream(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: StreamDeps,
  token: string,
  audience: StreamAudience,
) {
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
  const send = (data: string) => write(`data: ${data}\n\n`);
  // A stream belongs to its session (docs/architecture.md#live-updates): when a 'sessions' event
  // concerns it (sign-out, password change or reset, account, student or class deletion, a
  // transfer, a family link removed), the session is looked up again, one lookup at a time.
  // Events that arrive meanwhile are held and go out, in order, to the audience as it is after
  // the lookup (a family's stream on another instance received the unlinked child's
  // next figures while its lookup ran; decision 0123).
  let rechecking = Promise.resolve();
  let rechecks = 0;
  let held: ChangeEvent[] = [];
  const recheck = () => {
    rechecks++;
    rechecking = rechecking.then(async () => {
      try {
        // The database did not answer: the audience may have shrunk (a family unlinked), so the
        // held events must not go out under the old one. Hang up; the browser reconnects, and its
        // new stream looks the session up afresh (a review of decision 0123).
        const now = await findPrincipal(deps.db, token).catch(() => undefined);
        const followed = now === undefined ? undefined : await audience.follow(now).catch(() => undefined);
        if (followed === undefined) {
          held = [];
          res.destroy();
          return;
        }
        // Said before hanging up, so the browser asks who is signed in instead of reconnecting
        // with a cookie that is no longer valid.
        if (followed === 'ended') end(ENDED);
        else if (followed === 'moved') write(READY);
      } finally {
        if (--rechecks === 0) {
          const events = held;
          held = [];
          if (!closed) for (const event of events) audience.deliver(event, send);
        }
      }
    });
  };
  const unsubscribe = deps.bus.subscribe((event) => {
    // An event naming nobody (the bus listens again after losing its connection, and may have
    // missed sign-outs) concerns every stream.
    if (event.topic === 'sessions') {
      if (namesNobody(event) || audience.concerns(event)) recheck();
      return;
    }
    if (rechecks === 0) return audience.deliver(event, send);
    // A database that does not answer must not make the server hold without limit: past this,
    // drop the stream (its EventSource reconnects and refetches).
    if (held.length >= MAX_HELD_EVENTS) return res.destroy();
    held.push(event);
  });
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), deps.heartbeatMs);
  const cleanup = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    deps.open.delete(end);
  };
  function end(last?: string) {
    if (last) write(last);
    cleanup();
    res.end();
  }
  deps.open.add(end);
  req.raw.on('close', cleanup);
  res.on('close', cleanup);
  // The browser may have gone while its audience was read: then 'close' has already fired.
  if (req.raw.socket?.destroyed) return cleanup();
  write(READY);
}
