import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { companies } from '../../platform/db/schema/companies';
import { generatedDocuments } from '../../platform/db/schema/trades';
import {
  fetchDocumentFile,
  generate,
  generateAndWait,
  invoiceJobPayload,
  pdfText,
  sellableVehicle,
  waitForGeneration,
} from '../../test/documents-factories';
import { callAs, createCompanyUser, usedStorage, type CompanyUser } from '../../test/factories';
import { errorOf } from '../../test/responses';
import { useTestContext } from '../../test/test-context';
import { generateDocumentJob } from './trade-documents.jobs';

// The invoice's number (unique and without gaps, § 14 Abs. 4 Nr. 4 UStG): taken in the transaction that records the document, so parallel
// invoices get unique numbers without gaps, a failed render returns its number, and with automatic
// numbering off the dealer types a number that must be new in the series.

const t = useTestContext();

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
});

async function setTemplate(user: CompanyUser) {
  const response = await callAs(t, 'PUT /api/user/company/invoice-number', {
    user,
    body: { prefix: 'RE-', root: '1001', padding: 4 },
  });
  expect(response.statusCode).toBe(200);
}

const nextNumber = async (user: CompanyUser) =>
  (await callAs(t, 'GET /api/user/company/invoice-numbering', { user })).json().data.invoice.preview as string;

const documentCount = async (companyId: string) =>
  (
    await t.ctx.database.db
      .select({ id: generatedDocuments.id })
      .from(generatedDocuments)
      .where(eq(generatedDocuments.companyId, companyId))
  ).length;

function storedPdfs(companyId: string): string[] {
  try {
    return readdirSync(path.join(t.dataDir, 'files', 'companies', companyId, 'documents'));
  } catch {
    return [];
  }
}

describe('invoice numbers', () => {
  it('gives 20 parallel invoices on 20 vehicles 20 unique numbers without a gap', async () => {
    const dealer = await createCompanyUser(t);
    await setTemplate(dealer);
    const vehicles = await Promise.all(Array.from({ length: 20 }, () => sellableVehicle(t, { user: dealer })));
    const started = await Promise.all(vehicles.map(({ vehicleId }) => generate(t, { user: dealer, vehicleId, type: 'INVOICE' })));
    expect(started.map((response) => response.statusCode)).toEqual(Array(20).fill(202));
    const done = await Promise.all(
      started.map((response) => waitForGeneration(t, { user: dealer, suuid: response.json().data.suuid })),
    );
    expect(done.map((status) => status.status)).toEqual(Array(20).fill('DONE'));
    const numbers = done.map((status) => (status.result as { number: string }).number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `RE-${1001 + index}`));
    expect(await nextNumber(dealer)).toBe('RE-1021');
    const sold = (await callAs(t, 'GET /api/user/vehicles?status=SOLD&per_page=50', { user: dealer })).json();
    expect(sold.meta.total).toBe(20);
  });

  it('burns no number when the job fails (storage full): no file, no row, the trade still open', async () => {
    const dealer = await createCompanyUser(t);
    await setTemplate(dealer);
    const { vehicleId } = await sellableVehicle(t, { user: dealer });
    const expected = await nextNumber(dealer);
    const used = await usedStorage(t, dealer.companyId);
    await t.ctx.database.db
      .update(companies)
      .set({ storageSize: used + 100 })
      .where(eq(companies.id, dealer.companyId));

    const failed = await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' });
    expect(failed).toMatchObject({ status: 'FAILED', error: '5007' });
    expect(await documentCount(dealer.companyId)).toBe(0);
    expect(storedPdfs(dealer.companyId)).toEqual([]);
    expect(await usedStorage(t, dealer.companyId)).toBe(used);
    expect(await nextNumber(dealer)).toBe(expected);
    const trade = (await callAs(t, `GET /api/user/vehicles/${vehicleId}/trades/SELLING`, { user: dealer })).json().data;
    expect(trade).toMatchObject({ status: 'PENDING', invoice_number: null });
    expect((await callAs(t, `GET /api/user/vehicles/${vehicleId}`, { user: dealer })).json().data.status).toBe('CURRENT');

    await t.ctx.database.db
      .update(companies)
      .set({ storageSize: t.ctx.config.companyStorageBytes })
      .where(eq(companies.id, dealer.companyId));
    const issued = await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' });
    expect(issued).toMatchObject({ status: 'DONE', result: { number: expected } });
    expect(storedPdfs(dealer.companyId)).toHaveLength(1);
  });

  it('reports the real failure when deleting the written file fails too, and logs the orphan', async () => {
    const dealer = await createCompanyUser(t);
    const { vehicleId } = await sellableVehicle(t, { user: dealer });
    const used = await usedStorage(t, dealer.companyId);
    await t.ctx.database.db
      .update(companies)
      .set({ storageSize: used + 100 })
      .where(eq(companies.id, dealer.companyId));
    const remove = vi.spyOn(t.ctx.storage, 'delete').mockRejectedValueOnce(new Error('disk unplugged'));
    const log = vi.spyOn(t.ctx, 'log');
    try {
      const failed = await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' });
      expect(failed).toMatchObject({ status: 'FAILED', error: '5007' });
      expect(remove).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('disk unplugged'));
    } finally {
      remove.mockRestore();
      log.mockRestore();
    }
    expect(await documentCount(dealer.companyId)).toBe(0);
  });

  it('with automatic numbering off takes the typed number, once per series', async () => {
    const dealer = await createCompanyUser(t);
    const off = await callAs(t, 'POST /api/user/company/configurations/invoice-numbering', {
      user: dealer,
      body: { configValue: 'off' },
    });
    expect(off.statusCode).toBe(200);
    const first = await sellableVehicle(t, { user: dealer });
    const second = await sellableVehicle(t, { user: dealer });

    for (const body of [{}, { invoiceNumber: '  ' }]) {
      const missing = await generate(t, { user: dealer, vehicleId: first.vehicleId, type: 'INVOICE', body });
      expect(missing.statusCode).toBe(422);
      expect(errorOf(missing)).toMatchObject({ code: '9511', fields: { invoice_number: '9511' } });
    }

    const issued = await generateAndWait(t, {
      user: dealer,
      vehicleId: first.vehicleId,
      type: 'INVOICE',
      body: { invoiceNumber: '2026/0815', language: 'en' },
    });
    expect(issued).toMatchObject({ status: 'DONE', result: { number: '2026/0815', vehicle_sold: true } });
    const [document] = (await callAs(t, `GET /api/user/vehicles/${first.vehicleId}/documents/generated`, { user: dealer })).json()
      .data;
    expect(document).toMatchObject({ number: '2026/0815', language: 'en', file_name: 'Invoice-2026-0815.pdf' });
    const text = await pdfText(
      (await fetchDocumentFile(t, { user: dealer, vehicleId: first.vehicleId, documentId: document.id })).rawPayload,
    );
    expect(text).toContain('2026/0815');
    expect(text).toContain('Invoice');

    const duplicate = await generate(t, {
      user: dealer,
      vehicleId: second.vehicleId,
      type: 'INVOICE',
      body: { invoiceNumber: '2026/0815' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).code).toBe('9510');
    expect(await documentCount(dealer.companyId)).toBe(1);

    // Only letters, digits and / . _ - #: no spaces inside, no tab, no direction characters (the
    // platform refuses the other control characters in every body first, with 5009).
    const refusedWith = async (invoiceNumber: string) => {
      const refused = await generate(t, { user: dealer, vehicleId: second.vehicleId, type: 'INVOICE', body: { invoiceNumber } });
      expect(refused.statusCode).toBe(422);
      return errorOf(refused).fields;
    };
    for (const invoiceNumber of ['RE 2026', 'RE\t2026', 'RE-\u202E6202', 'RE<1>'])
      expect(await refusedWith(invoiceNumber)).toEqual({ invoice_number: '5003' });
    expect(await refusedWith('RE\u00002026')).toEqual({ invoice_number: '5009' });
    expect(await documentCount(dealer.companyId)).toBe(1);
    const trimmed = await generateAndWait(t, {
      user: dealer,
      vehicleId: second.vehicleId,
      type: 'INVOICE',
      body: { invoiceNumber: '  2026/0816#A ' },
    });
    expect(trimmed).toMatchObject({ status: 'DONE', result: { number: '2026/0816#A' } });
  });

  it('answers the document already made when its job runs again after the commit: no second invoice, number or storage', async () => {
    const dealer = await createCompanyUser(t);
    const { vehicleId } = await sellableVehicle(t, { user: dealer });
    const started = await generate(t, { user: dealer, vehicleId, type: 'INVOICE' });
    const suuid = started.json().data.suuid as string;
    const done = await waitForGeneration(t, { user: dealer, suuid });
    expect(done).toMatchObject({ status: 'DONE', result: { number: '1', vehicle_sold: true } });
    const storage = await usedStorage(t, dealer.companyId);

    // pg-boss runs a job again when its worker died or recording the result failed after the commit.
    const payload = invoiceJobPayload({ companyId: dealer.companyId, vehicleId });
    const again = await generateDocumentJob(t.ctx).handler(payload, {
      suuid,
      companyId: dealer.companyId,
      progress: async () => {},
    });
    expect(again).toEqual({
      documentId: (done.result as { document_id: string }).document_id,
      documentType: 'INVOICE',
      number: '1',
      vehicleSold: true,
    });
    expect(await documentCount(dealer.companyId)).toBe(1);
    expect(await usedStorage(t, dealer.companyId)).toBe(storage);
    expect(await nextNumber(dealer)).toBe('2');
  });
});
