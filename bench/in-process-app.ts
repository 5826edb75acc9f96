// The bench scenarios that need the database at hand (to make their own classes) run the app in
// the bench's own process on an in-memory PGlite: one way to start it for all of them.
import { buildApp } from '../src/server/app';
import type { AppConfig } from '../src/server/config';
import { type Database, openPglite } from '../src/server/db/client';

/** On a fresh in-memory PGlite unless given a database. */
export async function startInProcessApp(config: Partial<AppConfig> = {}, given?: Database) {
  const database = given ?? (await openPglite(undefined));
  const app = await buildApp({
    config: {
      dataDir: '.tmp/bench',
      mailFrom: 'bench@local',
      logLevel: 'silent',
      authRateLimit: 1e6,
      serveClient: false,
      secureCookies: false,
      ...config,
    },
    database,
    logger: false,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    address,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
