// The generated hostile-input pass (docs/architecture.md#permissions): for every registered route,
// requests that no honest client sends — malformed JSON, wrong types, huge strings, control
// characters, bad ids, unknown fields, prototype-pollution keys — always get a 4xx JSON error,
// never a 5xx, and write nothing. fast-check generates the cases from each route's valid example,
// with a fixed seed so a failure reproduces.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcConfig, startTestProvider } from '../support/oidc';
import type { TestProvider } from '../support/oidc-provider';
import { ROUTE_POLICIES, routeKey } from '../support/route-policies';
import { createTestApp, type TestContext } from '../support/test-app';
import { createWorld } from '../support/world';

let t: TestContext;
let provider: TestProvider;
// School sign-in is on, with a real provider behind it, so its routes answer as they would.
beforeAll(async () => {
  provider = await startTestProvider();
  t = await createTestApp(oidcConfig(provider));
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** A digest of every table but the rate-limit counters (failures are counted by design). */
async function fingerprint(): Promise<string> {
  const rows = await t.database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits' order by 1`,
  );
  const names = (Array.isArray(rows) ? rows : (rows as { rows: { name: string }[] }).rows).map((r) => r.name);
  const parts = await Promise.all(
    names.map(async (name) => {
      const r = await t.database.db.execute<{ h: string }>(
        sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`),
      );
      return `${name}:${(Array.isArray(r) ? r : (r as { rows: { h: string }[] }).rows)[0].h}`;
    }),
  );
  return parts.join(',');
}

const HOSTILE_IDS = ['-1', '0', '1.5', '1e20', '99999999999999999999', 'abc', '%00', 'NaN', '0x10', '%20'];
/** For path parameters that are not ids (a stored file's key). */
const HOSTILE_KEYS = ['..%2F..%2Fetc%2Fpasswd', '%2e%2e', '%00', 'x'.repeat(2000), 'abc', '%20', '%E2%80%AE'];
const HUGE = 'x'.repeat(100_000);

/** Values that no field of that type accepts. */
const hostileFor = (value: Json, emptyListValid = false): fc.Arbitrary<Json> => {
  if (typeof value === 'number')
    return fc.constantFrom<Json>('abc', true, [1], { n: 1 }, 1.5, 1e20, -1e20, '1; drop table students');
  if (typeof value === 'string')
    return fc.constantFrom<Json>(
      123,
      false,
      ['x'],
      { x: 'y' },
      HUGE,
      'bad\u0000value',
      'esc\u001b[31m',
      '\u007f',
    );
  if (Array.isArray(value))
    return fc.constantFrom<Json>('x', 5, ['x'], [-1], [1.5], {}, ...(emptyListValid ? [] : [[]]));
  return fc.constantFrom<Json>('x', 5, [], HUGE);
};

interface Case {
  label: string;
  url: string;
  /** Raw JSON text, so keys like __proto__ reach the server as written. */
  body?: string;
}

function casesFor(
  example: { url: string; payload?: unknown },
  method: string,
  template: string,
  emptyListValid = false,
): fc.Arbitrary<Case> {
  const options: fc.Arbitrary<Case>[] = [];
  const body = example.payload === undefined ? undefined : JSON.stringify(example.payload);
  // Each path parameter of the route (`:id`, `:key`), found where the template names it.
  const [path, search] = example.url.split('?');
  const segments = path.split('/');
  const params = template
    .split('/')
    .flatMap((part, i) =>
      part.startsWith(':') ? [{ i, hostile: /^\d+$/.test(segments[i]) ? HOSTILE_IDS : HOSTILE_KEYS }] : [],
    );
  if (params.length) {
    options.push(
      fc
        .constantFrom(...params)
        .chain((p) => fc.constantFrom(...p.hostile).map((value) => ({ p, value })))
        .map(({ p, value }) => {
          const url = segments.map((s, i) => (i === p.i ? value : s)).join('/');
          return {
            label: `path ${segments[p.i]} → ${value.slice(0, 30)}`,
            url: search ? `${url}?${search}` : url,
            body,
          };
        }),
    );
  }
  const query = search;
  if (query) {
    const keys = [...new URLSearchParams(query).keys()];
    options.push(
      fc.record({ key: fc.constantFrom(...keys), id: fc.constantFrom(...HOSTILE_IDS) }).map(({ key, id }) => {
        const params = new URLSearchParams(query);
        params.set(key, decodeURIComponent(id));
        return { label: `query ${key}=${id}`, url: `${example.url.split('?')[0]}?${params}` };
      }),
    );
  }
  if (method !== 'GET') {
    options.push(
      fc
        .constantFrom('{"a":', '{oops}', '[1,2]', '"text"', '123', 'true', '{"a":1}}')
        .map((body) => ({ label: `body ${body}`, url: example.url, body })),
    );
  }
  const payload = example.payload as Record<string, Json> | undefined;
  if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
    const fields = Object.keys(payload);
    options.push(
      fc
        .constantFrom(...fields)
        .chain((field) => hostileFor(payload[field], emptyListValid).map((value) => ({ field, value })))
        .map(({ field, value }) => ({
          label: `${field} = ${JSON.stringify(value).slice(0, 40)}`,
          url: example.url,
          body: JSON.stringify({ ...payload, [field]: value }),
        })),
      fc
        .record({
          key: fc.constantFrom('unknownField', 'isAdmin', 'teacherId', 'passwordHash', 'id'),
          value: fc.constantFrom<Json>(true, 1, 'x', { nested: true }),
        })
        .map(({ key, value }) => ({
          label: `unknown field ${key}`,
          url: example.url,
          body: JSON.stringify({ ...payload, [key]: value }),
        })),
      fc.constantFrom('__proto__', 'constructor', 'prototype').map((key) => ({
        label: `${key} key`,
        url: example.url,
        body: JSON.stringify(payload).replace(
          /^\{/,
          `{"${key}":{"polluted":true,"prototype":{"polluted":true}},`,
        ),
      })),
    );
  }
  return fc.oneof(...options);
}

describe('hostile input', () => {
  const routes = Object.entries(ROUTE_POLICIES).filter(([, p]) => !p.stream);
  const entry = (key: string) => t.app.routeTable.find((r) => routeKey(r) === key);
  // Reads that declare no path parameter and no query: nothing a request could make hostile.
  // Every other route gets the cases below; a new route must be one or the other.
  const NO_INPUT = [
    'GET /api/health',
    'GET /api/auth/me',
    'GET /api/auth/oidc',
    'GET /api/auth/oidc/start',
    'GET /api/skills',
    'GET /api/classes',
    'GET /api/export',
    'GET /api/export/class-summary',
    'GET /api/leaderboard/classes',
    'GET /api/achievements',
    // The family's own account and its export: the session is the only input.
    'GET /api/families/me',
    'GET /api/families/me/export',
  ];

  it('lists exactly the routes without input', () => {
    const without = routes
      .map(([key]) => key)
      .filter((key) => key.startsWith('GET ') && entry(key)?.input.length === 0);
    expect(without.sort()).toEqual([...NO_INPUT].sort());
    expect(NO_INPUT).toHaveLength(12);
  });

  it.each(routes)('%s refuses hostile requests with a 4xx and writes nothing', async (key, policy) => {
    const method = key.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'DELETE';
    if (NO_INPUT.includes(key)) return; // listed above: nothing to be hostile with
    // A world of its own: a case that got through must not spoil the next route's check.
    const world = await createWorld(t);
    const declared = entry(key)?.statuses ?? [];
    const example = await policy.example(world.ids, t.database.db);
    // A route that declares a query is checked with one: its example must carry it.
    if (entry(key)?.input.includes('querystring'))
      expect(example.url, 'the example has a query').toContain('?');
    const before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(casesFor(example, method, key.split(' ')[1], policy.emptyListValid), async (c) => {
        const res = await t.app.inject({
          method,
          url: c.url,
          headers: {
            ...example.headers,
            cookie: world.cookies.owner!,
            ...(c.body !== undefined && { 'content-type': 'application/json' }),
          },
          payload: c.body,
        });
        const where = `${c.label}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        // The owner is signed in throughout: a 401 would mean the check never reached the route.
        expect(res.statusCode, where).not.toBe(401);
        if (declared.includes('302') && res.statusCode === 302) {
          // The school sign-in's return address answers a browser: with a redirect that explains.
          expect(res.headers.location, where).toBeTruthy();
        } else {
          expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, where).toBeLessThan(500);
          expect(typeof res.json().message, where).toBe('string');
        }
        // Every answer is documented: the status is in the route's response schema (OpenAPI).
        expect(declared, where).toContain(String(res.statusCode));
        expect(({} as Record<string, unknown>).polluted, where).toBeUndefined();
        expect(await fingerprint(), where).toBe(before);
      }),
      { seed: 42, numRuns: 20, endOnFailure: true },
    );
  });
});
