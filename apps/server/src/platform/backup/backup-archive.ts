import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import tarStream from 'tar-stream';
import type { Storage } from '../storage/storage';
import {
  appVersion,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupRefusal,
  connect,
  FILE_KEY_COLUMNS,
  type Manifest,
  type ManifestFile,
  type ManifestTable,
  type PendingJob,
  measuring,
  qualified,
  quote,
  SCHEMA,
  sha256,
  tablesOf,
} from './backup-manifest';

// Backup: the tables (COPY text) inside one snapshot, then the files its rows name, then the manifest.

type DatabaseDump = {
  dir: string;
  database: Manifest['database'];
  /** The files the rows name: every one must be in the archive. */
  fileKeys: string[];
  /** Files a pending upload job names: gone when the job moved them meanwhile (its result is then in no snapshot of this run). */
  stagedKeys: string[];
  pendingJobs: PendingJob[];
};

/** Every table through COPY, the sequences, the migrations and the files the rows name: all in one snapshot. */
async function dumpDatabase(client: pg.Client, dir: string, log: (message: string) => void): Promise<DatabaseDump> {
  await client.query('begin isolation level repeatable read read only');
  try {
    const serverVersion = (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '';
    const migrations = (
      await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by created_at, id')
    ).rows.map((row) => row.hash);
    const tables: ManifestTable[] = [];
    const found = await tablesOf(client);
    for (const [index, table] of found.entries()) {
      const entry = `database/${SCHEMA}.${table.name}.copy`;
      const measure = measuring();
      const columns = table.columns.map(quote).join(', ');
      await pipeline(
        client.query(copyTo(`copy ${qualified(table.name)} (${columns}) to stdout`)),
        measure.stream,
        createWriteStream(path.join(dir, entry)),
      );
      const { size, lines, sha256: hash } = measure.result();
      tables.push({ name: table.name, entry, columns: table.columns, rows: lines, size, sha256: hash });
      if ((index + 1) % 10 === 0 || index + 1 === found.length) log(`backup: database ${index + 1}/${found.length} tables`);
    }
    // Sequences are outside the snapshot (nextval is never rolled back): their value is at least the snapshot's.
    const sequences: Manifest['database']['sequences'] = [];
    const { rows: sequenceNames } = await client.query<{ name: string }>(
      "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind = 'S' order by 1",
      [SCHEMA],
    );
    for (const { name } of sequenceNames) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from ${qualified(name)}`,
      );
      if (rows[0]) sequences.push({ name, value: rows[0].last_value, isCalled: rows[0].is_called });
    }
    const { rows: keyColumns } = await client.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = $1 and column_name = any($2) order by 1, 2`,
      [SCHEMA, FILE_KEY_COLUMNS],
    );
    const keys = new Set<string>();
    for (const { table_name: table, column_name: column } of keyColumns) {
      const { rows } = await client.query<{ key: string }>(
        `select distinct ${quote(column)} as key from ${qualified(table)} where ${quote(column)} is not null`,
      );
      for (const row of rows) keys.add(row.key);
    }
    const pendingJobs = await pendingJobsOf(client);
    // A queued upload's staged files are named only in its job: kept with it while they are there.
    const staged = new Set(pendingJobs.flatMap((job) => stagingKeys(job.data)).filter((key) => !keys.has(key)));
    await client.query('commit');
    const dumpHash = sha256(tables.map((table) => `${table.name}:${table.sha256}`).join('\n'));
    return {
      dir,
      database: { serverVersion, sha256: dumpHash, migrations, tables, sequences },
      fileKeys: [...keys].sort(),
      stagedKeys: [...staged].sort(),
      pendingJobs,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** pg-boss's jobs not finished at the snapshot, without the periodic ticks (the schedule makes those again). */
async function pendingJobsOf(client: pg.Client): Promise<PendingJob[]> {
  const { rows: found } = await client.query<{ job: string | null }>("select to_regclass('pgboss.job')::text as job");
  if (!found[0]?.job) return [];
  const { rows } = await client.query<{ name: string; data: unknown; start_after: Date }>(
    `select name, data, start_after from pgboss.job
      where state in ('created', 'retry', 'active') and name not in (select name from pgboss.schedule)
      order by created_on, id`,
  );
  return rows.map((row) => ({ name: row.name, data: row.data, startAfter: row.start_after.toISOString() }));
}

/** The storage keys a job's payload names as `stagingKey` (an upload waiting for its job). */
function stagingKeys(data: unknown): string[] {
  if (Array.isArray(data)) return data.flatMap(stagingKeys);
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([name, value]) =>
    name === 'stagingKey' && typeof value === 'string' ? [value] : stagingKeys(value),
  );
}

class FileGone extends Error {}

/** Adds one entry of known size to the tar and waits until it is written. */
function addEntry(
  pack: tarStream.Pack,
  { name, size }: { name: string; size: number },
  content: Buffer | Readable,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = pack.entry({ name, size, mode: 0o600, mtime: new Date(0) }, (error) => (error ? reject(error) : resolve()));
    if (Buffer.isBuffer(content)) sink.end(content);
    else content.on('error', reject).pipe(sink);
  });
}

export type BackupSummary = { file: string; tables: number; rows: number; files: number; bytes: number; seconds: number };

/**
 * Writes the archive of the database at `databaseUrl` and the files in `storage` to `target`, while
 * the app goes on serving: first to `<target>.part`, renamed when complete, so a half-written
 * archive never looks like one. A file the snapshot names but deleted before it was read (its row
 * deleted meanwhile) makes the backup start again on a newer snapshot.
 */
export async function writeBackup(options: {
  databaseUrl: string;
  storage: Storage;
  target: string;
  force?: boolean;
  log: (message: string) => void;
  now?: () => Date;
}): Promise<BackupSummary> {
  const target = path.resolve(options.target);
  const part = `${target}.part`;
  if (existsSync(target) && !options.force) {
    throw new BackupRefusal(`${target} exists: give another file, or --force to replace it`);
  }
  try {
    await writeFile(part, '', { flag: 'w' });
  } catch (error) {
    throw new BackupRefusal(`${target} cannot be written: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const started = Date.now();
  const client = await connect(options.databaseUrl).catch(async (error: unknown) => {
    await rm(part, { force: true });
    throw error;
  });
  try {
    for (let attempt = 1; ; attempt += 1) {
      const spool = await mkdtemp(path.join(path.dirname(target), '.kontor-backup-'));
      try {
        await mkdir(path.join(spool, 'database'));
        const dump = await dumpDatabase(client, spool, options.log);
        const summary = await writeArchive(part, dump, options);
        await rename(part, target);
        const rows = dump.database.tables.reduce((sum, table) => sum + table.rows, 0);
        const result = {
          ...summary,
          file: target,
          tables: dump.database.tables.length,
          rows,
          seconds: (Date.now() - started) / 1000,
        };
        options.log(
          `backup: ${target} written: ${result.tables} tables, ${rows} rows, ${result.files} files, ${result.bytes} bytes in ${result.seconds.toFixed(1)} s`,
        );
        return result;
      } catch (error) {
        if (error instanceof FileGone && attempt < 3) {
          options.log(`backup: ${error.message}; starting again on a newer snapshot`);
          continue;
        }
        await rm(part, { force: true });
        throw error;
      } finally {
        await rm(spool, { recursive: true, force: true });
      }
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function writeArchive(
  part: string,
  dump: DatabaseDump,
  options: { storage: Storage; log: (message: string) => void; now?: () => Date },
): Promise<{ files: number; bytes: number }> {
  const pack = tarStream.pack();
  const out = createWriteStream(part);
  const written = pipeline(pack, out);
  try {
    for (const table of dump.database.tables) {
      await addEntry(pack, { name: table.entry, size: table.size }, createReadStream(path.join(dump.dir, table.entry)));
    }
    const files: ManifestFile[] = [];
    const keys = [...dump.fileKeys, ...dump.stagedKeys];
    const staged = new Set(dump.stagedKeys);
    for (const [index, key] of keys.entries()) {
      let content: Buffer;
      try {
        content = await options.storage.read(key);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        if (staged.has(key)) continue;
        throw new FileGone(`the stored file ${key} is gone`);
      }
      const entry = `files/${key}`;
      await addEntry(pack, { name: entry, size: content.length }, content);
      files.push({ key, entry, size: content.length, sha256: sha256(content) });
      if ((index + 1) % 500 === 0) options.log(`backup: files ${index + 1}/${keys.length}`);
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: (options.now?.() ?? new Date()).toISOString(),
      appVersion: appVersion(),
      database: dump.database,
      files,
      pendingJobs: dump.pendingJobs,
    };
    const json = Buffer.from(JSON.stringify(manifest, null, 2));
    await addEntry(pack, { name: 'manifest.json', size: json.length }, json);
    pack.finalize();
    await written;
    const handle = await open(part, 'r');
    await handle.sync();
    await handle.close();
    return { files: files.length, bytes: (await stat(part)).size };
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    throw error;
  }
}
