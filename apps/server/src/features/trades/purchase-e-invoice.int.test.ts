import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForJob } from '../../test/company-factories';
import { createCustomer } from '../../test/customers-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import { postFiles, sampleFiles } from '../../test/multipart';
import { dataOf, errorOf, type Json } from '../../test/responses';
import { useTestContext } from '../../test/test-context';
import { addVehicle } from '../../test/vehicles-factories';

// A business seller's e-invoice received on a purchase, through the HTTP API against the real
// PostgreSQL: uploaded as a vehicle document, read (CII, UBL, Factur-X PDF), checked with the
// EN 16931 and XRechnung rules, the purchase filled from it; broken and unreadable files kept.

const EXAMPLES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../document-engine/e-invoice');
const example = (file: string) => readFileSync(path.join(EXAMPLES, file));
const CII_XRECHNUNG = example('xrechnung-rules/01.01a-INVOICE_uncefact.xml');
const UBL_XRECHNUNG = example('received-examples/01.01a-INVOICE_ubl.xml');
const FACTUR_X = example('received-examples/facturx-invoice_EN16931.pdf');
const OWN_UBL = example('received-examples/kontor-vehicle-invoice_ubl.xml');

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;
let businessSeller: string;
let privateSeller: string;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
  privateSeller = (await createCustomer(t, dealer.companyId, { firstName: 'Max', lastName: 'Verkäufer' })).id;
  businessSeller = (
    await createCustomer(t, dealer.companyId, {
      type: 'BUSINESS',
      companyName: 'Autohandel Nord GmbH',
      vatId: 'DE136695976',
      passport: null,
      passportFrom: null,
      passportExpired: null,
    })
  ).id;
});

/** A vehicle with an open purchase from `seller`. */
async function purchase(seller = businessSeller): Promise<string> {
  const vehicleId = await addVehicle(t, dealer.companyId);
  const saved = await callAs(t, `POST /api/user/vehicles/${vehicleId}/trades/BUYING/CONTRACT`, {
    user: dealer,
    body: { customerId: seller, grossPrice: 100 },
  });
  expect(saved.statusCode).toBe(200);
  return vehicleId;
}

/** Uploads one file as a document of the vehicle (the ordinary upload) and answers its id. */
async function upload(vehicleId: string, filename: string, content: Buffer): Promise<string> {
  const started = await postFiles(t, `/api/user/vehicles/${vehicleId}/upload-documents`, {
    headers: dealer.headers,
    field: 'document',
    files: [{ filename, content }],
  });
  expect(started.statusCode).toBe(202);
  const { data } = await waitForJob(
    t,
    `/api/user/vehicles/uploading-documents-status/${started.json().data.suuid}`,
    dealer.headers,
  );
  const result = (data as { result: { document_ids: string[] } }).result;
  expect(result.document_ids).toHaveLength(1);
  return result.document_ids[0]!;
}

const receive = (vehicleId: string, documentId: string, user: CompanyUser = dealer) =>
  callAs(t, `POST /api/user/vehicles/${vehicleId}/trades/BUYING/e-invoice`, { user, body: { documentId } });
const shown = (vehicleId: string, user: CompanyUser = dealer) =>
  callAs(t, `GET /api/user/vehicles/${vehicleId}/trades/BUYING/e-invoice`, { user });
const purchaseOf = async (vehicleId: string) =>
  dataOf(await callAs(t, `GET /api/user/vehicles/${vehicleId}/trades/BUYING`, { user: dealer }));
const documentIds = async (vehicleId: string) =>
  dataOf<Array<{ id: string }>>(await callAs(t, `GET /api/user/vehicles/${vehicleId}/documents/uploaded`, { user: dealer })).map(
    (document) => document.id,
  );

/** Receives `content` on a new purchase and answers the vehicle, the document and the answer's data. */
async function received(filename: string, content: Buffer) {
  const vehicleId = await purchase();
  const documentId = await upload(vehicleId, filename, content);
  const response = await receive(vehicleId, documentId);
  expect(response.statusCode).toBe(200);
  return { vehicleId, documentId, invoice: dataOf(response) };
}

const EXAMPLE_TOTALS = { currency: 'EUR', net_cents: 31_486, vat_cents: 2_204, gross_cents: 33_690 };
const EXAMPLE_LINES = [
  { id: 'Zeitschrift [...]', name: 'Zeitschrift [...]', quantity: '1', unit_code: 'XPP', net_cents: 28_879, vat_rate: 7 },
  { id: 'Porto + Versandkosten', name: 'Porto + Versandkosten', quantity: '1', unit_code: 'XPP', net_cents: 2_607, vat_rate: 7 },
];
const ALL_FILLED = ['sellerInvoiceDocumentId', 'sellerInvoiceNumber', 'sellerInvoiceDate', 'grossPrice', 'vat', 'vatRate'];

describe('receiving an e-invoice on a purchase', () => {
  it('reads the XRechnung CII example, finds it valid and fills the purchase; the stored file is shown again', async () => {
    const { vehicleId, documentId, invoice } = await received('rechnung.xml', CII_XRECHNUNG);
    expect(invoice).toEqual({
      document_id: documentId,
      file_name: 'rechnung.xml',
      container: 'XML',
      syntax: 'CII',
      specification_id: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
      seller_name: '[Seller name]',
      seller_vat_id: 'DE 123456789',
      invoice_number: '123456XX',
      issue_date: '2016-04-04',
      ...EXAMPLE_TOTALS,
      lines: EXAMPLE_LINES,
      validation: { scenario: 'XRECHNUNG', valid: true, errors: [], warnings: [] },
      filled: ALL_FILLED,
    });
    expect(await purchaseOf(vehicleId)).toMatchObject({
      seller_invoice_number: '123456XX',
      seller_invoice_date: '2016-04-04',
      seller_invoice_document_id: documentId,
      gross_price: 33_690,
      vat: true,
      vat_rate: 7,
      amounts: { gross_cents: 33_690, vat_cents: 2_204, net_cents: 31_486 },
    });
    expect(dataOf(await shown(vehicleId))).toEqual(invoice);
    // The record is the file as uploaded, byte for byte.
    const view = dataOf<{ url: string }>(
      await callAs(t, `GET /api/user/vehicles/${vehicleId}/documents/${documentId}/view`, { user: dealer }),
    );
    expect((await t.app.inject({ method: 'GET', url: view.url })).rawPayload.equals(CII_XRECHNUNG)).toBe(true);
  });

  it('reads the XRechnung UBL example of the same case to the same values', async () => {
    const { invoice } = await received('rechnung-ubl.xml', UBL_XRECHNUNG);
    expect(invoice).toMatchObject({
      syntax: 'UBL',
      seller_name: '[Seller name]',
      seller_vat_id: 'DE 123456789',
      invoice_number: '123456XX',
      issue_date: '2016-04-04',
      ...EXAMPLE_TOTALS,
      lines: EXAMPLE_LINES,
      validation: { scenario: 'XRECHNUNG', valid: true, errors: [], warnings: [] },
      filled: ALL_FILLED,
    });
  });

  it('takes the factur-x.xml out of a Factur-X PDF and checks it by the EN 16931 rules alone; mixed VAT rates leave the rate as it was', async () => {
    const { vehicleId, invoice } = await received('facture.pdf', FACTUR_X);
    expect(invoice).toMatchObject({
      container: 'PDF',
      syntax: 'CII',
      specification_id: 'urn:cen.eu:en16931:2017',
      seller_name: 'LE FOURNISSEUR',
      seller_vat_id: 'FR11123456782',
      invoice_number: 'F20260023',
      issue_date: '2026-01-31',
      currency: 'EUR',
      net_cents: 10_000,
      vat_cents: 490,
      gross_cents: 10_490,
      validation: { scenario: 'EN16931', valid: true, errors: [], warnings: [] },
      filled: ['sellerInvoiceDocumentId', 'sellerInvoiceNumber', 'sellerInvoiceDate', 'grossPrice', 'vat'],
    });
    expect((invoice.lines as Json[]).slice(0, 2)).toEqual([
      { id: '1', name: 'PRESTATION SUPPORT', quantity: '1.0000', unit_code: 'C62', net_cents: 6_000, vat_rate: 0 },
      { id: '2', name: 'FOURNITURES PAPIER', quantity: '3.0000', unit_code: 'C62', net_cents: 2_800, vat_rate: 10 },
    ]);
    expect(await purchaseOf(vehicleId)).toMatchObject({ gross_price: 10_490, vat: true, vat_rate: 19 });
  });

  it('reads a vehicle invoice of our own in UBL that passes every rule', async () => {
    const { vehicleId, invoice } = await received('AN-2026-0417.xml', OWN_UBL);
    expect(invoice).toMatchObject({
      seller_name: 'Autohandel Nord GmbH',
      seller_vat_id: 'DE136695976',
      invoice_number: 'AN-2026-0417',
      issue_date: '2026-06-12',
      net_cents: 1_250_000,
      vat_cents: 237_500,
      gross_cents: 1_487_500,
      lines: [{ id: '1', name: 'VW Golf 2.0 TDI', quantity: '1', unit_code: 'C62', net_cents: 1_250_000, vat_rate: 19 }],
      validation: { scenario: 'XRECHNUNG', valid: true, errors: [], warnings: [] },
      filled: ALL_FILLED,
    });
    expect(await purchaseOf(vehicleId)).toMatchObject({
      gross_price: 1_487_500,
      vat: true,
      vat_rate: 19,
      seller_invoice_number: 'AN-2026-0417',
    });
  });

  it('keeps a broken invoice with the messages of the rules it breaks, as the rule sets word them', async () => {
    const broken = OWN_UBL.toString('utf8')
      .replace(/<cbc:BuyerReference>.*<\/cbc:BuyerReference>/, '')
      .replace('14875.00</cbc:TaxInclusiveAmount>', '14000.00</cbc:TaxInclusiveAmount>');
    const { vehicleId, documentId, invoice } = await received('kaputt.xml', Buffer.from(broken));
    expect(invoice.validation).toEqual({
      scenario: 'XRECHNUNG',
      valid: false,
      errors: [
        { id: 'BR-CO-15', text: expect.stringContaining('Invoice total amount with VAT (BT-112)') },
        { id: 'BR-CO-16', text: expect.stringContaining('Amount due for payment (BT-115)') },
        { id: 'BR-DE-15', text: '[BR-DE-15] Das Element "Buyer reference" (BT-10) muss übermittelt werden.' },
      ],
      warnings: [],
    });
    expect(await purchaseOf(vehicleId)).toMatchObject({ seller_invoice_document_id: documentId, gross_price: 1_400_000 });
    expect(await documentIds(vehicleId)).toEqual([documentId]);
    expect(dataOf<Json>(await shown(vehicleId)).validation).toEqual(invoice.validation);
  });

  it.each([
    ['notiz.txt', '9581', sampleFiles.txt],
    ['scan.pdf', '9582', sampleFiles.pdf],
    ['note.xml', '9583', Buffer.from('<?xml version="1.0"?>\n<note><to>Kontor</to></note>\n')],
  ])(
    'refuses %s as no e-invoice (%s at the document) and keeps the file among the vehicle documents',
    async (name, code, content) => {
      const vehicleId = await purchase();
      const documentId = await upload(vehicleId, name, content);
      const response = await receive(vehicleId, documentId);
      expect(response.statusCode).toBe(422);
      expect(errorOf(response)).toMatchObject({ code, fields: { document_id: code } });
      expect(await documentIds(vehicleId)).toEqual([documentId]);
      expect(await purchaseOf(vehicleId)).toMatchObject({ seller_invoice_document_id: null, gross_price: 100 });
      expect(dataOf(await shown(vehicleId))).toBeNull();
    },
  );

  it('takes an e-invoice only on a purchase from a business seller', async () => {
    const vehicleId = await purchase(privateSeller);
    const documentId = await upload(vehicleId, 'rechnung.xml', OWN_UBL);
    const response = await receive(vehicleId, documentId);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: '9584', fields: { customer_id: '9584' } });
  });
});

describe('company isolation', () => {
  it("gives another company neither the purchase's e-invoice nor a reading of its documents", async () => {
    const { vehicleId, documentId } = await received('rechnung.xml', OWN_UBL);
    expect((await shown(vehicleId, rival)).statusCode).toBe(404);
    expect((await receive(vehicleId, documentId, rival)).statusCode).toBe(404);
    // The rival's own purchase cannot name the dealer's upload either.
    const rivalSeller = (
      await createCustomer(t, rival.companyId, {
        type: 'BUSINESS',
        companyName: 'Rivale GmbH',
        passport: null,
        passportFrom: null,
        passportExpired: null,
      })
    ).id;
    const rivalVehicle = await addVehicle(t, rival.companyId);
    const saved = await callAs(t, `POST /api/user/vehicles/${rivalVehicle}/trades/BUYING/CONTRACT`, {
      user: rival,
      body: { customerId: rivalSeller, grossPrice: 100 },
    });
    expect(saved.statusCode).toBe(200);
    expect((await receive(rivalVehicle, documentId, rival)).statusCode).toBe(404);
    expect(await purchaseOf(vehicleId)).toMatchObject({ seller_invoice_number: 'AN-2026-0417' });
  });
});
