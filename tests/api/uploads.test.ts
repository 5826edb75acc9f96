// Uploads on local disk and on an S3-compatible store (s3rver, an S3 emulator): the same checks
// against both, so the multi-instance setup (docs/architecture.md#instances) is tested, not assumed.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnattachedUploads, UNATTACHED_UPLOAD_TTL_MS } from '../../src/server/modules/uploads/files';
import { createClassWithStudents, createTeacher, DEFAULT_PASSWORD } from '../../src/server/seed/factories';
import { currentPasswordHeader } from '../../src/shared/accounts/current-password';
import { MAX_LESSON_FILE_BYTES } from '../../src/shared/lesson-plans/sections';
import { createPlanWithContent } from '../support/lesson-plans';
import { startTestS3, type TestS3 } from '../support/s3';
import { createTestApp, type TestContext } from '../support/test-app';
import { PDF, uploadsOf } from '../support/uploads';

// The start of a Windows executable and of a Linux one: refused whatever they are called.
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(200),
]);
const ELF = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'), Buffer.alloc(200)]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

describe.each(['local', 's3'] as const)('uploads on %s storage', (kind) => {
  let t: TestContext;
  let teacher: { id: number };
  let asTeacher: string;
  let asOther: string;
  let asStudent: string;
  let files: ReturnType<typeof uploadsOf>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rc-uploads-'));

  beforeAll(async () => {
    t = await createTestApp(kind === 's3' ? { s3: s3.config, dataDir } : { dataDir });
    const db = t.database.db;
    teacher = await createTeacher(db);
    const other = await createTeacher(db);
    const { students } = await createClassWithStudents(db, teacher.id, 1);
    asTeacher = await t.cookieFor({ kind: 'teacher', id: teacher.id });
    asOther = await t.cookieFor({ kind: 'teacher', id: other.id });
    asStudent = await t.cookieFor({ kind: 'student', id: students[0].id });
    files = uploadsOf(t, kind, { id: teacher.id, cookie: asTeacher });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives teachers only an upload address: 401 signed out, 403 for a student', async () => {
    const payload = { size: PDF.length, contentType: 'application/pdf' };
    expect((await t.app.inject({ method: 'POST', url: '/api/objects/upload', payload })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/objects/upload',
          payload,
          headers: { cookie: asStudent },
        })
      ).statusCode,
    ).toBe(403);
    const { uploadURL, fileURL } = await files.ask(PDF, 'application/pdf');
    expect(fileURL).toMatch(/^\/api\/objects\/[A-Za-z0-9_-]{32}$/);
    // With S3 the address is signed for this length and type, not only for the key.
    if (kind === 's3')
      expect(uploadURL).toContain('X-Amz-SignedHeaders=content-length%3Bcontent-type%3Bhost');
    else expect(uploadURL).toBe(fileURL);
  });

  it('needs the size and type of the file: 400 without them, a clear message', async () => {
    for (const [payload, message] of [
      [{}, 'size: Size must be a number of bytes'],
      [{ size: 0, contentType: 'application/pdf' }, 'size: The file is empty'],
      [{ size: 10, contentType: 'pdf file' }, 'contentType: Content type must look like type/subtype'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/objects/upload',
        headers: { cookie: asTeacher },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('stores an allowed file, serves it to its teacher only, and deletes it with its resource', async () => {
    const { fileURL, status } = await files.upload(PDF, 'application/pdf');
    expect(status).toBe(200);
    const created = await files.addResource(fileURL);
    expect(created.statusCode, created.body).toBe(201);

    const mine = await files.read(fileURL);
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
    expect((await files.addResource(fileURL, asOther)).statusCode).toBe(404);

    expect(await files.stored(fileURL)).toBe(true);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/section-resources/${created.json().id}`,
      headers: { cookie: asTeacher },
    });
    expect(del.statusCode).toBe(200);
    expect(await files.stored(fileURL)).toBe(false);
    expect((await files.read(fileURL)).status).toBe(404);
  });

  it('sweeps an upload no resource took after a day, and keeps used and recent ones', async () => {
    const abandoned = await files.upload(PDF, 'application/pdf');
    expect(abandoned.status).toBe(200);
    const used = await files.upload(PDF, 'application/pdf');
    expect(used.status).toBe(200);
    expect((await files.addResource(used.fileURL)).statusCode).toBe(201);
    const { storage } = t.app.deps;
    // Not yet a day old: nothing goes.
    await sweepUnattachedUploads(t.database.db, storage);
    expect(await files.stored(abandoned.fileURL)).toBe(true);
    // A day later the abandoned one goes, bytes and record; the one a resource uses stays.
    const later = Date.now() + UNATTACHED_UPLOAD_TTL_MS + 60_000;
    await sweepUnattachedUploads(t.database.db, storage, undefined, later);
    expect(await files.stored(abandoned.fileURL)).toBe(false);
    expect((await files.read(abandoned.fileURL)).status).toBe(404);
    expect(await files.stored(used.fileURL)).toBe(true);
    expect((await files.read(used.fileURL)).status).toBe(200);
  });

  it('refuses by content: an executable called .pdf, an HTML page called .txt, a zip sent as anything', async () => {
    // A file that claims an accepted type hears that its content is not that type, not the list
    // of types it seems to match already.
    const notAPdf = /^The file's content is not a PDF, whatever its name says/;
    for (const [body, type, message] of [
      [EXE, 'application/pdf', notAPdf],
      [ELF, 'application/pdf', notAPdf],
      [HTML, 'text/plain', /^The file's content is not plain text/],
      [ELF, 'application/octet-stream', /^File type not allowed: use pdf, doc/],
    ] as const) {
      const sent = await files.upload(body, type);
      if (kind === 'local') {
        expect(sent.status).toBe(415);
        expect(sent.message).toMatch(message);
      } else {
        // The store took the bytes; the server refuses them at first use and deletes them.
        expect(sent.status).toBe(200);
        const res = await files.addResource(sent.fileURL);
        expect(res.statusCode).toBe(415);
        expect(res.json().message).toMatch(message);
      }
      expect(await files.stored(sent.fileURL)).toBe(false);
      expect((await files.read(sent.fileURL)).status).toBe(404);
    }
  });

  it("answers 413 'File too large' for a file above 50 MB before anything is sent", async () => {
    const res = await files.request(MAX_LESSON_FILE_BYTES + 1, 'application/pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File too large');
  });

  it('deletes the files of a deleted plan, and of a deleted account', async () => {
    const spelling = Buffer.from('Spelling list\n');
    const keep = await files.upload(spelling, 'text/plain');
    const { plan, section } = await createPlanWithContent(t.database.db, teacher.id, { date: '2026-11-11' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/section-resources',
      headers: { cookie: asTeacher },
      payload: { sectionId: section.id, title: 'Spelling', url: keep.fileURL },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await files.read(keep.fileURL)).body.toString()).toBe('Spelling list\n');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/lesson-plans/${plan.id}`,
      headers: { cookie: asTeacher },
    });
    expect(await files.stored(keep.fileURL)).toBe(false);

    const last = await files.upload(PDF, 'application/pdf');
    expect((await files.addResource(last.fileURL)).statusCode).toBe(201);
    expect(await files.stored(last.fileURL)).toBe(true);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/teachers/${teacher.id}`,
      headers: { cookie: asTeacher, ...currentPasswordHeader(DEFAULT_PASSWORD) },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await files.stored(last.fileURL)).toBe(false);
    if (kind === 'local')
      expect(existsSync(path.join(dataDir, 'uploads', last.fileURL.split('/').pop()!))).toBe(false);
  });

  if (kind === 'local') {
    it('takes an upload once, from its teacher, with the file as the body', async () => {
      // The account of the tests above is gone: a new teacher.
      const fresh = await t.cookieFor({ kind: 'teacher', id: (await createTeacher(t.database.db)).id });
      const { uploadURL } = await files.ask(PDF, 'application/pdf', fresh);
      expect((await files.put(uploadURL, PDF, 'application/pdf', asOther)).status).toBe(404);
      expect((await files.put(uploadURL, Buffer.from('{"a":1}'), 'application/json', fresh)).status).toBe(
        415,
      );
      expect((await files.put(uploadURL, PDF, 'application/pdf', fresh)).status).toBe(200);
      expect((await files.put(uploadURL, PDF, 'application/pdf', fresh)).status).toBe(409);
      expect((await t.app.inject({ method: 'PUT', url: uploadURL, payload: PDF })).statusCode).toBe(401);
    });
  }
});
