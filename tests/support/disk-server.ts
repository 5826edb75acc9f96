import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { startAdminChannel } from '../../src/server/ops/admin-channel';
import { seedDemo } from '../../src/server/seed/demo';
import { testConfig } from './test-app';

/**
 * The server as main.ts starts it on a persisted DATA_DIR: openDatabase (the embedded database
 * and its start-up pass over the folder), the app, and the admin channel `npm run backup` and
 * `npm run seed` talk to.
 */
export async function startServerOnDisk(dataDir: string) {
  const database = await openDatabase({ dataDir });
  const app = await buildApp({ config: testConfig({ dataDir }), database, logger: false });
  await app.ready();
  const seed = () => seedDemo(database.db);
  const admin = await startAdminChannel({ dataDir, backup: database.backup!, seed, log: app.log });
  return {
    app,
    database,
    async stop() {
      await admin.close();
      await app.close();
      await database.close();
    },
  };
}
