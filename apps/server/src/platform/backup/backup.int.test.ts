import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import tarStream from 'tar-stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { forgetOcrImageJob } from '../../features/vehicle-ocr/vehicle-ocr.jobs';
import { runOperatorCommand } from '../../operator-cli';
import { waitForJob } from '../../test/company-factories';
import { customerBody } from '../../test/customers-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import { postFiles, sampleFiles } from '../../test/multipart';
import { LIST_FIGURES_DIFFERENCES } from '../../test/list-figures-check';
import { useTestContext } from '../../test/test-context';
import { generator, insertTradeStock } from '../../test/trades-list-stock';
import { vehicleInput } from '../../test/vehicles-factories';
import { createFsStorage } from '../storage/fs-storage';
import { FILE_KEY_COLUMNS, type Manifest } from './backup-manifest';
import { nightlyBackup } from './nightly-backup';

// The backup is taken while dealers keep writing, restored into an empty database and data folder,
// and compared: the restored rows are one snapshot (each table's count as the manifest says, the
// vehicle counts the triggers keep equal to the vehicles, every document's file there with its
// hash), and a backup of the restored installation is byte for byte the same dump and files.

const t = useTestContext();
let dealer: CompanyUser;
const created: string[] = [];

const freshDir = (name: string) => mkdtempSync(path.join(tmpdir(), `kontor-backup-${name}-`));

async function admin(args: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  const code = await runOperatorCommand(args, { LOG_LEVEL: 'silent', ...env }, io);
  return { code, output: lines.join('\n') };
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** An empty database on the test server, dropped after the file. */
async function emptyDatabase(): Promise<string> {
  const { adminUrl, prefix } = inject('pg');
  const name = `${prefix}_restore_${randomBytes(4).toString('hex')}`;
  await query(adminUrl, `create database "${name}"`);
  created.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function readManifest(archive: string): Promise<Manifest> {
  const extract = tarStream.extract();
  const reading = pipeline(createReadStream(archive), extract);
  let manifest: Manifest | undefined;
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    if (entry.header.name === 'manifest.json') manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
  }
  await reading;
  if (!manifest) throw new Error('no manifest');
  return manifest;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const call = (route: Parameters<typeof callAs>[1], body?: unknown) => callAs(t, route, { user: dealer, body });

/** One dealer's afternoon: a customer, a vehicle and a PDF of it, through the API. */
async function writeSome(index: number): Promise<void> {
  expect((await call('POST /api/user/clients', customerBody({ lastName: `Last${index}` }))).statusCode).toBe(201);
  const vehicle = await call('POST /api/user/vehicles', vehicleInput());
  expect(vehicle.statusCode).toBe(201);
  const id = vehicle.json().data.id as string;
  const content = Buffer.concat([sampleFiles.pdf, Buffer.from(`%${randomBytes(24).toString('hex')}\n`)]);
  const upload = await postFiles(t, `/api/user/vehicles/${id}/upload-documents`, {
    headers: dealer.headers,
    field: 'document',
    files: [{ filename: `brief-${index}.pdf`, content }],
  });
  expect(upload.statusCode).toBe(202);
  await waitForJob(t, `/api/user/vehicles/uploading-documents-status/${upload.json().data.suuid}`, dealer.headers);
}

beforeAll(async () => {
  dealer = await createCompanyUser(t);
  await insertTradeStock(t, generator(20261207), { companyId: dealer.companyId, count: 30, tag: 'B' });
  for (let index = 0; index < 8; index += 1) await writeSome(index);
});

afterAll(async () => {
  const { adminUrl } = inject('pg');
  for (const name of created) await query(adminUrl, `drop database if exists "${name}" with (force)`);
});

const source = () => ({ DATA_DIR: t.dataDir, DATABASE_URL: t.ctx.database.url });
let archive: string;

describe('npm run admin -- backup / restore', () => {
  it('backs up while dealers write, and restores one consistent snapshot into an empty database and data folder', async () => {
    archive = path.join(freshDir('out'), 'kontor.tar');
    // A clean-up due in an hour: unfinished at the backup, it must be queued again by the restore.
    const due = await t.ctx.jobs.enqueue(
      forgetOcrImageJob(t.ctx),
      { companyId: dealer.companyId, imageId: randomUUID() },
      { companyId: dealer.companyId, startAfterSeconds: 3600 },
    );
    let writing = true;
    let written = 0;
    const load = (async () => {
      while (writing) await writeSome(100 + written++);
    })();
    const started = Date.now();
    const backup = await admin(['backup', archive], source());
    const backupSeconds = (Date.now() - started) / 1000;
    writing = false;
    await load;
    expect(backup.output).toMatch(/backup: .*kontor\.tar written/);
    expect(backup.code).toBe(0);
    expect(existsSync(`${archive}.part`)).toBe(false);
    expect(written).toBeGreaterThan(0);

    const manifest = await readManifest(archive);
    const count = (name: string) => manifest.database.tables.find((table) => table.name === name)?.rows;
    expect(count('vehicle_documents')).toBeGreaterThanOrEqual(8);
    expect(manifest.files.length).toBeGreaterThanOrEqual(8);

    const restoredUrl = await emptyDatabase();
    const restoredDir = freshDir('restored');
    const restoreStarted = Date.now();
    const restore = await admin(['restore', archive], { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl });
    const restoreSeconds = (Date.now() - restoreStarted) / 1000;
    expect(restore.output).toMatch(/restore: done/);
    expect(restore.code).toBe(0);
    console.info(
      `backup ${backupSeconds.toFixed(2)} s (${readFileSync(archive).length} bytes, ${manifest.files.length} files, ${written} dealer rounds meanwhile), restore ${restoreSeconds.toFixed(2)} s`,
    );

    for (const table of manifest.database.tables) {
      const [row] = await query<{ n: number }>(restoredUrl, `select count(*)::int as n from "${table.name}"`);
      expect(row?.n, table.name).toBe(table.rows);
    }
    // The counts the triggers keep agree with the vehicles restored: the dump is one snapshot.
    expect(
      await query(
        restoredUrl,
        `select c.company_id from vehicle_counts c
          where c.current + c.sold <> (select count(*) from vehicles v where v.company_id = c.company_id)`,
      ),
    ).toEqual([]);
    // So do the lists' figures (kept by triggers, copied with the triggers off) with the customers and trades restored.
    expect(await query(restoredUrl, LIST_FIGURES_DIFFERENCES)).toEqual([]);
    // Every document's file is there, its size the row's and its hash the original's.
    const restoredStorage = createFsStorage(path.join(restoredDir, 'files'));
    const documents = await query<{ storage_key: string; size: string }>(
      restoredUrl,
      'select storage_key, size::text from vehicle_documents',
    );
    expect(documents.length).toBe(count('vehicle_documents'));
    for (const document of documents) {
      const restoredFile = await restoredStorage.read(document.storage_key);
      expect(restoredFile.length).toBe(Number(document.size));
      expect(sha256(restoredFile)).toBe(sha256(await t.ctx.storage.read(document.storage_key)));
    }
    for (const file of manifest.files) expect(sha256(await restoredStorage.read(file.key))).toBe(file.sha256);

    const requeued = await query<{ suuid: string; due: boolean }>(
      restoredUrl,
      "select data->>'suuid' as suuid, start_after > now() + interval '50 minutes' as due from pgboss.job where name = 'vehicle-ocr-forget-image'",
    );
    expect(requeued).toEqual([{ suuid: due, due: true }]);
    expect(manifest.pendingJobs?.map((job) => job.name)).toContain('vehicle-ocr-forget-image');

    // The restored installation backs up to the same dump and the same files.
    const again = path.join(freshDir('again'), 'again.tar');
    expect((await admin(['backup', again], { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl })).code).toBe(0);
    const second = await readManifest(again);
    expect(second.database.sha256).toBe(manifest.database.sha256);
    expect(second.files).toEqual(manifest.files);

    // The restored triggers keep the figures exact after (and the restored sequence gives new figure rows new ids).
    await query(
      restoredUrl,
      `insert into customers (company_id, type, last_name) values ($1, 'PRIVATE', 'Nach der Rücksicherung')`,
      [dealer.companyId],
    );
    await query(
      restoredUrl,
      `update trades set status = 'REJECTED', canceled_on = '2026-02-02', canceled_at = now() where status = 'FINISHED'`,
    );
    expect(await query(restoredUrl, LIST_FIGURES_DIFFERENCES)).toEqual([]);
  });

  it('restores into a fresh DATA_DIR on the embedded PostgreSQL, which backs up to the same dump and files', async () => {
    const dataDir = freshDir('embedded');
    const restore = await admin(['restore', archive], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(restore.output).toMatch(/setting up the embedded PostgreSQL/);
    expect(restore.code).toBe(0);
    // A second restore finds the DATA_DIR taken.
    const twice = await admin(['restore', archive], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(twice.code).toBe(2);
    expect(twice.output).toMatch(/not empty/);

    const again = path.join(freshDir('again'), 'embedded.tar');
    const backup = await admin(['backup', again], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(backup.output).toMatch(/database: embedded PostgreSQL/);
    expect(backup.code).toBe(0);
    const [first, second] = [await readManifest(archive), await readManifest(again)];
    expect(second.database.sha256).toBe(first.database.sha256);
    expect(second.database.tables.map((table) => [table.name, table.rows])).toEqual(
      first.database.tables.map((table) => [table.name, table.rows]),
    );
    expect(second.files).toEqual(first.files);
  });

  it('knows every column that names a stored file (a key column of another name would leave its files out)', async () => {
    const { rows } = await t.ctx.database.pool.query<{ column_name: string }>(
      `select distinct column_name from information_schema.columns
        where table_schema = 'public' and data_type = 'text' and column_name like '%key' order by 1`,
    );
    expect(rows.map((row) => row.column_name)).toEqual([...FILE_KEY_COLUMNS].sort());
  });

  it('refuses an existing archive without --force and a folder it cannot write', async () => {
    const exists = await admin(['backup', archive], source());
    expect(exists.code).toBe(2);
    expect(exists.output).toMatch(/exists: give another file, or --force/);
    const nowhere = await admin(['backup', '/nonexistent-folder/kontor.tar'], source());
    expect(nowhere.code).toBe(2);
    expect(nowhere.output).toMatch(/cannot be written: ENOENT/);
    const unreachable = await admin(['backup', path.join(freshDir('x'), 'x.tar')], {
      DATA_DIR: freshDir('x'),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/kontor',
    });
    expect(unreachable.code).toBe(1);
    expect(unreachable.output).toMatch(/command failed: .*ECONNREFUSED/);
  });

  it('refuses a database or data folder that is not empty, and changes nothing', async () => {
    const intoSource = await admin(['restore', archive], { DATA_DIR: freshDir('empty'), DATABASE_URL: t.ctx.database.url });
    expect(intoSource.code).toBe(2);
    expect(intoSource.output).toMatch(/the database is not empty/);

    const url = await emptyDatabase();
    const dir = freshDir('occupied');
    await createFsStorage(path.join(dir, 'files')).put('companies/x/file.txt', Buffer.from('mine'));
    const intoFiles = await admin(['restore', archive], { DATA_DIR: dir, DATABASE_URL: url });
    expect(intoFiles.code).toBe(2);
    expect(intoFiles.output).toMatch(/files are not empty/);
    expect(await query(url, "select count(*)::int as n from pg_tables where schemaname = 'public'")).toEqual([{ n: 0 }]);
  });

  it('refuses an archive with one changed byte: hash mismatch, nothing restored', async () => {
    const bytes = readFileSync(archive);
    const manifest = await readManifest(archive);
    // A byte inside the first stored file's content (its random tail, not the tar headers).
    const file = manifest.files[0]!;
    const content = await t.ctx.storage.read(file.key);
    const at = bytes.indexOf(content);
    expect(at).toBeGreaterThan(0);
    bytes[at + content.length - 5] ^= 0x01;
    const damaged = path.join(path.dirname(archive), 'damaged.tar');
    writeFileSync(damaged, bytes);

    const url = await emptyDatabase();
    const dir = freshDir('damaged');
    const restore = await admin(['restore', damaged], { DATA_DIR: dir, DATABASE_URL: url });
    expect(restore.code).toBe(1);
    expect(restore.output).toContain(`${file.entry}: SHA-256 differs from the manifest`);
    expect(restore.output).toMatch(/nothing was restored/);
    expect(await query(url, "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')")).toEqual([
      { n: 0 },
    ]);
    expect(existsSync(path.join(dir, 'files'))).toBe(false);
  });

  it('writes the nightly archive and keeps the last BACKUP_KEEP', async () => {
    const dir = freshDir('nightly');
    // A run that died midway left its half archive and its spooled tables.
    writeFileSync(path.join(dir, 'kontor-backup-2026-05-31.tar.part'), 'half');
    mkdirSync(path.join(dir, '.kontor-backup-abc123'));
    const ctx = { ...t.ctx, config: { ...t.ctx.config, backup: { dir, keep: 2, hour: 2 } } };
    for (const day of ['2026-06-01', '2026-06-02', '2026-06-03']) {
      t.clock.set(new Date(`${day}T01:00:00Z`));
      await nightlyBackup(ctx);
    }
    expect(readdirSync(dir).sort()).toEqual(['kontor-backup-2026-06-02.tar', 'kontor-backup-2026-06-03.tar']);
    // A retry the same day replaces that day's archive and keeps the others.
    await nightlyBackup(ctx);
    expect(readdirSync(dir).sort()).toEqual(['kontor-backup-2026-06-02.tar', 'kontor-backup-2026-06-03.tar']);
    expect((await readManifest(path.join(dir, 'kontor-backup-2026-06-03.tar'))).createdAt).toBe('2026-06-03T01:00:00.000Z');
  });
});
