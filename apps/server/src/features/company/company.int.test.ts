import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../platform/db/schema/companies';
import { companyFormFields, storedFiles, waitForDocumentFiles, waitForJob } from '../../test/company-factories';
import { createCompanyUser, createUser } from '../../test/factories';
import { multipart, postFiles, sampleFiles } from '../../test/multipart';
import { useTestContext } from '../../test/test-context';

const t = useTestContext();

const upload = (headers: Record<string, string>, type: string, files: { filename: string; content: Buffer }[]) =>
  postFiles(t, `/api/user/company/upload-documents/${type}`, { headers, field: 'document', files });

describe('GET /api/countries', () => {
  it('lists every country with both names, Germany as 82, without login', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/countries' });
    expect(response.statusCode).toBe(200);
    const countries = response.json().data as { id: number; iso2: string; name_de: string; name_en: string }[];
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.find((country) => country.id === 82)).toEqual({
      id: 82,
      iso2: 'DE',
      name_de: 'Deutschland',
      name_en: 'Germany',
    });
  });
});

describe('GET /api/uploads/limits', () => {
  it('tells the client the limits and extensions', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/uploads/limits' });
    expect(response.json().data).toMatchObject({ max_mb: 10, max_files: 10, extensions: { logo: ['jpeg', 'png', 'jpg'] } });
  });
});

describe('POST /api/user/company', () => {
  it('creates the company with a logo, links it to the user, counts the logo and sends it to review as the legal document', async () => {
    const user = await createUser(t);
    const body = await multipart(companyFormFields({ vat_id: 'de 136 695 976', fax: '089 1234567' }), [
      { field: 'logo', filename: 'logo.png', content: sampleFiles.png },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/company',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const company = response.json().data;
    expect(company).toMatchObject({
      legal_name: 'Autohaus Sonne GmbH',
      country_id: 82,
      vat_id: 'DE136695976',
      fax: '+49891234567',
      additional_address: null,
      has_logo: true,
      status: 'UNVERIFIED',
      // The logo, and its copy as the legal document "company logo" (the banner asked for it again).
      used_storage: 2 * sampleFiles.png.length,
      storage_size: 1024 * 1024 * 1024,
    });
    expect(await waitForDocumentFiles(t, user.headers, 'COMPANY_LOGO')).toMatchObject({
      status: 'VERIFYING',
      files: [{ filename: 'logo.png' }],
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/company', headers: user.headers });
    expect(me.json().data.id).toBe(company.id);
    const logo = await t.app.inject({ method: 'GET', url: '/api/user/company/logo/view', headers: user.headers });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(sampleFiles.png)).toBe(true);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/company',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 422 with the code of every bad field', async () => {
    const user = await createUser(t);
    const body = await multipart(
      companyFormFields({
        legal_name: '',
        house_number: '123456789',
        postal_code: '8033',
        vat_id: 'DE036695976',
        tax_number: '12',
        commercial_register_number: 'HRX 1',
        website: 'kein link',
        iban: 'DE00123',
        bic: 'XX',
        fax: '12',
        phone: '123',
      }),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/company',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      legal_name: '0001',
      house_number: '9201',
      postal_code: '0027',
      vat_id: '9202',
      tax_number: '9203',
      commercial_register_number: '9204',
      website: '9205',
      iban: '9206',
      bic: '9207',
      fax: '9208',
      phone: '9124',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/company', headers: user.headers });
    expect(me.statusCode).toBe(403);
  });

  it('refuses a logo that is not an image by its content (415 5002) and creates nothing', async () => {
    const user = await createUser(t);
    const before = storedFiles(t).length;
    const body = await multipart(companyFormFields(), [{ field: 'logo', filename: 'logo.png', content: sampleFiles.pdf }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/company',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('5002');
    expect(storedFiles(t).length).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/company', headers: user.headers })).statusCode).toBe(403);
  });

  it('refuses an unverified user and a guest', async () => {
    const unverified = await createUser(t, { status: 'UNVERIFIED' });
    const body = await multipart(companyFormFields());
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/company',
          headers: { ...unverified.headers, ...body.headers },
          payload: body.payload,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/company', headers: body.headers, payload: body.payload })).statusCode,
    ).toBe(401);
  });
});

describe('company profile', () => {
  it('updates the data, replaces and deletes the logo, and keeps the storage exact', async () => {
    const user = await createCompanyUser(t);
    const first = await multipart(companyFormFields({ legal_name: 'Autohaus Mond KG', type: 'KG' }), [
      { field: 'logo', filename: 'a.jpg', content: sampleFiles.jpeg },
    ]);
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/user/company/update',
      headers: { ...user.headers, ...first.headers },
      payload: first.payload,
    });
    expect(updated.statusCode).toBe(200);
    // The first logo went to review as the legal document "company logo" too (a copy of its own).
    expect(updated.json().data).toMatchObject({
      legal_name: 'Autohaus Mond KG',
      type: 'KG',
      has_logo: true,
      used_storage: 2 * sampleFiles.jpeg.length,
    });
    await waitForDocumentFiles(t, user.headers, 'COMPANY_LOGO');
    const logoFiles = () => storedFiles(t).filter((file) => file.includes(user.companyId) && file.includes('/logo/'));

    // A later logo replaces the profile's; the document under review stays as it was sent.
    const second = await multipart(companyFormFields(), [{ field: 'logo', filename: 'b.png', content: sampleFiles.png }]);
    const replaced = await t.app.inject({
      method: 'POST',
      url: '/api/user/company/update',
      headers: { ...user.headers, ...second.headers },
      payload: second.payload,
    });
    expect(replaced.json().data.used_storage).toBe(sampleFiles.png.length + sampleFiles.jpeg.length);
    expect(logoFiles()).toHaveLength(1);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/user/company/logo', headers: user.headers });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toMatchObject({ has_logo: false, used_storage: sampleFiles.jpeg.length });
    expect(logoFiles()).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/company/logo/view', headers: user.headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/company/logo', headers: user.headers })).statusCode).toBe(404);
  });

  it('records whether the company is a small business (§19 UStG): no unless it says so', async () => {
    const user = await createCompanyUser(t);
    const update = async (fields: Record<string, string>) => {
      const body = await multipart(companyFormFields(fields));
      return t.app.inject({
        method: 'POST',
        url: '/api/user/company/update',
        headers: { ...user.headers, ...body.headers },
        payload: body.payload,
      });
    };
    expect((await update({ small_business: 'true' })).json().data).toMatchObject({ small_business: true });
    expect((await update({ small_business: 'false' })).json().data).toMatchObject({ small_business: false });
    expect((await update({})).json().data).toMatchObject({ small_business: false });
    const refused = await update({ small_business: 'perhaps' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ small_business: '5003' });
  });

  it('validates the update like the creation', async () => {
    const user = await createCompanyUser(t);
    const body = await multipart(companyFormFields({ postal_code: 'ABCDE' }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/company/update',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({ postal_code: '0027' });
  });

  it('takes the VAT id of the company’s country: an Austrian ATU number, not a German one, with its check digit', async () => {
    const user = await createCompanyUser(t);
    const update = async (fields: Record<string, string>) => {
      const body = await multipart(companyFormFields({ country_id: '16', postal_code: '1010', city: 'Wien', ...fields }));
      return t.app.inject({
        method: 'POST',
        url: '/api/user/company/update',
        headers: { ...user.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const german = await update({ vat_id: 'DE136695976' });
    expect(german.statusCode).toBe(422);
    expect(german.json().error.fields).toEqual({ vat_id: '9404' });
    const typo = await update({ vat_id: 'ATU13585628' });
    expect(typo.statusCode).toBe(422);
    expect(typo.json().error.fields).toEqual({ vat_id: '9403' });
    const austrian = await update({ vat_id: 'atu 13585627' });
    expect(austrian.statusCode).toBe(200);
    expect(austrian.json().data).toMatchObject({ vat_id: 'ATU13585627', country_id: 16 });
  });

  it('changes the bank data with checked IBAN and BIC', async () => {
    const user = await createCompanyUser(t);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/user/company/bank',
      headers: user.headers,
      payload: { bank_name: 'Deutsche Kreditbank', iban: 'DE02 1203 0000 0000 2020 51', bic: 'byladem1001' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      bank_name: 'Deutsche Kreditbank',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user/company/bank',
      headers: user.headers,
      payload: { bank_name: '', iban: 'DE02120300000000202052', bic: '1' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ bank_name: '0001', iban: '9206', bic: '9207' });
  });

  it("never shows or changes another company's data", async () => {
    const owner = await createCompanyUser(t);
    const stranger = await createCompanyUser(t);
    await t.ctx.database.db.update(companies).set({ bankName: 'Owner Bank' }).where(eq(companies.id, owner.companyId));
    const mine = await t.app.inject({ method: 'GET', url: '/api/user/company', headers: stranger.headers });
    expect(mine.json().data.id).toBe(stranger.companyId);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/company/bank',
      headers: stranger.headers,
      payload: { bank_name: 'X Bank', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    });
    const [row] = await t.ctx.database.db.select().from(companies).where(eq(companies.id, owner.companyId));
    expect(row!.bankName).toBe('Owner Bank');

    const uploaded = await upload(owner.headers, 'OWNER_PASSPORT', [{ filename: 'pass.pdf', content: sampleFiles.pdf }]);
    const suuid = uploaded.json().data.suuid as string;
    await waitForJob(t, `/api/user/company/uploading-documents-status/${suuid}`, owner.headers);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/user/company/uploading-documents-status/${suuid}`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const documents = await t.app.inject({ method: 'GET', url: '/api/user/company/documents', headers: stranger.headers });
    expect(
      documents
        .json()
        .data.every(
          (document: { status: string; files: unknown[] }) => document.status === 'UNVERIFIED' && document.files.length === 0,
        ),
    ).toBe(true);
    // The stranger has no logo, and the owner's is not reachable through any route of theirs.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/company/logo/view', headers: stranger.headers })).statusCode,
    ).toBe(404);
  });

  it('refuses a user without a company on every company route (403)', async () => {
    const user = await createUser(t);
    for (const [method, url] of [
      ['GET', '/api/user/company'],
      ['GET', '/api/user/company/documents'],
      ['GET', '/api/user/company/logo/view'],
      ['DELETE', '/api/user/company/logo'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: user.headers })).statusCode, url).toBe(403);
    }
  });
});
