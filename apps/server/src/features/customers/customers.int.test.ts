import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../platform/db/schema/customers';
import { trades } from '../../platform/db/schema/trades';
import { createCustomer, customerBody, postCustomer } from '../../test/customers-factories';
import { createCompanyUser, createUser, type CompanyUser } from '../../test/factories';
import { useTestContext } from '../../test/test-context';
import { finishTrade, saveStep } from '../../test/trades-factories';
import { insertVehicles } from '../../test/vehicles-factories';

const t = useTestContext({ workJobs: false });
let dealer: CompanyUser;
let other: CompanyUser;

beforeAll(async () => {
  dealer = await createCompanyUser(t);
  other = await createCompanyUser(t);
});

describe('POST /api/user/clients', () => {
  it('creates a private customer with every field and answers it in snake_case', async () => {
    const res = await postCustomer(t, dealer, {
      ...customerBody(),
      title: 'DOCTOR',
      additional_address: 'Hinterhaus',
      additional_info1: 'Stammkundin',
      additional_info2: 'zahlt bar',
      comments: 'Rückruf erwünscht',
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      type: 'PRIVATE',
      greeting: 'MISSUS',
      title: 'DOCTOR',
      company_name: null,
      first_name: 'Erika',
      last_name: 'Mustermann',
      street_address: 'Heidestraße',
      house_number: '17',
      additional_address: 'Hinterhaus',
      additional_info1: 'Stammkundin',
      additional_info2: 'zahlt bar',
      postal_code: '51147',
      city: 'Köln',
      country_id: 82,
      phone_number: '+491512345678',
      email: 'erika.mustermann@example.de',
      birthday: '1964-08-12',
      place_of_birth: 'Berlin',
      nationality: 'deutsch',
      passport: 'L01X00T47',
      passport_expired: '2031-08-01',
      passport_from: 'Stadt Köln',
      comments: 'Rückruf erwünscht',
      id_document_expired: false,
    });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data).not.toHaveProperty('company_id');

    const read = await t.app.inject({ method: 'GET', url: `/api/user/clients/${data.id}`, headers: dealer.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(data);
  });

  it('creates a business customer with only the company name; Germany is the default country', async () => {
    const res = await postCustomer(t, dealer, { type: 'BUSINESS', company_name: 'Muster Logistik GmbH', email: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      type: 'BUSINESS',
      company_name: 'Muster Logistik GmbH',
      country_id: 82,
      email: null,
      first_name: null,
    });
  });

  it('requires first and last name of a person and the company name of a business (0001)', async () => {
    const person = await postCustomer(t, dealer, { type: 'PRIVATE', first_name: '  ' });
    expect(person.statusCode).toBe(422);
    expect(person.json().error.fields).toEqual({ first_name: '0001', last_name: '0001' });
    expect(person.json().error.code).toBe('0001');
    const business = await postCustomer(t, dealer, { type: 'BUSINESS', first_name: 'Erika', last_name: 'Mustermann' });
    expect(business.statusCode).toBe(422);
    expect(business.json().error.fields).toEqual({ company_name: '0001' });
  });

  it('answers each invalid field with its code, in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/clients',
      headers: { ...dealer.headers, cookie: 'kontor_locale=en' },
      payload: {
        ...customerBody(),
        greeting: 'SIR',
        title: 'KING',
        email: 'not-an-email',
        phone_number: '12345',
        house_number: '123456789',
        comments: 'x'.repeat(201),
        city: 'x'.repeat(256),
        birthday: '2020-02-30',
        passport_expired: 'soon',
        country_id: 99999,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      greeting: '5015',
      title: '5015',
      email: '9027',
      phone_number: '9124',
      house_number: '9201',
      comments: '9307',
      city: '5011',
      birthday: '5003',
      passport_expired: '5003',
      country_id: '5003',
    });
  });

  it('checks the postal code against the country (0027)', async () => {
    const res = await postCustomer(t, dealer, customerBody({ postalCode: '1234' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: '0027', fields: { postal_code: '0027' }, message: 'Ungültige Postleitzahl' });
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/clients',
      headers: { ...dealer.headers, 'content-type': 'application/json' },
      payload: '{"first_name":',
    });
    expect(res.statusCode).toBe(400);
  });

  it('flags an expired ID document by the Berlin business day', async () => {
    t.clock.set(new Date('2026-03-01T10:00:00Z'));
    const valid = await postCustomer(t, dealer, customerBody({ passportExpired: '2026-03-01' }));
    expect(valid.json().data.id_document_expired).toBe(false);
    const expired = await postCustomer(t, dealer, customerBody({ passportExpired: '2026-02-28' }));
    expect(expired.json().data.id_document_expired).toBe(true);
    // 23:30 UTC on 1 March is already 2 March in Berlin.
    t.clock.set(new Date('2026-03-01T23:30:00Z'));
    const read = await t.app.inject({ method: 'GET', url: `/api/user/clients/${valid.json().data.id}`, headers: dealer.headers });
    expect(read.json().data.id_document_expired).toBe(true);
    t.clock.set(new Date());
  });
});

describe('who may call', () => {
  it('refuses without a token (401), without a company (403) and unverified users (403)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/clients' });
    expect(anonymous.statusCode).toBe(401);
    const noCompany = await createUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/clients', headers: noCompany.headers })).statusCode).toBe(403);
    const unverified = await createUser(t, { status: 'UNVERIFIED', companyId: dealer.companyId });
    expect((await postCustomer(t, unverified, customerBody())).statusCode).toBe(403);
  });

  it('answers 404 for another company’s customer on every route and changes nothing', async () => {
    const theirs = await createCustomer(t, other.companyId, { lastName: 'Fremdkunde' });
    const url = `/api/user/clients/${theirs.id}`;
    for (const request of [
      { method: 'GET' as const, url },
      { method: 'PUT' as const, url, payload: customerBody() },
      { method: 'DELETE' as const, url },
      { method: 'GET' as const, url: `${url}/export` },
    ]) {
      const res = await t.app.inject({ ...request, headers: dealer.headers });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(res.json().error.code).toBe('404');
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/user/clients',
      query: { search: 'Fremdkunde' },
      headers: dealer.headers,
    });
    expect(list.json().meta.total).toBe(0);
    const [row] = await t.ctx.database.db.select().from(customers).where(eq(customers.id, theirs.id));
    expect(row?.lastName).toBe('Fremdkunde');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/user/clients/${id}`, headers: dealer.headers });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('PUT /api/user/clients/{id}', () => {
  it('replaces the data, turning a person into a business', async () => {
    const created = (await postCustomer(t, dealer, customerBody())).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/clients/${created.id}`,
      headers: dealer.headers,
      payload: {
        type: 'BUSINESS',
        company_name: 'Mustermann KG',
        first_name: 'Erika',
        last_name: 'Mustermann',
        country_id: 14,
        postal_code: '1010',
        city: 'Wien',
      },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: created.id,
      type: 'BUSINESS',
      company_name: 'Mustermann KG',
      postal_code: '1010',
      city: 'Wien',
      email: null,
      passport: null,
    });
    expect(data.created_at).toBe(created.created_at);
  });

  it('validates like POST', async () => {
    const created = (await postCustomer(t, dealer, customerBody())).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/clients/${created.id}`,
      headers: dealer.headers,
      payload: customerBody({ email: 'nope', lastName: '' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ email: '9027', last_name: '0001' });
  });

  it('refuses a too-long house number (9201) and comment (9307) with their own texts, not the generic 5003', async () => {
    const created = (await postCustomer(t, dealer, customerBody())).json().data;
    const put = (payload: Record<string, unknown>, locale: 'de' | 'en') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/clients/${created.id}`,
        headers: { ...dealer.headers, cookie: `kontor_locale=${locale}` },
        payload: { ...customerBody(), ...payload },
      });
    const house = await put({ house_number: '123456789' }, 'de');
    expect(house.statusCode).toBe(422);
    expect(house.json().error).toMatchObject({
      code: '9201',
      fields: { house_number: '9201' },
      message: 'Die Hausnummer muss 1 bis 8 Zeichen haben',
    });
    const comment = await put({ comments: 'x'.repeat(201) }, 'en');
    expect(comment.statusCode).toBe(422);
    expect(comment.json().error).toMatchObject({ code: '9307', fields: { comments: '9307' }, message: 'At most 200 characters' });
    // The limits themselves are allowed.
    const limits = await put({ house_number: '12345678', comments: 'x'.repeat(200) }, 'de');
    expect(limits.statusCode).toBe(200);
  });
});

describe('DELETE /api/user/clients/{id} (erasure)', () => {
  it('erases the record', async () => {
    const created = (await postCustomer(t, dealer, customerBody({ lastName: 'Löschmich' }))).json().data;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/user/clients/${created.id}`, headers: dealer.headers });
    expect(res.statusCode).toBe(200);
    // Nothing issued names the customer: nothing of theirs is kept.
    expect(res.json()).toEqual({ data: { kept_until: null } });
    expect(await t.ctx.database.db.select().from(customers).where(eq(customers.id, created.id))).toEqual([]);
    const again = await t.app.inject({ method: 'GET', url: `/api/user/clients/${created.id}`, headers: dealer.headers });
    expect(again.statusCode).toBe(404);
  });

  it('refuses with 9543 while the customer is party to an open trade, erases once it is issued and keeps the copy the trade printed', async () => {
    const created = (await postCustomer(t, dealer, customerBody({ lastName: 'Käuferin' }))).json().data;
    const [vehicleId] = await insertVehicles(t, dealer.companyId, [{}]);
    const step = await saveStep(t, {
      user: dealer,
      vehicleId: vehicleId!,
      body: { customerId: created.id, grossPrice: 1_190_000 },
    });
    expect(step.statusCode).toBe(200);
    const erase = () => t.app.inject({ method: 'DELETE', url: `/api/user/clients/${created.id}`, headers: dealer.headers });

    const refused = await erase();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: '9543' });
    const still = await t.app.inject({ method: 'GET', url: `/api/user/clients/${created.id}`, headers: dealer.headers });
    expect(still.statusCode).toBe(200);
    // Another company's dealer cannot even tell the customer exists.
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/user/clients/${created.id}`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);

    const tradeId = await finishTrade(t, {
      companyId: dealer.companyId,
      vehicleId: vehicleId!,
      invoiceNumber: '1',
      issuedOn: '2026-06-15',
    });
    expect((await erase()).statusCode).toBe(200);
    expect(await t.ctx.database.db.select().from(customers).where(eq(customers.id, created.id))).toEqual([]);
    const [trade] = await t.ctx.database.db.select().from(trades).where(eq(trades.id, tradeId));
    expect(trade!.customerId).toBeNull();
    expect(trade!.buyer).toMatchObject({ lastName: 'Käuferin' });
  });
});

describe('VAT id and birthday', () => {
  it('stores a business customer’s VAT id compact and upper case, and answers it', async () => {
    const res = await postCustomer(t, dealer, {
      type: 'BUSINESS',
      company_name: 'Muster Logistik GmbH',
      vat_id: 'de 136 695 976',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.vat_id).toBe('DE136695976');
    const austrian = await postCustomer(t, dealer, {
      type: 'BUSINESS',
      company_name: 'Wiener Autos GmbH',
      vat_id: 'atu 13585627',
    });
    expect(austrian.json().data.vat_id).toBe('ATU13585627');
  });

  it('refuses a wrong check digit (9403) and a format no member state uses (9401), in the caller’s language', async () => {
    const wrong = await postCustomer(t, dealer, { type: 'BUSINESS', company_name: 'Muster GmbH', vat_id: 'DE136695977' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ vat_id: '9403' });
    // Well formed, but the key 46 does not belong to the SIREN 303 265 045.
    const french = await postCustomer(t, dealer, { type: 'BUSINESS', company_name: 'Garage Lyon SARL', vat_id: 'FR40303265046' });
    expect(french.statusCode).toBe(422);
    expect(french.json().error.fields).toEqual({ vat_id: '9403' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/user/clients',
      headers: { ...dealer.headers, cookie: 'kontor_locale=en' },
      payload: { type: 'BUSINESS', company_name: 'Muster GmbH', vat_id: 'US123456789' },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.fields).toEqual({ vat_id: '9401' });
  });

  it('drops a VAT id sent with a private person', async () => {
    const res = await postCustomer(t, dealer, customerBody({ vatId: 'DE136695976' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.vat_id).toBeNull();
  });

  it('creates a business without any ID-document data', async () => {
    const res = await postCustomer(t, dealer, {
      type: 'BUSINESS',
      company_name: 'Muster GmbH',
      birthday: '',
      passport: '',
      passport_expired: null,
      passport_from: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      birthday: null,
      passport: null,
      passport_expired: null,
      passport_from: null,
      place_of_birth: null,
      nationality: null,
    });
  });

  it('refuses a birthday in the future (9402) or more than 120 years ago (9127)', async () => {
    const future = await postCustomer(t, dealer, customerBody({ birthday: '2999-01-01' }));
    expect(future.statusCode).toBe(422);
    expect(future.json().error.fields).toEqual({ birthday: '9402' });
    const ancient = await postCustomer(t, dealer, customerBody({ birthday: '1890-01-01' }));
    expect(ancient.statusCode).toBe(422);
    expect(ancient.json().error.fields).toEqual({ birthday: '9127' });
  });
});

describe('GET /api/user/clients', () => {
  let lister: CompanyUser;

  beforeAll(async () => {
    lister = await createCompanyUser(t);
    const start = Date.now() - 1_000_000;
    // 120 customers, created one second apart, named so their order by name is known.
    for (let i = 0; i < 120; i += 1) {
      t.clock.set(new Date(start + i * 1000));
      await createCustomer(t, lister.companyId, {
        firstName: 'Kunde',
        lastName: `Nummer ${String(i).padStart(3, '0')}`,
        email: `kunde${i}@example.de`,
        phoneNumber: `+49 170 1000${String(i).padStart(3, '0')}`,
        city: i % 2 === 0 ? 'Hamburg' : 'Bremen',
      });
    }
    t.clock.set(new Date(start + 200_000));
    await createCustomer(t, lister.companyId, {
      type: 'BUSINESS',
      companyName: 'Zebra 100% Autoteile GmbH',
      firstName: null,
      lastName: null,
      email: 'info@zebra-teile.de',
      phoneNumber: '+49 40 5556667',
      city: 'Lübeck',
    });
    t.clock.set(new Date());
  });

  const list = (query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/user/clients', query, headers: lister.headers });

  it('answers page 1 of 50, newest first, with the total', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ page: 1, per_page: 50, total: 121 });
    expect(data).toHaveLength(50);
    expect(data[0].company_name).toBe('Zebra 100% Autoteile GmbH');
    expect(data[1].last_name).toBe('Nummer 119');
  });

  it('pages through all customers', async () => {
    const page3 = (await list({ page: '3' })).json();
    expect(page3.data).toHaveLength(21);
    expect(page3.meta).toEqual({ page: 3, per_page: 50, total: 121 });
    const beyond = (await list({ page: '9' })).json();
    expect(beyond.data).toEqual([]);
    const small = (await list({ per_page: '100', page: '2' })).json();
    expect(small.data).toHaveLength(21);
  });

  it('refuses per_page over 100, page 0 and unknown sorts as field errors (422)', async () => {
    const queries: Record<string, string>[] = [
      { per_page: '101' },
      { per_page: '0' },
      { page: '0' },
      { page: 'x' },
      { sort: 'email' },
    ];
    for (const query of queries) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      expect(Object.keys(res.json().error.fields)).toEqual(Object.keys(query));
    }
  });

  it('sorts by name both ways and by oldest', async () => {
    const byName = (await list({ sort: 'name', per_page: '100' })).json().data;
    expect(byName[0].last_name).toBe('Nummer 000');
    expect(byName[1].last_name).toBe('Nummer 001');
    const byNameDesc = (await list({ sort: '-name' })).json().data;
    expect(byNameDesc[0].company_name).toBe('Zebra 100% Autoteile GmbH');
    expect(byNameDesc[1].last_name).toBe('Nummer 119');
    const oldest = (await list({ sort: 'created_at' })).json().data;
    expect(oldest[0].last_name).toBe('Nummer 000');
  });

  it('searches name, company name, e-mail, phone and city', async () => {
    const total = async (search: string) => (await list({ search })).json().meta.total;
    expect(await total('nummer 007')).toBe(1);
    expect(await total('Kunde Nummer 01')).toBe(10);
    expect(await total('zebra')).toBe(1);
    expect(await total('kunde42@example')).toBe(1);
    expect(await total('0170 1000042')).toBe(1);
    expect(await total('5556667')).toBe(1);
    expect(await total('bremen')).toBe(60);
    expect(await total('LÜBECK')).toBe(1);
    expect(await total('nobody')).toBe(0);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await list({ search: '100%' })).json().meta.total).toBe(1);
    expect((await list({ search: '%' })).json().meta.total).toBe(1);
    expect((await list({ search: '_' })).json().meta.total).toBe(0);
  });

  it('shows only the caller’s customers', async () => {
    const res = (
      await t.app.inject({ method: 'GET', url: '/api/user/clients', query: { search: 'Nummer' }, headers: dealer.headers })
    ).json();
    expect(res.meta.total).toBe(0);
  });
});

describe('OpenAPI', () => {
  it('documents every customers route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/user/clients'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.paths['/api/user/clients/{id}'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    expect(doc.paths['/api/user/clients/{id}/export'].get).toBeDefined();
    expect(doc.paths['/api/user/clients/export.csv'].get).toBeDefined();
  });
});
