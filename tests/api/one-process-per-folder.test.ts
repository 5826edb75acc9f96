// One process per data folder (decision 0141), with the real server and the real commands: a
// second server refuses in one line naming the first one's PID and leaves its admin socket alone;
// backup goes through the running server; restore and digest refuse naming it; a lock left by a
// killed server is taken over.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { adminChannelAnswers, adminChannelPath } from '../../src/server/ops/admin-channel';
import { LOCK_FILE } from '../../src/server/ops/data-dir-lock';
import { listening, spawnServer, stopServer } from '../support/server-process';

const root = mkdtempSync(path.join(tmpdir(), 'rc-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `npm run <script>` as an operator runs it: its own process, this DATA_DIR, no DATABASE_URL. */
async function command(script: string, dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', `scripts/${script}.ts`, ...args],
      { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('one process per data folder', { timeout: 240_000 }, () => {
  it('a second server, restore and digest refuse naming the running PID; backup goes through it', async () => {
    const dataDir = path.join(root, 'live');
    const first = spawnServer({ DATA_DIR: dataDir });
    try {
      const url = await listening(first);
      const pid = first.child.pid!;
      expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(pid));

      const second = spawnServer({ DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.lines).toEqual([]);
      expect(second.stderr()).toBe(
        `Remote Chalk cannot start: DATA_DIR ${dataDir} is in use by the Remote Chalk server with PID ${pid}: stop it first (one process per data folder).\n`,
      );
      // The second one never touched the first one's socket, lock or files.
      expect(existsSync(adminChannelPath(dataDir))).toBe(true);
      expect(await adminChannelAnswers(dataDir)).toBe(true);
      expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(pid));

      const backupFile = path.join(root, 'live.tar.gz');
      const backup = await command('backup', dataDir, backupFile);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain('(taken by the running server)');

      for (const [script, ...args] of [
        ['restore', backupFile],
        ['digest', '--now'],
      ]) {
        const run = await command(script, dataDir, ...args);
        expect(run.code, script).toBe(1);
        expect(run.stderr, script).toBe(
          `DATA_DIR ${dataDir} is in use by the Remote Chalk server with PID ${pid}: stop it first (one process per data folder).\n`,
        );
      }
      // Still serving.
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
    } finally {
      expect(await stopServer(first)).toBe(0);
    }
    // A clean stop removes its lock.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('a lock left by a process that is gone is taken over', async () => {
    const dataDir = path.join(root, 'stale');
    const killed = spawnServer({ DATA_DIR: dataDir });
    await listening(killed);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(killed.child.pid));

    const next = spawnServer({ DATA_DIR: dataDir });
    try {
      const url = await listening(next);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(next.child.pid));
    } finally {
      expect(await stopServer(next)).toBe(0);
    }
  });

  it('a lock naming a PID that is not a server (a reused PID) is taken over', async () => {
    const dataDir = path.join(root, 'reused');
    await command('migrate', dataDir);
    // PID 1 is alive, and is not this Node process nor a Remote Chalk server's here.
    writeFileSync(path.join(dataDir, LOCK_FILE), '1\n');
    const run = await command('migrate', dataDir);
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});
