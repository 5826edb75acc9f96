import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';

// What an operator compares after an upgrade: the version in the project's package.json.
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database reachable and the running version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', version });
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers 503 with a clear body when the database does not answer', async () => {
    // Its own app: this one's database is closed under it.
    const down = await createTestApp();
    // Closing refuses new queries at once. On PostgreSQL the pool finishes closing only when the
    // event bus gives back its listening connection, which it does when the app closes.
    const closing = down.database.close();
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        database: 'unreachable',
        message: 'The database does not answer',
        version,
      });
    } finally {
      await down.close();
      await closing;
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Not found' });
  });

  it('refuses non-JSON mutations with 415 (no cross-site form posts)', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/teachers/login',
        headers: { 'content-type': type },
        payload: 'a=b',
      });
      expect(res.statusCode).toBe(415);
    }
  });

  it('answers malformed JSON with a 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('at ');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/teachers/register']).toBeDefined();
  });
});
