// The generated permission matrix: every registered route × every kind of caller
// → the status its policy promises (docs/architecture.md#permissions), and no data of another class (nor any
// secret) in a successful answer. Routes come from the app's own route table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcConfig, startTestProvider } from '../support/oidc';
import type { TestProvider } from '../support/oidc-provider';
import { ACTORS, type Expected, ROUTE_POLICIES, routeKey } from '../support/route-policies';
import { createTestApp, expectNoSecrets, type TestContext } from '../support/test-app';
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

const matches = (expected: Expected, status: number) =>
  expected === 'any'
    ? status < 500
    : expected === '2xx'
      ? status >= 200 && status < 300
      : status === expected;

describe('permission matrix', () => {
  it('has a policy for every registered route, and no policy for a route that is gone', () => {
    const registered = t.app.routeTable.map(routeKey);
    const missing = registered.filter((k) => !ROUTE_POLICIES[k]);
    expect(
      missing,
      `routes without a policy in tests/support/route-policies.ts: ${missing.join(', ')}`,
    ).toEqual([]);
    expect(Object.keys(ROUTE_POLICIES).filter((k) => !registered.includes(k))).toEqual([]);
  });

  // One fresh world per route and caller: a DELETE by the owner must not spoil the next check.
  it.each(Object.keys(ROUTE_POLICIES))('%s answers each caller as its policy says', async (key) => {
    const policy = ROUTE_POLICIES[key];
    const method = key.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'DELETE';
    const failures: string[] = [];
    for (const actor of ACTORS) {
      if (policy.stream && actor !== 'anonymous') continue;
      const world = await createWorld(t);
      const { url, payload, headers } = await policy.example(world.ids, t.database.db);
      const cookie = world.cookies[actor];
      const res = await t.app.inject({
        method,
        url,
        payload: payload as object,
        headers: { ...headers, ...(cookie && { cookie }) },
      });
      const expected = policy.expect[actor];
      const declared = t.app.routeTable.find((r) => routeKey(r) === key)?.statuses ?? [];
      if (!declared.includes(String(res.statusCode)))
        failures.push(
          `${actor}: ${res.statusCode} is not in the route's response schema (${declared.join(', ')})`,
        );
      if (!matches(expected, res.statusCode)) {
        failures.push(`${actor}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
        continue;
      }
      expectNoSecrets(res.body);
      if (res.statusCode < 300) {
        const leaked = world.forbidden[actor].filter((mark) => res.body.includes(mark));
        if (leaked.length) failures.push(`${actor}: answer holds ${leaked.join(', ')}`);
      }
    }
    expect(failures, `${key} (${policy.rule})`).toEqual([]);
  });
});
