import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinRequests, students } from '../../src/server/db/schema';
import { createClass, createFamily, createStudents, createTeacher } from '../../src/server/seed/factories';
import { call, uniqueEmail } from '../support/accounts';
import { recordEvents } from '../support/classroom';
import { createTestApp, sessionCookie, type TestContext } from '../support/test-app';

// A join under a name the class already has creates no student: the teacher says who the child
// is (docs/decisions/0164).

let t: TestContext;
let teacherCookie: string;
let otherTeacherCookie: string;
let klass: { id: number; classCode: string };
let secondClass: { id: number; classCode: string };
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const teacher = await createTeacher(db);
  klass = await createClass(db, teacher.id);
  secondClass = await createClass(db, teacher.id);
  teacherCookie = await t.cookieFor({ kind: 'teacher', id: teacher.id });
  otherTeacherCookie = await t.cookieFor({ kind: 'teacher', id: (await createTeacher(db)).id });
});
afterAll(() => t.close());

const db = () => t.database.db;
const access = (payload: object) => call(t, 'POST', '/api/students/access', { payload });
const login = (email: string, password: string) =>
  call(t, 'POST', '/api/students/login', { payload: { email, password } });
const listRequests = (cookie = teacherCookie, classId = klass.id) =>
  call(t, 'GET', `/api/classes/${classId}/join-requests`, { cookie });
const decide = (id: number, payload: object, cookie = teacherCookie) =>
  call(t, 'POST', `/api/join-requests/${id}`, { payload, cookie });
const classStudents = (classId = klass.id) =>
  db().select().from(students).where(eq(students.classId, classId));

let names = 0;
/** A student of the class with a name no one else has, and points from the teacher. */
async function rosterStudent(points: number, overrides: Partial<typeof students.$inferInsert> = {}) {
  const [s] = await createStudents(db(), klass.id, 1, {
    firstName: 'Ben',
    lastName: `Brooks${++names}`,
    ...overrides,
  });
  for (const p of [points - 1, 1]) {
    const res = await call(t, 'POST', '/api/behaviors', {
      payload: { studentId: s.id, type: 'Hard Work', points: p },
      cookie: teacherCookie,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  return s;
}
const joinAs = (firstName: string, lastName: string, overrides: Record<string, unknown> = {}) => ({
  classCode: klass.classCode,
  firstName,
  lastName,
  email: uniqueEmail('kid'),
  password: 'brooks7',
  ...overrides,
});

const PENDING = {
  message:
    'Your teacher needs to confirm who you are before you can sign in. Please ask your teacher to look at the class dashboard, then try again.',
  code: 'JOIN_PENDING',
};

/** A child joins as the namesake of `ben`; answers the waiting request's id and the join. */
async function waitingJoin(ben: { lastName: string }, overrides: Record<string, unknown> = {}) {
  const payload = joinAs(' ben ', ` ${ben.lastName.toUpperCase()}  `, overrides);
  const res = await access(payload);
  expect(res.statusCode, res.body).toBe(202);
  return { requestId: res.json().requestId as number, payload };
}

describe('POST /api/students/access with a name the class already has', () => {
  it('answers 202 pending with no session and no new student, and the teacher sees the request', async () => {
    const ben = await rosterStudent(6);
    const before = (await classStudents()).length;
    const events = recordEvents(t);
    const payload = joinAs('  BEN ', ` ${ben.lastName.toLowerCase()} `);
    const res = await access(payload);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'pending', requestId: expect.any(Number) });
    expect(res.cookies.filter((c) => c.name === 'rc_session')).toHaveLength(0);
    expect(await classStudents()).toHaveLength(before);
    await events.expectEvent({ topic: 'join-requests', classId: klass.id });

    const list = await listRequests();
    expect(list.statusCode).toBe(200);
    const mine = list.json().find((r: { id: number }) => r.id === res.json().requestId);
    expect(mine).toEqual({
      id: res.json().requestId,
      firstName: 'BEN',
      lastName: ben.lastName.toLowerCase(),
      email: payload.email,
      createdAt: expect.any(String),
      matches: [{ studentId: ben.id, firstName: 'Ben', lastName: ben.lastName, isRegistered: false }],
    });
    const [row] = await db().select().from(joinRequests).where(eq(joinRequests.id, mine.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('compares names trimmed, in any case, with inner spaces as one', async () => {
    await createStudents(db(), klass.id, 1, { firstName: 'Mary Ann', lastName: 'De  Luca' });
    const res = await access(joinAs('  mary   ann', 'DE LUCA '));
    expect(res.statusCode).toBe(202);
    // Another name is another child: joined at once, as the spec's join always did.
    const other = await access(joinAs('Mary', 'De Luca'));
    expect(other.statusCode).toBe(201);
    expect(other.json().student).toMatchObject({
      firstName: 'Mary',
      lastName: 'De Luca',
      isRegistered: true,
    });
  });

  it("claims the teacher's entry with that name and email: 201, the same student, the history kept", async () => {
    const email = uniqueEmail('ben');
    const ben = await rosterStudent(6, { email, firstName: 'Ben' });
    const before = (await classStudents()).length;
    const res = await access(
      joinAs('ben', `  ${ben.lastName.toLowerCase()}`, { email: email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().student).toMatchObject({ id: ben.id, balance: 6, isRegistered: true });
    expect(await classStudents()).toHaveLength(before);
    const history = await call(t, 'GET', `/api/behaviors?studentId=${ben.id}`, {
      cookie: sessionCookie(res),
    });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toHaveLength(2);
  });

  it('signs a registered student in again as before, whatever name they type', async () => {
    const first = await access(joinAs('Ola', `Nwosu${++names}`));
    expect(first.statusCode).toBe(201);
    const { email } = first.json().student;
    const again = await access(joinAs('Ola', first.json().student.lastName, { email }));
    expect(again.statusCode).toBe(201);
    expect(again.json().student.id).toBe(first.json().student.id);
  });

  it('while waiting: sign-in answers 403 JOIN_PENDING, joining again answers the same request', async () => {
    const ben = await rosterStudent(2);
    const { requestId, payload } = await waitingJoin(ben);
    const pending = await login(payload.email, payload.password);
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toEqual(PENDING);
    expect(pending.cookies.filter((c) => c.name === 'rc_session')).toHaveLength(0);
    // A wrong password learns nothing more than for any email.
    const wrong = await login(payload.email, 'not-it1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });

    const again = await access({ ...payload, email: payload.email.toUpperCase(), firstName: 'Benny' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ status: 'pending', requestId });
    const wrongAgain = await access({ ...payload, password: 'other-pw' });
    expect(wrongAgain.statusCode).toBe(409);
    expect(wrongAgain.json().code).toBe('ALREADY_JOINED');
    const rows = await db().select().from(joinRequests).where(eq(joinRequests.email, payload.email));
    expect(rows).toHaveLength(1);
  });

  it('holds a waiting email to its password in other classes too (one email, one password)', async () => {
    const ben = await rosterStudent(2);
    const { payload } = await waitingJoin(ben);
    const elsewhere = await access({ ...payload, classCode: secondClass.classCode, password: 'another' });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().code).toBe('EMAIL_REGISTERED');
    const same = await access({ ...payload, classCode: secondClass.classCode });
    expect(same.statusCode).toBe(201);
  });
});

describe('POST /api/join-requests/{id}', () => {
  it('link: the child signs in with their password as that student and sees the history', async () => {
    const ben = await rosterStudent(6);
    const { requestId, payload } = await waitingJoin(ben, { nickname: 'Benji' });
    const events = recordEvents(t);
    const res = await decide(requestId, { action: 'link', studentId: ben.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ action: 'link', studentId: ben.id });
    await events.expectEvent({ topic: 'students', classId: klass.id });

    const signedIn = await login(payload.email, payload.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().student).toMatchObject({
      id: ben.id,
      firstName: 'Ben',
      lastName: ben.lastName,
      nickname: 'Benji',
      email: payload.email,
      balance: 6,
      isRegistered: true,
    });
    const history = await call(t, 'GET', `/api/behaviors?studentId=${ben.id}`, {
      cookie: sessionCookie(signedIn),
    });
    expect(history.json()).toHaveLength(2);
    expect((await listRequests()).json().some((r: { id: number }) => r.id === requestId)).toBe(false);
    expect((await decide(requestId, { action: 'refuse' })).statusCode).toBe(404);
  });

  it('link to a student who has an account: 409, and the request keeps waiting', async () => {
    const first = await access(joinAs('Ada', `Obi${++names}`));
    const taken = first.json().student;
    const { requestId } = await waitingJoin({ lastName: taken.lastName }, { firstName: 'Ada' });
    const list = (await listRequests()).json().find((r: { id: number }) => r.id === requestId);
    expect(list.matches).toEqual([
      { studentId: taken.id, firstName: 'Ada', lastName: taken.lastName, isRegistered: true },
    ]);
    const res = await decide(requestId, { action: 'link', studentId: taken.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ALREADY_REGISTERED');
    expect((await listRequests()).json().some((r: { id: number }) => r.id === requestId)).toBe(true);
  });

  it('add: a new student with the name the child gave, who then signs in', async () => {
    const ben = await rosterStudent(3);
    const { requestId, payload } = await waitingJoin(ben);
    const before = (await classStudents()).length;
    const res = await decide(requestId, { action: 'add' });
    expect(res.statusCode).toBe(200);
    const added = res.json().studentId;
    expect(added).not.toBe(ben.id);
    expect(await classStudents()).toHaveLength(before + 1);
    const signedIn = await login(payload.email, payload.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().student).toMatchObject({
      id: added,
      firstName: 'ben',
      lastName: ben.lastName.toUpperCase(),
      balance: 0,
    });
  });

  it('refuse: the request is gone, sign-in is unknown, and a new join waits again', async () => {
    const ben = await rosterStudent(2);
    const { requestId, payload } = await waitingJoin(ben);
    const before = (await classStudents()).length;
    const res = await decide(requestId, { action: 'refuse' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ action: 'refuse', studentId: null });
    expect(await classStudents()).toHaveLength(before);
    const refused = await login(payload.email, payload.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
    const again = await access(payload);
    expect(again.statusCode).toBe(202);
    expect(again.json().requestId).not.toBe(requestId);
  });

  it('400 for a bad action or studentId, 404 for a student of another class or an unknown request', async () => {
    const ben = await rosterStudent(2);
    const { requestId } = await waitingJoin(ben);
    for (const body of [{ action: 'merge' }, { action: 'link' }, { action: 'link', studentId: 'x' }, {}]) {
      const res = await decide(requestId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const [elsewhere] = await createStudents(db(), secondClass.id, 1);
    const other = await decide(requestId, { action: 'link', studentId: elsewhere.id });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Student not found in this class', code: 'NOT_FOUND' });
    expect((await decide(999_999, { action: 'refuse' })).statusCode).toBe(404);
    expect((await listRequests()).json().some((r: { id: number }) => r.id === requestId)).toBe(true);
  });

  it("only the class's teacher: another teacher 404, a student or family 403, anonymous 401", async () => {
    const ben = await rosterStudent(2);
    const { requestId } = await waitingJoin(ben);
    const studentCookie = await t.cookieFor({ kind: 'student', id: ben.id });
    const family = await createFamily(db(), [ben.id]);
    const familyCookie = await t.cookieFor({ kind: 'family', id: family.id });
    const cases: [string | undefined, number][] = [
      [otherTeacherCookie, 404],
      [studentCookie, 403],
      [familyCookie, 403],
      [undefined, 401],
    ];
    for (const [cookie, status] of cases) {
      expect((await call(t, 'GET', `/api/classes/${klass.id}/join-requests`, { cookie })).statusCode).toBe(
        status,
      );
      expect(
        (await call(t, 'POST', `/api/join-requests/${requestId}`, { payload: { action: 'add' }, cookie }))
          .statusCode,
      ).toBe(status);
    }
    expect((await listRequests()).json().some((r: { id: number }) => r.id === requestId)).toBe(true);
    expect((await listRequests(teacherCookie, 999_999)).statusCode).toBe(404);
  });
});
