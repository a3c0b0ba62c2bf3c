import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, registerJobs } from '../app';
import { loadConfig } from '../config';
import { testClock } from '../platform/clock';
import type { AppContext } from '../platform/context';
import { openDatabase } from '../platform/db/database';
import type { HttpApp } from '../platform/http/create-http-app';
import { createJobs } from '../platform/jobs/jobs';
import { createMailer } from '../platform/mail/mailer';
import { openStorage } from '../platform/storage/open-storage';

export type TestContext = {
  ctx: AppContext;
  app: HttpApp;
  clock: ReturnType<typeof testClock>;
  dataDir: string;
  /** The mails written so far, as raw RFC 822 text, oldest first. */
  mails(): string[];
  close(): Promise<void>;
};

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A database of this test file's own, cloned from the migrated template, and the real app on it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { adminUrl, template, prefix } = inject('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export type TestContextOptions = { env?: Record<string, string>; workJobs?: boolean; beforeReady?: (app: HttpApp) => void };

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const testDb = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kontor-test-data-'));
  // eVatR at a closed local port: no test asks the real service; one that needs answers starts its own.
  const env = { EVATR_URL: 'http://127.0.0.1:2/app/v1/abfrage', ...options.env };
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: testDb.url, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  const database = openDatabase(testDb.url, { max: 5 });
  const clock = testClock();
  const mailDir = path.join(dataDir, 'mail');
  // DATA_DIR/files, or the S3 bucket of STORAGE_URL when the options name one.
  const storage = await openStorage(config.storage, { createBucket: true });
  const ctx: AppContext = {
    config,
    database,
    jobs: createJobs(database),
    storage: storage.storage,
    mailer: createMailer({ mailDir, from: config.mailFrom, log: () => undefined }),
    clock,
    jwtSecret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256'),
    log: () => undefined,
  };
  registerJobs(ctx);
  await ctx.jobs.start({ work: options.workJobs ?? true });
  const app = await buildApp(ctx);
  options.beforeReady?.(app);
  await app.ready();
  return {
    ctx,
    app,
    clock,
    dataDir,
    mails() {
      if (!existsSync(mailDir)) return [];
      return readdirSync(mailDir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((f) => readFileSync(path.join(mailDir, f), 'utf8'));
    },
    async close() {
      await app.close();
      await ctx.jobs.stop();
      await database.close();
      storage.close();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The opening of an integration test file (or of a `describe`): the app on a database of its own,
 * started before the first test and closed after the last. The answer stands for that context and
 * is read inside tests and hooks; the hooks below it run after it started. Options that exist only
 * once an earlier hook ran (a port a fake service listens on) are given as a function.
 */
export function useTestContext(options: TestContextOptions | (() => TestContextOptions) = {}): TestContext {
  let started: TestContext | undefined;
  const current = (): TestContext => {
    if (!started) throw new Error('the test context starts in beforeAll: read it inside a test or a hook');
    return started;
  };
  beforeAll(async () => {
    started = await createTestContext(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await started?.close();
  });
  return {
    get ctx() {
      return current().ctx;
    },
    get app() {
      return current().app;
    },
    get clock() {
      return current().clock;
    },
    get dataDir() {
      return current().dataDir;
    },
    mails: () => current().mails(),
    close: () => current().close(),
  };
}
