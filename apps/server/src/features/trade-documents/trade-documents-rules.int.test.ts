import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../platform/db/schema/companies';
import { customers } from '../../platform/db/schema/customers';
import { trades } from '../../platform/db/schema/trades';
import { vehicles } from '../../platform/db/schema/vehicles';
import { createCustomer } from '../../test/customers-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import {
  AUSTRIAN_BUSINESS_BUYER,
  generate,
  generateAndWait,
  listDocuments,
  sellableVehicle,
} from '../../test/documents-factories';
import { useTestContext } from '../../test/test-context';
import { saveStep } from '../../test/trades-factories';
import { errorOf } from '../../test/responses';
import { insertVehicles } from '../../test/vehicles-factories';

// What a document of a sale or purchase requires, checked before anything is queued and again by
// the job on the trade as it is then: the buyer and price, the customer's address (§ 14 Abs. 4 Nr. 1
// UStG), the vehicle's first registration, its accident damage, the purchase day, the seller's VAT id.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;

const TODAY = '2026-06-15';

beforeAll(async () => {
  t.clock.set(new Date(`${TODAY}T10:00:00Z`));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
});

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
      customer: AUSTRIAN_BUSINESS_BUYER,
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
    expect(await listDocuments(t, { user: dealer, vehicleId })).toEqual([]);
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
    expect(await listDocuments(t, { user: dealer, vehicleId })).toEqual([]);
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
    expect(await listDocuments(t, { user: dealer, vehicleId })).toEqual([]);
  });
});

describe('the purchase day', () => {
  it('refuses an invoice dated before the vehicle’s purchase recorded after the date was chosen (422 9536); nothing is issued', async () => {
    const { vehicleId } = await sellableVehicle(t, { user: dealer, trade: { invoiceDate: '2026-06-05' } });
    await t.ctx.database.db.update(vehicles).set({ purchasedOn: '2026-06-08' }).where(eq(vehicles.id, vehicleId));
    const refused = await generate(t, { user: dealer, vehicleId, type: 'INVOICE' });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ fields: { invoice_date: '9536' } });
    expect(await listDocuments(t, { user: dealer, vehicleId })).toEqual([]);
  });
});

describe('the seller’s VAT id', () => {
  it('refuses an intra-EU supply before queuing (422 9514) once the company has no VAT id', async () => {
    const seller = await createCompanyUser(t);
    const { vehicleId } = await sellableVehicle(t, {
      user: seller,
      customer: AUSTRIAN_BUSINESS_BUYER,
      trade: { sectionType: '4.1b', vat: false, tradeType: 'BUSINESS' },
    });
    await t.ctx.database.db.update(companies).set({ vatId: null }).where(eq(companies.id, seller.companyId));
    const refused = await generate(t, { user: seller, vehicleId, type: 'INVOICE' });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: '9514', fields: { section_type: '9514' } });
    expect(await listDocuments(t, { user: seller, vehicleId })).toEqual([]);
  });
});
