import { unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ConfigError, type S3Config } from '../config';
import { OpsError } from './ops-error';
import { makePrivateDirSync, PRIVATE_FILE_MODE } from './private-files';

// What `npm start` checks before it serves, so a wrong setting is one line naming it
// (decision 0142) rather than a stack trace, a hang, or a failure at the first request.

/** How long the database and the bucket get to answer at start. */
export const STARTUP_CHECK_MS = 10_000;

/** Host, port and database of a DATABASE_URL, never its user or password. */
function where(url: string) {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}`;
}

/** One connection to DATABASE_URL; a ConfigError saying what is wrong when it fails. */
export async function checkDatabaseUrl(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: STARTUP_CHECK_MS });
  // A connection that fails after connecting (the server going away) is not this check's business.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    throw new ConfigError(`DATABASE_URL: ${databaseProblem(err, url)}`);
  } finally {
    await client.end().catch(() => {});
  }
}

function databaseProblem(err: unknown, url: string): string {
  const e = err as { code?: string; message?: string };
  const u = new URL(url);
  const database = decodeURIComponent(u.pathname.slice(1)) || decodeURIComponent(u.username) || 'postgres';
  switch (e.code) {
    case '3D000':
      return `the database "${database}" does not exist on ${where(url)} (create it, or correct the name)`;
    case '28000':
    case '28P01':
      return `PostgreSQL at ${where(url)} refused the role "${decodeURIComponent(u.username)}": ${e.message}`;
    case 'ECONNREFUSED':
      return `nothing accepts connections at ${where(url)} (is PostgreSQL running there?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host "${u.hostname}" is not known`;
    default:
      if (/timeout/i.test(e.message ?? '')) {
        return `PostgreSQL at ${where(url)} did not answer within ${STARTUP_CHECK_MS / 1000} s`;
      }
      return `cannot connect to ${where(url)}: ${e.code ? `${e.code} ` : ''}${e.message ?? String(err)}`;
  }
}

/**
 * DATA_DIR can be created and written (the outbox, uploads): with PostgreSQL nothing else writes
 * there before the first mail or upload. The embedded database's lock file is the same check.
 */
export function checkDataDirWritable(dataDir: string) {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    makePrivateDirSync(dataDir);
    writeFileSync(probe, '', { mode: PRIVATE_FILE_MODE });
    unlinkSync(probe);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    throw new OpsError(
      `DATA_DIR ${path.resolve(dataDir)} cannot be created or written: ${e.code ?? e.message}`,
    );
  }
}

/**
 * The bucket answers: a HEAD request, STARTUP_CHECK_MS at most. A bucket that does not exist, an
 * endpoint that does not answer, stop the start. A 403 does not: HEAD on a bucket needs
 * s3:ListBucket, which a least-privilege policy (Put/Get/DeleteObject only) leaves out, so the
 * credentials may well be able to do everything the app needs. It comes back as a warning for
 * the log instead.
 */
export async function checkS3Bucket(s3: S3Config): Promise<string | undefined> {
  const { headBucket } = await import('../storage/s3-storage');
  const at = s3.endpoint ? ` at ${s3.endpoint}` : '';
  try {
    await headBucket(s3, AbortSignal.timeout(STARTUP_CHECK_MS));
    return undefined;
  } catch (err) {
    const e = err as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
    const status = e.$metadata?.httpStatusCode;
    if (status === 403) {
      return `S3_BUCKET: the bucket "${s3.bucket}"${at} refused a HEAD request with these credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY); starting anyway, as they may lack only s3:ListBucket. If uploads fail, check the credentials.`;
    }
    const why =
      e.name === 'TimeoutError' || e.name === 'AbortError'
        ? `did not answer within ${STARTUP_CHECK_MS / 1000} s`
        : status === 404
          ? 'does not exist'
          : `could not be reached: ${e.message || e.name}`;
    throw new ConfigError(`S3_BUCKET: the bucket "${s3.bucket}"${at} ${why}`);
  }
}
