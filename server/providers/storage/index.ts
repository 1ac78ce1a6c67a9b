import path from 'node:path';
import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';

export type { FileStorage } from './file-storage.ts';

/** Where local files live: DATA_DIR/files. */
export function localFilesDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'files');
}

/** S3 when S3_BUCKET is set, else DATA_DIR/files. */
export function createFileStorage(config: Config): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(localFilesDir(config));
}
