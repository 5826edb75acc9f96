// Account-security findings of the hardening review, each with the test that
// would have caught it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { teachers } from '../../src/server/db/schema';
import { currentPasswordHeader } from '../../src/shared/accounts/current-password';
import { call, registerTeacher, tokenFromMail, uniqueEmail, whoAmI } from '../support/accounts';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  // No publicUrl: links come from the configured address, never the request's.
  t = await createTestApp();
});
afterAll(() => t.close());

describe('mailed links', () => {
  it('never point at the Host or X-Forwarded-Host a client sends', async () => {
    const { payload } = await registerTeacher(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/forgot-password',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: payload.email },
    });
    expect(res.statusCode).toBe(202);
    const mail = await vi.waitFor(() => {
      const m = t.mail.find((x) => x.to === payload.email && x.link?.includes('reset='));
      if (!m) throw new Error('no reset mail yet');
      return m;
    });
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/teacher-auth\?reset=/);
    expect(mail.text).not.toContain('evil.example');
  });
});

describe('control characters', () => {
  it('are refused with 400 on sign-in, before any query, whatever the field', async () => {
    for (const payload of [
      { email: 'a\u0000b@school.edu', password: 'whatever1' },
      { email: 'ab@school.edu', password: 'pass\u0000word' },
      { email: 'ab@school.edu\u001b', password: 'password' },
    ]) {
      const res = await call(t, 'POST', '/api/teachers/login', { payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/must not contain control characters/);
    }
  });

  it('are refused in names, while tabs and newlines stay allowed where text is free', async () => {
    const { cookie, klass } = await registerTeacher(t);
    const bad = await call(t, 'PATCH', `/api/classes/${klass.id}`, {
      cookie,
      payload: { name: 'Science\u0000' },
    });
    expect(bad.statusCode).toBe(400);
    const student = await call(t, 'POST', '/api/students', {
      cookie,
      payload: { classId: klass.id, firstName: 'Ada', lastName: 'King', bio: 'Likes maths.\n\tAnd chess.' },
    });
    expect(student.statusCode, student.body).toBe(201);
  });
});

describe('changes that need the current password', () => {
  it('an email change: missing 400, wrong 400 WRONG_PASSWORD, right 200', async () => {
    const { teacher, cookie, payload } = await registerTeacher(t);
    const change = (extra: object) =>
      call(t, 'PATCH', `/api/teachers/${teacher.id}`, {
        cookie,
        payload: { email: uniqueEmail('new'), ...extra },
      });
    const missing = await change({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('currentPassword: Current password is required');
    const wrong = await change({ currentPassword: 'Wr0ngPassword' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    expect((await change({ currentPassword: payload.password })).statusCode).toBe(200);
    // A name alone needs no password.
    const rename = await call(t, 'PATCH', `/api/teachers/${teacher.id}`, {
      cookie,
      payload: { name: 'Ada K.' },
    });
    expect(rename.statusCode).toBe(200);
  });

  it('account deletion: missing 400, wrong 400, right 200 and the account is gone', async () => {
    const { teacher, cookie, payload } = await registerTeacher(t);
    const remove = (password?: string) =>
      call(t, 'DELETE', `/api/teachers/${teacher.id}`, {
        cookie,
        headers: password === undefined ? {} : currentPasswordHeader(password),
      });
    expect((await remove()).statusCode).toBe(400);
    // The password in a body, as before 1.0.0, is refused: a DELETE takes none.
    const inBody = await call(t, 'DELETE', `/api/teachers/${teacher.id}`, {
      cookie,
      payload: { currentPassword: payload.password },
    });
    expect(inBody.statusCode).toBe(400);
    const wrong = await remove('Wr0ngPassword');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    expect(await whoAmI(t, cookie)).toBe('teacher');
    expect((await remove(payload.password)).statusCode).toBe(200);
    const login = await call(t, 'POST', '/api/teachers/login', {
      payload: { email: payload.email, password: payload.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('account deletion with a password outside Latin-1: the header carries it percent-encoded', async () => {
    const password = 'Pässwört-2024-пароль';
    const { teacher, cookie } = await registerTeacher(t, { password });
    const raw = await t.app.inject({
      method: 'DELETE',
      url: `/api/teachers/${teacher.id}`,
      headers: { cookie, 'x-current-password': 'not%encoded%' },
    });
    expect(raw.statusCode).toBe(400);
    expect(await whoAmI(t, cookie)).toBe('teacher');
    const res = await call(t, 'DELETE', `/api/teachers/${teacher.id}`, {
      cookie,
      headers: currentPasswordHeader(password),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('reset and verification tokens', () => {
  const forgot = async (email: string) => {
    const before = t.mail.filter((m) => m.to === email && m.link?.includes('reset=')).length;
    expect((await call(t, 'POST', '/api/teachers/forgot-password', { payload: { email } })).statusCode).toBe(
      202,
    );
    await vi.waitFor(() => {
      if (t.mail.filter((m) => m.to === email && m.link?.includes('reset=')).length === before)
        throw new Error('no mail yet');
    });
    return tokenFromMail(t, email, 'reset');
  };
  const reset = (token: string, password = 'An0therPass') =>
    call(t, 'POST', '/api/teachers/reset-password', { payload: { token, password } });

  it('a password change makes an outstanding reset link useless', async () => {
    const { teacher, cookie, payload } = await registerTeacher(t);
    const token = await forgot(payload.email);
    const changed = await call(t, 'PATCH', `/api/teachers/${teacher.id}/password`, {
      cookie,
      payload: { currentPassword: payload.password, newPassword: 'N3wPassword' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(400);
  });

  it('an email change makes a reset link sent to the old address useless, so it cannot verify the new one', async () => {
    const { teacher, cookie, payload } = await registerTeacher(t);
    const token = await forgot(payload.email);
    const newEmail = uniqueEmail('moved');
    const moved = await call(t, 'PATCH', `/api/teachers/${teacher.id}`, {
      cookie,
      payload: { email: newEmail, currentPassword: payload.password },
    });
    expect(moved.statusCode).toBe(200);
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
    const [row] = await t.database.db.select().from(teachers).where(eq(teachers.id, teacher.id));
    expect(row.isVerified).toBe(false);
  });

  it('spends a reset token once, even when two requests use it at the same moment', async () => {
    const { payload } = await registerTeacher(t);
    const token = await forgot(payload.email);
    const [a, b] = await Promise.all([reset(token, 'Passw0rdOne'), reset(token, 'Passw0rdTwo')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const winner = a.statusCode === 200 ? 'Passw0rdOne' : 'Passw0rdTwo';
    const login = await call(t, 'POST', '/api/teachers/login', {
      payload: { email: payload.email, password: winner },
    });
    expect(login.statusCode).toBe(200);
  });

  it('lets a verification link expire after 48 hours', async () => {
    const { teacher, payload } = await registerTeacher(t);
    await vi.waitFor(() => tokenFromMail(t, payload.email, 'verify'));
    const token = tokenFromMail(t, payload.email, 'verify');
    const [row] = await t.database.db.select().from(teachers).where(eq(teachers.id, teacher.id));
    expect(row.verificationTokenExpiry!.getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);
    await t.database.db
      .update(teachers)
      .set({ verificationTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(teachers.id, teacher.id));
    const res = await call(t, 'POST', '/api/teachers/verify-email', { payload: { token } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });
});

describe('writes from another site', () => {
  it('are refused with 403 when they carry the session cookie', async () => {
    const { cookie, klass } = await registerTeacher(t);
    const rename = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/classes/${klass.id}`,
        headers: { cookie, host: 'chalk.school.org', ...headers },
        payload: { name: 'Renamed' },
      });
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const res = await rename(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().code).toBe('FOREIGN_ORIGIN');
    }
    const classes = await call(t, 'GET', '/api/classes', { cookie });
    expect(classes.json().map((c: { name: string }) => c.name)).not.toContain('Renamed');
  });

  it('are let through from the same origin, or from a client that is no browser', async () => {
    const { cookie, klass } = await registerTeacher(t);
    const own: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://chalk.school.org' },
      { origin: 'http://chalk.school.org' },
      {},
    ];
    for (const headers of own) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/classes/${klass.id}`,
        headers: { cookie, host: 'chalk.school.org', ...headers },
        payload: { name: 'Renamed' },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
    // Reads and cookie-less calls (sign-in) are not concerned.
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/classes',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });
});
