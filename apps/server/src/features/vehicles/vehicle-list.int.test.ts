import { purchaseNet } from '@kontor/domain/vehicles';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompanyUser, type CompanyUser, type TestUser } from '../../test/factories';
import { useTestContext } from '../../test/test-context';
import { insertVehicles } from '../../test/vehicles-factories';

// The list's prices, sorts both ways, German order of makes, each tab's makes and the dashboard
// figures, against the real PostgreSQL.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
  await insertVehicles(t, dealer.companyId, [
    {
      make: 'Škoda',
      model: 'Octavia',
      mileage: 90_000,
      askingPrice: 1_490_000,
      purchasePrice: 1_100_000,
      addedOn: '2026-06-01',
      nextInspection: '2026-05-01',
    },
    {
      make: 'Skoda',
      model: 'Fabia',
      mileage: 30_000,
      askingPrice: 990_000,
      purchasePrice: null,
      addedOn: '2026-03-17',
      nextInspection: '2026-08-01',
    },
    {
      make: 'Seat',
      model: 'Leon',
      mileage: 120_000,
      askingPrice: null,
      purchasePrice: 800_000,
      addedOn: '2026-05-15',
      nextInspection: '2026-09-01',
    },
    {
      make: 'Opel',
      model: 'Astra',
      mileage: 60_000,
      askingPrice: 1_250_050,
      purchasePrice: 950_000,
      addedOn: '2026-06-10',
      nextInspection: '2027-06-01',
    },
    {
      make: 'Öko',
      model: 'Mobil',
      mileage: 10_000,
      askingPrice: 500_000,
      purchasePrice: 300_000,
      addedOn: '2026-06-14',
      nextInspection: '2028-01-01',
    },
    {
      make: 'Zastava',
      model: 'Yugo',
      mileage: 200_000,
      status: 'SOLD',
      soldOn: '2026-06-05',
      addedOn: '2026-04-01',
      askingPrice: 100_000,
    },
  ]);
  await insertVehicles(t, rival.companyId, [{ make: 'Lada', model: 'Niva', askingPrice: 99, purchasePrice: 99 }]);
});

const get = (url: string, user: TestUser = dealer) => t.app.inject({ method: 'GET', url, headers: user.headers });
type Row = {
  make: string;
  model: string;
  asking_price: number | null;
  purchase_price: number | null;
  days_in_stock: number;
  thumbnail_url: string | null;
};
const list = async (query: string, user: TestUser = dealer): Promise<Row[]> => {
  const response = await get(`/api/user/vehicles?${query}`, user);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const makes = async (query: string) => (await list(query)).map((row) => row.make);

describe('the vehicle list: prices, days in stock, sorts and makes', () => {
  it('answers prices in cents, days in stock and no photo yet', async () => {
    const rows = await list('sort=make');
    expect(rows.find((row) => row.make === 'Škoda')).toMatchObject({
      asking_price: 1_490_000,
      purchase_price: 1_100_000,
      days_in_stock: 14,
      thumbnail_url: null,
    });
    expect(rows.find((row) => row.make === 'Seat')).toMatchObject({ asking_price: null, days_in_stock: 31 });
  });

  it('ends a sold vehicle’s days in stock on its sold day', async () => {
    const [sold] = await list('status=SOLD');
    expect(sold).toMatchObject({ make: 'Zastava', days_in_stock: 65 });
  });

  it('sorts makes the German way both ways: Š with S, Ö with O', async () => {
    expect(await makes('sort=make')).toEqual(['Öko', 'Opel', 'Seat', 'Skoda', 'Škoda']);
    expect(await makes('sort=-make')).toEqual(['Škoda', 'Skoda', 'Seat', 'Opel', 'Öko']);
  });

  it('sorts by mileage, first registration and both prices in both directions, unpriced last', async () => {
    expect(await makes('sort=mileage')).toEqual(['Öko', 'Skoda', 'Opel', 'Škoda', 'Seat']);
    expect(await makes('sort=-mileage')).toEqual(['Seat', 'Škoda', 'Opel', 'Skoda', 'Öko']);
    expect(await makes('sort=asking_price')).toEqual(['Öko', 'Skoda', 'Opel', 'Škoda', 'Seat']);
    expect(await makes('sort=-asking_price')).toEqual(['Škoda', 'Opel', 'Skoda', 'Öko', 'Seat']);
    expect(await makes('sort=purchase_price')).toEqual(['Öko', 'Seat', 'Opel', 'Škoda', 'Skoda']);
    expect(await makes('sort=-purchase_price')).toEqual(['Škoda', 'Opel', 'Seat', 'Öko', 'Skoda']);
    expect((await list('sort=-first_registered')).length).toBe(5);
  });

  it('sorts by days in stock: added_on oldest first', async () => {
    expect(await makes('sort=added_on')).toEqual(['Skoda', 'Seat', 'Škoda', 'Opel', 'Öko']);
  });

  it('filters the HU/AU due within a number of days, overdue ones included', async () => {
    expect(await makes('inspection_due_days=60&sort=make')).toEqual(['Skoda', 'Škoda']);
    expect(await makes('inspection_due_days=0&sort=make')).toEqual(['Škoda']);
    expect((await get('/api/user/vehicles?inspection_due_days=-1')).statusCode).toBe(422);
  });

  it('filters by mileage up to 100000 exactly', async () => {
    expect(await makes('mileage_max=100000&sort=make')).toEqual(['Öko', 'Opel', 'Skoda', 'Škoda']);
  });

  it('offers only the makes of the company’s vehicles in stock, ANY first, in German order', async () => {
    const response = await get('/api/user/vehicles/makes?in_stock=true');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(['ANY', 'Öko', 'Opel', 'Seat', 'Skoda', 'Škoda']);
    expect((await get('/api/user/vehicles/makes?in_stock=true', rival)).json().data).toEqual(['ANY', 'Lada']);
    // The key-list makes for the add wizard stay as they were.
    expect((await get('/api/user/vehicles/makes')).json().data[0]).toBe('ANY');
  });

  it('offers on the Sold tab the makes the company has sold, a make only sold included, and only its own', async () => {
    const makesOf = async (query: string, user: TestUser = dealer) => {
      const response = await get(`/api/user/vehicles/makes?${query}`, user);
      expect(response.statusCode).toBe(200);
      return response.json().data as string[];
    };
    const seller = await createCompanyUser(t);
    await insertVehicles(t, seller.companyId, [
      { make: 'Trabant', model: '601', status: 'SOLD', soldOn: '2026-06-01' },
      { make: 'Wartburg', model: '353' },
    ]);
    // Zastava the dealer has only sold: on the Sold tab, never on the stock tab.
    expect(await makesOf('status=SOLD')).toEqual(['ANY', 'Zastava']);
    expect(await makesOf('status=CURRENT')).toEqual(['ANY', 'Öko', 'Opel', 'Seat', 'Skoda', 'Škoda']);
    expect(await makesOf('in_stock=true')).toEqual(await makesOf('status=CURRENT'));
    // Another company's makes, in stock or sold, never appear, and the dealer's never appear to it.
    expect(await makesOf('status=SOLD', seller)).toEqual(['ANY', 'Trabant']);
    expect(await makesOf('status=CURRENT', seller)).toEqual(['ANY', 'Wartburg']);
    expect(await makesOf('status=SOLD', rival)).toEqual(['ANY']);
  });

  it('refuses an unknown status of the makes as the list refuses it (422 5015, naming what is allowed)', async () => {
    const makes = await get('/api/user/vehicles/makes?status=GONE');
    const list = await get('/api/user/vehicles?status=GONE');
    expect(makes.statusCode).toBe(422);
    expect(makes.json().error).toMatchObject({
      code: '5015',
      fields: { status: '5015' },
      allowed: { status: ['CURRENT', 'SOLD'] },
    });
    expect(makes.json().error).toEqual(list.json().error);
  });

  it('never shows another company’s vehicles', async () => {
    expect((await list('', rival)).map((row) => row.make)).toEqual(['Lada']);
  });
});

describe('the vehicle dashboard', () => {
  it('sums the stock value at purchase and asking price, counting the vehicles without one', async () => {
    const data = (await get('/api/user/vehicles/dashboard')).json().data;
    expect(data).toMatchObject({
      in_stock: 5,
      stock_value_purchase: { cents: 1_100_000 + 800_000 + 950_000 + 300_000, without_price: 1 },
      stock_value_asking: { cents: 1_490_000 + 990_000 + 1_250_050 + 500_000, without_price: 1 },
      days_in_stock_max: 90,
      days_in_stock_average: Math.round(((14 + 90 + 31 + 5 + 1) / 5) * 10) / 10,
      inspection_due: 2,
    });
  });

  it('values the stock at the net purchase cost: a regular purchase without its reclaimable VAT, a margin one gross', async () => {
    const dealerOfTwo = await createCompanyUser(t);
    await insertVehicles(t, dealerOfTwo.companyId, [
      // 11.900,01 € gross at 19 %: 10.000,008… net → 10.000,01 € (half-up in cents, as purchaseNet).
      { purchasePrice: 1_190_001, purchaseTaxation: 'REGULAR', purchaseVatRate: 19 },
      { purchasePrice: 800_000, purchaseTaxation: 'MARGIN', purchaseVatRate: null },
    ]);
    const data = (await get('/api/user/vehicles/dashboard', dealerOfTwo)).json().data;
    expect(purchaseNet(1_190_001, 'REGULAR', 19).net).toBe(1_000_001);
    expect(data.stock_value_purchase).toEqual({ cents: 1_000_001 + 800_000, without_price: 0 });
  });

  it('rounds the net purchase cost half-up per vehicle like purchaseNet', async () => {
    const dealerOfMany = await createCompanyUser(t);
    const grosses = [107, 119, 1_785, 5, 2_139];
    await insertVehicles(
      t,
      dealerOfMany.companyId,
      grosses.flatMap((gross) => [
        { purchasePrice: gross, purchaseTaxation: 'REGULAR' as const, purchaseVatRate: 19 },
        { purchasePrice: gross, purchaseTaxation: 'REGULAR' as const, purchaseVatRate: 7 },
      ]),
    );
    const expected = grosses.reduce(
      (sum, gross) => sum + purchaseNet(gross, 'REGULAR', 19).net + purchaseNet(gross, 'REGULAR', 7).net,
      0,
    );
    expect((await get('/api/user/vehicles/dashboard', dealerOfMany)).json().data.stock_value_purchase.cents).toBe(expected);
  });

  it('shows zeros and no oldest day for a company without stock', async () => {
    const fresh = await createCompanyUser(t);
    const data = (await get('/api/user/vehicles/dashboard', fresh)).json().data;
    expect(data).toMatchObject({
      in_stock: 0,
      stock_value_purchase: { cents: 0, without_price: 0 },
      stock_value_asking: { cents: 0, without_price: 0 },
      days_in_stock_max: null,
      inspection_due: 0,
    });
  });
});
