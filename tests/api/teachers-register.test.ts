import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, teachers } from '../../src/server/db/schema';
import { createClass, createTeacher } from '../../src/server/seed/factories';
import { call, registerTeacher, registration, tokenFromMail, uniqueEmail, whoAmI } from '../support/accounts';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: object) => call(t, 'POST', '/api/teachers/register', { payload });

describe('POST /api/teachers/register', () => {
  it('creates the teacher and the class from the registration page form', async () => {
    const email = uniqueEmail();
    const res = await register(
      registration({ email: email.toUpperCase(), classCode: 'mth3x7', period: 3, teacherName: ' Ada L. ' }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.teacher).toEqual({
      id: expect.any(Number),
      name: 'Ada L.',
      email,
      schoolName: 'Lincoln Middle School',
      isVerified: false,
      pendingEmail: null,
      hasPassword: true,
      soundEnabled: false,
    });
    expect(body.class).toEqual({
      id: expect.any(Number),
      name: 'Math - Period 3',
      classCode: 'MTH3X7',
      createdAt: expect.any(String),
    });
    const [klass] = await t.database.db.select().from(classes).where(eq(classes.id, body.class.id));
    expect(klass.teacherId).toBe(body.teacher.id);
  });

  it('accepts the sign-up form (first and last name) and generates a class code', async () => {
    const { teacherName: _, ...rest } = registration();
    const res = await register({ ...rest, firstName: 'Grace', lastName: 'Hopper', className: 'Science' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.teacher.name).toBe('Grace Hopper');
    expect(body.class.name).toBe('Science');
    expect(body.class.classCode).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  });

  it('appends the period given as a string and stores no school for an empty one', async () => {
    const res = await register(registration({ period: '6', schoolName: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().class.name).toBe('Math - Period 6');
    expect(res.json().teacher.schoolName).toBeNull();
  });

  it('signs the new teacher in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await register(registration());
    const cookie = res.cookies.find((c) => c.name === 'rc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy(); // plain http in tests; Secure over https
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
    expect(await whoAmI(t, `rc_session=${cookie?.value}`)).toBe('teacher');
  });

  it('mails a verification link and stores only a digest of its token', async () => {
    const { teacher, payload } = await registerTeacher(t);
    const message = t.mail.filter((m) => m.to === payload.email).at(-1);
    expect(message?.subject).toMatch(/confirm/i);
    const token = tokenFromMail(t, payload.email, 'verify');
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [row] = await t.database.db.select().from(teachers).where(eq(teachers.id, teacher.id));
    expect(row.verificationToken).toBeTruthy();
    expect(row.verificationToken).not.toBe(token);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers 409 EMAIL_TAKEN for a registered email, whatever its case', async () => {
    const { payload } = await registerTeacher(t);
    const res = await register(registration({ email: payload.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An account with this email already exists', code: 'EMAIL_TAKEN' });

    // An address stored with capitals (e.g. by an older import) is found too.
    await createTeacher(t.database.db, { email: 'Mixed.Case@School.edu' });
    const again = await register(registration({ email: 'mixed.case@school.edu' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EMAIL_TAKEN');
  });

  it('answers 409 CLASS_CODE_TAKEN for a code in use, and creates nothing', async () => {
    const owner = await createTeacher(t.database.db);
    await createClass(t.database.db, owner.id, { classCode: 'TAKEN7' });
    const email = uniqueEmail();
    const res = await register(registration({ email, classCode: 'taken7' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'That class code is already in use', code: 'CLASS_CODE_TAKEN' });
    expect(res.cookies.find((c) => c.name === 'rc_session')).toBeUndefined();
    // The client regenerates the code and retries with the same email.
    const retry = await register(registration({ email, classCode: 'FREE77' }));
    expect(retry.statusCode).toBe(201);
  });

  it('settles simultaneous sign-ups for one email or one code in the database: one 201, one 409', async () => {
    const email = uniqueEmail('race');
    const sameEmail = await Promise.all([
      register(registration({ email, classCode: 'RACEA1' })),
      register(registration({ email, classCode: 'RACEA2' })),
    ]);
    expect(sameEmail.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(sameEmail.find((r) => r.statusCode === 409)?.json().code).toBe('EMAIL_TAKEN');

    const racers = [registration({ classCode: 'RACEB1' }), registration({ classCode: 'RACEB1' })];
    const sameCode = await Promise.all(racers.map(register));
    expect(sameCode.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const lost = sameCode.findIndex((r) => r.statusCode === 409);
    expect(sameCode[lost].json().code).toBe('CLASS_CODE_TAKEN');
    // The loser's teacher row was rolled back with its class: that email is still free.
    expect((await register({ ...racers[lost], classCode: 'RACEB2' })).statusCode).toBe(201);
  });

  it.each([
    [{ password: 'abcdefgh' }, 'password', 'Password must have: an uppercase letter, a number'],
    [{ password: 'Ab1' }, 'password', 'Password must be at least 8 characters'],
    [{ email: 'not-an-email' }, 'email', 'Valid email is required'],
    [{ className: '   ' }, 'className', 'Class name is required'],
    [{ className: undefined }, 'className', 'Class name is required'],
    [{ teacherName: undefined }, 'teacherName', 'Teacher name is required'],
    [{ classCode: 'AB-12' }, 'classCode', 'Class code must be at least 6 characters'],
  ])('answers 400 for %j with "%s: %s"', async (override, path, message) => {
    const before = t.mail.length;
    const res = await register(registration(override));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(`${path}: ${message}`);
    expect(body.code).toBe('VALIDATION');
    expect(body.issues).toContainEqual({ path, message });
    expect(res.cookies).toHaveLength(0);
    expect(t.mail.length).toBe(before);
  });

  it('lists every problem of a bad form at once', async () => {
    const res = await register({ email: 'x', password: 'short' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    // (The name check spans two forms, so it runs once the fields themselves are valid.)
    expect(paths).toEqual(expect.arrayContaining(['email', 'password', 'className']));
  });

  it('answers 400, not 500, for a body of the wrong shape', async () => {
    for (const payload of [[], { email: 42, password: true }, { ...registration(), period: { n: 1 } }]) {
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});
