// Sessions resolve from an in-process cache (decision 0037): a hot read costs one query, and a
// session that ends stops working on every instance within a second.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/server/app';
import { createClassWithStudents, createTeacher } from '../../src/server/seed/factories';
import { currentPasswordHeader } from '../../src/shared/accounts/current-password';
import { call, registerTeacher, STRONG_PASSWORD } from '../support/accounts';
import { countQueries } from '../support/classroom';
import { createSecondApp, createTestApp, sessionCookie, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Another instance on the same database and bus: on PostgreSQL its own pool and LISTEN/NOTIFY
 * bus; on PGlite an app sharing the database and the in-process bus.
 */
async function secondInstance(): Promise<{ app: App; close(): Promise<void> }> {
  if (t.databaseUrl) return createSecondApp(t);
  const { bus } = t.app.deps;
  const app = await buildApp({
    config: t.app.deps.config,
    database: t.database,
    // Its close must not close the first app's bus.
    bus: { publish: bus.publish, subscribe: bus.subscribe, close: async () => {} },
    mailer: { send: async () => {} },
    logger: false,
  });
  await app.ready();
  return { app, close: () => app.close() };
}

const status = async (app: App, url: string, cookie: string) =>
  (await app.inject({ method: 'GET', url, headers: { cookie } })).statusCode;

/** Polls until `url` answers 401 through `app`; returns how long that took (fails after 1 s). */
async function refusedWithin(app: App, url: string, cookie: string) {
  const start = Date.now();
  while ((await status(app, url, cookie)) !== 401) {
    if (Date.now() - start > 1_000) throw new Error(`${url} still answers after 1 s`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - start;
}

describe('hot reads and the award cost one query once the session is known', () => {
  it('two queries on first sight of a session, then one', async () => {
    const db = t.database.db;
    const teacher = await createTeacher(db);
    const { klass, students } = await createClassWithStudents(db, teacher.id, 30);
    const asTeacher = (method: 'GET' | 'POST', url: string, payload?: object) => async () => {
      const res = await t.app.inject({ method, url, payload, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(method === 'GET' ? 200 : 201);
    };
    const cookie = await t.cookieFor({ kind: 'teacher', id: teacher.id });
    const roster = asTeacher('GET', `/api/students?classId=${klass.id}`);
    const leaderboard = asTeacher('GET', `/api/leaderboard?classId=${klass.id}`);
    const award = asTeacher('POST', '/api/behaviors/batch', {
      studentIds: students.map((s) => s.id),
      type: 'Teamwork',
      points: 1,
    });
    const warm = async (fn: () => Promise<void>) => {
      await fn();
      return countQueries(t, fn, { sessionsCached: true });
    };
    // First sight: the session lookup and the data.
    expect(await countQueries(t, roster)).toBe(2);
    // Known: the data alone (the ownership check is folded into it).
    expect(await warm(roster)).toBe(1);
    expect(await warm(leaderboard)).toBe(1);
    expect(await warm(asTeacher('GET', '/api/leaderboard'))).toBe(1);
    // On PostgreSQL the award's change event is also a NOTIFY, sent after commit in the
    // background; countQueries leaves the bus's NOTIFY out, so both databases count one.
    expect(await warm(award)).toBe(1);
  });

  it('a student reading their own record costs one query too', async () => {
    const db = t.database.db;
    const teacher = await createTeacher(db);
    const { students } = await createClassWithStudents(db, teacher.id, 2);
    const cookie = await t.cookieFor({ kind: 'student', id: students[0].id });
    expect(await status(t.app, '/api/students', cookie)).toBe(200);
    const n = await countQueries(t, () => status(t.app, '/api/students', cookie), { sessionsCached: true });
    expect(n).toBe(1);
  });
});

describe.skipIf(!!process.env.TEST_DATABASE_URL)('the session lookup', () => {
  // PGlite is one database session, so its prepared statements are all in sight here (on
  // PostgreSQL each pooled connection has its own).
  it('is a prepared statement: parsed and planned once, not built and planned on every cache miss', async () => {
    const teacher = await createTeacher(t.database.db);
    const cookie = await t.cookieFor({ kind: 'teacher', id: teacher.id });
    t.app.deps.sessionCache.forget({ classId: null });
    expect(await status(t.app, '/api/classes', cookie)).toBe(200);
    const named = (await t.database.db.execute(
      sql`select name from pg_prepared_statements where name like 'session%'`,
    )) as unknown as { rows: { name: string }[] };
    expect(named.rows.map((r) => r.name)).toEqual(['session_by_digest_default']);
  });
});

describe('a session that ends stops working at once, on every instance', () => {
  it('sign-out through one instance: the other refuses within a second', async () => {
    const second = await secondInstance();
    try {
      const { cookie } = await registerTeacher(t);
      // Both instances have the session cached.
      expect(await status(t.app, '/api/classes', cookie)).toBe(200);
      expect(await status(second.app, '/api/classes', cookie)).toBe(200);
      const out = await second.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      expect(out.statusCode).toBe(200);
      // The instance that signed out refuses the very next request.
      expect(await status(second.app, '/api/classes', cookie)).toBe(401);
      expect(await refusedWithin(t.app, '/api/classes', cookie)).toBeLessThan(1_000);
    } finally {
      await second.close();
    }
  });

  it('a password change signs out every other device, on every instance', async () => {
    const second = await secondInstance();
    try {
      const { teacher, cookie, payload } = await registerTeacher(t);
      const login = await call(t, 'POST', '/api/teachers/login', {
        payload: { email: payload.email, password: STRONG_PASSWORD },
      });
      const laptop = sessionCookie(login);
      expect(await status(second.app, '/api/classes', laptop)).toBe(200);
      const changed = await call(t, 'PATCH', `/api/teachers/${teacher.id}/password`, {
        cookie,
        payload: { currentPassword: STRONG_PASSWORD, newPassword: 'N3wPassword' },
      });
      expect(changed.statusCode).toBe(200);
      expect(await status(t.app, '/api/classes', laptop)).toBe(401);
      expect(await refusedWithin(second.app, '/api/classes', laptop)).toBeLessThan(1_000);
      // The device that changed it carries on with its new session.
      expect(await status(second.app, '/api/classes', sessionCookie(changed))).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('account deletion, on every instance', async () => {
    const second = await secondInstance();
    try {
      const { teacher, cookie } = await registerTeacher(t);
      expect(await status(second.app, '/api/classes', cookie)).toBe(200);
      const gone = await call(t, 'DELETE', `/api/teachers/${teacher.id}`, {
        cookie,
        headers: currentPasswordHeader(STRONG_PASSWORD),
      });
      expect(gone.statusCode).toBe(200);
      expect(await refusedWithin(second.app, '/api/classes', cookie)).toBeLessThan(1_000);
    } finally {
      await second.close();
    }
  });

  it("a student's removal, their class's deletion, and a transfer", async () => {
    const second = await secondInstance();
    try {
      const db = t.database.db;
      const teacher = await createTeacher(db);
      const teacherCookie = await t.cookieFor({ kind: 'teacher', id: teacher.id });
      const { klass, students } = await createClassWithStudents(db, teacher.id, 3);
      const { klass: other } = await createClassWithStudents(db, teacher.id, 0);
      const [removed, moved, stays] = await Promise.all(
        students.map((s) => t.cookieFor({ kind: 'student', id: s.id })),
      );
      for (const cookie of [removed, moved, stays]) {
        expect(await status(second.app, '/api/students', cookie)).toBe(200);
      }
      const asTeacher = (method: 'DELETE' | 'PATCH', url: string, payload?: object) =>
        t.app.inject({ method, url, payload, headers: { cookie: teacherCookie } });

      expect((await asTeacher('DELETE', `/api/students/${students[0].id}`)).statusCode).toBe(200);
      expect(await refusedWithin(second.app, '/api/students', removed)).toBeLessThan(1_000);

      // A transfer keeps the session, and its class follows at once (the principal carries it).
      const transfer = await asTeacher('PATCH', `/api/students/${students[1].id}/transfer`, {
        classId: other.id,
      });
      expect(transfer.statusCode).toBe(200);
      await expect
        .poll(
          async () =>
            (
              await second.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: moved } })
            ).json().class?.id,
          { timeout: 1_000, interval: 10 },
        )
        .toBe(other.id);

      expect((await asTeacher('DELETE', `/api/classes/${klass.id}`)).statusCode).toBe(200);
      expect(await refusedWithin(second.app, '/api/students', stays)).toBeLessThan(1_000);
      expect(await status(second.app, '/api/students', moved)).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('signing in on a browser ends the session it had before', async () => {
    const first = await registerTeacher(t);
    const second = await registerTeacher(t);
    expect(await status(t.app, '/api/classes', first.cookie)).toBe(200);
    const res = await call(t, 'POST', '/api/teachers/login', {
      cookie: first.cookie,
      payload: { email: second.payload.email, password: STRONG_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(await status(t.app, '/api/classes', first.cookie)).toBe(401);
  });
});
