// A live-update stream belongs to its session (docs/architecture.md#live-updates): it ends when the
// session ends and follows a student's transfer, so a signed-out or moved student hears nothing
// more of the class.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteTeacherSessions } from '../../src/server/auth/sessions';
import { createClass, createClassWithStudents, createTeacher } from '../../src/server/seed/factories';
import { currentPasswordHeader } from '../../src/shared/accounts/current-password';
import { call, registerTeacher, STRONG_PASSWORD } from '../support/accounts';
import { listen, openEventStream, type SseMessage, type SseStream } from '../support/sse-client';
import { createSecondApp, createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let base: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ eventsHeartbeatMs: 60_000 });
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

/**
 * Resolves true when the stream ends within `ms` — having said `event: ended` last, so the
 * browser does not reconnect with a dead cookie — and false when it does not end.
 */
const endsWithin = (stream: SseStream, ms = 3000) =>
  Promise.race([
    stream.ended.then(() => {
      expect(stream.messages.at(-1)?.event).toBe('ended');
      return true;
    }),
    new Promise<boolean>((r) => setTimeout(() => r(false), ms)),
  ]);

const about = (classId: number) => (m: SseMessage) =>
  m.event === 'message' && JSON.parse(m.data).classId === classId;

describe('a stream ends with its session', () => {
  it('on sign-out of that device, and only that device', async () => {
    const { cookie, payload } = await registerTeacher(t);
    const other = await call(t, 'POST', '/api/teachers/login', {
      payload: { email: payload.email, password: STRONG_PASSWORD },
    });
    const otherCookie = other.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const leaving = await connect(cookie);
    const staying = await connect(otherCookie);
    expect((await call(t, 'POST', '/api/auth/logout', { cookie })).statusCode).toBe(200);
    expect(await endsWithin(leaving)).toBe(true);
    expect(await endsWithin(staying, 300)).toBe(false);
  });

  it('on a password change (every other device too) and on account deletion', async () => {
    const { teacher, cookie, payload } = await registerTeacher(t);
    const stream = await connect(cookie);
    const changed = await call(t, 'PATCH', `/api/teachers/${teacher.id}/password`, {
      cookie,
      payload: { currentPassword: payload.password, newPassword: 'N3wPassword' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await endsWithin(stream)).toBe(true);

    const fresh = changed.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const again = await connect(fresh);
    const deleted = await call(t, 'DELETE', `/api/teachers/${teacher.id}`, {
      cookie: fresh,
      headers: currentPasswordHeader('N3wPassword'),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await endsWithin(again)).toBe(true);
  });

  it("on the student's deletion, and on their class's deletion", async () => {
    const db = t.database.db;
    const teacher = await createTeacher(db);
    const teacherCookie = await t.cookieFor({ kind: 'teacher', id: teacher.id });
    const { klass, students } = await createClassWithStudents(db, teacher.id, 2);
    const first = await connect(await t.cookieFor({ kind: 'student', id: students[0].id }));
    const second = await connect(await t.cookieFor({ kind: 'student', id: students[1].id }));
    const removed = await call(t, 'DELETE', `/api/students/${students[0].id}`, { cookie: teacherCookie });
    expect(removed.statusCode).toBe(200);
    expect(await endsWithin(first)).toBe(true);
    expect(await endsWithin(second, 300)).toBe(false);
    expect((await call(t, 'DELETE', `/api/classes/${klass.id}`, { cookie: teacherCookie })).statusCode).toBe(
      200,
    );
    expect(await endsWithin(second)).toBe(true);
  });
});

describe("a teacher's account deletion ends their students' sessions", () => {
  it("refuses the student's next request at once and ends the student's stream", async () => {
    const { teacher, cookie, payload } = await registerTeacher(t);
    const { students } = await createClassWithStudents(t.database.db, teacher.id, 1);
    const student = await t.cookieFor({ kind: 'student', id: students[0].id });
    // The session is cached now: only the deletion's announcement can make it forgotten in time.
    expect((await call(t, 'GET', '/api/skills', { cookie: student })).statusCode).toBe(200);
    const stream = await connect(student);
    const deleted = await call(t, 'DELETE', `/api/teachers/${teacher.id}`, {
      cookie,
      headers: currentPasswordHeader(payload.password),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/skills', { cookie: student })).statusCode).toBe(401);
    expect(await endsWithin(stream)).toBe(true);
  });
});

describe("a student's stream follows a transfer", () => {
  it('hears the new class and no longer the old one', async () => {
    const db = t.database.db;
    const teacher = await createTeacher(db);
    const teacherCookie = await t.cookieFor({ kind: 'teacher', id: teacher.id });
    const { klass: from, students } = await createClassWithStudents(db, teacher.id, 2);
    const to = await createClass(db, teacher.id);
    const stream = await connect(await t.cookieFor({ kind: 'student', id: students[0].id }));
    const moved = await call(t, 'PATCH', `/api/students/${students[0].id}/transfer`, {
      cookie: teacherCookie,
      payload: { classId: to.id },
    });
    expect(moved.statusCode).toBe(200);
    // Once it has followed, the stream says 'ready' again (the client refetches what it shows)...
    await expect
      .poll(() => stream.messages.filter((m) => m.event === 'ready').length, { timeout: 3000 })
      .toBe(2);
    t.app.deps.bus.publish({ topic: 'behaviors', classId: to.id });
    await stream.waitFor((m) => about(to.id)(m) && JSON.parse(m.data).topic === 'behaviors', 3000);
    // ...and one in the old class does not: a marker event sent after it arrives alone.
    const before = stream.messages.length;
    t.app.deps.bus.publish({ topic: 'behaviors', classId: from.id });
    t.app.deps.bus.publish({ topic: 'homework', classId: to.id });
    await stream.waitFor((m) => about(to.id)(m) && JSON.parse(m.data).topic === 'homework', 3000);
    const after = stream.messages.slice(before).filter((m) => m.event === 'message');
    expect(after.map((m) => JSON.parse(m.data))).toEqual([{ topic: 'homework', classId: to.id }]);
  });
});

describe("a child waiting to join is the teacher's business (decision 0164)", () => {
  it("the teacher's stream hears 'join-requests'; the class's children do not", async () => {
    const db = t.database.db;
    const teacher = await createTeacher(db);
    const { klass, students } = await createClassWithStudents(db, teacher.id, 1);
    const child = await connect(await t.cookieFor({ kind: 'student', id: students[0].id }));
    const teacherStream = await connect(await t.cookieFor({ kind: 'teacher', id: teacher.id }));
    const before = child.messages.length;
    // A real waiting join: a second child under the first one's name.
    const joined = await call(t, 'POST', '/api/students/access', {
      payload: {
        classCode: klass.classCode,
        firstName: students[0].firstName,
        lastName: students[0].lastName,
        email: 'namesake@example.org',
        password: STRONG_PASSWORD,
      },
    });
    expect(joined.statusCode, joined.body).toBe(202);
    await teacherStream.waitFor(
      (m) => about(klass.id)(m) && JSON.parse(m.data).topic === 'join-requests',
      3000,
    );
    // A marker sent after it reaches the child alone: the join request never did.
    t.app.deps.bus.publish({ topic: 'homework', classId: klass.id });
    await child.waitFor((m) => about(klass.id)(m) && JSON.parse(m.data).topic === 'homework', 3000);
    const heard = child.messages.slice(before).filter((m) => m.event === 'message');
    expect(heard.map((m) => JSON.parse(m.data))).toEqual([{ topic: 'homework', classId: klass.id }]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('across instances (PostgreSQL)', () => {
  it('a sign-out through another instance ends the stream', async () => {
    const second = await createSecondApp(t);
    try {
      const { cookie } = await registerTeacher(t);
      const stream = await connect(cookie);
      const res = await second.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(await endsWithin(stream)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('after the event connection comes back, every open stream rechecks its session', async () => {
    const { teacher, cookie } = await registerTeacher(t);
    const stream = await connect(cookie);
    // A sign-out whose notification was lost: the session row is gone, nobody was told.
    await deleteTeacherSessions(t.database.db, teacher.id);
    expect(await endsWithin(stream, 300)).toBe(false);
    const killed = await t.database.pool!.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN %'`,
    );
    expect(killed.rowCount).toBe(1);
    expect(await endsWithin(stream, 5000)).toBe(true);
  });
});
