import type { Readable } from 'node:stream';
import { HttpError } from '../errors';

/** 413 for a file over the size it was asked for with (or the largest a lesson file may be). */
export class FileTooLargeError extends HttpError {
  constructor() {
    super(413, 'File too large', 'FILE_TOO_LARGE');
  }
}

/**
 * Where uploaded files live (docs/architecture.md#parts): local disk under DATA_DIR/uploads, or any
 * S3-compatible store when S3_BUCKET is set. Keys are random and checked by the caller
 * (`isObjectKey`) before they reach a storage.
 */
export interface FileStorage {
  kind: 'local' | 's3';
  /**
   * The address the browser PUTs the file to: this server (local), or a presigned S3 URL that
   * signs the length and type, so the store refuses any other body.
   */
  uploadUrl(key: string, file: DeclaredFile): Promise<string>;
  /**
   * The file's size, declared type and ETag (S3; a content digest), or null if nothing was
   * uploaded under this key.
   */
  stat(key: string): Promise<StoredObject | null>;
  /** The file's content from its start, for checking its type. */
  open(key: string): Promise<Readable>;
  /**
   * A short-lived signed address to read the file with these response headers (S3), or null
   * when this server streams the file itself (local).
   */
  downloadUrl(key: string, headers: { contentType: string; disposition: string }): Promise<string | null>;
  /** Idempotent: deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Local disk only: stores a request body, at most `maxBytes` (else a 413 and nothing kept). */
  write?(key: string, body: Readable, maxBytes: number): Promise<number>;
}

/** What the browser said it will upload: the exact length and the Content-Type header. */
export interface DeclaredFile {
  size: number;
  contentType: string;
}

export interface StoredObject {
  size: number;
  contentType?: string;
  etag?: string;
}

const OBJECT_KEY = /^[A-Za-z0-9_-]{16,64}$/;
export const isObjectKey = (key: string) => OBJECT_KEY.test(key);
