import type pg from 'pg';
import { parseFigures, type StudentFigures } from '../../shared/events/figures';

/**
 * A small change notice: clients refetch what the topic names, or patch their caches with the
 * figures it carries (docs/architecture.md#live-updates).
 */
export interface ChangeEvent {
  topic: string;
  classId: number | null;
  /** Frequent writes (awards, homework, skills): each changed student's new figures. */
  students?: StudentFigures[];
  /** Topic 'sessions' only: whose sessions ended or changed (never sent to browsers). */
  teacherId?: number;
  studentId?: number;
  /** Topic 'sessions': a family's links or sessions changed (decision 0100). */
  familyId?: number;
}

export interface EventBus {
  /**
   * Never throws, and what it returns never rejects: a failed delivery must not fail the write
   * that announced it. It resolves once the event is on its way to every instance (PostgreSQL:
   * its NOTIFY committed), so a write may answer only after that: every instance then hears it
   * before any event of a later write (decision 0123).
   */
  publish(event: ChangeEvent): Promise<void>;
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  /** Idempotent. */
  close(): Promise<void>;
}

export interface BusLog {
  warn: (o: object, m: string) => void;
}

export function createLocalBus(log?: BusLog): EventBus {
  const listeners = new Set<(event: ChangeEvent) => void>();
  return {
    publish(event) {
      // A copy: a listener may unsubscribe (or subscribe another) while we deliver.
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (err) {
          // One broken listener (a stream that just died) must not starve the others, nor
          // throw into the request that published.
          log?.warn({ err }, 'event listener failed');
        }
      }
      return Promise.resolve();
    },
    subscribe(listener) {
      // A wrapper per subscription: the same function subscribed twice is two subscriptions.
      const one = (event: ChangeEvent) => listener(event);
      listeners.add(one);
      return () => void listeners.delete(one);
    },
    close: async () => listeners.clear(),
  };
}

const CHANNEL = 'remote_chalk_events';

function parseEvent(payload: string | undefined): ChangeEvent | null {
  if (!payload) return null;
  try {
    const { topic, classId, teacherId, studentId, familyId, students } = JSON.parse(
      payload,
    ) as Partial<ChangeEvent>;
    if (typeof topic !== 'string') return null;
    if (classId !== null && !Number.isInteger(classId)) return null;
    const figures = students === undefined ? null : parseFigures(students);
    return {
      topic,
      classId: classId ?? null,
      ...(figures && { students: figures }),
      ...(Number.isInteger(teacherId) && { teacherId }),
      ...(Number.isInteger(studentId) && { studentId }),
      ...(Number.isInteger(familyId) && { familyId }),
    };
  } catch {
    return null;
  }
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;

/**
 * The event as a NOTIFY payload. Figures too many to fit (a batch of hundreds) are left out:
 * the event still names what changed, and screens refetch it as they would without figures.
 */
function notifyPayload(e: ChangeEvent): string {
  const plain = {
    topic: e.topic,
    classId: e.classId,
    teacherId: e.teacherId,
    studentId: e.studentId,
    familyId: e.familyId,
  };
  if (!e.students) return JSON.stringify(plain);
  const full = JSON.stringify({ ...plain, students: e.students });
  return Buffer.byteLength(full) < MAX_PAYLOAD_BYTES ? full : JSON.stringify(plain);
}

export interface PgBusOptions {
  /** First reconnect delay after the LISTEN connection is lost; doubles up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * PostgreSQL LISTEN/NOTIFY: an award made through instance A reaches a projector connected to
 * instance B. Local listeners hear every event through the database, including their own
 * instance's, so there is one delivery path and no duplicates.
 *
 * One pooled connection is held for LISTEN. If it errors or ends (server restart, failover,
 * idle kill), it is destroyed and a new one LISTENs after a backoff; events published in the
 * gap are lost, and the clients' polling fallback (docs/architecture.md#live-updates) covers them.
 */
export async function createPgBus(pool: pg.Pool, log: BusLog, opts: PgBusOptions = {}): Promise<EventBus> {
  const retryMs = opts.retryMs ?? 250;
  const maxRetryMs = opts.maxRetryMs ?? 10_000;
  const local = createLocalBus(log);
  let closed = false;
  let closing: Promise<void> | undefined;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  /** The LISTEN connection, and how to give it back (an error destroys it). */
  let current: { client: pg.PoolClient; release(err?: Error): void } | undefined;

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== CHANNEL) return;
    const event = parseEvent(msg.payload);
    if (event) local.publish(event);
  };

  const scheduleReconnect = () => {
    if (closed || timer) return;
    const delay = Math.min(maxRetryMs, retryMs * 2 ** attempt++);
    timer = setTimeout(() => {
      timer = undefined;
      listen().catch((err) => {
        if (closed) return;
        log.warn({ err, attempt }, 'event bus reconnect failed');
        scheduleReconnect();
      });
    }, delay);
  };

  async function listen() {
    const client = await pool.connect();
    let released = false;
    const release = (err?: Error) => {
      if (released) return;
      released = true;
      client.off('notification', onNotification);
      if (current?.client === client) current = undefined;
      client.release(err);
    };
    const lost = (err?: Error) => {
      if (released) return;
      release(err ?? new Error('event bus connection ended'));
      if (closed) return;
      log.warn({ err }, 'event bus connection lost; reconnecting');
      scheduleReconnect();
    };
    // Stays attached after release: a late 'error' on a dead client must not crash the process.
    client.on('error', lost);
    client.on('end', () => lost());
    if (closed) return release();
    client.on('notification', onNotification);
    current = { client, release };
    try {
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      release(err as Error);
      throw err;
    }
    // Events published while no connection listened are lost: a 'sessions' event that names
    // nobody makes this instance forget every cached session (decision 0037) and every open
    // stream look its session up again, so a sign-out missed in the gap cannot outlive the
    // reconnect.
    if (reconnecting) local.publish({ topic: 'sessions', classId: null });
    reconnecting = true;
    attempt = 0;
  }

  let reconnecting = false;
  await listen();

  // Events published here are sent in order and in batches: while one NOTIFY statement is in
  // flight, later events queue and go together in the next one (one transaction, so Postgres
  // delivers them in this order). Separate pool.query calls could overtake each other.
  let queue: ChangeEvent[] = [];
  /** Resolve the publish() promises of the events queued, in step with `queue`. */
  let sent: (() => void)[] = [];
  let inflight: Promise<void> | undefined;
  const send = async (batch: ChangeEvent[]) => {
    try {
      const payloads = batch.map(notifyPayload);
      await pool.query('SELECT pg_notify($1, p) FROM unnest($2::text[]) AS t(p)', [CHANNEL, payloads]);
    } catch (err) {
      if (closed) return;
      // The database is unreachable: at least this instance's clients hear the changes.
      log.warn({ err }, 'event publish failed; delivered on this instance only');
      for (const event of batch) local.publish(event);
    }
  };
  const flush = () => {
    if (inflight || queue.length === 0) return;
    const batch = queue;
    const done = sent;
    queue = [];
    sent = [];
    inflight = send(batch).finally(() => {
      inflight = undefined;
      for (const resolve of done) resolve();
      flush();
    });
  };

  return {
    publish(event) {
      if (closing) return Promise.resolve();
      const published = new Promise<void>((resolve) => sent.push(resolve));
      queue.push(event);
      flush();
      return published;
    },
    subscribe: local.subscribe,
    close() {
      closing ??= (async () => {
        // Events already published still reach the other instances.
        while (inflight) await inflight;
        closed = true;
        clearTimeout(timer);
        await local.close();
        const conn = current;
        if (!conn) return;
        try {
          await conn.client.query(`UNLISTEN ${CHANNEL}`);
          conn.release();
        } catch (err) {
          conn.release(err as Error);
        }
      })();
      return closing;
    },
  };
}
