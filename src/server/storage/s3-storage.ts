import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config';
import { type FileStorage, isObjectKey } from './storage';

/** Presigned addresses live this long: enough to start an upload or a download, no more. */
export const PRESIGN_SECONDS = 5 * 60;

function s3Client(cfg: S3Config) {
  return new S3Client({
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: cfg.forcePathStyle,
    credentials:
      cfg.accessKeyId && cfg.secretAccessKey
        ? { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey }
        : undefined,
    // By default the SDK signs a checksum of the (empty) body into presigned uploads, which a
    // store then compares with the real file: checksums only where an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

/** Whether the bucket exists and these credentials may use it; throws the SDK's error otherwise. */
export async function headBucket(cfg: S3Config, abortSignal: AbortSignal) {
  const client = s3Client(cfg);
  try {
    await client.send(new HeadBucketCommand({ Bucket: cfg.bucket }), { abortSignal });
  } finally {
    client.destroy();
  }
}

/**
 * Any S3-compatible store (AWS, MinIO, R2, s3rver in the tests). The browser PUTs to and reads
 * from the store directly through presigned URLs; this server only signs, checks and deletes,
 * so any number of app instances share the files.
 */
export function createS3Storage(cfg: S3Config): FileStorage {
  const client = s3Client(cfg);
  const Bucket = cfg.bucket;
  const checked = (key: string) => {
    if (!isObjectKey(key)) throw new Error(`invalid object key ${JSON.stringify(key)}`);
    return cfg.prefix ? `${cfg.prefix}${key}` : key;
  };
  return {
    kind: 's3',
    uploadUrl: (key, file) =>
      getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          ContentLength: file.size,
          ContentType: file.contentType,
        }),
        // Signed headers: the store refuses a body of another length or type (reusing the
        // address within its minutes for a bigger file included).
        { expiresIn: PRESIGN_SECONDS, signableHeaders: new Set(['content-length', 'content-type']) },
      ),
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType, etag: head.ETag };
      } catch (err) {
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404) return null;
        throw err;
      }
    },
    async open(key) {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
      return res.Body as Readable;
    },
    downloadUrl: (key, headers) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: checked(key),
          ResponseContentType: headers.contentType,
          ResponseContentDisposition: headers.disposition,
          ResponseCacheControl: 'private, max-age=0',
        }),
        { expiresIn: PRESIGN_SECONDS },
      ),
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
  };
}
