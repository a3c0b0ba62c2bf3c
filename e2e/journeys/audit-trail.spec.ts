import { expect, type Page, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { todayInBerlin } from '../../packages/domain/src/business-calendar';
import { openMenuGroup } from '../support/menu';
import { addCustomer, day, sellWithInvoice } from '../support/sale';
import { captureScreens } from '../support/screens';
import { newDealer } from '../support/session';
import { type Locale, texts } from '../support/texts';
import { addVehicle } from '../support/vehicles';

// The audit trail (GoBD) in the browser, in German and English: a vehicle sold with its invoice, the
// trail reached from the settings menu shows the invoice issued by the dealer with its number and a
// shortened SHA-256, a filter by action leaves only that, a filter for another action shows nothing,
// and the CSV downloaded holds the same row in the UI language (BOM, semicolons).

const today = todayInBerlin();

async function typeDay(page: Page, { label, iso, locale }: { label: string; iso: string; locale: Locale }): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await page.mouse.move(0, 0);
  await field.fill(day(iso, locale));
  await field.press('Enter');
}

/** Picks an option of an antd Select by the keyboard: focus, type, Enter. */
async function pick(page: Page, { label, option }: { label: string; option: string }): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  await select.focus();
  await select.fill(option);
  await page.keyboard.press('Enter');
}

for (const locale of ['de', 'en'] as const) {
  test(`Audit trail (${locale}): an issued invoice in the trail with its number and hash, filtered, and as CSV`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const tx = texts(locale);
    await newDealer(page, { locale, withCompany: true });
    const vehicleId = await addVehicle(page, {
      make: 'Opel',
      model: 'Astra',
      brief_number: locale === 'de' ? 'AB5151515' : 'AB6161616',
      vin_code: locale === 'de' ? 'W0LBD6EA1LG151515' : 'W0LBD6EA1LG161616',
      first_registered: '2019-04-01',
      next_inspection: '2027-04-01',
      mileage: 72_000,
    });
    await addCustomer(page, {
      type: 'PRIVATE',
      first_name: 'Anna',
      last_name: 'Prüfer',
      street_address: 'Lindenallee',
      house_number: '5',
      postal_code: '50968',
      city: 'Köln',
    });
    const number = await sellWithInvoice(page, locale, {
      vehicleId,
      buyer: { typed: 'prüf', option: 'Anna Prüfer, Köln' },
      grossEuros: '15900',
    });

    // From the settings menu to the trail.
    await page.goto('/vehicles');
    await openMenuGroup(page, tx('shell.menu.settings'));
    await page.getByRole('menuitem', { name: tx('auditTrail.menu') }).click();
    await expect(page).toHaveURL(/\/settings\/audit-trail$/);
    await expect(page.getByText(tx('auditTrail.intro'))).toBeVisible();

    // The invoice, issued by the dealer, with its number and the start of its hash.
    const invoiceText = `${tx('auditTrail.documentTypes.INVOICE')} ${number}`;
    const row = page.getByRole('row').filter({ hasText: invoiceText });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(tx('auditTrail.actions.DOCUMENT_ISSUED'));
    await expect(row).toContainText(/[0-9a-f]{10}…/);
    // The moment in the UI language's date format.
    await expect(row).toContainText(day(today, locale));
    await captureScreens(page, `audit-trail-${locale}`);

    // Filtered to "document issued" and today: the invoice stays; to "vehicle deleted": nothing.
    await typeDay(page, { label: tx('auditTrail.filters.from'), iso: today, locale });
    await typeDay(page, { label: tx('auditTrail.filters.to'), iso: today, locale });
    await pick(page, { label: tx('auditTrail.filters.action'), option: tx('auditTrail.actions.DOCUMENT_ISSUED') });
    await expect(page.getByRole('row').filter({ hasText: invoiceText })).toHaveCount(1);
    await page.getByRole('searchbox', { name: tx('auditTrail.filters.search') }).fill(number);
    await expect(page.getByRole('row').filter({ hasText: invoiceText })).toHaveCount(1);
    await expect(page.getByText(tx('auditTrail.total_one', { count: 1 }))).toBeVisible();
    await captureScreens(page, `audit-trail-filtered-${locale}`);

    // The CSV of the selection: BOM, semicolons, headers and the action in the UI language.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: tx('auditTrail.download') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${tx('auditTrail.fileName')}-${today}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]!.split(';')[0]).toBe(tx('auditTrail.columns.occurredAt'));
    expect(lines).toHaveLength(3);
    expect(lines[1]!.split(';').slice(2, 5)).toEqual([
      tx('auditTrail.actions.DOCUMENT_ISSUED'),
      tx('auditTrail.documentTypes.INVOICE'),
      number,
    ]);

    await pick(page, { label: tx('auditTrail.filters.action'), option: tx('auditTrail.actions.VEHICLE_DELETED') });
    await expect(page.getByText(tx('auditTrail.empty'))).toBeVisible();
  });
}
