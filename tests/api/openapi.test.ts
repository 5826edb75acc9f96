// The OpenAPI document at /api/docs/json is a contract clients are generated from (docs/api.md,
// docs/decisions/0137-openapi-contract.md): it validates, Redocly's recommended rules find no
// error, every operation has a verb-first id and says who may call it, no GET or DELETE takes a
// body, and the committed generated types are what the document gives today.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPES_FILE, typesOf } from '../../scripts/openapi-types';
import { ROUTE_POLICIES } from '../support/route-policies';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let document: OpenAPIV3.Document;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://chalk.myschool.org' });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

/** Every operation with its method and path, as the document lists them. */
function operations() {
  return Object.entries(document.paths).flatMap(([url, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ method, url, operation }] : [];
    }),
  );
}

// The verbs an operation id may start with: what the call does, said as a client's method name.
const VERBS = [
  'add',
  'apply',
  'ask',
  'award',
  'change',
  'copy',
  'create',
  'decide',
  'delete',
  'export',
  'finish',
  'generate',
  'get',
  'import',
  'join',
  'link',
  'list',
  'merge',
  'pick',
  'record',
  'register',
  'rename',
  'reorder',
  'reply',
  'request',
  'reset',
  'restore',
  'save',
  'sign',
  'start',
  'stop',
  'stream',
  'transfer',
  'unlink',
  'update',
  'upload',
  'verify',
  'vote',
];

describe('the OpenAPI document', () => {
  it('lists every API route of the app', () => {
    const documented = operations().map(({ method, url }) => `${method.toUpperCase()} ${url}`);
    const routes = t.app.routeTable.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual([...new Set(routes)].sort());
  });

  it('is valid OpenAPI (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("has no error under Redocly's recommended rules (@redocly/cli lint)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rc-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
      const run = spawnSync(
        process.execPath,
        [cli, 'lint', file, '--extends', 'recommended', '--format', 'json'],
        {
          encoding: 'utf8',
          // No telemetry and no update check: the test must not reach beyond this machine.
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          timeout: 120_000,
        },
      );
      const report = JSON.parse(run.stdout) as {
        totals: { errors: number };
        problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
      };
      const errors = report.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);

  it('names its licence, version and server', () => {
    expect(document.info.license).toEqual({
      name: 'AGPL-3.0-or-later',
      url: 'https://www.gnu.org/licenses/agpl-3.0.html',
    });
    const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(document.info.version).toBe(manifest.version);
    expect(document.servers).toEqual([{ url: 'https://chalk.myschool.org', description: 'this server' }]);
  });

  it('gives every operation a unique camelCase id that starts with a verb', () => {
    const bad: string[] = [];
    const seen = new Map<string, string>();
    for (const { method, url, operation } of operations()) {
      const id = operation.operationId ?? '';
      const where = `${method.toUpperCase()} ${url}`;
      const verb = /^[a-z]+/.exec(id)?.[0] ?? '';
      if (!/^[a-z]+(?:[A-Z][a-z0-9]*)*$/.test(id) || !VERBS.includes(verb))
        bad.push(`${where}: "${id}" (add operationId: 'verbNoun' to its schema)`);
      if (seen.has(id)) bad.push(`${where}: "${id}" is also ${seen.get(id)}`);
      seen.set(id, where);
    }
    expect(bad).toEqual([]);
  });

  it('says who may call each operation, as the route policies do', () => {
    const wrong: string[] = [];
    for (const { method, url, operation } of operations()) {
      const key = `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`;
      const policy = ROUTE_POLICIES[key];
      const security = operation.security;
      if (!policy || !security) {
        wrong.push(`${key}: ${policy ? 'no security' : 'no policy'}`);
        continue;
      }
      // Anonymous callers get 401 exactly where the document asks for the session cookie.
      const needsSession = security.length > 0 && security.every((s) => 'session' in s);
      const anonymousRefused = policy.expect.anonymous === 401;
      if (needsSession !== anonymousRefused)
        wrong.push(`${key}: security ${JSON.stringify(security)} but anonymous → ${policy.expect.anonymous}`);
    }
    expect(wrong).toEqual([]);
    expect(document.components?.securitySchemes?.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'rc_session',
    });
  });

  it('declares no request body on a GET, DELETE or HEAD, and never a required empty one', () => {
    const bodies = operations()
      .filter(({ method, operation }) => operation.requestBody && ['get', 'delete', 'head'].includes(method))
      .map(({ method, url }) => `${method.toUpperCase()} ${url}`);
    expect(bodies).toEqual([]);
    // A write that takes no input declares none (a generated client must not be made to send {}).
    const empty = operations()
      .filter(({ operation }) => {
        const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
        const schema = body?.content['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
        return schema?.type === 'object' && Object.keys(schema.properties ?? {}).length === 0;
      })
      .map(({ method, url }) => `${method.toUpperCase()} ${url}`);
    expect(empty).toEqual([]);
  });

  it('describes the school sign-in return address by its real query parameters', () => {
    const callback = document.paths['/api/auth/oidc/callback']?.get;
    const names = ((callback?.parameters ?? []) as OpenAPIV3.ParameterObject[]).map(
      (p) => `${p.in} ${p.name}`,
    );
    expect(names).toEqual([
      'query code',
      'query state',
      'query iss',
      'query error',
      'query error_description',
    ]);
  });

  it(`matches the committed client types (${TYPES_FILE}; regenerate with npm run api:types)`, async () => {
    // Generated as CI generates it, from the document this server serves now.
    const generated = await typesOf({ ...document, servers: undefined });
    expect(generated === readFileSync(TYPES_FILE, 'utf8'), `${TYPES_FILE} is stale: npm run api:types`).toBe(
      true,
    );
  }, 60_000);
});
