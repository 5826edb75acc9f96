// What the browser does with an upload, for the API tests on local disk and on S3.
import { expect } from 'vitest';
import { createPlanWithContent } from './lesson-plans';
import type { TestContext } from './test-app';

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export type StorageKind = 'local' | 's3';

export function uploadsOf(t: TestContext, kind: StorageKind, teacher: { id: number; cookie: string }) {
  /** POST /api/objects/upload for a file of this size and type. */
  const request = (size: number, contentType: string, cookie = teacher.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie },
      payload: { size, contentType },
    });

  const ask = async (body: Buffer, contentType: string, cookie = teacher.cookie) => {
    const res = await request(body.length, contentType, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { uploadURL: string; fileURL: string };
  };

  /** PUT the file to uploadURL with its content type (to this server, or to the store). */
  const put = async (uploadURL: string, body: Buffer, contentType: string, cookie = teacher.cookie) => {
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
    return { status: res.status, message: res.ok ? '' : await res.text() };
  };

  /** Asks for an address for this file and sends it there. */
  const upload = async (body: Buffer, contentType: string, cookie = teacher.cookie) => {
    const urls = await ask(body, contentType, cookie);
    const sent = await put(urls.uploadURL, body, contentType, cookie);
    return { ...urls, ...sent };
  };

  /** A new plan whose section takes the file as a resource. */
  const addResource = async (fileURL: string, cookie = teacher.cookie) => {
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

  /** GET the file, following S3's redirect to the store. */
  const read = async (fileURL: string, cookie = teacher.cookie) => {
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

  return { request, ask, put, upload, addResource, stored, read };
}
