import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config';
import { runOperatorCommand } from '../../operator-cli';
import { waitForJob } from '../../test/company-factories';
import { createCompanyUser, type CompanyUser } from '../../test/factories';
import { postFiles, sampleFiles } from '../../test/multipart';
import { startLocalS3, type LocalS3 } from '../../test/s3-server';
import { useTestContext } from '../../test/test-context';
import { insertVehicles } from '../../test/vehicles-factories';
import { openStorage } from '../storage/open-storage';
import { nightlyBackup } from './nightly-backup';
import { storedArchives } from './stored-backups';

// With the files in an S3 bucket the nightly backups are kept there too (BACKUP_DIR=storage:backups/),
// rotated by listing and deleting, and a restore reads one back from the bucket into an empty
// database and an empty bucket (its backups/ do not count).

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.stop();
});
const t = useTestContext(() => ({ env: { STORAGE_URL: s3.storageUrl('kontor-live') } }));

let dealer: CompanyUser;
const created: string[] = [];

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function emptyDatabase(): Promise<string> {
  const { adminUrl, prefix } = inject('pg');
  const name = `${prefix}_s3restore_${randomBytes(4).toString('hex')}`;
  await query(adminUrl, `create database "${name}"`);
  created.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(args: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  const code = await runOperatorCommand(args, { LOG_LEVEL: 'silent', ...env }, io);
  return { code, output: lines.join('\n') };
}

beforeAll(async () => {
  dealer = await createCompanyUser(t);
  const [vehicleId] = (await insertVehicles(t, dealer.companyId, [{}])) as [string];
  const started = await postFiles(t, `/api/user/vehicles/${vehicleId}/upload-documents`, {
    headers: dealer.headers,
    field: 'document',
    files: [{ filename: 'Fahrzeugbrief.pdf', content: sampleFiles.pdf }],
  });
  await waitForJob(t, `/api/user/vehicles/uploading-documents-status/${started.json().data.suuid}`, dealer.headers);
});
afterAll(async () => {
  const { adminUrl } = inject('pg');
  for (const name of created) await query(adminUrl, `drop database if exists "${name}" with (force)`);
});

describe('backups kept in the S3 bucket', () => {
  it('writes an archive by hand into the bucket (npm run admin -- backup storage:<key>), replacing one only with --force', async () => {
    const env = { DATA_DIR: t.dataDir, DATABASE_URL: t.ctx.database.url, STORAGE_URL: s3.storageUrl('kontor-live') };
    const first = await admin(['backup', 'storage:backups/by-hand.tar'], env);
    expect(first.output).toMatch(/backups\/by-hand\.tar stored in the file storage/);
    expect(first.code).toBe(0);
    const stored = await t.ctx.storage.read('backups/by-hand.tar');
    expect(stored.subarray(0, 100).toString('latin1')).toMatch(/^database\//);
    const again = await admin(['backup', 'storage:backups/by-hand.tar'], env);
    expect(again.code).toBe(2);
    expect(again.output).toMatch(/exists in the file storage: give --force/);
    expect((await admin(['backup', 'storage:backups/by-hand.tar', '--force'], env)).code).toBe(0);
  });

  it('refuses BACKUP_DIR=storage:… without STORAGE_URL, and a prefix the app’s own files use', () => {
    expect(() => loadConfig({ BACKUP_DIR: 'storage:backups/' })).toThrow(/BACKUP_DIR: storage: needs STORAGE_URL/);
    expect(() => loadConfig({ BACKUP_DIR: 'storage:companies/', STORAGE_URL: s3.storageUrl('kontor-live') })).toThrow(
      /BACKUP_DIR: storage: needs a key prefix of its own/,
    );
    expect(loadConfig({ BACKUP_DIR: 'storage:backups/', STORAGE_URL: s3.storageUrl('kontor-live') }).backup).toEqual({
      storagePrefix: 'backups/',
      keep: 7,
      hour: 2,
    });
  });

  it('writes the nightly archive into the bucket, keeps the last BACKUP_KEEP, and restores one into an empty bucket', async () => {
    const ctx = { ...t.ctx, config: { ...t.ctx.config, backup: { storagePrefix: 'backups/', keep: 2, hour: 2 } } };
    for (const day of ['2026-06-01', '2026-06-02', '2026-06-03']) {
      t.clock.set(new Date(`${day}T01:00:00Z`));
      expect((await nightlyBackup(ctx)).file).toBe(`backups/kontor-backup-${day}.tar`);
    }
    expect(await storedArchives(t.ctx.storage, 'backups/')).toEqual([
      'backups/kontor-backup-2026-06-02.tar',
      'backups/kontor-backup-2026-06-03.tar',
    ]);

    // A new installation: an empty database, and a bucket that holds only the backups copied over.
    const target = s3.storageUrl('kontor-restored');
    const restored = await openStorage(loadConfig({ STORAGE_URL: target }).storage, { createBucket: true });
    await restored.storage.put(
      'backups/kontor-backup-2026-06-03.tar',
      await t.ctx.storage.stream('backups/kontor-backup-2026-06-03.tar'),
    );
    const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kontor-s3-restore-')), DATABASE_URL: await emptyDatabase() };
    const missing = await admin(['restore', 'storage:backups/kontor-backup-1999-01-01.tar'], { ...env, STORAGE_URL: target });
    expect(missing.code).toBe(2);
    expect(missing.output).toMatch(
      /no backups\/kontor-backup-1999-01-01\.tar \(the latest there: backups\/kontor-backup-2026-06-03\.tar\)/,
    );

    const nowhere = await admin(['restore', 'storage:backups/kontor-backup-2026-06-03.tar'], {
      ...env,
      NODE_ENV: 'production',
      STORAGE_URL: s3.storageUrl('kontor-nowhere'),
    });
    expect(nowhere.code).toBe(1);
    expect(nowhere.output).toMatch(/STORAGE_URL: file storage unavailable: the bucket kontor-nowhere does not exist/);
    const restore = await admin(['restore', 'storage:backups/kontor-backup-2026-06-03.tar'], { ...env, STORAGE_URL: target });
    expect(restore.output).toMatch(/restore: done/);
    expect(restore.code).toBe(0);
    const [document] = await query<{ storage_key: string; size: number }>(
      env.DATABASE_URL,
      'select storage_key, size from vehicle_documents',
    );
    expect((await restored.storage.read(document!.storage_key)).equals(sampleFiles.pdf)).toBe(true);
    const [company] = await query<{ used: number }>(
      env.DATABASE_URL,
      `select used_storage as used from companies where id = '${dealer.companyId}'`,
    );
    const [live] = await query<{ used: number }>(
      t.ctx.database.url,
      `select used_storage as used from companies where id = '${dealer.companyId}'`,
    );
    expect(company!.used).toBe(live!.used);
    restored.close();
  });
});
