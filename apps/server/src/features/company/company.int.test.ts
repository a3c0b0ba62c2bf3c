import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../platform/db/schema/companies';
import { companyFormFields, waitForDocumentFiles, waitForJob } from '../../test/company-factories';
import { createCompany, createCompanyUser, createUser, usedStorage } from '../../test/factories';
import { multipart, postFiles, sampleFiles } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-context';
import { companyRejectCommand, companyVerifyCommand } from './company.cli';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Every file under the storage root except the temp folder, relative. */
function storedFiles(): string[] {
  const root = path.join(t.dataDir, 'files');
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile() && !entry.parentPath.includes(`${path.sep}.tmp`))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const upload = (headers: Record<string, string>, type: string, files: { filename: string; content: Buffer }[]) =>
  postFiles(t, `/api/user/company/upload-documents/${type}`, { headers, field: 'document', files });
/** A file the document takes: the logo an image, any other a PDF. */
const fileFor = (type: string) =>
  type === 'COMPANY_LOGO'
    ? { filename: 'logo.png', content: sampleFiles.png }
    : { filename: `${type}.pdf`, content: sampleFiles.pdf };

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
    const before = storedFiles().length;
    const body = await multipart(companyFormFields(), [{ field: 'logo', filename: 'logo.png', content: sampleFiles.pdf }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/company',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('5002');
    expect(storedFiles().length).toBe(before);
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
    const logoFiles = () => storedFiles().filter((file) => file.includes(user.companyId) && file.includes('/logo/'));

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

describe('legal documents', () => {
  it('stores the files by a job with progress, locks the document, and derives the status by the operator', async () => {
    const user = await createCompanyUser(t);
    const files = [
      { filename: 'Ausweis-vorne.pdf', content: sampleFiles.pdf },
      { filename: 'Ausweis-hinten.png', content: sampleFiles.png },
    ];
    const response = await upload(user.headers, 'OWNER_PASSPORT', files);
    expect(response.statusCode).toBe(202);
    const suuid = response.json().data.suuid as string;
    const { data } = await waitForJob(t, `/api/user/company/uploading-documents-status/${suuid}`, user.headers);
    expect(data).toMatchObject({ status: 'DONE', progress: 100, error: null });

    const listed = await t.app.inject({ method: 'GET', url: '/api/user/company/documents', headers: user.headers });
    const passport = listed.json().data.find((document: { type: string }) => document.type === 'OWNER_PASSPORT');
    expect(passport).toMatchObject({ status: 'VERIFYING', reason: null });
    expect(passport.files.map((file: { filename: string }) => file.filename).sort()).toEqual([
      'Ausweis-hinten.png',
      'Ausweis-vorne.pdf',
    ]);
    expect(await usedStorage(t, user.companyId)).toBe(sampleFiles.pdf.length + sampleFiles.png.length);
    expect(storedFiles().filter((file) => file.includes(user.companyId) && file.includes('staging'))).toHaveLength(0);
    // Three types still missing and nothing rejected: unverified, not "rejected".
    expect((await t.app.inject({ method: 'GET', url: '/api/user/company', headers: user.headers })).json().data.status).toBe(
      'UNVERIFIED',
    );

    // Once uploaded, a document can be neither replaced nor uploaded again.
    const again = await upload(user.headers, 'OWNER_PASSPORT', files);
    expect(again.statusCode).toBe(409);

    for (const type of ['COMPANY_LOGO', 'BUSINESS_REGISTRATION', 'TRADE_REGISTER']) {
      const started = await upload(user.headers, type, [fileFor(type)]);
      await waitForJob(t, `/api/user/company/uploading-documents-status/${started.json().data.suuid}`, user.headers);
    }
    const company = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user/company', headers: user.headers })).json().data;
    expect((await company()).status).toBe('VERIFYING');

    await companyVerifyCommand.run(t.ctx, [user.companyId, 'OWNER_PASSPORT']);
    await companyVerifyCommand.run(t.ctx, [user.email, 'company_logo']);
    await companyVerifyCommand.run(t.ctx, [user.companyId, 'BUSINESS_REGISTRATION']);
    // Three verified and one still being checked.
    expect((await company()).status).toBe('VERIFYING');
    await companyRejectCommand.run(t.ctx, [user.companyId, 'TRADE_REGISTER', '--reason', 'Auszug älter als 6 Monate']);
    expect((await company()).status).toBe('REJECTED');
    const rejected = (await t.app.inject({ method: 'GET', url: '/api/user/company/documents', headers: user.headers }))
      .json()
      .data.find((document: { type: string }) => document.type === 'TRADE_REGISTER');
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'Auszug älter als 6 Monate' });
    const mails = t.mails().filter((mail) => mail.includes(user.email));
    expect(mails).toHaveLength(4);
    expect(mails.at(-1)).toContain('Auszug');

    // A rejected document may be uploaded again; the old files are given up and their storage released.
    const beforeReupload = await usedStorage(t, user.companyId);
    const reupload = await upload(user.headers, 'TRADE_REGISTER', [{ filename: 'neu.png', content: sampleFiles.png }]);
    expect(reupload.statusCode).toBe(202);
    await waitForJob(t, `/api/user/company/uploading-documents-status/${reupload.json().data.suuid}`, user.headers);
    expect(await usedStorage(t, user.companyId)).toBe(beforeReupload - sampleFiles.pdf.length + sampleFiles.png.length);
    expect((await company()).status).toBe('VERIFYING');
    await companyVerifyCommand.run(t.ctx, [user.companyId, 'TRADE_REGISTER']);
    expect((await company()).status).toBe('VERIFIED');
  });

  it('is REJECTED only while a document is rejected, else UNVERIFIED while one is missing', async () => {
    const user = await createCompanyUser(t);
    const company = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user/company', headers: user.headers })).json().data;
    expect((await company()).status).toBe('UNVERIFIED');
    const passport = await upload(user.headers, 'OWNER_PASSPORT', [{ filename: 'ausweis.pdf', content: sampleFiles.pdf }]);
    await waitForJob(t, `/api/user/company/uploading-documents-status/${passport.json().data.suuid}`, user.headers);
    await companyVerifyCommand.run(t.ctx, [user.companyId, 'OWNER_PASSPORT']);
    expect((await company()).status).toBe('UNVERIFIED');

    const logo = await upload(user.headers, 'COMPANY_LOGO', [{ filename: 'logo.png', content: sampleFiles.png }]);
    await waitForJob(t, `/api/user/company/uploading-documents-status/${logo.json().data.suuid}`, user.headers);
    await companyRejectCommand.run(t.ctx, [user.email, 'COMPANY_LOGO', '--reason', 'Logo unscharf']);
    // Rejected wins over the two types still missing: the reason is what the dealer must see.
    expect((await company()).status).toBe('REJECTED');
    const documents = (await t.app.inject({ method: 'GET', url: '/api/user/company/documents', headers: user.headers })).json()
      .data;
    expect(documents.find((document: { type: string }) => document.type === 'COMPANY_LOGO')).toMatchObject({
      status: 'REJECTED',
      reason: 'Logo unscharf',
    });

    const again = await upload(user.headers, 'COMPANY_LOGO', [{ filename: 'logo-neu.png', content: sampleFiles.png }]);
    await waitForJob(t, `/api/user/company/uploading-documents-status/${again.json().data.suuid}`, user.headers);
    expect((await company()).status).toBe('UNVERIFIED');
    // The status is stored, not only derived on reading.
    const [row] = await t.ctx.database.db
      .select({ status: companies.status })
      .from(companies)
      .where(eq(companies.id, user.companyId));
    expect(row!.status).toBe('UNVERIFIED');
  });

  it('verifies a sole trader without a register extract, and asks for one once the legal form is registered', async () => {
    const user = await createCompanyUser(t);
    const company = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user/company', headers: user.headers })).json().data;
    const documents = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user/company/documents', headers: user.headers })).json().data;
    const changeType = async (type: string, extra: Record<string, string> = {}) => {
      const body = await multipart(companyFormFields({ type, ...extra }));
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/company/update',
        headers: { ...user.headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(200);
    };
    await changeType('EINZELUNTERNEHMER', { commercial_register_number: '', commercial_register_name: '' });
    expect((await documents()).find((document: { type: string }) => document.type === 'TRADE_REGISTER')).toMatchObject({
      required: false,
    });
    for (const type of ['COMPANY_LOGO', 'OWNER_PASSPORT', 'BUSINESS_REGISTRATION']) {
      const started = await upload(user.headers, type, [fileFor(type)]);
      await waitForJob(t, `/api/user/company/uploading-documents-status/${started.json().data.suuid}`, user.headers);
      await companyVerifyCommand.run(t.ctx, [user.companyId, type]);
    }
    expect((await company()).status).toBe('VERIFIED');
    // Registered now (a GmbH): the extract is required, and the company is unverified until it is there.
    await changeType('GMBH');
    expect((await documents()).find((document: { type: string }) => document.type === 'TRADE_REGISTER')).toMatchObject({
      required: true,
    });
    expect((await company()).status).toBe('UNVERIFIED');
  });

  it('refuses a file whose content is not what its name says (415 5002) and stores nothing', async () => {
    const user = await createCompanyUser(t);
    const response = await upload(user.headers, 'BUSINESS_REGISTRATION', [
      { filename: 'ok.pdf', content: sampleFiles.pdf },
      { filename: 'evil.pdf', content: sampleFiles.elf },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('5002');
    expect(await usedStorage(t, user.companyId)).toBe(0);
    expect(storedFiles().filter((file) => file.includes(user.companyId))).toHaveLength(0);
    const documents = (await t.app.inject({ method: 'GET', url: '/api/user/company/documents', headers: user.headers })).json()
      .data;
    expect(documents.every((document: { status: string }) => document.status === 'UNVERIFIED')).toBe(true);
  });

  it('refuses an upload that would pass the storage limit whole (416 5007) and stores nothing', async () => {
    const company = await createCompany(t, { storageSize: 1000, usedStorage: 900 });
    const user = await createUser(t, { companyId: company.id });
    const response = await upload(user.headers, 'OWNER_PASSPORT', [
      { filename: 'a.pdf', content: sampleFiles.pdf },
      { filename: 'b.png', content: sampleFiles.png },
    ]);
    expect(response.statusCode).toBe(416);
    expect(response.json().error.code).toBe('5007');
    expect(await usedStorage(t, company.id)).toBe(900);
    expect(storedFiles().filter((file) => file.includes(company.id))).toHaveLength(0);
    const documents = (await t.app.inject({ method: 'GET', url: '/api/user/company/documents', headers: user.headers })).json()
      .data;
    expect(documents.find((document: { type: string }) => document.type === 'OWNER_PASSPORT').status).toBe('UNVERIFIED');

    const logo = await multipart(companyFormFields(), [
      { field: 'logo', filename: 'l.png', content: Buffer.concat([sampleFiles.png, Buffer.alloc(200)]) },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/company/update',
      headers: { ...user.headers, ...logo.headers },
      payload: logo.payload,
    });
    expect(refused.statusCode).toBe(416);
    expect(await usedStorage(t, company.id)).toBe(900);
    expect(storedFiles().filter((file) => file.includes(company.id))).toHaveLength(0);
  });

  it('refuses too many files (413 5008), no files (422) and an unknown type (400)', async () => {
    const user = await createCompanyUser(t);
    const many = await upload(
      user.headers,
      'OWNER_PASSPORT',
      Array.from({ length: 11 }, (_, n) => ({ filename: `${n}.pdf`, content: sampleFiles.pdf })),
    );
    expect(many.statusCode).toBe(413);
    expect(many.json().error.code).toBe('5008');
    const none = await upload(user.headers, 'OWNER_PASSPORT', []);
    expect(none.statusCode).toBe(422);
    expect((await upload(user.headers, 'SELFIE', [{ filename: 'a.pdf', content: sampleFiles.pdf }])).statusCode).toBe(400);
    expect(await usedStorage(t, user.companyId)).toBe(0);
  });

  it('takes only a logo’s image types as the company logo (415 5002), and stores nothing else', async () => {
    const user = await createCompanyUser(t);
    const pdf = await upload(user.headers, 'COMPANY_LOGO', [{ filename: 'logo.pdf', content: sampleFiles.pdf }]);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error.code).toBe('5002');
    expect(await usedStorage(t, user.companyId)).toBe(0);
    expect((await upload(user.headers, 'COMPANY_LOGO', [{ filename: 'logo.png', content: sampleFiles.png }])).statusCode).toBe(
      202,
    );
    // Any other document may still be a PDF.
    expect(
      (await upload(user.headers, 'OWNER_PASSPORT', [{ filename: 'passport.pdf', content: sampleFiles.pdf }])).statusCode,
    ).toBe(202);
  });

  it('keeps the storage exact when uploads race for the last bytes', async () => {
    const company = await createCompany(t, { storageSize: sampleFiles.pdf.length * 2 + 10 });
    const user = await createUser(t, { companyId: company.id });
    const results = await Promise.all(
      ['OWNER_PASSPORT', 'BUSINESS_REGISTRATION', 'TRADE_REGISTER'].map((type) =>
        upload(user.headers, type, [{ filename: 'x.pdf', content: sampleFiles.pdf }]),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([202, 202, 416]);
    expect(await usedStorage(t, company.id)).toBe(sampleFiles.pdf.length * 2);
  });

  it('says why an operator command cannot run', async () => {
    const user = await createCompanyUser(t);
    await expect(companyVerifyCommand.run(t.ctx, [user.companyId, 'OWNER_PASSPORT'])).rejects.toThrow(/not been uploaded/);
    await expect(companyVerifyCommand.run(t.ctx, ['nobody@example.de', 'OWNER_PASSPORT'])).rejects.toThrow(/no company/);
    await expect(companyVerifyCommand.run(t.ctx, [user.companyId, 'SELFIE'])).rejects.toThrow(/document type/);
    await expect(companyRejectCommand.run(t.ctx, [user.companyId, 'OWNER_PASSPORT'])).rejects.toThrow(/usage/);
  });
});
