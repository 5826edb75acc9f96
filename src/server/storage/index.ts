import path from 'node:path';
import type { AppConfig } from '../config';
import { createLocalStorage } from './local-storage';
import type { FileStorage } from './storage';

export type { FileStorage } from './storage';

/**
 * S3 when S3_BUCKET is set, otherwise DATA_DIR/uploads. The AWS SDK is loaded only when S3 is
 * configured: it is large, and most schools run on local disk.
 */
export async function createStorage(config: AppConfig): Promise<FileStorage> {
  if (!config.s3) return createLocalStorage(path.join(config.dataDir, 'uploads'));
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config.s3);
}
