import path from 'node:path';
import { parseArgs } from 'node:util';
import { type CliCommand, CliUsageError, type StandaloneCliCommand } from '../../cli-commands';
import type { Config } from '../../config';
import { embeddedClusterExists, ensureDatabase, startEmbeddedPostgres } from '../db/embedded-postgres';
import { createFsStorage } from '../storage/fs-storage';
import { writeBackup } from './backup-archive';
import { BackupRefusal } from './backup-manifest';
import { databaseIsEmpty, restoreBackup } from './restore-archive';

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
  usage: 'backup <file.tar> [--force]       database and stored files into one archive (while the app runs)',
  async run(ctx, args) {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { force: { type: 'boolean' } } });
    const file = positionals[0];
    if (!file || positionals.length > 1) throw new CliUsageError('Usage: npm run admin -- backup <file.tar> [--force]');
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

/** Operator: an archive back into an empty DATA_DIR (and empty DATABASE_URL database, when set). */
export const restoreCommand: StandaloneCliCommand = {
  name: 'restore',
  usage: 'restore <file.tar>                an archive into an empty DATA_DIR / database (npm start stopped)',
  async runAlone(config, args, log) {
    const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
    const file = positionals[0];
    if (!file || positionals.length > 1) throw new CliUsageError('Usage: npm run admin -- restore <file.tar>');
    await asUsage(() =>
      restoreBackup({
        archive: file,
        storage: createFsStorage(path.join(config.dataDir, 'files')),
        database: restoreTarget(config, log),
        log,
      }),
    );
  },
};

export const backupCommands = [backupCommand, restoreCommand];
