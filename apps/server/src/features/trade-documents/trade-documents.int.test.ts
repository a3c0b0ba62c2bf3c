import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { isErrorCode } from '@kontor/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../platform/db/schema/companies';
import { customers } from '../../platform/db/schema/customers';
import { generatedDocuments, trades } from '../../platform/db/schema/trades';
import { vehicles } from '../../platform/db/schema/vehicles';
import { JobFailure } from '../../platform/jobs/jobs';
import { callAs, createCompanyUser, usedStorage, type CompanyUser } from '../../test/factories';
import {
  AUSTRIAN_BUSINESS_BUYER,
  fetchDocumentFile,
  generate,
  generateAndWait,
  listDocuments,
  pdfText,
  sellableVehicle,
} from '../../test/documents-factories';
import { useTestContext } from '../../test/test-context';
import { saveStep } from '../../test/trades-factories';
import { errorOf } from '../../test/responses';
import { insertVehicles } from '../../test/vehicles-factories';
import type { DocumentContent } from '../document-engine/document-content';
import { readCii, readEmbedded, xsdErrors } from '../document-engine/e-invoice/cii.fixture';
import { generateDocumentJob } from './trade-documents.jobs';

// Generating the documents of a sale through the HTTP API: the e-invoice of an intra-EU
// supply, the job that numbers, renders, stores and records (and stores nothing for a vehicle gone
// meanwhile), the templates, the invoice that sells the vehicle, versions of the other types, the
// frozen snapshot and other companies' 404s. What a document requires is checked in
// trade-documents-rules.int.test.ts.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;

const TODAY = '2026-06-15';

beforeAll(async () => {
  t.clock.set(new Date(`${TODAY}T10:00:00Z`));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
});

async function storedContent(documentId: string): Promise<DocumentContent> {
  const [row] = await t.ctx.database.db
    .select({ content: generatedDocuments.content })
    .from(generatedDocuments)
    .where(and(eq(generatedDocuments.companyId, dealer.companyId), eq(generatedDocuments.id, documentId)));
  return row!.content as DocumentContent;
}

/** The PDFs stored for the company (the documents folder of its storage). */
function storedPdfs(companyId: string): string[] {
  try {
    return readdirSync(path.join(t.dataDir, 'files', 'companies', companyId, 'documents'));
  } catch {
    return [];
  }
}

describe('the e-invoice of an intra-EU supply, generated through the API', () => {
  it('is a Factur-X hybrid whose valid EN 16931 XML names the member state the vehicle goes to (BR-IC-12)', async () => {
    const seller = await createCompanyUser(t);
    const { vehicleId } = await sellableVehicle(t, {
      user: seller,
      customer: AUSTRIAN_BUSINESS_BUYER,
      trade: { sectionType: '4.1b', vat: false, tradeType: 'BUSINESS', warranty: 'EXCLUDED' },
    });
    const status = await generateAndWait(t, { user: seller, vehicleId, type: 'INVOICE' });
    expect(status).toMatchObject({ status: 'DONE' });
    const documentId = (status.result as { document_id: string }).document_id;
    const pdf = (await fetchDocumentFile(t, { user: seller, vehicleId, documentId })).rawPayload;
    const { files, xmp } = readEmbedded(pdf);
    expect(files.map((file) => [file.name, file.relationship])).toEqual([['factur-x.xml', 'Alternative']]);
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    const xml = files[0]!.content.toString('utf8');
    expect(xsdErrors(xml)).toEqual([]);
    const cii = readCii(xml);
    expect(cii.one('//ram:ApplicableHeaderTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode')).toBe('K');
    expect(cii.one('//ram:ApplicableHeaderTradeDelivery/ram:ShipToTradeParty/ram:PostalTradeAddress/ram:CountryID')).toBe('AT');
    expect(cii.one("//ram:BuyerTradeParty/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']")).toBe('ATU13585627');
    expect(cii.one('//ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime/udt:DateTimeString')).toBe(
      TODAY.replace(/-/g, ''),
    );
    cii.dispose();
  });
});

describe('the job on a vehicle gone after the request', () => {
  it('fails with 404, a code of the error catalogue, and stores nothing', async () => {
    const owner = await createCompanyUser(t);
    const { vehicleId } = await sellableVehicle(t, { user: owner });
    // The draft goes with the vehicle; the job was queued before.
    expect((await callAs(t, `DELETE /api/user/vehicles/${vehicleId}`, { user: owner })).statusCode).toBe(204);
    const job = generateDocumentJob(t.ctx);
    const run = job.handler(
      {
        companyId: owner.companyId,
        vehicleId,
        orderType: 'SELLING',
        documentType: 'CONTRACT',
        language: 'de',
        invoiceNumber: null,
      },
      { suuid: randomUUID(), companyId: owner.companyId, progress: () => Promise.resolve() },
    );
    await expect(run).rejects.toSatisfy(
      (error) => error instanceof JobFailure && error.code === '404' && isErrorCode(error.code),
    );
    expect(storedPdfs(owner.companyId)).toEqual([]);
  });
});

describe('templates', () => {
  it('follows the company’s template for its kind of document, or the plain standard the trade chose', async () => {
    const owner = await createCompanyUser(t);
    const templates = await callAs(t, 'PUT /api/user/company/custom-templates', {
      user: owner,
      body: {
        invoiceTemplate: {
          layout: 'MODERN',
          headerNote: 'Danke für Ihr Vertrauen',
          footer: 'Fußzeile der Rechnungsvorlage',
          terms: 'AGB der Rechnungsvorlage',
        },
        contractTemplate: {
          layout: 'CLASSIC',
          headerNote: 'Vertragskopf Autohaus',
          footer: 'Fußzeile der Vertragsvorlage',
          terms: null,
        },
      },
    });
    expect(templates.statusCode).toBe(200);
    const { vehicleId } = await sellableVehicle(t, { user: owner });
    const textOf = async (type: string) => {
      const status = await generateAndWait(t, { user: owner, vehicleId, type });
      const documentId = (status.result as { document_id: string }).document_id;
      return pdfText((await fetchDocumentFile(t, { user: owner, vehicleId, documentId })).rawPayload);
    };
    // The proposal follows the invoice template (its footer and terms); the header note is the invoice's own.
    const proposal = await textOf('PROPOSAL');
    expect(proposal).toContain('Fußzeile der Rechnungsvorlage');
    expect(proposal).toContain('AGB der Rechnungsvorlage');
    expect(proposal).not.toContain('Danke für Ihr Vertrauen');
    const contract = await textOf('CONTRACT');
    expect(contract).toContain('Vertragskopf Autohaus');
    expect(contract).toContain('Fußzeile der Vertragsvorlage');
    expect(contract).not.toContain('Danke für Ihr Vertrauen');
    // The privacy notice and the protocol keep their template's footer, never the contract's or the invoice's note.
    const privacy = await textOf('PRIVACY');
    expect(privacy).toContain('Fußzeile der Vertragsvorlage');
    expect(privacy).not.toContain('Vertragskopf Autohaus');
    const protocol = await textOf('PROTOCOL');
    expect(protocol).toContain('Fußzeile der Rechnungsvorlage');
    expect(protocol).not.toContain('Danke für Ihr Vertrauen');
    expect((await saveStep(t, { user: owner, vehicleId, body: { invoiceTemplate: 'STANDARD' } })).statusCode).toBe(200);
    expect(await textOf('PROPOSAL')).not.toContain('Fußzeile der Rechnungsvorlage');
  });
});

describe('issuing the invoice', () => {
  let vehicleId: string;
  let customerId: string;
  let invoice: { document_id: string; number: string };
  let invoicePdf: Buffer;

  beforeAll(async () => {
    ({ vehicleId, customerId } = await sellableVehicle(t, { user: dealer }));
  });

  it('numbers, renders and stores the invoice, finishes the trade and moves the vehicle to SOLD', async () => {
    const before = await usedStorage(t, dealer.companyId);
    const status = await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' });
    expect(status).toMatchObject({
      status: 'DONE',
      progress: 100,
      error: null,
      result: { document_type: 'INVOICE', vehicle_sold: true },
    });
    invoice = status.result as { document_id: string; number: string };
    expect(invoice.number).toMatch(/\d/);

    const trade = (await callAs(t, `GET /api/user/vehicles/${vehicleId}/trades/SELLING`, { user: dealer })).json().data;
    expect(trade).toMatchObject({ status: 'FINISHED', invoice_number: invoice.number, issued_on: TODAY });
    const vehicle = (await callAs(t, `GET /api/user/vehicles/${vehicleId}`, { user: dealer })).json().data;
    expect(vehicle).toMatchObject({ status: 'SOLD', sold_on: TODAY });

    const [listed, ...rest] = await listDocuments(t, { user: dealer, vehicleId });
    expect(rest).toEqual([]);
    expect(listed).toMatchObject({
      id: invoice.document_id,
      document_type: 'INVOICE',
      number: invoice.number,
      version: 1,
      language: 'de',
      issued_on: TODAY,
      file_name: `Rechnung-${invoice.number}.pdf`,
    });
    expect(listed).not.toHaveProperty('storage_key');
    // The storage counts the PDF exactly.
    expect(await usedStorage(t, dealer.companyId)).toBe(before + (listed!.size as number));

    const file = await fetchDocumentFile(t, { user: dealer, vehicleId, documentId: invoice.document_id });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent(`Rechnung-${invoice.number}.pdf`)}`,
    );
    invoicePdf = file.rawPayload;
    expect(invoicePdf.length).toBe(listed!.size);
    const text = await pdfText(invoicePdf);
    expect(text).toContain(invoice.number);
    expect(text).toContain('Erika Mustermann');
  });

  it('refuses the invoice a second time with 409 9509, before and inside the job', async () => {
    const again = await generate(t, { user: dealer, vehicleId, type: 'INVOICE' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('9509');
    expect(
      (await listDocuments(t, { user: dealer, vehicleId })).filter((document) => document.document_type === 'INVOICE'),
    ).toHaveLength(1);
  });

  it('leaves an open trade as it was when a document changes nothing in it, and refreshes its buyer when the customer changed', async () => {
    const { vehicleId, customerId } = await sellableVehicle(t, { user: dealer });
    const tradeOf = async () =>
      (await callAs(t, `GET /api/user/vehicles/${vehicleId}/trades/SELLING`, { user: dealer })).json().data;
    const before = await tradeOf();
    expect(await generateAndWait(t, { user: dealer, vehicleId, type: 'PROPOSAL' })).toMatchObject({ status: 'DONE' });
    // The wizard's draft in the dealer's tab is compared with updated_at: an untouched trade keeps it.
    expect((await tradeOf()).updated_at).toBe(before.updated_at);
    await t.ctx.database.db.update(customers).set({ city: 'Bonn' }).where(eq(customers.id, customerId));
    expect(await generateAndWait(t, { user: dealer, vehicleId, type: 'PROPOSAL' })).toMatchObject({ status: 'DONE' });
    const after = await tradeOf();
    expect(after.buyer.city).toBe('Bonn');
    expect(after.updated_at).not.toBe(before.updated_at);
  });

  it('makes the other types again as new versions and keeps the old ones', async () => {
    const first = await generateAndWait(t, { user: dealer, vehicleId, type: 'CONTRACT' });
    const second = await generateAndWait(t, { user: dealer, vehicleId, type: 'CONTRACT', body: { language: 'en' } });
    expect(first).toMatchObject({ status: 'DONE', result: { document_type: 'CONTRACT', number: null, vehicle_sold: false } });
    expect(second.status).toBe('DONE');
    const contracts = (await listDocuments(t, { user: dealer, vehicleId })).filter(
      (document) => document.document_type === 'CONTRACT',
    );
    expect(contracts.map((document) => [document.version, document.language, document.file_name])).toEqual([
      [2, 'en', 'Purchase-contract-VW-Golf-1.5-TSI-v2.pdf'],
      [1, 'de', 'Kaufvertrag-VW-Golf-1.5-TSI-v1.pdf'],
    ]);
    // A contract made after the invoice refers to it.
    expect(
      await pdfText((await fetchDocumentFile(t, { user: dealer, vehicleId, documentId: contracts[1]!.id as string })).rawPayload),
    ).toContain('Erika Mustermann');
  });

  it('makes each of the other types through the same job, named in the document’s language', async () => {
    const names: Record<string, string> = {
      PROPOSAL: 'Angebot',
      PROTOCOL: 'Übergabeprotokoll',
      RECEIPT: 'Quittung',
      BINDING_CONTRACT: 'Verbindliche-Bestellung',
    };
    for (const [type, word] of Object.entries(names)) {
      const status = await generateAndWait(t, { user: dealer, vehicleId, type });
      expect(status).toMatchObject({ status: 'DONE', result: { document_type: type, number: null, vehicle_sold: false } });
      const [newest] = await listDocuments(t, { user: dealer, vehicleId });
      expect(newest).toMatchObject({ document_type: type, version: 1, file_name: `${word}-VW-Golf-1.5-TSI-v1.pdf` });
    }
  });

  it('keeps the issued snapshot when the customer and the company change; a new contract shows the frozen buyer', async () => {
    const snapshot = await storedContent(invoice.document_id);
    expect(snapshot).toMatchObject({ type: 'INVOICE', number: invoice.number, buyer: { lastName: 'Mustermann' } });
    await t.ctx.database.db.update(customers).set({ lastName: 'Neumann' }).where(eq(customers.id, customerId));
    await t.ctx.database.db.update(companies).set({ legalName: 'Umbenannt GmbH' }).where(eq(companies.id, dealer.companyId));

    expect(await storedContent(invoice.document_id)).toEqual(snapshot);
    const file = await fetchDocumentFile(t, { user: dealer, vehicleId, documentId: invoice.document_id });
    expect(file.rawPayload.equals(invoicePdf)).toBe(true);

    const status = await generateAndWait(t, { user: dealer, vehicleId, type: 'CONTRACT' });
    const documentId = (status.result as { document_id: string }).document_id;
    expect((await storedContent(documentId)).buyer.lastName).toBe('Mustermann');
    const text = await pdfText((await fetchDocumentFile(t, { user: dealer, vehicleId, documentId })).rawPayload);
    expect(text).toContain('Mustermann');
    expect(text).not.toContain('Neumann');
  });

  it('prints the vehicle as the invoice did: a later edit of the sold vehicle never reaches a new contract', async () => {
    const invoiceContent = await storedContent(invoice.document_id);
    const [trade] = await t.ctx.database.db.select().from(trades).where(eq(trades.vehicleId, vehicleId));
    // The trade keeps exactly what the invoice was rendered from.
    expect(trade).toMatchObject({
      status: 'FINISHED',
      vehicle: invoiceContent.vehicle,
      buyer: invoiceContent.buyer,
      amounts: invoiceContent.trade.amounts,
    });
    const {
      tradeType: _tradeType,
      amounts: _amounts,
      invoiceNumber: _number,
      invoiceDate: _date,
      handoverOn: _handoverOn,
      ...printedFields
    } = invoiceContent.trade;
    // The printed trade type and handover day are derived; every stored field is as printed.
    expect(trade!.fields).toMatchObject(printedFields);

    await t.ctx.database.db.update(vehicles).set({ mileage: 99_999, colour: 'Froschgrün' }).where(eq(vehicles.id, vehicleId));
    const status = await generateAndWait(t, { user: dealer, vehicleId, type: 'CONTRACT' });
    const documentId = (status.result as { document_id: string }).document_id;
    expect((await storedContent(documentId)).vehicle).toEqual(invoiceContent.vehicle);
    const text = await pdfText((await fetchDocumentFile(t, { user: dealer, vehicleId, documentId })).rawPayload);
    expect(text).not.toContain('Froschgrün');
    expect(text).not.toContain('99.999');
  });

  it('answers 404 to another company on the list, the view and the file of a changed signature', async () => {
    expect((await callAs(t, `GET /api/user/vehicles/${vehicleId}/documents/generated`, { user: rival })).statusCode).toBe(404);
    expect(
      (await callAs(t, `GET /api/user/vehicles/${vehicleId}/documents/${invoice.document_id}/view`, { user: rival })).statusCode,
    ).toBe(404);
    const [own] = (await insertVehicles(t, rival.companyId, [{}])) as [string];
    expect(
      (await callAs(t, `GET /api/user/vehicles/${own}/documents/${invoice.document_id}/view`, { user: rival })).statusCode,
    ).toBe(404);
    const view = (
      await callAs(t, `GET /api/user/vehicles/${vehicleId}/documents/${invoice.document_id}/view`, { user: dealer })
    ).json().data;
    const changed = (view.url as string).replace(/expires=(\d+)/, (_match, seconds: string) => `expires=${Number(seconds) + 60}`);
    expect((await t.app.inject({ method: 'GET', url: changed })).statusCode).toBe(404);
    // An uploaded document's signature does not open a generated one: the purpose is signed too.
    const asUpload = (view.url as string).replace('/api/files/generated-documents/', '/api/files/vehicle-documents/');
    expect((await t.app.inject({ method: 'GET', url: asUpload })).statusCode).toBe(404);
  });

  it('offers no delete for a generated document (GoBD)', async () => {
    const response = await callAs(t, `DELETE /api/user/vehicles/${vehicleId}/documents/${invoice.document_id}`, { user: dealer });
    expect(response.statusCode).toBe(404);
    expect(await listDocuments(t, { user: dealer, vehicleId })).toHaveLength(9);
    // Every stored PDF of the company belongs to a recorded document, and the other way round.
    const rows = await t.ctx.database.db
      .select({ key: generatedDocuments.storageKey })
      .from(generatedDocuments)
      .where(eq(generatedDocuments.companyId, dealer.companyId));
    expect(storedPdfs(dealer.companyId).sort()).toEqual(rows.map((row) => path.basename(row.key)).sort());
  });
});
