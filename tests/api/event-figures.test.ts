// Live updates carry the change (docs/architecture.md#live-updates, decision 0038): award, homework and skill
// events carry each student's new figures, narrowed to what each stream may see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassWithStudents, createTeacher } from '../../src/server/seed/factories';
import type { StudentFigures } from '../../src/shared/events/figures';
import { listen, openEventStream, type SseMessage, type SseStream } from '../support/sse-client';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let base: string;
const streams: SseStream[] = [];
let classId: number;
let teacherCookie: string;
let ids: number[];
let screens: { teacher: SseStream; projector: SseStream; kidProjector: SseStream; kids: SseStream[] };

interface Message {
  topic: string;
  classId: number;
  students?: StudentFigures[];
}

async function connect(cookie: string, path?: string) {
  const stream = await openEventStream(base, cookie, path);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.waitFor((m) => m.event === 'ready');
  return stream;
}

const post = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
  const res = await t.app.inject({ method, url, payload, headers: { cookie: teacherCookie } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};

/** The next message of `topic` on every screen, after the marker count each had before. */
async function next(topic: string, before: Map<SseStream, number>): Promise<Map<SseStream, Message>> {
  const out = new Map<SseStream, Message>();
  for (const [stream, seen] of before) {
    const isIt = (m: SseMessage) => m.event === 'message' && JSON.parse(m.data).topic === topic;
    await expect.poll(() => stream.messages.slice(seen).some(isIt), { timeout: 3000 }).toBe(true);
    out.set(stream, JSON.parse((stream.messages.slice(seen).find(isIt) as SseMessage).data));
  }
  return out;
}
const marks = () => new Map(streams.map((s) => [s, s.messages.length]));

beforeAll(async () => {
  t = await createTestApp({ eventsHeartbeatMs: 60_000 });
  base = await listen(t.app);
  const db = t.database.db;
  const teacher = await createTeacher(db);
  const { klass, students } = await createClassWithStudents(db, teacher.id, 3);
  classId = klass.id;
  ids = students.map((s) => s.id);
  teacherCookie = await t.cookieFor({ kind: 'teacher', id: teacher.id });
  const kidCookies = await Promise.all(ids.map((id) => t.cookieFor({ kind: 'student', id })));
  screens = {
    teacher: await connect(teacherCookie),
    projector: await connect(teacherCookie, '/api/events?view=projector'),
    kidProjector: await connect(kidCookies[2], '/api/events?view=projector'),
    kids: await Promise.all(kidCookies.map((c) => connect(c))),
  };
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

describe('an award carries the new balances', () => {
  it('to the teacher all, to each child only their own, to the projector no negative', async () => {
    const before = marks();
    // Student 0 goes to -3, student 1 to +2 (the batch is one call per sign); student 2 is untouched.
    const down = await post('POST', '/api/behaviors', { studentId: ids[0], type: 'Talking', points: -3 });
    const got = await next('behaviors', before);
    const recordId = down.behaviors[0].id;
    expect(got.get(screens.teacher)).toEqual({
      topic: 'behaviors',
      classId,
      students: [{ id: ids[0], balance: -3, recordId }],
    });
    expect(got.get(screens.kids[0])?.students).toEqual([{ id: ids[0], balance: -3, recordId }]);
    // Nothing of theirs changed: an empty list, so their screens refetch nothing.
    expect(got.get(screens.kids[1])?.students).toEqual([]);
    expect(got.get(screens.kids[2])?.students).toEqual([]);
    // The negative balance never reaches a wall display, by teacher or by student.
    expect(got.get(screens.projector)).toEqual({ topic: 'behaviors', classId, students: [] });
    expect(got.get(screens.kidProjector)).toEqual({ topic: 'behaviors', classId, students: [] });

    const again = marks();
    await post('POST', '/api/behaviors/batch', { studentIds: [ids[0], ids[1]], type: 'Teamwork', points: 2 });
    const second = await next('behaviors', again);
    expect(second.get(screens.teacher)?.students?.map(({ id, balance }) => ({ id, balance }))).toEqual([
      { id: ids[0], balance: -1 },
      { id: ids[1], balance: 2 },
    ]);
    expect(second.get(screens.kids[1])?.students?.map((s) => s.id)).toEqual([ids[1]]);
    expect(second.get(screens.projector)?.students).toEqual([{ id: ids[1], balance: 2 }]);
  });

  it('no projector message ever held a negative number or a private figure', () => {
    for (const stream of [screens.projector, screens.kidProjector]) {
      for (const m of stream.messages.filter((x) => x.event === 'message')) {
        const { students = [] } = JSON.parse(m.data) as Message;
        for (const s of students) {
          expect(Object.keys(s).sort()).toEqual(['balance', 'id']);
          expect(s.balance).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });
});

describe('homework and skills carry their figures', () => {
  it('homework: the new score to the teacher and the child, none to the projector', async () => {
    const before = marks();
    await post('PATCH', `/api/students/${ids[1]}/homework`, { points: 40 });
    const got = await next('homework', before);
    expect(got.get(screens.teacher)?.students).toEqual([{ id: ids[1], hwScore: 40 }]);
    expect(got.get(screens.kids[1])?.students).toEqual([{ id: ids[1], hwScore: 40 }]);
    expect(got.get(screens.kids[0])?.students).toEqual([]);
    expect(got.get(screens.projector)).toEqual({ topic: 'homework', classId });
  });

  it('skills: the new points per skill, a class award included', async () => {
    const before = marks();
    await post('PATCH', `/api/students/${ids[2]}/skills/1`, { points: 3 });
    const got = await next('skills', before);
    expect(got.get(screens.teacher)?.students).toEqual([{ id: ids[2], skills: [{ skillId: 1, points: 3 }] }]);
    expect(got.get(screens.kids[2])?.students).toEqual([{ id: ids[2], skills: [{ skillId: 1, points: 3 }] }]);
    expect(got.get(screens.kids[0])?.students).toEqual([]);
    expect(got.get(screens.kidProjector)).toEqual({ topic: 'skills', classId });

    const again = marks();
    await post('POST', `/api/classes/${classId}/skills/2/award`, { points: 1 });
    const whole = await next('skills', again);
    expect(whole.get(screens.teacher)?.students).toEqual(
      ids.map((id) => ({ id, skills: [{ skillId: 2, points: 1 }] })),
    );
    expect(whole.get(screens.kids[0])?.students).toEqual([
      { id: ids[0], skills: [{ skillId: 2, points: 1 }] },
    ]);
  });
});

describe('GET /api/events?view=', () => {
  it('refuses an unknown view with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/events?view=everything',
      headers: { cookie: teacherCookie },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('through PostgreSQL NOTIFY', () => {
  it('figures too many for one notice are left out, and the notice still arrives', async () => {
    const before = marks();
    const students = Array.from({ length: 400 }, (_, i) => ({ id: 1_000_000 + i, balance: i, recordId: i }));
    t.app.deps.bus.publish({ topic: 'behaviors', classId, students });
    const got = await next('behaviors', new Map([[screens.teacher, before.get(screens.teacher) ?? 0]]));
    expect(got.get(screens.teacher)).toEqual({ topic: 'behaviors', classId });
  });
});
