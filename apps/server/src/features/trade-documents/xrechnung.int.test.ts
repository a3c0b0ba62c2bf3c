import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/customers-factories';
import {
  generateAndWait,
  type GenerationStatus,
  listDocuments,
  sellableVehicle,
  waitForGeneration,
} from '../../test/documents-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import { errorOf, type Json } from '../../test/responses';
import { useTestContext } from '../../test/test-context';
import { readCii } from '../document-engine/e-invoice/cii.fixture';
import { checkXRechnung, XRECHNUNG } from '../document-engine/e-invoice/xrechnung-rules.fixture';

// The XRechnung downloads beside the PDFs (sale, canceled trade, service invoice) through the HTTP API,
// against real PostgreSQL and the real document jobs: a valid XRechnung for a public-sector buyer,
// the same file every time, 422 9410 for any other buyer, 404 for a document that is no invoice and
// for another company.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;

const LEITWEG_ID = '04011000-1234512345-06';
const PUBLIC_BUYER = {
  type: 'BUSINESS' as const,
  companyName: 'Stadt Köln, Amt für Straßen und Verkehr',
  email: 'rechnungseingang@stadt-koeln.example',
  publicSector: true,
  buyerReference: LEITWEG_ID,
};

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
});

const get = (url: string, user: CompanyUser = dealer) => callAs(t, `GET /${url.slice(1)}`, { user });

/** The download must be an XRechnung naming the Leitweg-ID that passes schema, CEN and XRechnung rules. */
function expectXRechnung(response: Awaited<ReturnType<typeof get>>, typeCode: string) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''.*-XRechnung\.xml$/);
  expect(checkXRechnung(response.body).errors).toEqual([]);
  const cii = readCii(response.body);
  expect(cii.one('//ram:GuidelineSpecifiedDocumentContextParameter/ram:ID')).toBe(XRECHNUNG);
  expect(cii.one('//ram:BuyerReference')).toBe(LEITWEG_ID);
  expect(cii.one('/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode')).toBe(typeCode);
  cii.dispose();
}

async function soldTo(customer: Json): Promise<{ vehicleId: string; invoiceId: string }> {
  const { vehicleId } = await sellableVehicle(t, { user: dealer, customer });
  const invoice = await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' });
  expect(invoice.status).toBe('DONE');
  return { vehicleId, invoiceId: (invoice.result as { document_id: string }).document_id };
}

describe('a sale to a public-sector buyer', () => {
  it('offers its invoice as XRechnung, the same file every time, to its company only', async () => {
    const { vehicleId, invoiceId } = await soldTo(PUBLIC_BUYER);
    const url = `/api/user/vehicles/${vehicleId}/documents/${invoiceId}/xrechnung`;
    const first = await get(url);
    expectXRechnung(first, '380');
    expect((await get(url)).body).toBe(first.body);
    // The document list says which documents have one, so the web offers the download there only.
    const listed = await listDocuments(t, { user: dealer, vehicleId });
    expect(listed.find((document) => document.id === invoiceId)).toMatchObject({ xrechnung: true });

    const foreign = await get(url, rival);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe('404');
  });

  it('offers the invoice and the cancellation invoice of a canceled trade, to its company only', async () => {
    const { vehicleId, invoiceId } = await soldTo(PUBLIC_BUYER);
    const started = await callAs(t, `POST /api/user/vehicles/${vehicleId}/shtorno`, {
      user: dealer,
      body: { reason: 'Rücktritt' },
    });
    expect(started.statusCode).toBe(202);
    const done = (await waitForGeneration(t, {
      user: dealer,
      suuid: started.json().data.suuid as string,
    })) as GenerationStatus & {
      result: { trade_id: string; document_id: string };
    };
    expect(done.status).toBe('DONE');
    const base = `/api/user/vehicles/canceled-trades/${done.result.trade_id}/documents`;
    expectXRechnung(await get(`${base}/${done.result.document_id}/xrechnung`), '381');
    expectXRechnung(await get(`${base}/${invoiceId}/xrechnung`), '380');
    expect((await get(`${base}/${done.result.document_id}/xrechnung`, rival)).statusCode).toBe(404);
    // Canceled Trades lists both with the XRechnung offered.
    const years = (await get('/api/user/vehicles/canceled-trades')).json().data as Array<{ items: Json[] }>;
    const card = years.flatMap((year) => year.items).find((item) => item.id === done.result.trade_id);
    expect(card?.documents).toEqual([
      expect.objectContaining({ id: done.result.document_id, xrechnung: true }),
      expect.objectContaining({ id: invoiceId, xrechnung: true }),
    ]);
  });

  it('answers 404 for a document that is no invoice', async () => {
    const { vehicleId } = await sellableVehicle(t, { user: dealer, customer: PUBLIC_BUYER });
    const contract = await generateAndWait(t, { user: dealer, vehicleId, type: 'CONTRACT' });
    expect(contract.status).toBe('DONE');
    const id = (contract.result as { document_id: string }).document_id;
    expect((await get(`/api/user/vehicles/${vehicleId}/documents/${id}/xrechnung`)).statusCode).toBe(404);
    expect((await listDocuments(t, { user: dealer, vehicleId }))[0]).toMatchObject({ id, xrechnung: false });
  });
});

describe('a buyer that is not public-sector', () => {
  it('has no XRechnung: 422 9410', async () => {
    const { vehicleId, invoiceId } = await soldTo({});
    const response = await get(`/api/user/vehicles/${vehicleId}/documents/${invoiceId}/xrechnung`);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).code).toBe('9410');
    expect((await listDocuments(t, { user: dealer, vehicleId }))[0]).toMatchObject({ id: invoiceId, xrechnung: false });
  });
});

describe('a service invoice to a public-sector buyer', () => {
  const BASE = '/api/user/service-invoices';

  async function issue(id: string, path: string): Promise<string> {
    const started = await callAs(t, `POST ${BASE}/${path}`, {
      user: dealer,
      body: path.endsWith('shtorno') ? { reason: 'Doppelt' } : {},
    });
    expect(started.statusCode, started.body).toBe(202);
    const done = await waitForGeneration(t, { user: dealer, suuid: started.json().data.suuid as string });
    expect(done.status).toBe('DONE');
    return (done.result as { document_id: string }).document_id;
  }

  it('offers the invoice and its cancellation as XRechnung, to its company only', async () => {
    const customerId = (await createCustomer(t, dealer.companyId, PUBLIC_BUYER)).id;
    const created = await callAs(t, `POST ${BASE}/trades/INVOICE`, {
      user: dealer,
      body: { customerId, make: 'MAN', model: 'TGE', lines: [{ description: 'Inspektion', quantity: 1.5, unitPrice: 8_900 }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const invoiceId = await issue(id, `trades/${id}/documents/generate/INVOICE`);
    expectXRechnung(await get(`${BASE}/trades/${id}/documents/${invoiceId}/xrechnung`), '380');
    const cancellationId = await issue(id, `${id}/shtorno`);
    expectXRechnung(await get(`${BASE}/trades/${id}/documents/${cancellationId}/xrechnung`), '381');
    expect((await get(`${BASE}/trades/${id}/documents/${invoiceId}/xrechnung`, rival)).statusCode).toBe(404);
  });
});

describe('the customer API takes the public-sector buyer', () => {
  const body = (fields: Json) => ({ type: 'BUSINESS', company_name: 'Landratsamt Musterkreis', ...fields });

  it('stores the Leitweg-ID and the flag, refuses a public-sector buyer without them at the fields, and keeps it to its company', async () => {
    const missing = await callAs(t, 'POST /api/user/clients', { user: dealer, body: body({ public_sector: true }) });
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing).fields).toEqual({ buyer_reference: '9408', email: '9409', postal_code: '0001', city: '0001' });

    const wrong = await callAs(t, 'POST /api/user/clients', {
      user: dealer,
      body: body({ buyer_reference: '04011000-1234512345-07' }),
    });
    expect(errorOf(wrong).fields).toEqual({ buyer_reference: '9407' });

    const created = await callAs(t, 'POST /api/user/clients', {
      user: dealer,
      body: body({
        public_sector: true,
        buyer_reference: ' 991-33333test-33 ',
        email: 'e-rechnung@musterkreis.example',
        postal_code: '91522',
        city: 'Ansbach',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const customer = created.json().data as Json;
    expect(customer).toMatchObject({ public_sector: true, buyer_reference: '991-33333TEST-33' });
    expect((await get(`/api/user/clients/${customer.id as string}`)).json().data).toMatchObject({ public_sector: true });
    expect((await get(`/api/user/clients/${customer.id as string}`, rival)).statusCode).toBe(404);
  });
});
