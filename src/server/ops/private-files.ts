import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

// Everything the server keeps on disk — the database, uploads, mail in the outbox (live
// password-reset links), backups — is the school's, not every account's on the machine: folders
// 0700 and files 0600, owner only (docs/decisions/0048-private-file-modes.md). Each writer asks
// for these modes itself rather than relying on a process umask, which the scripts and tests
// would not share and which cannot reach the files PGlite chmods to 0666 itself.

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` and any missing parents 0700. A folder that already exists is left as it is.
 * One level at a time, not `recursive: true`: Node's recursive mkdir retries a parent that keeps
 * answering ENOENT (any path under /proc) forever, at full CPU, where this fails at once.
 */
export function makePrivateDirSync(dir: string) {
  const missing: string[] = [];
  for (let d = path.resolve(dir); !existsSync(d); d = path.dirname(d)) {
    missing.unshift(d);
    if (path.dirname(d) === d) break;
  }
  for (const d of missing) {
    try {
      mkdirSync(d, { mode: PRIVATE_DIR_MODE });
    } catch (err) {
      // Made meanwhile by another process: fine.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
}

/** makePrivateDirSync, without blocking a request. */
export async function makePrivateDir(dir: string) {
  // Almost always there already: one call then, the careful walk only when it is not.
  if (existsSync(dir)) return;
  makePrivateDirSync(dir);
}

/**
 * The folders the server writes inside DATA_DIR: the embedded database (db/client.ts), the
 * outbox (mail/mailer.ts) and uploaded files (storage/index.ts). Only these are walked, never
 * DATA_DIR as a whole: an operator may keep something else there, or point DATA_DIR at a folder
 * that is not only ours.
 */
const SERVER_FOLDERS = ['pglite', 'outbox', 'uploads'];

/**
 * DATA_DIR 0700, and every folder 0700 and file 0600 in the server's folders in it. Needed at
 * each start: PGlite unpacks a new or restored database with its files 0666 and folders 0777
 * whatever the umask, and earlier versions left DATA_DIR 0755 and uploads and mail 0644.
 */
export function makeDataDirPrivate(dataDir: string) {
  if (process.platform === 'win32') return;
  const root = lstatOrNull(dataDir);
  if (!root?.isDirectory()) return;
  setMode(dataDir, root, PRIVATE_DIR_MODE);
  for (const name of SERVER_FOLDERS) makeTreePrivate(path.join(dataDir, name));
}

/** Folders 0700 and files 0600 under `root`, itself included. Symbolic links are not followed. */
function makeTreePrivate(file: string) {
  const stat = lstatOrNull(file);
  if (!stat) return;
  if (stat.isDirectory()) {
    setMode(file, stat, PRIVATE_DIR_MODE);
    for (const name of readdirOrEmpty(file)) makeTreePrivate(path.join(file, name));
  } else if (stat.isFile() || stat.isSocket()) {
    setMode(file, stat, PRIVATE_FILE_MODE);
  }
}

// A file may go while the folder is walked (a finished upload's partial, a database temp file).
const gone = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

function lstatOrNull(file: string) {
  try {
    return lstatSync(file);
  } catch (err) {
    if (gone(err)) return null;
    throw err;
  }
}

function readdirOrEmpty(dir: string) {
  try {
    return readdirSync(dir);
  } catch (err) {
    if (gone(err)) return [];
    throw err;
  }
}

function setMode(file: string, stat: { mode: number }, mode: number) {
  if ((stat.mode & 0o777) === mode) return;
  try {
    chmodSync(file, mode);
  } catch (err) {
    if (!gone(err)) throw err;
  }
}
