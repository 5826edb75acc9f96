// `npm run backup` and `npm run restore` (docs/decisions/0035): a backup taken
// while the server runs and takes writes restores into an empty DATA_DIR, and the restored
// server answers with the same data.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import { type Database, openPglite } from '../../src/server/db/client';
import { pgliteDir, restoreBackup, writeBackup } from '../../src/server/ops/backup';
import { createClassWithStudents, createTeacher } from '../../src/server/seed/factories';
import { startServerOnDisk } from '../support/disk-server';
import { testConfig } from '../support/test-app';

const root = mkdtempSync(path.join(tmpdir(), 'rc-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const _config = (dataDir: string) => testConfig({ dataDir });

const roster = async (app: App, cookie: string, classId: number) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/students?classId=${classId}`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Array<{ id: number; firstName: string; balance: number }>;
};

// Each test creates, copies and reopens persisted databases on disk: on a loaded machine that
// takes longer than the suite's 30 s default.
const DISK = { timeout: 120_000 };

describe('backup while the server runs, restore into an empty DATA_DIR', DISK, () => {
  const source = path.join(root, 'source');
  const file = path.join(root, 'backups', 'one.tar.gz');
  let server: Awaited<ReturnType<typeof startServerOnDisk>>;
  let cookie: string;
  let classId: number;
  let studentIds: number[];

  beforeAll(async () => {
    server = await startServerOnDisk(source);
    const { db } = server.database;
    const teacher = await createTeacher(db);
    const { klass, students } = await createClassWithStudents(db, teacher.id, 5);
    classId = klass.id;
    studentIds = students.map((s) => s.id);
    cookie = `${SESSION_COOKIE}=${(await createSession(db, { kind: 'teacher', id: teacher.id })).token}`;
  });
  afterAll(() => server.stop());

  it('takes the backup through the running server while awards keep coming', async () => {
    const award = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/behaviors/batch',
        headers: { cookie },
        payload: { studentIds, type: 'Helping Others', points: 1 },
      });
    expect((await award()).statusCode).toBe(201);
    const [result, ...awards] = await Promise.all([writeBackup(source, file), award(), award(), award()]);
    expect(result.via).toBe('server');
    for (const res of awards) expect(res.statusCode).toBe(201);
  });

  it('restores into an empty DATA_DIR; the restored server shows what the backup held', async () => {
    const target = path.join(root, 'restored');
    await restoreBackup(target, file);
    const restored = await startServerOnDisk(target);
    try {
      const rows = await roster(restored.app, cookie, classId);
      expect(rows.map((s) => s.id).sort()).toEqual([...studentIds].sort());
      // Every batch is all or nothing, and the backup is one moment: the same balance for all
      // five, at least the award made before the backup started, at most all four.
      const balances = new Set(rows.map((s) => s.balance));
      expect(balances.size).toBe(1);
      const [balance] = balances;
      expect(balance).toBeGreaterThanOrEqual(1);
      expect(balance).toBeLessThanOrEqual(4);
      // The restored database takes writes.
      const res = await restored.app.inject({
        method: 'POST',
        url: '/api/behaviors',
        headers: { cookie },
        payload: { studentId: studentIds[0], type: 'Helping Others', points: 2 },
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await restored.stop();
    }
  });

  it('refuses a DATA_DIR that is not empty, and leaves it as it was', async () => {
    const busy = path.join(root, 'busy');
    mkdirSync(busy, { recursive: true });
    writeFileSync(path.join(busy, 'notes.txt'), 'keep me');
    await expect(restoreBackup(busy, file)).rejects.toThrow(
      /is not empty: restore only into an empty directory/,
    );
    await expect(restoreBackup(source, file)).rejects.toThrow(/is not empty/);
  });

  it('refuses to open the files itself while they are open and no server answers', async () => {
    // A database held by a process without the admin channel (an older server, or a crash).
    const held = path.join(root, 'held');
    const database: Database = await openPglite(pgliteDir(held));
    try {
      await expect(writeBackup(held, path.join(root, 'held.tar.gz'))).rejects.toThrow(
        /is open, but no Remote Chalk server answers/,
      );
    } finally {
      await database.close();
    }
  });
});

describe('backup with no server running', DISK, () => {
  it('opens the files itself and the copy restores', async () => {
    const source = path.join(root, 'stopped');
    const server = await startServerOnDisk(source);
    const teacher = await createTeacher(server.database.db);
    await createClassWithStudents(server.database.db, teacher.id, 2);
    await server.stop();

    const file = path.join(root, 'stopped.tar.gz');
    expect((await writeBackup(source, file)).via).toBe('files');
    const target = path.join(root, 'stopped-restored');
    await restoreBackup(target, file);
    const restored = await openPglite(pgliteDir(target));
    try {
      const { rows } = await (
        restored.db as unknown as { $client: { query(q: string): Promise<{ rows: Array<{ n: number }> }> } }
      ).$client.query('select count(*)::int as n from students');
      expect(rows[0].n).toBe(2);
    } finally {
      await restored.close();
    }
  });

  it('refuses a file that is not a backup and leaves DATA_DIR empty', async () => {
    const junk = path.join(root, 'junk.tar.gz');
    writeFileSync(junk, 'not a backup');
    const target = path.join(root, 'junk-target');
    await expect(restoreBackup(target, junk)).rejects.toThrow(/could not be restored/);
    expect(readdirSync(target)).toEqual([]);
  });
});
