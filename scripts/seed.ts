// `npm run seed`: a demo teacher with two classes of students and some history, on the same
// database `npm start` uses (DATA_DIR or DATABASE_URL). Safe to run twice: it skips if the
// demo account exists. While a server runs on the embedded database, that server writes it
// (through its admin channel), so it knows the account at once and no second process opens the
// database's files (docs/decisions/0139-seed-through-the-server.md).
import { readEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { requestSeed } from '../src/server/ops/admin-channel';
import { withDataDirLock } from '../src/server/ops/data-dir-lock';
import { exitOnOpsError } from '../src/server/ops/ops-error';
import { seedDemo } from '../src/server/seed/demo';

const env = readEnv();
const byServer = env.DATABASE_URL ? null : await requestSeed(env.DATA_DIR);
if (byServer) {
  for (const line of byServer) console.log(line);
  console.log('(written by the server running on this data folder)');
} else {
  const seed = async () => {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      for (const line of await seedDemo(database.db)) console.log(line);
    } finally {
      await database.close();
    }
  };
  // A server holding the folder without answering (starting, or an older version): refused in
  // one line naming it, its files left alone (decision 0141).
  await (env.DATABASE_URL ? seed() : withDataDirLock(env.DATA_DIR, seed)).catch(exitOnOpsError);
}
