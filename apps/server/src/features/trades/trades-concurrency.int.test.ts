import { randomUUID } from 'node:crypto';
import { keysToSnake } from '@kontor/domain/case';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatedDocuments } from '../../platform/db/schema/trades';
import { vehicles } from '../../platform/db/schema/vehicles';
import { createCustomer } from '../../test/customers-factories';
import { invoiceJobPayload, sellableVehicle, waitForGeneration } from '../../test/documents-factories';
import { createCompanyUser, type CompanyUser } from '../../test/factories';
import { codeOf, dataOf, type Json } from '../../test/responses';
import { useTestContext } from '../../test/test-context';
import { insertVehicles } from '../../test/vehicles-factories';
import { generateDocumentJob } from '../trade-documents/trade-documents.jobs';

// Two tabs on one trade: every step save and every document request carries the trade's updatedAt
// the tab last read or wrote (If-Match); one made on an older version is refused with 409 9541 and
// changes nothing, so an invoice never goes out with a price the issuing tab never saw. And a new
// trade starts from what its vehicle records. Against the real PostgreSQL.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;
let buyer: string;
let otherBuyer: string;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
  buyer = (await createCustomer(t, dealer.companyId, { firstName: 'Anna', lastName: 'Becker' })).id;
  otherBuyer = (await createCustomer(t, dealer.companyId, { firstName: 'Jonas', lastName: 'Schulz' })).id;
});

type Call = { user?: CompanyUser; ifMatch?: string; body?: unknown };

function call(route: string, { user = dealer, ifMatch, body }: Call = {}) {
  const space = route.indexOf(' ');
  return t.app.inject({
    method: route.slice(0, space) as 'GET' | 'POST',
    url: route.slice(space + 1),
    headers: { ...user.headers, ...(ifMatch === undefined ? {} : { 'if-match': `"${ifMatch}"` }) },
    ...(body === undefined ? {} : { payload: keysToSnake(body) as object }),
  });
}

const saveSale = (vehicleId: string, body: Json, options: Call = {}) =>
  call(`POST /api/user/vehicles/${vehicleId}/trades/SELLING/INVOICE`, { ...options, body });
const sale = async (vehicleId: string) => dataOf(await call(`GET /api/user/vehicles/${vehicleId}/trades/SELLING`));
const savePurchase = (vehicleId: string, body: Json, options: Call = {}) =>
  call(`POST /api/user/vehicles/${vehicleId}/trades/BUYING/CONTRACT`, { ...options, body });
const purchase = async (vehicleId: string) => dataOf(await call(`GET /api/user/vehicles/${vehicleId}/trades/BUYING`));
const generate = (vehicleId: string, type: string, options: Call & { orderType?: string } = {}) =>
  call(`POST /api/user/vehicles/${vehicleId}/documents/generate/${type}/order/${options.orderType ?? 'SELLING'}`, {
    ...options,
    body: {},
  });

async function documentsOf(vehicleId: string): Promise<number> {
  return (
    await t.ctx.database.db
      .select({ id: generatedDocuments.id })
      .from(generatedDocuments)
      .where(eq(generatedDocuments.vehicleId, vehicleId))
  ).length;
}
async function vehicleStatus(vehicleId: string): Promise<string> {
  const [row] = await t.ctx.database.db.select({ status: vehicles.status }).from(vehicles).where(eq(vehicles.id, vehicleId));
  return row!.status;
}

/** Tab 1 read the trade at 12.000 €; tab 2 then saved 11.000 €. Answers tab 1's (now stale) version. */
async function staleSale(): Promise<{ vehicleId: string; stale: string }> {
  const { vehicleId } = await sellableVehicle(t, { user: dealer, trade: { customerId: buyer, grossPrice: 1_200_000 } });
  const stale = (await sale(vehicleId)).updated_at as string;
  const tabTwo = await saveSale(vehicleId, { grossPrice: 1_100_000 }, { ifMatch: stale });
  expect(tabTwo.statusCode).toBe(200);
  expect(dataOf(tabTwo).updated_at).not.toBe(stale);
  return { vehicleId, stale };
}

describe('a step save of the sale wizard made on an older version', () => {
  it('is refused with 409 9541 and changes nothing', async () => {
    const { vehicleId, stale } = await staleSale();
    const before = await sale(vehicleId);
    const refused = await saveSale(vehicleId, { customerId: otherBuyer, grossPrice: 1_300_000 }, { ifMatch: stale });
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('9541');
    expect(await sale(vehicleId)).toEqual(before);
    expect(before).toMatchObject({ customer_id: buyer, gross_price: 1_100_000 });
  });

  it('goes through with the current version, and without one (API clients that do not track versions)', async () => {
    const { vehicleId } = await staleSale();
    const current = (await sale(vehicleId)).updated_at as string;
    const saved = await saveSale(vehicleId, { grossPrice: 1_150_000 }, { ifMatch: current });
    expect(saved.statusCode).toBe(200);
    expect(dataOf(saved)).toMatchObject({ gross_price: 1_150_000 });
    // The answer's version is the one the tab sends next.
    const again = await saveSale(vehicleId, { grossPrice: 1_160_000 }, { ifMatch: dataOf(saved).updated_at as string });
    expect(again.statusCode).toBe(200);
    const unchecked = await saveSale(vehicleId, { grossPrice: 1_170_000 });
    expect(unchecked.statusCode).toBe(200);
    expect(await sale(vehicleId)).toMatchObject({ gross_price: 1_170_000 });
  });

  it('stays 404 for another company’s vehicle, whatever version it names', async () => {
    const { vehicleId } = await staleSale();
    const current = (await sale(vehicleId)).updated_at as string;
    const refused = await saveSale(vehicleId, { grossPrice: 1 }, { user: rival, ifMatch: current });
    expect(refused.statusCode).toBe(404);
    expect(await sale(vehicleId)).toMatchObject({ gross_price: 1_100_000 });
  });
});

describe('issuing the invoice from a tab that did not see the last change', () => {
  it('is refused with 409 9541: nothing is queued, issued or sold', async () => {
    const { vehicleId, stale } = await staleSale();
    const refused = await generate(vehicleId, 'INVOICE', { ifMatch: stale });
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('9541');
    expect(await documentsOf(vehicleId)).toBe(0);
    expect(await sale(vehicleId)).toMatchObject({ status: 'PENDING', invoice_number: null });
    expect(await vehicleStatus(vehicleId)).not.toBe('SOLD');
  });

  it('is refused by the job too when the trade changed after the request was accepted', async () => {
    const { vehicleId, stale } = await staleSale();
    const payload = invoiceJobPayload({ companyId: dealer.companyId, vehicleId });
    const run = generateDocumentJob(t.ctx).handler(
      { ...payload, expectedVersion: stale },
      { suuid: randomUUID(), companyId: dealer.companyId, progress: async () => {} },
    );
    await expect(run).rejects.toMatchObject({ code: '9541' });
    expect(await documentsOf(vehicleId)).toBe(0);
    expect(await sale(vehicleId)).toMatchObject({ status: 'PENDING', invoice_number: null });
  });

  it('issues the invoice with the current version, and without one', async () => {
    for (const withVersion of [true, false]) {
      const { vehicleId } = await staleSale();
      const current = (await sale(vehicleId)).updated_at as string;
      const started = await generate(vehicleId, 'INVOICE', withVersion ? { ifMatch: current } : {});
      expect(started.statusCode).toBe(202);
      const done = await waitForGeneration(t, { user: dealer, suuid: started.json().data.suuid as string });
      expect(done).toMatchObject({ status: 'DONE', result: { vehicle_sold: true } });
      expect(await sale(vehicleId)).toMatchObject({ status: 'FINISHED', gross_price: 1_100_000 });
    }
  });

  it('stays 404 for another company’s vehicle', async () => {
    const { vehicleId } = await staleSale();
    const current = (await sale(vehicleId)).updated_at as string;
    const refused = await generate(vehicleId, 'INVOICE', { user: rival, ifMatch: current });
    expect(refused.statusCode).toBe(404);
    expect(await documentsOf(vehicleId)).toBe(0);
  });
});

describe('the purchase wizard on an older version', () => {
  async function stalePurchase(): Promise<{ vehicleId: string; stale: string }> {
    const [vehicleId] = (await insertVehicles(t, dealer.companyId, [{}])) as [string];
    expect((await savePurchase(vehicleId, { customerId: buyer, grossPrice: 900_000 })).statusCode).toBe(200);
    const stale = (await purchase(vehicleId)).updated_at as string;
    expect((await savePurchase(vehicleId, { grossPrice: 800_000 }, { ifMatch: stale })).statusCode).toBe(200);
    return { vehicleId, stale };
  }

  it('refuses a step save and the contract with 409 9541, changing nothing', async () => {
    const { vehicleId, stale } = await stalePurchase();
    const before = await purchase(vehicleId);
    const step = await savePurchase(vehicleId, { grossPrice: 700_000 }, { ifMatch: stale });
    expect([step.statusCode, codeOf(step)]).toEqual([409, '9541']);
    const contract = await generate(vehicleId, 'CONTRACT', { orderType: 'BUYING', ifMatch: stale });
    expect([contract.statusCode, codeOf(contract)]).toEqual([409, '9541']);
    expect(await purchase(vehicleId)).toEqual(before);
    expect(await documentsOf(vehicleId)).toBe(0);
  });

  it('makes the contract with the current version; another company’s vehicle stays 404', async () => {
    const { vehicleId } = await stalePurchase();
    const current = (await purchase(vehicleId)).updated_at as string;
    expect((await savePurchase(vehicleId, { grossPrice: 1 }, { user: rival, ifMatch: current })).statusCode).toBe(404);
    expect((await generate(vehicleId, 'CONTRACT', { orderType: 'BUYING', user: rival, ifMatch: current })).statusCode).toBe(404);
    const started = await generate(vehicleId, 'CONTRACT', { orderType: 'BUYING', ifMatch: current });
    expect(started.statusCode).toBe(202);
    expect(await waitForGeneration(t, { user: dealer, suuid: started.json().data.suuid as string })).toMatchObject({
      status: 'DONE',
    });
    expect(await purchase(vehicleId)).toMatchObject({ status: 'FINISHED', gross_price: 800_000 });
  });
});

describe('a new trade starts from its vehicle', () => {
  it('sells a vehicle bought under §25a under §25a, at its asking price and mileage; a saved draft keeps its own', async () => {
    const [vehicleId] = (await insertVehicles(t, dealer.companyId, [
      { purchasePrice: 800_000, purchaseTaxation: 'MARGIN', purchaseVatRate: null, askingPrice: 1_250_000, mileage: 84_000 },
    ])) as [string];
    const created = await saveSale(vehicleId, { customerId: buyer });
    expect(created.statusCode).toBe(200);
    expect(dataOf(created)).toMatchObject({
      section_type: '25',
      gross_price: 1_250_000,
      handover_mileage: 84_000,
      amounts: { taxation: 'MARGIN' },
    });

    // The dealer changes the draft; the vehicle's later values never overwrite it.
    expect((await saveSale(vehicleId, { sectionType: null, grossPrice: 1_190_000, handoverMileage: 84_100 })).statusCode).toBe(
      200,
    );
    await t.ctx.database.db.update(vehicles).set({ askingPrice: 1_300_000, mileage: 90_000 }).where(eq(vehicles.id, vehicleId));
    expect(dataOf(await saveSale(vehicleId, { customerId: otherBuyer }))).toMatchObject({
      section_type: null,
      gross_price: 1_190_000,
      handover_mileage: 84_100,
    });
  });

  it('sells a vehicle bought with VAT shown regularly', async () => {
    const [vehicleId] = (await insertVehicles(t, dealer.companyId, [
      { purchasePrice: 800_000, purchaseTaxation: 'REGULAR', purchaseVatRate: 19, askingPrice: null },
    ])) as [string];
    expect(dataOf(await saveSale(vehicleId, { customerId: buyer }))).toMatchObject({
      section_type: null,
      vat: true,
      gross_price: 0,
    });
  });

  it('buys at the purchase price already entered on the vehicle', async () => {
    const [vehicleId] = (await insertVehicles(t, dealer.companyId, [
      { purchasePrice: 640_000, purchaseTaxation: 'MARGIN', purchaseVatRate: null },
    ])) as [string];
    expect(dataOf(await savePurchase(vehicleId, { customerId: buyer }))).toMatchObject({ gross_price: 640_000 });
  });
});
