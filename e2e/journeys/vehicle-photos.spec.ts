import { todayInBerlin } from '../../packages/domain/src/business-calendar';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { captureScreens } from '../support/screens';
import { newDealer } from '../support/session';
import { texts } from '../support/texts';
import { addVehicle } from '../support/vehicles';

// Vehicle photos in the browser, in German: two photos uploaded to a vehicle show as thumbnails on the
// Photos tab and open in the gallery; the first one shows in the list row; the list sorts by a
// header both ways; the dashboard's figures link to the lists they count.

const tx = texts('de');

/** A real JPEG of one colour with a darker band, big enough to be a photo. */
function photo(r: number, g: number, b: number): Promise<Buffer> {
  const band = Buffer.from(
    `<svg width="1600" height="1200"><rect y="800" width="1600" height="400" fill="rgb(${r / 2},${g / 2},${b / 2})"/></svg>`,
  );
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r, g, b } } })
    .composite([{ input: band }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The first day of the month `offsetMonths` after the dealer's current month (Berlin). */
function berlinMonth(offsetMonths: number): string {
  const today = todayInBerlin();
  const date = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + offsetMonths, 1));
  return date.toISOString().slice(0, 10);
}

let serial = 0;
/** A vehicle of its own brief number and VIN, first registered in April 2021. */
function addNumberedVehicle(page: Page, fields: Record<string, unknown>): Promise<string> {
  serial += 1;
  return addVehicle(page, {
    brief_number: `AB12345${serial}`,
    vin_code: `TMBJJ7NE5L012345${serial}`,
    first_registered: '2021-04-12',
    ...fields,
  });
}

test('vehicle photos, list sorting and dashboard (de)', async ({ page }) => {
  test.setTimeout(240_000);
  await newDealer(page, { locale: 'de', withCompany: true });
  const skoda = await addNumberedVehicle(page, {
    make: 'Škoda',
    model: 'Octavia Combi',
    mileage: 90_000,
    next_inspection: berlinMonth(0),
    purchase_price: 1_100_000,
    purchase_taxation: 'MARGIN',
    asking_price: 1_490_000,
  });
  await addNumberedVehicle(page, {
    make: 'Opel',
    model: 'Astra',
    mileage: 60_000,
    next_inspection: berlinMonth(18),
    purchase_price: 950_000,
    purchase_taxation: 'MARGIN',
    asking_price: 1_250_050,
  });
  await addNumberedVehicle(page, { make: 'Seat', model: 'Leon', mileage: 120_000, next_inspection: berlinMonth(24) });

  // Two photos on the Photos tab, each shown by its thumbnail.
  await page.goto(`/vehicles/${skoda}`);
  await page.getByRole('tab', { name: tx('vehicles.detail.photos') }).click();
  const photosTab = page.getByRole('tabpanel', { name: tx('vehicles.detail.photos') });
  await expect(photosTab.getByText(tx('vehicles.detail.noPhotos'))).toBeVisible();
  await photosTab.locator('input[type="file"]').setInputFiles([
    { name: 'vorne.jpg', mimeType: 'image/jpeg', buffer: await photo(180, 40, 40) },
    { name: 'innen.jpg', mimeType: 'image/jpeg', buffer: await photo(40, 90, 180) },
  ]);
  await photosTab.getByRole('button', { name: tx('vehicles.detail.addPhotos') }).click();
  await expect(page.getByText(tx('vehicles.detail.photosUploaded', { count: 2 }))).toBeVisible({ timeout: 30_000 });
  const front = page.getByRole('img', { name: tx('vehicles.detail.openPhoto', { name: 'vorne.jpg' }) });
  await expect(front).toBeVisible();
  await expect(page.getByRole('img', { name: tx('vehicles.detail.openPhoto', { name: 'innen.jpg' }) })).toBeVisible();
  await expect(front).toHaveAttribute('src', /\/api\/files\/vehicle-thumbnails\//);
  await expect.poll(() => front.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
  await captureScreens(page, 'vehicle-photos-de');

  // The gallery shows the full image by its signed URL; the arrow key goes on, Esc closes it.
  await front.click();
  const preview = page.locator('.ant-image-preview-img, .ant-image-preview img').first();
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /\/api\/files\/vehicle-documents\//);
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600);
  const first = await preview.getAttribute('src');
  await page.keyboard.press('ArrowRight');
  await expect(preview).not.toHaveAttribute('src', first ?? '');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // The list shows the first photo in the Škoda's row and the prices as German writes them.
  await page.goto('/vehicles');
  const skodaRow = page.getByRole('row').filter({ hasText: 'Škoda Octavia Combi' });
  await expect(skodaRow.locator('img')).toHaveAttribute('src', /\/api\/files\/vehicle-thumbnails\//);
  await expect(skodaRow).toContainText('14.900,00 €');
  await expect(skodaRow).toContainText('11.000,00 €');

  // A header sorts ascending, a second click descending; the URL keeps it.
  const asking = page.getByRole('columnheader', { name: tx('vehicles.columns.askingPrice') });
  const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await asking.click();
  await expect(page).toHaveURL(/sort=asking_price/);
  await expect(firstRow).toContainText('Opel Astra');
  await asking.click();
  await expect(page).toHaveURL(/sort=-asking_price/);
  await expect(firstRow).toContainText('Škoda Octavia Combi');
  await expect(asking).toHaveAttribute('aria-sort', 'descending');
  await page.reload();
  await expect(firstRow).toContainText('Škoda Octavia Combi');

  // The dashboard: stock value at asking price without the unpriced Seat (said so), HU/AU due.
  await page.goto('/');
  await expect(page.getByText('27.400,50 €')).toBeVisible();
  await expect(page.getByText('20.500,00 €')).toBeVisible();
  await expect(page.getByText(tx('vehicles.dashboard.withoutPrice', { count: 1 })).first()).toBeVisible();
  await captureScreens(page, 'vehicle-dashboard-de');
  const dueTitle = tx('vehicles.dashboard.inspectionDue', { days: 60 });
  await page.getByRole('link', { name: `${dueTitle}: ${tx('vehicles.dashboard.showList')}` }).click();
  await expect(page).toHaveURL(/inspection_due_days=60/);
  await expect(page.getByText(tx('vehicles.list.total', { count: 1 }))).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(firstRow).toContainText('Škoda Octavia Combi');
});
