import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';

describe('GET /metrics with METRICS=1', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ metrics: true });
  });
  afterAll(() => t.close());

  it('serves Prometheus text with request timings labelled by route pattern', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/api\/health"[^}]*\} 1/);
    expect(res.body).toContain('process_resident_memory_bytes');
  });

  it('labels requests by route pattern, never by the ids in the URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/students/12345' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).not.toContain('12345');
  });
});

describe('GET /metrics without METRICS', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ serveClient: true });
  });
  afterAll(() => t.close());

  it('answers a JSON 404, not the app page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});
