// What the server keeps on disk is the school's, not every account's on the machine
// (docs/decisions/0048-private-file-modes.md): started as main.ts starts it on a fresh DATA_DIR,
// every folder under DATA_DIR and the backups folder is 0700 and every file 0600 — PGlite's
// files, an upload, a mailed reset link and a backup included. The process keeps the usual
// umask (022), under which all of these used to be readable by every account.
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import { restoreBackup, writeBackup } from '../../src/server/ops/backup';
import { createTeacher } from '../../src/server/seed/factories';
import { startServerOnDisk } from '../support/disk-server';

const root = mkdtempSync(path.join(tmpdir(), 'rc-modes-'));
const previousUmask = process.umask(0o022);
afterAll(() => {
  process.umask(previousUmask);
  rmSync(root, { recursive: true, force: true });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DISK = { timeout: 120_000 };

/** Every entry under `dir` (itself included) whose mode is not 0700 for a folder, 0600 otherwise. */
function notPrivate(dir: string): string[] {
  const wrong: string[] = [];
  const walk = (file: string) => {
    const stat = lstatSync(file);
    const mode = stat.mode & 0o777;
    const want = stat.isDirectory() ? 0o700 : 0o600;
    if (mode !== want) wrong.push(`${path.relative(root, file) || '.'} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(file)) walk(path.join(file, name));
  };
  walk(dir);
  return wrong;
}

describe('a fresh DATA_DIR', DISK, () => {
  const dataDir = path.join(root, 'fresh', 'data');
  const backups = path.join(root, 'fresh', 'backups');
  let server: Awaited<ReturnType<typeof startServerOnDisk>>;

  beforeAll(async () => {
    server = await startServerOnDisk(dataDir);
  }, DISK.timeout);
  afterAll(() => server.stop());

  it('holds the database, an upload, a mailed reset link and a backup, all owner-only', async () => {
    const { app, database } = server;
    const teacher = await createTeacher(database.db);
    const cookie = `${SESSION_COOKIE}=${(await createSession(database.db, { kind: 'teacher', id: teacher.id })).token}`;

    const ask = await app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie },
      payload: { size: PDF.length, contentType: 'application/pdf' },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const put = await app.inject({
      method: 'PUT',
      url: ask.json().uploadURL,
      payload: PDF,
      headers: { cookie, 'content-type': 'application/pdf' },
    });
    expect(put.statusCode, put.body).toBeLessThan(300);

    const forgot = await app.inject({
      method: 'POST',
      url: '/api/teachers/forgot-password',
      payload: { email: teacher.email },
    });
    expect(forgot.statusCode).toBe(202);
    // The mail is written after the answer (the answer must not tell known emails apart).
    const outbox = path.join(dataDir, 'outbox');
    await vi.waitFor(() => expect(readdirSync(outbox).filter((f) => f.endsWith('.eml'))).toHaveLength(1));

    const file = path.join(backups, 'one.tar.gz');
    expect((await writeBackup(dataDir, file)).via).toBe('server');

    expect(readdirSync(path.join(dataDir, 'uploads'))).toHaveLength(1);
    expect(readdirSync(path.join(dataDir, 'pglite'))).toContain('PG_VERSION');
    expect(readdirSync(backups)).toEqual(['one.tar.gz']);
    expect(notPrivate(dataDir)).toEqual([]);
    expect(notPrivate(backups)).toEqual([]);
  });
});

describe('a DATA_DIR left by an earlier version, and a restore', DISK, () => {
  it('makes DATA_DIR and the server folders in it owner-only at start, and a restored database too', async () => {
    const dataDir = path.join(root, 'old', 'data');
    const first = await startServerOnDisk(dataDir);
    await first.stop();
    // What earlier versions left: DATA_DIR 0755, uploads and mail 0644, PGlite's files 0666.
    chmodSync(dataDir, 0o755);
    for (const folder of ['uploads', 'outbox']) {
      mkdirSync(path.join(dataDir, folder), { mode: 0o755 });
      chmodSync(path.join(dataDir, folder), 0o755);
      writeFileSync(path.join(dataDir, folder, 'old-file'), 'x', { mode: 0o644 });
    }
    chmodSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 0o666);
    expect(notPrivate(dataDir)).not.toEqual([]);

    const again = await startServerOnDisk(dataDir);
    try {
      expect(notPrivate(dataDir)).toEqual([]);
      const file = path.join(root, 'old', 'backups', 'b.tar.gz');
      await writeBackup(dataDir, file);
      const restored = path.join(root, 'restored');
      await restoreBackup(restored, file);
      expect(readdirSync(path.join(restored, 'pglite'))).toContain('PG_VERSION');
      expect(notPrivate(restored)).toEqual([]);
    } finally {
      await again.stop();
    }
  });
});
