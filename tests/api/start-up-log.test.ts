// The server's log as `npm start` writes it, from a real process on a free port: JSON lines when
// stdout is not a terminal (a file, a pipe, a service manager), readable lines on request, and
// the start-up lines an operator reads first.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer, stopServer } from '../support/server-process';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const STARTUP_LINES = 5;
// A new embedded database (initdb and every migration) on a loaded machine.
const START = { timeout: 120_000 };

const running: { server: ServerProcess; dataDir: string }[] = [];
afterEach(async () => {
  for (const { server, dataDir } of running.splice(0)) {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** Starts src/server/main.ts with stdout a pipe on a new data folder. */
function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rc-start-'));
  const server = spawnServer({ DATA_DIR: dataDir, ...env });
  running.push({ server, dataDir });
  return server;
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
