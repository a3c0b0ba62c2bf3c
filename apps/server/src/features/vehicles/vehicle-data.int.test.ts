import { addDays, addYears, todayInBerlin } from '@kontor/domain/business-calendar';
import { keysToSnake } from '@kontor/domain/case';
import type { VehicleInput } from '@kontor/domain/vehicles';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, createCompanyUser, type CompanyUser, type Route, type TestUser } from '../../test/factories';
import { useTestContext } from '../../test/test-context';
import { createCustomer } from '../../test/customers-factories';
import { finishTrade, saveStep } from '../../test/trades-factories';
import { vehicleInput } from '../../test/vehicles-factories';

// The dealer's data of a vehicle: prices with their taxation, colour, equipment, plate,
// accident history; impossible dates; and one VIN in stock per company.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;

beforeAll(async () => {
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
});

/** One API call, the route written as in the docs: `call('POST /api/user/vehicles', dealer, body)`. */
const call = (route: Route, user: TestUser = dealer, body?: unknown) => callAs(t, route, { user, body });

const details: Partial<VehicleInput> = {
  purchasePrice: 1_190_000,
  purchaseTaxation: 'REGULAR',
  purchaseVatRate: 19,
  askingPrice: 1_499_000,
  minimumPrice: 1_399_000,
  colour: 'Tiefschwarz Perleffekt',
  interior: 'Stoff anthrazit',
  equipment: ['Navigationssystem', 'Sitzheizung vorne', 'Einparkhilfe hinten'],
  licencePlate: 'b-ab 1234',
  accidentFree: false,
  accidentNote: 'Parkrempler hinten links, fachgerecht repariert',
};

describe('the dealer data of a vehicle', () => {
  it('stores prices in cents, colour, equipment, plate and accident note, and answers them on GET', async () => {
    const created = await call('POST /api/user/vehicles', dealer, vehicleInput(details));
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({
      purchase_price: 1_190_000,
      purchase_taxation: 'REGULAR',
      purchase_vat_rate: 19,
      asking_price: 1_499_000,
      minimum_price: 1_399_000,
      colour: 'Tiefschwarz Perleffekt',
      interior: 'Stoff anthrazit',
      equipment: ['Navigationssystem', 'Sitzheizung vorne', 'Einparkhilfe hinten'],
      licence_plate: 'B-AB 1234',
      accident_free: false,
      accident_note: 'Parkrempler hinten links, fachgerecht repariert',
    });
    const read = await call(`GET /api/user/vehicles/${data.id}`);
    expect(read.json().data).toEqual(data);
  });

  it('answers empty dealer data as null and no equipment, and clears what a change leaves out', async () => {
    const created = await call('POST /api/user/vehicles', dealer, vehicleInput(details));
    const id = created.json().data.id;
    const changed = await call(
      `PUT /api/user/vehicles/${id}`,
      dealer,
      vehicleInput({ purchasePrice: 800_000, purchaseTaxation: 'MARGIN', purchaseVatRate: 19 }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      purchase_price: 800_000,
      purchase_taxation: 'MARGIN',
      // A margin purchase has no deductible VAT, so no rate is stored with it.
      purchase_vat_rate: null,
      asking_price: null,
      minimum_price: null,
      colour: null,
      equipment: [],
      licence_plate: null,
      accident_free: null,
      accident_note: null,
    });
  });

  it('refuses money as a string with separators: the form sends cents as JSON numbers', async () => {
    const response = await call('POST /api/user/vehicles', dealer, { ...vehicleInput(), askingPrice: '12.345,67' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toMatchObject({ asking_price: expect.any(String) });
  });
});

describe('bad dealer data and impossible dates', () => {
  const today = todayInBerlin();
  const beyondInspection = `${addDays(`${addYears(today, 3).slice(0, 7)}-01`, 31).slice(0, 7)}-01`;
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['first_registered', { firstRegistered: addDays(today, 1) }, '9312'],
    ['next_inspection', { nextInspection: beyondInspection }, '9313'],
    ['minimum_price', { askingPrice: 1_000_000, minimumPrice: 1_000_100 }, '9314'],
    ['licence_plate', { licencePlate: 'ABCD-1' }, '9315'],
    ['purchase_vat_rate', { purchasePrice: 100_000, purchaseTaxation: 'REGULAR' }, '9316'],
    ['purchase_vat_rate', { purchasePrice: 100_000, purchaseTaxation: 'REGULAR', purchaseVatRate: 16 }, '9316'],
    ['purchase_taxation', { purchasePrice: 100_000 }, '0001'],
    ['asking_price', { askingPrice: -100 }, '9317'],
    ['asking_price', { askingPrice: 1_000_000_001 }, '9317'],
    ['purchase_price', { purchasePrice: 12.5, purchaseTaxation: 'MARGIN' }, '9317'],
    ['colour', { colour: 'x'.repeat(61) }, '9319'],
    ['equipment.0', { equipment: ['x'.repeat(101)] }, '9318'],
    ['accident_note', { accidentNote: 'x'.repeat(201) }, '9307'],
  ];
  it.each(cases)('answers 422 with %s → its code (%j)', async (field, override, code) => {
    const response = await call('POST /api/user/vehicles', dealer, vehicleInput(override as never));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toMatchObject({ [field]: code });
  });

  it('takes a first registration of today and an inspection 3 years ahead or overdue', async () => {
    for (const override of [
      { firstRegistered: today },
      { nextInspection: `${addYears(today, 3).slice(0, 7)}-01` },
      { nextInspection: '2019-03-01' },
    ]) {
      expect((await call('POST /api/user/vehicles', dealer, vehicleInput(override))).statusCode).toBe(201);
    }
  });

  it('answers the texts of the new codes in German and English', async () => {
    const body = keysToSnake(vehicleInput({ firstRegistered: addDays(today, 1) })) as object;
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/user/vehicles',
      headers: { ...dealer.headers, cookie: 'kontor_locale=de' },
      payload: body,
    });
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/user/vehicles',
      headers: { ...dealer.headers, cookie: 'kontor_locale=en' },
      payload: body,
    });
    expect(german.json().error).toMatchObject({ code: '9312', message: 'Die Erstzulassung darf nicht in der Zukunft liegen' });
    expect(english.json().error).toMatchObject({ code: '9312', message: 'The first registration cannot be in the future' });
  });
});

describe('one VIN in stock per company', () => {
  it('answers 409 9311 for a second vehicle in stock with the same VIN, also written differently', async () => {
    const first = vehicleInput();
    expect((await call('POST /api/user/vehicles', dealer, first)).statusCode).toBe(201);
    const again = await call('POST /api/user/vehicles', dealer, vehicleInput({ vinCode: ` ${first.vinCode.toLowerCase()} ` }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: '9311', fields: { vin_code: '9311' } });
  });

  it('answers 409 when a change gives a vehicle the VIN of another one in stock', async () => {
    const first = vehicleInput();
    await call('POST /api/user/vehicles', dealer, first);
    const other = (await call('POST /api/user/vehicles', dealer, vehicleInput())).json().data.id;
    const response = await call(`PUT /api/user/vehicles/${other}`, dealer, vehicleInput({ vinCode: first.vinCode }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('9311');
  });

  it('answers 409, never 500, when two requests add the same VIN at once', async () => {
    const body = vehicleInput();
    const answers = await Promise.all([1, 2, 3].map(() => call('POST /api/user/vehicles', dealer, body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('lets another company hold the same VIN', async () => {
    const body = vehicleInput();
    expect((await call('POST /api/user/vehicles', dealer, body)).statusCode).toBe(201);
    expect((await call('POST /api/user/vehicles', rival, body)).statusCode).toBe(201);
  });

  it('takes the VIN again once the first vehicle is sold (bought back), but not its return to stock', async () => {
    const body = vehicleInput();
    const first = (await call('POST /api/user/vehicles', dealer, body)).json().data.id;
    expect((await call(`PUT /api/user/vehicles/${first}`, dealer, { ...body, status: 'SOLD' })).statusCode).toBe(200);
    expect((await call('POST /api/user/vehicles', dealer, body)).statusCode).toBe(201);
    const back = await call(`PUT /api/user/vehicles/${first}`, dealer, { ...body, status: 'CURRENT' });
    expect(back.statusCode).toBe(409);
  });

  it('takes a vehicle sold by an invoice back into stock only by cancelling the sale (409 9320); one marked sold by hand goes back', async () => {
    const body = vehicleInput();
    const id = (await call('POST /api/user/vehicles', dealer, body)).json().data.id;
    const buyer = await createCustomer(t, dealer.companyId);
    expect(
      (await saveStep(t, { user: dealer, vehicleId: id, body: { customerId: buyer.id, grossPrice: 1_000_000 } })).statusCode,
    ).toBe(200);
    await finishTrade(t, {
      companyId: dealer.companyId,
      vehicleId: id,
      invoiceNumber: 'RE-9320',
      issuedOn: todayInBerlin(t.clock.now()),
    });
    const back = await call(`PUT /api/user/vehicles/${id}`, dealer, { ...body, status: 'CURRENT', comments: 'zurück' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toMatchObject({ code: '9320', fields: { status: '9320' } });
    // Nothing of the refused save was kept; the sold vehicle's other data can still be edited.
    expect((await call(`GET /api/user/vehicles/${id}`)).json().data).toMatchObject({
      status: 'SOLD',
      comments: body.comments ?? null,
    });
    const edited = await call(`PUT /api/user/vehicles/${id}`, dealer, {
      ...body,
      status: 'SOLD',
      comments: 'Käufer holt am Montag ab',
      purchasePrice: (body.purchasePrice ?? 0) + 115_000,
      purchaseTaxation: 'REGULAR',
      purchaseVatRate: 19,
    });
    expect(edited.statusCode).toBe(200);
    // The sale's margin rests on what the vehicle cost: kept as the invoice found it.
    expect(edited.json().data).toMatchObject({
      status: 'SOLD',
      comments: 'Käufer holt am Montag ab',
      purchase_price: body.purchasePrice ?? null,
      purchase_taxation: body.purchaseTaxation ?? null,
    });

    const byHand = vehicleInput();
    const other = (await call('POST /api/user/vehicles', dealer, byHand)).json().data.id;
    expect((await call(`PUT /api/user/vehicles/${other}`, dealer, { ...byHand, status: 'SOLD' })).statusCode).toBe(200);
    expect((await call(`PUT /api/user/vehicles/${other}`, dealer, { ...byHand, status: 'CURRENT' })).json().data).toMatchObject({
      status: 'CURRENT',
      sold_on: null,
    });
  });

  it('names the vehicle in stock for a VIN, for the form to warn and link', async () => {
    const body = vehicleInput({ make: 'Škoda', model: 'Octavia' });
    const id = (await call('POST /api/user/vehicles', dealer, body)).json().data.id;
    const found = await call(`GET /api/user/vehicles/vin/${body.vinCode.toLowerCase()}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual({ id, make: 'Škoda', model: 'Octavia', added_on: todayInBerlin(t.clock.now()) });
  });

  it('answers 404 for a VIN not in stock: sold, unknown, or another company’s', async () => {
    const sold = vehicleInput();
    const id = (await call('POST /api/user/vehicles', dealer, sold)).json().data.id;
    await call(`PUT /api/user/vehicles/${id}`, dealer, { ...sold, status: 'SOLD' });
    expect((await call(`GET /api/user/vehicles/vin/${sold.vinCode}`)).statusCode).toBe(404);
    expect((await call('GET /api/user/vehicles/vin/WVWZZZCDZMW999999')).statusCode).toBe(404);
    const theirs = vehicleInput();
    await call('POST /api/user/vehicles', rival, theirs);
    expect((await call(`GET /api/user/vehicles/vin/${theirs.vinCode}`)).statusCode).toBe(404);
    expect((await call(`GET /api/user/vehicles/vin/${theirs.vinCode}`, rival)).statusCode).toBe(200);
  });

  it('keeps the VIN lookup behind the login', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/vehicles/vin/WVWZZZCDZMW999999' });
    expect(response.statusCode).toBe(401);
  });

  it('documents the VIN lookup and the dealer fields in the OpenAPI', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toContain('/api/user/vehicles/vin/{vin}');
    const text = JSON.stringify(spec.paths['/api/user/vehicles']);
    for (const name of ['purchase_price', 'purchase_taxation', 'asking_price', 'equipment', 'licence_plate', 'accident_free']) {
      expect(text).toContain(name);
    }
  });
});
