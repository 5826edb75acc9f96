import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OpsError } from './ops-error';
import { makePrivateDirSync, PRIVATE_FILE_MODE } from './private-files';

// The embedded database serves one process: a second server, or a command opening the same files
// while a server runs, could damage them, and a second server stopping used to delete the first
// one's admin socket. Whoever opens DATA_DIR's database first writes its PID here; everyone else
// talks to that process (its admin channel) or refuses naming it
// (docs/decisions/0141-one-process-per-data-folder.md).

export const LOCK_FILE = 'remote-chalk.pid';

export const lockPath = (dataDir: string) => path.join(dataDir, LOCK_FILE);

export interface DataDirLock {
  /** Removes the lock file if it still holds this process's PID. Idempotent. */
  release(): void;
}

/** The live process (other than this one) holding DATA_DIR's lock, or null. */
export function lockHolder(dataDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(lockPath(dataDir), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text, 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: alive, but another account's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A container restarted on the same volume reuses small PIDs: a PID held by something that is
  // not Node is a crashed server's, taken over.
  if (process.platform === 'linux') {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
    } catch {
      return true;
    }
  }
  return true;
}

/** The one line naming who holds the folder. */
export function inUseMessage(dataDir: string, pid: number) {
  return `DATA_DIR ${path.resolve(dataDir)} is in use by the Remote Chalk server with PID ${pid}: stop it first (one process per data folder).`;
}

/**
 * Takes DATA_DIR's lock for this process, creating the folder if needed. Throws an OpsError with
 * one line when another live process holds it, or when the folder cannot be created or written
 * (that check is also what refuses a DATA_DIR under /proc before the database tries it).
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = lockPath(dataDir);
  try {
    makePrivateDirSync(dataDir);
  } catch (err) {
    throw new OpsError(`DATA_DIR ${path.resolve(dataDir)} cannot be created: ${errnoText(err)}`);
  }
  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx': created only if absent, so of two processes starting together one wins.
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      break;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' || attempt > 0) {
        throw new OpsError(`DATA_DIR ${path.resolve(dataDir)} is not writable: ${errnoText(err)}`);
      }
      const holder = lockHolder(dataDir);
      if (holder !== null) throw new OpsError(inUseMessage(dataDir, holder));
      // Left by a process that is gone (a crash, a kill -9): taken over.
      unlinkSync(file);
    }
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      try {
        if (Number.parseInt(readFileSync(file, 'utf8'), 10) === process.pid) unlinkSync(file);
      } catch {
        // Already gone: nothing to release.
      }
    },
  };
}

function errnoText(err: unknown) {
  const e = err as NodeJS.ErrnoException;
  return e.code ? `${e.code} (${e.message.replace(/^\w+: /, '').replace(/, \w+ '.*'$/, '')})` : String(err);
}

/**
 * For the commands that open the embedded database's files themselves (`npm run seed`, `digest`,
 * `migrate` with no server running): refuses naming the server that holds the folder, else holds
 * the lock while `run` uses the files.
 */
export async function withDataDirLock<T>(dataDir: string, run: () => Promise<T>): Promise<T> {
  const lock = lockDataDir(dataDir);
  try {
    return await run();
  } finally {
    lock.release();
  }
}
