import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { configFromEnv, readEnv } from './config';
import { openDatabase } from './db/client';
import { type AdminChannel, startAdminChannel } from './ops/admin-channel';
import { createShutdown } from './ops/shutdown';
import { startupReport } from './ops/startup-report';
import { createPgBus } from './realtime/bus';
import { seedDemo } from './seed/demo';
import { APP_VERSION } from './version';

// After each full collection V8 may let the old generation grow to twice what survived, not four
// times: the server's peak memory under load drops by a third at the same CPU (decision 0043). Set
// here rather than as a node option, because node refuses to start on a V8 flag a later release
// drops, while this call ignores it.
setFlagsFromString('--heap-growing-percent=100');

const env = readEnv();
const config = configFromEnv(env);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const bus = database.pool ? await createPgBus(database.pool, console) : undefined;
const app = await buildApp({ config, database, bus });

// `npm run backup` asks this process for a consistent copy of the embedded database
// (docs/decisions/0035-backup-and-restore.md). Without the channel the server still runs; only
// backups while it runs are unavailable.
let admin: AdminChannel | undefined;
const backup = database.backup;
if (backup) {
  const seed = () => seedDemo(database.db);
  admin = await startAdminChannel({ dataDir: env.DATA_DIR, backup, seed, log: app.log }).catch((err) => {
    app.log.warn({ err }, 'admin channel not started: `npm run backup` will not work while the server runs');
    return undefined;
  });
}

const shutdown = createShutdown({
  app,
  closeDatabase: () => database.close(),
  before: admin ? [admin.close] : [],
  exit: (code) => process.exit(code),
});
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
// The port actually bound: PORT=0 asks the system for a free one.
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
for (const line of startupReport({ ...env, PORT: port }, APP_VERSION)) {
  app.log.info({ startup: line.fields }, line.msg);
}
