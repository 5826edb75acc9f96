import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_COMPRESS_THRESHOLD } from '../../src/server/app';
import { createClassWithStudents, createTeacher } from '../../src/server/seed/factories';
import { createTestApp, type TestContext } from '../support/test-app';

// Decision 0034: large JSON answers are compressed for a browser that accepts it; everyday ones
// (a class roster) go as they are, because compressing costs more CPU than the request itself.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, encoding: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding, ...(cookie && { cookie }) } });

describe('JSON compression', () => {
  it('compresses a large answer with brotli or gzip, as the browser accepts, and it decodes to the JSON', async () => {
    const plain = await get('/api/docs/json', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(JSON_COMPRESS_THRESHOLD);

    const br = await get('/api/docs/json', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a class roster of 30 as it is', async () => {
    const teacher = await createTeacher(t.database.db);
    const { klass } = await createClassWithStudents(t.database.db, teacher.id, 30);
    const cookie = await t.cookieFor({ kind: 'teacher', id: teacher.id });
    const res = await get(`/api/students?classId=${klass.id}`, 'gzip, deflate, br', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveLength(30);
  });
});
