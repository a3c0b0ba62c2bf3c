import type { Config } from '../config';
import type { Clock } from './clock';
import type { Database } from './db/database';
import type { Jobs } from './jobs/jobs';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/storage';

/** What every feature may use; built once at start (bootstrap.ts) or per test file. */
export type AppContext = {
  config: Config;
  database: Database;
  jobs: Jobs;
  storage: Storage;
  mailer: Mailer;
  clock: Clock;
  jwtSecret: Uint8Array;
  log: (message: string) => void;
};
