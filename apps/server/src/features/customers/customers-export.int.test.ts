import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, customerBody, postCustomer } from '../../test/customers-factories';
import { createCompany, createCompanyUser, createUser, type CompanyUser, type TestUser } from '../../test/factories';
import { useTestContext } from '../../test/test-context';

const t = useTestContext({ workJobs: false });
let dealer: CompanyUser;
let other: CompanyUser;

beforeAll(async () => {
  dealer = await createCompanyUser(t);
  other = await createCompanyUser(t);
});

describe('GET /api/user/clients/{id}/export', () => {
  it('downloads everything stored about the customer as JSON', async () => {
    const created = (await postCustomer(t, dealer, customerBody({ comments: 'bevorzugt E-Mail' }))).json().data;
    const res = await t.app.inject({ method: 'GET', url: `/api/user/clients/${created.id}/export`, headers: dealer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="customer-${created.id}.json"`);
    const { data } = res.json();
    const { type, greeting, title, country_id, ...rest } = created;
    expect(data.customer).toEqual({
      ...rest,
      type: 'Privatperson',
      greeting: 'Frau',
      title: null,
      country: 'Deutschland',
      codes: { type, greeting, title, country_id },
    });
    expect(data.language).toBe('de');
    expect(data.controller.legal_name).toMatch(/^Autohaus /);
    expect(new Date(data.exported_at).getTime()).not.toBeNaN();
  });

  it('names the dealer as controller with the legal form, as the company must name itself', async () => {
    const company = await createCompany(t, { legalName: 'Autohaus Ost UG', type: 'UG' });
    const owner = await createUser(t, { companyId: company.id });
    const created = (await postCustomer(t, owner, customerBody())).json().data;
    const res = await t.app.inject({ method: 'GET', url: `/api/user/clients/${created.id}/export`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.controller).toEqual({ legal_name: 'Autohaus Ost UG (haftungsbeschränkt)' });

    const kg = await createCompany(t, { legalName: 'Autohaus West', type: 'GMBH_CO_KG' });
    const partner = await createUser(t, { companyId: kg.id });
    const kgCustomer = (await postCustomer(t, partner, customerBody())).json().data;
    const kgRes = await t.app.inject({
      method: 'GET',
      url: `/api/user/clients/${kgCustomer.id}/export`,
      headers: partner.headers,
    });
    expect(kgRes.json().data.controller.legal_name).toBe('Autohaus West GmbH & Co. KG');
  });

  it('names kind, salutation, title and country in words of the asked language, codes kept beside them', async () => {
    const created = (
      await postCustomer(t, dealer, customerBody({ greeting: 'MISTER', title: 'DOCTOR', firstName: 'Max', countryId: 14 }))
    ).json().data;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/clients/${created.id}/export?lang=en`,
      headers: dealer.headers,
    });
    expect(res.statusCode).toBe(200);
    const { customer } = res.json().data;
    expect(customer).toMatchObject({
      type: 'Private person',
      greeting: 'Mr',
      title: 'Dr.',
      codes: { type: 'PRIVATE', greeting: 'MISTER', title: 'DOCTOR', country_id: 14 },
    });
    expect(customer.country).not.toMatch(/^\d+$/);
    const { codes: _codes, ...words } = customer;
    expect(JSON.stringify(words)).not.toMatch(/MISTER|DOCTOR|PRIVATE/);
  });

  it('answers another company’s customer with 404', async () => {
    const created = (await postCustomer(t, dealer, customerBody())).json().data;
    const res = await t.app.inject({ method: 'GET', url: `/api/user/clients/${created.id}/export`, headers: other.headers });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/user/clients/export.csv', () => {
  let exporter: CompanyUser;

  beforeAll(async () => {
    exporter = await createCompanyUser(t);
    await createCustomer(t, exporter.companyId, {
      firstName: 'Jürgen',
      lastName: 'Größe',
      city: 'Düsseldorf',
      greeting: 'MISTER',
      title: 'DOCTOR',
      comments: 'sagt "bar"; zahlt sofort',
      phoneNumber: '+49309876543',
    });
    await createCustomer(t, exporter.companyId, {
      type: 'BUSINESS',
      greeting: null,
      companyName: 'Muster Logistik GmbH',
      firstName: null,
      lastName: null,
      vatId: 'DE136695976',
      birthday: null,
      city: 'Hamburg',
      comments: '=HYPERLINK("http://evil")',
      phoneNumber: '+4915112345678',
    });
    await createCustomer(t, exporter.companyId, {
      firstName: 'Anna',
      lastName: 'Huber',
      city: 'Wien',
      phoneNumber: '+431234567',
    });
    await createCustomer(t, other.companyId, { firstName: 'Fremde', lastName: 'Kundin', city: 'Köln' });
  });

  const csv = (user: TestUser, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/user/clients/export.csv${query}`, headers: user.headers });

  it('is UTF-8 with BOM, `;` separated, CRLF, German header and labels, for Excel', async () => {
    const res = await csv(exporter, '?lang=de');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="kunden-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines).toHaveLength(4);
    expect(lines[0]!.split(';').slice(0, 7)).toEqual([
      'Kundenart',
      'Anrede',
      'Titel',
      'Firmenname',
      'Vorname',
      'Nachname',
      'USt-IdNr.',
    ]);
    const jurgen = lines.find((line) => line.includes('Jürgen'))!;
    expect(jurgen.startsWith('Privatperson;Herr;Dr.;;Jürgen;Größe;;')).toBe(true);
    expect(jurgen).toContain(';Düsseldorf;Deutschland;');
    expect(jurgen).toContain(';12.08.1964;');
    expect(jurgen).toContain(';"sagt ""bar""; zahlt sofort";');
    const business = lines.find((line) => line.includes('Muster Logistik'))!;
    expect(business.startsWith('Unternehmen;;;Muster Logistik GmbH;;;DE136695976;')).toBe(true);
    // A formula is defused: Excel shows it as text instead of running it.
    expect(business).toContain(`;"'=HYPERLINK(""http://evil"")";`);
  });

  it('writes phone numbers as Excel shows them without an apostrophe: German national, foreign with 00', async () => {
    const lines = (await csv(exporter, '?lang=de')).rawPayload.toString('utf8').slice(1).split('\r\n');
    const phoneColumn = lines[0]!.split(';').indexOf('Telefon');
    expect(phoneColumn).toBeGreaterThan(0);
    const phoneOf = (name: string) => lines.find((line) => line.includes(name))!.split(';')[phoneColumn];
    expect(phoneOf('Jürgen')).toBe('030 9876543');
    expect(phoneOf('Muster Logistik')).toBe('0151 12345678');
    expect(phoneOf('Huber')).toBe('0043 1 234567');
  });

  it('leaves out other companies’ customers and follows the search', async () => {
    const all = (await csv(exporter)).rawPayload.toString('utf8');
    expect(all).not.toContain('Fremde');
    const searched = (await csv(exporter, '?search=logistik')).rawPayload.toString('utf8');
    expect(searched).toContain('Muster Logistik GmbH');
    expect(searched).not.toContain('Jürgen');
  });

  it('writes English headers, labels and dates for lang=en, else the request’s language', async () => {
    const res = await csv(exporter, '?lang=en');
    expect(res.headers['content-disposition']).toMatch(/filename="customers-/);
    const text = res.rawPayload.toString('utf8');
    expect(text).toContain('Customer kind;Salutation;Title;Company name');
    expect(text).toContain('Private person;Mr;Dr.;;Jürgen;Größe;;');
    // Day first, as the English app shows dates (British English).
    expect(text).toContain(';12/08/1964;');
    expect(text).toContain(';Germany;');
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/user/clients/export.csv',
      headers: { ...exporter.headers, cookie: 'kontor_locale=en' },
    });
    expect(byCookie.rawPayload.toString('utf8')).toContain('Customer kind;');
  });

  it('is only a header row for a company without customers, and refuses without a token or with a bad lang', async () => {
    const empty = await createCompanyUser(t);
    const text = (await csv(empty)).rawPayload.toString('utf8');
    expect(text.split('\r\n')).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/clients/export.csv' })).statusCode).toBe(401);
    expect((await csv(exporter, '?lang=fr')).statusCode).toBe(422);
  });
});
