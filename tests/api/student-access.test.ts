import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords';
import { students } from '../../src/server/db/schema';
import { createClass, createStudents, createTeacher } from '../../src/server/seed/factories';
import { call, uniqueEmail, whoAmI } from '../support/accounts';
import { createTestApp, sessionCookie, type TestContext } from '../support/test-app';

let t: TestContext;
let klass: { id: number; name: string; classCode: string };
let otherClass: { id: number; classCode: string };
beforeAll(async () => {
  t = await createTestApp();
  const teacher = await createTeacher(t.database.db);
  klass = await createClass(t.database.db, teacher.id, { name: 'Math - Period 3' });
  otherClass = await createClass(t.database.db, teacher.id);
});
afterAll(() => t.close());

// Each join has a name of its own: a name the class already has waits for the teacher (decision
// 0164, tests/api/join-requests.test.ts).
let joins = 0;
const joinPayload = (overrides: Record<string, unknown> = {}) => ({
  classCode: klass.classCode.toLowerCase(),
  firstName: 'Grace',
  lastName: `Hopper${++joins}`,
  email: uniqueEmail('kid'),
  password: 'cobol59',
  ...overrides,
});
const access = (payload: object) => call(t, 'POST', '/api/students/access', { payload });
const studentLogin = (email: string, password: string) =>
  call(t, 'POST', '/api/students/login', { payload: { email, password } });
const rowsWithEmail = (classId: number, email: string) =>
  t.database.db
    .select()
    .from(students)
    .where(and(eq(students.classId, classId), eq(students.email, email)));

describe('POST /api/students/access', () => {
  it('joins the class by its code in any case and signs the student in', async () => {
    const payload = joinPayload({
      classCode: ` ${klass.classCode.toLowerCase()} `,
      lastName: 'Hopper',
      nickname: 'Amazing',
    });
    const res = await access(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.class).toEqual({ id: klass.id, name: 'Math - Period 3', classCode: klass.classCode });
    expect(body.student).toMatchObject({
      classId: klass.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      nickname: 'Amazing',
      email: payload.email,
      balance: 0,
      hwScore: 0,
      isRegistered: true,
    });
    const cookie = res.cookies.find((c) => c.name === 'rc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await call(t, 'GET', '/api/auth/me', { cookie: sessionCookie(res) });
    expect(me.json()).toMatchObject({ kind: 'student', student: { id: body.student.id }, class: body.class });
    const [row] = await rowsWithEmail(klass.id, payload.email);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers 404 for a class code nobody has', async () => {
    const res = await access(joinPayload({ classCode: 'ZZZZZZ' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No class has that code. Check it with your teacher.',
      code: 'NOT_FOUND',
    });
    expect(res.cookies).toHaveLength(0);
  });

  it.each([
    [{ password: '12345' }, 'password: Password must be at least 6 characters'],
    [{ email: 'grace.school.edu' }, 'email: Valid email is required'],
    [{ firstName: ' ' }, 'firstName: First name is required'],
    [{ lastName: undefined }, 'lastName: Last name is required'],
    [{ classCode: undefined }, 'classCode: Class code is required'],
    [{ classCode: 'ab1' }, 'classCode: Class code must be at least 6 characters'],
  ])('answers 400 for %j', async (override, message) => {
    const res = await access(joinPayload(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("claims the roster student with that email and the teacher's names instead of adding another", async () => {
    const email = uniqueEmail('roster');
    const [rostered] = await createStudents(t.database.db, klass.id, 1, {
      email: email.replace('roster', 'Roster'),
      firstName: 'Gracie',
      lastName: 'Hopper-Murray',
    });
    const res = await access(
      joinPayload({ email, firstName: ' gracie', lastName: 'HOPPER-MURRAY ', nickname: 'G' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().student).toMatchObject({
      id: rostered.id,
      firstName: 'Gracie',
      lastName: 'Hopper-Murray',
      nickname: 'G',
      isRegistered: true,
    });
    const all = await t.database.db.select().from(students).where(eq(students.classId, klass.id));
    expect(all.filter((s) => s.email?.toLowerCase() === email)).toHaveLength(1);
  });

  it('does not hand a roster entry to a join under another name (decision 0012)', async () => {
    const email = uniqueEmail('roster');
    const [rostered] = await createStudents(t.database.db, klass.id, 1, {
      email,
      firstName: 'Ada',
      lastName: 'King',
    });
    const res = await access(joinPayload({ email, firstName: 'Eve', lastName: 'Intruder' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NAME_MISMATCH');
    expect(res.cookies).toHaveLength(0);
    const [row] = await t.database.db.select().from(students).where(eq(students.id, rostered.id));
    expect(row.passwordHash).toBeNull();
    expect(row.isRegistered).toBe(false);
  });

  it('lets exactly one of two racing claims of a roster entry through', async () => {
    const email = uniqueEmail('race');
    await createStudents(t.database.db, klass.id, 1, { email, firstName: 'Grace', lastName: 'Hopper' });
    const [a, b] = await Promise.all([
      access(joinPayload({ email, lastName: 'Hopper', password: 'first-pw' })),
      access(joinPayload({ email, lastName: 'Hopper', password: 'second-pw' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    // The loser's code depends on the moment it lost (before or at the claim); its status does not.
    expect((a.statusCode === 409 ? a : b).cookies).toHaveLength(0);
    const winner = a.statusCode === 201 ? 'first-pw' : 'second-pw';
    const loserPassword = winner === 'first-pw' ? 'second-pw' : 'first-pw';
    expect((await studentLogin(email, winner)).statusCode).toBe(200);
    expect((await studentLogin(email, loserPassword)).statusCode).toBe(401);
  });

  it("does not claim a student with that email on another class's roster", async () => {
    const email = uniqueEmail('elsewhere');
    const [elsewhere] = await createStudents(t.database.db, otherClass.id, 1, { email });
    const res = await access(joinPayload({ email }));
    expect(res.statusCode).toBe(201);
    expect(res.json().student.id).not.toBe(elsewhere.id);
    expect(res.json().student.classId).toBe(klass.id);
  });

  it('joining again with the same email signs in with the right password, 409 with a wrong one', async () => {
    const payload = joinPayload();
    const first = (await access(payload)).json().student;
    const again = await access({ ...payload, email: payload.email.toUpperCase(), firstName: 'Other' });
    expect(again.statusCode).toBe(201);
    expect(again.json().student).toEqual(first);
    expect(await whoAmI(t, sessionCookie(again))).toBe('student');

    const wrong = await access({ ...payload, password: 'not-it' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('ALREADY_JOINED');
    expect(wrong.cookies).toHaveLength(0);
    expect(await rowsWithEmail(klass.id, payload.email)).toHaveLength(1);
  });

  it('locks the account after repeated wrong passwords through access, as login does', async () => {
    const payload = joinPayload();
    await access(payload);
    for (let i = 0; i < 10; i++) {
      expect((await access({ ...payload, password: `guess-${i}` })).statusCode).toBe(409);
    }
    const locked = await access(payload);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    expect((await studentLogin(payload.email, payload.password)).statusCode).toBe(429);
  });
});

describe('POST /api/students/login', () => {
  it('signs a joined student in and answers {student, class}', async () => {
    const payload = joinPayload();
    const joined = (await access(payload)).json();
    const res = await studentLogin(payload.email.toUpperCase(), payload.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ student: joined.student, class: joined.class });
    expect(await whoAmI(t, sessionCookie(res))).toBe('student');
  });

  it('answers 401 for a wrong password, an unknown email, or a roster entry never joined', async () => {
    const payload = joinPayload();
    await access(payload);
    const rosterOnly = uniqueEmail('roster-only');
    await createStudents(t.database.db, klass.id, 1, { email: rosterOnly });
    for (const [email, password] of [
      [payload.email, 'wrong!'],
      [uniqueEmail('nobody'), payload.password],
      [rosterOnly, payload.password],
    ]) {
      const res = await studentLogin(email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it("joins a second class with an email only with that email's password, and signs in to the newest", async () => {
    const email = uniqueEmail('twice');
    expect((await access(joinPayload({ email, password: 'first-pw' }))).statusCode).toBe(201);
    const refused = await access(
      joinPayload({ email, password: 'second-pw', classCode: otherClass.classCode }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EMAIL_REGISTERED');
    const second = await access(
      joinPayload({ email, password: 'first-pw', classCode: otherClass.classCode }),
    );
    expect(second.statusCode).toBe(201);
    expect((await studentLogin(email, 'first-pw')).json().class.id).toBe(otherClass.id);
  });

  it('cannot be locked out by registering the email in other classes', async () => {
    const email = uniqueEmail('victim');
    expect((await access(joinPayload({ email, password: 'victim-pw' }))).statusCode).toBe(201);
    const db = t.database.db;
    const teacher = await createTeacher(db);
    for (let i = 0; i < 6; i++) {
      const elsewhere = await createClass(db, teacher.id);
      const res = await access(
        joinPayload({ email, password: `attacker-${i}`, classCode: elsewhere.classCode }),
      );
      expect(res.statusCode).toBe(409);
    }
    // Entries with other passwords made before this rule (straight into the database) do not
    // hide the right one either, however many there are.
    for (let i = 0; i < 6; i++) {
      const elsewhere = await createClass(db, teacher.id);
      const [row] = await createStudents(db, elsewhere.id, 1, { email });
      await db
        .update(students)
        .set({ passwordHash: await hashPassword(`legacy-${i}`), isRegistered: true })
        .where(eq(students.id, row.id));
    }
    const res = await studentLogin(email, 'victim-pw');
    expect(res.statusCode).toBe(200);
    expect(res.json().class.id).toBe(klass.id);
  });

  it("does not let a student's credentials sign in as a teacher", async () => {
    const payload = joinPayload();
    await access(payload);
    const res = await call(t, 'POST', '/api/teachers/login', {
      payload: { email: payload.email, password: payload.password },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 without email or password', async () => {
    expect((await call(t, 'POST', '/api/students/login', { payload: {} })).statusCode).toBe(400);
  });

  it('gives a student session no teacher powers', async () => {
    const res = await access(joinPayload());
    const cookie = sessionCookie(res);
    const teacherId = (await createTeacher(t.database.db)).id;
    const denied = await call(t, 'PATCH', `/api/teachers/${teacherId}/password`, {
      payload: { currentPassword: 'x', newPassword: 'N3wPassword' },
      cookie,
    });
    expect(denied.statusCode).toBe(403);
  });
});
