import { SAMPLE_VEHICLE } from '@kontor/domain/sample-data';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateAndWait, sellableVehicle, waitForGeneration } from '../../test/documents-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import { vehicles } from '../../platform/db/schema/vehicles';
import { useTestContext } from '../../test/test-context';
import { insertVehicles, vehicleInput } from '../../test/vehicles-factories';

// The list's tab counts are kept in vehicle_counts by triggers instead of counted per page.
// After every way a vehicle comes, changes status or goes — the API's create, change, delete, a sale's
// invoice, its cancellation, bulk inserts, writers at once — the list's counts, the stored row and a
// fresh count(*) by status must agree, for the company and for another one beside it.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
  await insertVehicles(t, rival.companyId, [{}, {}, { status: 'SOLD', soldOn: '2026-06-01' }]);
});

type Counts = { current: number; sold: number };

async function counted(companyId: string): Promise<Counts> {
  const { rows } = await t.ctx.database.pool.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from vehicles where company_id = $1 group by status',
    [companyId],
  );
  return {
    current: rows.find((row) => row.status === 'CURRENT')?.n ?? 0,
    sold: rows.find((row) => row.status === 'SOLD')?.n ?? 0,
  };
}

async function stored(companyId: string): Promise<Counts> {
  const { rows } = await t.ctx.database.pool.query<Counts>('select current, sold from vehicle_counts where company_id = $1', [
    companyId,
  ]);
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
const remove = async (vehicleId: string, user: CompanyUser = dealer) =>
  callAs(t, `DELETE /api/user/vehicles/${vehicleId}`, { user });
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

    await insertVehicles(t, dealer.companyId, [
      {},
      { status: 'SOLD', soldOn: '2026-06-01' },
      { status: 'SOLD', soldOn: '2026-06-02' },
    ]);
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

    const started = await callAs(t, `POST /api/user/vehicles/${vehicleId}/shtorno`, {
      user: dealer,
      body: { reason: 'Käufer ist zurückgetreten' },
    });
    expect(started.statusCode).toBe(202);
    const canceled = await waitForGeneration(t, { user: dealer, suuid: started.json().data.suuid as string });
    expect(canceled.status).toBe('DONE');
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

// A filtered list's counts are kept by the server per filter and trusted only while the company's
// counts row keeps the version they were counted at (migration 0011; vehicle-list.repository.ts).
describe('the tab counts of a filtered list', () => {
  const FILTER = '&make=Trabant&mileage_max=100000';

  /** What passes FILTER, counted from the vehicles themselves. */
  async function countedInFilter(companyId: string): Promise<Counts> {
    const { rows } = await t.ctx.database.pool.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from vehicles where company_id = $1 and make = 'Trabant' and mileage <= 100000 group by status`,
      [companyId],
    );
    return {
      current: rows.find((row) => row.status === 'CURRENT')?.n ?? 0,
      sold: rows.find((row) => row.status === 'SOLD')?.n ?? 0,
    };
  }

  async function version(companyId: string): Promise<bigint> {
    const { rows } = await t.ctx.database.pool.query<{ version: string }>(
      'select version from vehicle_counts where company_id = $1',
      [companyId],
    );
    return BigInt(rows[0]!.version);
  }

  /** Both tabs of the filtered list, asked twice (the second answer is the server's copy when nothing moved), agree with a fresh count. */
  async function expectFilteredTrue(user: CompanyUser): Promise<Counts> {
    const fresh = await countedInFilter(user.companyId);
    expect(await listed(user, FILTER)).toEqual(fresh);
    expect(await listed(user, FILTER)).toEqual(fresh);
    expect(await listed(user, `${FILTER}&status=SOLD`)).toEqual(fresh);
    return fresh;
  }

  const trabant = (overrides: Record<string, unknown> = {}) =>
    vehicleInput({ make: 'Trabant', model: '601', mileage: 50_000, ...overrides });
  const edit = async (vehicleId: string, overrides: Record<string, unknown>) => {
    const response = await callAs(t, `PUT /api/user/vehicles/${vehicleId}`, { user: dealer, body: trabant(overrides) });
    expect(response.statusCode).toBe(200);
  };

  it('are counted right on a first look at either tab, past the first page too', async () => {
    await insertVehicles(t, rival.companyId, [{ make: 'Barkas', mileage: 10_000, status: 'SOLD', soldOn: '2026-06-06' }]);
    await insertVehicles(t, dealer.companyId, [
      { make: 'Barkas', mileage: 10_000 },
      { make: 'Barkas', mileage: 20_000 },
      { make: 'Barkas', mileage: 30_000, status: 'SOLD', soldOn: '2026-06-06' },
      { make: 'Barkas', mileage: 40_000, status: 'SOLD', soldOn: '2026-06-07' },
      { make: 'Barkas', mileage: 50_000, status: 'SOLD', soldOn: '2026-06-08' },
    ]);
    // Each mileage bound is asked for the first time, so no answer is the server's copy; pages hold one vehicle.
    expect(await listed(dealer, '&make=Barkas&mileage_max=60000&status=SOLD')).toEqual({ current: 2, sold: 3 });
    expect(await listed(dealer, '&make=Barkas&mileage_max=60001&status=SOLD&page=3')).toEqual({ current: 2, sold: 3 });
    expect(await listed(dealer, '&make=Barkas&mileage_max=60002&page=2')).toEqual({ current: 2, sold: 3 });
    expect(await listed(dealer, '&make=Barkas&mileage_max=35000')).toEqual({ current: 2, sold: 1 });
    // A tab with nothing in the filter: no row carries the counts.
    expect(await listed(dealer, '&make=Barkas&mileage_max=25000&status=SOLD')).toEqual({ current: 2, sold: 0 });
  });

  it('follow vehicles moving into and out of the filter, by the API and by other writers', async () => {
    const before = await expectFilteredTrue(dealer);
    const created = await callAs(t, 'POST /api/user/vehicles', { user: dealer, body: trabant() });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    expect(await expectFilteredTrue(dealer)).toEqual({ current: before.current + 1, sold: before.sold });

    // Out of the filter by its mileage, back in, out by its make, back in, sold, back in stock.
    await edit(id, { mileage: 150_000 });
    expect(await expectFilteredTrue(dealer)).toEqual(before);
    await edit(id, { mileage: 99_000 });
    expect(await expectFilteredTrue(dealer)).toEqual({ current: before.current + 1, sold: before.sold });
    await edit(id, { make: 'Wartburg' });
    expect(await expectFilteredTrue(dealer)).toEqual(before);
    await edit(id, {});
    await edit(id, { status: 'SOLD' });
    expect(await expectFilteredTrue(dealer)).toEqual({ current: before.current, sold: before.sold + 1 });
    await edit(id, { status: 'CURRENT' });

    // Another server, a script or a bulk insert writes past this server: the version still moves.
    await t.ctx.database.pool.query('update vehicles set mileage = 200000 where id = $1', [id]);
    expect(await expectFilteredTrue(dealer)).toEqual(before);
    await insertVehicles(t, dealer.companyId, [
      { make: 'Trabant', mileage: 1_000 },
      { make: 'Trabant', mileage: 2_000, status: 'SOLD', soldOn: '2026-06-05' },
    ]);
    expect(await expectFilteredTrue(dealer)).toEqual({ current: before.current + 1, sold: before.sold + 1 });
    expect((await remove(id)).statusCode).toBe(204);
    expect(await expectFilteredTrue(dealer)).toEqual({ current: before.current + 1, sold: before.sold + 1 });
    await expectCountsTrue(dealer);
  });

  it('take a new version from a change a filter reads, and keep it through any other edit', async () => {
    const [id] = await insertVehicles(t, dealer.companyId, [{ make: 'Trabant', mileage: 10_000 }]);
    const pool = t.ctx.database.pool;
    let last = await version(dealer.companyId);
    for (const change of ['asking_price = 99900', 'purchased_on = date $$2026-06-01$$', 'updated_at = now()']) {
      await pool.query(`update vehicles set ${change} where id = $1`, [id]);
      expect(await version(dealer.companyId), change).toBe(last);
    }
    const filtered = [
      'mileage = 10001',
      `make = 'Trabbi'`,
      `fuel_type = 'DIESEL'`,
      `first_registered = date '1989-11-09'`,
      `next_inspection = date '2027-01-31'`,
      `model = 'P 50'`,
      // The search reads the plate and the comments too.
      `licence_plate = 'B-XY 1'`,
      'comments = $$Neue Reifen$$',
      `vin_code = 'WVWZZZCDZMW999999'`,
      `status = 'SOLD', sold_on = date '2026-06-10'`,
    ];
    for (const change of filtered) {
      await pool.query(`update vehicles set ${change} where id = $1`, [id]);
      const now = await version(dealer.companyId);
      expect(now > last, change).toBe(true);
      last = now;
    }
    // The other company's version never moved with these.
    const rivalVersion = await version(rival.companyId);
    await pool.query(`update vehicles set mileage = mileage + 1 where company_id = $1`, [dealer.companyId]);
    expect(await version(rival.companyId)).toBe(rivalVersion);
    await expectCountsTrue(dealer);
  });

  it('are answered from the server while the version stands, and counted anew when it moves', async () => {
    const known = await expectFilteredTrue(dealer);
    // A vehicle written with the triggers off leaves the version as it was: the server's copy is answered.
    await t.ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .insert(vehicles)
        .values({ ...SAMPLE_VEHICLE, companyId: dealer.companyId, make: 'Trabant', mileage: 5_000, addedOn: '2026-06-15' });
    });
    expect(await listed(dealer, FILTER)).toEqual(known);
    // Once the version moves, the count is made again.
    await t.ctx.database.pool.query(
      `update vehicle_counts set version = nextval('vehicle_counts_version') where company_id = $1`,
      [dealer.companyId],
    );
    expect(await listed(dealer, FILTER)).toEqual({ current: known.current + 1, sold: known.sold });
    // Put the stored counts right again for the tests after (the insert skipped their trigger).
    await t.ctx.database.pool.query(`update vehicle_counts set current = current + 1 where company_id = $1`, [dealer.companyId]);
    await expectCountsTrue(dealer);
  });

  it('stay exact with readers and writers at once', async () => {
    const before = await expectFilteredTrue(dealer);
    const ids = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const response = await callAs(t, 'POST /api/user/vehicles', { user: dealer, body: trabant() });
        return response.json().data.id as string;
      }),
    );
    const reads = () => Array.from({ length: 4 }, () => listed(dealer, FILTER));
    await Promise.all([
      ...reads(),
      ...ids.slice(0, 2).map((id) => edit(id, { mileage: 120_000 })),
      ...reads(),
      ...ids.slice(2, 4).map((id) => edit(id, { status: 'SOLD' })),
      ...reads(),
      remove(ids[4]!),
      insertVehicles(t, dealer.companyId, [{ make: 'Trabant', mileage: 3_000 }]),
      ...reads(),
    ]);
    // +6 created, -2 out by mileage, -2 sold (+2 sold), -1 deleted, +1 inserted.
    expect(await expectFilteredTrue(dealer)).toEqual({ current: before.current + 2, sold: before.sold + 2 });
    await expectCountsTrue(dealer);
  });
});

// A searched list's counts (alone, with a filter, and a tab the search leaves empty, whose page has no
// row and whose counts come from a statement of their own) follow every writer as a filtered list's do.
describe('the tab counts of a searched list', () => {
  const SEARCHES = ['&search=umbau', '&search=umbau&mileage_max=100000', '&search=B-TR 7', '&search=b-tr 7&fuel_type=DIESEL'];

  /** What passes a search (plate and comments, as the list reads them) and a filter, counted from the vehicles themselves. */
  async function countedInSearch(companyId: string, query: string): Promise<Counts> {
    const params = new URLSearchParams(query);
    const conditions = [
      'company_id = $1',
      `strpos(lower(coalesce(comments, '') || ' ' || coalesce(licence_plate, '')), lower($2)) > 0`,
      ...(params.has('mileage_max') ? [`mileage <= ${Number(params.get('mileage_max'))}`] : []),
      ...(params.has('fuel_type') ? [`fuel_type = '${params.get('fuel_type')}'`] : []),
    ];
    const { rows } = await t.ctx.database.pool.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from vehicles where ${conditions.join(' and ')} group by status`,
      [companyId, params.get('search')],
    );
    return {
      current: rows.find((row) => row.status === 'CURRENT')?.n ?? 0,
      sold: rows.find((row) => row.status === 'SOLD')?.n ?? 0,
    };
  }

  /** Every search on both tabs and past its last page, asked twice, agrees with a fresh count. */
  async function expectSearchedTrue(user: CompanyUser): Promise<void> {
    for (const search of SEARCHES) {
      const fresh = await countedInSearch(user.companyId, search);
      const query = search.replace(/ /g, '%20');
      for (const tab of ['', '&status=SOLD', '&status=SOLD&page=1000', '&page=1000']) {
        expect(await listed(user, `${query}${tab}`), `${search}${tab}`).toEqual(fresh);
        expect(await listed(user, `${query}${tab}`), `${search}${tab}, asked again`).toEqual(fresh);
      }
    }
  }

  const converted = (overrides: Record<string, unknown> = {}) =>
    vehicleInput({ comments: 'Umbau auf Autogas', licencePlate: 'B-TR 71', fuelType: 'DIESEL', mileage: 50_000, ...overrides });
  const edit = async (vehicleId: string, overrides: Record<string, unknown>) => {
    const response = await callAs(t, `PUT /api/user/vehicles/${vehicleId}`, { user: dealer, body: converted(overrides) });
    expect(response.statusCode).toBe(200);
  };

  it('stay exact with readers and writers at once', async () => {
    await insertVehicles(t, rival.companyId, [{ comments: 'Umbau', licencePlate: 'B-TR 70' }]);
    await expectSearchedTrue(dealer);
    const ids = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await callAs(t, 'POST /api/user/vehicles', { user: dealer, body: converted() });
        expect(response.statusCode).toBe(201);
        return response.json().data.id as string;
      }),
    );
    await expectSearchedTrue(dealer);
    const reads = () => SEARCHES.flatMap((search) => [listed(dealer, search), listed(dealer, `${search}&status=SOLD&page=1000`)]);
    await Promise.all([
      ...reads(),
      edit(ids[0]!, { comments: 'Original' }),
      edit(ids[1]!, { mileage: 150_000 }),
      ...reads(),
      edit(ids[2]!, { licencePlate: 'M-XY 1', comments: null }),
      edit(ids[3]!, { fuelType: 'PETROL' }),
      ...reads(),
      ...ids.slice(4, 6).map((id) => edit(id, { status: 'SOLD' })),
      remove(ids[6]!),
      insertVehicles(t, dealer.companyId, [
        { comments: 'Umbau', licencePlate: 'B-TR 700', mileage: 3_000, fuelType: 'DIESEL' },
        { comments: 'kein Umbau', status: 'SOLD', soldOn: '2026-06-09' },
      ]),
      ...reads(),
    ]);
    await expectSearchedTrue(dealer);
    expect(await countedInSearch(dealer.companyId, '&search=umbau')).toEqual({ current: 8 - 1 - 1 - 2 - 1 + 1, sold: 2 + 1 });
    await expectCountsTrue(dealer);
  });
});
