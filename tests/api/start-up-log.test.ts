// The server's log as `npm start` writes it, from a real process on a free port: JSON lines when
// stdout is not a terminal (a file, a pipe, a service manager), readable lines on request, and
// the start-up lines an operator reads first.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const STARTUP_LINES = 5;
// A new embedded database (initdb and every migration) on a loaded machine.
const START = { timeout: 120_000 };

const running: { child: ChildProcess; dataDir: string }[] = [];
afterEach(async () => {
  for (const { child, dataDir } of running.splice(0)) {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** Starts src/server/main.ts with stdout a pipe; `waitFor` resolves once its lines satisfy a test. */
function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rc-start-'));
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/server/main.ts'], {
    // Only what the server needs: no LOG_FORMAT or DATABASE_URL from the shell running the tests.
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.push({ child, dataDir });
  const lines: string[] = [];
  const waiters: { test: (lines: string[]) => boolean; resolve: () => void }[] = [];
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited (${code}) after:\n${lines.join('\n')}`))),
  );
  exited.catch(() => {});
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    // A test that throws (a line that is not JSON) ends the wait: the assertions then say why.
    const met = (w: (typeof waiters)[number]) => {
      try {
        return w.test(lines);
      } catch {
        return true;
      }
    };
    for (const w of waiters.filter(met)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  });
  const waitFor = (test: (lines: string[]) => boolean) =>
    Promise.race([new Promise<void>((resolve) => waiters.push({ test, resolve })), exited]);
  return { lines, waitFor };
}

const jsonStartupLines = (lines: string[]) => lines.map((l) => JSON.parse(l)).filter((l) => l.startup);

describe('npm start logs', () => {
  it(
    'are one JSON object a line when stdout is not a terminal, starting with what an operator needs',
    START,
    async () => {
      const { lines, waitFor } = startServer({});
      // JSON.parse throws on the first line that is not JSON, failing the test with it.
      await waitFor((seen) => jsonStartupLines(seen).length === STARTUP_LINES);
      const startup = jsonStartupLines(lines);
      const msgs = startup.map((l) => l.msg as string);
      expect(msgs[0]).toBe(`Remote Chalk ${version} on Node.js ${process.version}`);
      expect(msgs[1]).toMatch(/^Open http:\/\/127\.0\.0\.1:\d+$/);
      expect(msgs[2]).toMatch(/^Database: embedded PGlite in .*rc-start-.*pglite$/);
      expect(msgs[3]).toMatch(/^Data folder: .*rc-start-/);
      expect(msgs[4]).toMatch(/^Mail: not sent; each message is written to .*outbox/);
      expect(startup.map((l) => l.level)).toEqual(Array(STARTUP_LINES).fill(30));
      expect(startup[0].startup).toEqual({ version, node: process.version });

      // The address it names answers, with the same version.
      const res = await fetch(`${startup[1].startup.url}/api/health`);
      expect(await res.json()).toEqual({ status: 'ok', database: 'ok', version });
    },
  );

  it('are readable lines with LOG_FORMAT=pretty, a request on one line', START, async () => {
    const { lines, waitFor } = startServer({ LOG_FORMAT: 'pretty' });
    await waitFor((seen) => seen.some((l) => l.includes('Mail: ')));
    expect(lines.join('\n')).toMatch(
      new RegExp(`^\\[?\\d\\d:\\d\\d:\\d\\d\\]? INFO: Remote Chalk ${version} on Node`, 'm'),
    );
    for (const line of lines) expect(() => JSON.parse(line)).toThrow();

    const url = lines.join('\n').match(/Open (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
    await fetch(`${url}/api/health`);
    await waitFor((seen) => seen.some((l) => l.includes('/api/health')));
    const requestLine = lines.find((l) => l.includes('/api/health'));
    expect(requestLine).toMatch(/INFO.*: request completed GET \/api\/health 200 \d+(\.\d)? ms$/);
  });
});
