import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { captureScreens } from '../support/screens';
import { pick } from '../support/select';
import { newDealer } from '../support/session';
import { type Locale, texts } from '../support/texts';

// Reading a registration document in the browser, in German and English: a photo of one is read, one
// highlighted field corrected, the data confirmed and saved, and the vehicle found in stock with
// the photo among its documents. German also shows a blank page refused with its advice.

// The engine's fixtures (photos, their truth.json, a blank page); OCR_FIXTURES points elsewhere to try other photos.
const fixtures =
  process.env.OCR_FIXTURES ?? fileURLToPath(new URL('../../apps/server/src/features/vehicle-ocr/fixtures', import.meta.url));
const fixture = (name: string) => readFileSync(`${fixtures}/${name}`);
const PHOTO = 'zb1-good.jpg';

/** What the fixture photo prints, by form field name. */
const truth = (JSON.parse(fixture('truth.json').toString()) as Record<string, Record<string, string | number>>)[PHOTO]!;

/** The fields a dealer types from the photo when read otherwise (selects and the date are kept as read). */
const TYPED = ['make', 'model', 'power', 'engineCapacity', 'hsn', 'tsn', 'vinCode', 'briefNumber', 'licencePlate'] as const;

/**
 * What the dealer does after the reading: checks every field against the photo, typing over what
 * was read wrong (the reading is not perfect, and its mistakes are not always the same), and fills
 * what a registration document does not print, so that the form can be saved.
 */
async function completeForm(page: Page, locale: Locale) {
  const tx = texts(locale);
  const field = (name: string) => page.getByLabel(tx(`vehicles.form.${name}`), { exact: true });
  for (const name of TYPED) {
    const printed = truth[name];
    if (printed === undefined) continue;
    // Numbers are shown as the language writes them (1.968 cm³): compared by their digits.
    const shown = await field(name).inputValue();
    const same =
      typeof printed === 'number' ? shown.replace(/\D/g, '') === String(printed) : shown.toUpperCase() === printed.toUpperCase();
    if (!same) await field(name).fill(String(printed));
  }
  const emptyText = async (name: string, value: string) => {
    if (!(await field(name).inputValue())) await field(name).fill(value);
  };
  const emptySelect = async (name: string, option: string) => {
    const select = page.locator('.ant-select').filter({ has: field(name) });
    if (!(await select.locator('.ant-select-content-has-value').count())) await pick(page, tx(`vehicles.form.${name}`), option);
  };
  await emptyText('make', 'VW');
  await emptyText('model', 'GOLF');
  await emptySelect('bodywork', tx('vehicles.enums.bodywork.LIMOUSINE'));
  await emptySelect('fuelType', tx('vehicles.enums.fuelType.PETROL'));
  await emptyText('power', '110');
  await emptyText('engineCapacity', '1498');
  await emptySelect('gearType', tx('vehicles.enums.gearType.Manual'));
  await emptySelect('euroNorm', tx('vehicles.enums.euroNorm.EURO_6D'));
  await emptyText('doors', '5');
  await emptyText('briefNumber', 'AB1234567');
  await field('nextInspection').fill(locale === 'de' ? '05.2027' : '05/2027');
  await field('nextInspection').press('Enter');
  await field('mileage').fill('42000');
  await field('previousOwners').fill('1');
}

/** Presses Tab until `target` has the focus, as a dealer without a mouse does. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

for (const locale of ['de', 'en'] as const) {
  test(`vehicle by OCR (${locale})`, async ({ page }) => {
    test.setTimeout(240_000);
    const tx = texts(locale);
    await newDealer(page, { locale, withCompany: true });

    // The choice of the add screen leads to the OCR page.
    await page.goto('/vehicles/manual');
    await page.getByRole('button', { name: tx('vehicles.ocr.choice') }).click();
    await expect(page).toHaveURL(/\/vehicles\/ocr$/);
    await expect(page.getByRole('button', { name: tx('vehicles.ocr.takePhoto') })).toBeVisible();
    await captureScreens(page, `vehicle-ocr-choose-${locale}`);

    if (locale === 'de') {
      // A blank page reads as nothing: the advice says what to do.
      await page
        .getByTestId('ocr-file')
        .setInputFiles({ name: 'leer.jpg', mimeType: 'image/jpeg', buffer: fixture('blank-page.jpg') });
      await expect(page.getByText(tx('vehicles.ocr.failedAdvice'))).toBeVisible({ timeout: 90_000 });
      await captureScreens(page, `vehicle-ocr-failed-${locale}`);
    }

    // By keyboard: German from the failure's "choose another image" (focused already), English
    // tabbing to "choose file"; Enter opens the file chooser.
    const button =
      locale === 'de'
        ? page.getByRole('button', { name: tx('vehicles.ocr.tryAgain') })
        : page.getByRole('button', { name: tx('vehicles.ocr.chooseFile') });
    if (locale === 'de') await expect(button).toBeFocused();
    else await tabTo(page, button);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'fahrzeugschein.jpg', mimeType: 'image/jpeg', buffer: fixture(PHOTO) });
    await expect(page.getByText(tx('vehicles.ocr.reading'))).toBeVisible();
    const vin = page.getByLabel(tx('vehicles.form.vinCode'), { exact: true });
    await expect(vin).not.toHaveValue('', { timeout: 90_000 });
    await expect(page.getByRole('img', { name: tx('vehicles.ocr.photoAlt') })).toBeVisible();
    // The focus is on what was read; Tab leads into the form.
    await expect(page.locator('.ocr-summary')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(tx('vehicles.form.make'), { exact: true })).toBeFocused();
    await captureScreens(page, `vehicle-ocr-read-${locale}`);

    // A highlighted text field, said to be unsure, is corrected to what the document prints: its
    // highlight goes. A reader sure of every field of this photo highlights none, and what it is sure
    // of is what the document prints (a doubted field's correction is also in vehicle-ocr-photo.spec.ts).
    const unsureTexts = page
      .locator('.ocr-unsure')
      .filter({ has: page.locator('input.ant-input, input.ant-input-number-input') });
    if ((await unsureTexts.count()) === 0) {
      await expect(page.locator('.ocr-check')).toHaveCount(0);
      await expect(vin).toHaveValue(String(truth.vinCode));
    } else {
      const unsure = unsureTexts.first();
      await expect(unsure.locator('.ocr-check')).toContainText(tx('vehicles.ocr.checkBecause'));
      const highlighted = unsure.locator('input').first();
      await expect(highlighted).toHaveAttribute('aria-describedby', /_extra/);
      const name = (await highlighted.getAttribute('id')) ?? '';
      // By its id from here on: once typed into, the field is no longer among the highlighted ones.
      const control = page.locator(`input[id="${name}"]`);
      const before = await page.locator('.ocr-check').count();
      await control.fill('');
      await control.fill(String(truth[name] ?? (await control.inputValue()) ?? ''));
      const item = page.locator('.ant-form-item').filter({ has: page.locator(`input[id="${name}"]`) });
      await expect(item.locator('.ocr-check')).toHaveCount(0);
      expect(await page.locator('.ocr-check').count()).toBeLessThan(before);
    }

    await completeForm(page, locale);
    const vinValue = String(truth.vinCode);
    // Agreed and saved by keyboard: Space ticks the box, Tab past "back" to "save", Enter.
    const agreement = page.getByLabel(tx('vehicles.form.agreement'));
    await agreement.focus();
    await page.keyboard.press('Space');
    await expect(agreement).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: tx('common.actions.save'), exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vehicles\/[0-9a-f-]{36}$/, { timeout: 20_000 });

    // Its image is one of its documents, marked as the registration document read by OCR.
    await expect(page.getByText(tx('vehicles.ocr.document'))).toBeVisible();
    await expect(page.getByText('fahrzeugschein.jpg', { exact: true })).toBeVisible();
    // What the document prints is what was saved.
    for (const printed of [truth.vinCode, truth.licencePlate, truth.briefNumber])
      await expect(page.getByText(String(printed), { exact: true })).toBeVisible();
    await captureScreens(page, `vehicle-ocr-vehicle-${locale}`);

    // In stock, found by its VIN.
    await page.goto('/vehicles');
    await page.getByLabel(tx('vehicles.list.search')).fill(vinValue.slice(-8));
    await expect(page.getByText(vinValue)).toBeVisible();
  });
}
