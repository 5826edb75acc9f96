// Mail to an address, and claims on it, that no account can turn against the address's owner
// (decisions 0046 and 0047): mail limits count per recipient as well as per account, and an
// address asked for in an email change is nobody's until its mailed link is opened.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { teachers } from '../../src/server/db/schema';
import { call, registerTeacher, STRONG_PASSWORD, tokenFromMail, uniqueEmail } from '../support/accounts';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const changeEmail = (account: Awaited<ReturnType<typeof registerTeacher>>, email: string) =>
  call(t, 'PATCH', `/api/teachers/${account.teacher.id}`, {
    cookie: account.cookie,
    payload: { email, currentPassword: STRONG_PASSWORD },
  });

const verifyMails = (to: string) => t.mail.filter((m) => m.to === to && m.link?.includes('verify='));
const REFUSAL = 'Too many emails were asked for. Please wait 15 minutes and try again.';

describe('mail to one address from many accounts', () => {
  it('stops at 3 in 15 minutes, however many accounts take turns, with an answer that tells nothing', async () => {
    const target = uniqueEmail('target');
    const accounts = [];
    for (let i = 0; i < 5; i++) accounts.push(await registerTeacher(t));
    for (const account of accounts.slice(0, 3))
      expect((await changeEmail(account, target)).statusCode).toBe(200);
    for (const account of accounts.slice(3)) {
      const refused = await changeEmail(account, target);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: REFUSAL, code: 'RATE_LIMITED' });
    }
    await vi.waitFor(() => expect(verifyMails(target)).toHaveLength(3));
  });

  it("an account's own limit answers the same, and does not spend the address it was refused", async () => {
    const pest = await registerTeacher(t);
    for (let i = 0; i < 3; i++) await changeEmail(pest, uniqueEmail('elsewhere'));
    const target = uniqueEmail('target');
    const refused = await changeEmail(pest, target);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: REFUSAL, code: 'RATE_LIMITED' });
    const owner = await registerTeacher(t);
    expect((await changeEmail(owner, target)).statusCode).toBe(200);
  });
});

describe('an address another account asked for and never confirmed', () => {
  it("does not stop its owner from registering, and the other account's link then loses", async () => {
    const squatter = await registerTeacher(t);
    const address = uniqueEmail('owner');
    const claimed = await changeEmail(squatter, address);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().teacher).toMatchObject({ email: squatter.payload.email, pendingEmail: address });
    const squatterLink = tokenFromMail(t, address, 'verify');

    const owner = await registerTeacher(t, { email: address });
    expect(owner.teacher.email).toBe(address);
    const late = await call(t, 'POST', '/api/teachers/verify-email', { payload: { token: squatterLink } });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('EMAIL_TAKEN');
    const [row] = await t.database.db.select().from(teachers).where(eq(teachers.id, squatter.teacher.id));
    expect(row.email).toBe(squatter.payload.email);

    await vi.waitFor(() => expect(verifyMails(address)).toHaveLength(2));
    const ownLink = tokenFromMail(t, address, 'verify');
    expect(
      (await call(t, 'POST', '/api/teachers/verify-email', { payload: { token: ownLink } })).statusCode,
    ).toBe(200);
  });

  it('of two accounts asking for one address, the one that opens the link gets it', async () => {
    const address = uniqueEmail('shared');
    const first = await registerTeacher(t);
    const second = await registerTeacher(t);
    expect((await changeEmail(first, address)).statusCode).toBe(200);
    const firstLink = tokenFromMail(t, address, 'verify');
    expect((await changeEmail(second, address)).statusCode).toBe(200);
    const secondLink = tokenFromMail(t, address, 'verify');
    expect(
      (await call(t, 'POST', '/api/teachers/verify-email', { payload: { token: secondLink } })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, 'POST', '/api/teachers/verify-email', { payload: { token: firstLink } })).statusCode,
    ).toBe(409);
    const login = await call(t, 'POST', '/api/teachers/login', {
      payload: { email: address, password: STRONG_PASSWORD },
    });
    expect(login.json().teacher.id).toBe(second.teacher.id);
  });
});
