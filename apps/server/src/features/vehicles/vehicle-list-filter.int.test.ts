import { toSnakeKey } from '@kontor/domain/case';
import { demoVehicles } from '@kontor/domain/demo';
import { matchesVehicleListFilter, type VehicleListFilter } from '@kontor/domain/vehicle-list';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompanyUser, type CompanyUser } from '../../test/factories';
import { useTestContext } from '../../test/test-context';
import { insertVehicles } from '../../test/vehicles-factories';

// The list filter is written twice on purpose: in SQL for stored vehicles and as the domain predicate
// the demo version runs over its samples. The same samples through both must pass the same filters.

const today = '2026-06-15';
// One more whose first registration is known by its month only (stored as 2019-03-01, precision MONTH),
// and one with a licence plate and comments (both searched).
const samples = [
  ...demoVehicles(today),
  {
    ...demoVehicles(today)[0]!,
    id: 'month-only',
    model: 'Polo EZ 03.2019',
    vinCode: 'WVWZZZAWZKY031903',
    firstRegistered: '2019-03',
  },
  {
    ...demoVehicles(today)[1]!,
    id: 'plate-and-comments',
    model: 'Fabia Combi',
    vinCode: 'TMBZZZNJZKU004711',
    licencePlate: 'M-AB 1234',
    comments: 'Zahnriemen neu, Öl gewechselt',
  },
];

const t = useTestContext();
let dealer: CompanyUser;

beforeAll(async () => {
  t.clock.set(new Date(`${today}T10:00:00Z`));
  dealer = await createCompanyUser(t);
  await insertVehicles(
    t,
    dealer.companyId,
    samples.map(({ id: _id, ...vehicle }) => vehicle),
  );
});

async function listedBySql(filter: VehicleListFilter): Promise<string[]> {
  const query = new URLSearchParams({ per_page: '100' });
  for (const [key, value] of Object.entries(filter)) query.set(toSnakeKey(key), String(value));
  const models: string[] = [];
  for (const status of ['CURRENT', 'SOLD']) {
    query.set('status', status);
    const response = await t.app.inject({ method: 'GET', url: `/api/user/vehicles?${query}`, headers: dealer.headers });
    expect(response.statusCode, query.toString()).toBe(200);
    models.push(...(response.json().data as Array<{ model: string }>).map((vehicle) => vehicle.model));
  }
  return models.sort();
}

const listedByPredicate = (filter: VehicleListFilter) =>
  samples
    .filter((vehicle) => matchesVehicleListFilter(vehicle, filter, today))
    .map((vehicle) => vehicle.model)
    .sort();

const cases: VehicleListFilter[] = [
  {},
  { search: 'golf' },
  { search: '0005/chl' },
  { search: 'wdd177' },
  { search: 'cd7654' },
  { search: 'M-AB 12' },
  { search: 'mab1234' },
  { search: 'ÖL GEW' },
  { search: 'riemen' },
  { make: 'ANY' },
  { make: 'Opel' },
  { fuelType: 'DIESEL' },
  { firstRegisteredFrom: '2020-01-01' },
  { firstRegisteredTo: '2020-09-15' },
  { firstRegisteredFrom: '2019-02-01', firstRegisteredTo: '2021-04-12' },
  // A month passes a bound within it (it may be any of its days), and no bound outside it.
  { firstRegisteredFrom: '2019-03-15' },
  { firstRegisteredFrom: '2019-03-31', firstRegisteredTo: '2019-03-31' },
  { firstRegisteredTo: '2019-03-01' },
  { firstRegisteredFrom: '2019-04-01' },
  { firstRegisteredTo: '2019-02-28' },
  { mileageMax: 42_300 },
  { inspectionDueDays: 0 },
  { inspectionDueDays: 60 },
  { make: 'BMW', fuelType: 'DIESEL', mileageMax: 100_000 },
];

describe('the list filter in SQL and in the domain predicate', () => {
  it.each(cases)('agree on %o', async (filter) => {
    const expected = listedByPredicate(filter);
    expect(await listedBySql(filter)).toEqual(expected);
  });
  it('is not trivially empty', () => {
    expect(cases.filter((filter) => listedByPredicate(filter).length > 0).length).toBeGreaterThan(cases.length / 2);
  });
});
