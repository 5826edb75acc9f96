import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpired } from '../../src/server/app';
import {
  behaviors,
  homeworkEntries,
  idempotencyKeys,
  studentSkills,
  students,
} from '../../src/server/db/schema';
import { createClassWithStudents, createTeacher } from '../../src/server/seed/factories';
import { createSecondApp, createTestApp, type TestContext } from '../support/test-app';

// Writes sent with an `Idempotency-Key` (the offline queue's, decision 0096) apply once: a
// repeat, sequential or at the same instant, answers the first status and body and changes
// nothing; the same key with another request is a 422; keys are per account and kept 24 hours.

let t: TestContext;
let teacher: string;
let otherTeacher: string;
let studentCookie: string;
let classId: number;
let ids: number[];
let otherIds: number[];
let skillId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [a, b] = [await createTeacher(db), await createTeacher(db)];
  const mine = await createClassWithStudents(db, a.id, 3);
  const theirs = await createClassWithStudents(db, b.id, 2);
  classId = mine.klass.id;
  ids = mine.students.map((s) => s.id);
  otherIds = theirs.students.map((s) => s.id);
  teacher = await t.cookieFor({ kind: 'teacher', id: a.id });
  otherTeacher = await t.cookieFor({ kind: 'teacher', id: b.id });
  studentCookie = await t.cookieFor({ kind: 'student', id: ids[0] });
  const skills = await t.app.inject({ method: 'GET', url: '/api/skills', headers: { cookie: teacher } });
  skillId = skills.json()[0].id;
});
afterAll(() => t.close());

let keyCount = 0;
const newKey = () => `test-key-${++keyCount}-${Date.now()}`;

const post = (url: string, payload: object, key: string | undefined, cookie: string | null = teacher) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...(cookie && { cookie }), ...(key !== undefined && { 'idempotency-key': key }) },
  });

/** Everything a write could move: balances, homework scores, record counts and skill points. */
async function snapshot() {
  const db = t.database.db;
  const rows = await db
    .select({ id: students.id, balance: students.balance, hwScore: students.hwScore })
    .from(students)
    .orderBy(students.id);
  const [{ n: records }] = await db.select({ n: sql<number>`count(*)::int` }).from(behaviors);
  const [{ n: entries }] = await db.select({ n: sql<number>`count(*)::int` }).from(homeworkEntries);
  const skills = await db
    .select()
    .from(studentSkills)
    .orderBy(studentSkills.studentId, studentSkills.skillId);
  return { rows, records, entries, skills };
}

/** Balance and hwScore equal the sums of their records (docs/architecture.md#data-rules). */
async function expectTotalsEqualRecords() {
  const result = await t.database.db.execute(sql`
    select s.id, s.balance, s.hw_score,
      coalesce((select sum(points) from behaviors b where b.student_id = s.id), 0)::int as records,
      coalesce((select sum(points) from homework_entries h where h.student_id = s.id), 0)::int as entries
    from students s`);
  const rows = (
    result as unknown as { rows: { balance: number; hw_score: number; records: number; entries: number }[] }
  ).rows;
  for (const r of rows) {
    expect(Number(r.balance)).toBe(Number(r.records));
    expect(Number(r.hw_score)).toBe(Number(r.entries));
  }
}

const writes = () => [
  {
    name: 'POST /api/behaviors',
    url: '/api/behaviors',
    body: { studentId: ids[0], type: 'Helping Others', points: 2 },
    other: { studentId: ids[0], type: 'Helping Others', points: 3 },
    status: 201,
  },
  {
    name: 'POST /api/behaviors/batch',
    url: '/api/behaviors/batch',
    body: { studentIds: ids, type: 'On Task', points: 1 },
    other: { studentIds: ids.slice(0, 2), type: 'On Task', points: 1 },
    status: 201,
  },
  {
    name: 'POST /api/homework/batch',
    url: '/api/homework/batch',
    body: { entries: ids.map((studentId) => ({ studentId, points: 3, description: 'Homework: Done' })) },
    other: { entries: [{ studentId: ids[0], points: 1 }] },
    status: 200,
  },
  {
    name: 'POST /api/skills/changes',
    url: '/api/skills/changes',
    body: { changes: ids.map((studentId) => ({ studentId, skillId, points: 2 })) },
    other: { changes: [{ studentId: ids[1], skillId, points: 2 }] },
    status: 200,
  },
  {
    name: 'POST /api/classes/:id/skills/:skillId/award',
    url: `/api/classes/${classId}/skills/${skillId}/award`,
    body: { points: 1 },
    other: { points: 2 },
    status: 200,
  },
];

describe.each([0, 1, 2, 3, 4])('an idempotent write (%i)', (i) => {
  const w = () => writes()[i];

  it('applies once when the same key comes twice, answering the same status and body', async () => {
    const key = newKey();
    const before = await snapshot();
    const first = await post(w().url, w().body, key);
    expect(first.statusCode, first.body).toBe(w().status);
    const applied = await snapshot();
    expect(applied).not.toEqual(before);
    const repeat = await post(w().url, w().body, key);
    expect(repeat.statusCode).toBe(w().status);
    expect(repeat.json()).toEqual(first.json());
    expect(await snapshot()).toEqual(applied);
    await expectTotalsEqualRecords();
  });

  it('applies once when the same key comes twice at the same time', async () => {
    const key = newKey();
    const before = await snapshot();
    const [a, b] = await Promise.all([post(w().url, w().body, key), post(w().url, w().body, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([w().status, w().status]);
    expect(b.json()).toEqual(a.json());
    // Exactly what one request without a key would have done.
    const once = await snapshot();
    const plain = await post(w().url, w().body, undefined);
    expect(plain.statusCode).toBe(w().status);
    const twice = await snapshot();
    expect(once).not.toEqual(before);
    expect(twice.records - once.records).toBe(once.records - before.records);
    expect(twice.entries - once.entries).toBe(once.entries - before.entries);
    await expectTotalsEqualRecords();
  });

  it('refuses the same key with a different body (422) and changes nothing', async () => {
    const key = newKey();
    expect((await post(w().url, w().body, key)).statusCode).toBe(w().status);
    const before = await snapshot();
    const res = await post(w().url, w().other, key);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('Idempotency-Key', () => {
  it('costs nothing without the header: no key is stored', async () => {
    const before = await t.database.db.select().from(idempotencyKeys);
    expect(
      (await post('/api/behaviors/batch', { studentIds: ids, type: 'On Task', points: 1 }, undefined))
        .statusCode,
    ).toBe(201);
    expect(await t.database.db.select().from(idempotencyKeys)).toHaveLength(before.length);
  });

  it('refuses the same key on another endpoint (422)', async () => {
    const key = newKey();
    expect((await post('/api/behaviors', { studentId: ids[0], type: 'A', points: 1 }, key)).statusCode).toBe(
      201,
    );
    const before = await snapshot();
    const res = await post('/api/behaviors/batch', { studentIds: [ids[0]], type: 'A', points: 1 }, key);
    expect(res.statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it("keeps each account's keys apart: another teacher's same key applies to their students", async () => {
    const key = newKey();
    const mine = await post('/api/behaviors/batch', { studentIds: [ids[0]], type: 'A', points: 1 }, key);
    const theirs = await post(
      '/api/behaviors/batch',
      { studentIds: [otherIds[0]], type: 'A', points: 1 },
      key,
      otherTeacher,
    );
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().students).toEqual([expect.objectContaining({ id: otherIds[0] })]);
    // Nor can the other teacher read my answer with my key and my body: it is applied for them,
    // which their ownership check refuses (404), and nothing is stored for them.
    const probe = await post(
      '/api/behaviors/batch',
      { studentIds: [ids[0]], type: 'A', points: 1 },
      key,
      otherTeacher,
    );
    expect(probe.statusCode).toBe(422);
    const otherProbe = newKey();
    const denied = await post(
      '/api/behaviors/batch',
      { studentIds: [ids[0]], type: 'A', points: 1 },
      otherProbe,
      otherTeacher,
    );
    expect(denied.statusCode).toBe(404);
  });

  it('stores nothing for a refused write: the key stays free (404 then a valid request applies)', async () => {
    const key = newKey();
    const refused = await post(
      '/api/behaviors/batch',
      { studentIds: [otherIds[0]], type: 'A', points: 1 },
      key,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Student not found');
    const rows = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(0);
    expect(
      (await post('/api/behaviors/batch', { studentIds: [ids[0]], type: 'A', points: 1 }, key)).statusCode,
    ).toBe(201);
  });

  it('checks who is asking first: 401 signed out, 403 a student, with a key', async () => {
    const before = await snapshot();
    const body = { studentIds: [ids[0]], type: 'A', points: 1 };
    expect((await post('/api/behaviors/batch', body, newKey(), null)).statusCode).toBe(401);
    expect((await post('/api/behaviors/batch', body, newKey(), studentCookie)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(201)],
    ['with a space', 'a b'],
  ])('400 for a malformed key (%s), nothing changed', async (_, key) => {
    const before = await snapshot();
    const res = await post('/api/behaviors/batch', { studentIds: [ids[0]], type: 'A', points: 1 }, key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_IDEMPOTENCY_KEY' });
    expect(res.json().message).toMatch(/Idempotency-Key must be/);
    expect(await snapshot()).toEqual(before);
  });

  it('expires after 24 hours: the key applies again, and the sweeper removes old answers', async () => {
    const key = newKey();
    const body = { studentIds: [ids[2]], type: 'Expiry', points: 4 };
    const first = await post('/api/behaviors/batch', body, key);
    expect(first.statusCode).toBe(201);
    const age = (hours: number) =>
      t.database.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(idempotencyKeys.key, key));
    // Within 24 hours: still answered from the store.
    await age(23);
    const within = await post('/api/behaviors/batch', body, key);
    expect(within.json()).toEqual(first.json());
    // After: applied anew (a new record), and the new answer is stored.
    await age(25);
    const after = await post('/api/behaviors/batch', body, key);
    expect(after.statusCode).toBe(201);
    expect(after.json().behaviors[0].id).not.toBe(first.json().behaviors[0].id);
    expect(after.json().students[0].balance).toBe(first.json().students[0].balance + 4);
    expect((await post('/api/behaviors/batch', body, key)).json()).toEqual(after.json());

    await age(25);
    const fresh = newKey();
    expect((await post('/api/behaviors/batch', body, fresh)).statusCode).toBe(201);
    await sweepExpired(t.database.db);
    const left = await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((r) => r.key)).not.toContain(key);
    expect(left.map((r) => r.key)).toContain(fresh);
    await expectTotalsEqualRecords();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('Idempotency-Key across instances (PostgreSQL)', () => {
  it('two instances given the same key at the same time apply it once', async () => {
    const second = await createSecondApp(t);
    try {
      const key = newKey();
      const body = { studentIds: ids, type: 'Two instances', points: 5 };
      const before = await snapshot();
      const send = (app: typeof t.app) =>
        app.inject({
          method: 'POST',
          url: '/api/behaviors/batch',
          payload: body,
          headers: { cookie: teacher, 'idempotency-key': key },
        });
      const [a, b] = await Promise.all([send(t.app), send(second.app)]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(b.json()).toEqual(a.json());
      const after = await snapshot();
      expect(after.records - before.records).toBe(ids.length);
      await expectTotalsEqualRecords();
    } finally {
      await second.close();
    }
  });
});
