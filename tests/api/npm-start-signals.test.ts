// A service manager's stop, whichever process it signals: SIGTERM to the `npm start` process
// stops the server cleanly (exit 0) and leaves nothing listening. Before, npm died and the server
// went on as an orphan. Runs the real `npm start`, which builds dist/ if it is stale.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/server/ops/data-dir-lock';
import { listening, spawnServer } from '../support/server-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rc-npm-start-'));
let serverPid: number | undefined;
afterAll(() => {
  // When the test fails, the orphan it found must not outlive it.
  if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether something accepts connections on the port. */
const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

describe('npm start', () => {
  // A first build of the client and the server, on a busy machine.
  it('stops cleanly on SIGTERM to the npm process: exit 0, the server gone, the port free', {
    timeout: 400_000,
  }, async () => {
    const npm = spawnServer(
      { DATA_DIR: dataDir, HOME: process.env.HOME ?? tmpdir() },
      ['start', '--silent'],
      process.platform === 'win32' ? 'npm.cmd' : 'npm',
    );
    const url = await listening(npm);
    const port = Number(new URL(url).port);
    serverPid = Number(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'));
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    npm.child.kill('SIGTERM');
    expect(await npm.exited).toBe(0);
    expect(npm.lines.some((l) => l.includes('shutting down: finishing requests in flight'))).toBe(true);
    expect(alive(serverPid)).toBe(false);
    expect(await answers(port)).toBe(false);
  });
});
