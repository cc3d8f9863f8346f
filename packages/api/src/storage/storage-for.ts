import { guardedStorage } from './guarded-storage';
import { createDiskStorage, type StorageAdapter, storageRootFor } from './storage';
import { parseStorageUrl } from './storage-url';

/**
 * The storage `STORAGE_URL` names (an S3 bucket), or the disk under `DATA_DIR/uploads` when it is unset;
 * its failures answer 503 (`guarded-storage.ts`).
 */
export async function storageFor(config: { storageUrl?: string; dataDir: string }): Promise<StorageAdapter> {
  if (!config.storageUrl) return guardedStorage(createDiskStorage(storageRootFor(config.dataDir)));
  const parsed = parseStorageUrl(config.storageUrl);
  if ('problem' in parsed) throw new Error(`STORAGE_URL: ${parsed.problem}`);
  // Loaded only when configured: the SDK is not needed (nor its start-up time paid) on disk storage.
  const { createS3Storage } = await import('./s3-storage');
  return guardedStorage(createS3Storage(parsed.location));
}
