// A wrong setting stops `npm start` with one line on stderr naming the variable and what is wrong,
// exit 1, no stack trace (decision 0142), from the real server process.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../support/s3';
import { listening, spawnServer, stopServer } from '../support/server-process';

const root = mkdtempSync(path.join(tmpdir(), 'rc-start-errors-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The server's exit code, its stdout lines and its stderr, for this environment. */
async function start(env: Record<string, string>) {
  const server = spawnServer({ DATA_DIR: path.join(root, `d${Math.random()}`.replace('.', '')), ...env });
  const code = await server.exited;
  return { code, stdout: server.lines, stderr: server.stderr() };
}

describe('start-up errors', { timeout: 120_000 }, () => {
  it('a port in use', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      expect(await start({ PORT: String(port) })).toEqual({
        code: 1,
        stdout: [],
        stderr: `Remote Chalk cannot start: PORT: ${port} on 127.0.0.1 is already in use by another program\n`,
      });
    } finally {
      taken.close();
    }
  });

  it('a DATA_DIR under /proc: refused at once, where it used to loop at full CPU', async () => {
    const started = Date.now();
    expect(await start({ DATA_DIR: '/proc/remote-chalk/data' })).toEqual({
      code: 1,
      stdout: [],
      stderr:
        'Remote Chalk cannot start: DATA_DIR /proc/remote-chalk/data cannot be created: ENOENT (no such file or directory)\n',
    });
    // Node and tsx starting on a busy machine, not the refusal itself.
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it.runIf(process.platform === 'linux')(
    'an unknown database or role, or no PostgreSQL at the address',
    async () => {
      // The test lane's server (tests/support), or PostgreSQL's usual local address.
      const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
      const at = `${base.hostname}:${base.port || 5432}`;
      const reachable = await new Promise<boolean>((resolve) => {
        const socket = net.connect({ host: base.hostname, port: Number(base.port || 5432) }, () => {
          socket.destroy();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      if (reachable) {
        const noDatabase = new URL(base);
        noDatabase.pathname = '/no_such_database_36';
        expect(await start({ DATABASE_URL: noDatabase.href })).toEqual({
          code: 1,
          stdout: [],
          stderr: `Remote Chalk cannot start: DATABASE_URL: the database "no_such_database_36" does not exist on ${at} (create it, or correct the name)\n`,
        });
      }
      // A port nothing listens on: take a free one and close it.
      const free = net.createServer();
      await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
      const port = (free.address() as net.AddressInfo).port;
      await new Promise((resolve) => free.close(resolve));
      expect(await start({ DATABASE_URL: `postgres://chalk:secret@127.0.0.1:${port}/chalk` })).toEqual({
        code: 1,
        stdout: [],
        stderr: `Remote Chalk cannot start: DATABASE_URL: nothing accepts connections at 127.0.0.1:${port} (is PostgreSQL running there?)\n`,
      });
    },
  );

  it('an S3 bucket that does not exist, and an S3_ENDPOINT without a scheme', async () => {
    const s3 = await startTestS3();
    try {
      const { config } = s3;
      expect(
        await start({
          S3_BUCKET: 'no-such-bucket',
          S3_ENDPOINT: config.endpoint!,
          S3_ACCESS_KEY_ID: config.accessKeyId!,
          S3_SECRET_ACCESS_KEY: config.secretAccessKey!,
        }),
      ).toEqual({
        code: 1,
        stdout: [],
        stderr: `Remote Chalk cannot start: S3_BUCKET: the bucket "no-such-bucket" at ${config.endpoint} does not exist\n`,
      });
    } finally {
      await s3.close();
    }
    expect(await start({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio.myschool.org:9000' })).toEqual({
      code: 1,
      stdout: [],
      stderr:
        'Remote Chalk cannot start: S3_ENDPOINT: must start with https:// (or http://), e.g. https://minio.myschool.org:9000\n',
    });
  });

  it('a bucket refusing HEAD (403, credentials without s3:ListBucket) starts, with a warning', async () => {
    const store = http.createServer((_req, res) => res.writeHead(403).end());
    await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(store.address() as net.AddressInfo).port}`;
    const server = spawnServer({
      DATA_DIR: path.join(root, 'least-privilege'),
      LOG_FORMAT: 'json',
      S3_BUCKET: 'files',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'put-get-delete-only',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    try {
      await listening(server);
      expect(server.lines.some((l) => l.includes('refused a HEAD request') && l.includes('"level":40'))).toBe(
        true,
      );
    } finally {
      await stopServer(server);
      store.close();
    }
  });

  it('a malformed SMTP_URL and half-set school sign-in, each line naming the variable', async () => {
    expect(await start({ SMTP_URL: 'mail.myschool.org', PUBLIC_URL: 'https://chalk.myschool.org' })).toEqual({
      code: 1,
      stdout: [],
      stderr:
        'Remote Chalk cannot start: SMTP_URL: must be an smtp:// or smtps:// address, e.g. smtp://user:password@mail.myschool.org:587\n',
    });
    expect(await start({ OIDC_CLIENT_ID: 'chalk' })).toEqual({
      code: 1,
      stdout: [],
      stderr:
        "Remote Chalk cannot start: OIDC_ISSUER: is required when OIDC_CLIENT_ID is set: school sign-in needs the provider's address\n",
    });
  });
});
