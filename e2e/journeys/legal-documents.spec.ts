import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PDF, PNG } from '../support/files';
import { captureScreens } from '../support/screens';
import { newDealer } from '../support/session';
import { texts } from '../support/texts';

// The legal documents in the browser, in German: the company status and the documents banner tell the dealer
// what is missing, that the documents are being checked, and why one was rejected (the real
// operator command against the running server's database), never "rejected" for a missing one.

const tx = texts('de');

/** The operator command, run like `npm run admin -- …` against the e2e server's embedded database. */
function admin(...args: string[]): void {
  const entry = process.env.E2E_SERVER_ENTRY ?? path.resolve('apps/server/dist/main.js');
  execFileSync(process.execPath, [path.join(path.dirname(entry), 'cli.js'), '--cli', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

// A reload loads the app from scratch and an upload waits for its job: on a busy machine that takes longer than 10 s.
const SLOW = { timeout: 60_000 };

const TYPES = ['COMPANY_LOGO', 'OWNER_PASSPORT', 'BUSINESS_REGISTRATION', 'TRADE_REGISTER'] as const;
const documentNames = (types: readonly string[]) => types.map((type) => tx(`company.documentTypes.${type}`)).join(', ');

test('legal documents (de): missing ones named, then being checked, then rejected with the reason, then verified', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const dealer = await newDealer(page, { locale: 'de', withCompany: true });
  const banner = page.getByTestId('company-documents-banner');

  // A new company: unverified, and the banner names every missing document.
  await expect(banner).toContainText(tx('shell.banner.companyMissing', { documents: documentNames(TYPES) }));
  await expect(banner).not.toContainText(tx('company.statuses.REJECTED'));
  await captureScreens(page, 'legal-documents-missing-de');

  await banner.getByRole('button', { name: tx('shell.banner.provideDocuments') }).click();
  await expect(page).toHaveURL(/\/settings\/manage-profile\?fromNotification=true/);
  await expect(page.getByTestId('company-status')).toHaveText(tx('company.statuses.UNVERIFIED'));

  // One document uploaded: still unverified (not "rejected"), the other three named.
  const row = (type: string) => page.getByTestId(`document-${type}`);
  const uploadFile = async (type: string, name: string) => {
    await row(type)
      .locator('input[type=file]')
      .setInputFiles([
        { name, mimeType: name.endsWith('.png') ? 'image/png' : 'application/pdf', buffer: name.endsWith('.png') ? PNG : PDF },
      ]);
    await row(type)
      .getByRole('button', { name: tx('company.documents.upload'), exact: true })
      .click();
    // Done when the row is locked (the chosen file's name shows before the upload already); the job may be slow on a busy machine.
    await expect(row(type).getByText(tx('company.documents.locked'))).toBeVisible(SLOW);
    await expect(row(type).getByText(name)).toBeVisible();
  };
  await uploadFile('OWNER_PASSPORT', 'ausweis.pdf');
  await expect(page.getByTestId('company-status')).toHaveText(tx('company.statuses.UNVERIFIED'));
  await expect(banner).toContainText(
    tx('shell.banner.companyMissing', { documents: documentNames(['COMPANY_LOGO', 'BUSINESS_REGISTRATION', 'TRADE_REGISTER']) }),
  );

  // All four uploaded: the banner says they are being checked, and asks for nothing more.
  await uploadFile('COMPANY_LOGO', 'logo.png');
  await uploadFile('BUSINESS_REGISTRATION', 'gewerbe.pdf');
  await uploadFile('TRADE_REGISTER', 'hr-auszug.pdf');
  await expect(page.getByTestId('company-status')).toHaveText(tx('company.statuses.VERIFYING'));
  await expect(banner).toContainText(tx('shell.banner.companyVerifying'));
  await expect(banner.getByRole('button', { name: tx('shell.banner.provideDocuments') })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureScreens(page, 'legal-documents-verifying-de');

  // The operator verifies two and rejects one: rejected, with the reason in the banner and the card.
  admin('company:verify', dealer.email, 'OWNER_PASSPORT');
  admin('company:verify', dealer.email, 'COMPANY_LOGO');
  await page.reload();
  await expect(page.getByTestId('company-status')).toHaveText(tx('company.statuses.VERIFYING'), SLOW);
  admin('company:reject', dealer.email, 'TRADE_REGISTER', '--reason', 'Auszug älter als 6 Monate');
  await page.reload();
  await expect(page.getByTestId('company-status')).toHaveText(tx('company.statuses.REJECTED'), SLOW);
  await expect(banner).toContainText(tx('shell.banner.companyRejected'));
  await expect(banner).toContainText(
    tx('shell.banner.companyRejectedReason', {
      document: tx('company.documentTypes.TRADE_REGISTER'),
      reason: 'Auszug älter als 6 Monate',
    }),
  );
  await expect(
    row('TRADE_REGISTER').getByText(tx('company.documents.reason', { reason: 'Auszug älter als 6 Monate' })),
  ).toBeVisible();
  await captureScreens(page, 'legal-documents-rejected-de');

  // Uploaded again and verified: the banner goes.
  await uploadFile('TRADE_REGISTER', 'hr-auszug-neu.pdf');
  await expect(page.getByTestId('company-status')).toHaveText(tx('company.statuses.VERIFYING'));
  await expect(banner).toContainText(tx('shell.banner.companyVerifying'));
  admin('company:verify', dealer.email, 'BUSINESS_REGISTRATION');
  admin('company:verify', dealer.email, 'TRADE_REGISTER');
  await page.reload();
  await expect(page.getByTestId('company-status')).toHaveText(tx('company.statuses.VERIFIED'), SLOW);
  await expect(banner).toHaveCount(0);
});
