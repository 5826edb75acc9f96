// `npm run digest`: sends the families' weekly email that is due (docs/decisions/0102);
// `npm run digest -- --now` sends it to every opted-in family at once (operators, tests).
// Uses the configured SMTP server or DATA_DIR/outbox, like the server. With the embedded database
// (no DATABASE_URL) a running server sends the weekly email itself; this command then refuses in
// one line naming it, and never opens the files the server holds (decision 0141).
import pino from 'pino';
import { configFromEnv, readEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createMailer } from '../src/server/mail/mailer';
import { runFamilyDigest } from '../src/server/modules/families/digest';
import { withDataDirLock } from '../src/server/ops/data-dir-lock';
import { exitOnOpsError } from '../src/server/ops/ops-error';

const env = readEnv();
const config = configFromEnv(env);
const log = pino({ level: env.LOG_LEVEL });
await (env.DATABASE_URL ? digest() : withDataDirLock(env.DATA_DIR, digest)).catch(exitOnOpsError);

async function digest() {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log,
    });
    const run = await runFamilyDigest(
      { db: database.db, mailer, config },
      { now: process.argv.includes('--now'), log },
    );
    console.log(
      run.ran
        ? `Weekly family email: ${run.sent} sent (slot ${run.slot.toISOString()}).`
        : 'Weekly family email: another instance is sending it right now; nothing sent here.',
    );
  } finally {
    await database.close();
  }
}
