import { expect, type Page, test } from '@playwright/test';
import { translate } from '../../packages/domain/src/i18n/catalogs';
import { captureScreens } from '../support/screens';
import { pick } from '../support/select';
import { newDealer } from '../support/session';
import { type Locale, texts } from '../support/texts';
import { addVehicle } from '../support/vehicles';

// A vehicle's data in the browser: numbers typed the way the language writes them (87.450 km, 1.995 cm³,
// 12.345,67 € in German; 87,450 in English) are stored and shown as such; letters in the mileage
// block saving with a message; a VIN already in stock is named with a link before saving; the prices,
// the equipment and the plate show on the vehicle page.

/** The required fields of a vehicle typed by hand; the numbers as the language writes them. */
async function fillRequired(page: Page, locale: Locale, vin: string) {
  const tx = texts(locale);
  const field = (name: string) => page.getByLabel(tx(`vehicles.form.${name}`), { exact: true });
  await field('make').fill('BMW');
  await field('model').fill('320d Touring');
  await pick(page, tx('vehicles.form.bodywork'), tx('vehicles.enums.bodywork.KOMBI'));
  await pick(page, tx('vehicles.form.constructionType'), tx('vehicles.enums.constructionType.KFZ'));
  await pick(page, tx('vehicles.form.fuelType'), tx('vehicles.enums.fuelType.DIESEL'));
  await field('power').fill('140');
  await field('engineCapacity').fill(locale === 'de' ? '1.995' : '1,995');
  await pick(page, tx('vehicles.form.gearType'), tx('vehicles.enums.gearType.Automatic'));
  await pick(page, tx('vehicles.form.euroNorm'), tx('vehicles.enums.euroNorm.EURO_6D'));
  await field('doors').fill('5');
  await field('vinCode').fill(vin);
  await field('briefNumber').fill('AB7654321');
  await field('firstRegistered').fill(locale === 'de' ? '12.04.2021' : '12/04/2021');
  await field('firstRegistered').press('Enter');
  await field('nextInspection').fill(locale === 'de' ? '05.2027' : '05/2027');
  await field('nextInspection').press('Enter');
  await field('previousOwners').fill('1');
}

test('vehicle data (de): numbers as Germans write them, letters refused, the VIN warning, prices and equipment', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const tx = texts('de');
  const field = (name: string) => page.getByLabel(tx(`vehicles.form.${name}`), { exact: true });
  await newDealer(page, { locale: 'de', withCompany: true });
  // The vehicle whose VIN the form then warns about.
  const inStock = await addVehicle(page, {
    make: 'VW',
    model: 'Golf',
    brief_number: 'AB1234560',
    vin_code: 'WVWZZZCDZMW555001',
    next_inspection: '2027-05-01',
    mileage: 42_000,
  });

  await page.goto('/vehicles/manual-add');
  await fillRequired(page, 'de', 'wvwzzzcdzmw555001');
  // The VIN is complete and already in stock: named, with a link to that vehicle.
  const warning = page.getByRole('alert').filter({ hasText: 'Bereits im Bestand: VW Golf' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('link', { name: tx('vehicles.form.vinInStockLink') })).toHaveAttribute(
    'href',
    `/vehicles/${inStock}`,
  );
  await captureScreens(page, 'vehicle-data-form-vin-de');
  await field('vinCode').fill('WBA8E31000K123456');
  await expect(warning).toBeHidden();

  // Letters in the mileage are kept and block saving with the message.
  await field('mileage').fill('abc12x');
  await page.getByLabel(tx('vehicles.form.agreement')).check();
  await page.getByRole('button', { name: tx('common.actions.save'), exact: true }).click();
  await expect(page.getByText(translate('de', 'common.numberInput.invalid', { example: '87.450' }))).toBeVisible();
  await expect(field('mileage')).toHaveValue('abc12x');
  await expect(page).toHaveURL(/\/vehicles\/manual-add$/);
  await field('mileage').fill('87.450');

  // Prices: a regular purchase shows net, VAT and gross.
  await field('purchasePrice').fill('12.345,67');
  await page.getByRole('radio', { name: tx('vehicles.enums.purchaseTaxation.REGULAR') }).check();
  await page.getByRole('radio', { name: tx('vehicles.form.vatRate', { rate: 19 }) }).check();
  await expect(page.getByText(/Netto 10\.374,51\s€ \+ 19 % USt 1\.971,16\s€ = brutto 12\.345,67\s€/)).toBeVisible();
  await field('askingPrice').fill('14990');
  await field('askingPrice').blur();
  await expect(field('askingPrice')).toHaveValue('14.990,00');
  await field('licencePlate').fill('m-ab 1234');
  await page.getByRole('radio', { name: tx('vehicles.enums.accidentFree.yes') }).check();
  await field('colour').fill('Saphirschwarz');
  // Equipment lines by keyboard: Enter adds the next line.
  await page.getByRole('button', { name: tx('vehicles.form.equipmentAdd') }).click();
  await page.getByLabel(tx('vehicles.form.equipmentLine', { line: 1 })).fill('Navigationssystem');
  await page.getByLabel(tx('vehicles.form.equipmentLine', { line: 1 })).press('Enter');
  await expect(page.getByLabel(tx('vehicles.form.equipmentLine', { line: 2 }))).toBeFocused();
  await page.keyboard.type('Sitzheizung vorne');
  await captureScreens(page, 'vehicle-data-form-de');

  await page.getByRole('button', { name: tx('common.actions.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/vehicles\/upload\?vehicle=/);
  await page.getByRole('button', { name: tx('vehicles.upload.skip'), exact: true }).click();
  await expect(page).toHaveURL(/\/vehicles\/[0-9a-f-]{36}$/);

  await expect(page.getByText('87.450 km', { exact: true })).toBeVisible();
  await expect(page.getByText('1.995 cm³', { exact: true })).toBeVisible();
  await expect(page.getByText(/= brutto 12\.345,67\s€/)).toBeVisible();
  await expect(page.getByText(/^14\.990,00\s€$/)).toBeVisible();
  await expect(page.getByText('M-AB 1234', { exact: true })).toBeVisible();
  await expect(page.getByText('Navigationssystem', { exact: true })).toBeVisible();
  await expect(page.getByText('Sitzheizung vorne', { exact: true })).toBeVisible();
  await expect(page.getByText(tx('vehicles.detail.daysInStock', { count: 0 }))).toBeVisible();
  await captureScreens(page, 'vehicle-data-page-de');

  // Editing shows the stored numbers in German again.
  await page.getByRole('button', { name: tx('vehicles.detail.edit') }).click();
  await expect(field('mileage')).toHaveValue('87.450');
  await expect(field('purchasePrice')).toHaveValue('12.345,67');
});

test('vehicle data (en): numbers as English writes them', async ({ page }) => {
  test.setTimeout(240_000);
  const tx = texts('en');
  const field = (name: string) => page.getByLabel(tx(`vehicles.form.${name}`), { exact: true });
  await newDealer(page, { locale: 'en', withCompany: true });
  await page.goto('/vehicles/manual-add');
  await fillRequired(page, 'en', 'WBA8E31000K654321');
  // A German "87.450" is no English integer: refused, not read as 87.
  await field('mileage').fill('87.450');
  await field('mileage').blur();
  await expect(page.getByText(translate('en', 'common.numberInput.invalid', { example: '87,450' }))).toBeVisible();
  await field('mileage').fill('87,450');
  await field('askingPrice').fill('14,990.50');
  await page.getByLabel(tx('vehicles.form.agreement')).check();
  await page.getByRole('button', { name: tx('common.actions.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/vehicles\/upload\?vehicle=/);
  await page.getByRole('button', { name: tx('vehicles.upload.skip'), exact: true }).click();
  await expect(page.getByText('87,450 km', { exact: true })).toBeVisible();
  await expect(page.getByText('1,995 cm³', { exact: true })).toBeVisible();
  await expect(page.getByText('€14,990.50', { exact: true })).toBeVisible();
  await captureScreens(page, 'vehicle-data-page-en');
});
