// What one teacher can put in the file store is bounded (decision 0051): the upload address is
// good for the declared file only, a file replaced after its check is not taken again, a restore
// links only checked files, and each teacher's files share a quota. On local disk and on S3
// (s3rver behind a gate that checks presigned signatures as S3 does).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionResources, uploads } from '../../src/server/db/schema';
import { sweepUnattachedUploads, UNATTACHED_UPLOAD_TTL_MS } from '../../src/server/modules/uploads/files';
import { createTeacher } from '../../src/server/seed/factories';
import { createPendingUpload } from '../support/lesson-plans';
import { startTestS3, type TestS3 } from '../support/s3';
import { createTestApp, type TestContext } from '../support/test-app';
import { PDF, uploadsOf } from '../support/uploads';

const KB = 1024;
const QUOTA = 1024 * KB;

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

describe.each(['local', 's3'] as const)('upload limits on %s storage', (kind) => {
  let t: TestContext;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rc-upload-limits-'));

  beforeAll(async () => {
    const base = { dataDir, uploadQuotaBytes: QUOTA };
    t = await createTestApp(kind === 's3' ? { ...base, s3: s3.config } : base);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const newTeacher = async () => {
    const { id } = await createTeacher(t.database.db);
    const cookie = await t.cookieFor({ kind: 'teacher', id });
    return { id, cookie, files: uploadsOf(t, kind, { id, cookie }) };
  };

  it('refuses a body longer than the size the address was asked for, and keeps nothing', async () => {
    const { files } = await newTeacher();
    const { uploadURL, fileURL } = await files.ask(PDF, 'application/pdf');
    const longer = Buffer.concat([PDF, Buffer.alloc(64 * KB, 'a')]);
    const sent = await files.put(uploadURL, longer, 'application/pdf');
    if (kind === 'local') {
      expect(sent.status).toBe(413);
      expect(sent.message).toBe('File too large');
    } else {
      // The store refuses it: the signature covers the length.
      expect(sent.status).toBe(403);
    }
    expect(await files.stored(fileURL)).toBe(false);
    expect((await files.addResource(fileURL)).statusCode).toBe(400);
  });

  if (kind === 's3') {
    it('refuses another Content-Type than the one the address was signed for', async () => {
      const { files } = await newTeacher();
      const { uploadURL, fileURL } = await files.ask(PDF, 'application/pdf');
      expect((await files.put(uploadURL, PDF, 'text/html')).status).toBe(403);
      expect(await files.stored(fileURL)).toBe(false);
    });

    it('checks the size again when a store took a longer body than signed for', async () => {
      const { files } = await newTeacher();
      const { uploadURL, fileURL } = await files.ask(PDF, 'application/pdf');
      // Straight to s3rver, which (unlike S3) takes any body: the server still refuses it.
      const direct = uploadURL.replace(s3.config.endpoint!, s3.directUrl);
      const longer = Buffer.concat([PDF, Buffer.alloc(64 * KB, 'a')]);
      expect((await files.put(direct, longer, 'application/pdf')).status).toBe(200);
      const res = await files.addResource(fileURL);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('File too large');
      expect(await files.stored(fileURL)).toBe(false);
    });

    it('refuses a file replaced after its check when a resource takes it', async () => {
      const { files } = await newTeacher();
      const { uploadURL, fileURL } = await files.ask(PDF, 'application/pdf');
      expect((await files.put(uploadURL, PDF, 'application/pdf')).status).toBe(200);
      expect((await files.addResource(fileURL)).statusCode).toBe(201);
      // The address is still good for minutes: the same length and type, other bytes.
      const swapped = Buffer.from(PDF.toString('latin1').replace('Catalog', 'Katalog'), 'latin1');
      expect(swapped.length).toBe(PDF.length);
      expect((await files.put(uploadURL, swapped, 'application/pdf')).status).toBe(200);
      const res = await files.addResource(fileURL);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('The file changed after it was checked: upload it again');
    });
  }

  it('links only checked files of the restoring teacher when a backup is restored', async () => {
    const { id, cookie, files } = await newTeacher();
    const checked = await files.upload(PDF, 'application/pdf');
    expect((await files.addResource(checked.fileURL)).statusCode).toBe(201);
    // Sent but never checked (with S3 the server has not looked at it), and never sent at all.
    const unchecked = await files.upload(Buffer.from('Notes\n'), 'text/plain');
    const uncheckedKey = unchecked.fileURL.split('/').pop()!;
    if (kind === 'local') {
      // Local disk checks at upload: the record is put back as S3 leaves it until first use.
      await t.database.db
        .update(uploads)
        .set({ size: null, contentType: null })
        .where(eq(uploads.objectKey, uncheckedKey));
    }
    const pending = `/api/objects/${await createPendingUpload(t.database.db, id)}`;
    const missing = '/api/objects/bbbbbbbbbbbbbbbbbbbbbbbb';
    const urls = [checked.fileURL, unchecked.fileURL, pending, missing];

    const doc = (await t.app.inject({ method: 'GET', url: '/api/export', headers: { cookie } })).json();
    const [resource] = doc.lessonPlans[0].sections[0].resources;
    doc.lessonPlans[0].sections[0].resources = urls.map((url, i) => ({ ...resource, url, displayOrder: i }));
    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/import/full',
      headers: { cookie },
      payload: doc,
    });
    expect(restored.statusCode, restored.body).toBe(201);

    const linked = await t.database.db
      .select({ url: sectionResources.url })
      .from(sectionResources)
      .where(inArray(sectionResources.url, urls));
    // The original resource and its restored copy; nothing of the others.
    expect(linked.map((r) => r.url)).toEqual([checked.fileURL, checked.fileURL]);
  });

  it("answers 413 with the space used and the limit when a teacher's files would pass the quota", async () => {
    const { id, files } = await newTeacher();
    // An address not yet used holds its place: the store may receive that much.
    expect((await files.request(700 * KB, 'application/pdf')).statusCode).toBe(200);
    const full = await files.request(400 * KB, 'video/mp4');
    expect(full.statusCode).toBe(413);
    expect(full.json().message).toBe(
      "Your file storage is full: 0.7 MB of 1 MB used, and this file needs 0.4 MB. Remove files you no longer need from your lesson plans, or ask your school's administrator for more space.",
    );
    const recorded = () => t.database.db.select().from(uploads).where(eq(uploads.teacherId, id));
    expect(await recorded()).toHaveLength(1);
    // Another teacher's files are theirs to count.
    expect((await (await newTeacher()).files.request(400 * KB, 'video/mp4')).statusCode).toBe(200);
    // A checked file counts its size; the abandoned address stops counting when it is swept.
    const used = await files.upload(PDF, 'application/pdf');
    expect((await files.addResource(used.fileURL)).statusCode).toBe(201);
    await sweepUnattachedUploads(
      t.database.db,
      t.app.deps.storage,
      undefined,
      Date.now() + UNATTACHED_UPLOAD_TTL_MS + 60_000,
    );
    expect((await files.request(QUOTA - PDF.length, 'video/mp4')).statusCode).toBe(200);
    expect((await files.request(1, 'text/plain')).statusCode).toBe(413);
  });
});
