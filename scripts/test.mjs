// `npm test`: every check, in order of cost, stopping at the first failure. The API suite runs on
// the embedded database (PGlite), then again on PostgreSQL when one is there: TEST_DATABASE_URL,
// or else the default address below if a server answers on it. Which lanes ran is said at the end.
import { execSync } from 'node:child_process';
import pg from 'pg';

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

function run(step, env = process.env) {
  console.log(
    `\n▶ npm run ${step}${env.TEST_DATABASE_URL ? ` (TEST_DATABASE_URL=${redact(env.TEST_DATABASE_URL)})` : ''}`,
  );
  try {
    execSync(`npm run --silent ${step}`, { stdio: 'inherit', env });
  } catch {
    console.error(`\n✖ ${step} failed`);
    process.exit(1);
  }
}

/** The URL without its password, for the log. */
function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(not a URL)';
  }
}

/** Whether a PostgreSQL server accepts a connection at `url` (the error's message if not). */
async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { ok: true };
  } catch (err) {
    return { ok: false, why: err instanceof Error ? err.message : String(err) };
  } finally {
    await client.end().catch(() => {});
  }
}

// The PostgreSQL lane: asked for (TEST_DATABASE_URL set, so it must answer), or found.
const asked = process.env.TEST_DATABASE_URL;
const postgresUrl = asked || DEFAULT_POSTGRES;
const probe = await answers(postgresUrl);
if (asked && !probe.ok) {
  console.error(
    `✖ TEST_DATABASE_URL is set but PostgreSQL does not answer at ${redact(asked)}: ${probe.why}`,
  );
  process.exit(1);
}
const embeddedEnv = { ...process.env };
delete embeddedEnv.TEST_DATABASE_URL;

run('typecheck');
run('lint');
run('licenses -- --check');
run('test:unit');
run('test:api', embeddedEnv);
let postgresLane;
if (probe.ok) {
  run('test:api', { ...process.env, TEST_DATABASE_URL: postgresUrl });
  postgresLane = `ran on ${redact(postgresUrl)}`;
} else {
  postgresLane = `SKIPPED: no PostgreSQL answers at ${redact(postgresUrl)} (${probe.why}); set TEST_DATABASE_URL to run it`;
  console.log(`\n⚠ PostgreSQL lane ${postgresLane}`);
}
run('test:e2e', embeddedEnv);

console.log('\n✔ all checks passed');
console.log('  API suite on PGlite: ran');
console.log(`  API suite on PostgreSQL: ${postgresLane}`);
