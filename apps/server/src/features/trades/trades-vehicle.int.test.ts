import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trades } from '../../platform/db/schema/trades';
import { vehicles } from '../../platform/db/schema/vehicles';
import { createCustomer } from '../../test/customers-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import { dataOf, type Json } from '../../test/responses';
import { useTestContext } from '../../test/test-context';
import { finishTrade, insertGeneratedDocument, saveStep } from '../../test/trades-factories';
import { addVehicle } from '../../test/vehicles-factories';

// What a vehicle's trades mean for the vehicle: deleting it (a draft goes along, a document or a
// finished trade keeps it), and its sale on the Sold list; against the real PostgreSQL.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
});

describe('deleting a vehicle with trades', () => {
  const remove = (vehicleId: string) => callAs(t, `DELETE /api/user/vehicles/${vehicleId}`, { user: dealer });
  const tradesOf = (vehicleId: string) =>
    t.ctx.database.db.select({ id: trades.id }).from(trades).where(eq(trades.vehicleId, vehicleId));

  it('takes a draft without documents along', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 100_000 } });
    expect((await remove(vehicleId)).statusCode).toBe(204);
    expect(await tradesOf(vehicleId)).toEqual([]);
  });

  it('refuses (409 9310) when a document was generated or the trade is finished, and changes nothing', async () => {
    const withDocument = await addVehicle(t, dealer.companyId);
    const draft = dataOf(await saveStep(t, { user: dealer, vehicleId: withDocument, body: { grossPrice: 100_000 } }));
    await insertGeneratedDocument(t, { companyId: dealer.companyId, tradeId: draft.id as string, vehicleId: withDocument });
    const refused = await remove(withDocument);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { error: { code: string } }).error.code).toBe('9310');
    expect(await tradesOf(withDocument)).toHaveLength(1);

    const customerId = (await createCustomer(t, dealer.companyId)).id;
    const finished = await addVehicle(t, dealer.companyId);
    await saveStep(t, { user: dealer, vehicleId: finished, body: { customerId, grossPrice: 100_000 } });
    await finishTrade(t, { companyId: dealer.companyId, vehicleId: finished, invoiceNumber: 'RE-DEL-1', issuedOn: '2026-06-15' });
    // A newer draft of the same vehicle (back in stock) does not make the finished sale deletable.
    await t.ctx.database.db.update(vehicles).set({ status: 'CURRENT', soldOn: null }).where(eq(vehicles.id, finished));
    await saveStep(t, { user: dealer, vehicleId: finished, body: { grossPrice: 90_000 } });
    const refusedFinished = await remove(finished);
    expect(refusedFinished.statusCode).toBe(409);
    expect((refusedFinished.json() as { error: { code: string } }).error.code).toBe('9310');
    expect(await tradesOf(finished)).toHaveLength(2);
  });

  it('answers 404 for another company’s vehicle and leaves its draft alone', async () => {
    const vehicleId = await addVehicle(t, rival.companyId);
    await saveStep(t, { user: rival, vehicleId, body: { grossPrice: 100_000 } });
    expect((await remove(vehicleId)).statusCode).toBe(404);
    expect(await tradesOf(vehicleId)).toHaveLength(1);
  });
});

describe('the sale on the Sold list', () => {
  it('carries buyer, price and invoice date of the finished trade; null in stock and when sold without an invoice', async () => {
    const seller = await createCompanyUser(t);
    const buyer = (await createCustomer(t, seller.companyId, { firstName: 'Hans', lastName: 'Käufer' })).id;
    const invoiced = await addVehicle(t, seller.companyId, { make: 'Audi', model: 'A4' });
    const soldByHand = await addVehicle(t, seller.companyId, {
      make: 'Fiat',
      model: 'Panda',
      status: 'SOLD',
      soldOn: '2026-05-02',
    });
    const inStock = await addVehicle(t, seller.companyId, { make: 'Ford', model: 'Focus' });
    await saveStep(t, { user: seller, vehicleId: invoiced, body: { customerId: buyer, grossPrice: 1_234_500 } });
    await saveStep(t, { user: seller, vehicleId: inStock, body: { customerId: buyer, grossPrice: 500_000 } });
    await finishTrade(t, { companyId: seller.companyId, vehicleId: invoiced, invoiceNumber: 'RE-7', issuedOn: '2026-06-12' });

    const list = async (status: string) => {
      const res = await callAs(t, `GET /api/user/vehicles?status=${status}&sort=make`, { user: seller });
      expect(res.statusCode).toBe(200);
      return dataOf<Json[]>(res).map((item) => ({ id: item.id, status: item.status, sold_on: item.sold_on, sale: item.sale }));
    };
    expect(await list('SOLD')).toEqual([
      {
        id: invoiced,
        status: 'SOLD',
        sold_on: '2026-06-12',
        sale: { buyer_name: 'Hans Käufer', gross_price: 1_234_500, sold_on: '2026-06-12' },
      },
      { id: soldByHand, status: 'SOLD', sold_on: '2026-05-02', sale: null },
    ]);
    expect(await list('CURRENT')).toEqual([{ id: inStock, status: 'CURRENT', sold_on: null, sale: null }]);
  });
});
