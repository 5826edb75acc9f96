import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviors, classes, sessions, students, teachers } from '../../src/server/db/schema';
import { createClassWithStudents, createTeacher } from '../../src/server/seed/factories';
import { currentPasswordHeader } from '../../src/shared/accounts/current-password';
import { call, registerTeacher, STRONG_PASSWORD, tokenFromMail, whoAmI } from '../support/accounts';
import { createTestApp, sessionCookie, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (id: number, payload: object, cookie?: string) =>
  call(t, 'PATCH', `/api/teachers/${id}`, { payload, cookie });
const changePassword = (id: number, payload: object, cookie?: string) =>
  call(t, 'PATCH', `/api/teachers/${id}/password`, { payload, cookie });
const login = (email: string, password: string) =>
  call(t, 'POST', '/api/teachers/login', { payload: { email, password } });

describe('PATCH /api/teachers/{id}', () => {
  it('updates the own name and school, leaving absent fields as they are', async () => {
    const { teacher, cookie } = await registerTeacher(t);
    const res = await patch(teacher.id, { name: ' Ada King ' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().teacher).toEqual({ ...teacher, name: 'Ada King' });
    const school = await patch(teacher.id, { schoolName: 'Hill Valley High' }, cookie);
    expect(school.json().teacher).toMatchObject({ name: 'Ada King', schoolName: 'Hill Valley High' });
    const cleared = await patch(teacher.id, { schoolName: '' }, cookie);
    expect(cleared.json().teacher.schoolName).toBeNull();
  });

  it('answers 401 without a session', async () => {
    const { teacher } = await registerTeacher(t);
    const res = await patch(teacher.id, { name: 'Nobody' });
    expect(res.statusCode).toBe(401);
  });

  it("answers 404 for another teacher's id and changes nothing", async () => {
    const { cookie } = await registerTeacher(t);
    const other = await registerTeacher(t);
    const res = await patch(other.teacher.id, { name: 'Hijacked' }, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Teacher not found', code: 'NOT_FOUND' });
    const [row] = await t.database.db.select().from(teachers).where(eq(teachers.id, other.teacher.id));
    expect(row.name).toBe('Ada Lovelace');
  });

  it('refuses a student session', async () => {
    const owner = await createTeacher(t.database.db);
    const { students: kids } = await createClassWithStudents(t.database.db, owner.id, 1);
    const cookie = await t.cookieFor({ kind: 'student', id: kids[0].id });
    const res = await patch(owner.id, { name: 'Student Was Here' }, cookie);
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 for an empty update, a blank name or a bad email', async () => {
    const { teacher, cookie } = await registerTeacher(t);
    expect((await patch(teacher.id, {}, cookie)).json().message).toBe('Nothing to update');
    expect((await patch(teacher.id, { name: '  ' }, cookie)).json().message).toBe('name: Name is required');
    const bad = await patch(teacher.id, { email: 'nope' }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('email: Valid email is required');
    expect((await call(t, 'PATCH', '/api/teachers/abc', { payload: { name: 'X' }, cookie })).statusCode).toBe(
      400,
    );
  });

  it('answers 409 for an email another account uses, whatever its case', async () => {
    const { teacher, cookie } = await registerTeacher(t);
    const other = await registerTeacher(t);
    const res = await patch(
      teacher.id,
      { email: other.payload.email.toUpperCase(), currentPassword: STRONG_PASSWORD },
      cookie,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
  });

  it('a new email is pending until its mailed link is opened, then it is the sign-in address', async () => {
    const { teacher, payload, cookie } = await registerTeacher(t);
    await call(t, 'POST', '/api/teachers/verify-email', {
      payload: { token: tokenFromMail(t, payload.email, 'verify') },
    });
    const same = await patch(teacher.id, { email: payload.email.toUpperCase() }, cookie);
    expect(same.json().teacher.isVerified).toBe(true); // the same address in capitals is no change

    const newEmail = `new-${payload.email}`;
    const res = await patch(teacher.id, { email: newEmail, currentPassword: STRONG_PASSWORD }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().teacher).toMatchObject({
      email: payload.email,
      pendingEmail: newEmail,
      isVerified: true,
    });
    // Until the link is opened, the account signs in with the address it has proven.
    expect((await login(payload.email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await login(newEmail, STRONG_PASSWORD)).statusCode).toBe(401);
    const token = tokenFromMail(t, newEmail, 'verify');
    // A link mailed to the old address cannot verify the new one.
    const stale = await call(t, 'POST', '/api/teachers/verify-email', {
      payload: { token: tokenFromMail(t, payload.email, 'verify') },
    });
    expect(stale.statusCode).toBe(400);
    await call(t, 'POST', '/api/teachers/verify-email', { payload: { token } });
    expect((await call(t, 'GET', '/api/auth/me', { cookie })).json().teacher).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      isVerified: true,
    });
    expect((await login(newEmail, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await login(payload.email, STRONG_PASSWORD)).statusCode).toBe(401);
  });
});

describe('PATCH /api/teachers/{id}/password', () => {
  const NEW = 'N3wPassword';

  it('answers 400 when the current password is wrong, and keeps the old one', async () => {
    const { teacher, payload, cookie } = await registerTeacher(t);
    const res = await changePassword(teacher.id, { currentPassword: 'Wr0ngPass', newPassword: NEW }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Current password is incorrect', code: 'WRONG_PASSWORD' });
    expect(await whoAmI(t, cookie)).toBe('teacher');
    expect((await login(payload.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password and signs other devices out, keeping this one signed in', async () => {
    const { teacher, payload, cookie } = await registerTeacher(t);
    const otherDevice = sessionCookie(await login(payload.email, STRONG_PASSWORD));
    const res = await changePassword(
      teacher.id,
      { currentPassword: STRONG_PASSWORD, newPassword: NEW },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed' });
    expect(await whoAmI(t, otherDevice)).toBe('none');
    expect(await whoAmI(t, sessionCookie(res))).toBe('teacher');
    expect((await login(payload.email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(payload.email, NEW)).statusCode).toBe(200);
  });

  it('answers 400 for a weak new password, 401 without a session, 404 for another id', async () => {
    const { teacher, cookie } = await registerTeacher(t);
    const other = await registerTeacher(t);
    const weak = await changePassword(
      teacher.id,
      { currentPassword: STRONG_PASSWORD, newPassword: 'short' },
      cookie,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('newPassword: Password must be at least 8 characters');
    const body = { currentPassword: STRONG_PASSWORD, newPassword: NEW };
    expect((await changePassword(teacher.id, body)).statusCode).toBe(401);
    expect((await changePassword(other.teacher.id, body, cookie)).statusCode).toBe(404);
    expect((await login(other.payload.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });
});

describe('DELETE /api/teachers/{id}', () => {
  it('removes the account with its classes, students, records and sessions', async () => {
    const { teacher, klass, cookie, payload } = await registerTeacher(t);
    const db = t.database.db;
    const second = await createClassWithStudents(db, teacher.id, 3);
    const [kid] = second.students;
    await db.insert(behaviors).values({ studentId: kid.id, type: 'participation', points: 1 });
    const studentCookie = await t.cookieFor({ kind: 'student', id: kid.id });
    const otherDevice = sessionCookie(await login(payload.email, STRONG_PASSWORD));

    const res = await call(t, 'DELETE', `/api/teachers/${teacher.id}`, {
      cookie,
      headers: currentPasswordHeader(STRONG_PASSWORD),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Account deleted' });
    expect(res.cookies.find((c) => c.name === 'rc_session')?.value).toBe('');

    expect(await db.select().from(teachers).where(eq(teachers.id, teacher.id))).toHaveLength(0);
    const classIds = [klass.id, second.klass.id];
    expect(await db.select().from(classes).where(inArray(classes.id, classIds))).toHaveLength(0);
    expect(await db.select().from(students).where(inArray(students.classId, classIds))).toHaveLength(0);
    expect(await db.select().from(behaviors).where(eq(behaviors.studentId, kid.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.teacherId, teacher.id))).toHaveLength(0);
    for (const c of [cookie, otherDevice, studentCookie]) expect(await whoAmI(t, c)).toBe('none');
    expect((await login(payload.email, STRONG_PASSWORD)).statusCode).toBe(401);
    // The email is free again.
    await registerTeacher(t, { email: payload.email });
  });

  it("answers 404 for another teacher's id, 401 without a session, and deletes nothing", async () => {
    const { cookie } = await registerTeacher(t);
    const other = await registerTeacher(t);
    const res = await call(t, 'DELETE', `/api/teachers/${other.teacher.id}`, { cookie });
    expect(res.statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/teachers/${other.teacher.id}`)).statusCode).toBe(401);
    expect(await whoAmI(t, other.cookie)).toBe('teacher');
    expect(await t.database.db.select().from(classes).where(eq(classes.id, other.klass.id))).toHaveLength(1);
  });

  it('refuses a student session', async () => {
    const owner = await createTeacher(t.database.db);
    const { students: kids } = await createClassWithStudents(t.database.db, owner.id, 1);
    const cookie = await t.cookieFor({ kind: 'student', id: kids[0].id });
    const res = await call(t, 'DELETE', `/api/teachers/${owner.id}`, { cookie });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(teachers).where(eq(teachers.id, owner.id))).toHaveLength(1);
  });
});
