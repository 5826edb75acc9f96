import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../config';
import { startupReport } from './startup-report';

const messages = (env: Record<string, string>) =>
  startupReport(readEnv(env), '1.2.3', 'v22.0.0').map((l) => l.msg);

describe('start-up report', () => {
  it('says the version, the address, the embedded database, the data folder and the outbox', () => {
    const data = path.resolve('school-data');
    expect(messages({ DATA_DIR: 'school-data', PORT: '8080' })).toEqual([
      'Remote Chalk 1.2.3 on Node.js v22.0.0',
      'Open http://localhost:8080',
      `Database: embedded PGlite in ${path.join(data, 'pglite')}`,
      `Data folder: ${data}`,
      `Mail: not sent; each message is written to ${path.join(data, 'outbox')} (set SMTP_URL to send mail)`,
    ]);
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
    );
    expect(lines.map((l) => l.msg)).toEqual([
      `Remote Chalk 1.2.3 on Node.js ${process.version}`,
      'Open http://localhost:3000 (mailed links use https://chalk.school.org)',
      'Database: PostgreSQL at db.school.org:5432/chalk',
      `Data folder: ${path.resolve('data')}; uploaded files in the S3 bucket chalk-files`,
      'Mail: sent through smtps://smtp.school.org:465 as Chalk <chalk@school.org>',
    ]);
    const everything = JSON.stringify(lines);
    for (const secret of ['s3cret', 'chalk:', 'mailer', 'sslmode']) expect(everything).not.toContain(secret);
  });

  it('does not repeat an SMTP_URL it cannot read (it may be a password)', () => {
    const lines = messages({ SMTP_URL: 'not a url with-a-password', PUBLIC_URL: 'https://chalk.school.org' });
    expect(lines[4]).toBe(
      'Mail: sent through (address not shown) as Remote Chalk <no-reply@remote-chalk.local>',
    );
  });
});
