import { join } from 'node:path';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import type { StorageConfig } from './storage-config';

/** The configured driver: local disk under DATA_DIR/uploads unless STORAGE_DRIVER=s3. */
export const createStorage = (config: { dataDir: string; storage?: StorageConfig }): FileStorage => {
  const storage = config.storage ?? { driver: 'disk' };
  if (storage.driver === 's3') return new S3Storage(storage);
  return new LocalDiskStorage(join(config.dataDir, 'uploads'));
};
