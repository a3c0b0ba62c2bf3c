import { createFsStorage } from './fs-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';
import type { StorageSettings } from './storage-url';

/**
 * The storage the settings name. An S3 bucket must exist: in production a missing one stops the
 * start (a typo in STORAGE_URL must not scatter files into a new bucket); in development and tests
 * it is created, so a fresh local S3 server needs no set-up.
 */
export async function openStorage(
  settings: StorageSettings,
  options: { createBucket: boolean },
): Promise<{ storage: Storage; close(): void }> {
  if (settings.kind === 'fs') return { storage: createFsStorage(settings.dir), close: () => undefined };
  const storage = createS3Storage(settings);
  try {
    await storage.ensureBucket({ create: options.createBucket });
  } catch (error) {
    storage.close();
    throw error;
  }
  return { storage, close: () => storage.close() };
}
