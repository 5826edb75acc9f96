// `npm run digest`: sends the families' weekly email that is due (docs/decisions/0102);
// `npm run digest -- --now` sends it to every opted-in family at once (operators, tests).
// Uses the configured SMTP server or DATA_DIR/outbox, like the server. With the embedded database
// (no DATABASE_URL) run it while the server is stopped: PGlite serves one process at a time.
import pino from 'pino';
import { configFromEnv, readEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createMailer } from '../src/server/mail/mailer';
import { runFamilyDigest } from '../src/server/modules/families/digest';

const env = readEnv();
const config = configFromEnv(env);
const log = pino({ level: env.LOG_LEVEL });
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
