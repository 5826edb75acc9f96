// The server's log as `npm start` writes it, from a real process on a free port: JSON lines when
// stdout is not a terminal (a file, a pipe, a service manager), readable lines on request, and
// the start-up lines an operator reads first.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestS3 } from '../support/s3';
import { type ServerProcess, spawnServer, stopServer } from '../support/server-process';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const STARTUP_LINES = 7;
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
      // A new database: every migration ran now.
      const total = JSON.parse(readFileSync('src/server/db/migrations/meta/_journal.json', 'utf8')).entries
        .length;
      expect(msgs[3]).toBe(`Database schema: ${total} migrations applied now (${total} in all)`);
      expect(msgs[4]).toMatch(/^Data folder: .*rc-start-/);
      expect(msgs[5]).toMatch(/^Mail: not sent; each message is written to .*outbox/);
      expect(msgs[6]).toBe(
        'School sign-in: off (set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to turn it on)',
      );
      expect(startup.map((l) => l.level)).toEqual(Array(STARTUP_LINES).fill(30));
      expect(startup[0].startup).toEqual({ version, node: process.version });

      // The address it names answers, with the same version.
      const res = await fetch(`${startup[1].startup.url}/api/health`);
      expect(await res.json()).toEqual({ status: 'ok', database: 'ok', version });
    },
  );

  it(
    'stay JSON with S3 configured: no library writes plain text (the AWS SDK warned on Node 20)',
    START,
    async () => {
      const s3 = await startTestS3();
      try {
        const { config } = s3;
        const server = startServer({
          S3_BUCKET: config.bucket,
          S3_ENDPOINT: config.endpoint!,
          S3_ACCESS_KEY_ID: config.accessKeyId!,
          S3_SECRET_ACCESS_KEY: config.secretAccessKey!,
        });
        await server.waitFor((seen) => jsonStartupLines(seen).length === STARTUP_LINES);
        const url = jsonStartupLines(server.lines)[1].startup.url;
        // An upload's presigned address loads the SDK's signer too.
        expect((await fetch(`${url}/api/health`)).status).toBe(200);
        await stopServer(server);
        expect(server.stderr()).toBe('');
        const logged = server.lines.map((l) => JSON.parse(l));
        if (Number(process.versions.node.split('.')[0]) < 22) {
          expect(logged.find((l) => l.warning)).toMatchObject({ level: 40, warning: { name: 'Warning' } });
        }
      } finally {
        await s3.close();
      }
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
