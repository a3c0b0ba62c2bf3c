import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, createCompanyUser, createUser, type CompanyUser, type Route, type TestUser } from '../../test/factories';
import { useTestContext } from '../../test/test-context';
import { insertVehicles, vehicleInput } from '../../test/vehicles-factories';

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
});

/** One API call, the route written as in the docs: `call('POST /api/user/vehicles', dealer, body)`. */
const call = (route: Route, user: TestUser = dealer, body?: unknown) => callAs(t, route, { user, body });

describe('adding, reading, changing and deleting', () => {
  it('stores every field, normalises codes and answers snake_case', async () => {
    const response = await call(
      'POST /api/user/vehicles',
      dealer,
      vehicleInput({ tsn: 'cdz', vinCode: 'wvwzzzcdzmw 123456', briefNumber: 'ab 123456', nextInspection: '2027-05' }),
    );
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      make: 'VW',
      tsn: 'CDZ',
      vin_code: 'WVWZZZCDZMW123456',
      brief_number: 'AB123456',
      next_inspection: '2027-05-01',
      status: 'CURRENT',
      added_on: '2026-06-15',
      sold_on: null,
      engine_capacity: 1498,
    });
    const read = await call(`GET /api/user/vehicles/${data.id}`);
    expect(read.json().data).toEqual(data);
  });

  it('takes no HSN/TSN when added without a key, and a mileage of 0', async () => {
    const response = await call('POST /api/user/vehicles', dealer, vehicleInput({ mileage: 0, hsn: null, tsn: '' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ mileage: 0, hsn: null, tsn: null });
  });

  it('requires the mileage: missing, null or empty is 0001, not 0 km', async () => {
    for (const mileage of [undefined, null, '']) {
      const response = await call('POST /api/user/vehicles', dealer, { ...vehicleInput(), mileage });
      expect(response.statusCode, String(mileage)).toBe(422);
      expect(response.json().error.fields).toEqual({ mileage: '0001' });
    }
  });

  it('takes numbers only: strings, even of digits, answer 422 with the field’s code', async () => {
    const cases: Array<[string, string, string]> = [
      ['mileage', '87450', '9305'],
      ['mileage', '1e3', '9305'],
      ['mileage', '0x10', '9305'],
      ['mileage', '87.450', '9305'],
      ['power', '110', '9308'],
      ['engineCapacity', '1e3', '9309'],
      ['previousOwners', '0x1', '9306'],
      ['doors', '5', '9306'],
    ];
    for (const [field, value, code] of cases) {
      const response = await call('POST /api/user/vehicles', dealer, { ...vehicleInput(), [field]: value });
      expect(response.statusCode, `${field}=${value}`).toBe(422);
      expect(response.json().error.fields, `${field}=${value}`).toEqual({
        [field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)]: code,
      });
    }
  });

  it('changes a vehicle and records the day it was sold', async () => {
    const id = (await call('POST /api/user/vehicles', dealer, vehicleInput())).json().data.id;
    const changed = await call(`PUT /api/user/vehicles/${id}`, dealer, vehicleInput({ mileage: 50_000, status: 'SOLD' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ mileage: 50_000, status: 'SOLD', sold_on: '2026-06-15' });
    // Opening it reads the row again (a prepared statement, not a remembered answer).
    expect((await call(`GET /api/user/vehicles/${id}`)).json().data).toMatchObject({ mileage: 50_000, status: 'SOLD' });
    const back = await call(`PUT /api/user/vehicles/${id}`, dealer, vehicleInput({ status: 'CURRENT' }));
    expect(back.json().data).toMatchObject({ status: 'CURRENT', sold_on: null });
  });

  it('deletes a vehicle', async () => {
    const id = (await call('POST /api/user/vehicles', dealer, vehicleInput())).json().data.id;
    expect((await call(`DELETE /api/user/vehicles/${id}`)).statusCode).toBe(204);
    expect((await call(`GET /api/user/vehicles/${id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a vehicle that a trade references, saying why (409 9310)', async () => {
    const id = (await call('POST /api/user/vehicles', dealer, vehicleInput())).json().data.id;
    // Trades arrive in a later issue; their table will reference vehicles like this one.
    await t.ctx.database.pool.query(
      'create table trade_probe (vehicle_id uuid not null references vehicles(id) on delete restrict)',
    );
    await t.ctx.database.pool.query('insert into trade_probe values ($1)', [id]);
    const response = await call(`DELETE /api/user/vehicles/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: '9310', message: expect.stringContaining('nicht gelöscht') });
    expect((await call(`GET /api/user/vehicles/${id}`)).statusCode).toBe(200);
    await t.ctx.database.pool.query('drop table trade_probe');
  });
});

describe('bad input', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['make', { make: '' }, '0001'],
    ['model', { model: undefined }, '0001'],
    // A value outside the enumeration is 5015 (the answer lists the allowed ones); a missing one 0001.
    ['bodywork', { bodywork: 'BUS' }, '5015'],
    ['construction_type', { constructionType: undefined }, '0001'],
    ['fuel_type', { fuelType: 'STEAM' }, '5015'],
    ['power', { power: 0 }, '9308'],
    ['power', { power: undefined }, '0001'],
    ['engine_capacity', { engineCapacity: -1 }, '9309'],
    ['hsn', { hsn: '06A3' }, '9301'],
    ['hsn', { hsn: '123456' }, '9301'],
    ['tsn', { tsn: 'C-D' }, '9302'],
    ['tsn', { tsn: 'ABCDE' }, '9302'],
    ['brief_number', { briefNumber: '' }, '0001'],
    ['brief_number', { briefNumber: '12345678' }, '9304'],
    ['vin_code', { vinCode: 'WVWZZZCDZMW12345' }, '9303'],
    ['vin_code', { vinCode: 'WVWZZZCDZMW12345O' }, '9303'],
    ['vin_code', { vinCode: undefined }, '0001'],
    ['previous_owners', { previousOwners: 10 }, '9306'],
    ['doors', { doors: 10 }, '9306'],
    ['euro_norm', { euroNorm: 'EURO_7' }, '5015'],
    ['gear_type', { gearType: 'CVT' }, '5015'],
    ['next_inspection', { nextInspection: '2027-13' }, '5003'],
    ['next_inspection', { nextInspection: '' }, '0001'],
    // Year 0 is no PostgreSQL date (a 500 before); like the first registration, nothing before 1900.
    ['next_inspection', { nextInspection: '0000-05' }, '5003'],
    ['next_inspection', { nextInspection: '1899-12-01' }, '5003'],
    ['first_registered', { firstRegistered: '1899-12-31' }, '5003'],
    // Past the integer column (a 500 before).
    ['car_variation_id', { carVariationId: 2_147_483_648 }, '5003'],
    ['mileage', { mileage: 1_000_000 }, '9305'],
    ['mileage', { mileage: -1 }, '9305'],
    ['first_registered', { firstRegistered: '2021-02-30' }, '5003'],
    ['comments', { comments: 'x'.repeat(201) }, '9307'],
  ];
  it.each(cases)('answers 422 with %s → its code (%j)', async (field, override, code) => {
    const response = await call('POST /api/user/vehicles', dealer, vehicleInput(override as never));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toMatchObject({ [field]: code });
  });

  it('accepts the limits themselves', async () => {
    const response = await call(
      'POST /api/user/vehicles',
      dealer,
      vehicleInput({ mileage: 999_999, doors: 9, previousOwners: 9, comments: 'x'.repeat(200) }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('validates a change the same way', async () => {
    const id = (await call('POST /api/user/vehicles', dealer, vehicleInput())).json().data.id;
    const response = await call(`PUT /api/user/vehicles/${id}`, dealer, vehicleInput({ vinCode: 'SHORT' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({ vin_code: '9303' });
  });

  it('answers 422, never 500, for a next inspection in year 0 or a key-list id past the integer column, on a change too', async () => {
    const id = (await call('POST /api/user/vehicles', dealer, vehicleInput())).json().data.id;
    for (const [override, field] of [
      [{ nextInspection: '0000-05' }, 'next_inspection'],
      [{ carVariationId: 2_147_483_648 }, 'car_variation_id'],
    ] as const) {
      const response = await call(`PUT /api/user/vehicles/${id}`, dealer, vehicleInput(override));
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error).toMatchObject({ code: '5003', fields: { [field]: '5003' } });
    }
    // The limits themselves are taken.
    const limits = await call(
      `PUT /api/user/vehicles/${id}`,
      dealer,
      vehicleInput({ nextInspection: '1900-01', carVariationId: 2_147_483_647 }),
    );
    expect(limits.statusCode, limits.body).toBe(200);
    expect(limits.json().data).toMatchObject({ next_inspection: '1900-01-01', car_variation_id: 2_147_483_647 });
  });
});

describe('who may', () => {
  it('answers 404 for another company’s vehicle on every route, and leaves it untouched', async () => {
    const [id] = await insertVehicles(t, rival.companyId, [{ mileage: 777 }]);
    expect((await call(`GET /api/user/vehicles/${id}`)).statusCode).toBe(404);
    expect((await call(`PUT /api/user/vehicles/${id}`, dealer, vehicleInput())).statusCode).toBe(404);
    expect((await call(`DELETE /api/user/vehicles/${id}`)).statusCode).toBe(404);
    const list = (await call('GET /api/user/vehicles?per_page=100')).json().data as Array<{ id: string }>;
    expect(list.map((vehicle) => vehicle.id)).not.toContain(id);
    expect((await call(`GET /api/user/vehicles/${id}`, rival)).json().data.mileage).toBe(777);
  });

  it('answers 404 for an id that is not one', async () => {
    expect((await call('GET /api/user/vehicles/not-a-uuid')).statusCode).toBe(404);
  });

  it('keeps the demo version (unverified) and users without a company away from stored vehicles', async () => {
    const unverified = await createUser(t, { status: 'UNVERIFIED', companyId: dealer.companyId });
    expect((await call('GET /api/user/vehicles', unverified)).statusCode).toBe(403);
    expect((await call('POST /api/user/vehicles', unverified, vehicleInput())).statusCode).toBe(403);
    const noCompany = await createUser(t);
    expect((await call('GET /api/user/vehicles/dashboard', noCompany)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/vehicles' })).statusCode).toBe(401);
  });
});

describe('the order of vehicles added on one day', () => {
  it('lists the last added first under "newest first", and the first added first under "oldest first"', async () => {
    const seller = await createCompanyUser(t);
    const added: string[] = [];
    // Added one after the other on the same day (the clock stands still): only the time of adding tells them apart.
    for (const model of ['First', 'Second', 'Third', 'Fourth']) {
      const response = await call('POST /api/user/vehicles', seller, vehicleInput({ make: 'Ford', model }));
      expect(response.statusCode).toBe(201);
      added.push(model);
    }
    const models = async (sort: string) => {
      const response = await call(`GET /api/user/vehicles?sort=${sort}`, seller);
      return (response.json() as { data: { model: string }[] }).data.map((row) => row.model);
    };
    expect(await models('-added_on')).toEqual([...added].reverse());
    expect(await models('added_on')).toEqual(added);
  });
});

describe('lists', () => {
  let lister: CompanyUser;
  beforeAll(async () => {
    lister = await createCompanyUser(t);
    await insertVehicles(t, lister.companyId, [
      {
        make: 'VW',
        model: 'Golf',
        fuelType: 'PETROL',
        mileage: 42_000,
        firstRegistered: '2021-04-12',
        addedOn: '2026-06-01',
        vinCode: 'WVWZZZCDZMW900001',
      },
      {
        make: 'BMW',
        model: '320d Touring',
        fuelType: 'DIESEL',
        mileage: 98_000,
        firstRegistered: '2019-02-01',
        addedOn: '2026-05-01',
        briefNumber: 'XY9876543',
        hsn: '0005',
        tsn: 'CHL',
      },
      {
        make: 'Opel',
        model: 'Corsa-e',
        fuelType: 'ELECTRIC',
        mileage: 18_000,
        firstRegistered: '2022-06-30',
        addedOn: '2026-06-10',
      },
      { make: 'Ford', model: 'Transit', fuelType: 'DIESEL', mileage: 150_000, firstRegistered: null, addedOn: '2026-01-05' },
      {
        make: 'VW',
        model: 'Polo',
        fuelType: 'PETROL',
        mileage: 60_000,
        status: 'SOLD',
        soldOn: '2026-06-02',
        addedOn: '2026-02-01',
      },
      {
        make: 'Audi',
        model: 'A4',
        fuelType: 'DIESEL',
        mileage: 80_000,
        status: 'SOLD',
        soldOn: '2026-03-20',
        addedOn: '2025-12-01',
      },
      {
        make: 'Audi',
        model: 'A6',
        fuelType: 'DIESEL',
        mileage: 80_000,
        status: 'SOLD',
        soldOn: '2025-11-20',
        addedOn: '2025-10-01',
      },
    ]);
  });
  const list = async (query: string) => {
    const response = await call(`GET /api/user/vehicles?${query}`, lister);
    expect(response.statusCode, query).toBe(200);
    return response.json() as {
      data: Array<{ model: string }>;
      meta: { total: number; page: number; per_page: number; counts: { current: number; sold: number } };
    };
  };
  const models = async (query: string) => (await list(query)).data.map((vehicle) => vehicle.model);

  it('shows the current vehicles, newest first, with the counts per tab', async () => {
    const answer = await list('');
    expect(answer.data.map((vehicle) => vehicle.model)).toEqual(['Corsa-e', 'Golf', '320d Touring', 'Transit']);
    expect(answer.meta).toEqual({ page: 1, per_page: 50, total: 4, counts: { current: 4, sold: 3 } });
  });

  it('shows the sold ones on their tab', async () => {
    expect(await models('status=SOLD&sort=added_on')).toEqual(['A6', 'A4', 'Polo']);
  });

  it('searches make, model, VIN, HSN/TSN and brief number', async () => {
    expect(await models('search=golf')).toEqual(['Golf']);
    expect(await models('search=900001')).toEqual(['Golf']);
    expect(await models('search=0005%2FCHL')).toEqual(['320d Touring']);
    expect(await models('search=xy98')).toEqual(['320d Touring']);
    expect(await models('search=bmw')).toEqual(['320d Touring']);
    expect(await models('search=100%25')).toEqual([]);
  });

  it('filters by make, fuel, first registration and mileage, counting the tabs with the same filter', async () => {
    expect(await models('make=VW')).toEqual(['Golf']);
    expect((await list('make=VW')).meta.counts).toEqual({ current: 1, sold: 1 });
    expect(await models('make=ANY')).toHaveLength(4);
    expect(await models('fuel_type=DIESEL&sort=make')).toEqual(['320d Touring', 'Transit']);
    expect(await models('first_registered_from=2020-01-01&first_registered_to=2021-12-31')).toEqual(['Golf']);
    expect(await models('mileage_max=42000&sort=mileage')).toEqual(['Corsa-e', 'Golf']);
  });

  it('sorts by each key', async () => {
    expect(await models('sort=mileage')).toEqual(['Corsa-e', 'Golf', '320d Touring', 'Transit']);
    expect(await models('sort=first_registered')).toEqual(['320d Touring', 'Golf', 'Corsa-e', 'Transit']);
    expect(await models('sort=make')).toEqual(['320d Touring', 'Transit', 'Corsa-e', 'Golf']);
    expect(await models('sort=added_on')).toEqual(['Transit', '320d Touring', 'Golf', 'Corsa-e']);
  });

  it('pages', async () => {
    const second = await list('per_page=3&page=2');
    expect(second.data.map((vehicle) => vehicle.model)).toEqual(['Transit']);
    expect(second.meta).toMatchObject({ page: 2, per_page: 3, total: 4 });
  });

  it('answers the same list at /v1/user/vehicle', async () => {
    const response = await call('GET /v1/user/vehicle?status=SOLD', lister);
    expect(response.json().meta.total).toBe(3);
  });

  it('refuses per_page over 100 and unknown values as field errors (422), naming the parameter', async () => {
    for (const query of [
      'per_page=101',
      'status=GONE',
      'sort=price',
      'fuel_type=STEAM',
      'page=0',
      'first_registered_from=2020-13-01',
      'mileage_max=-5',
    ]) {
      const response = await call(`GET /api/user/vehicles?${query}`, lister);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().error.fields), query).toEqual([query.split('=')[0]]);
    }
  });

  it('lists the company’s own makes among the makes, ANY first', async () => {
    const makes = (await call('GET /api/user/vehicles/makes', lister)).json().data as string[];
    expect(makes[0]).toBe('ANY');
    expect(makes).toEqual(expect.arrayContaining(['Audi', 'BMW', 'Ford', 'Opel', 'VW']));
  });

  it('sums up the stock on the dashboard', async () => {
    const response = await call('GET /api/user/vehicles/dashboard', lister);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    // Today is 2026-06-15: 14 + 45 + 5 + 161 days.
    expect(data).toMatchObject({ in_stock: 4, days_in_stock_average: 56.3, sold_this_month: 1, sold_this_year: 2 });
    expect(
      data.oldest.map((vehicle: { model: string; days_in_stock: number }) => [vehicle.model, vehicle.days_in_stock]),
    ).toEqual([
      ['Transit', 161],
      ['320d Touring', 45],
      ['Golf', 14],
      ['Corsa-e', 5],
    ]);
    expect(data.newest[0].model).toBe('Corsa-e');
  });

  it('shows an empty dashboard for a new company', async () => {
    const fresh = await createCompanyUser(t);
    const data = (await call('GET /api/user/vehicles/dashboard', fresh)).json().data;
    expect(data).toEqual({
      in_stock: 0,
      stock_value_purchase: { cents: 0, without_price: 0 },
      stock_value_asking: { cents: 0, without_price: 0 },
      days_in_stock_average: 0,
      days_in_stock_max: null,
      inspection_due: 0,
      oldest: [],
      sold_this_month: 0,
      sales_this_month: { count: 0, gross_cents: 0, margin_cents: 0, margin_vat_cents: 0, without_purchase: 0 },
      sold_this_year: 0,
      newest: [],
    });
  });
});

describe('OpenAPI', () => {
  it('documents every vehicle route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/user/vehicles',
        '/api/user/vehicles/{id}',
        '/v1/user/vehicle',
        '/api/user/vehicles/variations',
        '/api/user/vehicles/makes',
        '/api/user/vehicles/dashboard',
        '/api/user/vehicles/{id}/upload-documents',
        '/api/user/vehicles/uploading-documents-status/{suuid}',
        '/api/user/vehicles/{vehicleId}/documents/uploaded',
        '/api/user/vehicles/{vehicleId}/documents/{documentId}/view',
      ]),
    );
  });
});
