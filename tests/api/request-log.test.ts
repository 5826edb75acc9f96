import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openTestDatabase, testConfig } from '../support/test-app';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function appWithLog() {
  const { database, drop } = await openTestDatabase();
  const lines: Record<string, unknown>[] = [];
  const app = await buildApp({
    config: testConfig({ logLevel: 'info' }),
    database,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  cleanups.push(async () => {
    await app.close();
    await drop();
  });
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request when it is answered: method, url, status and time', async () => {
    const { app, lines } = await appWithLog();
    const res = await app.inject({ method: 'GET', url: '/api/classes?x=1' });
    expect(res.statusCode).toBe(401);
    const requestLines = lines.filter((l) => l.req || l.res);
    expect(requestLines).toHaveLength(1);
    const [line] = requestLines;
    expect(line.msg).toBe('request completed');
    expect(line.req).toMatchObject({ method: 'GET', url: '/api/classes?x=1' });
    expect(line.res).toEqual({ statusCode: 401 });
    expect(line.responseTime).toEqual(expect.any(Number));
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });
});
