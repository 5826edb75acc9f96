import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, students } from '../../src/server/db/schema';
import { createClass } from '../../src/server/seed/factories';
import { MAX_IMPORT_ROWS } from '../../src/shared/roster/schemas';
import { classroom, recordEvents } from '../support/classroom';
import { createTestApp, expectNoSecrets, type TestContext } from '../support/test-app';

let t: TestContext;
let c: Awaited<ReturnType<typeof classroom>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await classroom(t);
});
afterAll(() => t.close());

const URL = '/api/students/import';
const db = () => t.database.db;
const classNamed = async (teacherId: number, name: string) =>
  (await db().select().from(classes).where(eq(classes.teacherId, teacherId))).filter((k) => k.name === name);
const countIn = async (classId: number) =>
  (await db().select({ id: students.id }).from(students).where(eq(students.classId, classId))).length;

describe('POST /api/students/import', () => {
  it('answers 401 signed out, 403 for a student, 400 for malformed bodies', async () => {
    const body = { students: [{ firstName: 'A', lastName: 'B', className: 'X' }] };
    expect((await c.anonymous('POST', URL, body)).statusCode).toBe(401);
    expect((await c.asStudent('POST', URL, body)).statusCode).toBe(403);
    for (const [payload, message] of [
      [{}, 'students: students must be a list'],
      [{ students: 'x' }, 'students: students must be a list'],
      [{ students: [] }, 'students: No Data Found - The file has no students to import.'],
      [{ students: [{ firstName: 'A', lastName: 'B' }] }, 'Row 1: Missing class name'],
      [{ students: [{ firstName: 'A', lastName: 'B', className: '  ' }] }, 'Row 1: Missing class name'],
      [{ students: [{ firstName: 7, lastName: 'B', className: 'X' }] }, 'Row 1: First name is required'],
      [
        { students: [{ firstName: 'A'.repeat(101), lastName: 'B', className: 'X', row: 9 }] },
        'Row 9: First name must be at most 100 characters',
      ],
      [
        { students: [{ firstName: 'A', lastName: 'B', className: 'X', nickname: 'N'.repeat(101) }] },
        'Row 1: nickname: must be at most 100 characters',
      ],
      [
        { students: [{ firstName: 'A', lastName: 'B', className: 'X', email: 'nope' }] },
        'Row 1: Please enter a valid email address',
      ],
      [
        { students: [{ firstName: 'A', lastName: 'B', className: 'X', classId: 3 }] },
        'Row 1: Unrecognized key: "classId"',
      ],
    ] as const) {
      const res = await c.asTeacher('POST', URL, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('one bad row refuses the whole file: nothing is loaded, no class created', async () => {
    const before = await countIn(c.mine.klass.id);
    const res = await c.asTeacher('POST', URL, {
      students: [
        { firstName: 'Good', lastName: 'Row', className: c.mine.klass.name, row: 2 },
        { firstName: 'Also', lastName: 'Good', className: 'Brand New Class', row: 3 },
        { firstName: '', lastName: 'Bad', className: c.mine.klass.name, row: 4 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Row 4: First name is required');
    expect(await countIn(c.mine.klass.id)).toBe(before);
    expect(await classNamed(c.teacher.id, 'Brand New Class')).toEqual([]);
  });

  it('more than 5,000 rows is refused with a clear message', async () => {
    const row = { firstName: 'A', lastName: 'B', className: 'X' };
    const res = await c.asTeacher('POST', URL, {
      students: Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => row),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at most 5,000 students/);
  });

  it('loads rows into the matching class (trimmed, any case), creates missing classes, skips duplicates', async () => {
    const teacher = c.teacher.id;
    const klass = await createClass(db(), teacher, { name: 'Period 2 Science' });
    // Another teacher's class of the same name must stay untouched.
    const theirs = await createClass(db(), c.otherTeacher.id, { name: 'Period 4 Math' });
    await c.asTeacher('POST', '/api/students', {
      classId: klass.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@school.edu',
    });
    const events = recordEvents(t);
    const res = await c.asTeacher('POST', URL, {
      students: [
        { row: 2, firstName: 'Ada', lastName: 'L.', email: 'ADA@school.edu', className: 'period 2 science' },
        { row: 3, firstName: ' Alan ', lastName: 'Turing', className: '  PERIOD 2 SCIENCE ' },
        { row: 4, firstName: 'Grace', lastName: 'Hopper', nickname: 'Amazing', className: 'Period 4 Math' },
        { row: 5, firstName: 'grace', lastName: 'hopper', className: 'period 4 math' },
        {
          row: 6,
          firstName: 'Edsger',
          lastName: 'Dijkstra',
          className: 'Period 4 Math',
          photoUrl: 'https://x.org/e.jpg',
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expectNoSecrets(res.body);
    const body = res.json();
    expect(body.createdClasses).toHaveLength(1);
    expect(body.createdClasses[0]).toMatchObject({ name: 'Period 4 Math' });
    expect(body.createdClasses[0].classCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(body.skipped).toEqual([
      {
        row: 2,
        name: 'Ada L.',
        className: 'period 2 science',
        reason: 'A student with this email is already in the class',
      },
      { row: 5, name: 'grace hopper', className: 'period 4 math', reason: 'Already in the class' },
    ]);
    expect(
      body.students.map((s: { firstName: string; classId: number }) => [s.firstName, s.classId]),
    ).toEqual([
      ['Alan', klass.id],
      ['Grace', body.createdClasses[0].id],
      ['Edsger', body.createdClasses[0].id],
    ]);
    expect(body.students[1]).toMatchObject({ nickname: 'Amazing', balance: 0, hwScore: 0, email: null });
    expect(await countIn(klass.id)).toBe(2);
    expect(await countIn(theirs.id)).toBe(0);
    await events.expectEvent({ topic: 'students', classId: klass.id });

    // The same file again adds nobody.
    const again = await c.asTeacher('POST', URL, {
      students: [
        { firstName: 'Alan', lastName: 'Turing', className: 'Period 2 Science' },
        { firstName: 'Edsger', lastName: 'Dijkstra', className: 'period 4 math' },
      ],
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ students: [], createdClasses: [] });
    expect(again.json().skipped).toHaveLength(2);
  });

  it("never touches another teacher's class, even with the same name: it creates the caller's own", async () => {
    const theirName = c.theirs.klass.name;
    const before = await countIn(c.theirs.klass.id);
    const res = await c.asOther('POST', URL, {
      students: [{ firstName: 'Own', lastName: 'Kid', className: c.mine.klass.name }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().createdClasses[0].name).toBe(c.mine.klass.name);
    expect(await countIn(c.mine.klass.id)).toBe(3);
    expect(theirName).not.toBe(c.mine.klass.name);
    expect(await countIn(c.theirs.klass.id)).toBe(before);
    const mineNow = await db()
      .select()
      .from(students)
      .where(inArray(students.classId, [c.mine.klass.id]));
    expect(mineNow.map((s) => s.firstName)).not.toContain('Own');
  });

  it('a body over the size limit is 413', async () => {
    const big = 'x'.repeat(5 * 1024 * 1024);
    const res = await c.asTeacher('POST', URL, {
      students: [{ firstName: big, lastName: 'B', className: 'X' }],
    });
    expect(res.statusCode).toBe(413);
  });
});
