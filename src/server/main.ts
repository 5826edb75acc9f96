import { buildApp } from './app';
import { configFromEnv, readEnv } from './config';
import { openDatabase } from './db/client';
import { createPgBus } from './realtime/bus';

const env = readEnv();
const config = configFromEnv(env);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const bus = database.pool ? await createPgBus(database.pool, console) : undefined;
const app = await buildApp({ config, database, bus });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`Remote Chalk is ready on http://localhost:${env.PORT} (${database.kind} database)`);
