import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../platform/db/schema/companies';
import { waitForJob } from '../../test/company-factories';
import { createCompanyUser, usedStorage, type CompanyUser, type TestUser } from '../../test/factories';
import { postFiles, sampleFiles, type TestFile } from '../../test/multipart';
import { useTestContext } from '../../test/test-context';
import { insertVehicles } from '../../test/vehicles-factories';

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;
let vehicleId: string;

beforeAll(async () => {
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
  [vehicleId] = (await insertVehicles(t, dealer.companyId, [{}])) as [string];
});

const upload = (id: string, files: Omit<TestFile, 'field'>[], user: TestUser = dealer) =>
  postFiles(t, `/api/user/vehicles/${id}/upload-documents`, { headers: user.headers, field: 'document', files });

const get = (url: string, user: TestUser = dealer) => t.app.inject({ method: 'GET', url, headers: user.headers });

async function uploadAndWait(files: Omit<TestFile, 'field'>[]) {
  const started = await upload(vehicleId, files);
  expect(started.statusCode).toBe(202);
  const { data } = await waitForJob(
    t,
    `/api/user/vehicles/uploading-documents-status/${started.json().data.suuid}`,
    dealer.headers,
  );
  return data as { status: string; progress: number; result: { document_ids: string[]; stored: number; total: number } };
}

describe('vehicle documents', () => {
  it('stores a PDF and a photo through a job, counting the storage', async () => {
    const before = await usedStorage(t, dealer.companyId);
    const data = await uploadAndWait([
      { filename: 'Fahrzeugbrief.pdf', content: sampleFiles.pdf },
      { filename: 'front.jpg', content: sampleFiles.jpeg },
    ]);
    expect(data).toMatchObject({ status: 'DONE', progress: 100, result: { stored: 2, total: 2 } });
    expect(await usedStorage(t, dealer.companyId)).toBe(before + sampleFiles.pdf.length + sampleFiles.jpeg.length);
    const list = (await get(`/api/user/vehicles/${vehicleId}/documents/uploaded`)).json().data;
    expect(list.map((document: { file_name: string; mime_type: string }) => [document.file_name, document.mime_type])).toEqual([
      ['Fahrzeugbrief.pdf', 'application/pdf'],
      ['front.jpg', 'image/jpeg'],
    ]);
  });

  it('serves a document by a signed URL without the Authorization header, until it expires or is changed', async () => {
    const [document] = (await get(`/api/user/vehicles/${vehicleId}/documents/uploaded`)).json().data;
    const view = await get(`/api/user/vehicles/${vehicleId}/documents/${document.id}/view`);
    expect(view.statusCode).toBe(200);
    const url = view.json().data.url as string;
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(sampleFiles.pdf)).toBe(true);

    const changed = url.replace(/signature=./, (match) => `${match.slice(0, -1)}${match.endsWith('A') ? 'B' : 'A'}`);
    expect((await t.app.inject({ method: 'GET', url: changed })).statusCode).toBe(404);
    const longer = url.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 3600}`);
    expect((await t.app.inject({ method: 'GET', url: longer })).statusCode).toBe(404);
    t.clock.advance(301_000);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses a file whose content is not what its name says, storing nothing', async () => {
    const before = await usedStorage(t, dealer.companyId);
    const response = await upload(vehicleId, [{ filename: 'tool.pdf', content: sampleFiles.elf }]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('5002');
    expect(await usedStorage(t, dealer.companyId)).toBe(before);
  });

  it('refuses an upload over the storage limit (416 5007)', async () => {
    await t.ctx.database.db.update(companies).set({ storageSize: 10 }).where(eq(companies.id, dealer.companyId));
    const response = await upload(vehicleId, [{ filename: 'big.pdf', content: sampleFiles.pdf }]);
    expect(response.statusCode).toBe(416);
    expect(response.json().error.code).toBe('5007');
    await t.ctx.database.db
      .update(companies)
      .set({ storageSize: t.ctx.config.companyStorageBytes })
      .where(eq(companies.id, dealer.companyId));
  });

  it('deletes a document and gives its storage back', async () => {
    const before = await usedStorage(t, dealer.companyId);
    const [document] = (await get(`/api/user/vehicles/${vehicleId}/documents/uploaded`)).json().data;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/vehicles/${vehicleId}/documents/${document.id}`,
      headers: dealer.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(await usedStorage(t, dealer.companyId)).toBe(before - document.size);
    expect((await get(`/api/user/vehicles/${vehicleId}/documents/uploaded`)).json().data).toHaveLength(1);
  });

  it('gives back the storage of all documents when the vehicle is deleted', async () => {
    const [other] = (await insertVehicles(t, dealer.companyId, [{}])) as [string];
    const before = await usedStorage(t, dealer.companyId);
    const started = await upload(other, [{ filename: 'a.png', content: sampleFiles.png }]);
    await waitForJob(t, `/api/user/vehicles/uploading-documents-status/${started.json().data.suuid}`, dealer.headers);
    expect(await usedStorage(t, dealer.companyId)).toBe(before + sampleFiles.png.length);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/user/vehicles/${other}`, headers: dealer.headers })).statusCode,
    ).toBe(204);
    expect(await usedStorage(t, dealer.companyId)).toBe(before);
  });

  it('answers 404 for another company on every document route', async () => {
    const [document] = (await get(`/api/user/vehicles/${vehicleId}/documents/uploaded`)).json().data;
    expect((await upload(vehicleId, [{ filename: 'x.pdf', content: sampleFiles.pdf }], rival)).statusCode).toBe(404);
    expect((await get(`/api/user/vehicles/${vehicleId}/documents/uploaded`, rival)).statusCode).toBe(404);
    expect((await get(`/api/user/vehicles/${vehicleId}/documents/${document.id}/view`, rival)).statusCode).toBe(404);
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/vehicles/${vehicleId}/documents/${document.id}`,
      headers: rival.headers,
    });
    expect(removal.statusCode).toBe(404);
    const started = await upload(vehicleId, [{ filename: 'y.pdf', content: sampleFiles.pdf }]);
    const suuid = started.json().data.suuid;
    expect((await get(`/api/user/vehicles/uploading-documents-status/${suuid}`, rival)).statusCode).toBe(404);
    await waitForJob(t, `/api/user/vehicles/uploading-documents-status/${suuid}`, dealer.headers);
    expect((await get(`/api/user/vehicles/${vehicleId}/documents/uploaded`)).json().data).toHaveLength(2);
  });

  it('asks for at least one file', async () => {
    const response = await upload(vehicleId, []);
    expect(response.statusCode).toBe(422);
  });
});
