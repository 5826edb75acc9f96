// A family's live-update stream (decision 0100): only its own children's figures travel on it, a
// removed link stops them at once, and the stream ends with the family's session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app';
import type { ChangeEvent } from '../../src/server/realtime/bus';
import { call } from '../support/accounts';
import { classroom } from '../support/classroom';
import { inviteFor, registerFamily } from '../support/families';
import { listen, openEventStream, type SseMessage, type SseStream } from '../support/sse-client';
import { createSecondApp, createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let base: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ eventsHeartbeatMs: 60_000, digestIntervalMs: 0 });
  base = await listen(t.app);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

async function connect(cookie: string) {
  const stream = await openEventStream(base, cookie);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.waitFor((m) => m.event === 'ready');
  return stream;
}

const ids = (m: SseMessage) =>
  m.event === 'message' ? ((JSON.parse(m.data).students ?? []) as { id: number }[]).map((s) => s.id) : [];
const mentions = (id: number) => (m: SseMessage) => ids(m).includes(id);

async function linkedFamily() {
  const room = await classroom(t, 3);
  const teacherCookie = await t.cookieFor({ kind: 'teacher', id: room.teacher.id });
  const otherCookie = await t.cookieFor({ kind: 'teacher', id: room.otherTeacher.id });
  const [child, classmate] = room.mine.students;
  const sibling = room.theirs.students[0];
  const fam = await registerFamily(t, await inviteFor(t, teacherCookie, child.id));
  const linked = await call(t, 'POST', '/api/families/children', {
    cookie: fam.cookie,
    payload: { code: await inviteFor(t, otherCookie, sibling.id) },
  });
  expect(linked.statusCode).toBe(201);
  const award = (cookie: string, studentIds: number[], points = 2) =>
    call(t, 'POST', '/api/behaviors/batch', { cookie, payload: { studentIds, type: 'Hard Work', points } });
  return { ...room, teacherCookie, otherCookie, child, classmate, sibling, fam, award };
}

describe("a family's stream", () => {
  it("carries its children's figures and nothing about any other child", async () => {
    const r = await linkedFamily();
    const stream = await connect(r.fam.cookie);
    // A classmate alone, then the class together, then a class rename: only the child's figures arrive.
    expect((await r.award(r.teacherCookie, [r.classmate.id])).statusCode).toBe(201);
    expect(
      (
        await r.award(
          r.teacherCookie,
          r.mine.students.map((s) => s.id),
          3,
        )
      ).statusCode,
    ).toBe(201);
    await call(t, 'PATCH', `/api/classes/${r.mine.klass.id}`, {
      cookie: r.teacherCookie,
      payload: { name: 'Renamed' },
    });
    expect((await r.award(r.otherCookie, [r.sibling.id])).statusCode).toBe(201);
    await stream.waitFor(mentions(r.sibling.id));
    const data = stream.data() as { topic: string; students: { id: number; balance: number }[] }[];
    expect(data).toEqual([
      {
        topic: 'behaviors',
        classId: r.mine.klass.id,
        students: [expect.objectContaining({ id: r.child.id, balance: 3 })],
      },
      {
        topic: 'behaviors',
        classId: r.theirs.klass.id,
        students: [expect.objectContaining({ id: r.sibling.id, balance: 2 })],
      },
    ]);
    const raw = stream.messages.map((m) => m.data).join('\n');
    for (const other of [r.classmate, ...r.mine.students.slice(2)])
      expect(raw).not.toContain(`"id":${other.id}`);
    expect(raw).not.toContain('Renamed');
  });

  it('stops carrying a child the moment the teacher removes the link', async () => {
    const r = await linkedFamily();
    const stream = await connect(r.fam.cookie);
    const removed = await call(t, 'DELETE', `/api/students/${r.child.id}/family/${r.fam.id}`, {
      cookie: r.teacherCookie,
    });
    expect(removed.statusCode).toBe(200);
    // The stream says "your children changed" (a second ready: refetch) ...
    await stream.waitFor(
      (m) => m.event === 'ready' && stream.messages.filter((x) => x.event === 'ready').length === 2,
    );
    // ... and from then on the removed child's awards do not travel; the sibling's still do.
    expect((await r.award(r.teacherCookie, [r.child.id])).statusCode).toBe(201);
    expect((await r.award(r.otherCookie, [r.sibling.id])).statusCode).toBe(201);
    await stream.waitFor(mentions(r.sibling.id));
    expect(stream.messages.some(mentions(r.child.id))).toBe(false);
  });

  it('stops carrying a deleted student, and ends when the family signs out', async () => {
    const r = await linkedFamily();
    const stream = await connect(r.fam.cookie);
    expect(
      (await call(t, 'DELETE', `/api/students/${r.child.id}`, { cookie: r.teacherCookie })).statusCode,
    ).toBe(200);
    await stream.waitFor(
      (m) => m.event === 'ready' && stream.messages.filter((x) => x.event === 'ready').length === 2,
    );
    expect((await call(t, 'POST', '/api/families/logout', { cookie: r.fam.cookie })).statusCode).toBe(200);
    await stream.ended;
    expect(stream.messages.at(-1)?.event).toBe('ended');
  });
});

/**
 * Holds this instance's database queries whose SQL matches (a stream's session lookup, the bus's
 * NOTIFY) until `open()`: whatever waits on them waits as long as the test likes, no clock involved.
 */
function holdQueries(app: App, sql: RegExp) {
  const pool = (app.deps.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const original = pool.query;
  const query = original.bind(pool);
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let reached!: () => void;
  const first = new Promise<void>((resolve) => {
    reached = resolve;
  });
  let held = 0;
  let failing = false;
  pool.query = async (...args: unknown[]) => {
    const config = args[0] as string | { text?: string };
    const text = typeof config === 'string' ? config : (config.text ?? '');
    if (sql.test(text)) {
      held++;
      reached();
      await opened;
      if (failing) throw new Error('connection terminated unexpectedly');
    }
    return query(...args);
  };
  return {
    open,
    /** Lets the held statements go on as a database that stopped answering: each one fails. */
    fail() {
      failing = true;
      open();
    },
    held: () => held,
    reached: first,
    /** Lets everything through and takes the hold away. */
    release() {
      open();
      pool.query = original;
    },
  };
}

/** Resolves with the first event this instance's bus delivers that matches. */
const heardOn = (app: App, match: (e: ChangeEvent) => boolean) =>
  new Promise<ChangeEvent>((resolve) => {
    const stop = app.deps.bus.subscribe((e) => {
      if (!match(e)) return;
      stop();
      resolve(e);
    });
  });

describe.skipIf(!process.env.TEST_DATABASE_URL)('across instances (PostgreSQL)', () => {
  it("never carries the child's figures on another instance once the unlink is answered", async () => {
    const r = await linkedFamily();
    const second = await createSecondApp(t);
    let gate: ReturnType<typeof holdQueries> | undefined;
    try {
      // The family's stream is open on the second instance; the teacher works through the first.
      const stream = await openEventStream(await listen(second.app), r.fam.cookie);
      streams.push(stream);
      expect(stream.status).toBe(200);
      await stream.waitFor((m) => m.event === 'ready');
      gate = holdQueries(second.app, /from "sessions"/);
      const childAward = heardOn(second.app, (e) => !!e.students?.some((f) => f.id === r.child.id));

      const removed = await call(t, 'DELETE', `/api/students/${r.child.id}/family/${r.fam.id}`, {
        cookie: r.teacherCookie,
      });
      expect(removed.statusCode).toBe(200);
      // Answered: from here on nothing about the child may reach the family. The next award's
      // event reaches the second instance while its stream is still rechecking (held at the gate).
      expect((await r.award(r.teacherCookie, [r.child.id])).statusCode).toBe(201);
      await childAward;
      expect(gate.held()).toBeGreaterThan(0);
      gate.open();

      // The recheck ends ("your children changed"), and the sibling's next award still arrives.
      await stream.waitFor(
        (m) => m.event === 'ready' && stream.messages.filter((x) => x.event === 'ready').length === 2,
      );
      expect((await r.award(r.otherCookie, [r.sibling.id])).statusCode).toBe(201);
      await stream.waitFor(mentions(r.sibling.id));
      expect(stream.messages.filter(mentions(r.child.id))).toEqual([]);
    } finally {
      gate?.release();
      await second.close();
    }
  });

  it('hangs up, delivering nothing held, when the recheck cannot reach the database', async () => {
    const r = await linkedFamily();
    const second = await createSecondApp(t);
    let gate: ReturnType<typeof holdQueries> | undefined;
    try {
      const stream = await openEventStream(await listen(second.app), r.fam.cookie);
      streams.push(stream);
      await stream.waitFor((m) => m.event === 'ready');
      gate = holdQueries(second.app, /from "sessions"/);
      const childAward = heardOn(second.app, (e) => !!e.students?.some((f) => f.id === r.child.id));
      const removed = await call(t, 'DELETE', `/api/students/${r.child.id}/family/${r.fam.id}`, {
        cookie: r.teacherCookie,
      });
      expect(removed.statusCode).toBe(200);
      expect((await r.award(r.teacherCookie, [r.child.id])).statusCode).toBe(201);
      await childAward;
      expect(gate.held()).toBeGreaterThan(0);
      // The lookup fails: the stream may not fall back on its old audience (the child included).
      gate.fail();
      await stream.ended;
      expect(stream.messages.filter(mentions(r.child.id))).toEqual([]);
    } finally {
      gate?.release();
      await second.close();
    }
  });

  it('answers the unlink only once its notice is on its way to every instance', async () => {
    const r = await linkedFamily();
    const second = await createSecondApp(t);
    const notify = holdQueries(t.app, /pg_notify/);
    try {
      let answered = false;
      const removing = call(t, 'DELETE', `/api/students/${r.child.id}/family/${r.fam.id}`, {
        cookie: r.teacherCookie,
      }).then((res) => {
        answered = true;
        return res;
      });
      // The first instance is sending the notice (held). Meanwhile the teacher's award through
      // the second instance goes out and is heard there: an award the family's streams may
      // still see, because the unlink has not been answered.
      await notify.reached;
      const secondCookie = await t.cookieFor({ kind: 'teacher', id: r.teacher.id });
      const heard = heardOn(second.app, (e) => e.topic === 'behaviors');
      const award = await second.app.inject({
        method: 'POST',
        url: '/api/behaviors/batch',
        headers: { cookie: secondCookie },
        payload: { studentIds: [r.child.id], type: 'Hard Work', points: 1 },
      });
      expect(award.statusCode).toBe(201);
      await heard;
      expect(answered).toBe(false);
      const sessionsHeard = heardOn(second.app, (e) => e.topic === 'sessions' && e.familyId === r.fam.id);
      notify.open();
      expect((await removing).statusCode).toBe(200);
      await sessionsHeard;
    } finally {
      notify.release();
      await second.close();
    }
  });
});
