import { expect, test } from '@playwright/test';
import { captureScreens } from '../support/screens';
import { pick } from '../support/select';
import { newDealer } from '../support/session';
import { texts } from '../support/texts';

// A new dealer on a new installation: the server has just started on an empty DATA_DIR without any
// setting for the key list, loads the list it comes with after it listens, and the dealer finds a
// VW up! by HSN 0603 and TSN BGU, written as a dealer writes it, without anybody running a command.

test('key list (de): found by HSN/TSN on a fresh start, make and model as a dealer writes them', async ({ page }) => {
  test.setTimeout(180_000);
  const tx = texts('de');
  const field = (name: string) => page.getByLabel(tx(`vehicles.form.${name}`), { exact: true });

  await newDealer(page, { locale: 'de', withCompany: true });
  await page.goto('/vehicles/manual');
  await page.getByLabel(tx('vehicles.add.hsn')).fill('0603');
  await page.getByLabel(tx('vehicles.add.tsn')).fill('bgu');
  await page.getByRole('button', { name: tx('vehicles.add.search') }).click();
  await expect(page).toHaveURL(/hsn=0603&tsn=BGU/);

  // While the list loads the page says so and searches again by itself once it is there; it never
  // tells the dealer that no list is loaded or to have a command run.
  const result = page.getByText('VW up!', { exact: true });
  const failed = page.getByText(tx('vehicles.add.noKeyListHow'));
  await expect(async () => {
    expect(await failed.count()).toBe(0);
    await expect(result).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 120_000 });
  await expect(page.getByText(tx('vehicles.add.keyListLoading'))).toHaveCount(0);
  await expect(page.getByText('HSN 0603 · TSN BGU · VOLKSWAGEN-VW')).toBeVisible();
  await captureScreens(page, 'key-list-fresh-start-de');

  await page
    .getByRole('button', { name: new RegExp(`^${tx('vehicles.add.choose')}`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/vehicles\/finish-search\/\d+$/);
  await expect(field('make')).toHaveValue('VW');
  await expect(field('model')).toHaveValue('up!');
  await expect(field('hsn')).toHaveValue('0603');
  await expect(field('tsn')).toHaveValue('BGU');

  // Saved, the vehicle keeps the names as chosen.
  await pick(page, tx('vehicles.form.bodywork'), tx('vehicles.enums.bodywork.LIMOUSINE'));
  await pick(page, tx('vehicles.form.fuelType'), tx('vehicles.enums.fuelType.PETROL'));
  await field('power').fill('44');
  await field('engineCapacity').fill('999');
  await pick(page, tx('vehicles.form.gearType'), tx('vehicles.enums.gearType.Manual'));
  await pick(page, tx('vehicles.form.euroNorm'), tx('vehicles.enums.euroNorm.EURO_6D'));
  await field('doors').fill('5');
  await field('vinCode').fill('WVWZZZAAZJD123456');
  await field('briefNumber').fill('AB1234567');
  await field('firstRegistered').fill('12.04.2018');
  await field('firstRegistered').press('Enter');
  await field('nextInspection').fill('05.2027');
  await field('nextInspection').press('Enter');
  await field('mileage').fill('61000');
  await field('previousOwners').fill('1');
  await page.getByLabel(tx('vehicles.form.agreement')).check();
  await page.getByRole('button', { name: tx('common.actions.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/vehicles\/upload\?vehicle=[0-9a-f-]{36}$/);
  await page.goto('/vehicles');
  await expect(page.getByRole('link', { name: 'VW up!', exact: true })).toBeVisible();
});

// The first start's minute of loading, held still: the server's status answer is taken as it would
// be while the list loads (on this run's server it is long loaded), so the page can be looked at.
test('key list (de): while the list loads the page says so, not to have a command run', async ({ page }) => {
  const tx = texts('de');
  await newDealer(page, { locale: 'de', withCompany: true });
  await page.route('**/api/user/vehicles/key-list', (route) =>
    route.fulfill({ json: { data: { imported: false, loading: true, rows: 0, imported_at: null, source: null } } }),
  );
  await page.route('**/api/user/vehicles/variations?*', (route) =>
    route.fulfill({ json: { data: [], meta: { imported: false, total: 0, shown: 0, has_more: false } } }),
  );
  await page.goto('/vehicles/manual?hsn=0603&tsn=BGU');
  await expect(page.getByRole('alert').filter({ hasText: tx('vehicles.add.keyListLoading') })).toBeVisible();
  await expect(page.getByText(tx('vehicles.add.keyListLoadingHow'))).toBeVisible();
  await expect(page.getByText(tx('vehicles.add.noKeyListHow'))).toHaveCount(0);
  await captureScreens(page, 'key-list-loading-de');
});
