// Uploads on local disk and on an S3-compatible store (s3rver, an S3 emulator): the same checks
// against both, so the multi-instance setup (ARCHITECTURE §2) is tested, not assumed.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/server/config';
import { sweepUnattachedUploads, UNATTACHED_UPLOAD_TTL_MS } from '../../src/server/modules/uploads/files';
import { createClassWithStudents, createTeacher, DEFAULT_PASSWORD } from '../../src/server/seed/factories';
import { MAX_LESSON_FILE_BYTES } from '../../src/shared/lessonPlans/sections';
import { createPlanWithContent } from '../support/lesson-plans';
import { createTestApp, type TestContext } from '../support/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
// The start of a Windows executable and of a Linux one: refused whatever they are called.
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(200),
]);
const ELF = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'), Buffer.alloc(200)]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

let s3server: S3rver | undefined;
let s3dir: string;
let s3config: NonNullable<AppConfig['s3']>;

beforeAll(async () => {
  s3dir = mkdtempSync(path.join(tmpdir(), 'rc-s3rver-'));
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir });
  const { port } = await s3server.run();
  s3config = {
    bucket: 'lesson-files',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: s3config.endpoint,
    region: s3config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: s3config.bucket }));
  client.destroy();
});
afterAll(async () => {
  await s3server?.close();
  rmSync(s3dir, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('uploads on %s storage', (kind) => {
  let t: TestContext;
  let teacher: { id: number };
  let asTeacher: string;
  let asOther: string;
  let asStudent: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rc-uploads-'));

  beforeAll(async () => {
    t = await createTestApp(kind === 's3' ? { s3: s3config, dataDir } : { dataDir });
    const db = t.database.db;
    teacher = await createTeacher(db);
    const other = await createTeacher(db);
    const { students } = await createClassWithStudents(db, teacher.id, 1);
    asTeacher = await t.cookieFor({ kind: 'teacher', id: teacher.id });
    asOther = await t.cookieFor({ kind: 'teacher', id: other.id });
    asStudent = await t.cookieFor({ kind: 'student', id: students[0].id });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const ask = async (cookie = asTeacher) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { uploadURL: string; fileURL: string };
  };

  /** What the browser does with uploadURL: PUT the file with its content type. */
  const put = async (uploadURL: string, body: Buffer, contentType: string, cookie = asTeacher) => {
    if (kind === 'local') {
      const res = await t.app.inject({
        method: 'PUT',
        url: uploadURL,
        payload: body,
        headers: { cookie, 'content-type': contentType },
      });
      return { status: res.statusCode, message: res.statusCode >= 400 ? res.json().message : '' };
    }
    const res = await fetch(uploadURL, {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: { 'content-type': contentType },
    });
    return { status: res.status, message: '' };
  };

  const addResource = async (fileURL: string, cookie = asTeacher) => {
    const { section } = await createPlanWithContent(t.database.db, teacher.id);
    return t.app.inject({
      method: 'POST',
      url: '/api/section-resources',
      headers: { cookie },
      payload: { sectionId: section.id, title: 'Worksheet', url: fileURL, resourceType: 'other' },
    });
  };

  const stored = async (fileURL: string) =>
    (await t.app.deps.storage.stat(fileURL.split('/').pop()!)) !== null;

  const read = async (fileURL: string, cookie = asTeacher) => {
    const res = await t.app.inject({ method: 'GET', url: fileURL, headers: { cookie } });
    if (res.statusCode !== 302) return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
    const signed = await fetch(res.headers.location as string);
    return {
      status: signed.status,
      headers: {
        'content-type': signed.headers.get('content-type'),
        'content-disposition': signed.headers.get('content-disposition'),
      },
      body: Buffer.from(await signed.arrayBuffer()),
    };
  };

  it('gives teachers only an upload address: 401 signed out, 403 for a student', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/objects/upload' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: asStudent } }))
        .statusCode,
    ).toBe(403);
    const { uploadURL, fileURL } = await ask();
    expect(fileURL).toMatch(/^\/api\/objects\/[A-Za-z0-9_-]{32}$/);
    if (kind === 's3') expect(uploadURL).toContain('X-Amz-Signature=');
    else expect(uploadURL).toBe(fileURL);
  });

  it('stores an allowed file, serves it to its teacher only, and deletes it with its resource', async () => {
    const { uploadURL, fileURL } = await ask();
    expect((await put(uploadURL, PDF, 'application/pdf')).status).toBe(200);
    const created = await addResource(fileURL);
    expect(created.statusCode, created.body).toBe(201);

    const mine = await read(fileURL);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toMatch(/^inline; filename="lesson-file-.*\.pdf"$/);
    expect(mine.body.equals(PDF)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: fileURL })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: fileURL, headers: { cookie: asStudent } })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: fileURL, headers: { cookie: asOther } })).statusCode,
    ).toBe(404);
    // Nor may another teacher put the file in their own plans.
    expect((await addResource(fileURL, asOther)).statusCode).toBe(404);

    expect(await stored(fileURL)).toBe(true);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/section-resources/${created.json().id}`,
      headers: { cookie: asTeacher },
    });
    expect(del.statusCode).toBe(200);
    expect(await stored(fileURL)).toBe(false);
    expect((await read(fileURL)).status).toBe(404);
  });

  it('sweeps an upload no resource took after a day, and keeps used and recent ones', async () => {
    const abandoned = await ask();
    expect((await put(abandoned.uploadURL, PDF, 'application/pdf')).status).toBe(200);
    const used = await ask();
    expect((await put(used.uploadURL, PDF, 'application/pdf')).status).toBe(200);
    expect((await addResource(used.fileURL)).statusCode).toBe(201);
    const { storage } = t.app.deps;
    // Not yet a day old: nothing goes.
    await sweepUnattachedUploads(t.database.db, storage);
    expect(await stored(abandoned.fileURL)).toBe(true);
    // A day later the abandoned one goes, bytes and record; the one a resource uses stays.
    const later = Date.now() + UNATTACHED_UPLOAD_TTL_MS + 60_000;
    await sweepUnattachedUploads(t.database.db, storage, undefined, later);
    expect(await stored(abandoned.fileURL)).toBe(false);
    expect((await read(abandoned.fileURL)).status).toBe(404);
    expect(await stored(used.fileURL)).toBe(true);
    expect((await read(used.fileURL)).status).toBe(200);
  });

  it('refuses by content: an executable called .pdf, an HTML page called .txt', async () => {
    for (const [body, type] of [
      [EXE, 'application/pdf'],
      [ELF, 'application/pdf'],
      [HTML, 'text/plain'],
    ] as const) {
      const { uploadURL, fileURL } = await ask();
      const sent = await put(uploadURL, body, type);
      if (kind === 'local') {
        expect(sent.status).toBe(415);
        expect(sent.message).toMatch(/File type not allowed/);
      } else {
        // The store took the bytes; the server refuses them at first use and deletes them.
        expect(sent.status).toBe(200);
        const res = await addResource(fileURL);
        expect(res.statusCode).toBe(415);
        expect(res.json().message).toMatch(/File type not allowed/);
      }
      expect(await stored(fileURL)).toBe(false);
      expect((await read(fileURL)).status).toBe(404);
    }
  });

  it("answers 413 'File too large' above 50 MB and keeps nothing", async () => {
    const { uploadURL, fileURL } = await ask();
    const big = Buffer.alloc(MAX_LESSON_FILE_BYTES + 1, 'a');
    const sent = await put(uploadURL, big, 'text/plain');
    if (kind === 'local') {
      expect(sent.status).toBe(413);
      expect(sent.message).toBe('File too large');
    } else {
      expect(sent.status).toBe(200);
      const res = await addResource(fileURL);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('File too large');
    }
    expect(await stored(fileURL)).toBe(false);
  }, 60_000); // 50 MB through the emulator takes a while on a loaded machine

  it('deletes the files of a deleted plan, and of a deleted account', async () => {
    const keep = await ask();
    await put(keep.uploadURL, Buffer.from('Spelling list\n'), 'text/plain');
    const { plan, section } = await createPlanWithContent(t.database.db, teacher.id, { date: '2026-11-11' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/section-resources',
      headers: { cookie: asTeacher },
      payload: { sectionId: section.id, title: 'Spelling', url: keep.fileURL },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await read(keep.fileURL)).body.toString()).toBe('Spelling list\n');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/lesson-plans/${plan.id}`,
      headers: { cookie: asTeacher },
    });
    expect(await stored(keep.fileURL)).toBe(false);

    const last = await ask();
    await put(last.uploadURL, PDF, 'application/pdf');
    expect((await addResource(last.fileURL)).statusCode).toBe(201);
    expect(await stored(last.fileURL)).toBe(true);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/teachers/${teacher.id}`,
      headers: { cookie: asTeacher },
      payload: { currentPassword: DEFAULT_PASSWORD },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await stored(last.fileURL)).toBe(false);
    if (kind === 'local')
      expect(existsSync(path.join(dataDir, 'uploads', last.fileURL.split('/').pop()!))).toBe(false);
  });

  if (kind === 'local') {
    it('takes an upload once, from its teacher, with the file as the body', async () => {
      // The account of the tests above is gone: a new teacher.
      const fresh = await t.cookieFor({ kind: 'teacher', id: (await createTeacher(t.database.db)).id });
      const { uploadURL } = await ask(fresh);
      expect((await put(uploadURL, PDF, 'application/pdf', asOther)).status).toBe(404);
      expect((await put(uploadURL, Buffer.from('{"a":1}'), 'application/json', fresh)).status).toBe(415);
      expect((await put(uploadURL, PDF, 'application/pdf', fresh)).status).toBe(200);
      expect((await put(uploadURL, PDF, 'application/pdf', fresh)).status).toBe(409);
      expect((await t.app.inject({ method: 'PUT', url: uploadURL, payload: PDF })).statusCode).toBe(401);
    });
  }
});
