import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { FILE_URL_PREFIX, fileKeyOf, MAX_LESSON_FILE_BYTES } from '../../../shared/lesson-plans/sections';
import type { Db, Tx } from '../../db/client';
import { sectionResources, uploads } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import type { FileStorage } from '../../storage';
import { type DeclaredFile, FileTooLargeError, type StoredObject } from '../../storage/storage';
import { checkFileType, refusalMessage } from './file-check';
import { ensureQuotaFor } from './quota';

/** An upload address is good this long after it was handed out. */
export const UPLOAD_WINDOW_MS = 15 * 60 * 1000;

type UploadRow = typeof uploads.$inferSelect;

/**
 * A new, empty upload of this teacher for a file of this size and type, if it fits in their
 * quota (else 413): where to PUT the file, and its URL for a resource.
 */
export async function createUpload(
  db: Db,
  storage: FileStorage,
  teacherId: number,
  file: DeclaredFile,
  quotaBytes: number,
) {
  // 192 random bits: the key is unguessable, so a file's address reveals nothing else.
  const key = randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    await ensureQuotaFor(tx, teacherId, file.size, quotaBytes);
    await tx.insert(uploads).values({ teacherId, objectKey: key, declaredSize: file.size });
  });
  return { uploadURL: await storage.uploadUrl(key, file), fileURL: `${FILE_URL_PREFIX}${key}` };
}

/** The most bytes the store may hold under this upload: what its address was signed for. */
export const allowedBytes = (row: UploadRow) => row.declaredSize ?? MAX_LESSON_FILE_BYTES;

/** The teacher's upload with this key; another teacher's (or none) is "not found". */
export async function ownedUpload(db: Db | Tx, teacherId: number, key: string): Promise<UploadRow> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.objectKey, key), eq(uploads.teacherId, teacherId)))
    .limit(1);
  if (!row) throw notFound('File not found');
  return row;
}

export const isExpired = (row: UploadRow, now = Date.now()) =>
  now - row.createdAt.getTime() > UPLOAD_WINDOW_MS;

const fileChanged = () => conflict('The file changed after it was checked: upload it again', 'FILE_CHANGED');

/** Other bytes than those checked: another size, or (S3) another ETag. */
const differs = (checked: { size: number | null; etag?: string | null }, now: StoredObject) =>
  checked.size !== now.size || (checked.etag != null && checked.etag !== now.etag);

/**
 * Checks an uploaded file once, where it lies: no bigger than its address allowed (at most
 * 50 MB), and one of the accepted types by its content (not its name or declared type). A file
 * that fails is deleted with its record. Its size and ETag are kept, to notice a replacement.
 */
export async function verifyUpload(db: Db, storage: FileStorage, row: UploadRow, declared?: string) {
  if (row.size !== null && row.contentType) return row;
  const stat = await storage.stat(row.objectKey);
  if (!stat) throw badRequest('The file was not uploaded', 'FILE_MISSING');
  const discard = async () => {
    await storage.delete(row.objectKey);
    await db.delete(uploads).where(eq(uploads.id, row.id));
  };
  // A store that enforces the signed length never holds more; this catches one that does not.
  if (stat.size > allowedBytes(row)) {
    await discard();
    throw new FileTooLargeError();
  }
  const type = await checkFileType(await storage.open(row.objectKey), declared ?? stat.contentType);
  if (!type) {
    await discard();
    throw new HttpError(415, refusalMessage(declared ?? stat.contentType), 'FILE_TYPE');
  }
  // The bytes read may not be the bytes stat saw if the file was replaced in between.
  const after = await storage.stat(row.objectKey);
  if (!after || differs({ size: stat.size, etag: stat.etag }, after)) {
    await discard();
    throw fileChanged();
  }
  const [updated] = await db
    .update(uploads)
    .set({ size: stat.size, contentType: type.contentType, etag: stat.etag ?? null })
    .where(eq(uploads.id, row.id))
    .returning();
  return updated;
}

/**
 * A checked file about to be used again: still there, and still the bytes that were checked
 * (an S3 upload address stays usable for minutes after the check). Refused otherwise (409);
 * the file is left to the resources that already use it.
 */
async function ensureUnchanged(storage: FileStorage, row: UploadRow) {
  const now = await storage.stat(row.objectKey);
  if (!now) throw badRequest('The file is missing: upload it again', 'FILE_MISSING');
  if (differs(row, now)) throw fileChanged();
}

/**
 * Before resources point at uploaded files: each file must be the teacher's and pass its check
 * (with S3 the browser uploaded it straight to the store, so this is the first look at it).
 */
export async function claimFiles(
  db: Db,
  storage: FileStorage,
  teacherId: number,
  urls: (string | undefined)[],
) {
  for (const url of urls) {
    const key = url ? fileKeyOf(url) : null;
    if (!key) continue;
    const row = await ownedUpload(db, teacherId, key);
    if (row.size !== null && row.contentType) await ensureUnchanged(storage, row);
    else await verifyUpload(db, storage, row);
  }
}

/**
 * The keys among these that a restore may link: the teacher's own files that were checked (a
 * size and a verified type). Another account's file, an unchecked upload or a missing record is
 * left out, so a restore never makes a resource of a file nobody checked.
 */
export async function checkedFileKeys(db: Db | Tx, teacherId: number, keys: string[]) {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .select({ key: uploads.objectKey })
    .from(uploads)
    .where(
      and(
        eq(uploads.teacherId, teacherId),
        inArray(uploads.objectKey, keys),
        isNotNull(uploads.size),
        isNotNull(uploads.contentType),
      ),
    );
  return new Set(rows.map((r) => r.key));
}

/** The upload keys among these resource addresses. */
export const fileKeysOf = (urls: string[]) => urls.map(fileKeyOf).filter((k): k is string => k !== null);

/**
 * After resources were deleted (or repointed): their files that no resource uses any more go,
 * record and bytes. Runs after the commit; a storage failure is logged, never undoes the delete.
 */
export async function releaseFiles(db: Db, storage: FileStorage, keys: string[], log?: FastifyBaseLogger) {
  if (!keys.length) return;
  await deleteUnused(db, storage, inArray(uploads.objectKey, [...new Set(keys)]), log);
}

/** Deletes the uploads matching `which` that no resource points at, record and bytes. */
async function deleteUnused(db: Db, storage: FileStorage, which: SQL, log?: FastifyBaseLogger) {
  const gone = await db
    .delete(uploads)
    .where(
      and(
        which,
        sql`not exists (select 1 from ${sectionResources} r where r.url = ${FILE_URL_PREFIX} || ${uploads.objectKey})`,
      ),
    )
    .returning({ key: uploads.objectKey });
  await deleteStored(
    storage,
    gone.map((g) => g.key),
    log,
  );
  return gone.length;
}

export async function deleteStored(storage: FileStorage, keys: string[], log?: FastifyBaseLogger) {
  for (const key of keys) {
    await storage.delete(key).catch((err) => log?.warn({ err }, 'could not delete an uploaded file'));
  }
}

/** Every upload key of a teacher (their account is being deleted). */
export async function teacherFileKeys(db: Db | Tx, teacherId: number) {
  const rows = await db
    .select({ key: uploads.objectKey })
    .from(uploads)
    .where(eq(uploads.teacherId, teacherId));
  return rows.map((r) => r.key);
}

/**
 * An upload no resource points at, this long after its address was handed out, was abandoned (a
 * dialog closed before saving): its bytes go. A day leaves any open dialog far behind; the
 * address itself stops taking files after 15 minutes.
 */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Deletes abandoned uploads, record and bytes; idempotent, so every instance may run it. */
export async function sweepUnattachedUploads(
  db: Db,
  storage: FileStorage,
  log?: FastifyBaseLogger,
  now = Date.now(),
) {
  return deleteUnused(db, storage, lt(uploads.createdAt, new Date(now - UNATTACHED_UPLOAD_TTL_MS)), log);
}
