import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isMissingFile, type Storage } from '../storage/storage';
import { writeBackup } from './backup-archive';
import { BackupRefusal } from './backup-manifest';

// Backups kept in the file storage (BACKUP_DIR=storage:backups/): with the files in an S3 bucket, the
// archives go there too, under a key prefix of their own, so no server needs a disk of its own for
// them. The archive is written to a spool file first (writeBackup checks and renames it complete),
// then uploaded in parts: an object appears in S3 only complete, so no half archive is ever listed.

/** The name a stored archive has under its prefix: one a Berlin day. */
export const STORED_ARCHIVE = /^kontor-backup-(\d{4}-\d{2}-\d{2})\.tar$/;

/** The whole installation into one archive under `key` in the storage; `spool` is a folder of this process's own. */
export async function backupIntoStorage(options: {
  databaseUrl: string;
  storage: Storage;
  key: string;
  spool: string;
  log: (message: string) => void;
  now?: () => Date;
}): Promise<{ key: string; size: number }> {
  await rm(options.spool, { recursive: true, force: true });
  await mkdir(options.spool, { recursive: true });
  try {
    const file = path.join(options.spool, path.posix.basename(options.key));
    await writeBackup({
      databaseUrl: options.databaseUrl,
      storage: options.storage,
      target: file,
      log: options.log,
      now: options.now,
    });
    const stored = await options.storage.put(options.key, createReadStream(file));
    options.log(`backup: ${options.key} stored in the file storage (${stored.size} bytes)`);
    return { key: options.key, size: stored.size };
  } finally {
    await rm(options.spool, { recursive: true, force: true });
  }
}

/** The archives under `prefix`, oldest first. */
export async function storedArchives(storage: Storage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) if (STORED_ARCHIVE.test(key.slice(prefix.length))) keys.push(key);
  return keys.sort();
}

/** Deletes the oldest archives under `prefix` beyond the last `keep`; answers the deleted keys. */
export async function rotateStoredBackups(
  storage: Storage,
  settings: { prefix: string; keep: number },
  log: (message: string) => void,
): Promise<string[]> {
  const archives = await storedArchives(storage, settings.prefix);
  const deleted = archives.slice(0, Math.max(0, archives.length - settings.keep));
  for (const key of deleted) {
    await storage.delete(key);
    log(`backup: ${key} deleted (BACKUP_KEEP=${settings.keep})`);
  }
  return deleted;
}

/** The stored archive `key` downloaded into `dir` (streamed, never held whole), for a restore to read. */
export async function fetchStoredBackup(storage: Storage, key: string, dir: string): Promise<string> {
  const file = path.join(dir, 'archive.tar');
  let stream;
  try {
    stream = await storage.stream(key);
  } catch (error) {
    if (!isMissingFile(error)) throw error;
    const prefix = key.includes('/') ? key.slice(0, key.lastIndexOf('/') + 1) : '';
    const known = (await storedArchives(storage, prefix)).slice(-5);
    throw new BackupRefusal(
      `the file storage has no ${key}${known.length > 0 ? ` (the latest there: ${known.join(', ')})` : ''}; nothing was changed`,
    );
  }
  await pipeline(stream, createWriteStream(file));
  return file;
}
