import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../platform/db/embedded-postgres';
import { migrateDatabase } from '../platform/db/migrate';

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pg: { adminUrl: string; template: string; prefix: string };
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Starts PostgreSQL for the integration tests (embedded, or the server in DATABASE_URL) and
 * migrates a template database once; each test file clones it (see test-context.ts).
 */
export default async function setup(project: TestProject) {
  const prefix = `kontor_t${process.pid}`;
  const template = `${prefix}_template`;
  let adminUrl = process.env.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  if (!adminUrl) {
    dir = mkdtempSync(path.join(tmpdir(), 'kontor-test-pg-'));
    const embedded = await startEmbeddedPostgres({ dir: path.join(dir, 'cluster') });
    stopEmbedded = embedded.stop;
    adminUrl = embedded.url('postgres');
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  const templateUrl = withDatabase(adminUrl, template);
  const pool = new pg.Pool({ connectionString: templateUrl, max: 2 });
  await migrateDatabase(pool);
  await pool.end();
  // pg-boss installs its schema once here rather than in every test database.
  const boss = new PgBoss({ connectionString: templateUrl, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
  project.provide('pg', { adminUrl, template, prefix });

  return async () => {
    const left = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
    for (const { datname } of left.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
    await stopEmbedded?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
