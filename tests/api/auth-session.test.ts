import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digest } from '../../src/server/auth/tokens';
import { rateLimits, sessions } from '../../src/server/db/schema';
import { createClassWithStudents, createTeacher } from '../../src/server/seed/factories';
import { call, registerTeacher, STRONG_PASSWORD, uniqueEmail, whoAmI } from '../support/accounts';
import { createTestApp, sessionCookie, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object, ip?: string) => call(t, 'POST', '/api/teachers/login', { payload, ip });
const INVALID = { message: 'Invalid email or password', code: 'UNAUTHORIZED' };

describe('POST /api/teachers/login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const { payload, teacher } = await registerTeacher(t);
    const res = await login({ email: ` ${payload.email.toUpperCase()} `, password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ teacher });
    const cookie = res.cookies.find((c) => c.name === 'rc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await whoAmI(t, sessionCookie(res))).toBe('teacher');
  });

  it('answers 401 for a wrong password and the same 401 for an unknown email', async () => {
    const { payload } = await registerTeacher(t);
    const wrong = await login({ email: payload.email, password: 'Wr0ngPassword' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: STRONG_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID);
    expect(unknown.json()).toEqual(INVALID);
    expect(wrong.cookies).toHaveLength(0);
  });

  it('answers 400 when a field is missing', async () => {
    const none = await login({});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('email: Email is required');
    const noPassword = await login({ email: 'ada@school.edu' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe('password: Password is required');
  });

  it('locks one account after 10 failures for the client that failed, never for its owner elsewhere', async () => {
    const { payload } = await registerTeacher(t);
    const other = await registerTeacher(t);
    const attacker = '10.9.9.1';
    for (let i = 0; i < 10; i++) {
      const res = await login({ email: payload.email, password: `Wr0ng-${i}` }, attacker);
      expect(res.statusCode).toBe(401);
    }
    // The client that failed is held back, even with the right password, and is told why.
    const locked = await login({ email: payload.email, password: STRONG_PASSWORD }, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(locked.json().message).toMatch(/Wait 15 minutes.*a device you have used before/);
    // Its owner, on another network, signs in at once (OWASP ASVS 2.2.1: no lock-out by others).
    expect((await login({ email: payload.email, password: STRONG_PASSWORD }, '10.9.9.2')).statusCode).toBe(
      200,
    );
    expect(
      (await login({ email: other.payload.email, password: STRONG_PASSWORD }, attacker)).statusCode,
    ).toBe(200);
  });

  it('lets a locked client in with the right password once its 15 minutes are over (ended here)', async () => {
    const { payload } = await registerTeacher(t);
    const ip = '10.9.8.1';
    for (let i = 0; i < 10; i++) await login({ email: payload.email, password: `Wr0ng-${i}` }, ip);
    expect((await login({ email: payload.email, password: STRONG_PASSWORD }, ip)).statusCode).toBe(429);
    // 15 minutes pass: this client's lock and failure count end.
    await t.database.db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1) })
      .where(like(rateLimits.key, `acct-%:${ip}`));
    expect((await login({ email: payload.email, password: STRONG_PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { payload } = await registerTeacher(t);
    for (let i = 0; i < 9; i++) await login({ email: payload.email, password: 'Wr0ngPassword' });
    expect((await login({ email: payload.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await login({ email: payload.email, password: 'Wr0ngPassword' });
    expect((await login({ email: payload.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session on the server: the old cookie no longer works', async () => {
    const { cookie } = await registerTeacher(t);
    const token = cookie.split('=')[1];
    const res = await call(t, 'POST', '/api/auth/logout', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
    const cleared = res.cookies.find((c) => c.name === 'rc_session');
    expect(cleared?.value).toBe('');
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, digest(token)));
    expect(rows).toHaveLength(0);
    expect(await whoAmI(t, cookie)).toBe('none');
    const patch = await call(t, 'PATCH', '/api/teachers/1', { cookie, payload: { name: 'X' } });
    expect(patch.statusCode).toBe(401);
  });

  it('signs out only the device that asks', async () => {
    const { payload, cookie } = await registerTeacher(t);
    const second = await login({ email: payload.email, password: STRONG_PASSWORD });
    await call(t, 'POST', '/api/auth/logout', { cookie });
    expect(await whoAmI(t, sessionCookie(second))).toBe('teacher');
  });

  it('answers 200 without a session too', async () => {
    const res = await call(t, 'POST', '/api/auth/logout');
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  it('says nobody is signed in without a cookie or with an unknown one', async () => {
    for (const cookie of [undefined, 'rc_session=not-a-session', 'rc_session=']) {
      const res = await call(t, 'GET', '/api/auth/me', { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ kind: 'none' });
    }
  });

  it('gives the signed-in teacher profile', async () => {
    const { teacher, cookie } = await registerTeacher(t);
    const res = await call(t, 'GET', '/api/auth/me', { cookie });
    expect(res.json()).toEqual({ kind: 'teacher', teacher });
  });

  it('gives the signed-in student and their class', async () => {
    const owner = await createTeacher(t.database.db);
    const { klass, students } = await createClassWithStudents(t.database.db, owner.id, 2);
    const cookie = await t.cookieFor({ kind: 'student', id: students[1].id });
    const res = await call(t, 'GET', '/api/auth/me', { cookie });
    const body = res.json();
    expect(body.kind).toBe('student');
    expect(body.student).toMatchObject({ id: students[1].id, classId: klass.id });
    expect(body.class).toEqual({ id: klass.id, name: klass.name, classCode: klass.classCode });
  });

  it('treats an expired session as signed out', async () => {
    const { cookie } = await registerTeacher(t);
    const token = cookie.split('=')[1];
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, digest(token)));
    expect(await whoAmI(t, cookie)).toBe('none');
  });
});

describe('per-address rate limit (AUTH_RATE_LIMIT)', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ authRateLimit: 3 });
  });
  afterAll(() => limited.close());

  const ROUTES: [string, object][] = [
    ['/api/teachers/login', { email: 'ada@school.edu', password: 'Wr0ngPassword' }],
    ['/api/teachers/forgot-password', { email: '' }],
    ['/api/teachers/register', { email: 'bad' }],
    ['/api/students/access', { classCode: 'NOPE00' }],
    ['/api/students/login', { email: 'kid@school.edu', password: 'wrong!' }],
    ['/api/teachers/reset-password', { token: 'x' }],
  ];
  it.each(ROUTES)(
    'answers 429 on %s after 3 failed attempts a minute from one address',
    async (url, payload) => {
      // One address per route: failures on any of these routes count together.
      const n = ROUTES.findIndex(([u]) => u === url);
      const ip = `10.1.2.${n}`;
      for (let i = 0; i < 3; i++) {
        const res = await call(limited, 'POST', url, { payload, ip });
        expect(res.statusCode).not.toBe(429);
      }
      const res = await call(limited, 'POST', url, { payload, ip });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        message: 'Too many attempts from this network. Please wait a minute and try again.',
        code: 'RATE_LIMITED',
      });
      // Another address is not held back.
      expect((await call(limited, 'POST', url, { payload, ip: `10.1.3.${n}` })).statusCode).not.toBe(429);
    },
  );

  it('does not limit ordinary reads', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await call(limited, 'GET', '/api/auth/me', { ip: '10.1.2.5' })).statusCode).toBe(200);
    }
  });
});
