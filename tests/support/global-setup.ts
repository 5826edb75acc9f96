import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/server/db/client';

// Migrate once per run; every test file then starts from a copy of this database
// (a fresh PGlite costs ~3 s of initdb and migrations; PGlite's clone() of a migrated one ~0.6 s).
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `rc_template_${process.pid}`;
    const admin = await openPostgres(url, { migrate: false, max: 1 });
    await admin.pool!.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.pool!.query(`CREATE DATABASE ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const tpl = await openPostgres(target.toString(), { max: 1 });
    await tpl.close();
    project.provide('pgTemplate', template);
    return async () => {
      await admin.pool!.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.close();
    };
  }
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar.gz`);
  const db = await openPglite(undefined);
  const client = (db.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate?: string;
    pgliteTemplate?: string;
  }
}
