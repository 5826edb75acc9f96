import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { students } from '../../src/server/db/schema';
import { createClassWithStudents, createTeacher } from '../../src/server/seed/factories';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let teacher: string;
let otherTeacher: string;
let studentCookie: string;
let classId: number;
let studentIds: number[];
let otherStudentId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [a, b] = [await createTeacher(db), await createTeacher(db)];
  const mine = await createClassWithStudents(db, a.id, 3);
  const theirs = await createClassWithStudents(db, b.id, 1);
  classId = mine.klass.id;
  studentIds = mine.students.map((s) => s.id);
  otherStudentId = theirs.students[0].id;
  teacher = await t.cookieFor({ kind: 'teacher', id: a.id });
  otherTeacher = await t.cookieFor({ kind: 'teacher', id: b.id });
  studentCookie = await t.cookieFor({ kind: 'student', id: studentIds[0] });
});
afterAll(() => t.close());

const record = (studentId: number, body: unknown, cookie: string | null = teacher) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/students/${studentId}/homework`,
    headers: cookie ? { cookie } : {},
    payload: body as object,
  });
const list = (query: string, cookie: string | null = teacher) =>
  t.app.inject({ method: 'GET', url: `/api/homework${query}`, headers: cookie ? { cookie } : {} });
const hwScoreOf = async (id: number) => {
  const [row] = await t.database.db
    .select({ hwScore: students.hwScore })
    .from(students)
    .where(eq(students.id, id));
  return row.hwScore;
};

describe('PATCH /api/students/{id}/homework', () => {
  it('401 without a session, 403 for a student session', async () => {
    expect((await record(studentIds[0], { points: 2 }, null)).statusCode).toBe(401);
    expect((await record(studentIds[0], { points: 2 }, studentCookie)).statusCode).toBe(403);
  });
  it.each([
    [{}, 'points'],
    [{ points: 1.5 }, 'whole number'],
    [{ points: '2' }, 'points'],
    [{ points: 101 }, 'at most 100'],
    [{ points: -101 }, 'at least -100'],
    [{ points: 1, description: 'x'.repeat(501) }, 'at most 500'],
    [{ points: 1, description: 5 }, 'description'],
  ])('400 for %j', async (body, message) => {
    const res = await record(studentIds[0], body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
  it("404 for another teacher's student or an unknown one; nothing recorded", async () => {
    expect((await record(otherStudentId, { points: 2 })).statusCode).toBe(404);
    expect((await record(999999, { points: 2 })).statusCode).toBe(404);
    expect(await hwScoreOf(otherStudentId)).toBe(0);
    expect((await list('', otherTeacher)).json()).toEqual([]);
  });
  it('records an entry and returns it with the new hwScore', async () => {
    const res = await record(studentIds[1], { points: 2, description: '  Complete  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      entry: {
        id: expect.any(Number),
        studentId: studentIds[1],
        points: 2,
        description: 'Complete',
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      },
      hwScore: 2,
    });
  });
  it('keeps hwScore equal to the sum of entries, negatives and concurrency included', async () => {
    const id = studentIds[2];
    // Additions at once all count.
    const gains = [2, 1, 0, 2, 5, 2, 2, 100];
    const results = await Promise.all(gains.map((p) => record(id, { points: p })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const sum = gains.reduce((a, b) => a + b, 0);
    expect(await hwScoreOf(id)).toBe(sum);
    expect(results.map((r) => r.json().hwScore)).toContain(sum);
    // Changes of both signs at once: whatever the order (a negative may meet a score the floor
    // stops), the score is the sum of what the entries recorded.
    const mixed = [-1, 3, -2, -100, 4, 1];
    expect((await Promise.all(mixed.map((p) => record(id, { points: p })))).map((r) => r.statusCode)).toEqual(
      mixed.map(() => 200),
    );
    const entries = (await list(`?studentId=${id}`)).json();
    expect(entries).toHaveLength(gains.length + mixed.length);
    const recorded = entries.reduce((a: number, e: { points: number }) => a + e.points, 0);
    expect(await hwScoreOf(id)).toBe(recorded);
    expect(recorded).toBeGreaterThanOrEqual(0);
    // An undo sends the negative: the score goes back.
    await record(id, { points: 5 });
    const undo = await record(id, { points: -5, description: 'Undo' });
    expect(undo.json().hwScore).toBe(recorded);
  });
  it('never lowers the score below 0: the entry records what was applied (decision 0017)', async () => {
    const owner = await createTeacher(t.database.db);
    const [id] = (await createClassWithStudents(t.database.db, owner.id, 1)).students.map((s) => s.id);
    const cookie = await t.cookieFor({ kind: 'teacher', id: owner.id });
    expect((await record(id, { points: 2 }, cookie)).json().hwScore).toBe(2);
    const floored = await record(id, { points: -5, description: 'Undo: Homework Complete' }, cookie);
    expect(floored.statusCode).toBe(200);
    expect(floored.json()).toMatchObject({ entry: { points: -2 }, hwScore: 0 });
    const again = await record(id, { points: -1 }, cookie);
    expect(again.json()).toMatchObject({ entry: { points: 0 }, hwScore: 0 });
    expect(await hwScoreOf(id)).toBe(0);
  });
  it('publishes a homework event for the class, with the new score', async () => {
    const events: unknown[] = [];
    const off = t.app.deps.bus.subscribe((e) => events.push(e));
    const res = await record(studentIds[1], { points: 1 });
    const { hwScore } = res.json();
    // The bus may deliver through the database (PostgreSQL lane): wait for the state, not a time.
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        topic: 'homework',
        classId,
        students: [{ id: studentIds[1], hwScore }],
      }),
    );
    off();
  });
});

describe('GET /api/homework', () => {
  it('401 without a session; 400 for a bad studentId or limit', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    for (const q of ['?studentId=abc', '?studentId=0', '?limit=0', '?limit=5000', '?limit=1.5']) {
      expect((await list(q)).statusCode).toBe(400);
    }
  });
  it("a teacher lists one student's entries, newest first, limited", async () => {
    const id = studentIds[0];
    for (const p of [1, 2, 0]) await record(id, { points: p, description: `hw ${p}` });
    const all = (await list(`?studentId=${id}`)).json();
    expect(all.map((e: { points: number }) => e.points)).toEqual([0, 2, 1]);
    expect((await list(`?studentId=${id}&limit=2`)).json()).toHaveLength(2);
  });
  it("a teacher lists all their students' entries, never another teacher's", async () => {
    await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${otherStudentId}/homework`,
      headers: { cookie: otherTeacher },
      payload: { points: 2 },
    });
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const ids = new Set(res.json().map((e: { studentId: number }) => e.studentId));
    expect(ids.has(otherStudentId)).toBe(false);
    expect([...ids].sort()).toEqual([...studentIds].sort());
    const stamps = res.json().map((e: { timestamp: string }) => e.timestamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect((await list('?limit=3')).json()).toHaveLength(3);
    expect((await list(`?studentId=${otherStudentId}`)).statusCode).toBe(404);
  });
  it("a student reads their own entries only, never another's", async () => {
    const own = await list('', studentCookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().length).toBe(3);
    expect(own.json().every((e: { studentId: number }) => e.studentId === studentIds[0])).toBe(true);
    expect((await list(`?studentId=${studentIds[0]}`, studentCookie)).json()).toHaveLength(3);
    expect((await list(`?studentId=${studentIds[1]}`, studentCookie)).statusCode).toBe(404);
    expect((await list(`?studentId=${otherStudentId}`, studentCookie)).statusCode).toBe(404);
  });
});
