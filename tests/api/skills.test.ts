import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClass, createClassWithStudents, createTeacher } from '../../src/server/seed/factories';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let teacher: string;
let teacherId: number;
let otherTeacher: string;
let studentCookie: string;
let classId: number;
let studentIds: number[];
let otherStudentId: number;
let otherClassId: number;
let skillId: number;
let skillIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [a, b] = [await createTeacher(db), await createTeacher(db)];
  const mine = await createClassWithStudents(db, a.id, 4);
  const theirs = await createClassWithStudents(db, b.id, 1);
  classId = mine.klass.id;
  teacherId = a.id;
  studentIds = mine.students.map((s) => s.id);
  otherClassId = theirs.klass.id;
  otherStudentId = theirs.students[0].id;
  teacher = await t.cookieFor({ kind: 'teacher', id: a.id });
  otherTeacher = await t.cookieFor({ kind: 'teacher', id: b.id });
  studentCookie = await t.cookieFor({ kind: 'student', id: studentIds[0] });
  const res = await t.app.inject({ method: 'GET', url: '/api/skills', headers: { cookie: teacher } });
  skillIds = res.json().map((s: { id: number }) => s.id);
  skillId = skillIds[0];
});
afterAll(() => t.close());

const patch = (studentId: number, body: unknown, cookie = teacher, skill = skillId) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/students/${studentId}/skills/${skill}`,
    headers: { cookie },
    payload: body as object,
  });
const award = (points: unknown, cookie = teacher, klass = classId, skill = skillId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/classes/${klass}/skills/${skill}/award`,
    headers: { cookie },
    payload: { points },
  });
const pointsOf = async (studentId: number, skill = skillId, cookie = teacher) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/students/${studentId}/skills`,
    headers: { cookie },
  });
  return res.json().find((s: { skillId: number }) => s.skillId === skill).points as number;
};

describe('GET /api/skills', () => {
  it('401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/skills' })).statusCode).toBe(401);
  });
  it('lists the seeded catalogue to teachers and students', async () => {
    for (const cookie of [teacher, studentCookie]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/skills', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(6);
      expect(res.json()[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        description: expect.any(String),
      });
    }
  });
});

describe('GET /api/students/{id}/skills', () => {
  it('401 without a session', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/students/${studentIds[0]}/skills` })).statusCode,
    ).toBe(401);
  });
  it('every skill with 0 points for a new student', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/students/${studentIds[3]}/skills`,
      headers: { cookie: teacher },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(6);
    expect(res.json()[0]).toMatchObject({ skillId, points: 0, skill: { id: skillId } });
  });
  it('dates each skill by its last grading (null before the first), for the achievements', async () => {
    const read = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/students/${studentIds[3]}/skills`,
          headers: { cookie: teacher },
        })
      ).json() as { skillId: number; updatedAt: string | null }[];
    expect((await read()).every((s) => s.updatedAt === null)).toBe(true);
    const before = Date.now();
    expect((await patch(studentIds[3], { points: 2 }, teacher, skillIds[4])).statusCode).toBe(200);
    const graded = (await read()).find((s) => s.skillId === skillIds[4]);
    expect(Date.parse(graded?.updatedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect((await read()).filter((s) => s.updatedAt !== null)).toHaveLength(1);
  });
  it("the student reads their own, not another's; another teacher gets 404", async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/students/${studentIds[0]}/skills`,
      headers: { cookie: studentCookie },
    });
    expect(own.statusCode).toBe(200);
    for (const [id, cookie] of [
      [studentIds[1], studentCookie],
      [studentIds[0], otherTeacher],
      [999999, teacher],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/students/${id}/skills`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('PATCH /api/students/{id}/skills/{skillId}', () => {
  it('401 without a session, 403 for a student session', async () => {
    const anon = await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${studentIds[0]}/skills/${skillId}`,
      payload: { points: 1 },
    });
    expect(anon.statusCode).toBe(401);
    expect((await patch(studentIds[0], { points: 1 }, studentCookie)).statusCode).toBe(403);
  });
  it.each([
    [{ points: 1, set: 2 }, 'not both'],
    [{}, 'points'],
    [{ set: -1 }, 'set must be 0 or more'],
    [{ points: 1.5 }, 'whole number'],
    [{ points: '2' }, 'points'],
    [{ set: 100000 }, 'at most'],
  ])('400 for %j', async (body, message) => {
    const res = await patch(studentIds[0], body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
  it("404 for another teacher's student, an unknown student or an unknown skill", async () => {
    expect((await patch(otherStudentId, { points: 1 })).statusCode).toBe(404);
    expect((await patch(999999, { points: 1 })).statusCode).toBe(404);
    expect((await patch(studentIds[0], { points: 1 }, teacher, 999999)).statusCode).toBe(404);
    expect(await pointsOf(otherStudentId, skillId, otherTeacher)).toBe(0);
  });
  it('adds a delta, sets an absolute value, and floors a large negative delta at 0', async () => {
    const id = studentIds[1];
    const add = await patch(id, { points: 3 });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({
      studentId: id,
      skillId,
      points: 3,
      applied: 3,
      skill: { id: skillId },
    });
    const floor = await patch(id, { points: -50 });
    expect(floor.json()).toMatchObject({ points: 0, applied: -3 });
    const set = await patch(id, { set: 8 });
    expect(set.json()).toMatchObject({ points: 8, applied: 8 });
    expect((await patch(id, { set: 5 })).json()).toMatchObject({ points: 5, applied: -3 });
    expect((await patch(id, { points: 2 })).json()).toMatchObject({ points: 7, applied: 2 });
    expect(await pointsOf(id)).toBe(7);
    // Undo by the applied delta restores the value before.
    expect((await patch(id, { points: -2 })).json().points).toBe(5);
  });
  it('loses nothing to concurrent deltas', async () => {
    const id = studentIds[2];
    const skill = skillIds[1];
    const deltas = [...Array(12).fill(2), ...Array(4).fill(-1)];
    const results = await Promise.all(deltas.map((d) => patch(id, { points: d }, teacher, skill)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await pointsOf(id, skill)).toBe(20);
    expect(results.reduce((sum, r) => sum + r.json().applied, 0)).toBe(20);
  });
  it('publishes a skills event for the class, with the new points', async () => {
    const events: unknown[] = [];
    const off = t.app.deps.bus.subscribe((e) => events.push(e));
    const res = await patch(studentIds[0], { points: 1 });
    const { points } = res.json();
    // The bus may deliver through the database (PostgreSQL lane): wait for the state, not a time.
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        topic: 'skills',
        classId,
        students: [{ id: studentIds[0], skills: [{ skillId, points }] }],
      }),
    );
    off();
  });
});

describe('POST /api/classes/{id}/skills/{skillId}/award', () => {
  it('401 without a session, 403 for a student session', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: `/api/classes/${classId}/skills/${skillId}/award`,
      payload: { points: 1 },
    });
    expect(anon.statusCode).toBe(401);
    expect((await award(1, studentCookie)).statusCode).toBe(403);
  });
  it.each([0, 101, -101, 1.5, '1', null])('400 for points %j', async (points) => {
    expect((await award(points)).statusCode).toBe(400);
  });
  it("404 for another teacher's class or an unknown skill", async () => {
    expect((await award(1, teacher, otherClassId)).statusCode).toBe(404);
    expect((await award(1, teacher, classId, 999999)).statusCode).toBe(404);
  });
  it('awards every student in one call and an undo by the applied deltas restores each one', async () => {
    const skill = skillIds[2];
    await patch(studentIds[0], { set: 1 }, teacher, skill);
    await patch(studentIds[1], { set: 6 }, teacher, skill);
    const before = await Promise.all(studentIds.map((id) => pointsOf(id, skill)));
    expect(before).toEqual([1, 6, 0, 0]);

    const res = await award(-2, teacher, classId, skill);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ classId, points: -2, skill: { id: skill } });
    expect(body.results).toEqual([
      { studentId: studentIds[0], points: 0, applied: -1 },
      { studentId: studentIds[1], points: 4, applied: -2 },
      { studentId: studentIds[2], points: 0, applied: 0 },
      { studentId: studentIds[3], points: 0, applied: 0 },
    ]);

    for (const r of body.results as { studentId: number; applied: number }[]) {
      if (r.applied !== 0)
        expect((await patch(r.studentId, { points: -r.applied }, teacher, skill)).statusCode).toBe(200);
    }
    expect(await Promise.all(studentIds.map((id) => pointsOf(id, skill)))).toEqual(before);

    const plus = await award(3, teacher, classId, skill);
    expect(plus.json().results.map((r: { applied: number }) => r.applied)).toEqual([3, 3, 3, 3]);
    expect((await award(-3, teacher, classId, skill)).statusCode).toBe(200);
    expect(await Promise.all(studentIds.map((id) => pointsOf(id, skill)))).toEqual(before);
  });
  it('400 for a class without students', async () => {
    const empty = await createClass(t.database.db, teacherId);
    const res = await award(1, teacher, empty.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EMPTY_CLASS');
  });
});

describe('OpenAPI', () => {
  it('documents the skill routes with the points/set body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const route = doc.paths['/api/students/{id}/skills/{skillId}'].patch;
    expect(route.description).toContain('absolute value');
    expect(Object.keys(route.requestBody.content['application/json'].schema.properties)).toEqual([
      'points',
      'set',
    ]);
    expect(doc.paths['/api/classes/{id}/skills/{skillId}/award'].post).toBeDefined();
  });
});
