import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../paths';

// Any constant will do; it only has to be the same for every server of this product.
const MIGRATION_LOCK = 72_616_401;

/** Applies the migrations; a session advisory lock makes a second server starting at once wait, then find nothing to do. */
export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Whether npm start has ever migrated this database (drizzle's table of applied migrations exists). */
export async function hasMigrations(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ found: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as found",
  );
  return rows[0]?.found != null;
}
