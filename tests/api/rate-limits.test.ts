// Brute-force protection that never refuses a class (decision 0013): failures are
// counted per IP and per account, in the database, so every instance shares them.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClass, createTeacher } from '../../src/server/seed/factories';
import { call, registerTeacher, STRONG_PASSWORD, uniqueEmail } from '../support/accounts';
import { createSecondApp, createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  // The shipped default (AUTH_RATE_LIMIT=20), not the test suite's generous one.
  t = await createTestApp({ authRateLimit: 20 });
});
afterAll(() => t.close());

const join = (classCode: string, i: number, ip: string) =>
  call(t, 'POST', '/api/students/access', {
    ip,
    payload: {
      classCode,
      firstName: `Kid${i}`,
      lastName: 'Smith',
      email: uniqueEmail(`kid${i}`),
      password: 'secret1',
    },
  });

describe('a whole class behind one school address', () => {
  it('lets 35 students join within a minute, with the default limit', async () => {
    const klass = await createClass(t.database.db, (await createTeacher(t.database.db)).id);
    const ip = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await join(klass.classCode, i, ip)).statusCode);
    expect(statuses).toEqual(Array(35).fill(201));
  });

  it('still stops guessing class codes from that address after 20 failures', async () => {
    const ip = '198.51.100.8';
    for (let i = 0; i < 20; i++)
      expect((await join(`NOPE${String(i).padStart(2, '0')}`, i, ip)).statusCode).toBe(404);
    const refused = await join('NOPE99', 99, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await join('NOPE99', 99, '198.51.100.9')).statusCode).toBe(404);
  });

  it('holds back a flood of successful attempts at ten times the limit', async () => {
    const ip = '198.51.100.10';
    const statuses: number[] = [];
    for (let i = 0; i < 201; i++) {
      const res = await call(t, 'POST', '/api/teachers/forgot-password', {
        ip,
        payload: { email: `nobody${i}@x.org` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 200)).toEqual(Array(200).fill(202));
    expect(statuses[200]).toBe(429);
  });
});

describe('mail per account', () => {
  it('sends at most 3 reset mails per account in 15 minutes, answering the same 202 each time', async () => {
    const { payload } = await registerTeacher(t);
    for (let i = 0; i < 5; i++) {
      const res = await call(t, 'POST', '/api/teachers/forgot-password', {
        ip: `192.0.2.${i}`,
        payload: { email: payload.email },
      });
      expect(res.statusCode).toBe(202);
    }
    const resets = () => t.mail.filter((m) => m.to === payload.email && m.link?.includes('reset='));
    await vi.waitFor(() => expect(resets()).toHaveLength(3));
    // Nothing more arrives later: the last two requests sent nothing at all.
    const others = await registerTeacher(t);
    await call(t, 'POST', '/api/teachers/forgot-password', { payload: { email: others.payload.email } });
    await vi.waitFor(() =>
      expect(t.mail.some((m) => m.to === others.payload.email && m.link?.includes('reset='))).toBe(true),
    );
    expect(resets()).toHaveLength(3);
  });

  it('refuses a fourth email change in 15 minutes with 429', async () => {
    const { teacher, cookie, payload } = await registerTeacher(t);
    const change = (email: string) =>
      call(t, 'PATCH', `/api/teachers/${teacher.id}`, {
        cookie,
        payload: { email, currentPassword: payload.password },
      });
    for (let i = 0; i < 3; i++) expect((await change(uniqueEmail('moved'))).statusCode).toBe(200);
    const refused = await change(uniqueEmail('moved'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('counters shared by instances (PostgreSQL)', () => {
  it('adds up failures made through two instances', async () => {
    const second = await createSecondApp(t);
    try {
      const ip = '203.0.113.50';
      // A new email each time: only the per-address count can refuse these.
      const fail = (app: typeof t.app) =>
        app.inject({
          method: 'POST',
          url: '/api/teachers/login',
          remoteAddress: ip,
          payload: { email: uniqueEmail('ghost'), password: 'Wr0ngPassword' },
        });
      for (let i = 0; i < 10; i++) expect((await fail(t.app)).statusCode).toBe(401);
      for (let i = 0; i < 10; i++) expect((await fail(second.app)).statusCode).toBe(401);
      expect((await fail(t.app)).statusCode).toBe(429);
      expect((await fail(second.app)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('locks an account for a client across instances', async () => {
    const second = await createSecondApp(t);
    try {
      const { payload } = await registerTeacher(t);
      const ip = '203.0.113.51';
      const login = (app: typeof t.app, password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/teachers/login',
          remoteAddress: ip,
          payload: { email: payload.email, password },
        });
      for (let i = 0; i < 5; i++) expect((await login(t.app, `Wr0ng-${i}`)).statusCode).toBe(401);
      for (let i = 0; i < 5; i++) expect((await login(second.app, `Wr0ng-${i}`)).statusCode).toBe(401);
      expect((await login(t.app, STRONG_PASSWORD)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
