import { serviceAmounts } from '@kontor/domain/service-invoices';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/customers-factories';
import { type GenerationStatus, pdfText, waitForGeneration } from '../../test/documents-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import { dataOf, errorOf, type Json } from '../../test/responses';
import { useTestContext } from '../../test/test-context';
import { insertVehicles } from '../../test/vehicles-factories';
import { trades } from '../../platform/db/schema/trades';
import { findServiceInvoiceTrade } from '../trades/service-invoice-trades.service';

// Service invoices through the HTTP API: every call, draft → issued → canceled, the
// service series beside the standard one, cost estimates with their own numbers, bad input, and
// another company's data never reached; against the real PostgreSQL and the real job pipeline.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;
let customerId: string;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
  customerId = (await createCustomer(t, dealer.companyId, { type: 'BUSINESS', companyName: 'Spedition Rhein GmbH' })).id;
});

const BASE = '/api/user/service-invoices';

const WORKSHOP_LINES = [
  { description: 'Arbeitszeit Inspektion', quantity: 1.5, unitPrice: 8_900 },
  { description: 'Ölfilter', quantity: 1, unitPrice: 1_290 },
  { description: 'Motoröl 5W-30', quantity: 4.5, unitPrice: 1_890 },
  { description: 'Luftfilter', quantity: 1, unitPrice: 2_450 },
  { description: 'Entsorgung Altöl', quantity: 1, unitPrice: 500 },
];

const create = (body: Json, { user = dealer, documentType = 'INVOICE' } = {}) =>
  callAs(t, `POST ${BASE}/trades/${documentType}`, { user, body });
const update = (id: string, body: Json, user: CompanyUser = dealer) =>
  callAs(t, `PUT ${BASE}/trades/${id}/INVOICE`, { user, body });

async function generateAndWait(
  id: string,
  { type = 'INVOICE', body = {}, user = dealer }: { type?: string; body?: Json; user?: CompanyUser } = {},
): Promise<GenerationStatus & { result: Json }> {
  const started = await callAs(t, `POST ${BASE}/trades/${id}/documents/generate/${type}`, { user, body });
  if (started.statusCode !== 202) throw new Error(`generate answered ${started.statusCode}: ${started.body}`);
  return (await waitForGeneration(t, { user, suuid: started.json().data.suuid as string })) as GenerationStatus & {
    result: Json;
  };
}

async function pdfOf(tradeId: string, documentId: string, user: CompanyUser = dealer): Promise<string> {
  const view = await callAs(t, `GET ${BASE}/trades/${tradeId}/documents/${documentId}/view`, { user });
  expect(view.statusCode).toBe(200);
  const file = await t.app.inject({ method: 'GET', url: view.json().data.url as string });
  expect(file.statusCode).toBe(200);
  return pdfText(file.rawPayload);
}

/** A draft ready to be issued: the customer, a typed vehicle and the five workshop lines. */
async function workshopDraft(user: CompanyUser = dealer, customer = customerId): Promise<string> {
  const created = await create(
    {
      customerId: customer,
      make: 'MAN',
      model: 'TGE 3.180',
      licencePlate: 'K-SR 4711',
      vinCode: 'WMA06XXX0LP012345',
      mileage: 148_200,
      nextInspection: '2027-04',
      lines: WORKSHOP_LINES,
    },
    { user },
  );
  expect(created.statusCode, created.body).toBe(201);
  return dataOf(created).id as string;
}

describe('drafts', () => {
  it('creates, reads, changes and lists a draft; its amounts are the lines’ sums to the cent', async () => {
    const created = await create({ lines: [{ description: 'Hauptuntersuchung', quantity: 1, unitPrice: 13_900 }] });
    expect(created.statusCode).toBe(201);
    const draft = dataOf(created);
    expect(draft).toMatchObject({
      status: 'PENDING',
      customer_id: null,
      vat: true,
      vat_rate: 19,
      invoice_number: null,
      proposal_number: null,
    });
    expect(draft.amounts).toMatchObject({ net_cents: 13_900, vat_cents: 2_641, gross_cents: 16_541 });

    const id = draft.id as string;
    const changed = await update(id, { customerId, lines: WORKSHOP_LINES, licencePlate: 'K-SR 4711' });
    expect(changed.statusCode).toBe(200);
    const expected = serviceAmounts({ lines: WORKSHOP_LINES, vat: true, vatRate: 19 });
    expect(dataOf(changed).amounts).toMatchObject({
      net_cents: expected.netCents,
      vat_cents: expected.vatCents,
      gross_cents: expected.grossCents,
    });
    expect(dataOf(changed).customer).toMatchObject({ company_name: 'Spedition Rhein GmbH' });
    expect(dataOf(await callAs(t, `GET ${BASE}/trades/${id}`, { user: dealer }))).toEqual(dataOf(changed));

    const listed = (await callAs(t, `GET ${BASE}/trades?search=K-SR`, { user: dealer })).json();
    expect(listed.data[0].items).toEqual([
      expect.objectContaining({
        id,
        status: 'PENDING',
        invoice_number: null,
        company_name: 'Spedition Rhein GmbH',
        licence_plate: 'K-SR 4711',
        total_price: expected.grossCents,
      }),
    ]);
    // A draft counts in the year's count, not in its total of issued invoices.
    expect(listed.data[0]).toMatchObject({ year: 2026, count: 1, total_price: 0 });
  });

  it('takes a vehicle from the stock by id (404 for another company’s) and without VAT bills net = gross', async () => {
    const [vehicleId] = (await insertVehicles(t, dealer.companyId, [{}])) as [string];
    const [foreign] = (await insertVehicles(t, rival.companyId, [{}])) as [string];
    const ok = await create({
      vehicleId,
      make: 'VW',
      model: 'Golf',
      vat: false,
      lines: [{ description: 'Zulassung', quantity: 1, unitPrice: 4_500 }],
    });
    expect(ok.statusCode).toBe(201);
    expect(dataOf(ok)).toMatchObject({
      vehicle_id: vehicleId,
      amounts: { vat_rate: 0, net_cents: 4_500, vat_cents: 0, gross_cents: 4_500 },
    });
    // The stock vehicle can still be deleted: the invoice keeps what it copied, the draft forgets the
    // link (a later save looked the vehicle up again: 404) and stays editable.
    expect((await callAs(t, `DELETE /api/user/vehicles/${vehicleId}`, { user: dealer })).statusCode).toBe(204);
    const kept = await update(dataOf(ok).id as string, { make: 'Volkswagen' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(dataOf(kept)).toMatchObject({ vehicle_id: null, make: 'Volkswagen', model: 'Golf' });
    expect((await create({ vehicleId: foreign })).statusCode).toBe(404);
  });

  it('answers 422 5003 for a malformed vehicle or customer id on a new draft and a change (the code 404 opened the error page)', async () => {
    const id = dataOf(await create({})).id as string;
    for (const [body, field] of [
      [{ vehicleId: 'abc' }, 'vehicle_id'],
      [{ customerId: 'abc' }, 'customer_id'],
    ] as const) {
      for (const response of [await create(body), await update(id, body)]) {
        expect(response.statusCode, response.body).toBe(422);
        expect(errorOf(response)).toMatchObject({ code: '5003', fields: { [field]: '5003' } });
      }
    }
  });

  it('answers 422 with the line’s field for no description, a quantity ≤ 0 or with four decimals, a negative price; 404 for another company’s customer or an unknown type', async () => {
    for (const [line, field, code] of [
      [{ description: '', quantity: 1, unitPrice: 100 }, 'lines.0.description', '0001'],
      [{ description: 'x', quantity: 0, unitPrice: 100 }, 'lines.0.quantity', '9530'],
      [{ description: 'x', quantity: -2, unitPrice: 100 }, 'lines.0.quantity', '9530'],
      [{ description: 'x', quantity: 1.0001, unitPrice: 100 }, 'lines.0.quantity', '9530'],
      [{ description: 'x', quantity: 1, unitPrice: -1 }, 'lines.0.unit_price', '9531'],
    ] as const) {
      const response = await create({ lines: [line] });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).fields).toEqual({ [field]: code });
    }
    const english = await t.app.inject({
      method: 'POST',
      url: `${BASE}/trades/INVOICE`,
      headers: { ...dealer.headers, 'accept-language': 'en' },
      payload: { lines: [{ description: 'x', quantity: 0, unitPrice: 1 }] },
    });
    expect(english.json().error.message).toMatch(/quantity/i);
    const foreignCustomer = (await createCustomer(t, rival.companyId, {})).id;
    expect((await create({ customerId: foreignCustomer })).statusCode).toBe(404);
    // The draft's kind is in the path (…/trades/INVOICE or …/trades/PROPOSAL): any other is no route.
    const unknown = await create({}, { documentType: 'CONTRACT' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('404');
  });

  it('refuses to make a document of a draft without customer or lines (422 9512 with the fields)', async () => {
    const id = dataOf(await create({})).id as string;
    const refused = await callAs(t, `POST ${BASE}/trades/${id}/documents/generate/INVOICE`, { user: dealer, body: {} });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: '9512', fields: { customer_id: '0001', lines: '9532' } });
  });

  it('refuses an invoice dated ahead of the Berlin day and VAT shown at 0 % (422 9512 with the fields); nothing is issued, no number taken', async () => {
    const user = await createCompanyUser(t, { smallBusiness: true });
    const customer = (await createCustomer(t, user.companyId, {})).id;
    const id = await workshopDraft(user, customer);
    const refusal = async () => {
      const answer = await callAs(t, `POST ${BASE}/trades/${id}/documents/generate/INVOICE`, { user, body: {} });
      expect(answer.statusCode, answer.body).toBe(422);
      return errorOf(answer);
    };

    // The clock stands at 2026-06-15 12:00 in Berlin: the 16th is tomorrow.
    expect((await update(id, { invoiceDate: '2026-06-16' }, user)).statusCode).toBe(200);
    expect(await refusal()).toMatchObject({ code: '9512', fields: { invoice_date: '9518' } });
    expect((await update(id, { invoiceDate: '2026-06-15', vat: true, vatRate: 0 }, user)).statusCode).toBe(200);
    expect(await refusal()).toMatchObject({ code: '9512', fields: { vat_rate: '9513' } });
    expect(dataOf(await callAs(t, `GET ${BASE}/trades/${id}`, { user }))).toMatchObject({
      status: 'PENDING',
      invoice_number: null,
      issued_on: null,
    });
    expect((await callAs(t, `GET ${BASE}/trades/${id}/documents/generated`, { user })).json().data).toEqual([]);

    // 0 % without VAT is allowed (for a reason chosen), and the refusals took no number: the service series still starts at 1.
    expect((await update(id, { vat: false, vatExemption: 'SMALL_BUSINESS' }, user)).statusCode).toBe(200);
    expect((await generateAndWait(id, { user })).result.number).toMatch(/^\D*1$/);
  });

  it('takes "today" as the Berlin day: after midnight there, the new day may be the invoice date', async () => {
    // 22:30 UTC is 00:30 on the 16th in Berlin (summer time), while the UTC day is still the 15th.
    t.clock.set(new Date('2026-06-15T22:30:00Z'));
    try {
      const user = await createCompanyUser(t);
      const customer = (await createCustomer(t, user.companyId, {})).id;
      const id = await workshopDraft(user, customer);
      expect((await update(id, { invoiceDate: '2026-06-16' }, user)).statusCode).toBe(200);
      expect(await generateAndWait(id, { user })).toMatchObject({ status: 'DONE', result: { document_type: 'INVOICE' } });
      expect(dataOf(await callAs(t, `GET ${BASE}/trades/${id}`, { user }))).toMatchObject({
        status: 'FINISHED',
        issued_on: '2026-06-16',
      });
    } finally {
      t.clock.set(new Date('2026-06-15T10:00:00Z'));
    }
  });

  it('deletes a draft with its cost estimates and gives their storage back', async () => {
    const id = await workshopDraft();
    const proposal = await generateAndWait(id, { type: 'PROPOSAL' });
    expect(proposal.status).toBe('DONE');
    const storage = async () =>
      (dataOf(await callAs(t, 'GET /api/user/company', { user: dealer })) as { used_storage: number }).used_storage;
    const before = await storage();
    expect((await callAs(t, `DELETE ${BASE}/${id}`, { user: dealer })).statusCode).toBe(204);
    expect((await callAs(t, `GET ${BASE}/trades/${id}`, { user: dealer })).statusCode).toBe(404);
    expect(await storage()).toBeLessThan(before);
  });
});

describe('amounts within a price’s cap of 10 million euros (9317)', () => {
  const hugeLine = { description: 'Motor', quantity: 99_999, unitPrice: 1_000_000_000 };
  const half = { description: 'Motor', quantity: 1, unitPrice: 500_000_000 };

  it('answers 422 on the line’s price, never 500, for a line past the cap, on a new draft and a change', async () => {
    // The fuzzer's invoice: 91 such lines made the VAT math throw (500).
    const fuzzed = await create({ lines: Array.from({ length: 91 }, () => hugeLine) });
    expect(fuzzed.statusCode, fuzzed.body).toBe(422);
    expect(errorOf(fuzzed)).toMatchObject({
      code: '9317',
      fields: { 'lines.0.unit_price': '9317', 'lines.90.unit_price': '9317' },
    });
    expect(errorOf(await create({ lines: [hugeLine] })).fields).toEqual({ 'lines.0.unit_price': '9317' });
    const id = dataOf(await create({})).id as string;
    const changed = await update(id, { lines: [{ ...half, quantity: 2.001 }] });
    expect(changed.statusCode).toBe(422);
    expect(errorOf(changed).fields).toEqual({ 'lines.0.unit_price': '9317' });
  });

  it('answers 422 on the lines for a gross past the cap, also when a change of VAT alone makes it; the cap itself is taken', async () => {
    const over = await create({ vat: false, lines: [half, { ...half, unitPrice: 500_000_001 }] });
    expect(over.statusCode).toBe(422);
    expect(errorOf(over)).toMatchObject({ code: '9317', fields: { lines: '9317' } });
    const taxedOver = await create({ vat: true, vatRate: 7, lines: [half, half] });
    expect(errorOf(taxedOver).fields).toEqual({ lines: '9317' });

    const created = await create({ vat: false, lines: [half, half] });
    expect(created.statusCode).toBe(201);
    expect(dataOf(created).amounts).toMatchObject({ net_cents: 1_000_000_000, gross_cents: 1_000_000_000 });
    const id = dataOf(created).id as string;
    for (const body of [{ vat: true }, { vat: true, vatRate: 19 }]) {
      const taxed = await update(id, body);
      expect(taxed.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorOf(taxed)).toMatchObject({ code: '9317', fields: { lines: '9317' } });
    }
    expect(dataOf(await callAs(t, `GET ${BASE}/trades/${id}`, { user: dealer }))).toMatchObject({ vat: false });
  });

  it('keeps the list’s totals exact: the fuzzer’s invoices are refused, invoices at the cap sum to the cent', async () => {
    const user = await createCompanyUser(t, { smallBusiness: true });
    const customer = (await createCustomer(t, user.companyId, {})).id;
    // Two issued invoices of 90 such lines without VAT passed 2^53 cents in the year's total (500 for good).
    const fuzzed = { customerId: customer, vat: false, lines: Array.from({ length: 90 }, () => hugeLine) };
    expect((await create(fuzzed, { user })).statusCode).toBe(422);
    for (let i = 0; i < 3; i += 1) {
      const created = await create(
        { customerId: customer, vat: false, vatExemption: 'SMALL_BUSINESS', lines: [half, half] },
        { user },
      );
      expect(created.statusCode, created.body).toBe(201);
      expect((await generateAndWait(dataOf(created).id as string, { user })).status).toBe('DONE');
    }
    const listed = await callAs(t, `GET ${BASE}/trades`, { user });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data[0]).toMatchObject({ count: 3, total_price: 3_000_000_000 });
  });

  it('refuses to issue a draft saved over the cap before it was checked (422 9512, lines 9317)', async () => {
    const id = await workshopDraft();
    const db = t.ctx.database.db;
    const row = (await findServiceInvoiceTrade(db, dealer.companyId, { id }))!;
    await db
      .update(trades)
      .set({ fields: { ...row.fields, vat: false, lines: [hugeLine, hugeLine] } })
      .where(eq(trades.id, id));
    const refused = await callAs(t, `POST ${BASE}/trades/${id}/documents/generate/INVOICE`, { user: dealer, body: {} });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: '9512', fields: { lines: '9317' } });
  });
});

describe('documents', () => {
  it('a cost estimate keeps its KV number across versions; the invoice takes the service series, freezes the draft and is kept', async () => {
    const user = await createCompanyUser(t);
    const customer = (await createCustomer(t, user.companyId, { firstName: 'Erika', lastName: 'Mustermann' })).id;
    const id = await workshopDraft(user, customer);
    const first = await generateAndWait(id, { type: 'PROPOSAL', user });
    expect(first).toMatchObject({ status: 'DONE', result: { document_type: 'PROPOSAL', number: 'KV-1' } });
    const again = await generateAndWait(id, { type: 'PROPOSAL', body: { language: 'en' }, user });
    expect(again.result.number).toBe('KV-1');
    expect(await pdfOf(id, again.result.document_id as string, user)).toMatch(/Cost estimate/);

    // The service series starts at its own SR-1, beside a standard series that already issued numbers.
    const invoice = await generateAndWait(id, { user });
    expect(invoice).toMatchObject({ status: 'DONE', result: { document_type: 'INVOICE', number: 'SR-1' } });
    const issued = dataOf(await callAs(t, `GET ${BASE}/trades/${id}`, { user }));
    expect(issued).toMatchObject({
      status: 'FINISHED',
      invoice_number: 'SR-1',
      proposal_number: 'KV-1',
      issued_on: '2026-06-15',
    });
    const text = await pdfOf(id, invoice.result.document_id as string, user);
    const amounts = serviceAmounts({ lines: WORKSHOP_LINES, vat: true, vatRate: 19 });
    expect(text).toContain('Rechnung');
    expect(text).toContain('K-SR 4711');
    expect(text).toContain('1,5');
    expect(text).toContain(new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(amounts.grossCents / 100));

    // Issued: immutable, not deletable, its invoice kept; a cost estimate may go.
    expect(errorOf(await update(id, { lines: [] }, user)).code).toBe('9509');
    expect(errorOf(await callAs(t, `DELETE ${BASE}/${id}`, { user })).code).toBe('9558');
    expect(errorOf(await callAs(t, `POST ${BASE}/trades/${id}/documents/generate/INVOICE`, { user, body: {} })).code).toBe(
      '9509',
    );
    const removeInvoice = await callAs(t, `DELETE ${BASE}/trades/${id}/documents/${invoice.result.document_id}`, { user });
    expect(removeInvoice.statusCode).toBe(409);
    expect(errorOf(removeInvoice)).toMatchObject({ code: '9557', kept_until: '2034-12-31' });
    expect((await callAs(t, `DELETE ${BASE}/trades/${id}/documents/${first.result.document_id}`, { user })).statusCode).toBe(204);
    const documents = (await callAs(t, `GET ${BASE}/trades/${id}/documents/generated`, { user })).json().data as Json[];
    expect(documents.map((document) => [document.document_type, document.number, document.order_type])).toEqual([
      ['INVOICE', 'SR-1', 'SERVICE_INVOICE'],
      ['PROPOSAL', 'KV-1', 'SERVICE_INVOICE'],
    ]);

    const year = (await callAs(t, `GET ${BASE}/trades`, { user })).json().data[0];
    expect(year).toMatchObject({
      count: 1,
      total_price: amounts.grossCents,
      items: [expect.objectContaining({ invoice_number: 'SR-1', proposal_number: 'KV-1', first_name: 'Erika' })],
    });
  });

  it('cancels an issued invoice with a cancellation invoice of the service series, listed under Canceled Trades; a draft has nothing to cancel', async () => {
    const user = await createCompanyUser(t);
    const customer = (await createCustomer(t, user.companyId, {})).id;
    const id = await workshopDraft(user, customer);
    const draftCancel = await callAs(t, `POST ${BASE}/${id}/shtorno`, { user, body: { reason: 'falsch' } });
    expect(draftCancel.statusCode).toBe(409);
    expect(errorOf(draftCancel).code).toBe('9527');
    expect((await generateAndWait(id, { user })).result.number).toBe('SR-1');

    const started = await callAs(t, `POST ${BASE}/${id}/shtorno`, { user, body: { reason: 'Doppelt berechnet' } });
    expect(started.statusCode).toBe(202);
    const done = await waitForGeneration(t, { user, suuid: started.json().data.suuid as string });
    expect(done).toMatchObject({ status: 'DONE', result: { number: 'SR-2' } });
    const text = await pdfOf(id, (done.result as Json).document_id as string, user);
    expect(text).toContain('Stornorechnung');
    expect(text).toContain('Doppelt berechnet');
    expect(text).toMatch(/-\d/);
    expect(dataOf(await callAs(t, `GET ${BASE}/trades/${id}`, { user }))).toMatchObject({ status: 'REJECTED' });
    expect(errorOf(await callAs(t, `POST ${BASE}/${id}/shtorno`, { user, body: { reason: 'nochmal' } })).code).toBe('9526');

    const canceled = (await callAs(t, 'GET /api/user/vehicles/canceled-trades', { user })).json().data[0].items[0];
    expect(canceled).toMatchObject({
      id,
      kind: 'SERVICE_INVOICE',
      vehicle_id: null,
      make: 'MAN',
      licence_plate: 'K-SR 4711',
      original_number: 'SR-1',
      cancellation_number: 'SR-2',
      reason: 'Doppelt berechnet',
    });

    // The standard series is untouched by the service invoices.
    expect(dataOf(await callAs(t, 'GET /api/user/company/invoice-numbering', { user }))).toMatchObject({
      invoice: { preview: '1' },
    });
  });
});

describe('another company', () => {
  it('never reaches a service invoice that is not its own', async () => {
    const id = await workshopDraft();
    const generated = await generateAndWait(id, { type: 'PROPOSAL' });
    for (const route of [
      `GET ${BASE}/trades/${id}`,
      `GET ${BASE}/trades/${id}/documents/generated`,
      `GET ${BASE}/trades/${id}/documents/${generated.result.document_id}/view`,
      `DELETE ${BASE}/${id}`,
      `DELETE ${BASE}/trades/${id}/documents/${generated.result.document_id}`,
    ] as const) {
      expect((await callAs(t, route, { user: rival })).statusCode, route).toBe(404);
    }
    expect((await update(id, { lines: [] }, rival)).statusCode).toBe(404);
    expect((await callAs(t, `POST ${BASE}/trades/${id}/documents/generate/INVOICE`, { user: rival, body: {} })).statusCode).toBe(
      404,
    );
    expect((await callAs(t, `POST ${BASE}/${id}/shtorno`, { user: rival, body: { reason: 'x' } })).statusCode).toBe(404);
    const theirs = (await callAs(t, `GET ${BASE}/trades`, { user: rival })).json().data as { items: Json[] }[];
    expect(theirs.flatMap((year) => year.items).map((item) => item.id)).not.toContain(id);
  });
});
