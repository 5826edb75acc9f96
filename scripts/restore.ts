// `npm run restore FILE`: loads a backup made by `npm run backup` into an empty DATA_DIR.
// Refuses a DATA_DIR with anything in it (docs/decisions/0035-backup-and-restore.md).
import { readEnv } from '../src/server/config';
import { OpsError, restoreBackup } from '../src/server/ops/backup';

const env = readEnv();
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore FILE   (into an empty DATA_DIR; DATA_DIR is ./data unless set)');
  process.exit(2);
}
if (env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: restore a PostgreSQL backup with pg_restore (docs/operating.md#backups-and-restore).',
  );
  process.exit(2);
}
try {
  await restoreBackup(env.DATA_DIR, file);
  console.log(`Restored ${file} into ${env.DATA_DIR}. Start the server with the same DATA_DIR.`);
} catch (err) {
  console.error(err instanceof OpsError ? err.message : err);
  process.exit(1);
}
