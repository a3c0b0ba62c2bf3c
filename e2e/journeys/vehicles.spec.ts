import { expect, type Page, test } from '@playwright/test';
import { TERMS_VERSION } from '../../packages/domain/src/terms-version';
import { PDF, PNG } from '../support/files';
import { captureScreens } from '../support/screens';
import { pick } from '../support/select';
import { logInBrowser, newDealer, uniqueEmail, useLocale } from '../support/session';
import { type Locale, texts } from '../support/texts';

// Adding a vehicle in the browser. German: a VW Golf found by HSN 0603 and a TSN of the key list, the wizard
// keeping what was typed across a step back, confirmed and saved, a PDF and a photo uploaded, found
// by its VIN in the list, its mileage edited. English: the same by hand, without a key.

async function fillVehicle(page: Page, locale: Locale, options: { vin: string; byHand: boolean }) {
  const tx = texts(locale);
  const field = (name: string) => page.getByLabel(tx(`vehicles.form.${name}`), { exact: true });
  if (options.byHand) {
    await field('make').fill('Skoda');
    await field('model').fill('Octavia Combi');
    await pick(page, tx('vehicles.form.constructionType'), tx('vehicles.enums.constructionType.KFZ'));
  }
  await pick(page, tx('vehicles.form.bodywork'), tx(`vehicles.enums.bodywork.${options.byHand ? 'KOMBI' : 'LIMOUSINE'}`));
  await pick(page, tx('vehicles.form.fuelType'), tx(`vehicles.enums.fuelType.${options.byHand ? 'DIESEL' : 'PETROL'}`));
  await field('power').fill('110');
  await expect(page.getByText(tx('vehicles.form.ps', { ps: 150 }))).toBeVisible();
  await field('engineCapacity').fill('1498');
  await pick(page, tx('vehicles.form.gearType'), tx('vehicles.enums.gearType.Manual'));
  await pick(page, tx('vehicles.form.euroNorm'), tx('vehicles.enums.euroNorm.EURO_6D'));
  await field('doors').fill('5');
  if (options.byHand) {
    await field('tsn').fill('ab');
    await field('tsn').blur();
    await expect(page.getByText(tx('errors.9302'))).toBeVisible();
    await field('tsn').fill('');
  }
  await field('vinCode').fill('WVWZZZ1KZ6W00000I');
  await field('vinCode').blur();
  await expect(page.getByText(tx('errors.9303'))).toBeVisible();
  await field('vinCode').fill(options.vin);
  await field('briefNumber').fill('AB1234567');
  await field('firstRegistered').fill(locale === 'de' ? '12.04.2021' : '12/04/2021');
  await field('firstRegistered').press('Enter');
  await field('nextInspection').fill(locale === 'de' ? '05.2027' : '05/2027');
  await field('nextInspection').press('Enter');
  await field('mileage').fill('42000');
  await field('previousOwners').fill('1');
}

for (const locale of ['de', 'en'] as const) {
  test(`vehicles (${locale}): add ${locale === 'de' ? 'by HSN/TSN' : 'by hand'}, upload, find by VIN, edit`, async ({ page }) => {
    test.setTimeout(240_000);
    const tx = texts(locale);
    const byHand = locale === 'en';
    const vin = locale === 'de' ? 'WVWZZZCDZMW424242' : 'TMBJJ7NE5L0123456';

    await newDealer(page, { locale, withCompany: true });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: tx('vehicles.dashboard.title'), level: 2 })).toBeVisible();
    await expect(page.getByText(tx('vehicles.dashboard.empty')).first()).toBeVisible();
    await page.getByRole('button', { name: tx('vehicles.list.add') }).click();
    await expect(page).toHaveURL(/\/vehicles\/manual$/);

    if (!byHand) {
      // The key list loads in the background after the server starts; search until it answers.
      await page.getByLabel(tx('vehicles.add.hsn')).fill('0603');
      await page.getByLabel(tx('vehicles.add.tsn')).fill('cbi');
      await expect(async () => {
        await page.getByRole('button', { name: tx('vehicles.add.search') }).click();
        await expect(page.getByText('VW Golf', { exact: true })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 90_000 });
      await expect(page).toHaveURL(/hsn=0603&tsn=CBI/);
      await captureScreens(page, `vehicles-search-${locale}`);
      await page
        .getByRole('button', { name: new RegExp(`^${tx('vehicles.add.choose')}`) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/vehicles\/finish-search\/\d+$/);
      await expect(page.getByLabel(tx('vehicles.form.make'), { exact: true })).toHaveValue('VW');
      await expect(page.getByLabel(tx('vehicles.form.model'), { exact: true })).toHaveValue('Golf');
      await expect(page.getByLabel(tx('vehicles.form.hsn'), { exact: true })).toHaveValue('0603');
    } else {
      // The search by trade name: one row per name with its key numbers to pick from, and a note
      // when more names matched than are shown.
      await page.getByText(tx('vehicles.add.byModel'), { exact: true }).click();
      await page.getByLabel(tx('vehicles.add.model')).fill('golf');
      await expect(async () => {
        await page.getByRole('button', { name: tx('vehicles.add.search') }).click();
        await expect(page.getByText('VW Golf', { exact: true })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 90_000 });
      await expect(page.getByLabel(tx('vehicles.add.keysOf', { make: 'VW', model: 'Golf' }), { exact: true })).toBeVisible();
      await captureScreens(page, `vehicles-model-search-${locale}`);
      await page.getByLabel(tx('vehicles.add.model')).fill('ka');
      await page.getByRole('button', { name: tx('vehicles.add.search') }).click();
      await expect(page.getByText(/refine the search/)).toBeVisible();
      await page.getByRole('button', { name: tx('vehicles.add.manual') }).click();
      await expect(page).toHaveURL(/\/vehicles\/manual-add$/);
    }

    await fillVehicle(page, locale, { vin, byHand });

    if (!byHand) {
      // A step back to the search and forward again keeps what was typed.
      await page.getByRole('button', { name: tx('common.actions.back'), exact: true }).click();
      await expect(page).toHaveURL(/\/vehicles\/manual\?hsn=0603/);
      await page
        .getByRole('button', { name: new RegExp(`^${tx('vehicles.add.choose')}`) })
        .first()
        .click();
      await expect(page.getByLabel(tx('vehicles.form.vinCode'), { exact: true })).toHaveValue(vin);
      await expect(page.getByLabel(tx('vehicles.form.mileage'), { exact: true })).toHaveValue(/42/);
    }

    // Saving needs the agreement.
    await page.getByRole('button', { name: tx('common.actions.save'), exact: true }).click();
    await expect(page.getByText(tx('vehicles.form.agreementRequired'))).toBeVisible();
    await captureScreens(page, `vehicles-form-${locale}`);
    await page.getByLabel(tx('vehicles.form.agreement')).check();
    await page.getByRole('button', { name: tx('common.actions.save'), exact: true }).click();
    await expect(page).toHaveURL(/\/vehicles\/upload\?vehicle=/);

    if (!byHand) {
      await page.locator('input[type="file"]').setInputFiles([
        { name: 'Fahrzeugbrief.pdf', mimeType: 'application/pdf', buffer: PDF },
        { name: 'Front.png', mimeType: 'image/png', buffer: PNG },
      ]);
      await page.getByRole('button', { name: tx('vehicles.detail.addDocuments') }).click();
      await expect(page.getByText(tx('vehicles.upload.uploaded', { count: 2 }))).toBeVisible();
      await expect(page.getByText('Fahrzeugbrief.pdf', { exact: true })).toBeVisible();
      await expect(page.getByText('Front.png', { exact: true })).toBeVisible();
      await captureScreens(page, `vehicles-upload-${locale}`);
      await page.getByRole('button', { name: tx('vehicles.upload.done'), exact: true }).click();
    } else {
      await page.getByRole('button', { name: tx('vehicles.upload.skip'), exact: true }).click();
    }
    await expect(page).toHaveURL(/\/vehicles\/[0-9a-f-]{36}$/);

    // Found by its VIN in the list.
    await page.goto('/vehicles');
    await expect(page.getByRole('tab', { name: tx('vehicles.list.current', { count: 1 }) })).toBeVisible();
    await page.getByLabel(tx('vehicles.list.search')).fill(vin.slice(-8));
    await expect(page).toHaveURL(new RegExp(`search=${vin.slice(-8)}`));
    await expect(page.getByText(vin)).toBeVisible();
    await captureScreens(page, `vehicles-list-${locale}`);
    // At 1440 px the list's columns, Sell included, fit beside the menu: nothing to scroll sideways for.
    const table = page.locator('.ant-table-content');
    await expect.poll(() => table.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
    // exact: the row's Sell link is named after the vehicle too ("Sell Skoda Octavia Combi").
    await page.getByRole('link', { name: byHand ? 'Skoda Octavia Combi' : 'VW Golf', exact: true }).click();

    // Edit the mileage.
    await page.getByRole('button', { name: tx('vehicles.detail.edit') }).click();
    await page.getByLabel(tx('vehicles.form.mileage'), { exact: true }).fill('45500');
    await page.getByRole('button', { name: tx('common.actions.save'), exact: true }).click();
    await expect(page.getByText(locale === 'de' ? '45.500 km' : '45,500 km')).toBeVisible();
    if (!byHand) await expect(page.getByText('Fahrzeugbrief.pdf', { exact: true })).toBeVisible();
    await captureScreens(page, `vehicles-detail-${locale}`);

    // The dashboard counts it.
    await page.goto('/');
    await expect(page.getByRole('link', { name: byHand ? 'Skoda Octavia Combi' : 'VW Golf' }).first()).toBeVisible();
    await captureScreens(page, `vehicles-dashboard-${locale}`);

    await page.goto('/about');
    await expect(page.getByText(tx('vehicles.about.keyListSource'))).toBeVisible();
  });
}

test('vehicles (de): the demo version shows sample vehicles and asks for the verification', async ({ page }) => {
  const tx = texts('de');
  await useLocale(page, 'de');
  const response = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('demo'), phone_number: '+491512345678', agree_to_terms: true, terms_version: TERMS_VERSION },
  });
  expect(response.ok()).toBe(true);
  await logInBrowser(page, (await response.json()).data);
  await expect(page.getByText(tx('vehicles.demo.banner'))).toBeVisible();
  await expect(page.getByText('VW', { exact: false }).first()).toBeVisible();
  await page.goto('/vehicles');
  await expect(page.getByText(tx('vehicles.demo.tag')).first()).toBeVisible();
  await expect(page.getByText('WVWZZZCDZMW000001')).toBeVisible();
  await captureScreens(page, 'vehicles-demo-de');
  await page.getByRole('button', { name: tx('vehicles.list.add') }).click();
  await expect(page.getByText(tx('vehicles.demo.verifyText'))).toBeVisible();
});
