import { describe, expect, it } from 'vitest';
import { configFromEnv, readEnv } from './config';

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
      /OIDC_CLIENT_ID: and OIDC_CLIENT_SECRET are required/,
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
});
