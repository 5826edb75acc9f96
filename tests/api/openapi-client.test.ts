// A client generated from the OpenAPI document (openapi-typescript's types in tests/generated,
// openapi-fetch), used as a district's own tool would use it: over HTTP against a listening app,
// signing in, creating a class, adding a student, awarding and reading the balance. Each call is
// typed by the document: a renamed path, field or operation fails `npm run typecheck`, and a
// document that says something the server does not do fails here (docs/api.md).
import createClient, { type Middleware } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPasswordHeader } from '../../src/shared/accounts/current-password';
import type { paths } from '../generated/openapi';
import { STRONG_PASSWORD, uniqueEmail } from '../support/accounts';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t.close());

/** A client that keeps the session cookie between calls, as a browser would. */
function clientWithCookies() {
  const jar = new Map<string, string>();
  const cookies: Middleware = {
    onRequest({ request }) {
      if (jar.size) request.headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      return request;
    },
    onResponse({ response }) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair.indexOf('=');
        jar.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      return response;
    },
  };
  const client = createClient<paths>({ baseUrl });
  client.use(cookies);
  return { client, jar };
}

describe('a client generated from the OpenAPI document', () => {
  it('signs in, creates a class, adds a student, awards and reads the balance', async () => {
    const { client, jar } = clientWithCookies();
    const email = uniqueEmail('generated');

    const health = await client.GET('/api/health');
    expect(health.response.status).toBe(200);
    expect(health.data?.status).toBe('ok');

    const registered = await client.POST('/api/teachers/register', {
      body: { teacherName: 'Ada Client', email, password: STRONG_PASSWORD, className: 'First class' },
    });
    expect(registered.response.status, JSON.stringify(registered.error)).toBe(201);
    expect((await client.POST('/api/auth/logout')).response.status).toBe(200);
    jar.clear();

    // Signed out, the session cookie is what every teacher call needs.
    const refused = await client.GET('/api/classes');
    expect(refused.response.status).toBe(401);
    expect(refused.error?.message).toBeTruthy();

    const signedIn = await client.POST('/api/teachers/login', { body: { email, password: STRONG_PASSWORD } });
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.data?.teacher.email).toBe(email);
    expect(jar.has('rc_session')).toBe(true);

    const created = await client.POST('/api/classes', { body: { name: 'Generated 3B' } });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const classId = created.data!.id;

    const added = await client.POST('/api/students', {
      body: { classId, firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(added.response.status, JSON.stringify(added.error)).toBe(201);
    const studentId = added.data!.id;

    const award = await client.POST('/api/behaviors', {
      body: { studentId, type: 'Helping Others', points: 3 },
    });
    expect(award.response.status, JSON.stringify(award.error)).toBe(201);

    const student = await client.GET('/api/students/{id}', { params: { path: { id: studentId } } });
    expect(student.response.status).toBe(200);
    expect(student.data?.balance).toBe(3);
    const roster = await client.GET('/api/students', { params: { query: { classId } } });
    expect(roster.data?.map((s) => [s.firstName, s.balance])).toEqual([['Grace', 3]]);

    // Another teacher's ids are not found, as for any caller (docs/architecture.md#permissions).
    const stranger = clientWithCookies();
    await stranger.client.POST('/api/teachers/register', {
      body: { teacherName: 'Other', email: uniqueEmail('other'), password: STRONG_PASSWORD, className: 'X' },
    });
    const notTheirs = await stranger.client.GET('/api/students/{id}', {
      params: { path: { id: studentId } },
    });
    expect(notTheirs.response.status).toBe(404);

    // A DELETE carries no body: the current password travels in its header.
    const wrong = await client.DELETE('/api/teachers/{id}', {
      params: { path: { id: signedIn.data!.teacher.id }, header: currentPasswordHeader('Wr0ngPass') },
    });
    expect(wrong.response.status).toBe(400);
    const deleted = await client.DELETE('/api/teachers/{id}', {
      params: { path: { id: signedIn.data!.teacher.id }, header: currentPasswordHeader(STRONG_PASSWORD) },
    });
    expect(deleted.response.status).toBe(200);
    expect((await client.GET('/api/auth/me')).data?.kind).toBe('none');
  });
});
