import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForJob } from '../../test/company-factories';
import { createCompanyUser, usedStorage } from '../../test/factories';
import { postFiles, sampleFiles } from '../../test/multipart';
import { type LocalS3, startLocalS3 } from '../../test/s3-server';
import { useTestContext } from '../../test/test-context';
import { insertVehicles } from '../../test/vehicles-factories';
import { createS3Storage } from '../storage/s3-storage';
import { parseStorageUrl, type S3Settings } from '../storage/storage-url';

// A document deleted while the S3 server is down: its row and its count go at once, its file follows
// once the storage is back (a queued job that tries again every few minutes), so none is orphaned.

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
