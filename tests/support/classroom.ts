// Shared setup for the classroom API tests (classes, students, behaviours): two teachers with a
// class each, sessions for both and for one student, and a terse request helper.
import type { InjectOptions } from 'fastify';
import type { ChangeEvent } from '../../src/server/realtime/bus';
import { createClassWithStudents, createTeacher } from '../../src/server/seed/factories';
import type { TestContext } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `req('POST', '/api/x', body)` as the given session (none: signed out). */
export const requester =
  (t: TestContext, cookie?: string) => (method: Method, url: string, payload?: InjectOptions['payload']) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

export async function classroom(t: TestContext, size = 3) {
  const db = t.database.db;
  const teacher = await createTeacher(db);
  const otherTeacher = await createTeacher(db);
  const mine = await createClassWithStudents(db, teacher.id, size);
  const theirs = await createClassWithStudents(db, otherTeacher.id, 2);
  const teacherCookie = await t.cookieFor({ kind: 'teacher', id: teacher.id });
  const otherCookie = await t.cookieFor({ kind: 'teacher', id: otherTeacher.id });
  const studentCookie = await t.cookieFor({ kind: 'student', id: mine.students[0].id });
  return {
    teacher,
    otherTeacher,
    mine,
    theirs,
    asTeacher: requester(t, teacherCookie),
    asOther: requester(t, otherCookie),
    asStudent: requester(t, studentCookie),
    anonymous: requester(t),
  };
}

/**
 * How many SQL statements the database client ran while `fn` did its work. Sessions are
 * resolved as on first sight (the cache emptied first), so a count includes each request's
 * session lookup and does not depend on what ran before; `sessionsCached` keeps the cache, to
 * count what a request costs once its session is known (decision 0037).
 */
export async function countQueries(
  t: TestContext,
  fn: () => Promise<unknown>,
  { sessionsCached = false } = {},
): Promise<number> {
  if (!sessionsCached) t.app.deps.sessionCache.forget({ classId: null });
  // Every statement passes one of these: the pool's or PGlite's query, or (prepared hot reads on
  // PGlite, src/server/db/pglite-named.ts) PGlite's execProtocol, once per run.
  const client = (t.database.pool ?? (t.database.db as unknown as { $client: object }).$client) as Record<
    string,
    (...args: unknown[]) => unknown
  >;
  const methods = ['query', 'execProtocol'].filter((m) => typeof client[m] === 'function');
  const originals = methods.map((m) => client[m]);
  let count = 0;
  methods.forEach((m, i) => {
    client[m] = function (this: unknown, ...args: unknown[]) {
      // The event bus's NOTIFY for an earlier write is sent in the background and may land in
      // this window on PostgreSQL: it is not a statement of the request being measured.
      if (!isBusNotify(args[0])) count++;
      return originals[i].apply(this, args);
    };
  });
  try {
    await fn();
  } finally {
    methods.forEach((m, i) => {
      client[m] = originals[i];
    });
  }
  return count;
}

function isBusNotify(statement: unknown): boolean {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' && text.includes('pg_notify(');
}

/** Records bus events from now on; `expectEvent` waits briefly (a PostgreSQL bus is async). */
export function recordEvents(t: TestContext) {
  const events: ChangeEvent[] = [];
  const stop = t.app.deps.bus.subscribe((e) => events.push(e));
  return {
    events,
    async expectEvent(match: ChangeEvent) {
      const found = () => events.some((e) => e.topic === match.topic && e.classId === match.classId);
      for (let waited = 0; !found() && waited < 2000; waited += 20)
        await new Promise((r) => setTimeout(r, 20));
      stop();
      if (!found()) throw new Error(`no ${match.topic} event for class ${match.classId}`);
    },
  };
}
