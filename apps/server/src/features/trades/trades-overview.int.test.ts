import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trades } from '../../platform/db/schema/trades';
import { vehicles } from '../../platform/db/schema/vehicles';
import { createCustomer, customerBody } from '../../test/customers-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import { dataOf, type Json } from '../../test/responses';
import { useTestContext } from '../../test/test-context';
import { finishTrade, saveStep } from '../../test/trades-factories';
import { addVehicle } from '../../test/vehicles-factories';

// The trades overview (GET /api/user/trades): the sales, a canceled sale among them, and the
// purchases, against the real PostgreSQL.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
});

/** A trade started on `startedAt` (the database stamps created_at itself, so the test sets it). */
async function startTrade(
  user: CompanyUser,
  input: { vehicleId: string; startedAt: string; body: Parameters<typeof saveStep>[1]['body'] },
): Promise<string> {
  const res = await saveStep(t, { user, vehicleId: input.vehicleId, body: input.body });
  expect(res.statusCode).toBe(200);
  const id = dataOf(res).id as string;
  await t.ctx.database.db
    .update(trades)
    .set({ createdAt: new Date(input.startedAt) })
    .where(eq(trades.id, id));
  return id;
}

type Year = { year: number; count: number; canceled: number; total_gross: number; items: Json[] };
const overview = async (query = '', user: CompanyUser = dealer) => {
  const res = await callAs(t, `GET /api/user/trades${query}`, { user });
  expect(res.statusCode).toBe(200);
  return dataOf<Year[]>(res);
};

describe('the trades overview', () => {
  let golf: string;
  let passat: string;
  let polo: string;
  let rejected: string;

  beforeAll(async () => {
    const erika = (await createCustomer(t, dealer.companyId)).id;
    const business = (
      await createCustomer(t, dealer.companyId, {
        type: 'BUSINESS',
        companyName: 'Autohandel 50%_Rabatt GmbH',
        firstName: null,
        lastName: null,
        vatId: 'ATU13585627',
        countryId: 16,
        postalCode: '1010',
        city: 'Wien',
      })
    ).id;
    golf = await addVehicle(t, dealer.companyId, { make: 'VW', model: 'Golf', vinCode: 'WVWZZZ1KZAW000001' });
    passat = await addVehicle(t, dealer.companyId, { make: 'VW', model: 'Passat', vinCode: 'WVWZZZ3CZEE000002' });
    polo = await addVehicle(t, dealer.companyId, { make: 'VW', model: 'Polo', vinCode: 'WVWZZZ6RZEY000003' });
    rejected = await addVehicle(t, dealer.companyId, { make: 'Opel', model: 'Corsa' });
    const newYear = await addVehicle(t, dealer.companyId, { make: 'BMW', model: '320d', vinCode: 'WBA8E1C50JA000004' });

    // Finished in 2025 (started then, invoiced on 30 December).
    await startTrade(dealer, {
      vehicleId: golf,
      startedAt: '2025-12-01T09:00:00Z',
      body: { customerId: erika, grossPrice: 1_000_000 },
    });
    await finishTrade(t, { companyId: dealer.companyId, vehicleId: golf, invoiceNumber: 'RE-2025-0042', issuedOn: '2025-12-30' });
    // Started in 2025 but invoiced in 2026: it counts for the invoice's year.
    await startTrade(dealer, {
      vehicleId: passat,
      startedAt: '2025-11-20T09:00:00Z',
      body: { customerId: business, grossPrice: 2_000_000 },
    });
    await finishTrade(t, {
      companyId: dealer.companyId,
      vehicleId: passat,
      invoiceNumber: 'RE-2026-0001',
      issuedOn: '2026-01-05',
    });
    // Open, started in 2026.
    await startTrade(dealer, {
      vehicleId: polo,
      startedAt: '2026-06-10T09:00:00Z',
      body: { customerId: erika, grossPrice: 700_000 },
    });
    // Open, started at 00:30 on 1 January in Berlin (still 2025 in UTC).
    await startTrade(dealer, { vehicleId: newYear, startedAt: '2025-12-31T23:30:00Z', body: { grossPrice: 1_500_000 } });
    // Rejected trades belong to cancellations and are not listed.
    const rejectedId = await startTrade(dealer, {
      vehicleId: rejected,
      startedAt: '2026-03-01T09:00:00Z',
      body: { grossPrice: 5_000 },
    });
    await t.ctx.database.db.update(trades).set({ status: 'REJECTED' }).where(eq(trades.id, rejectedId));

    const rivalVehicle = await addVehicle(t, rival.companyId, { make: 'VW', model: 'Golf' });
    await startTrade(rival, { vehicleId: rivalVehicle, startedAt: '2026-02-01T09:00:00Z', body: { grossPrice: 99_900 } });
  });

  it('groups by the year of the invoice date, else of the Berlin day started, newest first, with count and finished total', async () => {
    const years = await overview('?kind=SELLING');
    expect(years.map(({ year, count, canceled, total_gross }) => ({ year, count, canceled, total_gross }))).toEqual([
      { year: 2026, count: 3, canceled: 0, total_gross: 2_000_000 },
      { year: 2025, count: 1, canceled: 0, total_gross: 1_000_000 },
    ]);
    expect(years[0]!.items.map((item) => [item.model, item.date])).toEqual([
      ['Polo', '2026-06-10'],
      ['Passat', '2026-01-05'],
      ['320d', '2026-01-01'],
    ]);
    expect(years[0]!.items[1]).toEqual({
      id: expect.any(String),
      vehicle_id: passat,
      status: 'FINISHED',
      make: 'VW',
      model: 'Passat',
      vin_code: 'WVWZZZ3CZEE000002',
      customer_name: 'Autohandel 50%_Rabatt GmbH',
      gross_price: 2_000_000,
      section_type: null,
      invoice_number: 'RE-2026-0001',
      date: '2026-01-05',
      cancellation: null,
    });
    expect(years[0]!.items[2]).toMatchObject({ status: 'PENDING', customer_name: null, invoice_number: null });
    expect(years[1]!.items).toEqual([
      expect.objectContaining({ vehicle_id: golf, customer_name: 'Erika Mustermann', status: 'FINISHED' }),
    ]);
    // SELLING is the default kind.
    expect(await overview()).toEqual(years);
  });

  it('pages newest first; each year’s count and total cover all its trades, not just the page’s', async () => {
    const page = async (query: string) => {
      const res = await callAs(t, `GET /api/user/trades${query}`, { user: dealer });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: Year[]; meta: Json };
      return {
        meta: body.meta,
        years: body.data.map(({ year, count, total_gross, items }) => ({
          year,
          count,
          total_gross,
          models: items.map((item) => item.model),
        })),
      };
    };
    expect(await page('?page=1&per_page=2')).toEqual({
      meta: { page: 1, per_page: 2, total: 4 },
      years: [{ year: 2026, count: 3, total_gross: 2_000_000, models: ['Polo', 'Passat'] }],
    });
    expect(await page('?page=2&per_page=2')).toEqual({
      meta: { page: 2, per_page: 2, total: 4 },
      years: [
        { year: 2026, count: 3, total_gross: 2_000_000, models: ['320d'] },
        { year: 2025, count: 1, total_gross: 1_000_000, models: ['Golf'] },
      ],
    });
    expect(await page('?page=3&per_page=2')).toEqual({ meta: { page: 3, per_page: 2, total: 4 }, years: [] });
    // The counts follow the search too.
    expect(await page('?search=golf')).toEqual({
      meta: { page: 1, per_page: 50, total: 1 },
      years: [{ year: 2025, count: 1, total_gross: 1_000_000, models: ['Golf'] }],
    });
    for (const bad of ['?per_page=101', '?per_page=0', '?page=0', '?page=x']) {
      expect((await callAs(t, `GET /api/user/trades${bad}`, { user: dealer })).statusCode).toBe(422);
    }
  });

  it('searches make, model, VIN, buyer name and invoice number, the wildcards typed taken literally', async () => {
    const models = async (search: string) =>
      (await overview(`?search=${encodeURIComponent(search)}`)).flatMap((year) => year.items.map((item) => item.model)).sort();
    expect(await models('bmw')).toEqual(['320d']);
    expect(await models('pol')).toEqual(['Polo']);
    expect(await models('3czee')).toEqual(['Passat']);
    expect(await models('erika muster')).toEqual(['Golf', 'Polo']);
    expect(await models('re-2025')).toEqual(['Golf']);
    expect(await models('50%_r')).toEqual(['Passat']);
    expect(await models('%')).toEqual(['Passat']);
    expect(await models('_')).toEqual(['Passat']);
    expect(await models('Corsa')).toEqual([]);
    expect(await overview('?search=nothing-like-this')).toEqual([]);
  });

  it('shows each company only its own trades; other kinds answer their (still empty) list', async () => {
    const theirs = await overview('', rival);
    expect(theirs).toEqual([
      {
        year: 2026,
        count: 1,
        canceled: 0,
        total_gross: 0,
        items: [expect.objectContaining({ make: 'VW', gross_price: 99_900 })],
      },
    ]);
    expect(await overview('?kind=BUYING')).toEqual([]);
    expect((await callAs(t, 'GET /api/user/trades?kind=LEASING', { user: dealer })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/trades' })).statusCode).toBe(401);
  });
});

/** A trade canceled as the cancellation job leaves it: REJECTED with reason, number and day; what it issued stays. */
async function markCanceled(
  tradeId: string,
  { number, canceledOn }: { number: string | null; canceledOn: string },
): Promise<void> {
  await t.ctx.database.db
    .update(trades)
    .set({
      status: 'REJECTED',
      cancelReason: 'Rücktritt',
      cancellationNumber: number,
      canceledOn,
      canceledAt: new Date(`${canceledOn}T12:00:00Z`),
    })
    .where(eq(trades.id, tradeId));
}

describe('a canceled sale in the sales overview', () => {
  let seller: CompanyUser;
  let kept: string;
  let canceledId: string;

  beforeAll(async () => {
    seller = await createCompanyUser(t);
    const buyer = (await createCustomer(t, seller.companyId, { firstName: 'Karl', lastName: 'Storno' })).id;
    kept = await addVehicle(t, seller.companyId, { make: 'Skoda', model: 'Octavia' });
    const canceledVehicle = await addVehicle(t, seller.companyId, { make: 'Seat', model: 'Leon', vinCode: 'VSSZZZ5FZKR000007' });
    const discarded = await addVehicle(t, seller.companyId, { make: 'Dacia', model: 'Sandero' });
    await startTrade(seller, {
      vehicleId: kept,
      startedAt: '2026-03-01T09:00:00Z',
      body: { customerId: buyer, grossPrice: 1_000_000 },
    });
    await finishTrade(t, { companyId: seller.companyId, vehicleId: kept, invoiceNumber: 'RE-1', issuedOn: '2026-03-02' });
    await startTrade(seller, {
      vehicleId: canceledVehicle,
      startedAt: '2026-04-01T09:00:00Z',
      body: { customerId: buyer, grossPrice: 2_000_000 },
    });
    canceledId = await finishTrade(t, {
      companyId: seller.companyId,
      vehicleId: canceledVehicle,
      invoiceNumber: 'RE-2',
      issuedOn: '2026-04-02',
    });
    await markCanceled(canceledId, { number: 'RE-3', canceledOn: '2026-04-20' });
    // An open draft that was given up issued nothing: it was never a sale and is not listed.
    const draftId = await startTrade(seller, {
      vehicleId: discarded,
      startedAt: '2026-05-01T09:00:00Z',
      body: { grossPrice: 300_000 },
    });
    await markCanceled(draftId, { number: null, canceledOn: '2026-05-02' });
  });

  it('stays listed in its year, marked with its cancellation invoice, and counts in neither the count nor the total', async () => {
    const res = await callAs(t, 'GET /api/user/trades?kind=SELLING', { user: seller });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Year[]; meta: Json };
    expect(body.meta).toEqual({ page: 1, per_page: 50, total: 2 });
    expect(body.data.map(({ year, count, canceled, total_gross }) => ({ year, count, canceled, total_gross }))).toEqual([
      { year: 2026, count: 1, canceled: 1, total_gross: 1_000_000 },
    ]);
    expect(body.data[0]!.items.map((item) => [item.model, item.status])).toEqual([
      ['Leon', 'REJECTED'],
      ['Octavia', 'FINISHED'],
    ]);
    expect(body.data[0]!.items[0]).toMatchObject({
      id: canceledId,
      invoice_number: 'RE-2',
      date: '2026-04-02',
      customer_name: 'Karl Storno',
      gross_price: 2_000_000,
      cancellation: { number: 'RE-3', canceled_on: '2026-04-20' },
    });
  });

  it('is found by its cancellation invoice number, and still listed by its recorded vehicle once the vehicle is deleted', async () => {
    const search = async (term: string) =>
      (await overview(`?search=${encodeURIComponent(term)}`, seller)).flatMap((year) => year.items.map((item) => item.model));
    expect(await search('RE-3')).toEqual(['Leon']);
    const [row] = await t.ctx.database.db.select({ vehicleId: trades.vehicleId }).from(trades).where(eq(trades.id, canceledId));
    await t.ctx.database.db.update(trades).set({ vehicleId: null }).where(eq(trades.id, canceledId));
    await t.ctx.database.db.delete(vehicles).where(eq(vehicles.id, row!.vehicleId!));
    const years = await overview('', seller);
    expect(years[0]!.items[0]).toMatchObject({
      vehicle_id: null,
      make: 'Seat',
      model: 'Leon',
      vin_code: 'VSSZZZ5FZKR000007',
      status: 'REJECTED',
    });
    expect(await search('VSSZZZ5FZKR')).toEqual(['Leon']);
    expect(years[0]).toMatchObject({ count: 1, canceled: 1, total_gross: 1_000_000 });
  });
});

describe('the purchases overview', () => {
  let buyer: CompanyUser;

  const purchase = async (
    user: CompanyUser,
    input: { vehicleId: string; startedAt: string; body: Json; contractOn?: string },
  ): Promise<string> => {
    const res = await callAs(t, `POST /api/user/vehicles/${input.vehicleId}/trades/BUYING/CONTRACT`, { user, body: input.body });
    expect(res.statusCode, res.body).toBe(200);
    const id = dataOf(res).id as string;
    // Making the contract finishes the purchase (the documents engine does it; its PDF does not matter here).
    const finished = input.contractOn ? { status: 'FINISHED' as const, issuedOn: input.contractOn, finishedAt: new Date() } : {};
    await t.ctx.database.db
      .update(trades)
      .set({ createdAt: new Date(input.startedAt), ...finished })
      .where(eq(trades.id, id));
    return id;
  };

  beforeAll(async () => {
    buyer = await createCompanyUser(t);
    const privateSeller = (await createCustomer(t, buyer.companyId, { firstName: 'Paul', lastName: 'Privat' })).id;
    const business = (
      await createCustomer(t, buyer.companyId, {
        type: 'BUSINESS',
        companyName: 'Leasing Rückläufer AG',
        firstName: null,
        lastName: null,
        vatId: 'DE136695976',
      })
    ).id;
    const golf = await addVehicle(t, buyer.companyId, { make: 'VW', model: 'Golf', vinCode: 'WVWZZZ1KZAW100001' });
    const a4 = await addVehicle(t, buyer.companyId, { make: 'Audi', model: 'A4', vinCode: 'WAUZZZ8K9BA100002' });
    const open = await addVehicle(t, buyer.companyId, { make: 'Mazda', model: 'CX-5', vinCode: 'JMZKF6W1700100003' });
    const old = await addVehicle(t, buyer.companyId, { make: 'Ford', model: 'Fiesta', vinCode: 'WF0DXXGAKD0100004' });
    const undone = await addVehicle(t, buyer.companyId, { make: 'Kia', model: 'Ceed', vinCode: 'U5YH2513ALL100005' });
    // §25a from a private seller: no VAT, the price is the cost.
    await purchase(buyer, {
      vehicleId: golf,
      startedAt: '2026-02-01T09:00:00Z',
      contractOn: '2026-02-03',
      body: { customerId: privateSeller, grossPrice: 800_000 },
    });
    // From a business taxing regularly, with its own invoice.
    await purchase(buyer, {
      vehicleId: a4,
      startedAt: '2026-05-01T09:00:00Z',
      contractOn: '2026-05-04',
      body: { customerId: business, grossPrice: 1_190_000, vat: true, vatRate: 19, sellerInvoiceNumber: 'VK-2026-77' },
    });
    await purchase(buyer, {
      vehicleId: open,
      startedAt: '2026-06-10T09:00:00Z',
      body: { customerId: privateSeller, grossPrice: 500_000 },
    });
    await purchase(buyer, {
      vehicleId: old,
      startedAt: '2025-10-01T09:00:00Z',
      contractOn: '2025-10-02',
      body: { customerId: privateSeller, grossPrice: 300_000 },
    });
    const undoneId = await purchase(buyer, {
      vehicleId: undone,
      startedAt: '2026-03-01T09:00:00Z',
      contractOn: '2026-03-02',
      body: { customerId: privateSeller, grossPrice: 999_900 },
    });
    await markCanceled(undoneId, { number: null, canceledOn: '2026-03-05' });
  });

  it('lists the purchases by the contract’s year (else the day started), newest first, with count and total of the bought ones; a canceled one marked and left out of both', async () => {
    const res = await callAs(t, 'GET /api/user/trades?kind=BUYING', { user: buyer });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Year[]; meta: Json };
    expect(body.meta).toEqual({ page: 1, per_page: 50, total: 5 });
    expect(body.data.map(({ year, count, canceled, total_gross }) => ({ year, count, canceled, total_gross }))).toEqual([
      { year: 2026, count: 3, canceled: 1, total_gross: 800_000 + 1_190_000 },
      { year: 2025, count: 1, canceled: 0, total_gross: 300_000 },
    ]);
    expect(body.data[0]!.items.map((item) => [item.model, item.status, item.date])).toEqual([
      ['CX-5', 'PENDING', '2026-06-10'],
      ['A4', 'FINISHED', '2026-05-04'],
      ['Ceed', 'REJECTED', '2026-03-02'],
      ['Golf', 'FINISHED', '2026-02-03'],
    ]);
    // The seller is the purchase's customer; its invoice number is the business seller's own.
    expect(body.data[0]!.items[1]).toMatchObject({
      customer_name: 'Leasing Rückläufer AG',
      invoice_number: 'VK-2026-77',
      gross_price: 1_190_000,
      cancellation: null,
    });
    expect(body.data[0]!.items[2]).toMatchObject({ cancellation: { number: null, canceled_on: '2026-03-05' } });
    // The sales overview is a list of its own.
    expect(await overview('?kind=SELLING', buyer)).toEqual([]);
  });

  it('searches make, model, VIN, seller and the seller’s invoice number, as the sales overview does', async () => {
    const models = async (search: string) =>
      (await overview(`?kind=BUYING&search=${encodeURIComponent(search)}`, buyer))
        .flatMap((year) => year.items.map((item) => item.model))
        .sort();
    expect(await models('paul priv')).toEqual(['CX-5', 'Ceed', 'Fiesta', 'Golf']);
    expect(await models('rückläufer')).toEqual(['A4']);
    expect(await models('vk-2026')).toEqual(['A4']);
    expect(await models('WF0DXX')).toEqual(['Fiesta']);
    expect(await models('audi')).toEqual(['A4']);
    const searched = await overview('?kind=BUYING&search=golf', buyer);
    expect(searched.map(({ year, count, total_gross }) => ({ year, count, total_gross }))).toEqual([
      { year: 2026, count: 1, total_gross: 800_000 },
    ]);
  });

  it('shows each company only its own purchases', async () => {
    expect(await overview('?kind=BUYING', rival)).toEqual([]);
    expect(await overview('?kind=BUYING')).toEqual([]);
    const stranger = await createCompanyUser(t);
    const theirs = await addVehicle(t, stranger.companyId, { make: 'VW', model: 'Golf' });
    const sellerOfTheirs = (await createCustomer(t, stranger.companyId, { firstName: 'Paul', lastName: 'Privat' })).id;
    await purchase(stranger, {
      vehicleId: theirs,
      startedAt: '2026-06-01T09:00:00Z',
      contractOn: '2026-06-01',
      body: { customerId: sellerOfTheirs, grossPrice: 100 },
    });
    const mine = await overview('?kind=BUYING&search=paul', buyer);
    expect(mine.flatMap((year) => year.items).every((item) => item.gross_price !== 100)).toBe(true);
    expect((await overview('?kind=BUYING', stranger)).map(({ count, total_gross }) => ({ count, total_gross }))).toEqual([
      { count: 1, total_gross: 100 },
    ]);
  });
});

describe('a customer renamed after the sales named them', () => {
  // The overview shows and finds the party as each trade keeps it (its own copy, refreshed by every
  // save of a draft, frozen by the invoice): the stored search text follows the trade's row, not the
  // customer's, so the list finds what it shows.
  let dealerOfRename: CompanyUser;
  let customerId: string;
  let draftVehicle: string;

  beforeAll(async () => {
    dealerOfRename = await createCompanyUser(t);
    customerId = (await createCustomer(t, dealerOfRename.companyId, { firstName: 'Jürgen', lastName: 'Großmann' })).id;
    const invoiced = await addVehicle(t, dealerOfRename.companyId, { make: 'VW', model: 'Golf' });
    draftVehicle = await addVehicle(t, dealerOfRename.companyId, { make: 'Škoda', model: 'Octavia' });
    await startTrade(dealerOfRename, {
      vehicleId: invoiced,
      startedAt: '2026-05-01T09:00:00Z',
      body: { customerId, grossPrice: 1_000_000 },
    });
    await finishTrade(t, {
      companyId: dealerOfRename.companyId,
      vehicleId: invoiced,
      invoiceNumber: 'RE-2026-0777',
      issuedOn: '2026-05-02',
    });
    await startTrade(dealerOfRename, {
      vehicleId: draftVehicle,
      startedAt: '2026-06-01T09:00:00Z',
      body: { customerId, grossPrice: 900_000 },
    });
  });

  const found = async (term: string) =>
    (await overview(`?search=${encodeURIComponent(term)}`, dealerOfRename))
      .flatMap((year) => year.items.map((item) => `${item.model}: ${item.customer_name}`))
      .sort();

  it('finds the draft by the new name once it is saved again, the invoiced sale by the name it printed', async () => {
    expect(await found('GROSSMANN')).toEqual([]);
    expect(await found('großMANN')).toEqual(['Golf: Jürgen Großmann', 'Octavia: Jürgen Großmann']);
    const renamed = await callAs(t, `PUT /api/user/clients/${customerId}`, {
      user: dealerOfRename,
      body: customerBody({ firstName: 'Jürgen', lastName: 'Weiß-Öztürk' }),
    });
    expect(renamed.statusCode).toBe(200);
    // Not saved since: the draft still shows, and is found by, the name it took.
    expect(await found('weiß-öz')).toEqual([]);
    expect(await found('GROßMANN')).toEqual(['Golf: Jürgen Großmann', 'Octavia: Jürgen Großmann']);

    const saved = await saveStep(t, { user: dealerOfRename, vehicleId: draftVehicle, body: { customerId, grossPrice: 900_000 } });
    expect(saved.statusCode).toBe(200);
    expect(await found('WEIß-ÖZ')).toEqual(['Octavia: Jürgen Weiß-Öztürk']);
    expect(await found('öztürk')).toEqual(['Octavia: Jürgen Weiß-Öztürk']);
    expect(await found('großmann')).toEqual(['Golf: Jürgen Großmann']);
  });
});
