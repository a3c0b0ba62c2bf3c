import { expect, test } from '@playwright/test';
import { todayInBerlin } from '../../packages/domain/src/business-calendar';
import { PDF } from '../support/files';
import { captureScreens } from '../support/screens';
import { newDealer } from '../support/session';
import { texts } from '../support/texts';
import { addVehicle } from '../support/vehicles';

// Nothing a dealer types or chooses changes without a word, in German: an invoice-number prefix such
// as RE-2026- is kept whole and numbers correctly after a reload; a prefix over its limit is refused
// at the field naming the limit; a program renamed to .pdf is refused at the upload field by its
// name and never shows in the vehicle's documents.

const tx = texts('de');

/** A Windows program's first bytes ("MZ", the DOS header) under a PDF's name. */
const PROGRAM = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90)]);

test('no input is cut or dropped without a word (de)', async ({ page }) => {
  test.setTimeout(180_000);
  await newDealer(page, { locale: 'de', withCompany: true });

  // The numbering: a prefix of the kind real numbering uses, whole, with its next number.
  await page.goto('/settings/document');
  const invoiceCard = page
    .locator('.ant-card')
    .filter({ hasText: tx('company.numbering.invoice') })
    .first();
  const prefix = invoiceCard.getByLabel(tx('company.numbering.prefix'), { exact: true });
  await prefix.fill('');
  await prefix.pressSequentially('RE-2026-');
  await expect(prefix).toHaveValue('RE-2026-');
  await invoiceCard.getByLabel(tx('company.numbering.root'), { exact: true }).fill('1');
  await invoiceCard.getByLabel(tx('company.numbering.padding'), { exact: true }).fill('4');
  await expect(page.getByTestId('invoice-preview')).toHaveText(tx('company.numbering.preview', { number: 'RE-2026-0001' }));
  await invoiceCard.getByRole('button', { name: tx('company.numbering.save') }).click();
  await expect(page.getByText(tx('company.numbering.invoiceUpdated'))).toBeVisible();
  await page.reload();
  await expect(invoiceCard.getByLabel(tx('company.numbering.prefix'), { exact: true })).toHaveValue('RE-2026-');
  await expect(page.getByTestId('invoice-preview')).toHaveText(tx('company.numbering.preview', { number: 'RE-2026-0001' }));

  // Over the limit: the text stays as typed and the field says the limit; nothing is saved.
  const serviceCard = page
    .locator('.ant-card')
    .filter({ hasText: tx('company.numbering.serviceInvoice') })
    .first();
  const servicePrefix = serviceCard.getByLabel(tx('company.numbering.prefix'), { exact: true });
  await servicePrefix.fill('KV-WERKSTATT-FILIALE-OST-');
  await expect(servicePrefix).toHaveValue('KV-WERKSTATT-FILIALE-OST-');
  await serviceCard.getByRole('button', { name: tx('company.numbering.save') }).click();
  await expect(serviceCard.getByText(tx('errors.9210'))).toBeVisible();
  expect(tx('errors.9210')).toBe('Höchstens 20 Zeichen');
  await expect(page.getByText(tx('company.numbering.serviceInvoiceUpdated'))).toHaveCount(0);
  await captureScreens(page, 'no-truncation-numbering-de');
  // A prefix real numbering needs fits.
  await servicePrefix.fill('KV-WERKSTATT-');
  await serviceCard.getByRole('button', { name: tx('company.numbering.save') }).click();
  await expect(page.getByText(tx('company.numbering.serviceInvoiceUpdated'))).toBeVisible();
  await expect(page.getByTestId('service-invoice-preview')).toHaveText(
    tx('company.numbering.preview', { number: 'KV-WERKSTATT-1' }),
  );

  // A renamed program on a vehicle: refused at the upload field by its name, never listed as stored.
  const nextYear = `${Number(todayInBerlin().slice(0, 4)) + 1}-06-01`;
  const vehicle = await addVehicle(page, {
    make: 'VW',
    model: 'Golf',
    brief_number: 'AB1234567',
    vin_code: 'WVWZZZ1KZ8W000001',
    mileage: 80_000,
    next_inspection: nextYear,
  });
  await page.goto(`/vehicles/${vehicle}`);
  await page.getByRole('tab', { name: tx('vehicles.detail.documents') }).click();
  const documentsTab = page.getByRole('tabpanel', { name: tx('vehicles.detail.documents') });
  await documentsTab.locator('input[type="file"]').setInputFiles([
    { name: 'gutachten.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'fahrzeugbrief.pdf', mimeType: 'application/pdf', buffer: PROGRAM },
  ]);
  await documentsTab.getByRole('button', { name: tx('vehicles.detail.addDocuments') }).click();
  const refusal = documentsTab.getByRole('alert');
  await expect(refusal).toHaveText(`fahrzeugbrief.pdf: ${tx('errors.5002')}`);
  await expect(documentsTab.locator('.ant-upload-list-item').filter({ hasText: 'fahrzeugbrief.pdf' })).toHaveCount(0);
  await expect(documentsTab.locator('.ant-upload-list-item').filter({ hasText: 'gutachten.pdf' })).toHaveCount(1);
  await captureScreens(page, 'no-truncation-upload-de');
  // Sent again without it, the other file is stored; the refused one never is.
  await documentsTab.getByRole('button', { name: tx('vehicles.detail.addDocuments') }).click();
  await expect(documentsTab.getByRole('button', { name: `${tx('vehicles.detail.view')}: gutachten.pdf` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(documentsTab.getByText('fahrzeugbrief.pdf')).toHaveCount(0);
});
