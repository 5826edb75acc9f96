import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../config';
import { startupReport } from './startup-report';

const messages = (env: Record<string, string>) =>
  startupReport(readEnv(env), '1.2.3', { migrations: { ranNow: 0, total: 31 } }, 'v22.0.0').map((l) => l.msg);

describe('start-up report', () => {
  it('says the version, the address, the embedded database, its migrations, the data folder, the outbox and school sign-in', () => {
    const data = path.resolve('school-data');
    expect(messages({ DATA_DIR: 'school-data', PORT: '8080' })).toEqual([
      'Remote Chalk 1.2.3 on Node.js v22.0.0',
      'Open http://localhost:8080',
      `Database: embedded PGlite in ${path.join(data, 'pglite')}`,
      'Database schema: up to date (31 migrations, none to apply)',
      `Data folder: ${data}`,
      `Mail: not sent; each message is written to ${path.join(data, 'outbox')} (set SMTP_URL to send mail)`,
      'School sign-in: off (set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to turn it on)',
    ]);
  });

  it('says how many migrations this start applied, and that school sign-in is on and for whom', () => {
    const env = readEnv({
      OIDC_ISSUER: 'https://idp.school.org',
      OIDC_CLIENT_ID: 'chalk',
      OIDC_CLIENT_SECRET: 'oidc-s3cret',
      OIDC_ALLOWED_DOMAINS: 'school.org, staff.school.org',
    });
    const lines = startupReport(env, '1.2.3', { migrations: { ranNow: 3, total: 31 } });
    expect(lines[3]).toEqual({
      msg: 'Database schema: 3 migrations applied now (31 in all)',
      fields: { migrationsRan: '3', migrations: '31' },
    });
    expect(lines.at(-1)?.msg).toBe(
      'School sign-in: on, through https://idp.school.org (addresses at school.org, staff.school.org)',
    );
    expect(JSON.stringify(lines)).not.toContain('s3cret');
    const single = startupReport(env, '1.2.3', { migrations: { ranNow: 1, total: 1 } });
    expect(single[3].msg).toBe('Database schema: 1 migration applied now (1 in all)');
  });

  it('names the PostgreSQL and SMTP servers without their user names or passwords', () => {
    const lines = startupReport(
      readEnv({
        DATABASE_URL: 'postgres://chalk:db-s3cret@db.school.org:5432/chalk?sslmode=require&password=x',
        SMTP_URL: 'smtps://mailer:mail-s3cret@smtp.school.org:465',
        PUBLIC_URL: 'https://chalk.school.org',
        MAIL_FROM: 'Chalk <chalk@school.org>',
        S3_BUCKET: 'chalk-files',
      }),
      '1.2.3',
      {},
    );
    expect(lines.map((l) => l.msg)).toEqual([
      `Remote Chalk 1.2.3 on Node.js ${process.version}`,
      'Open http://localhost:3000 (mailed links use https://chalk.school.org)',
      'Database: PostgreSQL at db.school.org:5432/chalk',
      `Data folder: ${path.resolve('data')}; uploaded files in the S3 bucket chalk-files`,
      'Mail: sent through smtps://smtp.school.org:465 as Chalk <chalk@school.org>',
      'School sign-in: off (set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to turn it on)',
    ]);
    const everything = JSON.stringify(lines);
    for (const secret of ['s3cret', 'chalk:', 'mailer', 'sslmode']) expect(everything).not.toContain(secret);
  });

  it('does not repeat an SMTP_URL it cannot read (it may be a password)', () => {
    // readEnv refuses it now; the report still never repeats one.
    const env = {
      ...readEnv({ PUBLIC_URL: 'https://chalk.school.org' }),
      SMTP_URL: 'not a url with-a-password',
    };
    const lines = startupReport(env, '1.2.3', {}).map((l) => l.msg);
    expect(lines[4]).toBe(
      'Mail: sent through (address not shown) as Remote Chalk <no-reply@remote-chalk.local>',
    );
  });
});
