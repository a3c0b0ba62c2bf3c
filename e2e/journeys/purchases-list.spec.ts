import { expect, type Page, test } from '@playwright/test';
import { addYears, todayInBerlin } from '../../packages/domain/src/business-calendar';
import { addCustomer, money } from '../support/sale';
import { captureScreens } from '../support/screens';
import { newDealer } from '../support/session';
import { texts } from '../support/texts';
import { addVehicle } from '../support/vehicles';

// Purchases (Ankäufe) beside Sales in German: two vehicles bought (their contracts made), found under
// Ankäufe by year with count and total, and by search; a sale canceled after its invoice stays
// under Verkäufe, marked canceled with its cancellation invoice, and out of the year's count and total.

const today = todayInBerlin();
const year = today.slice(0, 4);

/** The dealer's API with the browser's session, for the set-up the journey does not show (as cancellations.spec does). */
async function apiAs(page: Page) {
  const token = await page.evaluate(() => sessionStorage.getItem('kontor.token') ?? '');
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'get' | 'post', url: string, data?: unknown) => {
    const response = await page.request[method](url, { headers, data });
    expect(response.ok(), `${url} → ${response.status()} ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const waitForJob = async (suuid: unknown) =>
    expect
      .poll(async () => (await call('get', `/api/user/vehicles/uploading-documents-status/${String(suuid)}`)).status, {
        timeout: 60_000,
      })
      .toBe('DONE');
  return {
    /** Buys the vehicle from the seller: the purchase saved and its contract made (which records the purchase). */
    async buy(vehicleId: string, purchase: Record<string, unknown>) {
      await call('post', `/api/user/vehicles/${vehicleId}/trades/BUYING/CONTRACT`, purchase);
      await waitForJob((await call('post', `/api/user/vehicles/${vehicleId}/documents/generate/CONTRACT/order/BUYING`)).suuid);
    },
    /** Sells the vehicle with its invoice issued, then cancels the sale (a cancellation invoice). */
    async sellAndCancel(vehicleId: string, sale: Record<string, unknown>) {
      await call('post', `/api/user/vehicles/${vehicleId}/trades/SELLING/INVOICE`, sale);
      await waitForJob((await call('post', `/api/user/vehicles/${vehicleId}/documents/generate/INVOICE/order/SELLING`)).suuid);
      await waitForJob(
        (await call('post', `/api/user/vehicles/${vehicleId}/shtorno`, { reason: 'Der Käufer ist zurückgetreten' })).suuid,
      );
    },
  };
}

const vehicle = ([make, model, vin, brief]: [string, string, string, string]) => ({
  make,
  model,
  vin_code: vin,
  brief_number: brief,
  first_registered: '2019-05-02',
  next_inspection: '2027-05-01',
  mileage: 64_000,
});

test('Ankäufe (de): two purchases by year with count, total and search; a canceled sale stays under Verkäufe, marked', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const tx = texts('de');
  await newDealer(page, { locale: 'de', withCompany: true });
  const golf = await addVehicle(page, vehicle(['VW', 'Golf', 'WVWZZZCDZMW700001', 'AB7000001']));
  const astra = await addVehicle(page, vehicle(['Opel', 'Astra', 'W0LBD6EA0MW700002', 'AB7000002']));
  const passat = await addVehicle(page, vehicle(['VW', 'Passat', 'WVWZZZ3CZME700003', 'AB7000003']));
  const privateSeller = await addCustomer(page, {
    type: 'PRIVATE',
    first_name: 'Karl',
    last_name: 'Verkäufer',
    street_address: 'Ringstraße',
    house_number: '5',
    postal_code: '50667',
    city: 'Köln',
    birthday: '1968-09-03',
    place_of_birth: 'Köln',
    passport: 'L01X00T47',
    passport_from: 'Stadt Köln',
    passport_expired: addYears(today, 4),
  });
  const business = await addCustomer(page, {
    type: 'BUSINESS',
    company_name: 'Leasing Rückläufer AG',
    street_address: 'Am Hafen',
    house_number: '1',
    postal_code: '20457',
    city: 'Hamburg',
    vat_id: 'DE136695976',
  });
  const buyer = await addCustomer(page, {
    type: 'PRIVATE',
    first_name: 'Erika',
    last_name: 'Mustermann',
    street_address: 'Heidestraße',
    house_number: '17',
    postal_code: '51147',
    city: 'Köln',
  });

  const api = await apiAs(page);
  // §25a from a private seller (no VAT: the price is the cost), and from a business with VAT and its own invoice.
  await api.buy(golf, { customer_id: privateSeller, gross_price: 850_000 });
  await api.buy(astra, {
    customer_id: business,
    gross_price: 1_190_000,
    vat: true,
    vat_rate: 19,
    seller_invoice_number: 'VK-2026-77',
  });
  await api.sellAndCancel(passat, { customer_id: buyer, gross_price: 2_380_000 });

  // Ankäufe, from the side menu beside Verkäufe.
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: tx('shell.menu.label') });
  await menu.getByRole('menuitem', { name: tx('shell.menu.purchases') }).click();
  await expect(page).toHaveURL(/\/buying$/);
  await expect(page.getByRole('heading', { name: tx('vehicles.purchases.title'), level: 2 })).toBeVisible();
  const thisYear = page.getByRole('region', { name: year });
  await expect(thisYear).toContainText(tx('vehicles.purchases.count_other', { count: 2 }));
  await expect(thisYear).toContainText(tx('vehicles.purchases.total', { total: money(850_000 + 1_190_000, 'de') }));
  await expect(thisYear.getByRole('row')).toHaveCount(3);
  await expect(thisYear.getByRole('row').filter({ hasText: 'Leasing Rückläufer AG' })).toContainText('VK-2026-77');
  await expect(thisYear.getByRole('row').filter({ hasText: 'Karl Verkäufer' })).toContainText(
    tx('vehicles.purchases.status.FINISHED'),
  );
  await captureScreens(page, 'purchases-list-de');

  // The search: by the seller, and by the seller's invoice number; the year's figures follow it.
  const search = page.getByRole('searchbox', { name: tx('vehicles.purchases.search') });
  await search.fill('Rückläufer');
  await expect(page).toHaveURL(/search=R%C3%BCckl%C3%A4ufer|search=Rückläufer/);
  await expect(thisYear.getByRole('row')).toHaveCount(2);
  await expect(thisYear).toContainText(tx('vehicles.purchases.count_one', { count: 1 }));
  await expect(thisYear).toContainText(tx('vehicles.purchases.total', { total: money(1_190_000, 'de') }));
  await search.fill('VK-2026-77');
  await expect(thisYear.getByRole('row').filter({ hasText: 'Opel Astra' })).toBeVisible();
  await search.fill('Tesla');
  await expect(page.getByText(tx('vehicles.purchases.emptySearch', { search: 'Tesla' }))).toBeVisible();

  // A row opens its purchase in the purchase wizard.
  await search.fill('');
  await page.getByRole('link', { name: tx('vehicles.purchases.openPurchase', { vehicle: 'VW Golf' }) }).click();
  await expect(page).toHaveURL(new RegExp(`/buying/buying-documents/${golf}$`));

  // Verkäufe: the canceled sale stays in its year, marked, with its cancellation invoice; not counted.
  await page.goto('/');
  await page
    .getByRole('navigation', { name: tx('shell.menu.label') })
    .getByRole('menuitem', { name: tx('shell.menu.sales') })
    .click();
  await expect(page).toHaveURL(/\/selling$/);
  const sales = page.getByRole('region', { name: year });
  const canceled = sales.getByRole('row').filter({ hasText: 'VW Passat' });
  await expect(canceled).toContainText(tx('vehicles.sales.status.REJECTED'));
  await expect(sales).toContainText(tx('vehicles.sales.count_other', { count: 0 }));
  await expect(sales).toContainText(tx('vehicles.sales.total', { total: money(0, 'de') }));
  await expect(sales).toContainText(tx('vehicles.sales.canceled_one', { count: 1 }));
  const document = tx('cancellations.documents.SELLING');
  const open = canceled.getByRole('button', { name: new RegExp(`^${document} \\S+ öffnen$`) });
  await expect(open).toBeVisible();
  const popup = page.waitForEvent('popup');
  await open.click();
  const pdf = await popup;
  await expect.poll(() => pdf.url()).toMatch(/\/api\/files\/generated-documents\/|^blob:/);
  await pdf.close();
  await captureScreens(page, 'sales-canceled-de');
});
