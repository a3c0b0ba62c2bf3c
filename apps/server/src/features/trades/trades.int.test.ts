import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trades } from '../../platform/db/schema/trades';
import { vehicles } from '../../platform/db/schema/vehicles';
import { customerBody, createCustomer } from '../../test/customers-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import { dataOf, errorOf } from '../../test/responses';
import { useTestContext } from '../../test/test-context';
import { finishTrade, getSale, saveStep, tradeCount } from '../../test/trades-factories';
import { addVehicle } from '../../test/vehicles-factories';
import { lockTradeForDocuments } from './trades.service';

// The sale through the HTTP API: saved step by step, its amounts, its buyer, the refusals
// of another company's or a finished trade (its field rules: trades-rules.int.test.ts), against the
// real PostgreSQL.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;
let privateBuyer: string;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
  privateBuyer = (await createCustomer(t, dealer.companyId)).id;
});

describe('saving the sale step by step', () => {
  it('answers null before the first save, then creates the trade with the defaults and the step’s document', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    const before = await getSale(t, { user: dealer, vehicleId });
    expect(before.statusCode).toBe(200);
    expect(dataOf(before)).toBeNull();

    const res = await saveStep(t, {
      user: dealer,
      vehicleId,
      docType: 'PROPOSAL',
      body: { customerId: privateBuyer, grossPrice: 1_190_000 },
    });
    expect(res.statusCode).toBe(200);
    const trade = dataOf(res);
    expect(trade).toMatchObject({
      vehicle_id: vehicleId,
      kind: 'SELLING',
      status: 'PENDING',
      customer_id: privateBuyer,
      gross_price: 1_190_000,
      trade_type: 'NONE',
      effective_trade_type: 'PRIVATE',
      vat: true,
      vat_rate: 19,
      warranty: 'STATUTORY',
      vehicle_keys_count: 2,
      language: 'de',
      documents: ['INVOICE', 'CONTRACT', 'PROPOSAL'],
      invoice_number: null,
      issued_on: null,
      buyer: { id: privateBuyer, type: 'PRIVATE', first_name: 'Erika', last_name: 'Mustermann', city: 'Köln' },
      amounts: {
        taxation: 'STANDARD',
        vat_rate: 19,
        gross_cents: 1_190_000,
        net_cents: 1_000_000,
        vat_cents: 190_000,
        amount_due_cents: 1_190_000,
        margin: null,
      },
    });
    expect(dataOf(await getSale(t, { user: dealer, vehicleId }))).toEqual(trade);
  });

  it('starts a new trade with the accident damage the vehicle records, which the dealer may then state otherwise', async () => {
    for (const [accidentFree, damaged] of [
      [false, 'REPAIRED'],
      [true, 'NO_ACCIDENT'],
      [null, 'UNKNOWN'],
    ] as const) {
      const vehicleId = await addVehicle(t, dealer.companyId, { accidentFree });
      const first = await saveStep(t, { user: dealer, vehicleId, docType: 'INVOICE', body: { customerId: privateBuyer } });
      expect(first.statusCode, first.body).toBe(200);
      expect(dataOf(first)).toMatchObject({ damaged, vehicle_accident_free: accidentFree });
    }
    // An open trade keeps what was stated; only a new one is prefilled.
    const vehicleId = await addVehicle(t, dealer.companyId, { accidentFree: true });
    await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 100_000, damaged: 'REPAIRED' } });
    expect(dataOf(await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 120_000 } }))).toMatchObject({
      damaged: 'REPAIRED',
    });
  });

  it('merges later steps into the same trade; only the first save adds its document', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    const first = dataOf(
      await saveStep(t, {
        user: dealer,
        vehicleId,
        docType: 'INVOICE',
        body: { customerId: privateBuyer, grossPrice: 500_000, deposit: 100_000 },
      }),
    );
    const second = await saveStep(t, {
      user: dealer,
      vehicleId,
      docType: 'PROTOCOL',
      body: { handoverMileage: 84_000, damaged: 'NO_ACCIDENT', vehicleKeysCount: 1 },
    });
    expect(second.statusCode).toBe(200);
    expect(dataOf(second)).toMatchObject({
      id: first.id,
      gross_price: 500_000,
      deposit: 100_000,
      handover_mileage: 84_000,
      damaged: 'NO_ACCIDENT',
      vehicle_keys_count: 1,
      documents: ['INVOICE', 'CONTRACT'],
      amounts: { deposit_cents: 100_000, amount_due_cents: 400_000 },
    });
    const third = dataOf(
      await saveStep(t, {
        user: dealer,
        vehicleId,
        docType: 'PROTOCOL',
        body: { documents: ['INVOICE'], invoiceComments: '  Abholung ab Hof  ' },
      }),
    );
    expect(third).toMatchObject({
      id: first.id,
      documents: ['INVOICE'],
      invoice_comments: 'Abholung ab Hof',
      handover_mileage: 84_000,
    });
    const cleared = dataOf(
      await saveStep(t, { user: dealer, vehicleId, docType: 'INVOICE', body: { customerId: null, invoiceComments: '' } }),
    );
    expect(cleared).toMatchObject({ customer_id: null, buyer: null, invoice_comments: null, effective_trade_type: 'NONE' });
    expect(await tradeCount(t, vehicleId)).toBe(1);
  });

  it('never brings back a deselected document through a later step’s path', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    expect(
      dataOf(await saveStep(t, { user: dealer, vehicleId, docType: 'PROPOSAL', body: { grossPrice: 500_000 } })).documents,
    ).toEqual(['INVOICE', 'CONTRACT', 'PROPOSAL']);
    const chosen = dataOf(
      await saveStep(t, { user: dealer, vehicleId, docType: 'INVOICE', body: { documents: ['CONTRACT', 'PROPOSAL'] } }),
    );
    expect(chosen.documents).toEqual(['CONTRACT', 'PROPOSAL']);
    // The wizard's later steps save under the INVOICE placeholder: the deselected invoice stays out.
    const later = dataOf(await saveStep(t, { user: dealer, vehicleId, docType: 'INVOICE', body: { handoverMileage: 12_000 } }));
    expect(later).toMatchObject({ documents: ['CONTRACT', 'PROPOSAL'], handover_mileage: 12_000 });
    expect(dataOf(await saveStep(t, { user: dealer, vehicleId, docType: 'RECEIPT', body: {} })).documents).toEqual([
      'CONTRACT',
      'PROPOSAL',
    ]);
  });

  it('keeps one open trade when first saves arrive at once: the vehicle’s lock orders them, none is refused', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    const prices = [100_000, 200_000, 300_000, 400_000, 500_000, 600_000];
    const answers = await Promise.all(
      prices.map((grossPrice) => saveStep(t, { user: dealer, vehicleId, docType: 'PROTOCOL', body: { grossPrice } })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(prices.map(() => 200));
    expect(new Set(answers.map((res) => dataOf(res).id)).size).toBe(1);
    expect(await tradeCount(t, vehicleId)).toBe(1);
    expect(dataOf(await getSale(t, { user: dealer, vehicleId })).documents).toEqual(['INVOICE', 'CONTRACT', 'PROTOCOL']);
  });

  it('takes the buyer’s data as it is now on every save and for the documents', async () => {
    const customer = await createCustomer(t, dealer.companyId, { lastName: 'Vorher' });
    const vehicleId = await addVehicle(t, dealer.companyId);
    await saveStep(t, { user: dealer, vehicleId, body: { customerId: customer.id, grossPrice: 700_000 } });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/user/clients/${customer.id}`,
      headers: dealer.headers,
      payload: customerBody({ lastName: 'Nachher', city: 'Bonn' }),
    });
    expect(changed.statusCode).toBe(200);
    expect(dataOf(await getSale(t, { user: dealer, vehicleId })).buyer).toMatchObject({ last_name: 'Vorher' });

    const found = await t.ctx.database.db.transaction((tx) => lockTradeForDocuments(tx, dealer.companyId, vehicleId));
    expect(found?.trade.buyer).toMatchObject({ lastName: 'Nachher', city: 'Bonn' });
    expect(found?.trade.vehicleId).toBe(vehicleId);
    expect(found?.vehicle).toMatchObject({ make: 'VW', mileage: 42_300 });
    expect(found?.vehicle).not.toHaveProperty('purchasePrice');
    expect(dataOf(await getSale(t, { user: dealer, vehicleId })).buyer).toMatchObject({ last_name: 'Nachher' });

    await t.app.inject({
      method: 'PUT',
      url: `/api/user/clients/${customer.id}`,
      headers: dealer.headers,
      payload: customerBody({ lastName: 'Zuletzt' }),
    });
    const saved = dataOf(await saveStep(t, { user: dealer, vehicleId, body: { warranty: 'ONE_YEAR' } }));
    expect(saved.buyer).toMatchObject({ last_name: 'Zuletzt' });
  });

  it('answers nothing to the documents engine for another company’s vehicle or a vehicle without a trade', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    const none = await t.ctx.database.db.transaction((tx) => lockTradeForDocuments(tx, dealer.companyId, vehicleId));
    expect(none).toBeUndefined();
    const withTrade = await addVehicle(t, dealer.companyId);
    await saveStep(t, { user: dealer, vehicleId: withTrade, body: { grossPrice: 100 } });
    const seen = await t.ctx.database.db.transaction((tx) => lockTradeForDocuments(tx, rival.companyId, withTrade));
    expect(seen).toBeUndefined();
  });
});

describe('amounts', () => {
  it('computes the §25a margin from the vehicle’s purchase price, which stands over one typed in the wizard', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId, { purchasePrice: 1_000_000 });
    const margin = dataOf(await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 1_500_000, sectionType: '25' } }));
    expect(margin).toMatchObject({
      purchase_price: null,
      effective_purchase_price: 1_000_000,
      // 500,000 margin: net 500,000·100/119 = 420,168.07 → 420,168; the VAT in it is the rest.
      amounts: {
        taxation: 'MARGIN',
        vat_rate: 0,
        gross_cents: 1_500_000,
        net_cents: 1_500_000,
        vat_cents: 0,
        margin: { purchase_cents: 1_000_000, margin_cents: 500_000, margin_vat_cents: 79_832 },
      },
    });
    // The vehicle's price stands for its purchase: a price typed in the wizard does not replace it.
    const typed = dataOf(await saveStep(t, { user: dealer, vehicleId, body: { purchasePrice: 1_200_000 } }));
    expect(typed).toMatchObject({
      purchase_price: 1_200_000,
      effective_purchase_price: 1_000_000,
      amounts: { margin: { margin_cents: 500_000, margin_vat_cents: 79_832 } },
    });
  });

  it('takes the purchase price typed in the wizard for a vehicle without one', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId, { purchasePrice: null });
    const own = dataOf(
      await saveStep(t, {
        user: dealer,
        vehicleId,
        body: { grossPrice: 1_500_000, sectionType: '25', purchasePrice: 1_200_000 },
      }),
    );
    expect(own).toMatchObject({
      effective_purchase_price: 1_200_000,
      amounts: { margin: { purchase_cents: 1_200_000, margin_cents: 300_000, margin_vat_cents: 47_899 } },
    });
  });

  it('records a negative margin with no margin VAT', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId, { purchasePrice: 1_000_000 });
    const loss = dataOf(await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 900_000, sectionType: '25' } }));
    expect(loss).toMatchObject({
      amounts: { taxation: 'MARGIN', vat_cents: 0, margin: { margin_cents: -100_000, margin_vat_cents: 0 } },
    });
  });

  it('shows no VAT for an export and splits 7 % when chosen', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    const exported = dataOf(await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 1_000_000, sectionType: '4.1a' } }));
    expect(exported).toMatchObject({
      effective_trade_type: 'EXPORT',
      amounts: { taxation: 'EXPORT', net_cents: 1_000_000, vat_cents: 0 },
    });
    const reduced = dataOf(
      await saveStep(t, { user: dealer, vehicleId, body: { sectionType: null, vatRate: 7, grossPrice: 107_000 } }),
    );
    expect(reduced).toMatchObject({ amounts: { taxation: 'STANDARD', vat_rate: 7, net_cents: 100_000, vat_cents: 7_000 } });
  });
});

describe('refusals', () => {
  it('answers 404 for another company’s vehicle or customer, and for an order type other than SELLING', async () => {
    const rivalVehicle = await addVehicle(t, rival.companyId);
    const rivalCustomer = (await createCustomer(t, rival.companyId)).id;
    expect((await getSale(t, { user: dealer, vehicleId: rivalVehicle })).statusCode).toBe(404);
    expect((await saveStep(t, { user: dealer, vehicleId: rivalVehicle, body: { grossPrice: 100 } })).statusCode).toBe(404);
    expect(await tradeCount(t, rivalVehicle)).toBe(0);

    const vehicleId = await addVehicle(t, dealer.companyId);
    await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 100 } });
    expect((await getSale(t, { user: rival, vehicleId })).statusCode).toBe(404);
    expect((await saveStep(t, { user: rival, vehicleId, body: { grossPrice: 200 } })).statusCode).toBe(404);
    const foreignCustomer = await saveStep(t, { user: dealer, vehicleId, body: { customerId: rivalCustomer } });
    expect(foreignCustomer.statusCode).toBe(404);
    expect(dataOf(await getSale(t, { user: dealer, vehicleId }))).toMatchObject({
      customer_id: null,
      gross_price: 100,
    });

    expect((await getSale(t, { user: dealer, vehicleId: 'not-a-uuid' })).statusCode).toBe(404);
    // SELLING and BUYING are the order types (the purchase's own tests are in purchase.int.test.ts).
    expect((await callAs(t, `GET /api/user/vehicles/${vehicleId}/trades/LEASING`, { user: dealer })).statusCode).toBe(404);
    expect(
      (await callAs(t, `POST /api/user/vehicles/${vehicleId}/trades/LEASING/CONTRACT`, { user: dealer, body: {} })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/vehicles/${vehicleId}/trades/SELLING` })).statusCode).toBe(401);
  });

  it.each([
    { recorded: 87_654, handover: 87_700, after: 87_700 },
    { recorded: 87_654, handover: 80_000, after: 87_654 },
  ])(
    'records the handover reading $handover on a vehicle at $recorded km once sold: $after km',
    async ({ recorded, handover, after }) => {
      const vehicleId = await addVehicle(t, dealer.companyId, { mileage: recorded });
      await saveStep(t, {
        user: dealer,
        vehicleId,
        body: { customerId: privateBuyer, grossPrice: 1_000_000, handoverMileage: handover },
      });
      await finishTrade(t, { companyId: dealer.companyId, vehicleId, invoiceNumber: `RE-M${handover}`, issuedOn: '2026-06-14' });
      const [vehicle] = await t.ctx.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
      expect(vehicle).toMatchObject({ status: 'SOLD', mileage: after });
    },
  );

  it('answers 409 9508 for a sold vehicle and 9509 once its invoice is issued; a vehicle back in stock starts a new sale', async () => {
    const soldElsewhere = await addVehicle(t, dealer.companyId, { status: 'SOLD', soldOn: '2026-06-01' });
    const sold = await saveStep(t, { user: dealer, vehicleId: soldElsewhere, body: { grossPrice: 100 } });
    expect(sold.statusCode).toBe(409);
    expect(errorOf(sold).code).toBe('9508');
    expect(await tradeCount(t, soldElsewhere)).toBe(0);

    const vehicleId = await addVehicle(t, dealer.companyId);
    const open = dataOf(
      await saveStep(t, { user: dealer, vehicleId, body: { customerId: privateBuyer, grossPrice: 1_000_000 } }),
    );
    await finishTrade(t, { companyId: dealer.companyId, vehicleId, invoiceNumber: 'RE-1001', issuedOn: '2026-06-14' });
    const finished = dataOf(await getSale(t, { user: dealer, vehicleId }));
    expect(finished).toMatchObject({ id: open.id, status: 'FINISHED', invoice_number: 'RE-1001', issued_on: '2026-06-14' });
    expect(finished.finished_at).toEqual(expect.any(String));
    const [vehicle] = await t.ctx.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(vehicle).toMatchObject({ status: 'SOLD', soldOn: '2026-06-14' });

    const afterInvoice = await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 5 } });
    expect(afterInvoice.statusCode).toBe(409);
    expect(errorOf(afterInvoice).code).toBe('9509');
    expect(dataOf(await getSale(t, { user: dealer, vehicleId }))).toMatchObject({ gross_price: 1_000_000 });

    // The dealer took the vehicle back into stock (a canceled sale): the next save is a new trade.
    await t.ctx.database.db.update(vehicles).set({ status: 'CURRENT', soldOn: null }).where(eq(vehicles.id, vehicleId));
    const again = dataOf(await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 900_000 } }));
    expect(again).toMatchObject({ status: 'PENDING', gross_price: 900_000, customer_id: null, invoice_number: null });
    expect(again.id).not.toBe(open.id);
    expect(await tradeCount(t, vehicleId)).toBe(2);
  });

  it('freezes the buyer, the amounts and the vehicle of a finished trade', async () => {
    const customer = await createCustomer(t, dealer.companyId, { lastName: 'Käufer' });
    const vehicleId = await addVehicle(t, dealer.companyId, { colour: 'Blau', mileage: 42_300, purchasePrice: 200_000 });
    await saveStep(t, {
      user: dealer,
      vehicleId,
      body: { customerId: customer.id, grossPrice: 300_000, sectionType: '25', vat: false },
    });
    await finishTrade(t, { companyId: dealer.companyId, vehicleId, invoiceNumber: 'RE-2001', issuedOn: '2026-06-15' });
    const [row] = await t.ctx.database.db.select().from(trades).where(eq(trades.vehicleId, vehicleId));
    expect(row).toMatchObject({
      status: 'FINISHED',
      vehicle: { make: 'VW', colour: 'Blau', mileage: 42_300 },
      amounts: { margin: { purchaseCents: 200_000 } },
    });
    expect(row?.vehicle).not.toHaveProperty('purchasePrice');

    await t.app.inject({
      method: 'PUT',
      url: `/api/user/clients/${customer.id}`,
      headers: dealer.headers,
      payload: customerBody({ lastName: 'Umbenannt' }),
    });
    await t.ctx.database.db
      .update(vehicles)
      .set({ colour: 'Rot', mileage: 43_000, purchasePrice: 250_000 })
      .where(eq(vehicles.id, vehicleId));
    const found = await t.ctx.database.db.transaction((tx) => lockTradeForDocuments(tx, dealer.companyId, vehicleId));
    expect(found?.trade).toMatchObject({ status: 'FINISHED', buyer: { lastName: 'Käufer' }, effectivePurchasePrice: 200_000 });
    expect(found?.vehicle).toMatchObject({ colour: 'Blau', mileage: 42_300 });
    expect(dataOf(await getSale(t, { user: dealer, vehicleId }))).toMatchObject({
      buyer: { last_name: 'Käufer' },
      amounts: { margin: { margin_cents: 100_000 } },
    });
  });
});

describe('the trade row', () => {
  it('keeps the price column and the customer column in step with the fields', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    await saveStep(t, { user: dealer, vehicleId, body: { customerId: privateBuyer, grossPrice: 424_242 } });
    const [row] = await t.ctx.database.db
      .select()
      .from(trades)
      .where(and(eq(trades.companyId, dealer.companyId), eq(trades.vehicleId, vehicleId)));
    expect(row).toMatchObject({ grossPrice: 424_242, customerId: privateBuyer, status: 'PENDING', buyer: { id: privateBuyer } });
  });
});
