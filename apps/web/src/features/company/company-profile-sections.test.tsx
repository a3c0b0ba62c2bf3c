import { keysToSnake } from '@kontor/domain/case';
import type { Company, CompanyDocument } from '@kontor/domain/company';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { SAMPLE_COMPANY } from '@kontor/domain/sample-data';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UnsavedGuardContext } from '../../app/use-unsaved-guard';
import { type Answer, type Call, renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import type { ReactElement } from 'react';
import { BankCard } from './bank-card';
import { CompanyDetailsCard } from './company-details-card';
import { CompanyProfileSections } from './company-profile-sections';
import { LegalDocumentsCard } from './legal-documents-card';

// The company part of Manage Profile: the company's data, bank details, logo and legal documents,
// each card saving on its own. Most tests render only the card they are about: the whole part is
// several antd forms, slow to render on a busy machine.

const en = catalogs.en;
const fields = en.company.fields;

setUpScreenTests({ wide: true });

const company: Company = {
  ...SAMPLE_COMPANY,
  id: 'c-1',
  additionalAddress: null,
  hasLogo: false,
  status: 'UNVERIFIED',
  usedStorage: 0,
  storageSize: 1_000_000,
  invoiceNumbering: null,
  serviceInvoiceNumbering: null,
  customTemplates: null,
};

const file = (filename: string) => ({ id: `f-${filename}`, filename, size: 1000, uploadedAt: '2026-11-02T10:00:00Z' });
const documents: CompanyDocument[] = [
  { type: 'OWNER_PASSPORT', status: 'UNVERIFIED', reason: null, required: true, files: [] },
  {
    type: 'BUSINESS_REGISTRATION',
    status: 'REJECTED',
    reason: 'The scan is unreadable',
    required: true,
    files: [file('gewerbe.pdf')],
  },
  { type: 'TRADE_REGISTER', status: 'VERIFYING', reason: null, required: true, files: [file('hr-auszug.pdf')] },
];

const ok = (data: unknown): Answer => ({ status: 200, body: { data: keysToSnake(data) } });

/** The bodies sent to `path`, as the kit reads them (multipart fields by name, a file by its name). */
const sentTo = (calls: Call[], path: string) =>
  calls.filter((call) => call.path === path && call.body !== undefined).map((call) => call.body);
const anythingSent = (calls: Call[]) => calls.some((call) => call.body !== undefined);

/** `element` (by default the whole company part) with the stored company; `answers` add to or replace the defaults. */
function renderSections(
  answers: Record<string, Answer | ((body: unknown) => Answer)> = {},
  element: ReactElement = <CompanyProfileSections />,
) {
  const calls = stubServer({
    '/api/countries': ok([{ id: 82, iso2: 'DE', nameDe: 'Deutschland', nameEn: 'Germany' }]),
    '/api/uploads/limits': ok({
      maxMb: 10,
      maxFiles: 5,
      extensions: { general: ['pdf', 'jpg'], images: ['jpg'], logo: ['jpeg', 'png', 'jpg'] },
    }),
    '/api/user/company': ok(company),
    '/api/user/company/documents': ok(documents),
    ...answers,
  });
  renderScreen([{ path: '/profile', element }], '/profile');
  return calls;
}

const detailsCard = <CompanyDetailsCard company={company} />;
const bankCard = <BankCard company={company} />;
const documentsCard = <LegalDocumentsCard company={company} />;

const card = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
const typeInto = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label, { exact: true }), { target: { value } });

describe('the company’s data', { timeout: 15_000 }, () => {
  it('shows the stored company with its phone numbers grouped and its status', async () => {
    renderSections({}, detailsCard);
    const details = await card(en.company.sections.company);
    expect((within(details).getByLabelText(fields.legalName) as HTMLInputElement).value).toBe('Autohaus Sonne GmbH');
    expect((within(details).getByLabelText(fields.landlineNumber) as HTMLInputElement).value).toBe('+49 89 1234560');
    expect(within(details).getByTestId('company-status').textContent).toBe(en.company.statuses.UNVERIFIED);
    // The bank details are a card of their own, not part of this form.
    expect(within(details).queryByLabelText(fields.iban)).toBeNull();
  });

  it('saves the edited company as multipart fields, without bank details and without a logo', async () => {
    const calls = renderSections({ '/api/user/company/update': ok({ ...company, city: 'Augsburg' }) }, detailsCard);
    const details = await card(en.company.sections.company);
    typeInto(details, fields.city, 'Augsburg');
    typeInto(details, fields.postalCode, '86150');
    fireEvent.click(within(details).getByRole('button', { name: en.company.profile.save }));
    expect(await screen.findByText(en.company.profile.updated)).toBeTruthy();
    const [sent, ...more] = sentTo(calls, '/api/user/company/update') as Record<string, unknown>[];
    expect(more).toEqual([]);
    expect(sent).toMatchObject({
      legal_name: 'Autohaus Sonne GmbH',
      type: 'GMBH',
      city: 'Augsburg',
      postal_code: '86150',
      country_id: '82',
      vat_id: 'DE136695976',
      // Shown grouped, sent in E.164 again.
      landline_number: '+49891234560',
      fax: '+49891234567',
    });
    // An empty optional field goes as '' (the server reads it as null).
    expect(sent.additional_address).toBe('');
    for (const absent of ['bank_name', 'iban', 'bic', 'logo', 'id', 'status', 'has_logo'])
      expect(sent, absent).not.toHaveProperty(absent);
  });

  it('sends a newly chosen logo with the company data and clears the choice once saved', async () => {
    const calls = renderSections({ '/api/user/company/update': ok({ ...company, hasLogo: true }) }, detailsCard);
    const details = await card(en.company.sections.company);
    const choose = (await within(details).findByText(en.company.upload.chooseOne)).closest('button')!;
    await waitFor(() => expect(choose.hasAttribute('disabled')).toBe(false));
    const input = choose.closest('.ant-form-item')!.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['png'], 'new-logo.png', { type: 'image/png' })] } });
    expect(await within(details).findByText('new-logo.png')).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: en.company.profile.save }));
    expect(await screen.findByText(en.company.profile.updated)).toBeTruthy();
    expect(sentTo(calls, '/api/user/company/update')).toEqual([expect.objectContaining({ logo: { file: 'new-logo.png' } })]);
    await waitFor(() => expect(within(details).queryByText('new-logo.png')).toBeNull());
  });

  it('checks the postal code for the country before saving', async () => {
    const calls = renderSections({}, detailsCard);
    const details = await card(en.company.sections.company);
    typeInto(details, fields.postalCode, '1234');
    fireEvent.click(within(details).getByRole('button', { name: en.company.profile.save }));
    expect(await within(details).findByText(en.errors['0027'])).toBeTruthy();
    expect(anythingSent(calls)).toBe(false);
  });

  it('puts the server’s 422 field codes at their fields', async () => {
    renderSections(
      { '/api/user/company/update': { status: 422, body: { error: { code: '0001', fields: { tax_number: '9203' } } } } },
      detailsCard,
    );
    const details = await card(en.company.sections.company);
    fireEvent.click(within(details).getByRole('button', { name: en.company.profile.save }));
    expect(await within(details).findByText(en.errors['9203'])).toBeTruthy();
    expect(screen.queryByText(en.company.profile.updated)).toBeNull();
  });
});

describe('the bank details', { timeout: 15_000 }, () => {
  it('shows the stored IBAN in groups of four', async () => {
    renderSections({}, bankCard);
    const bank = await card(en.company.sections.bank);
    expect((within(bank).getByLabelText(fields.iban) as HTMLInputElement).value).toBe('DE89 3704 0044 0532 0130 00');
    expect((within(bank).getByLabelText(fields.bic) as HTMLInputElement).value).toBe('COBADEFFXXX');
  });

  it('refuses an IBAN with a wrong check digit and an empty bank name, and sends nothing', async () => {
    const calls = renderSections({}, bankCard);
    const bank = await card(en.company.sections.bank);
    typeInto(bank, fields.iban, 'DE89 3704 0044 0532 0130 01');
    typeInto(bank, fields.bankName, '');
    fireEvent.click(within(bank).getByRole('button', { name: en.company.profile.saveBank }));
    expect(await within(bank).findByText(en.errors['9206'])).toBeTruthy();
    expect(within(bank).getByText(en.errors['0001'])).toBeTruthy();
    expect(anythingSent(calls)).toBe(false);
  });

  it('saves bank name, IBAN and BIC and shows the IBAN grouped as the server stored it', async () => {
    const saved = { ...company, bankName: 'Volksbank', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' };
    const calls = renderSections({ '/api/user/company/bank': ok(saved) }, bankCard);
    const bank = await card(en.company.sections.bank);
    typeInto(bank, fields.bankName, 'Volksbank');
    typeInto(bank, fields.iban, 'de02120300000000202051');
    typeInto(bank, fields.bic, 'BYLADEM1001');
    fireEvent.click(within(bank).getByRole('button', { name: en.company.profile.saveBank }));
    expect(await screen.findByText(en.company.profile.bankUpdated)).toBeTruthy();
    // Sent as typed; the server's schema compacts it.
    expect(sentTo(calls, '/api/user/company/bank')).toEqual([
      { bank_name: 'Volksbank', iban: 'de02120300000000202051', bic: 'BYLADEM1001' },
    ]);
    await waitFor(() =>
      expect((within(bank).getByLabelText(fields.iban) as HTMLInputElement).value).toBe('DE02 1203 0000 0000 2020 51'),
    );
  });
});

describe('the cards and the page’s question about unsaved changes', { timeout: 15_000 }, () => {
  /** Renders `element` under a guard that writes down what the cards tell it (Manage Profile provides the real one). */
  function renderGuarded(element: ReactElement, answers: Record<string, Answer>) {
    const told: string[] = [];
    const guard = {
      markChanged: (part = '') => told.push(`changed ${part}`),
      markSaved: (part = '') => told.push(`saved ${part}`),
    };
    renderSections(answers, <UnsavedGuardContext value={guard}>{element}</UnsavedGuardContext>);
    return told;
  }

  it('tells the guard when the bank details change and when they are saved', async () => {
    const told = renderGuarded(bankCard, { '/api/user/company/bank': ok({ ...company, bankName: 'Volksbank' }) });
    const bank = await card(en.company.sections.bank);
    expect(told).toEqual([]);
    typeInto(bank, fields.bankName, 'Volksbank');
    expect(told).toEqual(['changed bank']);
    fireEvent.click(within(bank).getByRole('button', { name: en.company.profile.saveBank }));
    await screen.findByText(en.company.profile.bankUpdated);
    expect(told.at(-1)).toBe('saved bank');
  });

  it('tells the guard when the company’s data change and when they are saved', async () => {
    const told = renderGuarded(detailsCard, { '/api/user/company/update': ok({ ...company, city: 'Augsburg' }) });
    const details = await card(en.company.sections.company);
    typeInto(details, fields.city, 'Augsburg');
    expect(told).toEqual(['changed company']);
    fireEvent.click(within(details).getByRole('button', { name: en.company.profile.save }));
    await screen.findByText(en.company.profile.updated);
    expect(told.at(-1)).toBe('saved company');
  });
});

describe('the logo and the legal documents', { timeout: 15_000 }, () => {
  it('shows the whole company part; no logo when none is stored', async () => {
    renderSections();
    for (const title of [en.company.sections.company, en.company.sections.bank, en.company.sections.documents])
      expect(await card(title)).toBeTruthy();
    const logo = await card(en.company.sections.logo);
    expect(within(logo).getByText(en.company.profile.noLogo)).toBeTruthy();
    expect(within(logo).queryByRole('button', { name: en.company.profile.deleteLogo })).toBeNull();
  });

  it('shows the stored logo and deletes it after a confirmation', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => undefined }));
    const calls = renderSections({
      '/api/user/company': ok({ ...company, hasLogo: true }),
      '/api/user/company/logo/view': { status: 200, body: 'PNG' },
      '/api/user/company/logo': ok(company),
    });
    const logo = await card(en.company.sections.logo);
    expect((await within(logo).findByAltText(en.company.profile.logoAlt)).getAttribute('src')).toBe('blob:logo');
    fireEvent.click(within(logo).getByRole('button', { name: en.company.profile.deleteLogo }));
    const confirm = (await screen.findByText(en.company.profile.deleteLogoConfirm)).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: en.company.profile.deleteLogo }));
    expect(await screen.findByText(en.company.profile.logoDeleted)).toBeTruthy();
    expect(await within(logo).findByText(en.company.profile.noLogo)).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/user/company/logo')).toHaveLength(1);
  });

  it('shows each document with its status: a reason when rejected, locked while checked, its files', async () => {
    renderSections({}, documentsCard);
    const rejected = await screen.findByTestId('document-BUSINESS_REGISTRATION');
    expect(within(rejected).getByText(en.company.statuses.REJECTED)).toBeTruthy();
    expect(within(rejected).getByText('Reason: The scan is unreadable')).toBeTruthy();
    expect(within(rejected).getByText(/gewerbe\.pdf/)).toBeTruthy();
    // A rejected document may be uploaded again.
    expect(within(rejected).getByRole('button', { name: en.company.documents.upload })).toBeTruthy();

    const checking = screen.getByTestId('document-TRADE_REGISTER');
    expect(within(checking).getByText(en.company.statuses.VERIFYING)).toBeTruthy();
    expect(within(checking).getByText(en.company.documents.locked)).toBeTruthy();
    expect(within(checking).queryByRole('button', { name: en.company.documents.upload })).toBeNull();
    expect(screen.getByTestId('documents-company-status').textContent).toBe(en.company.statuses.UNVERIFIED);
  });

  it('says of a register extract a sole trader has none of that the legal form does not require it', async () => {
    const soleTrader = documents.map((document) =>
      document.type === 'TRADE_REGISTER' ? { ...document, status: 'UNVERIFIED' as const, required: false, files: [] } : document,
    );
    renderSections({ '/api/user/company/documents': ok(soleTrader) }, documentsCard);
    const extract = await screen.findByTestId('document-TRADE_REGISTER');
    expect(within(extract).getByText(en.company.documents.notRequired)).toBeTruthy();
    expect(within(extract).queryByText(en.company.statuses.UNVERIFIED)).toBeNull();
    // It may still be uploaded (a registered sole trader, e.K., has one).
    expect(within(extract).getByRole('button', { name: en.company.documents.upload })).toBeTruthy();
  });

  it('uploads the chosen file as document_1, shows the progress and says when it is done', async () => {
    let polls = 0;
    const calls = renderSections(
      {
        '/api/user/company/upload-documents': ok({ suuid: 's-1' }),
        '/api/user/company/uploading-documents-status': () => {
          polls += 1;
          return ok({
            suuid: 's-1',
            status: polls === 1 ? 'RUNNING' : 'DONE',
            progress: polls === 1 ? 40 : 100,
            result: null,
            error: null,
          });
        },
      },
      documentsCard,
    );
    const row = await screen.findByTestId('document-OWNER_PASSPORT');
    const upload = within(row).getByRole('button', { name: en.company.documents.upload });
    // Nothing chosen yet: nothing to upload.
    expect(upload.hasAttribute('disabled')).toBe(true);
    await waitFor(() =>
      expect(within(row).getByText(en.company.upload.choose).closest('button')!.hasAttribute('disabled')).toBe(false),
    );
    const input = row.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' })] } });
    expect(await within(row).findByText('passport.pdf')).toBeTruthy();
    await waitFor(() => expect(upload.hasAttribute('disabled')).toBe(false));
    fireEvent.click(upload);
    expect(await within(row).findByRole('progressbar', { name: en.company.documents.uploading })).toBeTruthy();
    expect(await screen.findByText(en.company.documents.uploaded)).toBeTruthy();
    expect(calls.filter((call) => call.body !== undefined)).toEqual([
      { path: '/api/user/company/upload-documents/OWNER_PASSPORT', body: { document_1: { file: 'passport.pdf' } } },
    ]);
    // Done: the chosen file is cleared and the progress is gone.
    await waitFor(() => expect(within(row).queryByText('passport.pdf')).toBeNull());
    expect(within(row).queryByRole('progressbar')).toBeNull();
  });

  // Any document takes a PDF but no program; the company logo takes only a logo's image types.
  it.each([
    { type: 'OWNER_PASSPORT', file: 'passport.exe' },
    { type: 'COMPANY_LOGO', file: 'logo.pdf' },
  ] as const)('refuses $file as $type in the browser', async ({ type, file }) => {
    const logo: CompanyDocument = { type: 'COMPANY_LOGO', status: 'UNVERIFIED', reason: null, required: true, files: [] };
    const calls = renderSections({ '/api/user/company/documents': ok([logo, ...documents]) }, documentsCard);
    const row = await screen.findByTestId(`document-${type}`);
    await waitFor(() =>
      expect(within(row).getByText(en.company.upload.choose).closest('button')!.hasAttribute('disabled')).toBe(false),
    );
    const input = row.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], file)] } });
    expect(await screen.findByText(`${file}: ${en.company.upload.unsupported}`)).toBeTruthy();
    expect(within(row).getByRole('button', { name: en.company.documents.upload }).hasAttribute('disabled')).toBe(true);
    expect(anythingSent(calls)).toBe(false);
  });
});
