import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { from as copyFrom } from 'pg-copy-streams';
import tarStream from 'tar-stream';
import { migrationsFolder } from '../paths';
import type { Storage } from '../storage/storage';
import {
  appVersion,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupRefusal,
  connect,
  type Manifest,
  measuring,
  qualified,
  quote,
  SCHEMA,
  sha256,
  tablesOf,
} from './backup-manifest';

// Restore: the archive unpacked and checked against its manifest before anything is touched, then
// the rows into a database migrated to the archive's schema and the files back through storage.

/** The archive unpacked into `dir`, each entry's SHA-256 taken while it was written, and its manifest. */
async function unpack(
  archive: string,
  dir: string,
): Promise<{ manifest: Manifest; hashes: Map<string, { size: number; sha256: string }> }> {
  const hashes = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  const extract = tarStream.extract();
  const reading = pipeline(createReadStream(archive), extract);
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (entry.header.type !== 'file' || path.isAbsolute(name) || name.split('/').some((part) => part === '..' || part === '')) {
        throw new Error(`the archive is damaged: unexpected entry ${name}`);
      }
      if (name === 'manifest.json') {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const at = path.join(dir, name);
      await mkdir(path.dirname(at), { recursive: true });
      const measure = measuring();
      await pipeline(entry, measure.stream, createWriteStream(at));
      const { size, sha256: hash } = measure.result();
      hashes.set(name, { size, sha256: hash });
    }
    await reading;
  } catch (error) {
    await reading.catch(() => undefined);
    if (error instanceof Error && error.message.startsWith('the archive is damaged')) throw error;
    throw new Error(`the archive is damaged or not a Kontor backup: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  if (!manifestText) throw new Error('the archive is damaged or not a Kontor backup: it has no manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestText) as Manifest;
  } catch (error) {
    throw new Error('the archive is damaged: manifest.json is not JSON', { cause: error });
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new Error(`not a Kontor backup of format ${BACKUP_FORMAT_VERSION} (${manifest.format} ${manifest.formatVersion})`);
  }
  return { manifest, hashes };
}

/** Every entry as the manifest says (size and SHA-256), none missing, none more: else the archive was changed. */
function verifyEntries(manifest: Manifest, hashes: Map<string, { size: number; sha256: string }>): void {
  const expected = [...manifest.database.tables, ...manifest.files];
  const problems: string[] = [];
  for (const item of expected) {
    const got = hashes.get(item.entry);
    if (!got) problems.push(`${item.entry} is missing`);
    else if (got.sha256 !== item.sha256 || got.size !== item.size)
      problems.push(`${item.entry}: SHA-256 differs from the manifest`);
  }
  const named = new Set(expected.map((item) => item.entry));
  for (const entry of hashes.keys()) if (!named.has(entry)) problems.push(`${entry} is not in the manifest`);
  const dumpHash = sha256(manifest.database.tables.map((table) => `${table.name}:${table.sha256}`).join('\n'));
  if (dumpHash !== manifest.database.sha256) problems.push('the database dump hash differs from the manifest');
  if (problems.length > 0) {
    throw new Error(`the archive is damaged, nothing was restored:\n  ${problems.slice(0, 20).join('\n  ')}`);
  }
}

/** How many of the app's migrations the archive's schema stands at; refused when it is not a prefix of them. */
function migrationsMatch(manifest: Manifest): { count: number; total: number } {
  const own = readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((migration) => migration.hash);
  const theirs = manifest.database.migrations;
  if (theirs.length > own.length || theirs.some((hash, index) => own[index] !== hash)) {
    throw new BackupRefusal(
      `the archive was written by Kontor ${manifest.appVersion} with a database schema this version (${appVersion()}) does not know: restore it with that version or a newer one`,
    );
  }
  return { count: theirs.length, total: own.length };
}

/** Applies the app's first `count` migrations: the schema the archive's rows were written in. */
async function migrateTo(databaseUrl: string, count: number): Promise<void> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const source = migrationsFolder();
  const folder = await mkdtemp(path.join(tmpdir(), 'kontor-migrations-'));
  try {
    const journal = JSON.parse(await readFile(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    journal.entries = journal.entries.slice(0, count);
    await mkdir(path.join(folder, 'meta'));
    await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
    for (const { tag } of journal.entries) {
      await writeFile(path.join(folder, `${tag}.sql`), await readFile(path.join(source, `${tag}.sql`)));
    }
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    try {
      await migrate(drizzle(pool), { migrationsFolder: folder });
    } finally {
      await pool.end();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Whether the database holds no table of Kontor's (nor anything in its schemas). */
export async function databaseIsEmpty(databaseUrl: string): Promise<boolean> {
  const client = await connect(databaseUrl);
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle', 'pgboss') and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
    );
    return rows[0]?.n === 0;
  } finally {
    await client.end();
  }
}

/** The tables in an order that loads every row after the rows its foreign keys point to. */
async function loadOrder(client: pg.Client, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = $1 and c.oid <> p.oid`,
    [SCHEMA],
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: string[]) => {
    if (placed.has(table) || path.includes(table)) return;
    for (const row of rows) if (row.child === table) visit(row.parent, [...path, table]);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered.filter((table) => tables.includes(table));
}

/** The rows of the unpacked dump into the migrated, empty database: one transaction, the tables' own triggers off. */
async function loadDatabase(
  databaseUrl: string,
  { manifest, dir }: { manifest: Manifest; dir: string },
  log: (message: string) => void,
): Promise<void> {
  const client = await connect(databaseUrl);
  try {
    await client.query('begin');
    const present = new Set((await tablesOf(client)).map((table) => table.name));
    const missing = manifest.database.tables.filter((table) => !present.has(table.name)).map((table) => table.name);
    if (missing.length > 0) throw new Error(`the migrated database lacks the tables ${missing.join(', ')}`);
    const all = [...present].map(qualified).join(', ');
    // The rows come as they were: the counts and first-photo triggers (their results are in the
    // dump), the audit trail's append-only guard and any migration's seed rows must not act again.
    for (const table of present) await client.query(`alter table ${qualified(table)} disable trigger user`);
    if (all) await client.query(`truncate ${all}`);
    const byName = new Map(manifest.database.tables.map((table) => [table.name, table]));
    const order = await loadOrder(client, [...byName.keys()]);
    for (const [index, name] of order.entries()) {
      const table = byName.get(name);
      if (!table || table.rows === 0) continue;
      const columns = table.columns.map(quote).join(', ');
      await pipeline(
        createReadStream(path.join(dir, table.entry)),
        client.query(copyFrom(`copy ${qualified(name)} (${columns}) from stdin`)),
      );
      if ((index + 1) % 10 === 0) log(`restore: database ${index + 1}/${order.length} tables`);
    }
    for (const sequence of manifest.database.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        qualified(sequence.name),
        sequence.value,
        sequence.isCalled,
      ]);
    }
    for (const table of present) await client.query(`alter table ${qualified(table)} enable trigger user`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** The jobs unfinished at the snapshot, queued again (pg-boss's schema is set up as a start would). */
async function requeue(databaseUrl: string, jobs: Manifest['pendingJobs']): Promise<void> {
  if (!jobs || jobs.length === 0) return;
  const boss = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false });
  await boss.start();
  try {
    for (const name of new Set(jobs.map((job) => job.name))) {
      await boss.createQueue(name);
      const own = jobs.filter((job) => job.name === name);
      await boss.insert(
        name,
        own.map((job) => ({ data: job.data as object, startAfter: new Date(job.startAfter) })),
      );
    }
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}

async function hashStream(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(stream, new PassThrough().on('data', (chunk: Buffer) => hash.update(chunk)).resume());
  return hash.digest('hex');
}

export type RestoreSummary = { tables: number; rows: number; files: number; bytes: number; seconds: number };

/**
 * The archive back into an empty database and empty storage. The archive is unpacked and checked
 * against its manifest first (a changed byte refuses it, nothing restored); the target is checked
 * empty before anything is written; afterwards the rows per table and every file's SHA-256 are
 * compared with the manifest again.
 */
export async function restoreBackup(options: {
  archive: string;
  storage: Storage;
  /** Keys under this prefix (the backups kept in the same bucket) do not count against an empty storage. */
  ignoredPrefix?: string;
  /** Checked empty, and opened (an embedded server started) only after the archive passed its check. */
  database: { isEmpty(): Promise<boolean>; open(): Promise<{ url: string; close(): Promise<void> }> };
  log: (message: string) => void;
}): Promise<RestoreSummary> {
  const started = Date.now();
  const archive = path.resolve(options.archive);
  if (!existsSync(archive)) throw new BackupRefusal(`${archive} does not exist`);
  const dir = await mkdtemp(path.join(tmpdir(), 'kontor-restore-'));
  try {
    options.log(`restore: reading and checking ${archive}`);
    const { manifest, hashes } = await unpack(archive, dir);
    verifyEntries(manifest, hashes);
    const { count, total } = migrationsMatch(manifest);
    options.log(
      `restore: archive of ${manifest.createdAt} (Kontor ${manifest.appVersion}) checked: ${manifest.database.tables.length} tables, ${manifest.files.length} files`,
    );
    for await (const key of options.storage.list()) {
      if (options.ignoredPrefix && key.startsWith(options.ignoredPrefix)) continue;
      throw new BackupRefusal(
        `the data folder's files are not empty (${key}): restore only into an empty data folder; nothing was changed`,
      );
    }
    if (!(await options.database.isEmpty())) {
      throw new BackupRefusal('the database is not empty: restore only into an empty database; nothing was changed');
    }
    const database = await options.database.open();
    try {
      await migrateTo(database.url, count);
      await loadDatabase(database.url, { manifest, dir }, options.log);
      const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
      options.log(`restore: database: ${manifest.database.tables.length} tables, ${rows} rows`);
      let bytes = 0;
      for (const [index, file] of manifest.files.entries()) {
        const stored = await options.storage.put(file.key, createReadStream(path.join(dir, file.entry)));
        if (stored.sha256 !== file.sha256) throw new Error(`${file.key} was stored with another SHA-256 than the manifest's`);
        bytes += stored.size;
        if ((index + 1) % 500 === 0) options.log(`restore: files ${index + 1}/${manifest.files.length}`);
      }
      // And checked once more as they now are: the rows per table and every stored file.
      const check = await connect(database.url);
      try {
        for (const table of manifest.database.tables) {
          const { rows: counted } = await check.query<{ n: string }>(`select count(*)::text as n from ${qualified(table.name)}`);
          if (Number(counted[0]?.n) !== table.rows) {
            throw new Error(`${table.name}: ${counted[0]?.n} rows restored, the manifest says ${table.rows}`);
          }
        }
      } finally {
        await check.end();
      }
      for (const file of manifest.files) {
        if ((await hashStream(await options.storage.stream(file.key))) !== file.sha256) {
          throw new Error(`${file.key} reads back with another SHA-256 than the manifest's`);
        }
      }
      await requeue(database.url, manifest.pendingJobs);
      if (manifest.pendingJobs?.length) options.log(`restore: ${manifest.pendingJobs.length} unfinished job(s) queued again`);
      // An archive of an older Kontor: its rows went into its own schema, now brought up to this version's.
      if (count < total) {
        options.log(`restore: migrating the archive's schema (${count} migrations) to this version's (${total})`);
        await migrateTo(database.url, total);
      }
      const summary = {
        tables: manifest.database.tables.length,
        rows,
        files: manifest.files.length,
        bytes,
        seconds: (Date.now() - started) / 1000,
      };
      options.log(
        `restore: done: ${summary.tables} tables, ${rows} rows, ${summary.files} files (${bytes} bytes), every hash as in the manifest, in ${summary.seconds.toFixed(1)} s`,
      );
      return summary;
    } catch (error) {
      // Past this point the target was written to: say what is left to clear before the next try.
      throw new Error(
        `the restore stopped after it began writing (${error instanceof Error ? error.message : String(error)}); ` +
          'before trying again, empty the database (drop and create it, or a fresh DATA_DIR) and the data folder’s files',
        { cause: error },
      );
    } finally {
      await database.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
