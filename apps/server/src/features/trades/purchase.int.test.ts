import { beforeAll, describe, expect, it } from 'vitest';
import { vehicleDocuments } from '../../platform/db/schema/vehicles';
import { createCustomer } from '../../test/customers-factories';
import { generateAndWait, generate, pdfText, fetchDocumentFile } from '../../test/documents-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import { dataOf, errorOf, type Json } from '../../test/responses';
import { useTestContext } from '../../test/test-context';
import { saveStep } from '../../test/trades-factories';
import { addVehicle, insertVehicles } from '../../test/vehicles-factories';

// The purchase through the HTTP API: saved step by step, its rules about the seller,
// its documents through the job pipeline, and what the finished purchase records on the vehicle for
// the sale's margin, the §25a rule, the vehicle page and the dashboard; against the real PostgreSQL.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;
let privateSeller: string;
let businessSeller: string;

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

const buy = (vehicleId: string, body: Json, { docType = 'CONTRACT', user = dealer } = {}) =>
  callAs(t, `POST /api/user/vehicles/${vehicleId}/trades/BUYING/${docType}`, { user, body });
const getPurchase = (vehicleId: string, user: CompanyUser = dealer) =>
  callAs(t, `GET /api/user/vehicles/${vehicleId}/trades/BUYING`, { user });
const getVehicle = async (vehicleId: string) => dataOf(await callAs(t, `GET /api/user/vehicles/${vehicleId}`, { user: dealer }));

/** A vehicle bought from the private seller for `price` cents, its contract made (the purchase finished). */
async function boughtVehicle(price: number, seller = { customerId: privateSeller, vat: false }): Promise<string> {
  const vehicleId = await addVehicle(t, dealer.companyId);
  expect((await buy(vehicleId, { ...seller, grossPrice: price })).statusCode).toBe(200);
  expect((await generateAndWait(t, { user: dealer, vehicleId, type: 'CONTRACT', orderType: 'BUYING' })).status).toBe('DONE');
  return vehicleId;
}

describe('saving the purchase step by step', () => {
  it('answers null before the first save, then keeps the seller, the price and the defaults', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    expect(dataOf(await getPurchase(vehicleId))).toBeNull();
    const saved = await buy(vehicleId, { customerId: privateSeller, grossPrice: 850_000 });
    expect(saved.statusCode).toBe(200);
    const trade = dataOf(saved);
    expect(trade).toMatchObject({
      vehicle_id: vehicleId,
      kind: 'BUYING',
      status: 'PENDING',
      customer_id: privateSeller,
      gross_price: 850_000,
      vat: false,
      sole_owner: true,
      documents: ['CONTRACT', 'PROTOCOL', 'RECEIPT'],
      purchased_on: null,
      seller: { id: privateSeller, type: 'PRIVATE', first_name: 'Max', last_name: 'Verkäufer', passport: 'L01X00T47' },
      amounts: { taxation: 'NO_VAT', gross_cents: 850_000, net_cents: 850_000, vat_cents: 0 },
    });
    expect(dataOf(await getPurchase(vehicleId))).toEqual(trade);

    const handover = await buy(
      vehicleId,
      {
        handoverMileage: 91_234,
        vehicleKeysCount: 1,
        registrationSertificate2: false,
        damaged: 'REPAIRED',
        damageNotes: 'Kratzer hinten links',
        noFurtherAccidents: false,
        receiptComments: ' bar ',
      },
      { docType: 'PROTOCOL' },
    );
    expect(dataOf(handover)).toMatchObject({
      id: trade.id,
      handover_mileage: 91_234,
      vehicle_keys_count: 1,
      registration_sertificate2: false,
      damage_notes: 'Kratzer hinten links',
      no_further_accidents: false,
      receipt_comments: 'bar',
      documents: ['CONTRACT', 'PROTOCOL', 'RECEIPT'],
    });
  });

  it('takes a business seller’s VAT and records their invoice (number, date, upload) with net, VAT and gross', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    const [upload] = await t.ctx.database.db
      .insert(vehicleDocuments)
      .values({
        companyId: dealer.companyId,
        vehicleId,
        fileName: 'rechnung.pdf',
        mimeType: 'application/pdf',
        storageKey: 'x/rechnung.pdf',
        size: 10,
      })
      .returning({ id: vehicleDocuments.id });
    const saved = await buy(vehicleId, {
      customerId: businessSeller,
      grossPrice: 1_190_000,
      vat: true,
      vatRate: 19,
      sellerInvoiceNumber: 'AN-2026-17',
      sellerInvoiceDate: '2026-06-12',
      sellerInvoiceDocumentId: upload!.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(dataOf(saved)).toMatchObject({
      seller: { company_name: 'Autohandel Nord GmbH', type: 'BUSINESS' },
      seller_invoice_number: 'AN-2026-17',
      seller_invoice_date: '2026-06-12',
      seller_invoice_document_id: upload!.id,
      amounts: { taxation: 'STANDARD', vat_rate: 19, gross_cents: 1_190_000, net_cents: 1_000_000, vat_cents: 190_000 },
    });
    // The named upload is the purchase's booking voucher: it cannot be deleted (409 9525) and stays.
    const deleted = await callAs(t, `DELETE /api/user/vehicles/${vehicleId}/documents/${upload!.id}`, { user: dealer });
    expect(deleted.statusCode).toBe(409);
    expect(errorOf(deleted).code).toBe('9525');
    // A later step without the field leaves the named upload alone.
    expect((await buy(vehicleId, { paymentMethod: 'CASH' }, { docType: 'RECEIPT' })).statusCode).toBe(200);
  });

  it('refuses what a purchase cannot be, with field codes, and keeps the trade as it was', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    await buy(vehicleId, { customerId: privateSeller, grossPrice: 500_000 });
    const before = dataOf(await getPurchase(vehicleId));

    const noId = (await createCustomer(t, dealer.companyId, { passport: null })).id;
    const expired = (await createCustomer(t, dealer.companyId, { passportExpired: '2026-06-14' })).id;
    const refusals: Array<[Json, Record<string, string>]> = [
      [{ customerId: noId }, { customer_id: '9519' }],
      [{ customerId: expired }, { customer_id: '9520' }],
      // Expired by the (past) contract day chosen: the contract was signed with it.
      [
        {
          customerId: (await createCustomer(t, dealer.companyId, { passportExpired: '2026-06-09' })).id,
          contractDate: '2026-06-10',
        },
        { customer_id: '9520' },
      ],
      // The contract date becomes the vehicle's purchase day: not one still to come (Berlin's today is 2026-06-15).
      [{ contractDate: '2026-06-16' }, { contract_date: '9535' }],
      [{ vat: true }, { vat: '9521' }],
      [{ grossPrice: 0 }, { gross_price: '9501' }],
      [{ vatRate: 0 }, { vat_rate: '9316' }],
      [{ handoverDate: 'CUSTOM', handoverOn: null }, { handover_on: '0001' }],
      [{ sellerInvoiceDate: '2026-06-16' }, { seller_invoice_date: '9524' }],
      [{ documents: ['INVOICE'] }, { 'documents.0': '9506' }],
    ];
    for (const [body, fields] of refusals) {
      const res = await buy(vehicleId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorOf(res).fields).toEqual(fields);
    }
    expect(errorOf(await buy(vehicleId, { customerId: noId })).message).toContain('Ausweis');
    expect((await buy(vehicleId, {}, { docType: 'INVOICE' })).statusCode).toBe(422);
    expect(dataOf(await getPurchase(vehicleId))).toEqual(before);
  });

  it('answers the ID document refusal in English', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    const noId = (await createCustomer(t, dealer.companyId, { passportFrom: null })).id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/vehicles/${vehicleId}/trades/BUYING/CONTRACT`,
      headers: { ...dealer.headers, 'accept-language': 'en' },
      payload: { customer_id: noId },
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({ fields: { customer_id: '9519' } });
    expect(errorOf(res).message).toMatch(/ID document/);
  });

  it('takes today as the Berlin business day for the contract date (not UTC)', async () => {
    // 00:30 on 16 June in Berlin, still 15 June in UTC (a user logged in then: the session is the clock's).
    t.clock.set(new Date('2026-06-15T22:30:00Z'));
    try {
      const user = await createCompanyUser(t);
      const seller = (await createCustomer(t, user.companyId, {})).id;
      const [vehicleId] = await insertVehicles(t, user.companyId, [
        { purchasePrice: null, purchaseTaxation: null, purchaseVatRate: null },
      ]);
      const res = await buy(vehicleId!, { customerId: seller, grossPrice: 500_000, contractDate: '2026-06-16' }, { user });
      expect(res.statusCode).toBe(200);
      expect(errorOf(await buy(vehicleId!, { contractDate: '2026-06-17' }, { docType: 'PROTOCOL', user })).fields).toEqual({
        contract_date: '9535',
      });
    } finally {
      t.clock.set(new Date('2026-06-15T10:00:00Z'));
    }
  });

  it('keeps every company to its own vehicles, customers and uploads (404)', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    const rivalsVehicle = await addVehicle(t, rival.companyId);
    const rivalsCustomer = (await createCustomer(t, rival.companyId)).id;
    const [rivalsUpload] = await t.ctx.database.db
      .insert(vehicleDocuments)
      .values({
        companyId: rival.companyId,
        vehicleId: rivalsVehicle,
        fileName: 'r.pdf',
        mimeType: 'application/pdf',
        storageKey: 'x/r.pdf',
        size: 1,
      })
      .returning({ id: vehicleDocuments.id });
    expect((await getPurchase(rivalsVehicle)).statusCode).toBe(404);
    expect((await buy(rivalsVehicle, { customerId: privateSeller })).statusCode).toBe(404);
    expect((await buy(vehicleId, { customerId: rivalsCustomer })).statusCode).toBe(404);
    expect((await buy(vehicleId, { sellerInvoiceDocumentId: rivalsUpload!.id })).statusCode).toBe(404);
    expect(
      (await generate(t, { user: dealer, vehicleId: rivalsVehicle, type: 'CONTRACT', orderType: 'BUYING' })).statusCode,
    ).toBe(404);
    expect((await getPurchase('not-a-uuid')).statusCode).toBe(404);
    expect((await callAs(t, `GET /api/user/vehicles/${vehicleId}/trades/LEASING`, { user: dealer })).statusCode).toBe(404);
    // Nothing was written to the rival's vehicle.
    expect(dataOf(await getPurchase(rivalsVehicle, rival))).toBeNull();
  });

  it('refuses a purchase of a sold vehicle (409 9508)', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId, { status: 'SOLD', soldOn: '2026-06-01' });
    const res = await buy(vehicleId, { customerId: privateSeller });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('9508');
  });
});

describe('the documents of a purchase', () => {
  it('asks for the seller and the price first (9523); an unknown type is 9506', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    const none = await generate(t, { user: dealer, vehicleId, type: 'CONTRACT', orderType: 'BUYING' });
    expect(none.statusCode).toBe(422);
    expect(errorOf(none)).toMatchObject({ code: '9523', fields: { customer_id: '0001', gross_price: '0001' } });
    await buy(vehicleId, { customerId: privateSeller });
    // The privacy notice needs only the seller.
    expect((await generateAndWait(t, { user: dealer, vehicleId, type: 'PRIVACY', orderType: 'BUYING' })).status).toBe('DONE');
    expect(errorOf(await generate(t, { user: dealer, vehicleId, type: 'RECEIPT', orderType: 'BUYING' }))).toMatchObject({
      code: '9523',
      fields: { gross_price: '0001' },
    });
    expect(errorOf(await generate(t, { user: dealer, vehicleId, type: 'INVOICE', orderType: 'BUYING' })).code).toBe('9506');
    expect((await generate(t, { user: dealer, vehicleId, type: 'CONTRACT', orderType: 'LEASING' })).statusCode).toBe(404);
  });

  it('the contract finishes the purchase and records price, taxation and day on the vehicle; the rest can still be made', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId, { addedOn: '2026-06-01' });
    await buy(vehicleId, { customerId: privateSeller, grossPrice: 1_234_567, contractDate: '2026-06-10', paymentMethod: 'CASH' });
    const contract = await generateAndWait(t, { user: dealer, vehicleId, type: 'CONTRACT', orderType: 'BUYING' });
    expect(contract).toMatchObject({ status: 'DONE', result: { document_type: 'CONTRACT', number: null, vehicle_sold: false } });

    const trade = dataOf(await getPurchase(vehicleId));
    expect(trade).toMatchObject({ status: 'FINISHED', purchased_on: '2026-06-10', gross_price: 1_234_567 });
    expect(await getVehicle(vehicleId)).toMatchObject({
      status: 'CURRENT',
      purchase_price: 1_234_567,
      purchase_taxation: 'MARGIN',
      purchase_vat_rate: null,
      purchased_on: '2026-06-10',
    });

    const refused = await buy(vehicleId, { grossPrice: 1 });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('9522');

    for (const type of ['PROTOCOL', 'RECEIPT', 'PRIVACY', 'CONTRACT']) {
      expect((await generateAndWait(t, { user: dealer, vehicleId, type, orderType: 'BUYING' })).status, type).toBe('DONE');
    }
    const listed = (await callAs(t, `GET /api/user/vehicles/${vehicleId}/documents/generated`, { user: dealer })).json()
      .data as Json[];
    expect(listed.map((document) => [document.document_type, document.version, document.order_type])).toEqual([
      ['CONTRACT', 2, 'BUYING'],
      ['PRIVACY', 1, 'BUYING'],
      ['RECEIPT', 1, 'BUYING'],
      ['PROTOCOL', 1, 'BUYING'],
      ['CONTRACT', 1, 'BUYING'],
    ]);
    expect(listed.at(-1)!.file_name).toBe('Ankaufvertrag-VW-Golf-1.5-TSI-v1.pdf');
    const pdf = await fetchDocumentFile(t, { user: dealer, vehicleId, documentId: listed.at(-1)!.id as string });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('12.345,67 €');
    expect(text).toContain('Max Verkäufer');
    // The second contract prints the day the first recorded.
    expect(listed[0]!.issued_on).toBe('2026-06-10');
  });

  it('the contract tells the vehicle the handover reading and the declared damage, and a sale starts from them', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId, { mileage: 87_450, accidentFree: true, accidentNote: null });
    const declared = {
      damaged: 'REPAIRED',
      damageNotes: 'Kratzer Stoßstange hinten links, Steinschlag Frontscheibe',
      handoverMileage: 87_452,
    };
    expect((await buy(vehicleId, { customerId: privateSeller, grossPrice: 500_000, ...declared })).statusCode).toBe(200);
    // Before the contract the vehicle's record stays as the dealer entered it.
    expect(await getVehicle(vehicleId)).toMatchObject({ mileage: 87_450, accident_free: true });
    expect((await generateAndWait(t, { user: dealer, vehicleId, type: 'CONTRACT', orderType: 'BUYING' })).status).toBe('DONE');
    expect(await getVehicle(vehicleId)).toMatchObject({
      mileage: 87_452,
      accident_free: false,
      accident_note: declared.damageNotes,
    });

    const buyer = (await createCustomer(t, dealer.companyId)).id;
    const sale = dataOf(await saveStep(t, { user: dealer, vehicleId, docType: 'INVOICE', body: { customerId: buyer } }));
    expect(sale).toMatchObject({ handover_mileage: 87_452, damaged: 'REPAIRED', damage_notes: declared.damageNotes });
  });

  it('a business seller’s invoice with VAT makes the vehicle REGULAR: its sale cannot take §25a (9515)', async () => {
    const vehicleId = await boughtVehicle(1_190_000, { customerId: businessSeller, vat: true });
    expect(await getVehicle(vehicleId)).toMatchObject({
      purchase_price: 1_190_000,
      purchase_taxation: 'REGULAR',
      purchase_vat_rate: 19,
    });
    const buyer = (await createCustomer(t, dealer.companyId)).id;
    const sale = await saveStep(t, {
      user: dealer,
      vehicleId,
      docType: 'INVOICE',
      body: { customerId: buyer, grossPrice: 1_500_000, sectionType: '25', vat: false },
    });
    expect(sale.statusCode).toBe(422);
    expect(errorOf(sale).fields).toEqual({ section_type: '9515' });
    // The refused save wrote nothing; taxed regularly the sale is fine, its margin net price less net cost.
    expect(dataOf(await callAs(t, `GET /api/user/vehicles/${vehicleId}/trades/SELLING`, { user: dealer }))).toBeNull();
    const regular = dataOf(
      await saveStep(t, {
        user: dealer,
        vehicleId,
        docType: 'INVOICE',
        body: { customerId: buyer, grossPrice: 1_500_000, sectionType: null, vat: true, vatRate: 19 },
      }),
    );
    expect(regular.sale_margin).toEqual({ margin_cents: 1_260_504 - 1_000_000, margin_vat_cents: null });
  });

  it('a vehicle bought privately is sold under §25a on the recorded purchase price, right to the cent', async () => {
    const vehicleId = await boughtVehicle(1_000_050);
    const buyer = (await createCustomer(t, dealer.companyId)).id;
    // The wizard's typed purchase price is ignored: the recorded one counts.
    const sale = dataOf(
      await saveStep(t, {
        user: dealer,
        vehicleId,
        docType: 'INVOICE',
        body: { customerId: buyer, grossPrice: 1_299_000, sectionType: '25', vat: false, purchasePrice: 1 },
      }),
    );
    // Margin 2.989,50 €; the VAT in it 2.989,50 × 19/119 = 477,32 €.
    expect(sale).toMatchObject({
      effective_purchase_price: 1_000_050,
      amounts: { taxation: 'MARGIN', margin: { purchase_cents: 1_000_050, margin_cents: 298_950, margin_vat_cents: 47_732 } },
      sale_margin: { margin_cents: 298_950, margin_vat_cents: 47_732 },
    });
    expect((await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' })).status).toBe('DONE');
    const dashboard = (await callAs(t, 'GET /api/user/vehicles/dashboard', { user: dealer })).json().data;
    expect(dashboard.sales_this_month.count).toBeGreaterThanOrEqual(1);
    expect(dashboard.sales_this_month.margin_vat_cents).toBeGreaterThanOrEqual(47_732);
  });

  it('keeps the recorded purchase when the vehicle form is saved, and counts days in stock from the purchase', async () => {
    const vehicleId = await boughtVehicle(700_000);
    const vehicle = await getVehicle(vehicleId);
    const {
      id: _id,
      status: _status,
      added_on: _added,
      purchased_on: _purchased,
      sold_on: _sold,
      car_variation_id: _variation,
      ...form
    } = vehicle;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/user/vehicles/${vehicleId}`,
      headers: dealer.headers,
      payload: { ...form, purchase_price: 100, purchase_taxation: 'REGULAR', purchase_vat_rate: 19 },
    });
    expect(saved.statusCode).toBe(200);
    expect(dataOf(saved)).toMatchObject({
      purchase_price: 700_000,
      purchase_taxation: 'MARGIN',
      purchase_vat_rate: null,
      purchased_on: '2026-06-15',
    });
  });
});

describe('the dashboard of a company that buys and sells', () => {
  it('counts days in stock from the purchase day and sums the month’s sales and margins', async () => {
    const seller = await createCompanyUser(t);
    const customer = (await createCustomer(t, seller.companyId)).id;
    const [vehicleId] = (await insertVehicles(t, seller.companyId, [
      { addedOn: '2026-06-01', purchasePrice: null, purchaseTaxation: null },
    ])) as [string];
    await callAs(t, `POST /api/user/vehicles/${vehicleId}/trades/BUYING/CONTRACT`, {
      user: seller,
      body: { customerId: customer, grossPrice: 500_000, contractDate: '2026-06-05' },
    });
    expect((await generateAndWait(t, { user: seller, vehicleId, type: 'CONTRACT', orderType: 'BUYING' })).status).toBe('DONE');
    const stock = (await callAs(t, 'GET /api/user/vehicles/dashboard', { user: seller })).json().data;
    expect(stock).toMatchObject({
      in_stock: 1,
      days_in_stock_average: 10,
      stock_value_purchase: { cents: 500_000, without_price: 0 },
    });

    await saveStep(t, {
      user: seller,
      vehicleId,
      docType: 'INVOICE',
      body: { customerId: customer, grossPrice: 600_000, sectionType: '25', vat: false },
    });
    expect((await generateAndWait(t, { user: seller, vehicleId, type: 'INVOICE' })).status).toBe('DONE');
    const sold = (await callAs(t, 'GET /api/user/vehicles/dashboard', { user: seller })).json().data;
    // Margin 1.000,00 €, the VAT in it 159,66 €.
    expect(sold.sales_this_month).toEqual({
      count: 1,
      gross_cents: 600_000,
      margin_cents: 100_000,
      margin_vat_cents: 15_966,
      without_purchase: 0,
    });
    expect(sold.in_stock).toBe(0);
  });
});
