// An S3-compatible store for the upload tests: s3rver (an emulator) behind a gate that checks
// presigned signatures as S3 does (tests/support/s3-gate.ts), with one bucket.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../src/server/config';
import { startS3Gate } from './s3-gate';

const SECRET = 'S3RVER';

export interface TestS3 {
  /** The app's configuration: the gate's address. */
  config: S3Config;
  /** s3rver itself, which takes any body: what a store that ignores signatures would do. */
  directUrl: string;
  close(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rc-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await server.run();
  const directUrl = `http://127.0.0.1:${port}`;
  const gate = await startS3Gate(directUrl, SECRET);
  const config: S3Config = {
    bucket: 'lesson-files',
    endpoint: gate.url,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: SECRET,
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: directUrl,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: SECRET },
  });
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  client.destroy();
  return {
    config,
    directUrl,
    async close() {
      await gate.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
