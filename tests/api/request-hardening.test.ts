import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ authRateLimit: 2 });
});
afterAll(() => t.close());

describe('request hardening', () => {
  it('does not let a client dodge the per-IP limit by rotating X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/teachers/login',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: 'nobody@school.edu', password: 'Wr0ngPassword' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429, 429]);
  });

  it('treats an empty JSON body as no body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers invalid JSON with 400 and a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Request body is not valid JSON');
  });
});
