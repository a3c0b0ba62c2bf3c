import path from 'node:path';
import { type Config, resolveJwtSecret } from './config';
import { registerJobs } from './app';
import { closeOcrEngine } from './features/vehicles/vehicle-ocr.engine';
import { systemClock } from './platform/clock';
import type { AppContext } from './platform/context';
import { openDatabase } from './platform/db/database';
import { ensureDatabase, runningEmbeddedUrl, startEmbeddedPostgres } from './platform/db/embedded-postgres';
import { migrateDatabase } from './platform/db/migrate';
import { createJobs } from './platform/jobs/jobs';
import { createMailer } from './platform/mail/mailer';
import { createFsStorage } from './platform/storage/fs-storage';

export type Running = { ctx: AppContext; shutdown(): Promise<void> };

/**
 * Everything the server and the worker share at start: PostgreSQL (embedded unless DATABASE_URL),
 * migrations, storage, mail, jobs.
 */
export async function bootstrap(
  config: Config,
  log: (message: string) => void,
  options: { reuseRunningEmbedded?: boolean } = {},
): Promise<Running> {
  let databaseUrl = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!databaseUrl && options.reuseRunningEmbedded) databaseUrl = runningEmbeddedUrl(path.join(config.dataDir, 'pg'), 'kontor');
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'pg') });
    stopEmbedded = embedded.stop;
    await ensureDatabase(embedded.url(), 'kontor');
    databaseUrl = embedded.url('kontor');
  }
  const database = openDatabase(databaseUrl);
  try {
    await migrateDatabase(database.pool);
  } catch (error) {
    await database.close();
    await stopEmbedded?.();
    throw error;
  }
  const jobs = createJobs(database, { log });
  const ctx: AppContext = {
    config,
    database,
    jobs,
    storage: createFsStorage(path.join(config.dataDir, 'files')),
    mailer: createMailer({ smtpUrl: config.smtpUrl, mailDir: path.join(config.dataDir, 'mail'), from: config.mailFrom, log }),
    clock: systemClock,
    jwtSecret: new TextEncoder().encode(resolveJwtSecret(config)),
    log,
  };
  registerJobs(ctx);
  return {
    ctx,
    async shutdown() {
      await jobs.stop();
      // The OCR workers (made on the first reading) would keep the process alive.
      await closeOcrEngine();
      await database.close();
      await stopEmbedded?.();
    },
  };
}
