import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type App, buildApp } from '../../src/server/app';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import type { AppConfig } from '../../src/server/config';
import { type Database, openPglite, openPostgres } from '../../src/server/db/client';
import type { MailMessage } from '../../src/server/mail/mailer';
import { createLocalBus, createPgBus, type EventBus } from '../../src/server/realtime/bus';

export interface TestContext {
  app: App;
  database: Database;
  mail: MailMessage[];
  /** The PostgreSQL database's URL (PostgreSQL lane only): a second app instance can share it. */
  databaseUrl?: string;
  /** A cookie header for a session of this principal (no password hashing: tests stay fast). */
  cookieFor(principal: { kind: 'teacher' | 'student' | 'family'; id: number }): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

/** A fresh database (copied from the migrated template) and an app built on it. */
export async function openTestDatabase(): Promise<{
  database: Database;
  url?: string;
  drop(): Promise<void>;
}> {
  const pgTemplate = inject('pgTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (url && pgTemplate) {
    const name = `rc_test_${process.pid}_${Date.now()}_${++counter}`;
    const admin = await openPostgres(url, { migrate: false, max: 1 });
    await admin.pool!.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openPostgres(target.toString(), { migrate: false, max: 10 });
    return {
      database,
      url: target.toString(),
      async drop() {
        await database.close();
        await dropWhenIdle(admin, name);
        await admin.close();
      },
    };
  }
  const file = inject('pgliteTemplate');
  if (!file) throw new Error('global setup did not provide a database template');
  const database = await openPglite(undefined, { loadDataDir: new Blob([readFileSync(file)]) });
  return { database, drop: () => database.close() };
}

/**
 * pg's pool.end() resolves before its sockets have closed; dropping WITH (FORCE) at once kills
 * those backends mid-goodbye and the clients throw uncaught "terminating connection" errors.
 * So wait until the database is free, and force only as a last resort.
 */
async function dropWhenIdle(admin: Database, name: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await admin.pool!.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006') throw err; // 55006: still being accessed
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  await admin.pool!.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** The configuration every test app starts from. */
export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  dataDir: '.tmp/test-data',
  mailFrom: 'test@remote-chalk.local',
  logLevel: 'silent',
  authRateLimit: 1000,
  longWritesPerMinute: 1000,
  serveClient: false,
  secureCookies: false,
  ...overrides,
});

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestContext> {
  const { database, url, drop } = await openTestDatabase();
  const mail: MailMessage[] = [];
  const config = testConfig(overrides);
  const bus: EventBus = database.pool ? await createPgBus(database.pool, console) : createLocalBus();
  const app = await buildApp({
    config,
    database,
    bus,
    mailer: { send: async (m) => void mail.push(m) },
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    mail,
    databaseUrl: url,
    async cookieFor(principal) {
      const { token } = await createSession(database.db, principal);
      return `${SESSION_COOKIE}=${token}`;
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * Another app instance on the same PostgreSQL database, with its own pool and LISTEN/NOTIFY bus:
 * what a second server behind a load balancer is (docs/architecture.md#instances). PostgreSQL lane only.
 */
export async function createSecondApp(
  t: TestContext,
  overrides: Partial<AppConfig> = {},
  /** Where this instance's mail goes (dropped when absent). */
  mail?: MailMessage[],
): Promise<{ app: App; close(): Promise<void> }> {
  if (!t.databaseUrl) throw new Error('a second instance needs the PostgreSQL lane (TEST_DATABASE_URL)');
  const database = await openPostgres(t.databaseUrl, { migrate: false, max: 5 });
  const bus = await createPgBus(database.pool!, console);
  const app = await buildApp({
    config: { ...t.app.deps.config, ...overrides },
    database,
    bus,
    mailer: { send: async (m) => void mail?.push(m) },
    logger: false,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The session cookie a response set, as a request header value. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  if (!c) throw new Error(`no session cookie in response (${res.statusCode} ${res.body})`);
  return `${c.name}=${c.value}`;
}

/** Asserts no secret ever appears in a response body. */
export function expectNoSecrets(body: string) {
  for (const key of [
    'passwordHash',
    'password_hash',
    'resetToken',
    'verificationToken',
    'loginCode',
    'tokenHash',
    '$argon2',
  ]) {
    if (body.includes(key)) throw new Error(`response leaks ${key}: ${body.slice(0, 300)}`);
  }
}
