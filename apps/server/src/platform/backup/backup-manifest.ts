import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import pg from 'pg';
import { migrationsFolder } from '../paths';

// One archive (tar) holds a whole installation: every table of the database as COPY text, written
// inside one REPEATABLE READ transaction (one snapshot, as pg_dump takes it), the stored files the
// snapshot's rows name, and manifest.json with the SHA-256 of every entry. A dealer keeps invoices,
// contracts and records for eight years unaltered (§ 147 AO, § 14b UStG, GoBD): the hashes show
// that what comes back is what was written.

export const BACKUP_FORMAT = 'kontor-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** The columns that hold a storage key: a new column naming a stored file must be called so, or its file is not backed up. */
export const FILE_KEY_COLUMNS = ['storage_key', 'logo_key', 'thumbnail_key'];

/** The schema with Kontor's tables; drizzle's record of migrations is compared, pg-boss's queue is not kept. */
export const SCHEMA = 'public';

export type ManifestTable = { name: string; entry: string; columns: string[]; rows: number; size: number; sha256: string };
export type ManifestFile = { key: string; entry: string; size: number; sha256: string };
export type Manifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  appVersion: string;
  database: {
    serverVersion: string;
    /** SHA-256 over the tables' hashes in order: the dump as one value. */
    sha256: string;
    /** drizzle's applied migrations (their SQL's hash), oldest first: the schema the rows belong to. */
    migrations: string[];
    tables: ManifestTable[];
    sequences: { name: string; value: string; isCalled: boolean }[];
  };
  files: ManifestFile[];
  /**
   * The queued jobs that had not finished at the snapshot (pg-boss's queue, not the periodic ticks):
   * sent again on restore, so a document being made or a clean-up due later still happens.
   */
  pendingJobs?: PendingJob[];
};

export type PendingJob = { name: string; data: unknown; startAfter: string };

/** A wrong use the operator can correct (the file exists, the folder is not writable, the target not empty): nothing was changed. */
export class BackupRefusal extends Error {}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (table: string) => `${quote(SCHEMA)}.${quote(table)}`;

export function appVersion(): string {
  const file = path.join(path.dirname(migrationsFolder()), 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** A pass-through that hashes what flows and counts bytes and newlines (COPY text: one line a row). */
export function measuring() {
  const hash = createHash('sha256');
  let size = 0;
  let lines = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, lines, sha256: hash.digest('hex') }) };
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'kontor-backup' });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new Error(`the database cannot be reached: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return client;
}

export async function tablesOf(client: pg.Client): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name,
            array(select a.attname::text from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                  order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
    [SCHEMA],
  );
  return rows;
}
