import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviors, classes, homeworkEntries, studentSkills, students } from '../../src/server/db/schema';
import { createClass } from '../../src/server/seed/factories';
import { classroom, recordEvents } from '../support/classroom';
import { createTestApp, expectNoSecrets, type TestContext } from '../support/test-app';

let t: TestContext;
let c: Awaited<ReturnType<typeof classroom>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await classroom(t);
});
afterAll(() => t.close());

const rows = async (table: typeof behaviors | typeof homeworkEntries | typeof studentSkills, ids: number[]) =>
  (await t.database.db.select({ n: count() }).from(table).where(inArray(table.studentId, ids)))[0].n;

describe('GET /api/classes', () => {
  it('needs a session (401) and a teacher (403)', async () => {
    expect((await c.anonymous('GET', '/api/classes')).statusCode).toBe(401);
    const res = await c.asStudent('GET', '/api/classes');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Only teachers can do this' });
  });

  it("lists only the caller's classes, by id", async () => {
    const second = await createClass(t.database.db, c.teacher.id, { name: 'Second' });
    const res = await c.asTeacher('GET', '/api/classes');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((k: { id: number }) => k.id)).toEqual([c.mine.klass.id, second.id]);
    expect(res.json()[0]).toEqual({
      id: c.mine.klass.id,
      name: c.mine.klass.name,
      classCode: c.mine.klass.classCode,
      createdAt: c.mine.klass.createdAt.toISOString(),
    });
    expectNoSecrets(res.body);
  });
});

describe('GET /api/classes/{id}', () => {
  it('answers 401, 400 for a bad id, 404 for another teacher’s class', async () => {
    expect((await c.anonymous('GET', `/api/classes/${c.mine.klass.id}`)).statusCode).toBe(401);
    const bad = await c.asTeacher('GET', '/api/classes/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^id: /);
    const foreign = await c.asTeacher('GET', `/api/classes/${c.theirs.klass.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Class not found' });
  });

  it('returns an own class', async () => {
    const res = await c.asTeacher('GET', `/api/classes/${c.mine.klass.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: c.mine.klass.id, classCode: c.mine.klass.classCode });
  });
});

describe('POST /api/classes', () => {
  it('answers 401, 403 for a student, 400 for a blank name or a bad code', async () => {
    expect((await c.anonymous('POST', '/api/classes', { name: 'X' })).statusCode).toBe(401);
    expect((await c.asStudent('POST', '/api/classes', { name: 'X' })).statusCode).toBe(403);
    const blank = await c.asTeacher('POST', '/api/classes', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('name: Class name is required');
    const code = await c.asTeacher('POST', '/api/classes', { name: 'Art', classCode: 'ab' });
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toBe('classCode: Class code must be at least 6 characters');
  });

  it('generates a code when none is given', async () => {
    const teacherId = c.teacher.id;
    const before = await t.database.db.select().from(classes).where(eq(classes.teacherId, teacherId));
    const res = await c.asTeacher('POST', '/api/classes', { name: '  Biology  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.name).toBe('Biology');
    expect(body.classCode).toMatch(/^[A-Z0-9]{6}$/);
    const after = await t.database.db.select().from(classes).where(eq(classes.teacherId, teacherId));
    expect(after).toHaveLength(before.length + 1);
  });

  it('announces the new class on the event bus', async () => {
    const bus = recordEvents(t);
    const res = await c.asTeacher('POST', '/api/classes', { name: 'Chemistry' });
    await bus.expectEvent({ topic: 'classes', classId: res.json().id });
  });

  it('keeps a given code (uppercased) and answers 409 when it is taken', async () => {
    const res = await c.asTeacher('POST', '/api/classes', { name: 'Physics', classCode: 'phys42' });
    expect(res.statusCode).toBe(201);
    expect(res.json().classCode).toBe('PHYS42');
    const again = await c.asOther('POST', '/api/classes', { name: 'Other', classCode: 'PHYS42' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CLASS_CODE_TAKEN' });
  });
});

describe('PATCH /api/classes/{id}', () => {
  it('answers 401, 400 for a blank name, 404 for another teacher’s class', async () => {
    const url = `/api/classes/${c.mine.klass.id}`;
    expect((await c.anonymous('PATCH', url, { name: 'New' })).statusCode).toBe(401);
    expect((await c.asStudent('PATCH', url, { name: 'New' })).statusCode).toBe(403);
    expect((await c.asTeacher('PATCH', url, { name: ' \t ' })).statusCode).toBe(400);
    expect((await c.asTeacher('PATCH', url, {})).statusCode).toBe(400);
    const foreign = await c.asTeacher('PATCH', `/api/classes/${c.theirs.klass.id}`, { name: 'Mine now' });
    expect(foreign.statusCode).toBe(404);
    const [theirs] = await t.database.db.select().from(classes).where(eq(classes.id, c.theirs.klass.id));
    expect(theirs.name).toBe(c.theirs.klass.name);
  });

  it('renames with the trimmed name', async () => {
    const res = await c.asTeacher('PATCH', `/api/classes/${c.mine.klass.id}`, { name: '  Period 3  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: c.mine.klass.id, name: 'Period 3' });
  });
});

describe('DELETE /api/classes/{id}', () => {
  it('answers 401, 400, 404 for another teacher’s class (which stays)', async () => {
    expect((await c.anonymous('DELETE', `/api/classes/${c.mine.klass.id}`)).statusCode).toBe(401);
    expect((await c.asStudent('DELETE', `/api/classes/${c.mine.klass.id}`)).statusCode).toBe(403);
    expect((await c.asTeacher('DELETE', '/api/classes/0')).statusCode).toBe(400);
    expect((await c.asTeacher('DELETE', `/api/classes/${c.theirs.klass.id}`)).statusCode).toBe(404);
    expect((await c.asOther('GET', `/api/classes/${c.theirs.klass.id}`)).statusCode).toBe(200);
  });

  it('removes the class with its students and all their records', async () => {
    const trial = (await c.asTeacher('POST', '/api/classes/trial')).json();
    const ids: number[] = trial.students.map((s: { id: number }) => s.id);
    const db = t.database.db;
    await c.asTeacher('POST', '/api/behaviors/batch', { studentIds: ids, type: 'Teamwork', points: 1 });
    await db.insert(homeworkEntries).values(ids.map((studentId) => ({ studentId, points: 2 })));
    await db.insert(studentSkills).values({ studentId: ids[0], skillId: 1, points: 3 });

    const res = await c.asTeacher('DELETE', `/api/classes/${trial.class.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Class deleted' });
    expect((await c.asTeacher('GET', `/api/classes/${trial.class.id}`)).statusCode).toBe(404);
    expect(await db.select().from(students).where(inArray(students.id, ids))).toEqual([]);
    for (const table of [behaviors, homeworkEntries, studentSkills]) expect(await rows(table, ids)).toBe(0);
  });
});

describe('POST /api/classes/trial', () => {
  it('answers 401 and 403 for a student', async () => {
    expect((await c.anonymous('POST', '/api/classes/trial')).statusCode).toBe(401);
    expect((await c.asStudent('POST', '/api/classes/trial')).statusCode).toBe(403);
  });

  it('creates "Remote Chalk Trial class" with 20 students with varied names', async () => {
    const res = await c.asTeacher('POST', '/api/classes/trial');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expectNoSecrets(res.body);
    expect(body.class.name).toBe('Remote Chalk Trial class');
    expect(body.class.classCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(body.students).toHaveLength(20);
    const names = body.students.map((s: { firstName: string; lastName: string }) => s);
    expect(new Set(names.map((n: { firstName: string }) => n.firstName)).size).toBe(20);
    expect(new Set(names.map((n: { lastName: string }) => n.lastName)).size).toBeGreaterThan(10);
    for (const s of body.students)
      expect(s).toMatchObject({ classId: body.class.id, balance: 0, hwScore: 0 });

    const list = await c.asTeacher('GET', `/api/students?classId=${body.class.id}`);
    expect(list.json()).toHaveLength(20);
    const classList = (await c.asTeacher('GET', '/api/classes')).json();
    expect(classList.map((k: { id: number }) => k.id)).toContain(body.class.id);
  });
});

describe('POST /api/classes/trial twice', () => {
  it('opens the existing trial class the second time (200, created: false) and creates nothing', async () => {
    const first = await c.asOther('POST', '/api/classes/trial');
    expect(first.statusCode).toBe(201);
    expect(first.json().created).toBe(true);
    const again = await c.asOther('POST', '/api/classes/trial');
    expect(again.statusCode).toBe(200);
    const body = again.json();
    expect(body.created).toBe(false);
    expect(body.class.id).toBe(first.json().class.id);
    expect(body.students.map((s: { id: number }) => s.id)).toEqual(
      first.json().students.map((s: { id: number }) => s.id),
    );
    const names = (await c.asOther('GET', '/api/classes')).json().map((k: { name: string }) => k.name);
    expect(names.filter((n: string) => n === 'Remote Chalk Trial class')).toHaveLength(1);
  });

  it('creates one class when two requests arrive at once (a double click)', async () => {
    // The earlier tests gave this teacher a trial class: start without one.
    await t.database.db
      .delete(classes)
      .where(and(eq(classes.teacherId, c.teacher.id), eq(classes.name, 'Remote Chalk Trial class')));
    const [a, b] = await Promise.all([
      c.asTeacher('POST', '/api/classes/trial'),
      c.asTeacher('POST', '/api/classes/trial'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201].sort());
    expect(a.json().class.id).toBe(b.json().class.id);
    const trials = await t.database.db
      .select({ n: count() })
      .from(classes)
      .where(eq(classes.teacherId, c.teacher.id));
    const names = (await c.asTeacher('GET', '/api/classes')).json().map((k: { name: string }) => k.name);
    expect(names.filter((n: string) => n === 'Remote Chalk Trial class')).toHaveLength(1);
    expect(trials[0].n).toBe(names.length);
  });
});

describe('OpenAPI', () => {
  it('documents every classroom endpoint', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths['/api/classes/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
    for (const p of ['/api/classes', '/api/classes/trial', '/api/students', '/api/students/{id}/transfer'])
      expect(paths[p], p).toBeDefined();
    for (const p of ['/api/behaviors', '/api/behaviors/batch']) expect(paths[p], p).toBeDefined();
    expect(paths['/api/students/{id}'].patch.requestBody).toBeDefined();
  });
});

describe('GET /api/classes/{id}/contents', () => {
  it('answers 401, 403 for a student, 400 for a bad id, 404 for another teacher’s class', async () => {
    const url = `/api/classes/${c.mine.klass.id}/contents`;
    expect((await c.anonymous('GET', url)).statusCode).toBe(401);
    expect((await c.asStudent('GET', url)).statusCode).toBe(403);
    expect((await c.asTeacher('GET', '/api/classes/x/contents')).statusCode).toBe(400);
    expect((await c.asOther('GET', url)).statusCode).toBe(404);
  });

  it('counts what a deletion removes with the class', async () => {
    const klass = await createClass(t.database.db, c.teacher.id, { name: 'Counted' });
    const add = async (firstName: string) =>
      (await c.asTeacher('POST', '/api/students', { classId: klass.id, firstName, lastName: 'X' })).json().id;
    const a = await add('A');
    const b = await add('B');
    await c.asTeacher('POST', '/api/behaviors/batch', { studentIds: [a, b], type: 'Teamwork', points: 1 });
    await c.asTeacher('PATCH', `/api/students/${a}/homework`, { points: 2 });
    const res = await c.asTeacher('GET', `/api/classes/${klass.id}/contents`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      students: 2,
      behaviorRecords: 2,
      homeworkEntries: 1,
      skillProgress: 0,
      questions: 0,
      contracts: 0,
    });
  });
});
