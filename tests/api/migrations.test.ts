import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type Database, migrationsFolder, openPostgres } from '../../src/server/db/client';
import { createLocalBus } from '../../src/server/realtime/bus';
import { testConfig } from '../support/test-app';

// Several instances behind a load balancer start together on a new database (docs/architecture.md#instances):
// each migrates on start, and none may crash because another is migrating at the same moment.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('migrations with several instances (PostgreSQL)', () => {
  const name = `rc_migrate_${process.pid}_${Date.now()}`;
  let admin: Database;
  let target: string;

  beforeAll(async () => {
    admin = await openPostgres(url!, { migrate: false, max: 1 });
    await admin.pool!.query(`CREATE DATABASE ${name}`);
    const u = new URL(url!);
    u.pathname = `/${name}`;
    target = u.toString();
  });
  afterAll(async () => {
    await admin.pool!.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  });

  it('two instances starting at once on a fresh database both come up', async () => {
    const start = async () => {
      const database = await openPostgres(target, { max: 2 });
      const app = await buildApp({
        config: testConfig(),
        database,
        bus: createLocalBus(),
        mailer: { send: async () => {} },
        logger: false,
      });
      await app.ready();
      return { app, database };
    };
    const results = await Promise.allSettled([start(), start(), start()]);
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    for (const r of results) {
      if (r.status === 'fulfilled') {
        const health = await r.value.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        await r.value.app.close();
        await r.value.database.close();
      }
    }
    expect(failures).toEqual([]);
    // Each migration was applied once, not once per instance.
    const check = await openPostgres(target, { migrate: false, max: 1 });
    const { rows } = await check.pool!.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    await check.close();
    const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8'));
    expect(rows[0].n).toBe(journal.entries.length);
  });
});
