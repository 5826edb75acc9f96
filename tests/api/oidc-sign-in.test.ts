// Sign-in with the school's identity provider against a real OpenID provider on a loopback port
// (tests/support/oidc-provider.ts): the flow, account linking, and each way it must refuse.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, teacherIdentities, teachers } from '../../src/server/db/schema';
import { currentPasswordHeader } from '../../src/shared/accounts/current-password';
import { call, registerTeacher, STRONG_PASSWORD } from '../support/accounts';
import {
  oidcConfig,
  returnToApp,
  setCookie,
  signInWithProvider,
  startTestProvider,
  visitProvider,
} from '../support/oidc';
import type { TestProvider } from '../support/oidc-provider';
import { createTestApp, type TestContext } from '../support/test-app';

let provider: TestProvider;
let t: TestContext;
beforeAll(async () => {
  provider = await startTestProvider();
  t = await createTestApp(oidcConfig(provider));
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

type Res = Parameters<typeof setCookie>[0];
const sessionOf = (res: Res) => setCookie(res, 'rc_session');
const errorPage = (reason: string) => `/teacher-auth?oidc_error=${reason}`;
const teachersWith = (email: string) =>
  t.database.db.select().from(teachers).where(eq(teachers.email, email));

/** A refusal: the page that says why, no session, and the flow spent. */
function expectRefused(res: Res, reason: string) {
  expect(res.statusCode, res.body).toBe(302);
  expect(res.headers.location).toBe(errorPage(reason));
  expect(sessionOf(res)).toBeUndefined();
}

describe('school sign-in: the flow', () => {
  it('is off unless configured: no button, and its routes are 404', async () => {
    const off = await createTestApp();
    try {
      expect((await call(off, 'GET', '/api/auth/oidc')).json()).toMatchObject({
        enabled: false,
        label: null,
      });
      expect((await call(off, 'GET', '/api/auth/oidc/start')).statusCode).toBe(404);
      expect((await call(off, 'GET', '/api/auth/oidc/callback?code=x&state=y')).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('creates a verified teacher without a password on first sign-in, and lands on the dashboard', async () => {
    const res = await signInWithProvider(t, 'ada');
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/dashboard');
    const cookie = sessionOf(res);
    const me = await call(t, 'GET', '/api/auth/me', { cookie });
    expect(me.json()).toMatchObject({
      kind: 'teacher',
      teacher: { email: 'ada@myschool.org', name: 'Teacher ada', isVerified: true, hasPassword: false },
    });
    // No class yet: the dashboard's first-class step follows.
    expect((await call(t, 'GET', '/api/classes', { cookie })).json()).toEqual([]);
    expect((await call(t, 'GET', '/api/auth/oidc', { cookie })).json()).toEqual({
      enabled: true,
      label: 'My School',
      pendingLinkEmail: null,
      linkedEmail: 'ada@myschool.org',
    });
    // No password signs in to it: there is none.
    const login = await call(t, 'POST', '/api/teachers/login', {
      payload: { email: 'ada@myschool.org', password: '' },
    });
    expect(login.statusCode).toBe(400);
    for (const password of [STRONG_PASSWORD, 'null', 'undefined']) {
      const attempt = await call(t, 'POST', '/api/teachers/login', {
        payload: { email: 'ada@myschool.org', password },
      });
      expect(attempt.statusCode).toBe(401);
    }
  });

  it('finds the teacher by the subject id later, even when the provider has a new address for them', async () => {
    const first = await signInWithProvider(t, 'grace');
    const me = (await call(t, 'GET', '/api/auth/me', { cookie: sessionOf(first) })).json();
    provider.accounts.set('grace', {
      email: 'grace.hopper@myschool.org',
      email_verified: true,
      name: 'G. Hopper',
    });
    const again = await signInWithProvider(t, 'grace');
    expect(again.headers.location).toBe('/dashboard');
    const meAgain = (await call(t, 'GET', '/api/auth/me', { cookie: sessionOf(again) })).json();
    expect(meAgain.teacher.id).toBe(me.teacher.id);
    expect(await teachersWith('grace.hopper@myschool.org')).toHaveLength(0);
  });
});

describe('school sign-in: refusals', () => {
  it('a changed state is refused', async () => {
    const trip = await visitProvider(t, 'mallory');
    const tampered = { ...trip, callback: trip.callback.replace(/state=[^&]+/, 'state=forged-state') };
    expectRefused(await returnToApp(t, tampered), 'session_expired');
    expect(await teachersWith('mallory@myschool.org')).toHaveLength(0);
  });

  it('a callback without the flow cookie of the browser that began it is refused', async () => {
    const trip = await visitProvider(t, 'mallory');
    expectRefused(await returnToApp(t, trip, ''), 'session_expired');
  });

  it('a code is used once: replaying the callback, cookie and all, is refused', async () => {
    const trip = await visitProvider(t, 'replayer');
    expect((await returnToApp(t, trip)).headers.location).toBe('/dashboard');
    expectRefused(await returnToApp(t, trip), 'session_expired');
  });

  it('an ID token for another client, expired, or signed with another key is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const spoilers = [
      { change: (c: Record<string, unknown>) => ({ ...c, aud: 'another-client' }) },
      { change: (c: Record<string, unknown>) => ({ ...c, iat: now - 7200, exp: now - 3600 }) },
      { change: (c: Record<string, unknown>) => ({ ...c, nonce: 'another-nonce' }) },
      { change: (c: Record<string, unknown>) => c, foreignKey: true },
    ];
    for (const { change, foreignKey } of spoilers) {
      provider.spoilNextIdToken(change, { foreignKey });
      expectRefused(await signInWithProvider(t, 'eve'), 'rejected');
    }
    expect(await teachersWith('eve@myschool.org')).toHaveLength(0);
  });

  it('an address outside the allowed domains is refused', async () => {
    expectRefused(await signInWithProvider(t, 'bob@elsewhere.org'), 'wrong_domain');
    expect(await teachersWith('bob@elsewhere.org')).toHaveLength(0);
  });

  it('an address the provider has not verified is refused', async () => {
    expectRefused(await signInWithProvider(t, 'unverified-carl'), 'unverified_email');
    expect(await teachersWith('unverified-carl@myschool.org')).toHaveLength(0);
  });

  it('cancelling at the provider says so', async () => {
    expectRefused(await returnToApp(t, await visitProvider(t, 'dan', { cancel: true })), 'cancelled');
  });

  it('a provider that cannot be reached says so', async () => {
    const down = await createTestApp(oidcConfig({ issuer: 'http://127.0.0.1:9' }));
    try {
      expectRefused(
        await down.app.inject({ method: 'GET', url: '/api/auth/oidc/start' }),
        'provider_unavailable',
      );
    } finally {
      await down.close();
    }
  });

  it('failed callbacks count against the sign-in rate limit', async () => {
    const limited = await createTestApp({ ...oidcConfig(provider), authRateLimit: 2 });
    try {
      const callback = (ip: string) =>
        limited.app.inject({
          method: 'GET',
          url: '/api/auth/oidc/callback?code=x&state=y',
          remoteAddress: ip,
        });
      expectRefused(await callback('10.1.1.1'), 'session_expired');
      expectRefused(await callback('10.1.1.1'), 'session_expired');
      expectRefused(await callback('10.1.1.1'), 'rate_limited');
      expectRefused(await callback('10.2.2.2'), 'session_expired');
    } finally {
      await limited.close();
    }
  });
});

describe('school sign-in: linking an existing account', () => {
  it('asks for the existing account’s password once, then signs in by the subject', async () => {
    const { teacher } = await registerTeacher(t, { email: 'dora@myschool.org' });
    await confirmAddress(teacher.id); // an account that proved the address (decision 0122)
    const back = await signInWithProvider(t, 'dora');
    expect(back.headers.location).toBe('/teacher-auth?oidc=link');
    expect(sessionOf(back)).toBeUndefined();
    const link = setCookie(back, 'rc_oidc_link');
    expect((await call(t, 'GET', '/api/auth/oidc', { cookie: link })).json().pendingLinkEmail).toBe(
      'dora@myschool.org',
    );

    const wrong = await call(t, 'POST', '/api/auth/oidc/link', {
      cookie: link,
      payload: { password: 'Wr0ngPass' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(
      await t.database.db.select().from(teacherIdentities).where(eq(teacherIdentities.teacherId, teacher.id)),
    ).toEqual([]);
    const noPending = await call(t, 'POST', '/api/auth/oidc/link', {
      payload: { password: STRONG_PASSWORD },
    });
    expect(noPending.statusCode).toBe(404);

    const ok = await call(t, 'POST', '/api/auth/oidc/link', {
      cookie: link,
      payload: { password: STRONG_PASSWORD },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().teacher).toMatchObject({ id: teacher.id, hasPassword: true });
    expect(sessionOf(ok)).toBeDefined();

    provider.accounts.set('dora', { email: 'dora.new@myschool.org', email_verified: true, name: 'Dora' });
    const later = await signInWithProvider(t, 'dora');
    expect(later.headers.location).toBe('/dashboard');
    const me = (await call(t, 'GET', '/api/auth/me', { cookie: sessionOf(later) })).json();
    expect(me.teacher.id).toBe(teacher.id);
  });

  it('refuses a second provider account for a teacher already linked', async () => {
    await signInWithProvider(t, 'frank');
    provider.accounts.set('frank-2', { email: 'frank@myschool.org', email_verified: true, name: 'Frank' });
    expectRefused(await signInWithProvider(t, 'frank-2'), 'linked_elsewhere');
  });
});

/** The teacher opened the confirmation link mailed at registration. */
const confirmAddress = (teacherId: number) =>
  t.database.db.update(teachers).set({ isVerified: true }).where(eq(teachers.id, teacherId));

describe('school sign-in: an unconfirmed account holding the address (decision 0122)', () => {
  it('is not offered for linking: the provider-verified owner takes the address and signs in at once', async () => {
    // Someone registered the teacher's address first with a password of their own, never confirmed it,
    // and made a class there.
    const squatter = await registerTeacher(t, { email: 'gina@myschool.org', className: 'Squatted' });
    expect(squatter.teacher.isVerified).toBe(false);

    const back = await signInWithProvider(t, 'gina');
    expect(back.statusCode, back.body).toBe(302);
    expect(back.headers.location).toBe('/dashboard');
    expect(setCookie(back, 'rc_oidc_link')).toBeUndefined();
    const owner = sessionOf(back);
    const me = (await call(t, 'GET', '/api/auth/me', { cookie: owner })).json();
    expect(me.teacher).toMatchObject({ email: 'gina@myschool.org', isVerified: true, hasPassword: false });
    expect(me.teacher.id).not.toBe(squatter.teacher.id);
    // Nothing of the other account comes with the address.
    expect((await call(t, 'GET', '/api/classes', { cookie: owner })).json()).toEqual([]);

    // The squatter's password no longer opens anything at the address…
    const login = await call(t, 'POST', '/api/teachers/login', {
      ip: '198.51.100.122',
      payload: { email: 'gina@myschool.org', password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    // …and a link cookie from before cannot tie the address to it either.
    const link = await call(t, 'POST', '/api/auth/oidc/link', { payload: { password: STRONG_PASSWORD } });
    expect(link.statusCode).toBe(404);

    // The unconfirmed account is kept whole, under a placeholder address: its class, its password,
    // its open session; it never holds the owner's address again.
    const [kept] = await t.database.db.select().from(teachers).where(eq(teachers.id, squatter.teacher.id));
    expect(kept.email).toBe(`unconfirmed-${squatter.teacher.id}@displaced.invalid`);
    expect(kept.verificationToken).toBeNull();
    expect(kept.passwordHash).not.toBeNull();
    const theirs = await call(t, 'GET', '/api/classes', { cookie: squatter.cookie });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().map((c: { name: string }) => c.name)).toEqual(['Squatted']);
    const again = await call(t, 'POST', '/api/teachers/login', {
      ip: '198.51.100.122',
      payload: { email: kept.email, password: STRONG_PASSWORD },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().teacher.id).toBe(squatter.teacher.id);

    // The owner's later sign-ins find their own account by the subject.
    const later = await signInWithProvider(t, 'gina');
    expect(later.headers.location).toBe('/dashboard');
    const meLater = (await call(t, 'GET', '/api/auth/me', { cookie: sessionOf(later) })).json();
    expect(meLater.teacher.id).toBe(me.teacher.id);
  });

  it('a waiting link completes only for an account that has proved the address', async () => {
    const { teacher } = await registerTeacher(t, { email: 'hugo@myschool.org' });
    await confirmAddress(teacher.id);
    const back = await signInWithProvider(t, 'hugo');
    expect(back.headers.location).toBe('/teacher-auth?oidc=link');
    const link = setCookie(back, 'rc_oidc_link');
    await t.database.db.update(teachers).set({ isVerified: false }).where(eq(teachers.id, teacher.id));
    const res = await call(t, 'POST', '/api/auth/oidc/link', {
      cookie: link,
      payload: { password: STRONG_PASSWORD },
    });
    expect(res.statusCode).toBe(404);
    expect(
      await t.database.db.select().from(teacherIdentities).where(eq(teacherIdentities.teacherId, teacher.id)),
    ).toEqual([]);
  });
});

describe('school sign-in: Account Settings', () => {
  it('a teacher made by the provider sets a first password without a current one, soon after signing in', async () => {
    const cookie = sessionOf(await signInWithProvider(t, 'hedy'));
    const me = (await call(t, 'GET', '/api/auth/me', { cookie })).json();
    const id = me.teacher.id;
    const someoneElse = await call(t, 'DELETE', `/api/teachers/${id + 1000}/identity`, {
      cookie,
      headers: currentPasswordHeader('x'),
    });
    expect(someoneElse.statusCode).toBe(404);
    const noPassword = await call(t, 'DELETE', `/api/teachers/${id}/identity`, {
      cookie,
      headers: currentPasswordHeader('x'),
    });
    expect(noPassword.statusCode).toBe(409);

    const set = await call(t, 'PATCH', `/api/teachers/${id}/password`, {
      cookie,
      payload: { newPassword: STRONG_PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);
    const fresh = setCookie(set, 'rc_session');
    const login = await call(t, 'POST', '/api/teachers/login', {
      payload: { email: 'hedy@myschool.org', password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    // Now that it has a password, changing it needs that password.
    const again = await call(t, 'PATCH', `/api/teachers/${id}/password`, {
      cookie: fresh,
      payload: { newPassword: 'An0therPass' },
    });
    expect(again.statusCode).toBe(400);

    const wrong = await call(t, 'DELETE', `/api/teachers/${id}/identity`, {
      cookie: fresh,
      headers: currentPasswordHeader('Wr0ngPass'),
    });
    expect(wrong.statusCode).toBe(400);
    const unlink = await call(t, 'DELETE', `/api/teachers/${id}/identity`, {
      cookie: fresh,
      headers: currentPasswordHeader(STRONG_PASSWORD),
    });
    expect(unlink.statusCode, unlink.body).toBe(200);
    expect((await call(t, 'GET', '/api/auth/oidc', { cookie: fresh })).json().linkedEmail).toBeNull();
    // Unlinked: the same provider account now meets an existing account and must link again.
    expect((await signInWithProvider(t, 'hedy')).headers.location).toBe('/teacher-auth?oidc=link');
  });

  it('without a recent sign-in, a passwordless teacher cannot set a password or delete the account', async () => {
    const cookie = sessionOf(await signInWithProvider(t, 'ida'));
    const id = (await call(t, 'GET', '/api/auth/me', { cookie })).json().teacher.id;
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 20 * 60 * 1000) })
      .where(eq(sessions.teacherId, id));
    const set = await call(t, 'PATCH', `/api/teachers/${id}/password`, {
      cookie,
      payload: { newPassword: STRONG_PASSWORD },
    });
    expect(set.statusCode).toBe(403);
    expect(set.json().code).toBe('RECENT_SIGN_IN_REQUIRED');
    const del = await call(t, 'DELETE', `/api/teachers/${id}`, { cookie });
    expect(del.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(teachers).where(eq(teachers.id, id));
    expect(row.passwordHash).toBeNull();
  });
});
