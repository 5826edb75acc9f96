// `npm run backup [FILE]`: a consistent backup of the embedded database in DATA_DIR, taken by
// the running server if there is one (docs/decisions/0035-backup-and-restore.md). With
// DATABASE_URL the database is a PostgreSQL server: back it up with pg_dump.
import path from 'node:path';
import { readEnv } from '../src/server/config';
import { OpsError, writeBackup } from '../src/server/ops/backup';

const env = readEnv();
if (env.DATABASE_URL) {
  console.error(
    [
      'DATABASE_URL is set: the data lives in PostgreSQL, which has its own backup tool:',
      '  pg_dump --format=custom --file=remote-chalk.dump "$DATABASE_URL"',
      'and to restore into an empty database:',
      '  pg_restore --no-owner --dbname="$DATABASE_URL" remote-chalk.dump',
      '(docs/operating.md#backups-and-restore).',
    ].join('\n'),
  );
  process.exit(2);
}

const stamp = new Date().toISOString().replace(/[:T]/g, '-').replace(/\..*$/, '');
const file = process.argv[2] ?? path.join('backups', `remote-chalk-${stamp}.tar.gz`);
try {
  const { via } = await writeBackup(env.DATA_DIR, file);
  console.log(
    via === 'server'
      ? `Backup written to ${file} (taken by the running server).`
      : `Backup written to ${file} (no server running; taken from the files).`,
  );
  // Uploads in S3 are the store's to keep; on disk they are plain files next to the database.
  if (!env.S3_BUCKET) {
    console.log(`Uploaded files are not in it: copy ${path.join(env.DATA_DIR, 'uploads')} as well.`);
  }
} catch (err) {
  console.error(err instanceof OpsError ? err.message : err);
  process.exit(1);
}
