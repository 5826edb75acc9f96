import path from 'node:path';
import type { AppConfig } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

export type { FileStorage } from './storage';

/** S3 when S3_BUCKET is set, otherwise DATA_DIR/uploads. */
export const createStorage = (config: AppConfig) =>
  config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'uploads'));
