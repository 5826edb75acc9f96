// Every operation the OpenAPI document says needs the session cookie answers an anonymous caller
// 401 before it looks at anything the caller sent (decision 0137): not a 400 with
// validation details, not a 415 from a body parser. The list comes from the document the app
// serves, so a route added tomorrow is held to it without anyone adding it here; operations
// that anyone may call (security [] or an optional session) are left out by the document.
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let document: OpenAPIV3.Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The operations that every way of calling asks for the session cookie. */
function sessionOperations() {
  return Object.entries(document.paths).flatMap(([url, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      const security = operation?.security ?? document.security ?? [];
      const needsSession = security.length > 0 && security.every((s) => 'session' in s);
      return operation && needsSession ? [{ method, url, operation }] : [];
    }),
  );
}

/** The content type the operation takes its body in (JSON when it takes none). */
function contentTypeOf(operation: OpenAPIV3.OperationObject): string {
  const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  return Object.keys(body?.content ?? {})[0] ?? 'application/json';
}

describe('an anonymous caller', () => {
  it('is answered 401 by every operation that needs a session, whatever it sends', async () => {
    const operations = sessionOperations();
    // The three that answered 400 before are among them: the list is the document's.
    const names = operations.map(({ method, url }) => `${method.toUpperCase()} ${url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/objects/upload',
        'POST /api/questions',
        'POST /api/families/children',
      ]),
    );
    const wrong: string[] = [];
    for (const { method, url, operation } of operations) {
      // Path parameters that fail validation, an unknown query field, and a body no parser or
      // schema accepts (broken JSON; for other content types, bytes of the wrong kind).
      const path = url.replace(/\{\w+\}/g, 'not-an-id');
      const withBody = method !== 'get' && method !== 'delete';
      const type = contentTypeOf(operation);
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: `${path}?unexpected=%00`,
        ...(withBody
          ? {
              headers: { 'content-type': type },
              payload: type === 'application/json' ? '{"broken": ' : 'not what this route takes',
            }
          : {}),
      });
      const body = res.statusCode === 401 ? res.json() : res.body.slice(0, 120);
      if (res.statusCode !== 401 || body.code !== 'UNAUTHORIZED' || 'errors' in body)
        wrong.push(`${method.toUpperCase()} ${url} → ${res.statusCode} ${JSON.stringify(body)}`);
    }
    expect(wrong).toEqual([]);
  });
});
