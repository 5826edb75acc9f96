import { createWriteStream, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { snapshot } from '../db/client';
import { requestBackup } from './admin-channel';
import { inUseMessage, LOCK_FILE, lockDataDir, lockHolder } from './data-dir-lock';
import { OpsError } from './ops-error';
import { makeDataDirPrivate, makePrivateDirSync, PRIVATE_FILE_MODE } from './private-files';

// Backup and restore of the embedded database (docs/decisions/0035-backup-and-restore.md).
// The file is PGlite's own data-directory dump: a gzipped tar that PGlite loads as it is.

/** Where the server keeps PGlite inside DATA_DIR (db/client.ts openDatabase). */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

export { OpsError };

/**
 * Writes a consistent backup of DATA_DIR's database to `file`. A running server takes it (its
 * admin channel); with no server running, the files are opened here. Never both: PGlite's files
 * must have one owner, so a database that looks open with no server answering is refused.
 */
export async function writeBackup(dataDir: string, file: string): Promise<{ via: 'server' | 'files' }> {
  const partial = `${file}.partial`;
  // A backup holds every account's data: its folder (when made here) and the file owner-only.
  makePrivateDirSync(path.dirname(path.resolve(file)));
  const fromServer = await requestBackup(dataDir);
  try {
    if (fromServer) {
      await pipeline(fromServer, createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
    } else {
      // A server that holds the folder but does not answer (starting, or an older version):
      // its files are not opened here.
      const holder = lockHolder(dataDir);
      if (holder !== null) throw new OpsError(inUseMessage(dataDir, holder));
      const blob = await backupClosedDatabase(dataDir);
      await pipeline(
        Readable.fromWeb(blob.stream() as never),
        createWriteStream(partial, { mode: PRIVATE_FILE_MODE }),
      );
    }
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
  // Complete or absent: a backup cut short never has the name an operator would restore.
  renameSync(partial, file);
  return { via: fromServer ? 'server' : 'files' };
}

async function backupClosedDatabase(dataDir: string): Promise<Blob> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new OpsError(`There is no database in ${dir} to back up (is DATA_DIR right?).`);
  }
  // PGlite writes postmaster.pid when it opens the files and removes it when it closes them.
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new OpsError(
      [
        `The database in ${dir} is open, but no Remote Chalk server answers on its admin channel.`,
        'If a server is running on this DATA_DIR, run the backup with the same DATA_DIR as the server.',
        'If the server stopped without closing it (a crash), start and stop the server once, then back up.',
      ].join('\n'),
    );
  }
  // Held while the files are open: a server starting meanwhile refuses instead of opening them too.
  const lock = lockDataDir(dataDir);
  const client = new PGlite({ dataDir: dir });
  try {
    await client.waitReady;
    return await snapshot(client);
  } finally {
    await client.close();
    lock.release();
  }
}

/**
 * Loads a backup into an empty DATA_DIR. A DATA_DIR with anything in it is refused: restoring
 * over a live school's data by mistake must not be one command away.
 */
export async function restoreBackup(dataDir: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new OpsError(`Backup file not found: ${file}`);
  const holder = lockHolder(dataDir);
  if (holder !== null) throw new OpsError(inUseMessage(dataDir, holder));
  // A lock file left by a crashed process does not make the folder a school's data.
  if (existsSync(dataDir) && readdirSync(dataDir).filter((f) => f !== LOCK_FILE).length > 0) {
    throw new OpsError(
      [
        `DATA_DIR (${path.resolve(dataDir)}) is not empty: restore only into an empty directory.`,
        'Move the current data aside (or point DATA_DIR at a new, empty folder) and run restore again.',
      ].join('\n'),
    );
  }
  const lock = lockDataDir(dataDir);
  const client = new PGlite({ dataDir: pgliteDir(dataDir), loadDataDir: new Blob([readFileSync(file)]) });
  try {
    await client.waitReady;
    // A file that is not a Remote Chalk backup fails here rather than at the next start.
    await client.query('select count(*) from teachers');
    await client.close();
    // PGlite unpacks the backup's files 0666, whatever the umask.
    makeDataDirPrivate(dataDir);
  } catch (err) {
    await client.close().catch(() => {});
    // The directory was empty before: leave it empty, not half-restored.
    rmSync(pgliteDir(dataDir), { recursive: true, force: true });
    throw new OpsError(`${file} could not be restored: ${(err as Error).message}`);
  } finally {
    lock.release();
  }
}
