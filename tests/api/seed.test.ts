// `npm run seed` while the server runs on the embedded database: the server writes the demo data
// through its admin channel, so the account signs in at once and no second process opens the
// database's files (docs/decisions/0139-seed-through-the-server.md). Without a server, the
// command opens the files itself.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { students } from '../../src/server/db/schema';
import { DEMO_EMAIL } from '../../src/server/seed/demo';
import { DEFAULT_PASSWORD } from '../../src/server/seed/factories';
import { startServerOnDisk } from '../support/disk-server';
import { sessionCookie } from '../support/test-app';

const root = mkdtempSync(path.join(tmpdir(), 'rc-seed-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `npm run seed` as an operator runs it: its own process, the same DATA_DIR. */
async function seed(dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)('node', ['node_modules/tsx/dist/cli.mjs', 'scripts/seed.ts'], {
    env,
  });
  return stdout;
}

describe('npm run seed', { timeout: 180_000 }, () => {
  it('while the server runs: the server writes it and signs the demo teacher in at once', async () => {
    const dataDir = path.join(root, 'running');
    const server = await startServerOnDisk(dataDir);
    try {
      const signIn = () =>
        server.app.inject({
          method: 'POST',
          url: '/api/teachers/login',
          payload: { email: DEMO_EMAIL, password: DEFAULT_PASSWORD },
        });
      expect((await signIn()).statusCode).toBe(401);
      const out = await seed(dataDir);
      expect(out).toContain('(written by the server running on this data folder)');
      expect(out).toContain(`Sign in as ${DEMO_EMAIL} / ${DEFAULT_PASSWORD}`);
      const res = await signIn();
      expect(res.statusCode, res.body).toBe(200);
      const classes = await server.app.inject({
        method: 'GET',
        url: '/api/classes',
        headers: { cookie: sessionCookie(res) },
      });
      expect(classes.json().map((c: { name: string }) => c.name)).toEqual([
        'Science - Period 2',
        'Math - Period 5',
      ]);
      // A second run finds the account and writes nothing.
      expect(await seed(dataDir)).toContain('Demo data already present.');
    } finally {
      await server.stop();
    }
  });

  it('without a server: opens the data folder itself', async () => {
    const dataDir = path.join(root, 'stopped');
    const out = await seed(dataDir);
    expect(out).not.toContain('written by the server');
    expect(out).toContain(`Sign in as ${DEMO_EMAIL}`);
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.db.select({ id: students.id }).from(students)).toHaveLength(48);
    } finally {
      await database.close();
    }
  });
});
