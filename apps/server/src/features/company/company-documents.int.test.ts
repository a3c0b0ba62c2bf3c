import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../platform/db/schema/companies';
import { companyFormFields, storedFiles, waitForJob } from '../../test/company-factories';
import { createCompany, createCompanyUser, createUser, usedStorage } from '../../test/factories';
import { multipart, postFiles, sampleFiles } from '../../test/multipart';
import { useTestContext } from '../../test/test-context';
import { companyRejectCommand, companyVerifyCommand } from './company.cli';

// A company's legal documents: stored by a job, locked once uploaded, checked by the operator's commands,
// and the company status derived from them; the refusals of a bad upload and the storage limit.

const t = useTestContext();

const upload = (headers: Record<string, string>, type: string, files: { filename: string; content: Buffer }[]) =>
  postFiles(t, `/api/user/company/upload-documents/${type}`, { headers, field: 'document', files });
/** A file the document takes: the logo an image, any other a PDF. */
const fileFor = (type: string) =>
  type === 'COMPANY_LOGO'
    ? { filename: 'logo.png', content: sampleFiles.png }
    : { filename: `${type}.pdf`, content: sampleFiles.pdf };

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
    expect(storedFiles(t).filter((file) => file.includes(user.companyId) && file.includes('staging'))).toHaveLength(0);
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
    expect(storedFiles(t).filter((file) => file.includes(user.companyId))).toHaveLength(0);
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
    expect(storedFiles(t).filter((file) => file.includes(company.id))).toHaveLength(0);
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
    expect(storedFiles(t).filter((file) => file.includes(company.id))).toHaveLength(0);
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
