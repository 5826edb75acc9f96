import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, readEnv } from './config';

describe('configuration', () => {
  it('refuses SMTP_URL without PUBLIC_URL, saying why', () => {
    expect(() => readEnv({ SMTP_URL: 'smtp://mail.school.org:587' })).toThrow(
      /PUBLIC_URL: is required when SMTP_URL is set/,
    );
  });

  it('accepts SMTP_URL with PUBLIC_URL', () => {
    const env = readEnv({ SMTP_URL: 'smtp://mail.school.org:587', PUBLIC_URL: 'https://chalk.school.org' });
    expect(configFromEnv(env).publicUrl).toBe('https://chalk.school.org');
    expect(configFromEnv(env).secureCookies).toBe(true);
  });

  it('builds mailed links from the start address when PUBLIC_URL is not set', () => {
    expect(configFromEnv(readEnv({})).publicUrl).toBe('http://localhost:3000');
    expect(configFromEnv(readEnv({ HOST: '127.0.0.1', PORT: '8080' })).publicUrl).toBe(
      'http://127.0.0.1:8080',
    );
    expect(configFromEnv(readEnv({ HOST: '::1', PORT: '8080' })).publicUrl).toBe('http://[::1]:8080');
  });

  it('logs readable lines on a terminal and JSON elsewhere, unless LOG_FORMAT says which', () => {
    expect(configFromEnv(readEnv({}), true).logFormat).toBe('pretty');
    expect(configFromEnv(readEnv({}), false).logFormat).toBe('json');
    expect(configFromEnv(readEnv({ LOG_FORMAT: 'json' }), true).logFormat).toBe('json');
    expect(configFromEnv(readEnv({ LOG_FORMAT: 'pretty' }), false).logFormat).toBe('pretty');
    expect(() => readEnv({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT/);
  });

  it('turns on school sign-in only with an issuer, a client id and a secret', () => {
    expect(configFromEnv(readEnv({})).oidc).toBeUndefined();
    expect(() =>
      readEnv({ OIDC_ISSUER: 'http://idp.myschool.org', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }),
    ).toThrow(/OIDC_ISSUER: must be an https address/);
    expect(() => readEnv({ OIDC_ISSUER: 'https://accounts.google.com' })).toThrow(
      'OIDC_CLIENT_ID: is required when OIDC_ISSUER is set (from the app registered at the provider)\nOIDC_CLIENT_SECRET: is required when OIDC_ISSUER is set (from the app registered at the provider)',
    );
    const env = readEnv({
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'chalk',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_ALLOWED_DOMAINS: ' MySchool.org, @staff.myschool.org ,',
    });
    expect(configFromEnv(env).oidc).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'chalk',
      clientSecret: 's3cret',
      allowedDomains: ['myschool.org', 'staff.myschool.org'],
      label: 'School Account',
    });
  });

  /** readEnv's error: a ConfigError, one line a variable. */
  const problems = (env: Record<string, string>) => {
    try {
      readEnv(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message.split('\n');
    }
    throw new Error('no configuration error');
  };

  it('names the variable and what is wrong, one line each', () => {
    expect(problems({ PORT: 'eighty' })).toEqual([expect.stringMatching(/^PORT: /)]);
    expect(problems({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toHaveLength(2);
  });

  it('refuses a DATABASE_URL that is not a postgres:// address', () => {
    expect(problems({ DATABASE_URL: 'db.myschool.org:5432/chalk' })).toEqual([
      'DATABASE_URL: must be a postgres:// address, e.g. postgres://chalk:secret@db.myschool.org:5432/chalk',
    ]);
    expect(readEnv({ DATABASE_URL: 'postgresql://chalk@db/chalk' }).DATABASE_URL).toBe(
      'postgresql://chalk@db/chalk',
    );
  });

  it('refuses a malformed SMTP_URL at start rather than at the first mail', () => {
    for (const SMTP_URL of [
      'mail.myschool.org',
      'mail.myschool.org:587',
      'http://mail.myschool.org',
      'smtp://',
    ]) {
      expect(problems({ SMTP_URL, PUBLIC_URL: 'https://chalk.myschool.org' }), SMTP_URL).toEqual([
        'SMTP_URL: must be an smtp:// or smtps:// address, e.g. smtp://user:password@mail.myschool.org:587',
      ]);
    }
    expect(
      readEnv({ SMTP_URL: 'smtps://u:p@mail.myschool.org:465', PUBLIC_URL: 'https://chalk.myschool.org' })
        .SMTP_URL,
    ).toBe('smtps://u:p@mail.myschool.org:465');
  });

  it('refuses an S3_ENDPOINT without a scheme, and S3 settings without a bucket', () => {
    expect(problems({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio.myschool.org:9000' })).toEqual([
      'S3_ENDPOINT: must start with https:// (or http://), e.g. https://minio.myschool.org:9000',
    ]);
    expect(problems({ S3_ENDPOINT: 'https://minio.myschool.org' })).toEqual([
      'S3_BUCKET: is required when other S3_ variables are set: without it uploads go to DATA_DIR/uploads',
    ]);
    expect(
      configFromEnv(readEnv({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000' })).s3?.endpoint,
    ).toBe('http://127.0.0.1:9000');
  });

  it('names what is missing when school sign-in is half set', () => {
    expect(problems({ OIDC_CLIENT_ID: 'chalk' })).toEqual([
      "OIDC_ISSUER: is required when OIDC_CLIENT_ID is set: school sign-in needs the provider's address",
    ]);
    expect(problems({ OIDC_CLIENT_ID: 'chalk', OIDC_CLIENT_SECRET: 's' })).toEqual([
      "OIDC_ISSUER: is required when OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set: school sign-in needs the provider's address",
    ]);
    expect(problems({ OIDC_ISSUER: 'https://idp.myschool.org', OIDC_CLIENT_ID: 'chalk' })).toEqual([
      'OIDC_CLIENT_SECRET: is required when OIDC_ISSUER is set (from the app registered at the provider)',
    ]);
  });
});
