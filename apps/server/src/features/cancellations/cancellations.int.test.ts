import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/customers-factories';
import {
  fetchDocumentFile,
  generateAndWait,
  type GenerationStatus,
  listDocuments,
  pdfText,
  sellableVehicle,
  waitForGeneration,
} from '../../test/documents-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import { dataOf, errorOf, type Json } from '../../test/responses';
import { useTestContext } from '../../test/test-context';
import { saveStep } from '../../test/trades-factories';
import { insertVehicles } from '../../test/vehicles-factories';

// Cancelling trades (Storno) through the HTTP API: the request's refusals, the job that issues the
// cancellation invoice or notice with the trade REJECTED and the vehicle back in stock, the numbering
// across invoices and cancellation invoices under parallel work, and Canceled Trades; real PostgreSQL.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
});

type CancelResult = { trade_id: string; document_id: string | null; number: string | null };

const cancel = (vehicleId: string, body: Json, user: CompanyUser = dealer) =>
  callAs(t, `POST /api/user/vehicles/${vehicleId}/shtorno`, { user, body });

/** Cancels and waits for the job; the request itself must be accepted (202). */
async function cancelAndWait(
  vehicleId: string,
  body: Json,
  user: CompanyUser = dealer,
): Promise<GenerationStatus & { result: CancelResult }> {
  const started = await cancel(vehicleId, body, user);
  if (started.statusCode !== 202) throw new Error(`shtorno answered ${started.statusCode}: ${started.body}`);
  return (await waitForGeneration(t, { user, suuid: started.json().data.suuid as string })) as GenerationStatus & {
    result: CancelResult;
  };
}

/** A vehicle sold with its invoice issued; answers the invoice's number and document. */
async function soldVehicle(
  user: CompanyUser = dealer,
  trade: Json = {},
): Promise<{ vehicleId: string; invoiceNumber: string; invoiceId: string }> {
  const { vehicleId } = await sellableVehicle(t, { user, trade });
  const invoice = await generateAndWait(t, { user, vehicleId, type: 'INVOICE' });
  expect(invoice.status).toBe('DONE');
  const result = invoice.result as { document_id: string; number: string };
  return { vehicleId, invoiceNumber: result.number, invoiceId: result.document_id };
}

const getVehicle = async (vehicleId: string) => dataOf(await callAs(t, `GET /api/user/vehicles/${vehicleId}`, { user: dealer }));
const canceledTrades = async (query = '', user: CompanyUser = dealer) =>
  (await callAs(t, `GET /api/user/vehicles/canceled-trades${query}`, { user })).json();

async function pdfOf(vehicleId: string, documentId: string): Promise<{ text: string; bytes: Buffer }> {
  const file = await fetchDocumentFile(t, { user: dealer, vehicleId, documentId });
  expect(file.statusCode).toBe(200);
  return { text: await pdfText(file.rawPayload), bytes: file.rawPayload };
}

describe('cancelling a sold trade', () => {
  it('issues a cancellation invoice with the next number, rejects the trade, returns the vehicle to stock and keeps the invoice; a new sale takes a new number', async () => {
    const { vehicleId, invoiceNumber, invoiceId } = await soldVehicle();
    const invoiceBefore = await pdfOf(vehicleId, invoiceId);
    expect((await getVehicle(vehicleId)).status).toBe('SOLD');

    const done = await cancelAndWait(vehicleId, { reason: '  Käufer ist vom Kauf zurückgetreten ' });
    expect(done.status).toBe('DONE');
    const cancellationNumber = String(Number(invoiceNumber) + 1);
    expect(done.result).toMatchObject({ number: cancellationNumber });
    expect(done.result.document_id).toEqual(expect.any(String));

    // The trade is no longer the vehicle's sale; the vehicle is back in stock without a sold day.
    expect(dataOf(await callAs(t, `GET /api/user/vehicles/${vehicleId}/trades/SELLING`, { user: dealer }))).toBeNull();
    expect(await getVehicle(vehicleId)).toMatchObject({ status: 'CURRENT', sold_on: null });

    // The invoice stays as issued, marked canceled; the cancellation invoice is listed beside it.
    const documents = await listDocuments(t, { user: dealer, vehicleId });
    expect(documents.find((document) => document.id === invoiceId)).toMatchObject({
      document_type: 'INVOICE',
      number: invoiceNumber,
      canceled: true,
    });
    expect(documents.find((document) => document.id === done.result.document_id)).toMatchObject({
      document_type: 'CANCELLATION',
      order_type: 'SELLING',
      number: cancellationNumber,
      issued_on: '2026-06-15',
      canceled: false,
    });
    expect((await pdfOf(vehicleId, invoiceId)).bytes.equals(invoiceBefore.bytes)).toBe(true);

    // The cancellation invoice names the invoice it cancels and reverses its amounts (23.800,00 € at 19 %).
    const { text } = await pdfOf(vehicleId, done.result.document_id!);
    expect(text).toContain('Stornorechnung');
    expect(text).toContain(cancellationNumber);
    expect(text).toContain(invoiceNumber);
    expect(text).toContain('15.06.2026');
    expect(text).toContain('-23.800,00');
    expect(text).toContain('-20.000,00');
    expect(text).toContain('-3.800,00');
    expect(text).toContain('Käufer ist vom Kauf zurückgetreten');

    // Sold again: a new trade with a new invoice number.
    expect((await saveStep(t, { user: dealer, vehicleId, docType: 'INVOICE', body: { grossPrice: 2_200_000 } })).statusCode).toBe(
      200,
    );
    const second = dataOf(await callAs(t, `GET /api/user/vehicles/${vehicleId}/trades/SELLING`, { user: dealer }));
    expect(second).toMatchObject({ status: 'PENDING', customer_id: null, invoice_number: null });
    const customer = await createCustomer(t, dealer.companyId, {});
    await saveStep(t, { user: dealer, vehicleId, docType: 'INVOICE', body: { customerId: customer.id } });
    const reissued = await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' });
    expect(reissued).toMatchObject({ status: 'DONE', result: { number: String(Number(invoiceNumber) + 2), vehicle_sold: true } });
    expect((await getVehicle(vehicleId)).status).toBe('SOLD');
  });

  it('keeps the tax treatment and the notice of a §25a invoice and writes it in English when asked', async () => {
    const [vehicleId] = (await insertVehicles(t, dealer.companyId, [
      { purchasePrice: 1_500_000, purchaseTaxation: 'MARGIN' },
    ])) as [string];
    const customer = await createCustomer(t, dealer.companyId, {});
    const saved = await saveStep(t, {
      user: dealer,
      vehicleId,
      docType: 'INVOICE',
      body: { customerId: customer.id, grossPrice: 1_900_000, sectionType: '25' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' })).status).toBe('DONE');
    const done = await cancelAndWait(vehicleId, { reason: 'Buyer withdrew', language: 'en' });
    expect(done.status).toBe('DONE');
    const { text } = await pdfOf(vehicleId, done.result.document_id!);
    expect(text).toContain('Cancellation invoice');
    expect(text).toContain('-€19,000.00');
    expect(text).toMatch(/margin scheme|§ ?25a/i);
    expect(text).not.toMatch(/VAT 19/);
  });
});

describe('cancelling an open sale and purchases', () => {
  it('rejects an open sale without a document; it is listed with its reason and no cancellation number', async () => {
    const { vehicleId } = await sellableVehicle(t, { user: dealer });
    const done = await cancelAndWait(vehicleId, { reason: 'Kunde hat abgesagt' });
    expect(done).toMatchObject({ status: 'DONE', result: { document_id: null, number: null } });
    expect(await getVehicle(vehicleId)).toMatchObject({ status: 'CURRENT' });
    expect(await listDocuments(t, { user: dealer, vehicleId })).toEqual([]);
    const listed = (await canceledTrades('?search=abgesagt')).data as { items: Json[] }[];
    expect(listed[0]!.items).toEqual([
      expect.objectContaining({
        id: done.result.trade_id,
        kind: 'SELLING',
        reason: 'Kunde hat abgesagt',
        cancellation_number: null,
        original_number: null,
        original_date: null,
      }),
    ]);
  });

  it('cancels a finished purchase with a notice naming the contract; the vehicle stays in stock and its purchase fields are free again', async () => {
    const [vehicleId] = (await insertVehicles(t, dealer.companyId, [
      { purchasePrice: null, purchaseTaxation: null, purchaseVatRate: null },
    ])) as [string];
    const seller = await createCustomer(t, dealer.companyId, { firstName: 'Max', lastName: 'Verkäufer' });
    await callAs(t, `POST /api/user/vehicles/${vehicleId}/trades/BUYING/CONTRACT`, {
      user: dealer,
      body: { customerId: seller.id, grossPrice: 850_000 },
    });
    expect((await generateAndWait(t, { user: dealer, vehicleId, type: 'CONTRACT', orderType: 'BUYING' })).status).toBe('DONE');
    expect((await getVehicle(vehicleId)).purchased_on).toBe('2026-06-15');

    const done = await cancelAndWait(vehicleId, { reason: 'Fahrzeug nicht übergeben', orderType: 'BUYING' });
    expect(done).toMatchObject({ status: 'DONE', result: { number: null } });
    expect(dataOf(await callAs(t, `GET /api/user/vehicles/${vehicleId}/trades/BUYING`, { user: dealer }))).toBeNull();
    expect(await getVehicle(vehicleId)).toMatchObject({ status: 'CURRENT', purchased_on: null, purchase_price: 850_000 });
    const documents = await listDocuments(t, { user: dealer, vehicleId });
    expect(documents.find((document) => document.document_type === 'CONTRACT')).toMatchObject({
      canceled: true,
      order_type: 'BUYING',
    });
    const notice = documents.find((document) => document.document_type === 'CANCELLATION')!;
    expect(notice).toMatchObject({ order_type: 'BUYING', number: null, canceled: false });
    const { text } = await pdfOf(vehicleId, notice.id as string);
    expect(text).toContain('15.06.2026');
    expect(text).toContain('Fahrzeug nicht übergeben');
    expect(text).toContain('8.500,00');
  });

  it('a vehicle whose purchase was canceled can be deleted: the canceled trade and its documents stay under Canceled Trades', async () => {
    const user = await createCompanyUser(t);
    const [vehicleId] = (await insertVehicles(t, user.companyId, [
      { make: 'Skoda', model: 'Octavia', purchasePrice: null, purchaseTaxation: null, purchaseVatRate: null },
    ])) as [string];
    const seller = await createCustomer(t, user.companyId, { firstName: 'Vera', lastName: 'Verkauft' });
    await callAs(t, `POST /api/user/vehicles/${vehicleId}/trades/BUYING/CONTRACT`, {
      user,
      body: { customerId: seller.id, grossPrice: 640_000 },
    });
    expect((await generateAndWait(t, { user, vehicleId, type: 'CONTRACT', orderType: 'BUYING' })).status).toBe('DONE');
    const deleteVehicle = () => callAs(t, `DELETE /api/user/vehicles/${vehicleId}`, { user });
    const kept = await deleteVehicle();
    expect(kept.statusCode).toBe(409);
    expect(errorOf(kept).code).toBe('9556');

    const done = await cancelAndWait(vehicleId, { reason: 'Ankauf geplatzt', orderType: 'BUYING' }, user);
    expect(done.status).toBe('DONE');
    expect((await deleteVehicle()).statusCode).toBe(204);
    expect((await callAs(t, `GET /api/user/vehicles/${vehicleId}`, { user })).statusCode).toBe(404);

    const [item] = ((await canceledTrades('', user)).data as { items: Json[] }[])[0]!.items as [Json & { documents: Json[] }];
    expect(item).toMatchObject({
      id: done.result.trade_id,
      kind: 'BUYING',
      vehicle_id: null,
      make: 'Skoda',
      model: 'Octavia',
      customer_name: 'Vera Verkauft',
      reason: 'Ankauf geplatzt',
    });
    expect(item.documents.map((document) => document.document_type)).toEqual(['CANCELLATION', 'CONTRACT']);
    for (const document of item.documents) {
      const view = await callAs(t, `GET /api/user/vehicles/canceled-trades/${item.id}/documents/${document.id}/view`, { user });
      expect(view.statusCode).toBe(200);
      const file = await t.app.inject({ method: 'GET', url: view.json().data.url as string });
      expect(file.statusCode).toBe(200);
      expect(await pdfText(file.rawPayload)).toContain('Vera');
    }
    expect(
      (
        await callAs(t, `GET /api/user/vehicles/canceled-trades/${item.id}/documents/${item.documents[0]!.id}/view`, {
          user: rival,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses to cancel the purchase of a sold vehicle (409 9529): the sale is canceled first', async () => {
    const [vehicleId] = (await insertVehicles(t, dealer.companyId, [
      { purchasePrice: null, purchaseTaxation: null, purchaseVatRate: null },
    ])) as [string];
    const seller = await createCustomer(t, dealer.companyId, {});
    await callAs(t, `POST /api/user/vehicles/${vehicleId}/trades/BUYING/CONTRACT`, {
      user: dealer,
      body: { customerId: seller.id, grossPrice: 850_000 },
    });
    expect((await generateAndWait(t, { user: dealer, vehicleId, type: 'CONTRACT', orderType: 'BUYING' })).status).toBe('DONE');
    const buyer = await createCustomer(t, dealer.companyId, {});
    await saveStep(t, {
      user: dealer,
      vehicleId,
      docType: 'INVOICE',
      body: { customerId: buyer.id, grossPrice: 1_200_000, vat: true, vatRate: 19 },
    });
    expect((await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' })).status).toBe('DONE');

    const refused = await cancel(vehicleId, { reason: 'zu früh', orderType: 'BUYING' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('9529');
    expect((await cancelAndWait(vehicleId, { reason: 'Verkauf storniert' })).status).toBe('DONE');
    expect((await cancelAndWait(vehicleId, { reason: 'dann der Ankauf', orderType: 'BUYING' })).status).toBe('DONE');
  });
});

describe('bad requests', () => {
  it('answers 422 without a reason or with one over 200 characters, 409 twice or with nothing to cancel, 404 for another company, translated', async () => {
    const { vehicleId } = await soldVehicle();
    for (const [body, code] of [
      [{}, '0001'],
      [{ reason: '   ' }, '0001'],
      [{ reason: 'x'.repeat(201) }, '9528'],
    ] as const) {
      const response = await cancel(vehicleId, body);
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).fields).toEqual({ reason: code });
    }
    const english = await t.app.inject({
      method: 'POST',
      url: `/api/user/vehicles/${vehicleId}/shtorno`,
      headers: { ...dealer.headers, 'accept-language': 'en' },
      payload: { reason: 'x'.repeat(201) },
    });
    expect(english.json().error.fields).toEqual({ reason: '9528' });
    expect(english.json().error.message).toMatch(/at most 200 characters/);
    expect(await getVehicle(vehicleId)).toMatchObject({ status: 'SOLD' });

    // Another company's vehicle is not found, for cancelling as for listing.
    const foreign = await cancel(vehicleId, { reason: 'fremd' }, rival);
    expect(foreign.statusCode).toBe(404);
    expect((await cancel('not-a-uuid', { reason: 'x' })).statusCode).toBe(404);

    expect((await cancelAndWait(vehicleId, { reason: 'storniert' })).status).toBe('DONE');
    const twice = await cancel(vehicleId, { reason: 'nochmal' });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).code).toBe('9526');

    const [untraded] = (await insertVehicles(t, dealer.companyId, [{}])) as [string];
    for (const orderType of ['SELLING', 'BUYING']) {
      const nothing = await cancel(untraded, { reason: 'nichts', orderType });
      expect(nothing.statusCode).toBe(409);
      expect(errorOf(nothing).code).toBe('9527');
    }
    expect((await cancel(untraded, { reason: 'x', orderType: 'SERVICE' })).statusCode).toBe(422);
  });

  it('two cancellations of the same trade at once: one cancellation invoice, the other refused with 9526', async () => {
    const { vehicleId } = await soldVehicle();
    const outcomes = await Promise.all(
      [1, 2].map(async (n) => {
        const started = await cancel(vehicleId, { reason: `gleichzeitig ${n}` });
        if (started.statusCode !== 202) return errorOf(started).code;
        const status = await waitForGeneration(t, { user: dealer, suuid: started.json().data.suuid as string });
        return status.status === 'DONE' ? 'DONE' : status.error;
      }),
    );
    expect(outcomes.sort()).toEqual(['9526', 'DONE']);
    expect(
      (await listDocuments(t, { user: dealer, vehicleId })).filter((document) => document.document_type === 'CANCELLATION'),
    ).toHaveLength(1);
  });

  it('with automatic numbering off, the cancellation invoice takes the number the dealer types (422 9511 without, 409 9510 when issued)', async () => {
    const user = await createCompanyUser(t);
    const { vehicleId, invoiceNumber } = await soldVehicle(user);
    expect(
      (await callAs(t, 'POST /api/user/company/configurations/invoice-numbering', { user, body: { configValue: 'off' } }))
        .statusCode,
    ).toBe(200);
    const missing = await cancel(vehicleId, { reason: 'Rücktritt' }, user);
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing)).toMatchObject({ code: '9511', fields: { invoice_number: '9511' } });
    const issued = await cancel(vehicleId, { reason: 'Rücktritt', invoiceNumber }, user);
    expect(issued.statusCode).toBe(409);
    expect(errorOf(issued).code).toBe('9510');
    const done = await cancelAndWait(vehicleId, { reason: 'Rücktritt', invoiceNumber: 'ST-2026-1' }, user);
    expect(done).toMatchObject({ status: 'DONE', result: { number: 'ST-2026-1' } });
  });

  it('checks a typed cancellation invoice number as an invoice number: a space inside (5003) or over 40 characters (5010) is refused and nothing is issued', async () => {
    const user = await createCompanyUser(t);
    const { vehicleId } = await soldVehicle(user);
    expect(
      (await callAs(t, 'POST /api/user/company/configurations/invoice-numbering', { user, body: { configValue: 'off' } }))
        .statusCode,
    ).toBe(200);
    for (const [invoiceNumber, code] of [
      ['ST 2026', '5003'],
      ['S'.repeat(41), '5010'],
    ] as const) {
      const refused = await cancel(vehicleId, { reason: 'Rücktritt', invoiceNumber }, user);
      expect(refused.statusCode, invoiceNumber).toBe(422);
      expect(errorOf(refused).fields).toEqual({ invoice_number: code });
    }
    // Nothing issued: the sale stands with its invoice only, and the vehicle stays sold.
    expect((await listDocuments(t, { user, vehicleId })).map((document) => document.document_type)).not.toContain('CANCELLATION');
    expect(dataOf(await callAs(t, `GET /api/user/vehicles/${vehicleId}`, { user }))).toMatchObject({ status: 'SOLD' });
    expect((await canceledTrades('', user)).meta.total).toBe(0);
  });
});

describe('numbering under parallel work', () => {
  it('invoices and cancellation invoices issued at once share the series without a gap or a duplicate', async () => {
    const user = await createCompanyUser(t);
    const sold = [];
    for (let i = 0; i < 4; i += 1) sold.push(await soldVehicle(user));
    const sellable = await Promise.all([0, 1, 2, 3].map(() => sellableVehicle(t, { user })));
    const numbers = await Promise.all([
      ...sold.map(async ({ vehicleId }) => (await cancelAndWait(vehicleId, { reason: 'parallel' }, user)).result.number),
      ...sellable.map(
        async ({ vehicleId }) =>
          ((await generateAndWait(t, { user, vehicleId, type: 'INVOICE' })).result as { number: string }).number,
      ),
    ]);
    const all = [...sold.map((vehicle) => vehicle.invoiceNumber), ...numbers].map(Number).sort((a, b) => a - b);
    expect(all).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('Canceled Trades', () => {
  it('lists the company’s cancellations by year, newest first, with counts, numbers, reason and documents; never another company’s', async () => {
    const user = await createCompanyUser(t);
    t.clock.set(new Date('2025-12-30T10:00:00Z'));
    const early = await soldVehicle(user);
    await cancelAndWait(early.vehicleId, { reason: 'Finanzierung abgelehnt' }, user);
    t.clock.set(new Date('2026-06-15T10:00:00Z'));
    const late = await soldVehicle(user, { invoiceDate: '2026-06-15' });
    const lateDone = await cancelAndWait(late.vehicleId, { reason: 'Rücktritt' }, user);

    const listed = await canceledTrades('', user);
    expect(listed.meta).toMatchObject({ page: 1, total: 2 });
    expect(listed.data.map((year: Json) => [year.year, year.count])).toEqual([
      [2026, 1],
      [2025, 1],
    ]);
    expect(listed.data[0].items[0]).toMatchObject({
      id: lateDone.result.trade_id,
      kind: 'SELLING',
      vehicle_id: late.vehicleId,
      make: expect.any(String),
      customer_name: expect.any(String),
      gross_price: 2_380_000,
      original_number: late.invoiceNumber,
      original_date: '2026-06-15',
      cancellation_number: lateDone.result.number,
      reason: 'Rücktritt',
      canceled_on: '2026-06-15',
    });
    expect(listed.data[0].items[0].documents.map((document: Json) => document.document_type)).toEqual([
      'CANCELLATION',
      'INVOICE',
    ]);
    expect(listed.data[1].items[0]).toMatchObject({ reason: 'Finanzierung abgelehnt', canceled_on: '2025-12-30' });

    // Search and paging keep each year's full count.
    expect((await canceledTrades('?search=Finanzierung', user)).data).toMatchObject([{ year: 2025, count: 1 }]);
    const paged = await canceledTrades('?per_page=1&page=2', user);
    expect(paged.data).toMatchObject([{ year: 2025, count: 1 }]);
    expect(paged.meta.total).toBe(2);

    const theirs = await canceledTrades('', rival);
    expect(theirs.data.flatMap((year: { items: Json[] }) => year.items).map((item: Json) => item.id)).not.toContain(
      lateDone.result.trade_id,
    );
    expect(
      (await callAs(t, `GET /api/user/vehicles/${late.vehicleId}/documents/${lateDone.result.document_id}/view`, { user: rival }))
        .statusCode,
    ).toBe(404);
  });

  it('opens a canceled trade’s cancellation invoice by the trade alone (the sales overview links it); 404 for another company’s, a trade not canceled, or none issued', async () => {
    const user = await createCompanyUser(t);
    const sold = await soldVehicle(user);
    const done = await cancelAndWait(sold.vehicleId, { reason: 'Rücktritt' }, user);
    const cancellationOf = (tradeId: string, who: CompanyUser = user) =>
      callAs(t, `GET /api/user/vehicles/canceled-trades/${tradeId}/cancellation/view`, { user: who });

    const opened = await cancellationOf(done.result.trade_id);
    expect(opened.statusCode).toBe(200);
    const viaDocument = await callAs(
      t,
      `GET /api/user/vehicles/canceled-trades/${done.result.trade_id}/documents/${done.result.document_id}/view`,
      { user },
    );
    // The same document as by its id: the signed URL names it.
    expect(new URL(opened.json().data.url, 'http://x').pathname).toBe(new URL(viaDocument.json().data.url, 'http://x').pathname);
    const file = await t.app.inject({ method: 'GET', url: opened.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(await pdfText(file.rawPayload)).toContain(done.result.number!);

    expect((await cancellationOf(done.result.trade_id, rival)).statusCode).toBe(404);
    expect((await cancellationOf('not-a-uuid')).statusCode).toBe(404);
    // An open sale canceled before its invoice has no cancellation invoice.
    const { vehicleId: openVehicle } = await sellableVehicle(t, { user });
    const openDone = await cancelAndWait(openVehicle, { reason: 'Abgesagt' }, user);
    expect(openDone.result.document_id).toBeNull();
    expect((await cancellationOf(openDone.result.trade_id)).statusCode).toBe(404);
    // A sold vehicle's trade that was never canceled.
    const another = await soldVehicle(user);
    const current = dataOf(await callAs(t, `GET /api/user/vehicles/${another.vehicleId}/trades/SELLING`, { user }));
    expect((await cancellationOf(current.id as string)).statusCode).toBe(404);
  });
});
