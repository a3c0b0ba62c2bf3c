import { describe, expect, it } from 'vitest';
import { companyFormFields, waitForDocumentFiles } from '../../test/company-factories';
import { createCompanyUser, createUser, usedStorage } from '../../test/factories';
import { multipart, postFiles, sampleFiles } from '../../test/multipart';
import { useTestContext } from '../../test/test-context';

// The files of the company's uploads as the wire names them: `logo` for the logo (the name the web
// client sends, apps/web/src/features/company/company.api.ts), `document_1..n` for a legal document.

const t = useTestContext();

async function postCompany(url: string, headers: Record<string, string>, field: string) {
  const body = await multipart(companyFormFields(), [{ field, filename: 'logo.png', content: sampleFiles.png }]);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

describe('the logo of a company', () => {
  it('is only the file sent as `logo`; a file under another name is ignored on update, as the OCR route does', async () => {
    const user = await createCompanyUser(t);
    for (const field of ['document_1', 'image', 'Logo']) {
      const res = await postCompany('/api/user/company/update', user.headers, field);
      expect(res.statusCode, field).toBe(200);
      expect(res.json().data, field).toMatchObject({ has_logo: false, used_storage: 0 });
    }
    expect(await usedStorage(t, user.companyId)).toBe(0);
    const logo = await postCompany('/api/user/company/update', user.headers, 'logo');
    // The logo, and its copy as the legal document "company logo" under review.
    expect(logo.json().data).toMatchObject({ has_logo: true, used_storage: 2 * sampleFiles.png.length });
    await waitForDocumentFiles(t, user.headers, 'COMPANY_LOGO');
  });

  it('is only the file sent as `logo` when the company is created', async () => {
    const other = await postCompany('/api/user/company', (await createUser(t)).headers, 'picture');
    expect(other.statusCode).toBe(201);
    expect(other.json().data).toMatchObject({ has_logo: false, used_storage: 0 });
    const owner = await createUser(t);
    const logo = await postCompany('/api/user/company', owner.headers, 'logo');
    expect(logo.json().data).toMatchObject({ has_logo: true, used_storage: 2 * sampleFiles.png.length });
    await waitForDocumentFiles(t, owner.headers, 'COMPANY_LOGO');
  });
});

describe('a legal document upload without files', () => {
  it('names the missing field as the wire does: document_1', async () => {
    const user = await createCompanyUser(t);
    const res = await postFiles(t, '/api/user/company/upload-documents/OWNER_PASSPORT', {
      headers: user.headers,
      field: 'document',
      files: [],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: '0001', fields: { document_1: '0001' } });
  });
});
