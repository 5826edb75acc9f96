import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler, loggable } from '../../src/server/error-handler';
import { createTestApp, type TestContext } from '../support/test-app';

// The error handler's last line of defence, on a real database: a value PostgreSQL refuses is
// the caller's fault (400, not 500), and the log of a failed query never holds its parameters.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = pino(
    { serializers: { err: (err: Error) => pino.stdSerializers.err(loggable(err) as Error) } },
    stream,
  );
  const app = Fastify({ loggerInstance: logger });
  app.setErrorHandler(errorHandler);
  const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$hash';
  app.get('/nul', () => t.database.db.execute(sql`select ${'a\u0000b'}::text as v, ${secret}::text as h`));
  app.get('/broken', () => t.database.db.execute(sql`select nope from nowhere where x = ${secret}`));
  await app.ready();
  return { app, lines, secret };
}

describe('database errors', () => {
  it('answers a value PostgreSQL cannot store (NUL) with 400', async () => {
    const { app } = await appWithLog();
    const res = await app.inject({ method: 'GET', url: '/nul' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'A value cannot be stored as given', code: 'INVALID_VALUE' });
    await app.close();
  });

  it('logs a failed query without its parameters', async () => {
    const { app, lines, secret } = await appWithLog();
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('select nope from nowhere');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('argon2');
    expect(log).not.toContain('params');
    await app.close();
  });
});
