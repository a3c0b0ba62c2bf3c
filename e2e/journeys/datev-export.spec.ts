import { expect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { todayInBerlin } from '../../packages/domain/src/business-calendar';
import { BUCHUNGSSTAPEL_COLUMNS } from '../../packages/domain/src/datev-format';
import { openMenuGroup } from '../support/menu';
import { addCustomer, day, sellWithInvoice } from '../support/sale';
import { captureScreens } from '../support/screens';
import { newDealer } from '../support/session';
import { type Locale, texts } from '../support/texts';
import { addVehicle } from '../support/vehicles';

// The DATEV export in the browser, in German and English: a vehicle sold with its invoice, the DATEV
// page reached from the settings menu, a reversed period and the missing adviser number said at their
// fields, the numbers saved, and the ZIP downloaded: its CSV has the EXTF header of format 13 in
// Windows-1252, the invoice booked with the buyer's name, and the invoice's PDF named by its number.

const today = todayInBerlin();
const monthStart = `${today.slice(0, 8)}01`;

async function typeDay(page: Page, { label, iso, locale }: { label: string; iso: string; locale: Locale }): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  // The pointer left over the opening calendar would preview the day under it instead of the typed one.
  await page.mouse.move(0, 0);
  await field.fill(day(iso, locale));
  // Enter takes the typed day (and never submits the form).
  await field.press('Enter');
}

for (const locale of ['de', 'en'] as const) {
  test(`DATEV export (${locale}): numbers set, a period's ZIP downloaded with the EXTF header and the invoice PDF`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const tx = texts(locale);
    await newDealer(page, { locale, withCompany: true });
    const vehicleId = await addVehicle(page, {
      make: 'VW',
      model: 'Golf',
      brief_number: locale === 'de' ? 'AB1919191' : 'AB2929292',
      vin_code: locale === 'de' ? 'WVWZZZCDZMW619191' : 'WVWZZZCDZMW629292',
      first_registered: '2020-03-02',
      next_inspection: '2027-03-01',
      mileage: 61_000,
    });
    await addCustomer(page, {
      type: 'PRIVATE',
      first_name: 'Jörg',
      last_name: 'Müßig',
      street_address: 'Heidestraße',
      house_number: '17',
      postal_code: '51147',
      city: 'Köln',
    });
    const invoiceNumber = await sellWithInvoice(page, locale, {
      vehicleId,
      buyer: { typed: 'müß', option: 'Jörg Müßig, Köln' },
      grossEuros: '23800',
    });

    // From the settings menu to the DATEV page.
    await page.goto('/vehicles');
    await openMenuGroup(page, tx('shell.menu.settings'));
    await page.getByRole('menuitem', { name: tx('datevExport.menu') }).click();
    await expect(page).toHaveURL(/\/settings\/document\/datev$/);
    // The tax adviser's note stands above the revenue and above the purchase accounts.
    await expect(page.getByText(tx('datevExport.accounts.confirm'))).toHaveCount(2);
    await expect(page.getByText(tx('datevExport.accounts.confirm')).first()).toBeVisible();
    await expect(page.getByLabel(`${tx('datevExport.accounts.cases.PURCHASE_19')}: SKR03`)).toHaveValue('3400');
    await expect(page.getByLabel(`${tx('datevExport.accounts.cases.REVENUE_19')}: SKR03`)).toHaveValue('8400');
    await expect(page.getByLabel(`${tx('datevExport.accounts.cases.MARGIN')}: SKR04`)).toHaveValue('4136');

    // A reversed period is refused at "to"; a valid one without the adviser number at that setting.
    const fromLabel = tx('datevExport.download.from');
    const toLabel = tx('datevExport.download.to');
    await typeDay(page, { label: fromLabel, iso: today, locale });
    await typeDay(page, { label: toLabel, iso: monthStart === today ? '2020-01-01' : monthStart, locale });
    await page.getByRole('button', { name: tx('datevExport.download.button') }).click();
    await expect(page.getByText(tx('errors.9591'))).toBeVisible();
    await typeDay(page, { label: fromLabel, iso: monthStart, locale });
    await typeDay(page, { label: toLabel, iso: today, locale });
    await page.getByRole('button', { name: tx('datevExport.download.button') }).click();
    await expect(page.getByText(tx('errors.9596'))).toBeVisible();
    await expect(page.getByText(tx('errors.9597'))).toBeVisible();

    // The numbers saved with the keyboard's Enter.
    await page.getByLabel(tx('datevExport.settings.adviserNumber'), { exact: true }).fill('29098');
    const client = page.getByLabel(tx('datevExport.settings.clientNumber'), { exact: true });
    await client.fill('55003');
    await client.press('Enter');
    await expect(page.getByText(tx('datevExport.settings.saved'))).toBeVisible();
    await captureScreens(page, `datev-export-${locale}`);

    // The download: one ZIP with the CSV and the invoice's PDF.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: tx('datevExport.download.button') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`DATEV_${monthStart}_${today}.zip`);
    const entries = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const csvName = `EXTF_Buchungsstapel_${monthStart}_${today}.csv`;
    expect(Object.keys(entries).sort()).toEqual([csvName, `${invoiceNumber}.pdf`].sort());
    const bytes = entries[csvName]!;
    const lines = new TextDecoder('windows-1252').decode(bytes).split('\r\n');
    const header = lines[0]!.split(';');
    expect(header).toHaveLength(31);
    expect(header.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    expect(header.slice(10, 12)).toEqual(['29098', '55003']);
    expect(lines[1]).toBe(BUCHUNGSSTAPEL_COLUMNS.join(';'));
    const booking = lines[2]!.split(';');
    expect(booking.slice(0, 2)).toEqual(['23800,00', '"S"']);
    expect(booking[10]).toBe(`"${invoiceNumber}"`);
    expect(booking[13]).toBe('"Jörg Müßig"');
    // ö, ü and ß are one byte each in Windows-1252.
    expect(Buffer.from(bytes).includes(Buffer.from([0x4a, 0xf6, 0x72, 0x67, 0x20, 0x4d, 0xfc, 0xdf]))).toBe(true);
    await expect(page.getByText(tx('datevExport.download.done'))).toBeVisible();
  });
}
