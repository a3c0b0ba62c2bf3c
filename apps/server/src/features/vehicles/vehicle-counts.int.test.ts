import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateAndWait, sellableVehicle, waitForGeneration } from '../../test/documents-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-context';
import { insertVehicles, vehicleInput } from '../../test/vehicles-factories';

// The list's tab counts are kept in vehicle_counts by triggers (issue 15) instead of counted per page.
// After every way a vehicle comes, changes status or goes — the API's create, change, delete, a sale's
// invoice, its cancellation, bulk inserts, writers at once — the list's counts, the stored row and a
// fresh count(*) by status must agree, for the company and for another one beside it.

let t: TestContext;
let dealer: CompanyUser;
let rival: CompanyUser;

beforeAll(async () => {
  t = await createTestContext();
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
  await insertVehicles(t, rival.companyId, [{}, {}, { status: 'SOLD', soldOn: '2026-06-01' }]);
});
afterAll(() => t.close());

type Counts = { current: number; sold: number };

async function counted(companyId: string): Promise<Counts> {
  const { rows } = await t.ctx.database.pool.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from vehicles where company_id = $1 group by status',
    [companyId],
  );
  return { current: rows.find((row) => row.status === 'CURRENT')?.n ?? 0, sold: rows.find((row) => row.status === 'SOLD')?.n ?? 0 };
}

async function stored(companyId: string): Promise<Counts> {
  const { rows } = await t.ctx.database.pool.query<Counts>('select current, sold from vehicle_counts where company_id = $1', [companyId]);
  return rows[0] ?? { current: 0, sold: 0 };
}

async function listed(user: CompanyUser, query = ''): Promise<Counts> {
  const response = await callAs(t, `GET /api/user/vehicles?per_page=1${query}`, { user });
  expect(response.statusCode).toBe(200);
  return response.json().meta.counts as Counts;
}

/** The three agree; answers them. */
async function expectCountsTrue(user: CompanyUser): Promise<Counts> {
  const fresh = await counted(user.companyId);
  expect(await stored(user.companyId)).toEqual(fresh);
  expect(await listed(user)).toEqual(fresh);
  // A page beyond the last carries the counts too.
  expect(await listed(user, '&page=1000')).toEqual(fresh);
  return fresh;
}

const create = async (user: CompanyUser = dealer) => {
  const response = await callAs(t, 'POST /api/user/vehicles', { user, body: vehicleInput() });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as string;
};
const remove = async (vehicleId: string, user: CompanyUser = dealer) => callAs(t, `DELETE /api/user/vehicles/${vehicleId}`, { user });
const setStatus = async (vehicleId: string, status: 'CURRENT' | 'SOLD') => {
  const response = await callAs(t, `PUT /api/user/vehicles/${vehicleId}`, { user: dealer, body: vehicleInput({ status }) });
  expect(response.statusCode).toBe(200);
};

describe('the tab counts of the vehicle list', () => {
  it('start at nothing and follow creates, bulk inserts, status changes and deletes', async () => {
    expect(await expectCountsTrue(dealer)).toEqual({ current: 0, sold: 0 });
    const first = await create();
    const second = await create();
    expect(await expectCountsTrue(dealer)).toEqual({ current: 2, sold: 0 });

    await insertVehicles(t, dealer.companyId, [{}, { status: 'SOLD', soldOn: '2026-06-01' }, { status: 'SOLD', soldOn: '2026-06-02' }]);
    expect(await expectCountsTrue(dealer)).toEqual({ current: 3, sold: 2 });

    await setStatus(first, 'SOLD');
    expect(await expectCountsTrue(dealer)).toEqual({ current: 2, sold: 3 });
    // A change that keeps the status moves nothing.
    await setStatus(first, 'SOLD');
    expect(await expectCountsTrue(dealer)).toEqual({ current: 2, sold: 3 });
    await setStatus(first, 'CURRENT');
    expect(await expectCountsTrue(dealer)).toEqual({ current: 3, sold: 2 });

    expect((await remove(second)).statusCode).toBe(204);
    expect(await expectCountsTrue(dealer)).toEqual({ current: 2, sold: 2 });
    // The other company's counts never moved.
    expect(await expectCountsTrue(rival)).toEqual({ current: 2, sold: 1 });
  });

  it('follow a sale by invoice and its cancellation; a refused delete changes nothing', async () => {
    const before = await expectCountsTrue(dealer);
    const { vehicleId } = await sellableVehicle(t, { user: dealer });
    expect(await expectCountsTrue(dealer)).toEqual({ current: before.current + 1, sold: before.sold });

    const invoice = await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' });
    expect(invoice.status).toBe('DONE');
    expect(await expectCountsTrue(dealer)).toEqual({ current: before.current, sold: before.sold + 1 });
    const soldTab = await callAs(t, 'GET /api/user/vehicles?status=SOLD&per_page=100', { user: dealer });
    expect(soldTab.json().data.map((row: { id: string }) => row.id)).toContain(vehicleId);
    expect(soldTab.json().meta.total).toBe(before.sold + 1);

    // The sold vehicle has its invoice: it cannot be deleted, and the failed delete is rolled back with its counts.
    expect((await remove(vehicleId)).statusCode).toBe(409);
    expect(await expectCountsTrue(dealer)).toEqual({ current: before.current, sold: before.sold + 1 });

    const started = await callAs(t, `POST /api/user/vehicles/${vehicleId}/shtorno`, { user: dealer, body: { reason: 'Käufer ist zurückgetreten' } });
    expect(started.statusCode).toBe(202);
    const cancelled = await waitForGeneration(t, { user: dealer, suuid: started.json().data.suuid as string });
    expect(cancelled.status).toBe('DONE');
    expect(await expectCountsTrue(dealer)).toEqual({ current: before.current + 1, sold: before.sold });
  });

  it('stay exact with writers at once: creates, deletes and status changes in parallel', async () => {
    const before = await expectCountsTrue(dealer);
    const doomed = await Promise.all(Array.from({ length: 6 }, () => create()));
    const flipping = await Promise.all(Array.from({ length: 4 }, () => create()));
    expect(await expectCountsTrue(dealer)).toEqual({ current: before.current + 10, sold: before.sold });

    const responses = await Promise.all([
      ...Array.from({ length: 8 }, () => create()),
      ...Array.from({ length: 4 }, () => create(rival)),
      ...doomed.map((id) => remove(id).then((response) => expect(response.statusCode).toBe(204))),
      ...flipping.map((id) => setStatus(id, 'SOLD')),
      insertVehicles(t, dealer.companyId, [{}, {}, { status: 'SOLD', soldOn: '2026-06-03' }]),
    ]);
    expect(responses).toHaveLength(8 + 4 + 6 + 4 + 1);
    // +8 created, +2 inserted, -6 deleted, -4 sold; sold: +4 flipped, +1 inserted.
    expect(await expectCountsTrue(dealer)).toEqual({ current: before.current + 10 + 8 + 2 - 6 - 4, sold: before.sold + 4 + 1 });
    expect(await expectCountsTrue(rival)).toEqual({ current: 2 + 4, sold: 1 });
  });

  it('count what passes a filter from the vehicles themselves', async () => {
    await insertVehicles(t, dealer.companyId, [
      { make: 'Lada', model: 'Niva' },
      { make: 'Lada', model: 'Samara', status: 'SOLD', soldOn: '2026-06-04' },
    ]);
    expect(await listed(dealer, '&make=Lada')).toEqual({ current: 1, sold: 1 });
    expect(await listed(dealer, '&search=samara')).toEqual({ current: 0, sold: 1 });
    expect(await listed(dealer, '&search=samara&page=50')).toEqual({ current: 0, sold: 1 });
    await expectCountsTrue(dealer);
  });
});
