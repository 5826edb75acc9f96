// Graceful shutdown (decision 0036): requests in flight finish, live streams end with a reconnect
// hint, the database closes last, and the process exits 0.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/server/app';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import { createShutdown } from '../../src/server/ops/shutdown';
import { createTeacher } from '../../src/server/seed/factories';
import { listen, openEventStream } from '../support/sse-client';
import { openTestDatabase, testConfig } from '../support/test-app';

let app: App;
let base: string;
let drop: () => Promise<void>;
let cookie: string;
/** What happened, in order. */
const steps: string[] = [];
let releaseSlow: () => void;
let slowStarted: Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  app = await buildApp({
    config: testConfig({ eventsHeartbeatMs: 60_000 }),
    database: opened.database,
    mailer: { send: async () => {} },
    logger: false,
  });
  // A request that is still working when the signal comes (an export, a big import).
  let started: () => void;
  slowStarted = new Promise((r) => {
    started = r;
  });
  app.get('/slow', async () => {
    started();
    await new Promise<void>((r) => {
      releaseSlow = r;
    });
    steps.push('slow request answered');
    return { done: true };
  });
  const teacher = await createTeacher(opened.database.db);
  cookie = `${SESSION_COOKIE}=${(await createSession(opened.database.db, { kind: 'teacher', id: teacher.id })).token}`;
  base = await listen(app);
});
afterAll(async () => {
  if (!steps.includes('database closed')) await drop();
});

function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent: false }, (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('graceful shutdown', () => {
  it('finishes the request in flight, ends streams with a retry hint, then closes the database', async () => {
    const stream = await openEventStream(base, cookie);
    await stream.waitFor((m) => m.event === 'ready');
    const slow = get('/slow');
    await slowStarted;

    let exitCode: number | undefined;
    const shutdown = createShutdown({
      app,
      closeDatabase: async () => {
        steps.push('database closed');
        await drop();
      },
      exit: (code) => {
        exitCode = code;
      },
    });
    const done = shutdown('SIGTERM');

    // The stream is told when to come back, then ended, while the slow request still runs.
    const retry = await stream.waitFor((m) => m.event === 'retry');
    expect(Number(retry.data)).toBeGreaterThanOrEqual(1000);
    expect(Number(retry.data)).toBeLessThan(3000);
    await stream.ended;
    expect(steps).toEqual([]);
    // No new connections once shutdown began (a fresh one: no kept-alive socket reused).
    await expect(get('/api/health')).rejects.toThrow(/ECONNREFUSED/);

    releaseSlow();
    expect(await slow).toEqual({ status: 200, body: '{"done":true}' });
    await done;
    expect(steps).toEqual(['slow request answered', 'database closed']);
    expect(exitCode).toBe(0);
  });
});
