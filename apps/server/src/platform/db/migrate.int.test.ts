import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { migrateDatabase } from './migrate';

// A database that is NOT cloned from the migrated template: two servers migrate it at once.
const name = `${inject('pg').prefix}_migrate_race`;
let adminUrl: string;
let url: string;

beforeAll(async () => {
  adminUrl = inject('pg').adminUrl;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${name}`;
  url = parsed.toString();
});
afterAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
});

describe('migrations', () => {
  it('are safe when two servers start at once', async () => {
    const a = new pg.Pool({ connectionString: url, max: 2 });
    const b = new pg.Pool({ connectionString: url, max: 2 });
    await Promise.all([migrateDatabase(a), migrateDatabase(b)]);
    const applied = await a.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const tables = await a.query("select 1 from information_schema.tables where table_name = 'job_runs'");
    expect(tables.rowCount).toBe(1);
    expect(applied.rows[0].n).toBeGreaterThan(0);
    // Running again changes nothing.
    await migrateDatabase(b);
    const again = await a.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(again.rows[0].n).toBe(applied.rows[0].n);
    await a.end();
    await b.end();
  });
});
