import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { configFromEnv, readEnv } from './config';
import { openDatabase } from './db/client';
import { type AdminChannel, startAdminChannel } from './ops/admin-channel';
import { type DataDirLock, lockDataDir } from './ops/data-dir-lock';
import { createShutdown } from './ops/shutdown';
import { checkDatabaseUrl, checkDataDirWritable, checkS3Bucket } from './ops/startup-checks';
import { startupErrorLine } from './ops/startup-errors';
import { startupReport } from './ops/startup-report';
import { createPgBus } from './realtime/bus';
import { seedDemo } from './seed/demo';
import { APP_VERSION } from './version';

// After each full collection V8 may let the old generation grow to twice what survived, not four
// times: the server's peak memory under load drops by a third at the same CPU (decision 0043). Set
// here rather than as a node option, because node refuses to start on a V8 flag a later release
// drops, while this call ignores it.
setFlagsFromString('--heap-growing-percent=100');

// Node prints a library's process warning (the AWS SDK's about Node versions, a deprecation) as
// plain text lines in the middle of the JSON log: each goes through the logger instead, one JSON
// line, held until the logger exists.
process.removeAllListeners('warning');
let logWarning: ((warning: Error) => void) | undefined;
const earlyWarnings: Error[] = [];
process.on('warning', (warning) => (logWarning ? logWarning(warning) : earlyWarnings.push(warning)));

/** Undone in reverse if the start fails: nothing half-started is left behind. */
const undo: Array<() => unknown> = [];

try {
  await start();
} catch (err) {
  for (const step of undo.reverse()) await Promise.resolve(step()).catch(() => {});
  // A configuration or operator mistake is one line naming the variable (decision 0142); anything
  // else is a bug, reported with its stack.
  const line = startupErrorLine(err);
  if (line === null) throw err;
  process.stderr.write(`Remote Chalk cannot start: ${line}\n`);
  process.exit(1);
}

async function start() {
  const env = readEnv();
  const config = configFromEnv(env);
  // The embedded database serves one process (decision 0141). Taken before anything opens a file.
  let lock: DataDirLock | undefined;
  if (!env.DATABASE_URL) {
    lock = lockDataDir(env.DATA_DIR);
    undo.push(lock.release);
    // However the process ends, a lock it leaves names a dead PID and is taken over; removing it
    // on a normal exit keeps the folder tidy.
    process.on('exit', lock.release);
  } else {
    checkDataDirWritable(env.DATA_DIR);
    await checkDatabaseUrl(env.DATABASE_URL);
  }
  const s3Warning = config.s3 ? await checkS3Bucket(config.s3) : undefined;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  undo.push(database.close);
  const bus = database.pool ? await createPgBus(database.pool, console) : undefined;
  const app = await buildApp({ config, database, bus });
  undo.push(() => app.close());
  logWarning = (warning) =>
    app.log.warn(
      { warning: { name: warning.name, code: (warning as NodeJS.ErrnoException).code } },
      warning.message,
    );
  for (const warning of earlyWarnings.splice(0)) logWarning(warning);
  if (s3Warning) app.log.warn(s3Warning);

  // `npm run backup` asks this process for a consistent copy of the embedded database
  // (docs/decisions/0035-backup-and-restore.md). Without the channel the server still runs; only
  // backups while it runs are unavailable.
  let admin: AdminChannel | undefined;
  const backup = database.backup;
  if (backup) {
    const seed = () => seedDemo(database.db);
    admin = await startAdminChannel({ dataDir: env.DATA_DIR, backup, seed, log: app.log }).catch((err) => {
      app.log.warn(
        { err },
        'admin channel not started: `npm run backup` will not work while the server runs',
      );
      return undefined;
    });
    if (admin) undo.push(admin.close);
  }

  const shutdown = createShutdown({
    app,
    closeDatabase: async () => {
      await database.close();
      lock?.release();
    },
    before: admin ? [admin.close] : [],
    exit: (code) => process.exit(code),
  });

  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: env.PORT, host: env.HOST });
  // The port actually bound: PORT=0 asks the system for a free one.
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  for (const line of startupReport({ ...env, PORT: port }, APP_VERSION, {
    migrations: database.migrations,
  })) {
    app.log.info({ startup: line.fields }, line.msg);
  }
}
