// A family's live-update stream (issue 25): only its own children's figures travel on it, a
// removed link stops them at once, and the stream ends with the family's session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/accounts';
import { classroom } from '../support/classroom';
import { inviteFor, registerFamily } from '../support/families';
import { listen, openEventStream, type SseMessage, type SseStream } from '../support/sse-client';
import { createTestApp, type TestContext } from '../support/test-app';

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
