import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type CliCommand, CliUsageError, type StandaloneCliCommand } from '../../cli-commands';
import { type Config, ConfigError } from '../../config';
import { embeddedClusterExists, ensureDatabase, startEmbeddedPostgres } from '../db/embedded-postgres';
import { openStorage } from '../storage/open-storage';
import { type Storage, StorageUnavailableError } from '../storage/storage';
import { writeBackup } from './backup-archive';
import { BackupRefusal } from './backup-manifest';
import { databaseIsEmpty, restoreBackup } from './restore-archive';
import { backupIntoStorage, fetchStoredBackup } from './stored-backups';

/** `storage:<key>` names an archive in the file storage (the S3 bucket) instead of a file on this machine. */
const IN_STORAGE = 'storage:';

/** A refusal (the file exists, the target is not empty) is a wrong use: exit code 2, like the other commands'. */
async function asUsage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BackupRefusal) throw new CliUsageError(error.message);
    throw error;
  }
}

/** Operator: the whole installation into one archive, while the app serves. */
export const backupCommand: CliCommand = {
  name: 'backup',
  usage: 'backup <file.tar | storage:<key>> [--force]  database and stored files into one archive (while the app runs)',
  async run(ctx, args) {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { force: { type: 'boolean' } } });
    const file = positionals[0];
    if (!file || positionals.length > 1) {
      throw new CliUsageError('Usage: npm run admin -- backup <file.tar | storage:<key>> [--force]');
    }
    if (file.startsWith(IN_STORAGE)) {
      const key = file.slice(IN_STORAGE.length);
      for await (const existing of ctx.storage.list(key)) {
        if (existing === key && !values.force)
          throw new CliUsageError(`${key} exists in the file storage: give --force to replace it`);
      }
      const spool = path.join(ctx.config.dataDir, `backup-spool-${process.pid}`);
      await asUsage(() => backupIntoStorage({ databaseUrl: ctx.database.url, storage: ctx.storage, key, spool, log: ctx.log }));
      return;
    }
    await asUsage(() =>
      writeBackup({ databaseUrl: ctx.database.url, storage: ctx.storage, target: file, force: values.force, log: ctx.log }),
    );
  },
};

/** The database a restore fills: DATABASE_URL's (it must exist and be empty), else an embedded one set up in DATA_DIR. */
function restoreTarget(config: Config, log: (message: string) => void) {
  const { databaseUrl } = config;
  if (databaseUrl) {
    return {
      isEmpty: () => databaseIsEmpty(databaseUrl),
      open: async () => ({ url: databaseUrl, close: async () => undefined }),
    };
  }
  const dir = path.join(config.dataDir, 'pg');
  return {
    // A cluster that exists may hold data: only a DATA_DIR without one counts as empty.
    isEmpty: async () => !embeddedClusterExists(dir),
    open: async () => {
      log(`restore: setting up the embedded PostgreSQL in ${dir}`);
      const embedded = await startEmbeddedPostgres({ dir });
      await ensureDatabase(embedded.url(), 'kontor');
      return { url: embedded.url('kontor'), close: embedded.stop };
    },
  };
}

/** The archive a restore reads: the file named, or the stored one downloaded into a folder removed afterwards. */
async function withArchive<T>(storage: Storage, name: string, work: (archive: string) => Promise<T>): Promise<T> {
  if (!name.startsWith(IN_STORAGE)) return work(name);
  const dir = await mkdtemp(path.join(tmpdir(), 'kontor-restore-download-'));
  try {
    return await work(await fetchStoredBackup(storage, name.slice(IN_STORAGE.length), dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Operator: an archive back into an empty DATA_DIR (and empty DATABASE_URL database, when set), its
 * files into the configured storage (DATA_DIR/files or the S3 bucket of STORAGE_URL). The backups
 * kept in that bucket (BACKUP_DIR=storage:…, or the prefix of the key restored) stay there and do
 * not count against an empty storage.
 */
export const restoreCommand: StandaloneCliCommand = {
  name: 'restore',
  usage: 'restore <file.tar | storage:<key>>  an archive into an empty DATA_DIR / database / bucket (npm start stopped)',
  async runAlone(config, args, log) {
    const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
    const name = positionals[0];
    if (!name || positionals.length > 1) throw new CliUsageError('Usage: npm run admin -- restore <file.tar | storage:<key>>');
    const key = name.startsWith(IN_STORAGE) ? name.slice(IN_STORAGE.length) : undefined;
    const ignoredPrefix =
      config.backup && 'storagePrefix' in config.backup
        ? config.backup.storagePrefix
        : key?.includes('/')
          ? key.slice(0, key.lastIndexOf('/') + 1)
          : undefined;
    const { storage, close } = await openStorage(config.storage, { createBucket: config.env !== 'production' }).catch(
      (error: unknown) => {
        throw error instanceof StorageUnavailableError ? new ConfigError([`STORAGE_URL: ${error.message}`]) : error;
      },
    );
    try {
      await asUsage(() =>
        withArchive(storage, name, (archive) =>
          restoreBackup({ archive, storage, ignoredPrefix, database: restoreTarget(config, log), log }),
        ),
      );
    } finally {
      close();
    }
  },
};

export const backupCommands = [backupCommand, restoreCommand];
