// "Send the link again" for a teacher (decision 0115): the same rules as the family's
// (shared server logic), reached through the teacher's own id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerTeacher, STRONG_PASSWORD, tokenFromMail } from '../support/accounts';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const resend = (id: number, cookie?: string) =>
  call(t, 'POST', `/api/teachers/${id}/verification`, { cookie });
const verify = (token: string) => call(t, 'POST', '/api/teachers/verify-email', { payload: { token } });
const mailsTo = (to: string) => t.mail.filter((m) => m.to === to).length;

describe('POST /api/teachers/{id}/verification', () => {
  it('mails a new link to the unconfirmed address; the earlier link stops working, the new one verifies', async () => {
    const { teacher, cookie, payload } = await registerTeacher(t);
    const first = tokenFromMail(t, payload.email, 'verify');
    const before = mailsTo(payload.email);
    const res = await resend(teacher.id, cookie);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(`A new link is on its way to ${payload.email}.`);
    expect(mailsTo(payload.email)).toBe(before + 1);
    const second = tokenFromMail(t, payload.email, 'verify');
    expect(second).not.toBe(first);
    const old = await verify(first);
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('INVALID_TOKEN');
    expect((await verify(second)).statusCode).toBe(200);
    const me = await call(t, 'GET', '/api/auth/me', { cookie });
    expect(me.json().teacher.isVerified).toBe(true);
  });

  it('mails to the pending new address, not the confirmed one', async () => {
    const { teacher, cookie, payload } = await registerTeacher(t);
    expect((await verify(tokenFromMail(t, payload.email, 'verify'))).statusCode).toBe(200);
    const done = await resend(teacher.id, cookie);
    expect(done.statusCode).toBe(400);
    expect(done.json().code).toBe('ALREADY_VERIFIED');
    const newEmail = `new-${payload.email}`;
    const patched = await call(t, 'PATCH', `/api/teachers/${teacher.id}`, {
      cookie,
      payload: { email: newEmail, currentPassword: STRONG_PASSWORD },
    });
    expect(patched.statusCode).toBe(200);
    const first = tokenFromMail(t, newEmail, 'verify');
    const oldAddressMails = mailsTo(payload.email);
    const res = await resend(teacher.id, cookie);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(`A new link is on its way to ${newEmail}.`);
    expect(mailsTo(payload.email)).toBe(oldAddressMails);
    const second = tokenFromMail(t, newEmail, 'verify');
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
    const me = await call(t, 'GET', '/api/auth/me', { cookie });
    expect(me.json().teacher).toMatchObject({ email: newEmail, pendingEmail: null, isVerified: true });
  });

  it('sends at most 3 mails in 15 minutes, then 429 and nothing mailed', async () => {
    const { teacher, cookie, payload } = await registerTeacher(t);
    // Registration's own mail does not count: the limit is on what the account asks for.
    for (let i = 0; i < 3; i++) expect((await resend(teacher.id, cookie)).statusCode).toBe(202);
    const before = mailsTo(payload.email);
    const over = await resend(teacher.id, cookie);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many emails were asked for. Please wait 15 minutes and try again.');
    expect(mailsTo(payload.email)).toBe(before);
  });

  it("is the own account's only: 401 anonymous, 404 for another teacher (nothing mailed)", async () => {
    const { teacher } = await registerTeacher(t);
    const other = await registerTeacher(t);
    expect((await resend(teacher.id)).statusCode).toBe(401);
    const before = mailsTo(other.payload.email);
    const res = await resend(other.teacher.id, (await registerTeacher(t)).cookie);
    expect(res.statusCode).toBe(404);
    expect(mailsTo(other.payload.email)).toBe(before);
  });
});
