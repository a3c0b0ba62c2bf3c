import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { PDF, PNG } from '../support/files';
import { captureScreens } from '../support/screens';
import { newDealer } from '../support/session';
import { documentText } from '../../packages/domain/src/i18n/documents/catalog';
import { texts } from '../support/texts';

// The company in the browser, in German and in English: create the company with a logo, edit it and the
// bank data, delete the logo, upload the legal documents with progress, and see the banner go when
// the operator verifies them (the real operator command against the running server's database).

/** The text of a downloaded PDF, read back by pdf.js. */
async function pdfText(file: string): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(readFileSync(file)));
  return (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ');
}

/** The operator command, run like `npm run admin -- …` against the e2e server's embedded database. */
function admin(...args: string[]): void {
  const entry = process.env.E2E_SERVER_ENTRY ?? path.resolve('apps/server/dist/main.js');
  execFileSync(process.execPath, [path.join(path.dirname(entry), 'cli.js'), '--cli', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

const formItem = (page: Page, label: string) =>
  page.locator('.ant-form-item').filter({ has: page.getByText(label, { exact: true }) });

for (const locale of ['de', 'en'] as const) {
  test(`company (${locale}): create with logo, edit, bank, logo, legal documents and verification`, async ({ page }) => {
    test.setTimeout(300_000);
    const tx = texts(locale);
    const field = (name: string) => page.getByLabel(tx(`company.fields.${name}`), { exact: true });

    const dealer = await newDealer(page, { locale, withCompany: false });
    await expect(page).toHaveURL(/\/create-company$/);
    await expect(page.getByRole('heading', { name: tx('company.create.title'), level: 2 })).toBeVisible();

    // Every required field says so; a wrong postal code, VAT id and IBAN say why.
    await page.getByRole('button', { name: tx('company.create.submit') }).click();
    await expect(formItem(page, tx('company.fields.legalName')).getByText(tx('errors.0001'))).toBeVisible();
    await field('legalName').fill(locale === 'de' ? 'Autohaus Sonnenschein' : 'Sunshine Cars');
    // The form shows the name as invoices print it, with the legal form (GmbH is preselected); typed with it, it is not doubled.
    await expect(formItem(page, tx('company.fields.legalName'))).toContainText(
      tx('company.hints.printedName', { name: locale === 'de' ? 'Autohaus Sonnenschein GmbH' : 'Sunshine Cars GmbH' }),
    );
    await field('legalName').fill(locale === 'de' ? 'Autohaus Sonnenschein GmbH' : 'Sunshine Cars GmbH');
    await expect(formItem(page, tx('company.fields.legalName'))).toContainText(
      tx('company.hints.printedName', { name: locale === 'de' ? 'Autohaus Sonnenschein GmbH' : 'Sunshine Cars GmbH' }),
    );
    await field('owner').fill(`${dealer.firstName} ${dealer.lastName}`);
    await field('streetAddress').fill('Leopoldstraße');
    // Nothing typed is cut: a house number over 8 characters stays as typed and is refused at the field (9201).
    await field('houseNumber').fill('42b-1234567');
    await expect(field('houseNumber')).toHaveValue('42b-1234567');
    await expect(page.getByText(tx('errors.9201'))).toBeVisible();
    await field('houseNumber').fill('42b');
    await field('postalCode').fill('8080');
    await expect(page.getByText(tx('errors.0027'))).toBeVisible();
    await field('postalCode').fill('80802');
    await field('city').fill('München');
    await field('taxNumber').fill('143/123/45678');
    // Well formed, but its check digit is wrong: refused for that (9403).
    await field('vatId').fill('DE136695977');
    await expect(page.getByText(tx('errors.9403'))).toBeVisible();
    await field('vatId').fill('DE 136 695 976');
    await field('commercialRegisterNumber').fill('HRB 123456');
    await field('commercialRegisterName').fill('Amtsgericht München');
    await field('website').fill('www.autohaus-sonnenschein.de');
    await field('phone').fill('+49 151 23456789');
    await field('email').fill(dealer.email);
    await field('landlineNumber').fill('089 1234567');
    await field('fax').fill('089 1234568');
    await field('bankName').fill('Stadtsparkasse München');
    await field('iban').fill('DE89 3704 0044 0532 0130 01');
    await expect(page.getByText(tx('errors.9206'))).toBeVisible();
    await field('iban').fill('DE89 3704 0044 0532 0130 00');
    await field('bic').fill('COBADEFFXXX');

    // A file that is not a logo is refused in the browser; a PNG is taken.
    const logoInput = formItem(page, tx('company.fields.logo')).locator('input[type=file]');
    await logoInput.setInputFiles({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText(tx('company.upload.unsupported')).first()).toBeVisible();
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(formItem(page, tx('company.fields.logo')).getByText('logo.png')).toBeVisible();
    await captureScreens(page, `company-create-${locale}`);
    await page.getByRole('button', { name: tx('company.create.submit') }).click();

    // The company set up, the dealer lands where a login lands: the dashboard.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: tx('vehicles.dashboard.title') })).toBeVisible();
    // The banner names the documents still missing: the logo given with the company went to
    // review as the legal document already, the other three are missing.
    const banner = page.getByTestId('company-documents-banner');
    const missing = ['OWNER_PASSPORT', 'BUSINESS_REGISTRATION', 'TRADE_REGISTER']
      .map((type) => tx(`company.documentTypes.${type}`))
      .join(', ');
    await expect(banner).toContainText(tx('shell.banner.companyMissing', { documents: missing }));
    // The creation page is only for users without a company.
    await page.goto('/create-company');
    await expect(page).toHaveURL(/\/$/);

    // From the banner to the documents of Manage Profile.
    await page.getByRole('button', { name: tx('shell.banner.provideDocuments') }).click();
    await expect(page).toHaveURL(/\/settings\/manage-profile\?fromNotification=true/);
    await expect(page.locator('#company-documents')).toBeInViewport();

    // The stored logo is shown; the company data are changed; the fax is stored in E.164 and shown grouped.
    await expect(page.getByAltText(tx('company.profile.logoAlt'))).toBeVisible();
    await expect(field('fax')).toHaveValue('+49 89 1234568');
    await field('city').fill('Garching');
    await field('postalCode').fill('85748');
    await page.getByRole('button', { name: tx('company.profile.save') }).click();
    await expect(page.getByText(tx('company.profile.updated'))).toBeVisible();

    // Bank data: a wrong BIC is named, a right one saved.
    await field('bic').fill('COBADE');
    await expect(page.getByText(tx('errors.9207'))).toBeVisible();
    await field('bic').fill('BYLADEM1001');
    await field('iban').fill('DE02 1203 0000 0000 2020 51');
    await field('bankName').fill('Deutsche Kreditbank');
    await page.getByRole('button', { name: tx('company.profile.saveBank') }).click();
    await expect(page.getByText(tx('company.profile.bankUpdated'))).toBeVisible();
    await expect(field('iban')).toHaveValue('DE02 1203 0000 0000 2020 51');

    // The logo is deleted.
    await page.getByRole('button', { name: tx('company.profile.deleteLogo') }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: tx('company.profile.deleteLogo') })
      .click();
    await expect(page.getByText(tx('company.profile.logoDeleted'))).toBeVisible();
    await expect(page.getByText(tx('company.profile.noLogo'))).toBeVisible();

    // Legal documents: the logo from the company's creation is under review already; two files for
    // the passport, one for each other type; progress, then locked.
    const row = (type: string) => page.getByTestId(`document-${type}`);
    // Its job stores the file after the creation answered: the page shows it once read after that.
    await expect(async () => {
      await page.reload();
      await expect(row('COMPANY_LOGO').getByText('logo.png', { exact: false })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(row('COMPANY_LOGO').getByText(tx('company.documents.locked'))).toBeVisible();
    await expect(row('COMPANY_LOGO').getByText(tx('company.statuses.VERIFYING'))).toBeVisible();
    const uploads: [string, { name: string; mimeType: string; buffer: Buffer }[]][] = [
      [
        'OWNER_PASSPORT',
        [
          { name: 'ausweis-vorne.png', mimeType: 'image/png', buffer: PNG },
          { name: 'ausweis-hinten.pdf', mimeType: 'application/pdf', buffer: PDF },
        ],
      ],
      ['BUSINESS_REGISTRATION', [{ name: 'gewerbe.pdf', mimeType: 'application/pdf', buffer: PDF }]],
      ['TRADE_REGISTER', [{ name: 'hr-auszug.pdf', mimeType: 'application/pdf', buffer: PDF }]],
    ];
    // The bar shows from the upload's answer until a status poll finds the job done; a fast job ends
    // that within one poll. The passport's first status answer is held back until the bar has been
    // seen, so the journey sees the progress however quickly the job runs.
    let releaseStatus = () => {};
    const statusHeld = new Promise<void>((resolve) => (releaseStatus = resolve));
    await page.route(
      '**/api/user/company/uploading-documents-status/**',
      async (route) => {
        await statusHeld;
        await route.continue();
      },
      { times: 1 },
    );
    for (const [type, files] of uploads) {
      await row(type).locator('input[type=file]').setInputFiles(files);
      await row(type)
        .getByRole('button', { name: tx('company.documents.upload'), exact: true })
        .click();
      if (type === 'OWNER_PASSPORT') {
        await expect(row(type).locator('.ant-progress')).toBeVisible();
        releaseStatus();
      }
      await expect(row(type).getByText(tx('company.documents.locked'))).toBeVisible({ timeout: 60_000 });
      await expect(row(type).getByText(tx('company.statuses.VERIFYING'))).toBeVisible();
      for (const file of files) await expect(row(type).getByText(file.name, { exact: false })).toBeVisible();
    }
    await expect(page.getByTestId('company-status')).toHaveText(tx('company.statuses.VERIFYING'));
    await expect(banner).toContainText(tx('shell.banner.companyVerifying'));
    await captureScreens(page, `company-profile-${locale}`);

    // The operator rejects one document: the reason shows; after a new upload and verification the banner goes.
    admin('company:reject', dealer.email, 'TRADE_REGISTER', '--reason', 'Auszug älter als 6 Monate');
    await page.reload();
    await expect(
      row('TRADE_REGISTER').getByText(tx('company.documents.reason', { reason: 'Auszug älter als 6 Monate' })),
    ).toBeVisible();
    await expect(page.getByTestId('company-status')).toHaveText(tx('company.statuses.REJECTED'), { timeout: 60_000 });
    await row('TRADE_REGISTER')
      .locator('input[type=file]')
      .setInputFiles([{ name: 'hr-auszug-neu.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await row('TRADE_REGISTER')
      .getByRole('button', { name: tx('company.documents.upload'), exact: true })
      .click();
    await expect(row('TRADE_REGISTER').getByText('hr-auszug-neu.pdf')).toBeVisible();
    for (const type of ['COMPANY_LOGO', ...uploads.map(([uploaded]) => uploaded)]) admin('company:verify', dealer.email, type);
    await page.reload();
    await expect(page.getByTestId('company-status')).toHaveText(tx('company.statuses.VERIFIED'), { timeout: 60_000 });
    await expect(banner).toHaveCount(0);

    // Document settings: the numbering with its live preview, saved; automatic numbering off.
    await page.goto('/settings/document');
    const invoiceCard = page
      .locator('.ant-card')
      .filter({ hasText: tx('company.numbering.invoice') })
      .first();
    await invoiceCard.getByLabel(tx('company.numbering.prefix'), { exact: true }).fill('RE-');
    await invoiceCard.getByLabel(tx('company.numbering.root'), { exact: true }).fill('250');
    await invoiceCard.getByLabel(tx('company.numbering.suffix'), { exact: true }).fill('/26');
    await invoiceCard.getByLabel(tx('company.numbering.padding'), { exact: true }).fill('5');
    await expect(page.getByTestId('invoice-preview')).toHaveText(tx('company.numbering.preview', { number: 'RE-00250/26' }));
    await invoiceCard.getByLabel(tx('company.numbering.root'), { exact: true }).fill('A1');
    await expect(invoiceCard.getByText(tx('errors.9209'))).toBeVisible();
    await invoiceCard.getByLabel(tx('company.numbering.root'), { exact: true }).fill('250');
    await invoiceCard.getByRole('button', { name: tx('company.numbering.save') }).click();
    await expect(page.getByText(tx('company.numbering.invoiceUpdated'))).toBeVisible();
    await page.getByRole('switch').click();
    await expect(page.getByText(tx('company.numbering.automaticOff'))).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('invoice-preview')).toHaveText(tx('company.numbering.preview', { number: 'RE-00250/26' }));
    await expect(page.getByRole('switch')).not.toBeChecked();

    // The company's own texts on its invoices.
    const templatesCard = page.locator('.ant-card').filter({ hasText: tx('company.templates.title') });
    await templatesCard
      .getByLabel(tx('company.templates.headerNote'), { exact: true })
      .first()
      .fill('Vielen Dank für Ihren Einkauf!');
    await templatesCard.getByRole('button', { name: tx('company.templates.save') }).click();
    await expect(page.getByText(tx('company.templates.updated'))).toBeVisible();
    await page.reload();
    await expect(templatesCard.getByLabel(tx('company.templates.headerNote'), { exact: true }).first()).toHaveValue(
      'Vielen Dank für Ihren Einkauf!',
    );

    // antd's autosize measures with a hidden textarea at the end of the body; the CSP must let it be hidden.
    await expect(page.locator('body > textarea')).toBeHidden();

    // The sample invoice: a real PDF with the saved number, template text and the company's data.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: tx('company.example.download') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(tx('company.example.fileName'));
    const text = await pdfText(await download.path());
    // The PDF's texts are the documents' own catalog (the server's), not the app's.
    expect(text).toContain(`${documentText(locale, 'invoice.title')} RE-00250/26`);
    expect(text).toContain('Vielen Dank für Ihren Einkauf!');
    expect(text).toContain(documentText(locale, 'invoice.sample'));
    await expect(page.getByText(tx('company.example.downloaded'))).toBeVisible();
    await captureScreens(page, `company-document-settings-${locale}`);
  });
}
