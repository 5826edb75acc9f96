// One account's budget of failures, whatever the addresses (decision 0121): sign-in
// failures were counted per exact IP, so ten loopback addresses gave 100 wrong-password tries at
// one account within seconds. Past 20 untrusted failures each one makes every untrusted source
// wait longer (429 with Retry-After while the wait runs), a browser that has signed in to the
// account before still gets in, and an IPv6 client counts as its /64.
//
// No test depends on how fast it runs: a wait is measured against the database's clock read
// just before and just after the failure that set it, then held (its end moved an hour on, as if
// the clock stood still) or ended (moved into the past, as if its time had passed). Nothing sleeps.
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../src/server/auth/device-cookie';
import { rateLimits, teachers } from '../../src/server/db/schema';
import { call, registerTeacher, STRONG_PASSWORD, tokenFromMail } from '../support/accounts';
import { classroom } from '../support/classroom';
import { inviteFor, registerFamily } from '../support/families';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  // The shipped per-network limit (AUTH_RATE_LIMIT=20), so it is part of what is tested.
  t = await createTestApp({ authRateLimit: 20 });
});
afterAll(() => t.close());

type Kind = 'teachers' | 'families';
const login = (email: string, password: string, ip: string, cookie?: string, kind: Kind = 'teachers') =>
  call(t, 'POST', `/api/${kind}/login`, { ip, cookie, payload: { email, password } });

let net = 0;
/** Addresses of a network no other test uses (each test its own /24). */
const networkOf = () => {
  const n = ++net;
  return (host: number) => `203.0.${n}.${host}`;
};

async function teacher() {
  const { payload } = await registerTeacher(t);
  const [row] = await t.database.db.select().from(teachers).where(eq(teachers.email, payload.email));
  return {
    email: payload.email,
    waitKey: `acct-wait:teacher:${row.id}`,
    failuresKey: `acct-all:teacher:${row.id}`,
  };
}

/** A counter's count in its current window (0: none runs). */
async function counted(key: string): Promise<number> {
  const [row] = await t.database.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  return row?.count ?? 0;
}

/** A family account with a confirmed address (only those get a reset link), and its wait's key. */
async function family() {
  const room = await classroom(t, 1);
  const teacherCookie = await t.cookieFor({ kind: 'teacher', id: room.teacher.id });
  const { email, id } = await registerFamily(t, await inviteFor(t, teacherCookie, room.mine.students[0].id));
  return { email, waitKey: `acct-wait:family:${id}` };
}

/** The database's clock, in ms (what every counter's window is measured by). */
async function dbNow(): Promise<number> {
  const result = await t.database.db.execute(sql`select extract(epoch from now()) * 1000 as now`);
  return Number((result as unknown as { rows: { now: string }[] }).rows[0].now);
}

/** The end of the account's running wait, in ms, or null when none runs. */
async function waitEnd(waitKey: string): Promise<number | null> {
  const [row] = await t.database.db
    .select({ end: sql<string>`extract(epoch from ${rateLimits.resetAt}) * 1000` })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${waitKey} and ${rateLimits.resetAt} > now()`);
  return row ? Number(row.end) : null;
}

/** Moves the running wait's end: an hour on (the clock stands still) or into the past (it ran out). */
async function moveWait(waitKey: string, to: 'hold' | 'end') {
  const moved = await t.database.db
    .update(rateLimits)
    .set({ resetAt: to === 'hold' ? sql`now() + interval '1 hour'` : sql`now() - interval '1 millisecond'` })
    .where(eq(rateLimits.key, waitKey))
    .returning();
  expect(moved, `a wait for ${waitKey}`).toHaveLength(1);
}

/** One wrong password that must be counted (401), and the wait it set, in ms (null: none). */
async function failure(email: string, ip: string, waitKey: string): Promise<number | null> {
  const res = await login(email, 'Wr0ng-guess', ip);
  expect(res.statusCode, res.body).toBe(401);
  return waitEnd(waitKey);
}

const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);

describe('failures at one account from many addresses', () => {
  it('ten addresses no longer get 100 tries: past 20 failures the account makes them wait', async () => {
    const { email, waitKey } = await teacher();
    const ip = networkOf();
    const statuses: number[] = [];
    for (let a = 1; a <= 10; a++) {
      for (let i = 0; i < 10; i++) {
        statuses.push((await login(email, `Wr0ng-${a}-${i}`, ip(a))).statusCode);
        // The 21st failure starts a wait; the attack runs within it.
        if (statuses.length === 21) await moveWait(waitKey, 'hold');
      }
    }
    expect(statuses.slice(0, 21)).toEqual([...Array(10).fill(401), ...Array(10).fill(401), 401]);
    expect(statuses.slice(21)).toEqual(Array(79).fill(429));
  });

  it('the wait doubles with each failure after the budget, is told in Retry-After, and is not a lock', async () => {
    const { email, waitKey, failuresKey } = await teacher();
    const ip = networkOf();
    // Two failures from each of ten addresses: under every per-address limit, no wait yet.
    for (let a = 1; a <= 10; a++)
      for (let i = 0; i < 2; i++) expect(await failure(email, ip(a), waitKey)).toBeNull();

    for (const delay of [1000, 2000, 4000, 8000, 16_000]) {
      const before = await dbNow();
      const end = await failure(email, ip(11), waitKey);
      const after = await dbNow();
      expect(end).not.toBeNull();
      // Exactly `delay` from the moment of the failure, which lies between before and after.
      expect(end).toBeGreaterThanOrEqual(before + delay);
      expect(end).toBeLessThanOrEqual(after + delay);
      await moveWait(waitKey, 'hold');
      // Even the right password waits, from an address that never failed; the answer says how long.
      const refused = await login(email, STRONG_PASSWORD, ip(12));
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(retryAfter(refused)).toBeGreaterThan(0);
      expect(retryAfter(refused)).toBeLessThanOrEqual(3600);
      // Refused attempts count for nothing: hammering during the wait does not make it longer.
      for (let i = 0; i < 5; i++) expect((await login(email, 'Wr0ng', ip(13 + i))).statusCode).toBe(429);
      await moveWait(waitKey, 'end');
    }
    // When the wait is over, the owner gets in from an address the account has never seen.
    const owner = await login(email, STRONG_PASSWORD, ip(30));
    expect(owner.statusCode, owner.body).toBe(200);
    // Getting in neither counts as a failure nor makes anyone wait, nor refills the budget.
    expect(await counted(failuresKey)).toBe(25);
    expect(await waitEnd(waitKey)).toBeNull();
  });

  it('lets a browser that has signed in to the account before in while the others wait', async () => {
    const { email, waitKey } = await teacher();
    const ip = networkOf();
    const first = await login(email, STRONG_PASSWORD, ip(1));
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(device).toBeDefined();
    for (let a = 2; a <= 12; a++) for (let i = 0; i < 2; i++) await login(email, `Wr0ng-${i}`, ip(a));
    await moveWait(waitKey, 'hold');
    expect((await login(email, STRONG_PASSWORD, ip(1))).statusCode).toBe(429);
    // Same address, same moment, with the device cookie: in.
    const back = await login(email, STRONG_PASSWORD, ip(1), `${DEVICE_COOKIE}=${device?.value}`);
    expect(back.statusCode, back.body).toBe(200);
  });

  it('lets one of a burst sent at the same moment try once the budget is spent; the others wait', async () => {
    const { email, waitKey, failuresKey } = await teacher();
    const ip = networkOf();
    for (let a = 1; a <= 10; a++)
      for (let i = 0; i < 2; i++) expect(await failure(email, ip(a), waitKey)).toBeNull();
    // Five more, each once the wait the one before set is over: the next wait is 32 s, far longer
    // than the burst takes, so no second request can get in because the first one's wait ran out.
    for (let i = 0; i < 5; i++) {
      expect(await failure(email, ip(11), waitKey)).not.toBeNull();
      await moveWait(waitKey, 'end');
    }
    // No wait runs now. Ten wrong passwords at once, from ten addresses: all pass the check for a
    // running wait together, so the first to be checked must hold the others back.
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(email, `Wr0ng-burst-${i}`, ip(20 + i))),
    );
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([401, ...Array(9).fill(429)]);
    for (const refused of burst.filter((r) => r.statusCode === 429)) {
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(retryAfter(refused)).toBeGreaterThan(0);
    }
    // Only the one that was tried counts: 25 + 1.
    expect(await counted(failuresKey)).toBe(26);
    expect(await waitEnd(waitKey)).not.toBeNull();
  });

  it('keeps the budgets of two accounts apart', async () => {
    const victim = await teacher();
    const bystander = await teacher();
    const ip = networkOf();
    for (let a = 1; a <= 11; a++) for (let i = 0; i < 2; i++) await login(victim.email, `Wr0ng-${i}`, ip(a));
    await moveWait(victim.waitKey, 'hold');
    expect((await login(victim.email, STRONG_PASSWORD, ip(40))).statusCode).toBe(429);
    expect((await login(bystander.email, STRONG_PASSWORD, ip(40))).statusCode).toBe(200);
  });
});

describe('an IPv6 client', () => {
  it('counts as its /64: a new address in the same /64 is the same source', async () => {
    const { email } = await teacher();
    // Ten failures, each from another address of one /64 (what any IPv6 host can pick from).
    for (let i = 1; i <= 10; i++)
      expect((await login(email, `Wr0ng-${i}`, `2001:db8:36:1::${i.toString(16)}`)).statusCode).toBe(401);
    const sameNetwork = await login(email, STRONG_PASSWORD, '2001:db8:36:1:ffff:ffff:ffff:fffe');
    expect(sameNetwork.statusCode).toBe(429);
    expect(sameNetwork.json().message).toMatch(/from this network/);
    // Another /64 is another source.
    expect((await login(email, STRONG_PASSWORD, '2001:db8:36:2::1')).statusCode).toBe(200);
  });

  it('meets the per-network limit across the addresses of its /64', async () => {
    // Failures at accounts that do not exist, 20 a minute per network (AUTH_RATE_LIMIT=20).
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++)
      statuses.push((await login(`ghost-${i}@school.edu`, 'Wr0ngPass1', `2001:db8:36:3::${i}`)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
  });
});

describe('a password reset by the mailed link', () => {
  for (const kind of ['teachers', 'families'] as const) {
    it(`trusts the browser that opened it, so it gets in while the account's wait runs (${kind})`, async () => {
      const { email, waitKey } = kind === 'teachers' ? await teacher() : await family();
      const ip = networkOf();
      for (let a = 1; a <= 10; a++)
        for (let i = 0; i < 2; i++)
          expect((await login(email, `Wr0ng-${a}-${i}`, ip(a), undefined, kind)).statusCode).toBe(401);
      expect((await login(email, 'Wr0ng-last', ip(11), undefined, kind)).statusCode).toBe(401);
      await moveWait(waitKey, 'hold');
      // A new laptop: no device cookie, so the attack's wait holds it back, right password or not.
      const laptop = ip(50);
      expect((await login(email, STRONG_PASSWORD, laptop, undefined, kind)).statusCode).toBe(429);

      const asked = await call(t, 'POST', `/api/${kind}/forgot-password`, { ip: laptop, payload: { email } });
      expect(asked.statusCode).toBe(202);
      const token = tokenFromMail(t, email, kind === 'teachers' ? 'reset' : 'token');
      const reset = await call(t, 'POST', `/api/${kind}/reset-password`, {
        ip: laptop,
        payload: { token, password: 'N3w-Passw0rd' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const device = reset.cookies.find((c) => c.name === DEVICE_COOKIE);
      expect(device, 'a device cookie from the reset').toBeDefined();

      // Everyone else still waits, the new password or not; the laptop that opened the link gets in.
      expect((await login(email, 'N3w-Passw0rd', ip(51), undefined, kind)).statusCode).toBe(429);
      const back = await login(email, 'N3w-Passw0rd', laptop, `${DEVICE_COOKIE}=${device?.value}`, kind);
      expect(back.statusCode, back.body).toBe(200);
    });
  }
});
