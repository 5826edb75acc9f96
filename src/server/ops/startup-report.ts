import path from 'node:path';
import { type Env, startAddress } from '../config';
import type { MigrationCount } from '../db/client';

/** One start-up log line: its message for a person, its fields for a log search. */
export interface StartupLine {
  msg: string;
  fields: Record<string, string>;
}

/** Host, port and database of a URL, never its user or password; null when it is no URL. */
function withoutCredentials(url: string): URL | null {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    parsed.search = '';
    return parsed;
  } catch {
    return null;
  }
}

function databaseLine(env: Env, dataDir: string): StartupLine {
  if (!env.DATABASE_URL) {
    const location = path.join(dataDir, 'pglite');
    return { msg: `Database: embedded PGlite in ${location}`, fields: { database: 'pglite', location } };
  }
  const url = withoutCredentials(env.DATABASE_URL);
  const location = url ? `${url.host}${url.pathname}` : '(address not shown)';
  return { msg: `Database: PostgreSQL at ${location}`, fields: { database: 'postgres', location } };
}

function mailLine(env: Env, dataDir: string): StartupLine {
  if (!env.SMTP_URL) {
    const outbox = path.join(dataDir, 'outbox');
    return {
      msg: `Mail: not sent; each message is written to ${outbox} (set SMTP_URL to send mail)`,
      fields: { mail: 'outbox', outbox },
    };
  }
  const url = withoutCredentials(env.SMTP_URL);
  const server = url ? `${url.protocol}//${url.host}` : '(address not shown)';
  return { msg: `Mail: sent through ${server} as ${env.MAIL_FROM}`, fields: { mail: 'smtp', server } };
}

function migrationsLine(migrations: MigrationCount): StartupLine {
  const fields = { migrationsRan: String(migrations.ranNow), migrations: String(migrations.total) };
  const ran = migrations.ranNow;
  return {
    msg:
      ran === 0
        ? `Database schema: up to date (${migrations.total} migrations, none to apply)`
        : `Database schema: ${ran} migration${ran === 1 ? '' : 's'} applied now (${migrations.total} in all)`,
    fields,
  };
}

function schoolSignInLine(env: Env): StartupLine {
  if (!env.OIDC_ISSUER) {
    return {
      msg: 'School sign-in: off (set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to turn it on)',
      fields: { schoolSignIn: 'off' },
    };
  }
  const domains = (env.OIDC_ALLOWED_DOMAINS ?? '')
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  return {
    msg: `School sign-in: on, through ${env.OIDC_ISSUER} (${domains.length ? `addresses at ${domains.join(', ')}` : 'any address the provider vouches for'})`,
    fields: { schoolSignIn: 'on', issuer: env.OIDC_ISSUER },
  };
}

/**
 * What an operator reads first when the server starts, one line each: the version, where the app
 * answers, which database and what its start migrated, where the data lives, where mail goes and
 * whether school sign-in is on. Credentials in DATABASE_URL or SMTP_URL never appear.
 */
export function startupReport(
  env: Env,
  version: string,
  facts: { migrations?: MigrationCount },
  nodeVersion = process.version,
): StartupLine[] {
  const dataDir = path.resolve(env.DATA_DIR);
  const url = startAddress(env);
  const uploads = env.S3_BUCKET ? `; uploaded files in the S3 bucket ${env.S3_BUCKET}` : '';
  return [
    { msg: `Remote Chalk ${version} on Node.js ${nodeVersion}`, fields: { version, node: nodeVersion } },
    {
      msg: `Open ${url}${env.PUBLIC_URL ? ` (mailed links use ${env.PUBLIC_URL})` : ''}`,
      fields: { url, ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}) },
    },
    databaseLine(env, dataDir),
    ...(facts.migrations ? [migrationsLine(facts.migrations)] : []),
    { msg: `Data folder: ${dataDir}${uploads}`, fields: { dataDir } },
    mailLine(env, dataDir),
    schoolSignInLine(env),
  ];
}
