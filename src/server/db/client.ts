import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { makeDataDirPrivate, makePrivateDirSync } from '../ops/private-files';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: routes never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL pool, for LISTEN/NOTIFY (absent on PGlite). */
  pool?: pg.Pool;
  /**
   * PGlite only: a consistent copy of the whole data directory (a gzipped tar), taken while the
   * app keeps running (docs/decisions/0035-backup-and-restore.md).
   */
  backup?(): Promise<Blob>;
  /** Idempotent: shutdown and a test's clean-up may both close it. */
  close(): Promise<void>;
  /** What opening it migrated: the migrations applied now and all applied since it was made. */
  migrations?: MigrationCount;
}

export interface MigrationCount {
  ranNow: number;
  total: number;
}

/** Rows in drizzle's journal table; 0 before the first migration made it. */
async function countMigrations(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<number> {
  try {
    const { rows } = await query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    return (rows[0] as { n: number }).n;
  } catch {
    return 0;
  }
}

/** Whether this is the embedded database (PGlite), which one process at a time opens. */
export const isEmbedded = (db: Db) => (db as unknown as { $client: unknown }).$client instanceof PGlite;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The first call's promise, for every call. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers are WebAssembly memory PGlite never gives back:
 * on the district dataset the server peaked at ~500 MB. With 32 MB the hot rows (students,
 * classes, skills) still fit and the rest is read from the files the OS caches; the roster and
 * leaderboard served as many requests (decision 0041).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

export async function openPglite(
  dataDir: string | undefined,
  opts: { loadDataDir?: Blob } = {},
): Promise<Database> {
  // PGlite does not create missing parent folders of its data dir, and creates the folder itself
  // with the umask's mode: made here, owner only (docs/decisions/0048-private-file-modes.md).
  if (dataDir) makePrivateDirSync(dataDir);
  // One options object: PGlite(undefined, { loadDataDir }) silently ignores loadDataDir (0.5.16),
  // which left every test database empty.
  const client = new PGlite({
    dataDir,
    ...(opts.loadDataDir && { loadDataDir: opts.loadDataDir }),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const count = () => countMigrations((sql) => client.query(sql));
  const before = await count();
  if (!opts.loadDataDir) await migratePglite(db as never, { migrationsFolder });
  const total = await count();
  return {
    db,
    kind: 'pglite',
    backup: () => snapshot(client),
    close: once(() => client.close()),
    migrations: { ranNow: total - before, total },
  };
}

/**
 * Queries and transactions take turns on PGlite's one connection: inside a transaction of our
 * own, no other is half-done while the files are copied, and the CHECKPOINT first writes every
 * committed change into the data files, so a restore has nothing to replay. Other requests wait
 * for the copy.
 */
export async function snapshot(client: PGlite): Promise<Blob> {
  return client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    return client.dumpDataDir('gzip');
  });
}

export async function openPostgres(
  url: string,
  opts: { migrate?: boolean; max?: number } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10 });
  // An idle connection dropped by the server (a restart, a failover) must not crash the
  // process: the pool replaces it on the next query.
  pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const migrations = opts.migrate !== false ? await migrateLocked(pool) : undefined;
  return { db, kind: 'postgres', pool, close: once(() => pool.end()), migrations };
}

// Any fixed number: every Remote Chalk instance takes the same lock.
const MIGRATION_LOCK = 7_261_843_190;

/**
 * Instances starting together on a new database would each run the migrations, and all but one
 * would crash on "relation already exists". One at a time: the first migrates while the others
 * wait on a session-level advisory lock, then find nothing left to do.
 */
async function migrateLocked(pool: pg.Pool): Promise<MigrationCount> {
  // The migrations run on the connection that holds the lock: a pool of one must not wait for
  // a second connection while holding its only one.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const count = () => countMigrations((sql) => client.query(sql));
    const before = await count();
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    const total = await count();
    return { ranNow: total - before, total };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/**
 * The server's database, and DATA_DIR made owner-only once it is open: PGlite has unpacked a new
 * database by then (docs/decisions/0048-private-file-modes.md).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl)
    : await openPglite(path.join(opts.dataDir, 'pglite'));
  makeDataDirPrivate(opts.dataDir);
  return database;
}
