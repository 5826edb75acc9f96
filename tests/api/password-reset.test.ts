import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '../../src/server/db/schema';
import {
  call,
  registerTeacher,
  STRONG_PASSWORD,
  tokenFromMail,
  uniqueEmail,
  whoAmI,
} from '../support/accounts';
import { createTestApp, sessionCookie, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://chalk.example.org' });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'N3wPassword';
const forgot = (email: string) => call(t, 'POST', '/api/teachers/forgot-password', { payload: { email } });
const reset = (token: string, password = NEW_PASSWORD) =>
  call(t, 'POST', '/api/teachers/reset-password', { payload: { token, password } });
const login = (email: string, password: string) =>
  call(t, 'POST', '/api/teachers/login', { payload: { email, password } });
const SENT = { message: 'If an account exists for that email, a reset link is on its way.' };

/** A registered teacher with a fresh reset token from the mailed link. */
async function teacherWithResetToken() {
  const registered = await registerTeacher(t);
  expect((await forgot(registered.payload.email)).statusCode).toBe(202);
  return { ...registered, token: tokenFromMail(t, registered.payload.email, 'reset') };
}

describe('POST /api/teachers/forgot-password', () => {
  it('answers 202 and mails a reset link for a known email (any case)', async () => {
    const { payload } = await registerTeacher(t);
    const res = await forgot(payload.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(SENT);
    const message = t.mail.at(-1)!;
    expect(message.to).toBe(payload.email);
    expect(message.subject).toMatch(/reset/i);
    expect(message.link).toMatch(/^https:\/\/chalk\.example\.org\/teacher-auth\?reset=/);
    const token = tokenFromMail(t, payload.email, 'reset');
    expect(res.body).not.toContain(token);
    const [row] = await t.database.db.select().from(teachers).where(eq(teachers.email, payload.email));
    expect(row.resetToken).not.toBe(token); // only a digest is stored
    expect(row.resetTokenExpiry!.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(row.resetTokenExpiry!.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('answers the same 202 for an unknown email and sends nothing', async () => {
    const before = t.mail.length;
    const res = await forgot(uniqueEmail('nobody'));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(SENT);
    expect(t.mail.length).toBe(before);
  });

  it('answers 400 without an email', async () => {
    const res = await call(t, 'POST', '/api/teachers/forgot-password', { payload: {} });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/teachers/reset-password', () => {
  it('sets the new password once, and signs every old session out', async () => {
    const { payload, cookie, token } = await teacherWithResetToken();
    const other = sessionCookie(await login(payload.email, STRONG_PASSWORD));
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/password reset/i);
    expect(await whoAmI(t, cookie)).toBe('none');
    expect(await whoAmI(t, other)).toBe('none');
    expect((await login(payload.email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(payload.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'An0therPassword');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This reset link is invalid or has expired. Ask for a new one.',
      code: 'INVALID_TOKEN',
    });
    expect((await login(payload.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token (older than an hour)', async () => {
    const { payload, token } = await teacherWithResetToken();
    await t.database.db
      .update(teachers)
      .set({ resetTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(teachers.email, payload.email));
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
    expect((await login(payload.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('only the newest link works after asking twice', async () => {
    const { payload, token: first } = await teacherWithResetToken();
    await forgot(payload.email);
    const second = tokenFromMail(t, payload.email, 'reset');
    expect(second).not.toBe(first);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('refuses a weak password and keeps the token usable', async () => {
    const { token } = await teacherWithResetToken();
    const weak = await reset(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('password: Password must have: an uppercase letter, a number');
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses a made-up token and a missing one', async () => {
    expect((await reset('x'.repeat(43))).statusCode).toBe(400);
    const missing = await call(t, 'POST', '/api/teachers/reset-password', {
      payload: { password: NEW_PASSWORD },
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('POST /api/teachers/verify-email', () => {
  const verify = (token: string) => call(t, 'POST', '/api/teachers/verify-email', { payload: { token } });

  it('marks the account verified with the mailed token, once', async () => {
    const { payload, cookie } = await registerTeacher(t);
    const token = tokenFromMail(t, payload.email, 'verify');
    expect(new URL(t.mail.at(-1)!.link!).pathname).toBe('/teacher-auth');
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email verified' });
    const me = await call(t, 'GET', '/api/auth/me', { cookie });
    expect(me.json().teacher.isVerified).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses an unknown token', async () => {
    const res = await verify('y'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This verification link is invalid, expired or was already used.');
  });
});
