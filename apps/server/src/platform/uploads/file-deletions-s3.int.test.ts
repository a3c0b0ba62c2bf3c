import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyFormFields, waitForDocumentFiles, waitForJob } from '../../test/company-factories';
import { createCompanyUser, usedStorage } from '../../test/factories';
import { multipart, postFiles, sampleFiles } from '../../test/multipart';
import { type LocalS3, startLocalS3 } from '../../test/s3-server';
import { useTestContext } from '../../test/test-context';
import { insertVehicles } from '../../test/vehicles-factories';
import { createS3Storage, type S3Storage } from '../storage/s3-storage';
import { parseStorageUrl, type S3Settings } from '../storage/storage-url';

// Files deleted while the S3 server is down (a vehicle document, a whole vehicle, the company's
// logo): the rows and their count go at once, the files follow once the storage is back (a queued
// job that tries again every few minutes), so none is orphaned.

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.stop();
});
const t = useTestContext(() => ({ env: { STORAGE_URL: s3.storageUrl('kontor-deletes') } }));

type DeletionRun = { status: string; result: { deleted: number; retryInSeconds?: number } | null };

async function deletionRuns(companyId: string): Promise<DeletionRun[]> {
  const { rows } = await t.ctx.database.pool.query<DeletionRun>(
    `select status, result from job_runs where company_id = $1 and kind = 'storage-delete-files' order by created_at`,
    [companyId],
  );
  return rows;
}

/** The keys under `prefix` in the test's bucket, read past the app's storage. */
async function keysUnder(bucket: S3Storage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of bucket.list(prefix)) keys.push(key);
  return keys;
}

/**
 * Pauses S3, deletes (the request answers `status` at once, the count given back), and checks that
 * the queued delete met the outage and tries again later; then S3 comes back, the next try is made
 * due, and the files under `prefix` go.
 */
async function deleteDuringOutage(
  companyId: string,
  { prefix, status, remove }: { prefix: string; status: number; remove: () => Promise<{ statusCode: number }> },
) {
  const bucket = createS3Storage(parseStorageUrl(s3.storageUrl('kontor-deletes')) as S3Settings);
  const before = await usedStorage(t, companyId);
  try {
    const stored = await keysUnder(bucket, prefix);
    expect(stored.length).toBeGreaterThan(0);
    await s3.pause();
    expect((await remove()).statusCode).toBe(status);
    await expect
      .poll(async () => (await deletionRuns(companyId)).map((run) => run.status), { timeout: 30_000, interval: 100 })
      .toEqual(['DONE', 'PENDING']);
    expect((await deletionRuns(companyId))[0]!.result).toEqual({ deleted: 0, retryInSeconds: 300 });
    await s3.resume();
    expect(await keysUnder(bucket, prefix)).toEqual(stored);
    await t.ctx.database.pool.query(
      `update pgboss.job set start_after = now() where name = 'storage-delete-files' and state = 'created'`,
    );
    await expect.poll(() => keysUnder(bucket, prefix), { timeout: 90_000, interval: 100 }).toEqual([]);
    await expect
      .poll(async () => (await deletionRuns(companyId)).map((run) => run.status), { timeout: 30_000, interval: 100 })
      .toEqual(['DONE', 'DONE']);
    return { before, after: await usedStorage(t, companyId), deleted: stored.length };
  } finally {
    bucket.close();
  }
}

describe('a document deleted during an S3 outage', () => {
  it('is gone with its count at once, and its file once the storage is back', async () => {
    const dealer = await createCompanyUser(t);
    const [vehicleId] = (await insertVehicles(t, dealer.companyId, [{}])) as [string];
    const before = await usedStorage(t, dealer.companyId);
    const started = await postFiles(t, `/api/user/vehicles/${vehicleId}/upload-documents`, {
      headers: dealer.headers,
      field: 'document',
      files: [{ filename: 'Kaufvertrag.pdf', content: sampleFiles.pdf }],
    });
    await waitForJob(t, `/api/user/vehicles/uploading-documents-status/${started.json().data.suuid}`, dealer.headers);
    const [document] = (
      await t.app.inject({ method: 'GET', url: `/api/user/vehicles/${vehicleId}/documents/uploaded`, headers: dealer.headers })
    ).json().data;
    const bucket = createS3Storage(parseStorageUrl(s3.storageUrl('kontor-deletes')) as S3Settings);
    const files = async () => {
      const keys: string[] = [];
      for await (const key of bucket.list(`companies/${dealer.companyId}/vehicles/`)) keys.push(key);
      return keys;
    };
    try {
      expect(await files()).toHaveLength(1);
      await s3.pause();
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/user/vehicles/${vehicleId}/documents/${document.id}`,
        headers: dealer.headers,
      });
      expect(deleted.statusCode).toBe(204);
      expect(await usedStorage(t, dealer.companyId)).toBe(before);
      // The queued delete met the outage too: it ended, and queued its next try minutes later.
      await expect
        .poll(async () => (await deletionRuns(dealer.companyId)).map((run) => run.status), { timeout: 30_000, interval: 100 })
        .toEqual(['DONE', 'PENDING']);
      expect((await deletionRuns(dealer.companyId))[0]!.result).toEqual({ deleted: 0, retryInSeconds: 300 });
      await s3.resume();
      // Still there: nothing deletes it until the next try is due.
      expect(await files()).toHaveLength(1);
      // Those minutes pass (a job made due by time is fetched by the worker's next poll of the queue, up to half a minute).
      await t.ctx.database.pool.query(
        `update pgboss.job set start_after = now() where name = 'storage-delete-files' and state = 'created'`,
      );
      await expect.poll(files, { timeout: 90_000, interval: 100 }).toEqual([]);
      await expect
        .poll(async () => (await deletionRuns(dealer.companyId)).map((run) => run.status), { timeout: 30_000, interval: 100 })
        .toEqual(['DONE', 'DONE']);
      expect(await usedStorage(t, dealer.companyId)).toBe(before);
    } finally {
      bucket.close();
    }
  }, 120_000);
});

describe('a vehicle deleted during an S3 outage', () => {
  it('is gone with its documents and their count at once, and their files (thumbnails too) once the storage is back', async () => {
    const dealer = await createCompanyUser(t);
    const [vehicleId] = (await insertVehicles(t, dealer.companyId, [{}])) as [string];
    const before = await usedStorage(t, dealer.companyId);
    for (const [route, field, file] of [
      ['upload-documents', 'document', { filename: 'Kaufvertrag.pdf', content: sampleFiles.pdf }],
      ['upload-photos', 'photo', { filename: 'front.png', content: sampleFiles.png }],
    ] as const) {
      const started = await postFiles(t, `/api/user/vehicles/${vehicleId}/${route}`, {
        headers: dealer.headers,
        field,
        files: [file],
      });
      await waitForJob(t, `/api/user/vehicles/uploading-documents-status/${started.json().data.suuid}`, dealer.headers);
    }
    expect(await usedStorage(t, dealer.companyId)).toBeGreaterThan(before);
    const outage = await deleteDuringOutage(dealer.companyId, {
      prefix: `companies/${dealer.companyId}/vehicles/`,
      status: 204,
      remove: () => t.app.inject({ method: 'DELETE', url: `/api/user/vehicles/${vehicleId}`, headers: dealer.headers }),
    });
    // The document, the photo and its thumbnail.
    expect(outage.deleted).toBe(3);
    expect(outage.after).toBe(before);
  }, 120_000);
});

describe('a logo deleted during an S3 outage', () => {
  it('is gone with its count at once, and its file once the storage is back', async () => {
    const dealer = await createCompanyUser(t);
    const body = await multipart(companyFormFields(), [{ field: 'logo', filename: 'logo.png', content: sampleFiles.png }]);
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/user/company/update',
      headers: { ...dealer.headers, ...body.headers },
      payload: body.payload,
    });
    expect(updated.json().data).toMatchObject({ has_logo: true });
    // Its copy under review is stored by a job of its own; it ends before the outage.
    await waitForDocumentFiles(t, dealer.headers, 'COMPANY_LOGO');
    const outage = await deleteDuringOutage(dealer.companyId, {
      prefix: `companies/${dealer.companyId}/logo/`,
      status: 200,
      remove: () => t.app.inject({ method: 'DELETE', url: '/api/user/company/logo', headers: dealer.headers }),
    });
    expect(outage.deleted).toBe(1);
    expect(outage.after).toBe(outage.before - sampleFiles.png.length);
  }, 120_000);
});
