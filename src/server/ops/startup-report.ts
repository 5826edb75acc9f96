import path from 'node:path';
import { type Env, startAddress } from '../config';

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

/**
 * What an operator reads first when the server starts, one line each: the version, where the app
 * answers, which database, where the data lives and where mail goes. Credentials in DATABASE_URL
 * or SMTP_URL never appear.
 */
export function startupReport(env: Env, version: string, nodeVersion = process.version): StartupLine[] {
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
    { msg: `Data folder: ${dataDir}${uploads}`, fields: { dataDir } },
    mailLine(env, dataDir),
  ];
}
