import path from 'node:path';
import pg from 'pg';
import { type Config, ConfigError, databaseLabel, resolveJwtSecret } from './config';
import { registerJobs } from './app';
import { getLineReader } from './features/vehicle-ocr/page-lines';
import { systemClock } from './platform/clock';
import type { AppContext } from './platform/context';
import { openDatabase } from './platform/db/database';
import {
  databaseExists,
  embeddedClusterExists,
  ensureDatabase,
  runningEmbeddedUrl,
  startEmbeddedPostgres,
} from './platform/db/embedded-postgres';
import { hasMigrations, migrateDatabase } from './platform/db/migrate';
import { createJobs } from './platform/jobs/jobs';
import { createMailer } from './platform/mail/mailer';
import { openStorage } from './platform/storage/open-storage';
import { StorageUnavailableError } from './platform/storage/storage';

export type Running = {
  ctx: AppContext;
  /** Which database this process works on, without its password: for the operator to check. */
  database: string;
  shutdown(): Promise<void>;
};

/**
 * What an operator command may not do on a wrong DATA_DIR or DATABASE_URL: set up a database of
 * its own, which would look empty and hide the dealers' data.
 */
function noDatabase(setting: 'DATA_DIR' | 'DATABASE_URL', what: string): ConfigError {
  return new ConfigError([
    `${setting}: ${what}. npm start creates the database; an operator command never does. ` +
      'Give npm run admin the same DATA_DIR and DATABASE_URL as npm start: in the environment or in the .env file both read.',
  ]);
}

/** Whether connecting fails because the URL's database does not exist (invalid_catalog_name). */
async function isMissingDatabase(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === '3D000') return true;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The database the settings name, started or created when `create` allows. */
async function connectTo(
  config: Config,
  options: { reuseRunningEmbedded?: boolean; create: boolean },
): Promise<{ url: string; label: string; stopEmbedded?: () => Promise<void> }> {
  if (config.databaseUrl) {
    const label = databaseLabel(config.databaseUrl);
    if (!options.create && (await isMissingDatabase(config.databaseUrl))) {
      throw noDatabase('DATABASE_URL', `the database ${label} does not exist`);
    }
    return { url: config.databaseUrl, label };
  }
  const dir = path.join(config.dataDir, 'pg');
  const running = options.reuseRunningEmbedded ? runningEmbeddedUrl(dir, 'kontor') : undefined;
  if (running) return { url: running, label: `embedded PostgreSQL in ${dir} (npm start's, running)` };
  if (!options.create && !embeddedClusterExists(dir)) throw noDatabase('DATA_DIR', `no embedded PostgreSQL in ${dir}`);
  const embedded = await startEmbeddedPostgres({ dir });
  try {
    if (options.create) await ensureDatabase(embedded.url(), 'kontor');
    else if (!(await databaseExists(embedded.url(), 'kontor')))
      throw noDatabase('DATA_DIR', `the embedded PostgreSQL in ${dir} has no database kontor`);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return { url: embedded.url('kontor'), label: `embedded PostgreSQL in ${dir}`, stopEmbedded: embedded.stop };
}

/**
 * Everything the server and the worker share at start: PostgreSQL (embedded unless DATABASE_URL),
 * migrations, storage, mail, jobs. `createDatabase: false` (an operator command) works only on a
 * database npm start has set up, and refuses any other.
 */
export async function bootstrap(
  config: Config,
  log: (message: string) => void,
  options: { reuseRunningEmbedded?: boolean; createDatabase?: boolean } = {},
): Promise<Running> {
  const create = options.createDatabase ?? true;
  const {
    url: databaseUrl,
    label,
    stopEmbedded,
  } = await connectTo(config, { reuseRunningEmbedded: options.reuseRunningEmbedded, create });
  const database = openDatabase(databaseUrl);
  let storage: Awaited<ReturnType<typeof openStorage>>;
  try {
    if (!create && !(await hasMigrations(database.pool))) {
      throw noDatabase(config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR', `${label} has no Kontor tables`);
    }
    await migrateDatabase(database.pool);
    storage = await openStorage(config.storage, { createBucket: config.env !== 'production' }).catch((error: unknown) => {
      // A bucket that is missing or out of reach at start: said like a bad setting, without a stack.
      throw error instanceof StorageUnavailableError ? new ConfigError([`STORAGE_URL: ${error.message}`]) : error;
    });
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
    storage: storage.storage,
    mailer: createMailer({ smtpUrl: config.smtpUrl, mailDir: path.join(config.dataDir, 'mail'), from: config.mailFrom, log }),
    clock: systemClock,
    jwtSecret: new TextEncoder().encode(resolveJwtSecret(config)),
    log,
  };
  registerJobs(ctx);
  return {
    ctx,
    database: label,
    async shutdown() {
      await jobs.stop();
      // The OCR models' sessions (made on the first reading) would keep the process alive.
      await getLineReader().close();
      await database.close();
      storage.close();
      await stopEmbedded?.();
    },
  };
}
