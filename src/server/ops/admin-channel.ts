import { createHash } from 'node:crypto';
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';

/**
 * The running server's local admin channel: an HTTP server on a Unix socket inside DATA_DIR
 * (a named pipe on Windows), never on a TCP port. Whoever can open it can already read the
 * database files next to it, so the file system's permissions are its authentication
 * (docs/decisions/0035-backup-and-restore.md). It answers `GET /backup`, `GET /ping` (is a server
 * running here?) and `POST /seed` (the demo data, written by the process that holds the embedded
 * database, so the running server knows it at once: docs/decisions/0139-seed-through-the-server.md).
 */
export function adminChannelPath(dataDir: string) {
  const dir = path.resolve(dataDir);
  if (process.platform === 'win32') {
    return `\\\\.\\pipe\\remote-chalk-${createHash('sha256').update(dir).digest('hex').slice(0, 16)}`;
  }
  return path.join(dir, 'admin.sock');
}

export interface AdminChannel {
  close(): Promise<void>;
}

export async function startAdminChannel(opts: {
  dataDir: string;
  backup: () => Promise<Blob>;
  /** Writes the demo data (or finds it there) and says what to sign in with, line by line. */
  seed?: () => Promise<string[]>;
  log: { info(o: object, m: string): void; error(o: object, m: string): void };
}): Promise<AdminChannel> {
  const socketPath = adminChannelPath(opts.dataDir);
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/ping') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    const seed = opts.seed;
    if (req.method === 'POST' && req.url === '/seed' && seed) {
      seed()
        .then((lines) =>
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(lines)),
        )
        .catch((err) => {
          opts.log.error({ err }, 'seed failed');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('seed failed; see the server log');
        });
      return;
    }
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    const started = Date.now();
    opts
      .backup()
      .then((blob) => {
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': blob.size });
        Readable.fromWeb(blob.stream() as never).pipe(res);
        opts.log.info({ bytes: blob.size, ms: Date.now() - started }, 'backup taken');
      })
      .catch((err) => {
        opts.log.error({ err }, 'backup failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('backup failed; see the server log');
      });
  });
  // A socket file left by a server that crashed would make listen fail with EADDRINUSE.
  if (process.platform !== 'win32' && existsSync(socketPath)) unlinkSync(socketPath);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  // Owner only, whatever the umask: the same person who may read DATA_DIR itself.
  if (process.platform !== 'win32') chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Asks the running server for a backup; null when no server listens on this DATA_DIR. */
export function requestBackup(dataDir: string): Promise<Readable | null> {
  return new Promise((resolve, reject) => {
    const req = http.get({ socketPath: adminChannelPath(dataDir), path: '/backup' }, (res) => {
      if (res.statusCode === 200) return resolve(res);
      res.resume();
      reject(new Error(`the server could not take the backup (HTTP ${res.statusCode}); see its log`));
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      // No socket, or one left behind by a server that is gone.
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
  });
}

/** Whether a server answers on this DATA_DIR's admin channel. */
export async function adminChannelAnswers(dataDir: string): Promise<boolean> {
  return (await askServer(dataDir, 'GET', '/ping')) !== null;
}

/** Asks the running server to write the demo data; its lines, or null when no server listens here. */
export async function requestSeed(dataDir: string): Promise<string[] | null> {
  const answer = await askServer(dataDir, 'POST', '/seed');
  return answer === null ? null : (JSON.parse(answer) as string[]);
}

/** One request on the admin channel: the answer's text, or null when no server listens. */
function askServer(dataDir: string, method: 'GET' | 'POST', path: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: adminChannelPath(dataDir), path, method }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => {
        if (res.statusCode === 200) resolve(text);
        // A server from before this channel knew the request answers 404.
        else
          reject(
            new Error(`the running server answered ${method} ${path} with HTTP ${res.statusCode}: ${text}`),
          );
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      // No socket, or one left behind by a server that is gone.
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
    req.end();
  });
}
