import { expect, type Page, test } from '@playwright/test';
import { translate } from '../../packages/domain/src/i18n/catalogs';
import { captureScreens } from '../support/screens';
import { pick } from '../support/select';
import { addCustomer, captureStep, pickBySearch, saleWizard } from '../support/sale';
import { newDealer } from '../support/session';
import { type Locale, texts } from '../support/texts';
import { addVehicle } from '../support/vehicles';

// Dates as dealers type them. German: a future first registration (a day typed with Enter, or a month)
// stays in the field with the reason and keeps the vehicle from being saved; the first registration
// takes the month as dealers and adverts state it (EZ 03/2019, 03.2019), saved and shown as 03.2019 in
// the facts and the list; short forms are read and the HU month takes MM/JJJJ; what was saved is shown
// after a reload. English: the same in English forms, and a sale whose invoice the wizard and the
// server refuse until the vehicle has its first registration, which a month satisfies.

async function storedVehicle(page: Page, id: string): Promise<{ first_registered: string | null; next_inspection: string }> {
  const token = await page.evaluate(() => sessionStorage.getItem('kontor.token') ?? '');
  const response = await page.request.get(`/api/user/vehicles/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { first_registered: string | null; next_inspection: string } }).data;
}

/** A vehicle in stock whose first registration is not known yet, its edit form open. */
async function editUnregistered(page: Page, locale: Locale, vin: string): Promise<string> {
  const tx = texts(locale);
  const id = await addVehicle(page, {
    make: 'VW',
    model: 'Golf',
    brief_number: 'AB1234567',
    vin_code: vin,
    first_registered: null,
    next_inspection: '2027-05-01',
    mileage: 42_000,
  });
  await page.goto(`/vehicles/${id}`);
  await page.getByRole('button', { name: tx('vehicles.detail.edit') }).click();
  return id;
}

test('date inputs (de): what is not taken stays with its reason, short forms and MM/JJJJ are read and kept', async ({ page }) => {
  test.setTimeout(240_000);
  const tx = texts('de');
  const field = (name: string) => page.getByLabel(tx(`vehicles.form.${name}`), { exact: true });
  const save = () => page.getByRole('button', { name: tx('common.actions.save'), exact: true }).click();
  await newDealer(page, { locale: 'de', withCompany: true });
  const id = await editUnregistered(page, 'de', 'WVWZZZCDZMW424242');

  // A future first registration typed and taken with Enter: kept, with the reason, and not saved.
  await field('firstRegistered').fill('01.03.2031');
  await field('firstRegistered').press('Enter');
  const future = page.getByText(translate('de', 'common.dateInput.future', { date: '01.03.2031' }));
  await expect(future).toBeVisible();
  await expect(field('firstRegistered')).toHaveValue('01.03.2031');
  await save();
  await expect(future).toBeVisible();
  await expect(field('firstRegistered')).toHaveValue('01.03.2031');
  expect((await storedVehicle(page, id)).first_registered).toBeNull();

  // A month still to come: kept, with the reason, and not saved.
  await field('firstRegistered').fill('04.2031');
  await field('firstRegistered').press('Tab');
  const futureMonth = page.getByText(translate('de', 'common.dateInput.futureMonth', { date: '04.2031' }));
  await expect(futureMonth).toBeVisible();
  await expect(field('firstRegistered')).toHaveValue('04.2031');
  await captureScreens(page, 'date-inputs-future-month-de');
  await save();
  await expect(futureMonth).toBeVisible();
  await expect(field('firstRegistered')).toHaveValue('04.2031');
  expect((await storedVehicle(page, id)).first_registered).toBeNull();

  // The month as a dealer reads it off an advert or writes it (EZ 03/2019): taken as the month, no day made up.
  for (const month of ['03/2019', '03.2019']) {
    await field('firstRegistered').fill(month);
    await field('firstRegistered').press('Tab');
    await expect(field('firstRegistered')).toHaveValue('03.2019');
    await save();
    await expect(page.getByRole('button', { name: tx('vehicles.detail.edit') })).toBeVisible();
    expect((await storedVehicle(page, id)).first_registered).toBe('2019-03');
    await page.reload();
    await expect(page.getByText('03.2019', { exact: true })).toBeVisible();
    await captureScreens(page, 'date-inputs-month-facts-de');
    await page.getByRole('button', { name: tx('vehicles.detail.edit') }).click();
    await expect(field('firstRegistered')).toHaveValue('03.2019');
  }
  await captureScreens(page, 'date-inputs-month-form-de');
  await page.goto('/vehicles');
  await expect(
    page.getByRole('row').filter({ hasText: 'WVWZZZCDZMW424242' }).getByText('03.2019', { exact: true }),
  ).toBeVisible();
  await captureScreens(page, 'date-inputs-month-list-de');
  await page.goto(`/vehicles/${id}`);
  await page.getByRole('button', { name: tx('vehicles.detail.edit') }).click();

  // Short forms are read; the HU month takes MM/JJJJ.
  await field('firstRegistered').fill('12.3.19');
  await field('firstRegistered').press('Tab');
  await expect(field('firstRegistered')).toHaveValue('12.03.2019');
  await field('nextInspection').fill('03/2027');
  await field('nextInspection').press('Enter');
  await expect(field('nextInspection')).toHaveValue('03.2027');
  await save();
  await expect(page.getByRole('button', { name: tx('vehicles.detail.edit') })).toBeVisible();
  expect(await storedVehicle(page, id)).toMatchObject({ first_registered: '2019-03-12', next_inspection: '2027-03-01' });

  await page.reload();
  await expect(page.getByText('12.03.2019', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: tx('vehicles.detail.edit') }).click();
  await expect(field('firstRegistered')).toHaveValue('12.03.2019');
  await expect(field('nextInspection')).toHaveValue('03.2027');
});

test('date inputs (en): English forms, and no invoice before the vehicle has its first registration', async ({ page }) => {
  test.setTimeout(300_000);
  const locale = 'en';
  const tx = texts(locale);
  const field = (name: string) => page.getByLabel(tx(`vehicles.form.${name}`), { exact: true });
  await newDealer(page, { locale, withCompany: true });
  const id = await editUnregistered(page, locale, 'WVWZZZCDZMW434343');

  await field('firstRegistered').fill('01/03/2031');
  await field('firstRegistered').press('Enter');
  await expect(page.getByText(translate(locale, 'common.dateInput.future', { date: '01/03/2031' }))).toBeVisible();
  await expect(field('firstRegistered')).toHaveValue('01/03/2031');
  // A month is taken as a month and shown as MM/YYYY; one still to come stays with the reason.
  await field('firstRegistered').fill('03/2019');
  await field('firstRegistered').press('Tab');
  await expect(field('firstRegistered')).toHaveValue('03/2019');
  await field('firstRegistered').fill('04/2031');
  await field('firstRegistered').press('Tab');
  await expect(page.getByText(translate(locale, 'common.dateInput.futureMonth', { date: '04/2031' }))).toBeVisible();
  await expect(field('firstRegistered')).toHaveValue('04/2031');
  // British English: a day with slashes is read day first, as the field shows it; ISO is read too.
  await field('firstRegistered').fill('3/4/2019');
  await field('firstRegistered').press('Tab');
  await expect(field('firstRegistered')).toHaveValue('03/04/2019');
  await field('firstRegistered').fill('2019-11-26');
  await field('firstRegistered').press('Tab');
  await expect(field('firstRegistered')).toHaveValue('26/11/2019');
  await field('nextInspection').fill('03/2027');
  await field('nextInspection').press('Enter');
  await expect(field('nextInspection')).toHaveValue('03/2027');
  await captureScreens(page, 'date-inputs-first-registration-en');
  // Leave it empty for now: a vehicle in stock may lack its first registration.
  await field('firstRegistered').fill('');
  await field('firstRegistered').press('Tab');
  await page.getByRole('button', { name: tx('common.actions.save'), exact: true }).click();
  await expect(page.getByRole('button', { name: tx('vehicles.detail.edit') })).toBeVisible();
  expect(await storedVehicle(page, id)).toMatchObject({ first_registered: null, next_inspection: '2027-03-01' });

  // The sale: the wizard says the first registration is missing where the invoice is chosen and
  // before it is made, and the server refuses the invoice.
  await addCustomer(page, {
    type: 'PRIVATE',
    first_name: 'John',
    last_name: 'Buyer',
    street_address: 'Heidestraße',
    house_number: '17',
    postal_code: '51147',
    city: 'Köln',
  });
  const wizard = saleWizard(page, locale);
  await page.goto(`/selling/selling-documents/${id}`);
  await pickBySearch(page, wizard.label('trades.buyer.search'), { typed: 'buyer', option: 'John Buyer, Köln' });
  await wizard.next('price');
  await wizard.label('trades.price.grossPrice').fill('15000');
  await pick(page, tx('trades.price.paymentMethod'), tx('trades.price.paymentMethods.CASH'));
  await wizard.next('handover');
  await wizard.label('trades.handover.keys').fill('2');
  await wizard.next('documents');
  await wizard.chooseDocuments(['INVOICE']);
  const missing = page.getByRole('alert').filter({ hasText: translate(locale, 'errors.9561') });
  await expect(missing).toBeVisible();
  await expect(missing.getByRole('link', { name: tx('trades.wizard.toVehicle') })).toHaveAttribute('href', `/vehicles/${id}`);
  await captureStep(page, 'date-inputs-sale-documents-en');
  await wizard.next('generate');
  await expect(missing).toBeVisible();
  await captureStep(page, 'date-inputs-sale-unregistered-en');
  await page.getByRole('button', { name: tx('trades.generate.start') }).click();
  await expect(page.getByRole('status').getByText(tx('trades.generate.failed'), { exact: true })).toBeVisible();
  await expect(page.getByRole('status').getByText(translate(locale, 'errors.9561'))).toBeVisible();

  // Entered on the vehicle as the month the dealer knows (03/2019), the invoice is made: a month is enough.
  await missing.getByRole('link', { name: tx('trades.wizard.toVehicle') }).click();
  await page.getByRole('button', { name: tx('vehicles.detail.edit') }).click();
  await field('firstRegistered').fill('03/2019');
  await field('firstRegistered').press('Tab');
  await expect(field('firstRegistered')).toHaveValue('03/2019');
  await page.getByRole('button', { name: tx('common.actions.save'), exact: true }).click();
  await expect(page.getByText('03/2019', { exact: true })).toBeVisible();
  expect((await storedVehicle(page, id)).first_registered).toBe('2019-03');

  // The list's filter reads and shows the days the same way; a month-first day is no day and says so.
  await page.goto('/vehicles');
  const from = page.getByLabel(tx('vehicles.list.registeredFrom'), { exact: true });
  const to = page.getByLabel(tx('vehicles.list.registeredTo'), { exact: true });
  await from.fill('1/3/2019');
  await from.press('Enter');
  await expect(from).toHaveValue('01/03/2019');
  await to.fill('31/3/2019');
  await to.press('Enter');
  await expect(to).toHaveValue('31/03/2019');
  const row = page.getByRole('row').filter({ hasText: 'WVWZZZCDZMW434343' });
  await expect(row.getByText('03/2019', { exact: true })).toBeVisible();
  await to.fill('3/31/2019');
  await to.press('Tab');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: translate(locale, 'common.dateInput.unreadable', { text: '3/31/2019', example: '26/11/1985' }) }),
  ).toBeVisible();
  await expect(row).toBeVisible();
  await captureScreens(page, 'date-inputs-list-filter-en');

  await page.goto(`/selling/selling-documents/${id}`);
  await expect(wizard.current()).toContainText(tx('trades.wizard.steps.generate'));
  await expect(missing).toHaveCount(0);
  const number = await wizard.generate(['INVOICE']);
  expect(number).toBeTruthy();
});
