import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { businessToday } from '../clock';
import type { AppContext } from '../context';
import { writeBackup } from './backup-archive';
import { backupIntoStorage, rotateStoredBackups } from './stored-backups';

// Any constant will do; it only has to be the same for every server of this product.
const BACKUP_LOCK = 72_616_402;

const ARCHIVE = /^kontor-backup-(\d{4}-\d{2}-\d{2})\.tar$/;

/**
 * The nightly backup (BACKUP_DIR): `kontor-backup-YYYY-MM-DD.tar` of the Berlin day, into the folder
 * or under the key prefix in the S3 bucket (storage:backups/), then the oldest archives beyond
 * BACKUP_KEEP deleted. A session advisory lock lets one server at a time
 * write; a second run the same day (a retry) replaces that day's archive, which is only renamed
 * into place when complete.
 */
export async function nightlyBackup(ctx: AppContext): Promise<{ file: string | undefined; deleted: string[] }> {
  const settings = ctx.config.backup;
  if (!settings) return { file: undefined, deleted: [] };
  const client = await ctx.database.pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [BACKUP_LOCK]);
    if (!rows[0]?.locked) {
      ctx.log('backup: another server is writing the nightly backup');
      return { file: undefined, deleted: [] };
    }
    try {
      if ('storagePrefix' in settings) {
        const key = `${settings.storagePrefix}kontor-backup-${businessToday(ctx.clock)}.tar`;
        // Spooled under DATA_DIR: the disk the operator sized for Kontor, emptied again after each run.
        await backupIntoStorage({
          databaseUrl: ctx.database.url,
          storage: ctx.storage,
          key,
          spool: path.join(ctx.config.dataDir, 'backup-spool'),
          log: ctx.log,
          now: () => ctx.clock.now(),
        });
        const deleted = await rotateStoredBackups(ctx.storage, { prefix: settings.storagePrefix, keep: settings.keep }, ctx.log);
        return { file: key, deleted };
      }
      await mkdir(settings.dir, { recursive: true });
      // What a run that died left behind (its .part and its spooled tables): no other run is writing now.
      for (const name of await readdir(settings.dir)) {
        if (/^kontor-backup-.*\.tar\.part$/.test(name) || name.startsWith('.kontor-backup-')) {
          await rm(path.join(settings.dir, name), { recursive: true, force: true });
        }
      }
      const file = path.join(settings.dir, `kontor-backup-${businessToday(ctx.clock)}.tar`);
      await writeBackup({
        databaseUrl: ctx.database.url,
        storage: ctx.storage,
        target: file,
        force: true,
        log: ctx.log,
        now: () => ctx.clock.now(),
      });
      const archives = (await readdir(settings.dir)).filter((name) => ARCHIVE.test(name)).sort();
      const deleted = archives.slice(0, Math.max(0, archives.length - settings.keep));
      for (const name of deleted) {
        await rm(path.join(settings.dir, name), { force: true });
        ctx.log(`backup: ${name} deleted (BACKUP_KEEP=${settings.keep})`);
      }
      return { file, deleted };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [BACKUP_LOCK]);
    }
  } finally {
    client.release();
  }
}
