import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { isErrorCode } from '@kontor/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../platform/db/schema/companies';
import { customers } from '../../platform/db/schema/customers';
import { generatedDocuments, trades } from '../../platform/db/schema/trades';
import { vehicles } from '../../platform/db/schema/vehicles';
import { JobFailure } from '../../platform/jobs/jobs';
import { createCustomer } from '../../test/customers-factories';
import { callAs, createCompanyUser, usedStorage, type CompanyUser } from '../../test/factories';
import { fetchDocumentFile, generate, generateAndWait, pdfText, sellableVehicle } from '../../test/documents-factories';
import { createTestContext, type TestContext } from '../../test/test-context';
import { saveStep } from '../../test/trades-factories';
import { insertVehicles } from '../../test/vehicles-factories';
import type { DocumentContent } from '../document-engine/document-content';
import { readCii, readEmbedded, xsdErrors } from '../document-engine/e-invoice/cii.fixture';
import { generateDocumentJob } from './trade-documents.jobs';

// Generating the documents of a selling trade through the HTTP API (issue 13): the checks answered
// before anything is queued, the job that numbers, renders, stores and records, the invoice that
// sells the vehicle, versions of the other types, the frozen snapshot and other companies' 404s.

let t: TestContext;
let dealer: CompanyUser;
let rival: CompanyUser;

const TODAY = '2026-06-15';

beforeAll(async () => {
  t = await createTestContext();
  t.clock.set(new Date(`${TODAY}T10:00:00Z`));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
});
afterAll(() => t.close());

const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; fields?: Record<string, string> } }).error;
const listOf = async (vehicleId: string, user: CompanyUser = dealer) =>
  (await callAs(t, `GET /api/user/vehicles/${vehicleId}/documents/generated`, { user })).json().data as Array<
    Record<string, unknown>
  >;

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

describe('POST …/documents/generate/{type}/order/SELLING: refused before anything is queued', () => {
  it('answers 404 for another company’s vehicle or an unknown order type, 422 9506 for an unknown type', async () => {
    const { vehicleId } = await sellableVehicle(t, { user: dealer });
    expect((await generate(t, { user: rival, vehicleId, type: 'INVOICE' })).statusCode).toBe(404);
    expect((await generate(t, { user: dealer, vehicleId, type: 'INVOICE', orderType: 'LEASING' })).statusCode).toBe(404);
    // A purchase has no invoice of its own.
    expect(errorOf(await generate(t, { user: dealer, vehicleId, type: 'INVOICE', orderType: 'BUYING' })).code).toBe('9506');
    const unknown = await generate(t, { user: dealer, vehicleId, type: 'LEASING' });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown)).toMatchObject({ code: '9506', fields: { document_type: '9506' } });
  });

  it('answers 422 9512 with the missing buyer and price', async () => {
    const [bare] = (await insertVehicles(t, dealer.companyId, [{}])) as [string];
    const none = await generate(t, { user: dealer, vehicleId: bare, type: 'CONTRACT' });
    expect(none.statusCode).toBe(422);
    expect(errorOf(none)).toMatchObject({ code: '9512', fields: { customer_id: '0001', gross_price: '0001' } });

    const [priceless] = (await insertVehicles(t, dealer.companyId, [{}])) as [string];
    const { id: customerId } = await createCustomer(t, dealer.companyId);
    expect((await saveStep(t, { user: dealer, vehicleId: priceless, body: { customerId } })).statusCode).toBe(200);
    const noPrice = await generate(t, { user: dealer, vehicleId: priceless, type: 'INVOICE' });
    expect(errorOf(noPrice)).toEqual(expect.objectContaining({ code: '9512', fields: { gross_price: '0001' } }));
    // The privacy notice prints no price: the buyer is enough.
    expect(await generateAndWait(t, { user: dealer, vehicleId: priceless, type: 'PRIVACY' })).toMatchObject({ status: 'DONE' });
  });

  it('answers a broken rule of the saved trade at once, and one that only the customer’s current data shows from the job', async () => {
    const { vehicleId, customerId } = await sellableVehicle(t, {
      user: dealer,
      customer: {
        type: 'BUSINESS',
        companyName: 'Auto Wien GmbH',
        vatId: 'ATU13585627',
        countryId: 16,
        postalCode: '1010',
        city: 'Wien',
      },
      trade: { sectionType: '4.1b', vat: false, tradeType: 'BUSINESS', warranty: 'EXCLUDED' },
    });
    // The vehicle's purchase price is what the saved §25a trade rests on; without it the trade breaks 9505.
    const margin = await sellableVehicle(t, { user: dealer, trade: { sectionType: '25', vat: false, purchasePrice: 1_500_000 } });
    await t.ctx.database.db
      .update(trades)
      .set({ fields: sql`${trades.fields} - 'purchasePrice'` })
      .where(eq(trades.vehicleId, margin.vehicleId));
    const response = await generate(t, { user: dealer, vehicleId: margin.vehicleId, type: 'CONTRACT' });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: '9505', fields: { purchase_price: '9505' } });

    // The buyer's VAT id removed after the intra-EU sale was saved: the job takes the customer as it is now.
    await t.ctx.database.db.update(customers).set({ vatId: null }).where(eq(customers.id, customerId));
    const failed = await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' });
    expect(failed).toMatchObject({ status: 'FAILED', error: '9503', result: { fields: { section_type: '9503' } } });
    expect(await listOf(vehicleId)).toEqual([]);
    expect((await callAs(t, `GET /api/user/vehicles/${vehicleId}/trades/SELLING`, { user: dealer })).json().data.status).toBe(
      'PENDING',
    );
  });
});

describe('the customer’s address (§14 Abs. 4 Nr. 1 UStG; both parties of a contract)', () => {
  const nameOnly = { firstName: 'Ülkü', lastName: 'Öz', streetAddress: null, houseNumber: null, postalCode: null, city: null };

  it('refuses invoice, contract and binding order to a buyer with only a name (422 9537 on the buyer); the others are made', async () => {
    const { vehicleId } = await sellableVehicle(t, { user: dealer, customer: nameOnly, trade: { grossPrice: 599_999 } });
    for (const type of ['INVOICE', 'CONTRACT', 'BINDING_CONTRACT']) {
      const refused = await generate(t, { user: dealer, vehicleId, type });
      expect(refused.statusCode, type).toBe(422);
      expect(errorOf(refused), type).toMatchObject({ code: '9537', fields: { customer_id: '9537' } });
    }
    expect(await generateAndWait(t, { user: dealer, vehicleId, type: 'PROPOSAL' })).toMatchObject({ status: 'DONE' });
    // Nothing was issued: the sale is still open.
    expect((await callAs(t, `GET /api/user/vehicles/${vehicleId}/trades/SELLING`, { user: dealer })).json().data.status).toBe(
      'PENDING',
    );
  });

  it('issues a small-amount invoice of at most 250 € without the address (§33 UStDV)', async () => {
    const { vehicleId } = await sellableVehicle(t, { user: dealer, customer: nameOnly, trade: { grossPrice: 25_000 } });
    expect(await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' })).toMatchObject({ status: 'DONE' });
  });

  it('fails the job when the buyer’s address was removed after the request was checked', async () => {
    const { vehicleId, customerId } = await sellableVehicle(t, { user: dealer });
    await t.ctx.database.db.update(customers).set({ city: null }).where(eq(customers.id, customerId));
    const failed = await generateAndWait(t, { user: dealer, vehicleId, type: 'CONTRACT' });
    expect(failed).toMatchObject({ status: 'FAILED', error: '9537', result: { fields: { customer_id: '9537' } } });
    expect(await listOf(vehicleId)).toEqual([]);
  });

  it('refuses the purchase contract from a seller with only a name (422 9537 on the seller)', async () => {
    const [vehicleId] = (await insertVehicles(t, dealer.companyId, [
      { purchasePrice: null, purchaseTaxation: null, purchaseVatRate: null },
    ])) as [string];
    const { id: customerId } = await createCustomer(t, dealer.companyId, nameOnly);
    const saved = await callAs(t, `POST /api/user/vehicles/${vehicleId}/trades/BUYING/CONTRACT`, {
      user: dealer,
      body: { customerId, grossPrice: 1_234_599 },
    });
    expect(saved.statusCode).toBe(200);
    const refused = await generate(t, { user: dealer, vehicleId, type: 'CONTRACT', orderType: 'BUYING' });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: '9537', fields: { customer_id: '9537' } });
    expect(await generateAndWait(t, { user: dealer, vehicleId, type: 'PRIVACY', orderType: 'BUYING' })).toMatchObject({
      status: 'DONE',
    });
  });
});

describe('the vehicle’s first registration (printed by the invoice and the contract)', () => {
  it('refuses the invoice and the contract of a vehicle without it (422 9561), makes the rest, and both once it is entered', async () => {
    const { vehicleId } = await sellableVehicle(t, { user: dealer });
    await t.ctx.database.db.update(vehicles).set({ firstRegistered: null }).where(eq(vehicles.id, vehicleId));
    for (const type of ['INVOICE', 'CONTRACT']) {
      const refused = await generate(t, { user: dealer, vehicleId, type });
      expect(refused.statusCode, type).toBe(422);
      expect(errorOf(refused), type).toMatchObject({ code: '9561', fields: { first_registered: '9561' } });
    }
    expect(await generateAndWait(t, { user: dealer, vehicleId, type: 'PROPOSAL' })).toMatchObject({ status: 'DONE' });
    await t.ctx.database.db.update(vehicles).set({ firstRegistered: '2019-03-12' }).where(eq(vehicles.id, vehicleId));
    expect(await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' })).toMatchObject({ status: 'DONE' });
  });
});

describe('the accident damage', () => {
  it('refuses a document stating no accident damage once the vehicle is recorded as not accident-free (422 9534)', async () => {
    const { vehicleId } = await sellableVehicle(t, { user: dealer, trade: { damaged: 'NO_ACCIDENT' } });
    await t.ctx.database.db.update(vehicles).set({ accidentFree: false }).where(eq(vehicles.id, vehicleId));
    const refused = await generate(t, { user: dealer, vehicleId, type: 'CONTRACT' });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: '9534', fields: { damaged: '9534' } });
    expect(await listOf(vehicleId)).toEqual([]);
  });
});

describe('the purchase day', () => {
  it('refuses an invoice dated before the vehicle’s purchase recorded after the date was chosen (422 9536); nothing is issued', async () => {
    const { vehicleId } = await sellableVehicle(t, { user: dealer, trade: { invoiceDate: '2026-06-05' } });
    await t.ctx.database.db.update(vehicles).set({ purchasedOn: '2026-06-08' }).where(eq(vehicles.id, vehicleId));
    const refused = await generate(t, { user: dealer, vehicleId, type: 'INVOICE' });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ fields: { invoice_date: '9536' } });
    expect(await listOf(vehicleId)).toEqual([]);
  });
});

describe('the seller’s VAT id', () => {
  it('refuses an intra-EU supply before queuing (422 9514) once the company has no VAT id', async () => {
    const seller = await createCompanyUser(t);
    const { vehicleId } = await sellableVehicle(t, {
      user: seller,
      customer: {
        type: 'BUSINESS',
        companyName: 'Auto Wien GmbH',
        vatId: 'ATU13585627',
        countryId: 16,
        postalCode: '1010',
        city: 'Wien',
      },
      trade: { sectionType: '4.1b', vat: false, tradeType: 'BUSINESS' },
    });
    await t.ctx.database.db.update(companies).set({ vatId: null }).where(eq(companies.id, seller.companyId));
    const refused = await generate(t, { user: seller, vehicleId, type: 'INVOICE' });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: '9514', fields: { section_type: '9514' } });
    expect(await listOf(vehicleId, seller)).toEqual([]);
  });
});

describe('the e-invoice of an intra-EU supply, generated through the API', () => {
  it('is a Factur-X hybrid whose valid EN 16931 XML names the member state the vehicle goes to (BR-IC-12)', async () => {
    const seller = await createCompanyUser(t);
    const { vehicleId } = await sellableVehicle(t, {
      user: seller,
      customer: {
        type: 'BUSINESS',
        companyName: 'Auto Wien GmbH',
        vatId: 'ATU13585627',
        countryId: 16,
        postalCode: '1010',
        city: 'Wien',
      },
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

    const [listed, ...rest] = await listOf(vehicleId);
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
    expect((await listOf(vehicleId)).filter((document) => document.document_type === 'INVOICE')).toHaveLength(1);
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
    const contracts = (await listOf(vehicleId)).filter((document) => document.document_type === 'CONTRACT');
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
      const [newest] = await listOf(vehicleId);
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
    expect(await listOf(vehicleId)).toHaveLength(9);
    // Every stored PDF of the company belongs to a recorded document, and the other way round.
    const rows = await t.ctx.database.db
      .select({ key: generatedDocuments.storageKey })
      .from(generatedDocuments)
      .where(eq(generatedDocuments.companyId, dealer.companyId));
    expect(storedPdfs(dealer.companyId).sort()).toEqual(rows.map((row) => path.basename(row.key)).sort());
  });
});
