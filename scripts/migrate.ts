// `npm run migrate`: brings the database of DATA_DIR (or DATABASE_URL) to this version's schema
// and exits, for an upgrade done in steps (docs/operating.md#upgrading). `npm start` migrates by
// itself too; with PostgreSQL several instances may run this at once (migrations take a lock).
import { readEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { adminChannelAnswers } from '../src/server/ops/admin-channel';
import { withDataDirLock } from '../src/server/ops/data-dir-lock';
import { exitOnOpsError } from '../src/server/ops/ops-error';
import { APP_VERSION } from '../src/server/version';

const env = readEnv();
// The embedded database serves one process: a server running on this folder migrated it when it
// started, and opening its files a second time could damage them.
if (!env.DATABASE_URL && (await adminChannelAnswers(env.DATA_DIR))) {
  console.log(
    `A server is running on ${env.DATA_DIR}: it migrated the database when it started. Nothing to do.`,
  );
  process.exit(0);
}
const migrate = async () => {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.close();
};
await (env.DATABASE_URL ? migrate() : withDataDirLock(env.DATA_DIR, migrate)).catch(exitOnOpsError);
console.log(
  `Database ${env.DATABASE_URL ? 'at DATABASE_URL' : `in ${env.DATA_DIR}`} is at the schema of Remote Chalk ${APP_VERSION}.`,
);
