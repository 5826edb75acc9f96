import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../src/server/realtime/bus';
import { createClass, createClassWithStudents, createTeacher } from '../../src/server/seed/factories';
import { listen, openEventStream, type SseMessage, type SseStream } from '../support/sse-client';
import { createSecondApp, createTestApp, type TestContext } from '../support/test-app';

const pgLane = !!process.env.TEST_DATABASE_URL;
const isReady = (m: SseMessage) => m.event === 'ready';
const isData = (e: ChangeEvent) => (m: SseMessage) => m.event === 'message' && m.data === JSON.stringify(e);

let t: TestContext;
let base: string;
let cookies: { teacher: string; other: string; student: string };
let ids: { mine: number; mine2: number; theirs: number; teacher: number; other: number; student: number };
const streams: SseStream[] = [];

/** Opens a stream and waits for its `ready`, so later publishes cannot race the subscription. */
async function connect(cookie: string) {
  const stream = await openEventStream(base, cookie);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.waitFor(isReady);
  return stream;
}

beforeAll(async () => {
  t = await createTestApp({ eventsHeartbeatMs: 100 });
  base = await listen(t.app);
  const db = t.database.db;
  const teacher = await createTeacher(db);
  const other = await createTeacher(db);
  const mine = await createClassWithStudents(db, teacher.id, 2);
  const mine2 = await createClass(db, teacher.id);
  const theirs = await createClass(db, other.id);
  ids = {
    mine: mine.klass.id,
    mine2: mine2.id,
    theirs: theirs.id,
    teacher: teacher.id,
    other: other.id,
    student: mine.students[0].id,
  };
  cookies = {
    teacher: await t.cookieFor({ kind: 'teacher', id: teacher.id }),
    other: await t.cookieFor({ kind: 'teacher', id: other.id }),
    student: await t.cookieFor({ kind: 'student', id: ids.student }),
  };
});

afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

describe('GET /api/events', () => {
  it('answers 401 JSON when signed out, before any stream opens', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ message: 'Not signed in' });

    const stream = await openEventStream(base);
    expect(stream.status).toBe(401);
  });

  it('opens a stream with the SSE headers and a first `ready` event', async () => {
    const stream = await connect(cookies.teacher);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-cache');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.messages[0]).toEqual({ event: 'ready', data: '{}' });
  });

  it('sends heartbeat comments', async () => {
    const stream = await connect(cookies.teacher);
    await stream.waitFor((m) => m.event === 'comment' && m.data === 'heartbeat', 1000);
  });

  it("gives a teacher their own classes' events and nothing else", async () => {
    const stream = await connect(cookies.teacher);
    const { bus } = t.app.deps;
    bus.publish({ topic: 'behaviors', classId: ids.theirs });
    bus.publish({ topic: 'behaviors', classId: null });
    bus.publish({ topic: 'behaviors', classId: ids.mine });
    bus.publish({ topic: 'students', classId: ids.mine2 });
    await stream.waitFor(isData({ topic: 'students', classId: ids.mine2 }));
    // One bus, one connection: events arrive in order, so the last one proves the others' absence.
    expect(stream.data()).toEqual([
      { topic: 'behaviors', classId: ids.mine },
      { topic: 'students', classId: ids.mine2 },
    ]);
  });

  it('gives a student their own class only', async () => {
    const stream = await connect(cookies.student);
    const { bus } = t.app.deps;
    bus.publish({ topic: 'behaviors', classId: ids.mine2 });
    bus.publish({ topic: 'behaviors', classId: ids.theirs });
    bus.publish({ topic: 'behaviors', classId: ids.mine });
    await stream.waitFor(isData({ topic: 'behaviors', classId: ids.mine }));
    expect(stream.data()).toEqual([{ topic: 'behaviors', classId: ids.mine }]);
  });

  it("adds a class created after connecting to its teacher's stream, not to another's", async () => {
    const stream = await connect(cookies.teacher);
    const otherStream = await connect(cookies.other);
    const db = t.database.db;
    const { bus } = t.app.deps;
    const created = await createClass(db, ids.teacher);
    const foreign = await createClass(db, ids.other);
    bus.publish({ topic: 'classes', classId: foreign.id });
    bus.publish({ topic: 'behaviors', classId: foreign.id });
    bus.publish({ topic: 'classes', classId: created.id });
    bus.publish({ topic: 'behaviors', classId: created.id });
    await stream.waitFor(isData({ topic: 'behaviors', classId: created.id }));
    await otherStream.waitFor(isData({ topic: 'behaviors', classId: foreign.id }));
    // A marker after everything: once it arrives, every earlier event has been decided (the
    // stream keeps bus order), so what came before it is all that will.
    bus.publish({ topic: 'marker', classId: created.id });
    await stream.waitFor(isData({ topic: 'marker', classId: created.id }));
    expect(stream.data().slice(0, -1)).toEqual([
      { topic: 'classes', classId: created.id },
      { topic: 'behaviors', classId: created.id },
    ]);
    expect(otherStream.data()).toEqual([
      { topic: 'classes', classId: foreign.id },
      { topic: 'behaviors', classId: foreign.id },
    ]);
  });

  it('unsubscribes from the bus when the browser hangs up', async () => {
    const bus = t.app.deps.bus;
    const subscribe = bus.subscribe;
    let active = 0;
    bus.subscribe = (listener) => {
      active++;
      const off = subscribe(listener);
      return () => {
        active--;
        off();
      };
    };
    try {
      const a = await connect(cookies.teacher);
      const b = await connect(cookies.student);
      expect(active).toBe(2);
      a.close();
      b.close();
      await Promise.all([a.ended, b.ended]);
      await expect.poll(() => active, { timeout: 1000 }).toBe(0);
    } finally {
      bus.subscribe = subscribe;
    }
  });

  it('lets app.close() end open streams instead of waiting for them', async () => {
    const other = await createTestApp();
    const teacher = await createTeacher(other.database.db);
    const stream = await openEventStream(
      await listen(other.app),
      await other.cookieFor({ kind: 'teacher', id: teacher.id }),
    );
    await stream.waitFor(isReady);
    const closed = other.close().then(() => 'closed');
    const outcome = await Promise.race([closed, sleep(5000).then(() => 'hung')]);
    expect(outcome).toBe('closed');
    await stream.ended;
  });
});

describe.skipIf(!pgLane)('GET /api/events across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  it('delivers an award made through instance A to a stream on instance B within 1 s', async () => {
    const b = await createSecondApp(t);
    try {
      const stream = await openEventStream(await listen(b.app), cookies.teacher);
      await stream.waitFor(isReady);
      const started = Date.now();
      // A real award through instance A: the test stands or falls with the real path.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/behaviors/batch',
        headers: { cookie: cookies.teacher },
        payload: { studentIds: [ids.student], type: 'Hard Work', points: 2 },
      });
      expect(res.statusCode).toBe(201);
      // The new balance travels with it (decision 0038).
      const { behaviors, students } = res.json();
      const event = {
        topic: 'behaviors',
        classId: ids.mine,
        students: [{ id: ids.student, balance: students[0].balance, recordId: behaviors[0].id }],
      };
      await stream.waitFor((m) => m.event === 'message' && m.data === JSON.stringify(event), 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      stream.close();
      await stream.ended;
    } finally {
      await b.close();
    }
  });

  it('does not send another teacher’s class events across instances', async () => {
    const b = await createSecondApp(t);
    try {
      const stream = await openEventStream(await listen(b.app), cookies.other);
      await stream.waitFor(isReady);
      t.app.deps.bus.publish({ topic: 'behaviors', classId: ids.mine });
      t.app.deps.bus.publish({ topic: 'behaviors', classId: ids.theirs });
      await stream.waitFor(isData({ topic: 'behaviors', classId: ids.theirs }), 1000);
      expect(stream.data()).toEqual([{ topic: 'behaviors', classId: ids.theirs }]);
      stream.close();
    } finally {
      await b.close();
    }
  });
});
