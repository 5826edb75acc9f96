import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skills, studentSkills, students } from '../../src/server/db/schema';
import { createClass, createStudents } from '../../src/server/seed/factories';
import { classroom, countQueries, recordEvents } from '../support/classroom';
import { createTestApp, expectNoSecrets, type TestContext } from '../support/test-app';

let t: TestContext;
let c: Awaited<ReturnType<typeof classroom>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await classroom(t);
});
afterAll(() => t.close());

const byName = (list: { firstName: string; lastName: string }[]) =>
  list.map((s) => `${s.lastName}, ${s.firstName}`);

describe('GET /api/students', () => {
  it('answers 401, 400 for a bad classId, 404 for another teacher’s class', async () => {
    expect((await c.anonymous('GET', '/api/students')).statusCode).toBe(401);
    const bad = await c.asTeacher('GET', '/api/students?classId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^classId: /);
    expect((await c.asTeacher('GET', `/api/students?classId=${c.theirs.klass.id}`)).statusCode).toBe(404);
  });

  it('gives a teacher only their own students, sorted by last then first name, with skills', async () => {
    const db = t.database.db;
    const klass = await createClass(db, c.teacher.id);
    const [, , ben] = await db
      .insert(students)
      .values(
        [
          ['Zoe', 'Adams'],
          ['Amy', 'Brown'],
          ['Ben', 'Adams'],
        ].map(([firstName, lastName]) => ({ classId: klass.id, firstName, lastName, passwordHash: 'x' })),
      )
      .returning();
    await db.insert(studentSkills).values([
      { studentId: ben.id, skillId: 2, points: 4 },
      { studentId: ben.id, skillId: 1, points: 7 },
    ]);

    const res = await c.asTeacher('GET', `/api/students?classId=${klass.id}`);
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res.body);
    const list = res.json();
    expect(byName(list)).toEqual(['Adams, Ben', 'Adams, Zoe', 'Brown, Amy']);
    expect(list[0].skills).toEqual([
      { skillId: 1, points: 7, skill: { id: 1, name: expect.any(String), description: expect.any(String) } },
      { skillId: 2, points: 4, skill: expect.objectContaining({ id: 2 }) },
    ]);
    expect(list[1].skills).toEqual([]);

    const all = (await c.asTeacher('GET', '/api/students')).json();
    const ids = all.map((s: { id: number }) => s.id);
    expect(ids).toHaveLength(c.mine.students.length + 3);
    for (const s of c.theirs.students) expect(ids).not.toContain(s.id);
  });

  it('gives a student only themself', async () => {
    const res = await c.asStudent('GET', '/api/students');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { id: number }) => s.id)).toEqual([c.mine.students[0].id]);
    const other = await c.asStudent('GET', `/api/students?classId=${c.theirs.klass.id}`);
    expect(other.json()).toEqual([]);
  });

  it('runs the same number of queries for 1 student as for 30', async () => {
    const db = t.database.db;
    const small = await createClass(db, c.teacher.id);
    const large = await createClass(db, c.teacher.id);
    await createStudents(db, small.id, 1);
    const many = await createStudents(db, large.id, 30);
    await db.insert(studentSkills).values(many.map((s) => ({ studentId: s.id, skillId: 1, points: 1 })));
    const sizes: number[] = [];
    const one = await countQueries(t, async () => {
      sizes.push((await c.asTeacher('GET', `/api/students?classId=${small.id}`)).json().length);
    });
    const thirty = await countQueries(t, async () => {
      sizes.push((await c.asTeacher('GET', `/api/students?classId=${large.id}`)).json().length);
    });
    expect(sizes).toEqual([1, 30]);
    expect(thirty).toBe(one);
    expect(thirty).toBeLessThanOrEqual(2); // the session lookup and the list itself
  });

  it('names a skill added after the catalogue was read (another instance migrated first)', async () => {
    const db = t.database.db;
    const klass = await createClass(db, c.teacher.id);
    const [kid] = await createStudents(db, klass.id, 1);
    const path = `/api/students?classId=${klass.id}`;
    expect((await c.asTeacher('GET', path)).json()[0].skills).toEqual([]); // catalogue read
    const [added] = await db
      .insert(skills)
      .values({ name: `Kindness ${process.pid}`, description: 'Added by a newer migration' })
      .returning();
    await db.insert(studentSkills).values({ studentId: kid.id, skillId: added.id, points: 3 });

    const [row] = (await c.asTeacher('GET', path)).json();
    expect(row.skills).toEqual([
      {
        skillId: added.id,
        points: 3,
        skill: { id: added.id, name: added.name, description: 'Added by a newer migration' },
      },
    ]);
    // Once known, the roster is one query again (after the session lookup).
    expect(await countQueries(t, () => c.asTeacher('GET', path))).toBeLessThanOrEqual(2);
    await db.delete(skills).where(eq(skills.id, added.id));
  });
});

describe('GET /api/students/{id}', () => {
  it('answers 401, 400, 404 for another teacher’s student or another student', async () => {
    const id = c.mine.students[1].id;
    expect((await c.anonymous('GET', `/api/students/${id}`)).statusCode).toBe(401);
    expect((await c.asTeacher('GET', '/api/students/-1')).statusCode).toBe(400);
    expect((await c.asTeacher('GET', `/api/students/${c.theirs.students[0].id}`)).statusCode).toBe(404);
    const res = await c.asStudent('GET', `/api/students/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Student not found' });
  });

  it('returns the student with skills to their teacher and to themself', async () => {
    const me = c.mine.students[0];
    for (const call of [c.asTeacher, c.asStudent]) {
      const res = await call('GET', `/api/students/${me.id}`);
      expect(res.statusCode).toBe(200);
      expectNoSecrets(res.body);
      expect(res.json()).toMatchObject({ id: me.id, classId: me.classId, balance: 0, skills: [] });
    }
  });
});

describe('POST /api/students', () => {
  const body = () => ({ classId: c.mine.klass.id, firstName: ' Ada ', lastName: 'Lovelace' });

  it('answers 401, 403, 400 with a field message, 404 for another teacher’s class', async () => {
    expect((await c.anonymous('POST', '/api/students', body())).statusCode).toBe(401);
    expect((await c.asStudent('POST', '/api/students', body())).statusCode).toBe(403);
    const noLast = await c.asTeacher('POST', '/api/students', { ...body(), lastName: ' ' });
    expect(noLast.statusCode).toBe(400);
    expect(noLast.json().message).toBe('lastName: Last name is required');
    const email = await c.asTeacher('POST', '/api/students', { ...body(), email: 'nope' });
    expect(email.json().message).toBe('email: Please enter a valid email address');
    const photo = await c.asTeacher('POST', '/api/students', { ...body(), photoUrl: 'javascript:alert(1)' });
    expect(photo.statusCode).toBe(400);
    const foreign = await c.asTeacher('POST', '/api/students', { ...body(), classId: c.theirs.klass.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Class not found' });
  });

  it('refuses a balance in the body: balances are sums of records', async () => {
    const res = await c.asTeacher('POST', '/api/students', { ...body(), balance: 50 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Unrecognized key.*balance/);
  });

  it('creates a student with zero balance', async () => {
    const bus = recordEvents(t);
    const res = await c.asTeacher('POST', '/api/students', {
      ...body(),
      nickname: 'Countess',
      email: 'Ada@School.edu',
      bio: '',
    });
    expect(res.statusCode).toBe(201);
    expectNoSecrets(res.body);
    expect(res.json()).toMatchObject({
      firstName: 'Ada',
      nickname: 'Countess',
      email: 'ada@school.edu',
      bio: null,
      balance: 0,
      hwScore: 0,
    });
    await bus.expectEvent({ topic: 'students', classId: c.mine.klass.id });
  });
});

describe('PATCH /api/students/{id}', () => {
  it('answers 401, 403, 400 for nothing or derived fields, 404 for another teacher’s student', async () => {
    const url = `/api/students/${c.mine.students[1].id}`;
    expect((await c.anonymous('PATCH', url, { nickname: 'X' })).statusCode).toBe(401);
    expect((await c.asStudent('PATCH', url, { nickname: 'X' })).statusCode).toBe(403);
    expect((await c.asTeacher('PATCH', url, {})).json().message).toBe('Nothing to update');
    const balance = await c.asTeacher('PATCH', url, { balance: 99 });
    expect(balance.statusCode).toBe(400);
    expect(balance.json().message).toMatch(/^balance: cannot be set directly/);
    expect((await c.asTeacher('PATCH', url, { hwScore: 99 })).statusCode).toBe(400);
    expect((await c.asTeacher('PATCH', url, { classId: c.mine.klass.id })).statusCode).toBe(400);
    const foreign = `/api/students/${c.theirs.students[0].id}`;
    expect((await c.asTeacher('PATCH', foreign, { nickname: 'X' })).statusCode).toBe(404);
  });

  it('changes only the profile fields sent; null or empty clears', async () => {
    const id = c.mine.students[1].id;
    await c.asTeacher('PATCH', `/api/students/${id}`, { nickname: 'Speedy', bio: 'Likes chess' });
    const res = await c.asTeacher('PATCH', `/api/students/${id}`, { nickname: '', lastName: ' Novak ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, nickname: null, bio: 'Likes chess', lastName: 'Novak' });
    expect(res.json().firstName).toBe(c.mine.students[1].firstName);
  });
});

describe('DELETE /api/students/{id}', () => {
  it('answers 401, 403, 404 for another teacher’s student (who stays)', async () => {
    const theirs = c.theirs.students[0].id;
    expect((await c.anonymous('DELETE', `/api/students/${theirs}`)).statusCode).toBe(401);
    expect((await c.asStudent('DELETE', `/api/students/${theirs}`)).statusCode).toBe(403);
    expect((await c.asTeacher('DELETE', `/api/students/${theirs}`)).statusCode).toBe(404);
    expect((await c.asOther('GET', `/api/students/${theirs}`)).statusCode).toBe(200);
  });

  it('removes the student with behaviours, homework and skill progress', async () => {
    const created = (
      await c.asTeacher('POST', '/api/students', {
        classId: c.mine.klass.id,
        firstName: 'Tmp',
        lastName: 'Y',
      })
    ).json();
    await c.asTeacher('POST', '/api/behaviors', { studentId: created.id, type: 'Teamwork', points: 1 });
    await t.database.db.insert(studentSkills).values({ studentId: created.id, skillId: 1, points: 2 });
    const res = await c.asTeacher('DELETE', `/api/students/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect((await c.asTeacher('GET', `/api/students/${created.id}`)).statusCode).toBe(404);
    expect((await c.asTeacher('GET', `/api/behaviors?studentId=${created.id}`)).statusCode).toBe(404);
    const skills = await t.database.db
      .select()
      .from(studentSkills)
      .where(eq(studentSkills.studentId, created.id));
    expect(skills).toEqual([]);
  });
});

describe('PATCH /api/students/{id}/transfer', () => {
  it('answers 401, 403, 400 without a class, 404 for another teacher’s student', async () => {
    const url = `/api/students/${c.mine.students[2].id}/transfer`;
    expect((await c.anonymous('PATCH', url, { classId: c.mine.klass.id })).statusCode).toBe(401);
    expect((await c.asStudent('PATCH', url, { classId: c.mine.klass.id })).statusCode).toBe(403);
    const missing = await c.asTeacher('PATCH', url, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('classId: Target class is required');
    const foreign = `/api/students/${c.theirs.students[0].id}/transfer`;
    expect((await c.asTeacher('PATCH', foreign, { classId: c.mine.klass.id })).statusCode).toBe(404);
  });

  it('refuses a class of another teacher (404) and changes nothing', async () => {
    const s = c.mine.students[2];
    const res = await c.asTeacher('PATCH', `/api/students/${s.id}/transfer`, { classId: c.theirs.klass.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Class not found' });
    const [row] = await t.database.db.select().from(students).where(eq(students.id, s.id));
    expect(row.classId).toBe(c.mine.klass.id);
  });

  it('moves the student, answers the previous class, and can be undone', async () => {
    const s = c.mine.students[2];
    const target = await createClass(t.database.db, c.teacher.id);
    const bus = recordEvents(t);
    const res = await c.asTeacher('PATCH', `/api/students/${s.id}/transfer`, { classId: target.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      student: { id: s.id, classId: target.id },
      previousClassId: s.classId,
    });
    await bus.expectEvent({ topic: 'students', classId: target.id });
    const inTarget = (await c.asTeacher('GET', `/api/students?classId=${target.id}`)).json();
    expect(inTarget.map((x: { id: number }) => x.id)).toEqual([s.id]);

    const undo = await c.asTeacher('PATCH', `/api/students/${s.id}/transfer`, { classId: s.classId });
    expect(undo.json()).toMatchObject({ student: { classId: s.classId }, previousClassId: target.id });
  });
});
