// A lockout that nobody can hold against the account's owner (decision 0046): a browser that has
// signed in before keeps a signed device cookie, and its right password gets in whatever others
// on its network do; each source's failures lock that source alone, for a fixed 15 minutes.
import { desc, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../src/server/auth/device-cookie';
import { rateLimits } from '../../src/server/db/schema';
import { createClass, createTeacher } from '../../src/server/seed/factories';
import { call, registerTeacher, STRONG_PASSWORD, uniqueEmail } from '../support/accounts';
import { createTestApp, sessionCookie, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  // The shipped per-network limit (AUTH_RATE_LIMIT=20), so it is part of what is tested.
  t = await createTestApp({ authRateLimit: 20 });
});
afterAll(() => t.close());

/** The device cookie a response set, as a request header value. */
function deviceCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === DEVICE_COOKIE);
  if (!c) throw new Error(`no device cookie in response (${res.statusCode} ${res.body})`);
  return `${c.name}=${c.value}`;
}

const teacherLogin = (email: string, password: string, ip: string, cookie?: string) =>
  call(t, 'POST', '/api/teachers/login', { ip, cookie, payload: { email, password } });

/** A teacher who signed in once from this browser and signed out: what is left is the cookie. */
async function victimWithDevice(ip: string) {
  const { payload } = await registerTeacher(t);
  const signedIn = await teacherLogin(payload.email, STRONG_PASSWORD, ip);
  expect(signedIn.statusCode).toBe(200);
  const device = deviceCookie(signedIn);
  const out = await call(t, 'POST', '/api/auth/logout', { ip, cookie: sessionCookie(signedIn) });
  expect(out.statusCode).toBe(200);
  // Signing out ends the session only: the browser stays one the account has used.
  expect(out.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();
  return { email: payload.email, device };
}

describe('a pupil behind the school NAT hammering a teacher account', () => {
  it('never keeps the teacher out of a browser they have signed in from: the right password gets in at once', async () => {
    const ip = '198.51.100.60';
    const victim = await victimWithDevice(ip);
    // The attacker fails continuously from the same address: on the account, then on others,
    // past the network's failure limit too.
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push((await teacherLogin(victim.email, `Wr0ng-${i}`, ip)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(15).fill(429));
    for (let i = 0; i < 10; i++) await teacherLogin(uniqueEmail('ghost'), 'Wr0ngPass', ip);
    expect((await teacherLogin(victim.email, STRONG_PASSWORD, ip)).statusCode).toBe(429);

    const back = await teacherLogin(victim.email, STRONG_PASSWORD, ip, victim.device);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().teacher.email).toBe(victim.email);
    // And again straight after, while the attacker goes on.
    expect((await teacherLogin(victim.email, 'Wr0ngAgain', ip)).statusCode).toBe(429);
    expect((await teacherLogin(victim.email, STRONG_PASSWORD, ip, deviceCookie(back))).statusCode).toBe(200);
  });

  it('ignores a forged device cookie, or one another account was given on this browser', async () => {
    const ip = '198.51.100.61';
    const victim = await victimWithDevice(ip);
    const other = await victimWithDevice(ip); // the attacker's own account, signed in for real
    for (let i = 0; i < 10; i++) await teacherLogin(victim.email, `Wr0ng-${i}`, ip);
    const [name, value] = victim.device.split('=');
    const [nonce, issued, mac] = value.split('.');
    const forged = [
      other.device,
      `${name}=${nonce}.${issued}.${'A'.repeat(43)}`,
      `${name}=${nonce}.${(Number.parseInt(issued, 36) + 1).toString(36)}.${mac}`,
      `${name}=not-a-device`,
    ];
    for (const cookie of forged) {
      const res = await teacherLogin(victim.email, STRONG_PASSWORD, ip, cookie);
      expect(res.statusCode, cookie).toBe(429);
    }
    expect((await teacherLogin(victim.email, STRONG_PASSWORD, ip, victim.device)).statusCode).toBe(200);
  });

  it('counts failures made with a device cookie against that device only, and locks it after 10', async () => {
    const ip = '198.51.100.62';
    const victim = await victimWithDevice(ip);
    // A stolen cookie: ten wrong passwords with it lock the device, not the teacher's network…
    for (let i = 0; i < 10; i++)
      expect((await teacherLogin(victim.email, `Wr0ng-${i}`, ip, victim.device)).statusCode).toBe(401);
    expect((await teacherLogin(victim.email, STRONG_PASSWORD, ip)).statusCode).toBe(200);
    // …and once that network is locked as well, the locked device gets no further tries.
    for (let i = 0; i < 10; i++) await teacherLogin(victim.email, `Wr0ng-${i}`, ip);
    expect((await teacherLogin(victim.email, STRONG_PASSWORD, ip, victim.device)).statusCode).toBe(429);
  });
});

describe('one source of failures and another', () => {
  it("a source's failures neither lock nor extend the lockout of another source", async () => {
    const { payload } = await registerTeacher(t);
    const a = '198.51.100.63';
    const b = '198.51.100.64';
    // B mistypes once; A then fails on and on.
    expect((await teacherLogin(payload.email, 'Wr0ngTypo', b)).statusCode).toBe(401);
    for (let i = 0; i < 14; i++) await teacherLogin(payload.email, `Wr0ng-${i}`, a);
    expect((await teacherLogin(payload.email, STRONG_PASSWORD, a)).statusCode).toBe(429);
    expect((await teacherLogin(payload.email, STRONG_PASSWORD, b)).statusCode).toBe(200);
  });

  it('a locked source stays locked for its fixed 15 minutes, and hammering it neither counts nor extends it', async () => {
    const { payload } = await registerTeacher(t);
    const ip = '198.51.100.65';
    for (let i = 0; i < 10; i++) await teacherLogin(payload.email, `Wr0ng-${i}`, ip);
    // A minute and more passes: a wait re-armed by each try would be over by now.
    await t.database.db
      .update(rateLimits)
      .set({ resetAt: sql`${rateLimits.resetAt} - interval '61 seconds'` })
      .where(like(rateLimits.key, `acct-%:${ip}`));
    const [lock] = await lockRows(ip);
    for (let i = 0; i < 10; i++)
      expect((await teacherLogin(payload.email, `More-${i}`, ip)).statusCode).toBe(429);
    // The lock ends when it was set to end, and the count stands where the tenth failure left it.
    expect(await lockRows(ip)).toEqual([lock, expect.objectContaining({ count: 10 })]);
  });
});

/** This source's lockout rows: the lock, then the failure count. */
const lockRows = (ip: string) =>
  t.database.db
    .select()
    .from(rateLimits)
    .where(like(rateLimits.key, `acct-%:teacher:%:${ip}`))
    .orderBy(desc(rateLimits.key));

describe('students signing in by email', () => {
  it('a student who has signed in on this browser gets in while a classmate hammers the account', async () => {
    const klass = await createClass(t.database.db, (await createTeacher(t.database.db)).id);
    const ip = '198.51.100.66';
    const email = uniqueEmail('pupil');
    const joined = await call(t, 'POST', '/api/students/access', {
      ip,
      payload: { classCode: klass.classCode, firstName: 'Sam', lastName: 'Lee', email, password: 'secret1' },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const device = deviceCookie(joined);
    const login = (password: string, cookie?: string) =>
      call(t, 'POST', '/api/students/login', { ip, cookie, payload: { email, password } });
    for (let i = 0; i < 12; i++) await login(`wrong-${i}`);
    expect((await login('secret1')).statusCode).toBe(429);
    expect((await login('secret1', device)).statusCode).toBe(200);
  });
});
