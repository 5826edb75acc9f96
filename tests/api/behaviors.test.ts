import { eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviors, students } from '../../src/server/db/schema';
import { createClassWithStudents } from '../../src/server/seed/factories';
import { classroom, recordEvents } from '../support/classroom';
import { createTestApp, expectNoSecrets, type TestContext } from '../support/test-app';

let t: TestContext;
let c: Awaited<ReturnType<typeof classroom>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await classroom(t, 4);
});
afterAll(() => t.close());

const ids = () => c.mine.students.map((s) => s.id);

/** Each student's balance next to the sum of their behaviour points, straight from the database. */
async function ledger(studentIds: number[]) {
  const db = t.database.db;
  const balances = await db
    .select({ id: students.id, balance: students.balance })
    .from(students)
    .where(inArray(students.id, studentIds));
  const sums = await db
    .select({ id: behaviors.studentId, total: sum(behaviors.points).mapWith(Number) })
    .from(behaviors)
    .where(inArray(behaviors.studentId, studentIds))
    .groupBy(behaviors.studentId);
  return balances
    .map((b) => ({ ...b, total: sums.find((s) => s.id === b.id)?.total ?? 0 }))
    .sort((a, b) => a.id - b.id);
}
const countRecords = async (studentIds: number[]) =>
  (await t.database.db.select().from(behaviors).where(inArray(behaviors.studentId, studentIds))).length;

describe('POST /api/behaviors', () => {
  const body = () => ({ studentId: c.mine.students[0].id, type: 'Teamwork', points: 1 });

  it('answers 401, 403 for a student, 400 for bad points or type', async () => {
    expect((await c.anonymous('POST', '/api/behaviors', body())).statusCode).toBe(401);
    expect((await c.asStudent('POST', '/api/behaviors', body())).statusCode).toBe(403);
    for (const [patch, message] of [
      [{ points: 0 }, 'points: Points must not be zero'],
      [{ points: 1.5 }, 'points: Points must be a whole number'],
      [{ points: 101 }, 'points: Points must be between -100 and 100'],
      [{ points: '2' }, 'points: Points must be a number'],
      [{ type: '  ' }, 'type: Behavior type is required'],
      [{ type: 'x'.repeat(201) }, 'type: Behavior type must be at most 200 characters'],
      [{ studentId: undefined }, 'studentId: Student is required'],
    ] as const) {
      const res = await c.asTeacher('POST', '/api/behaviors', { ...body(), ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('answers 404 for another teacher’s student and writes nothing', async () => {
    const theirs = c.theirs.students[0].id;
    const res = await c.asTeacher('POST', '/api/behaviors', { ...body(), studentId: theirs });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Student not found' });
    expect(await countRecords([theirs])).toBe(0);
  });

  it('writes the record and moves the balance', async () => {
    const s = c.mine.students[0];
    const res = await c.asTeacher('POST', '/api/behaviors', {
      studentId: s.id,
      type: 'Outstanding Question',
      points: 3,
      description: 'Asked about photosynthesis',
    });
    expect(res.statusCode).toBe(201);
    const out = res.json();
    expect(out.behaviors).toEqual([
      {
        id: expect.any(Number),
        studentId: s.id,
        type: 'Outstanding Question',
        points: 3,
        description: 'Asked about photosynthesis',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        undoesId: null,
        undone: false,
      },
    ]);
    expect(out.students).toEqual([{ id: s.id, classId: s.classId, balance: 3 }]);
  });
});

describe('POST /api/behaviors/batch', () => {
  const batch = (studentIds: number[], points = 2, type = 'Hard Work') => ({ studentIds, type, points });

  it('answers 401, 403 for a student, 400 for empty, duplicate or too many ids', async () => {
    expect((await c.anonymous('POST', '/api/behaviors/batch', batch(ids()))).statusCode).toBe(401);
    expect((await c.asStudent('POST', '/api/behaviors/batch', batch(ids()))).statusCode).toBe(403);
    for (const [studentIds, message] of [
      [[], 'studentIds: Select at least one student'],
      [[ids()[0], ids()[0]], 'studentIds: Each student may appear only once'],
      [Array.from({ length: 201 }, (_, i) => i + 1), 'studentIds: At most 200 students at once'],
      [[0], 'studentIds.0: Student must be a positive number'],
    ] as const) {
      const res = await c.asTeacher('POST', '/api/behaviors/batch', batch([...studentIds]));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('is all or nothing: one foreign student id and nothing is written', async () => {
    const before = await ledger(ids());
    const recordsBefore = await countRecords(ids());
    const res = await c.asTeacher('POST', '/api/behaviors/batch', batch([...ids(), c.theirs.students[0].id]));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Student not found' });
    expect(await ledger(ids())).toEqual(before);
    expect(await countRecords(ids())).toBe(recordsBefore);
    const unknown = await c.asTeacher('POST', '/api/behaviors/batch', batch([ids()[0], 99_999_999]));
    expect(unknown.statusCode).toBe(404);
    expect(await countRecords(ids())).toBe(recordsBefore);
  });

  it('awards the whole class in one call and announces it', async () => {
    const bus = recordEvents(t);
    const before = await ledger(ids());
    const res = await c.asTeacher('POST', '/api/behaviors/batch', batch(ids(), 2));
    expect(res.statusCode).toBe(201);
    const out = res.json();
    expect(out.behaviors).toHaveLength(ids().length);
    expect(out.students.map((s: { id: number }) => s.id)).toEqual(ids());
    for (const s of out.students) expect(s.balance).toBe(before.find((b) => b.id === s.id)!.balance + 2);
    await bus.expectEvent({ topic: 'behaviors', classId: c.mine.klass.id });
  });

  it('keeps balance equal to the sum of behaviour points through batches and undo batches', async () => {
    await c.asTeacher('POST', '/api/behaviors/batch', batch(ids(), -2, 'Disruption'));
    await c.asTeacher('POST', '/api/behaviors/batch', batch(ids().slice(1), 3, 'Leadership'));
    const undo = await c.asTeacher(
      'POST',
      '/api/behaviors/batch',
      batch(ids().slice(1), -3, 'Undo: Leadership'),
    );
    expect(undo.statusCode).toBe(201);
    expect(undo.json().behaviors[0].type).toBe('Undo: Leadership');
    for (const row of await ledger(ids())) expect(row.balance).toBe(row.total);
  });

  it('loses nothing under 20 concurrent batches to the same student', async () => {
    const db = t.database.db;
    const { students: pair } = await createClassWithStudents(db, c.teacher.id, 2);
    const target = pair.map((s) => s.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        c.asTeacher('POST', '/api/behaviors/batch', batch(i % 2 ? target : [target[0]], 1, 'Teamwork')),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const [first] = await db.select().from(students).where(eq(students.id, target[0]));
    expect(first.balance).toBe(20);
    expect(await ledger(target)).toEqual([
      { id: target[0], balance: 20, total: 20 },
      { id: target[1], balance: 10, total: 10 },
    ]);
  });
});

describe('GET /api/behaviors', () => {
  it('answers 401, 400 for a bad limit, 404 for another teacher’s student', async () => {
    expect((await c.anonymous('GET', '/api/behaviors')).statusCode).toBe(401);
    const bad = await c.asTeacher('GET', '/api/behaviors?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('limit: must be at least 1');
    expect((await c.asTeacher('GET', '/api/behaviors?studentId=x')).statusCode).toBe(400);
    const foreign = await c.asTeacher('GET', `/api/behaviors?studentId=${c.theirs.students[0].id}`);
    expect(foreign.statusCode).toBe(404);
  });

  it("gives a teacher their own students' records, newest first, limited", async () => {
    await c.asOther('POST', '/api/behaviors/batch', {
      studentIds: c.theirs.students.map((s) => s.id),
      type: 'Teamwork',
      points: 1,
    });
    const res = await c.asTeacher('GET', '/api/behaviors');
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res.body);
    const list: { id: number; studentId: number; timestamp: string }[] = res.json();
    const foreign = new Set(c.theirs.students.map((s) => s.id));
    expect(list.length).toBeGreaterThan(5);
    expect(list.filter((b) => foreign.has(b.studentId))).toEqual([]);
    const times = list.map((b) => Date.parse(b.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const two = (await c.asTeacher('GET', '/api/behaviors?limit=2')).json();
    expect(two).toEqual(list.slice(0, 2));
    const one = c.mine.students[1].id;
    const mine = (await c.asTeacher('GET', `/api/behaviors?studentId=${one}`)).json();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((b: { studentId: number }) => b.studentId === one)).toBe(true);
  });

  it('gives a student only their own records', async () => {
    const me = c.mine.students[0].id;
    const res = await c.asStudent('GET', '/api/behaviors');
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
    expect(res.json().every((b: { studentId: number }) => b.studentId === me)).toBe(true);
    expect((await c.asStudent('GET', `/api/behaviors?studentId=${me}`)).statusCode).toBe(200);
    const other = await c.asStudent('GET', `/api/behaviors?studentId=${c.mine.students[1].id}`);
    expect(other.statusCode).toBe(404);
  });
});
