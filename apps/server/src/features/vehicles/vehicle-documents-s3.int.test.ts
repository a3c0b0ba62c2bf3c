import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../platform/storage/s3-storage';
import { stageAndEnqueue } from '../../platform/uploads/staged-uploads';
import type { UploadedFile } from '../../platform/uploads/uploads';
import { isMissingFile } from '../../platform/storage/storage';
import { parseStorageUrl, type S3Settings } from '../../platform/storage/storage-url';
import { waitForJob } from '../../test/company-factories';
import { createCompanyUser, usedStorage, type CompanyUser } from '../../test/factories';
import { postFiles, sampleFiles } from '../../test/multipart';
import { startLocalS3, type LocalS3 } from '../../test/s3-server';
import { useTestContext } from '../../test/test-context';
import { insertVehicles } from '../../test/vehicles-factories';

// The whole app with STORAGE_URL on a local S3 server: one real flow through the routes and the job.
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.stop();
});
const t = useTestContext(() => ({ env: { STORAGE_URL: s3.storageUrl('kontor-app') } }));

let dealer: CompanyUser;
let vehicleId: string;
/** The bucket as another client sees it: what the app really stored there. */
let bucket: ReturnType<typeof createS3Storage>;

beforeAll(async () => {
  dealer = await createCompanyUser(t);
  [vehicleId] = (await insertVehicles(t, dealer.companyId, [{}])) as [string];
  bucket = createS3Storage(parseStorageUrl(s3.storageUrl('kontor-app')) as S3Settings);
});
afterAll(() => bucket.close());

async function keysOf(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of bucket.list(prefix)) keys.push(key);
  return keys.sort();
}

const uploadedPdf = (filename: string): UploadedFile => ({
  fieldName: 'document',
  filename,
  extension: 'pdf',
  mimeType: 'application/pdf',
  size: sampleFiles.pdf.length,
  buffer: sampleFiles.pdf,
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: dealer.headers });

describe('vehicle documents on S3 storage', () => {
  it('uploads a document into the bucket, serves it by its signed URL, and deletes it with its storage given back', async () => {
    expect(t.ctx.config.storage.kind).toBe('s3');
    const before = await usedStorage(t, dealer.companyId);
    const started = await postFiles(t, `/api/user/vehicles/${vehicleId}/upload-documents`, {
      headers: dealer.headers,
      field: 'document',
      files: [{ filename: 'Fahrzeugbrief.pdf', content: sampleFiles.pdf }],
    });
    expect(started.statusCode).toBe(202);
    const { data } = await waitForJob(
      t,
      `/api/user/vehicles/uploading-documents-status/${started.json().data.suuid}`,
      dealer.headers,
    );
    expect(data).toMatchObject({ status: 'DONE', result: { stored: 1, total: 1 } });
    expect(await usedStorage(t, dealer.companyId)).toBe(before + sampleFiles.pdf.length);

    // In the bucket: the document under the vehicle, and no staging copy of the upload left behind.
    const stored = await keysOf(`companies/${dealer.companyId}/`);
    expect(stored).toEqual([expect.stringMatching(new RegExp(`^companies/${dealer.companyId}/vehicles/${vehicleId}/.+\\.pdf$`))]);
    expect((await bucket.read(stored[0]!)).equals(sampleFiles.pdf)).toBe(true);

    const [document] = (await get(`/api/user/vehicles/${vehicleId}/documents/uploaded`)).json().data;
    const view = await get(`/api/user/vehicles/${vehicleId}/documents/${document.id}/view`);
    const file = await t.app.inject({ method: 'GET', url: view.json().data.url as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(sampleFiles.pdf)).toBe(true);

    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/vehicles/${vehicleId}/documents/${document.id}`,
      headers: dealer.headers,
    });
    expect(removal.statusCode).toBe(204);
    expect(await keysOf(`companies/${dealer.companyId}/`)).toEqual([]);
    expect(isMissingFile(await bucket.read(stored[0]!).catch((error: unknown) => error))).toBe(true);
    expect(await usedStorage(t, dealer.companyId)).toBe(before);
  });

  it('answers 503 5016 while the S3 server is down (a download, an upload), the document stays listed and the count exact', async () => {
    await postFiles(t, `/api/user/vehicles/${vehicleId}/upload-documents`, {
      headers: dealer.headers,
      field: 'document',
      files: [{ filename: 'Kaufvertrag.pdf', content: sampleFiles.pdf }],
    }).then((started) =>
      waitForJob(t, `/api/user/vehicles/uploading-documents-status/${started.json().data.suuid}`, dealer.headers),
    );
    const [document] = (await get(`/api/user/vehicles/${vehicleId}/documents/uploaded`)).json().data;
    const url = (await get(`/api/user/vehicles/${vehicleId}/documents/${document.id}/view`)).json().data.url as string;
    // The storage goes away while an upload is being queued: its staged file cannot be deleted, and
    // what it reserved is undone all the same.
    let undone = false;
    const staging = stageAndEnqueue(
      t.ctx,
      {
        companyId: dealer.companyId,
        files: [uploadedPdf('Kaufvertrag-2.pdf')],
        undo: async () => {
          undone = true;
        },
      },
      async () => {
        await s3.stop();
        throw new Error('queueing failed');
      },
    );
    await expect(staging).rejects.toThrow('queueing failed');
    expect(undone).toBe(true);

    const file = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(file.statusCode).toBe(503);
    expect(file.json().error).toMatchObject({ code: '5016' });
    expect((await get(`/api/user/vehicles/${vehicleId}/documents/uploaded`)).json().data).toHaveLength(1);

    // An upload meanwhile is refused the same way, and the storage it reserved is given back.
    const before = await usedStorage(t, dealer.companyId);
    const refused = await postFiles(t, `/api/user/vehicles/${vehicleId}/upload-documents`, {
      headers: dealer.headers,
      field: 'document',
      files: [{ filename: 'Gutachten.pdf', content: sampleFiles.pdf }],
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('5016');
    expect(await usedStorage(t, dealer.companyId)).toBe(before);
  });
});
