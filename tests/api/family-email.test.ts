// A family's email is proven as a teacher's is (decisions 0047 and 0115):
// registration mails a link, a new address waits for its own link, the owner registering in the
// meantime wins, and nothing about a child (reset link, weekly email) goes to an unproven address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../src/server/mail/mailer';
import { runFamilyDigest } from '../../src/server/modules/families/digest';
import { call, uniqueEmail } from '../support/accounts';
import { classroom } from '../support/classroom';
import {
  confirmFamilyEmail,
  FAMILY_PASSWORD,
  inviteFor,
  registerFamily,
  verificationToken,
} from '../support/families';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://chalk.example.org', digestIntervalMs: 0 });
});
afterAll(() => t.close());

const mailsTo = (to: string, since = 0) => t.mail.slice(since).filter((m: MailMessage) => m.to === to);
const me = async (cookie: string) => (await call(t, 'GET', '/api/families/me', { cookie })).json().family;

async function unconfirmedFamily() {
  const room = await classroom(t, 2);
  const teacherCookie = await t.cookieFor({ kind: 'teacher', id: room.teacher.id });
  const child = room.mine.students[0];
  const fam = await registerFamily(t, await inviteFor(t, teacherCookie, child.id), 'Sam Family', false);
  return { ...room, teacherCookie, child, fam };
}

describe("a family's email", () => {
  it('is confirmed by the link mailed at registration; the link works once', async () => {
    const { fam } = await unconfirmedFamily();
    expect(fam.me.family).toMatchObject({ email: fam.email, emailVerified: false, pendingEmail: null });
    const [mail] = mailsTo(fam.email);
    expect(mail.subject).toBe('Confirm your Remote Chalk email');
    expect(mail.link).toMatch(/^https:\/\/chalk\.example\.org\/family\/verify-email\?token=/);
    expect(mail.text).toContain(mail.link);
    const token = verificationToken(t, fam.email);
    const ok = await call(t, 'POST', '/api/families/verify-email', { payload: { token } });
    expect(ok.statusCode).toBe(200);
    expect(await me(fam.cookie)).toMatchObject({ email: fam.email, emailVerified: true });
    const again = await call(t, 'POST', '/api/families/verify-email', { payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('gets no reset link while unconfirmed (same answer), and gets one once confirmed', async () => {
    const { fam } = await unconfirmedFamily();
    const before = t.mail.length;
    const unknown = await call(t, 'POST', '/api/families/forgot-password', {
      payload: { email: uniqueEmail('nobody') },
    });
    const res = await call(t, 'POST', '/api/families/forgot-password', { payload: { email: fam.email } });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(unknown.json());
    expect(mailsTo(fam.email, before)).toEqual([]);
    await confirmFamilyEmail(t, fam.email);
    await call(t, 'POST', '/api/families/forgot-password', { payload: { email: fam.email } });
    expect(mailsTo(fam.email, before).map((m) => m.subject)).toEqual(['Reset your Remote Chalk password']);
  });

  it('gets no weekly email while unconfirmed, and gets it once confirmed', async () => {
    const { fam } = await unconfirmedFamily();
    const on = await call(t, 'PATCH', '/api/families/me', {
      cookie: fam.cookie,
      payload: { weeklyDigest: true },
    });
    expect(on.statusCode).toBe(200);
    const before = t.mail.length;
    await runFamilyDigest(t.app.deps, { now: true });
    expect(mailsTo(fam.email, before)).toEqual([]);
    await confirmFamilyEmail(t, fam.email);
    await runFamilyDigest(t.app.deps, { now: true });
    expect(mailsTo(fam.email, before).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^This week at school: /),
    ]);
  });

  it('a new address waits for its link: sign-in, reset and the weekly email keep the old one until then', async () => {
    const room = await classroom(t, 2);
    const teacherCookie = await t.cookieFor({ kind: 'teacher', id: room.teacher.id });
    const fam = await registerFamily(t, await inviteFor(t, teacherCookie, room.mine.students[0].id));
    await call(t, 'PATCH', '/api/families/me', { cookie: fam.cookie, payload: { weeklyDigest: true } });
    const typed = uniqueEmail('someone-else');
    const before = t.mail.length;
    const res = await call(t, 'PATCH', '/api/families/me', {
      cookie: fam.cookie,
      payload: { email: typed, currentPassword: FAMILY_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().family).toMatchObject({ email: fam.email, emailVerified: true, pendingEmail: typed });
    // Only the confirmation goes to the typed address.
    expect(mailsTo(typed, before).map((m) => m.subject)).toEqual(['Confirm your Remote Chalk email']);
    const login = (email: string) =>
      call(t, 'POST', '/api/families/login', { payload: { email, password: FAMILY_PASSWORD } });
    expect((await login(typed)).statusCode).toBe(401);
    expect((await login(fam.email)).statusCode).toBe(200);
    await call(t, 'POST', '/api/families/forgot-password', { payload: { email: typed } });
    await runFamilyDigest(t.app.deps, { now: true });
    expect(mailsTo(typed, before)).toHaveLength(1);
    expect(mailsTo(fam.email, before).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^This week at school: /),
    ]);
    await confirmFamilyEmail(t, typed);
    expect(await me(fam.cookie)).toMatchObject({ email: typed, emailVerified: true, pendingEmail: null });
    expect((await login(typed)).statusCode).toBe(200);
  });

  it('the owner registering in the meantime wins over a pending claim', async () => {
    const room = await classroom(t, 3);
    const teacherCookie = await t.cookieFor({ kind: 'teacher', id: room.teacher.id });
    const [first, second] = room.mine.students;
    const claimer = await registerFamily(t, await inviteFor(t, teacherCookie, first.id));
    const owned = uniqueEmail('owner');
    await call(t, 'PATCH', '/api/families/me', {
      cookie: claimer.cookie,
      payload: { email: owned, currentPassword: FAMILY_PASSWORD },
    });
    const claimToken = verificationToken(t, owned);
    // A pending address blocks nobody: its owner signs up with it.
    const owner = await call(t, 'POST', '/api/families/register', {
      payload: {
        code: await inviteFor(t, teacherCookie, second.id),
        name: 'Owner',
        email: owned,
        password: FAMILY_PASSWORD,
      },
    });
    expect(owner.statusCode).toBe(201);
    const late = await call(t, 'POST', '/api/families/verify-email', { payload: { token: claimToken } });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('EMAIL_TAKEN');
    expect((await me(claimer.cookie)).email).toBe(claimer.email);
  });

  it('sends the link again on request: the earlier link stops working; nothing to confirm is 400', async () => {
    const { fam } = await unconfirmedFamily();
    const first = verificationToken(t, fam.email);
    const anonymous = await call(t, 'POST', '/api/families/me/verification');
    expect(anonymous.statusCode).toBe(401);
    const res = await call(t, 'POST', '/api/families/me/verification', { cookie: fam.cookie });
    expect(res.statusCode).toBe(202);
    const second = verificationToken(t, fam.email);
    expect(second).not.toBe(first);
    const old = await call(t, 'POST', '/api/families/verify-email', { payload: { token: first } });
    expect(old.statusCode).toBe(400);
    expect(
      (await call(t, 'POST', '/api/families/verify-email', { payload: { token: second } })).statusCode,
    ).toBe(200);
    const done = await call(t, 'POST', '/api/families/me/verification', { cookie: fam.cookie });
    expect(done.statusCode).toBe(400);
    expect(done.json().code).toBe('ALREADY_VERIFIED');
  });

  it('sends at most 3 links in 15 minutes', async () => {
    const { fam } = await unconfirmedFamily();
    for (let i = 0; i < 3; i++) {
      const res = await call(t, 'POST', '/api/families/me/verification', { cookie: fam.cookie });
      expect(res.statusCode).toBe(202);
    }
    const over = await call(t, 'POST', '/api/families/me/verification', { cookie: fam.cookie });
    expect(over.statusCode).toBe(429);
  });
});
