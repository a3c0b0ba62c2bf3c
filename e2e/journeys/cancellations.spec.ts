import { expect, type Page, test } from '@playwright/test';
import { addYears, todayInBerlin } from '../../packages/domain/src/business-calendar';
import { openMenuGroup } from '../support/menu';
import { addCustomer, captureStep, day, documentTexts, money, sellWithInvoice } from '../support/sale';
import { newDealer } from '../support/session';
import { type Locale, texts } from '../support/texts';
import { addVehicle } from '../support/vehicles';

// Cancelling a sale in the browser, in German and in English: a vehicle sold through the wizard, its sale
// canceled on the vehicle page with a reason (refused without one), the cancellation invoice with
// the next number read, the invoice marked canceled, the vehicle back in stock, the trade under
// Canceled Trades (reached from the side menu), and the vehicle sold again with a new number.

const today = todayInBerlin();

/** The dealer's API with the browser's session (set-up the journey does not show: a purchase made before). */
async function apiAs(page: Page) {
  const token = await page.evaluate(() => sessionStorage.getItem('kontor.token') ?? '');
  const headers = { authorization: `Bearer ${token}` };
  return {
    async post(url: string, data?: unknown) {
      const response = await page.request.post(url, { headers, data });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { data: Record<string, unknown> }).data;
    },
    async get(url: string): Promise<unknown> {
      const response = await page.request.get(url, { headers });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { data: unknown }).data;
    },
  };
}

/** The text of a generated document of the vehicle, fetched as the dealer (its signed URL, then the PDF), and its language. */
async function documentText(
  page: Page,
  { vehicleId, documentType }: { vehicleId: string; documentType: string },
): Promise<{ text: string; language: Locale }> {
  const api = await apiAs(page);
  const listed = (await api.get(`/api/user/vehicles/${vehicleId}/documents/generated`)) as unknown as {
    id: string;
    document_type: string;
    language: Locale;
  }[];
  const document = listed.find((item) => item.document_type === documentType)!;
  const view = (await api.get(`/api/user/vehicles/${vehicleId}/documents/${document.id}/view`)) as { url: string };
  const pdf = await page.request.get(view.url);
  expect(pdf.status()).toBe(200);
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), language: document.language };
}

for (const locale of ['de', 'en'] as const) {
  test(`cancellations (${locale}): sell, cancel with a reason, the trade under Canceled Trades, the vehicle back in stock, sold again with a new number`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const tx = texts(locale);
    const reason = locale === 'de' ? 'Der Käufer ist vom Kauf zurückgetreten' : 'The buyer withdrew from the purchase';
    const vin = locale === 'de' ? 'WVWZZZCDZMW618181' : 'WVWZZZCDZMW628282';

    await newDealer(page, { locale, withCompany: true });
    const vehicleId = await addVehicle(page, {
      make: 'VW',
      model: 'Passat',
      brief_number: locale === 'de' ? 'AB1818181' : 'AB2828282',
      vin_code: vin,
      first_registered: '2020-03-02',
      next_inspection: '2027-03-01',
      mileage: 87_450,
    });
    await addCustomer(page, {
      type: 'PRIVATE',
      greeting: 'MISSUS',
      first_name: 'Erika',
      last_name: 'Mustermann',
      street_address: 'Heidestraße',
      house_number: '17',
      postal_code: '51147',
      city: 'Köln',
    });
    // The invoice and the contract name the buyer with the full address (§14 Abs. 4 Nr. 1 UStG; 9537 without it).
    await addCustomer(page, {
      type: 'PRIVATE',
      first_name: 'Max',
      last_name: 'Zweitkäufer',
      street_address: 'Am Hof',
      house_number: '3',
      postal_code: '53111',
      city: 'Bonn',
    });

    const invoiceNumber = await sellWithInvoice(page, locale, {
      vehicleId,
      buyer: { typed: 'muster', option: 'Erika Mustermann, Köln' },
      grossEuros: '23800',
    });

    // The vehicle page: the form keeps the status of a vehicle an invoice sold, and says why.
    await page.goto(`/vehicles/${vehicleId}`);
    await page.getByRole('button', { name: tx('vehicles.detail.edit') }).click();
    await expect(page.getByRole('combobox', { name: tx('vehicles.form.status') })).toBeDisabled();
    await expect(page.getByText(tx('vehicles.form.soldByInvoice', { number: invoiceNumber }))).toBeVisible();
    await captureStep(page, `vehicle-sold-by-invoice-${locale}`);
    await page.reload();

    // Cancel the sale; the dialog says what will happen and wants a reason.
    await page.getByRole('button', { name: tx('cancellations.action.saleLabel') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      tx('cancellations.dialog.effect.saleInvoiced', { number: invoiceNumber, date: day(today, locale) }),
    );
    const reasonField = dialog.getByLabel(tx('cancellations.dialog.reason'));
    await expect(reasonField).toBeFocused();
    await dialog.getByRole('button', { name: tx('cancellations.dialog.confirmSale') }).click();
    await expect(dialog.getByText(tx('errors.0001'))).toBeVisible();
    await reasonField.fill(reason);
    await captureStep(page, `cancel-sale-dialog-${locale}`);
    await dialog.getByRole('button', { name: tx('cancellations.dialog.confirmSale') }).click();
    const cancellationNumber = String(Number(invoiceNumber) + 1);
    await expect(dialog.getByText(tx('cancellations.dialog.doneSaleNumber', { number: cancellationNumber }))).toBeVisible({
      timeout: 60_000,
    });
    await expect(dialog.getByRole('button', { name: tx('cancellations.dialog.openInvoice') })).toBeVisible();
    await captureStep(page, `cancel-sale-done-${locale}`);
    await dialog
      .getByRole('button', { name: tx('cancellations.dialog.close') })
      .filter({ hasText: tx('cancellations.dialog.close') })
      .click();

    // The cancellation invoice names the invoice, its date, the reason, and reverses the amounts.
    // It is written in the invoice's language (the wizard's, German unless chosen otherwise).
    const cancellation = await documentText(page, { vehicleId, documentType: 'CANCELLATION' });
    expect(cancellation.text).toContain(documentTexts(cancellation.language)('cancellation.invoice.title'));
    expect(cancellation.text).toContain(invoiceNumber);
    expect(cancellation.text).toContain(reason);
    expect(cancellation.text).toContain(money(-2_380_000, cancellation.language).replace(/\s/g, ' '));

    // The invoice stays, marked canceled; the vehicle is back in stock.
    await page.reload();
    const documents = page.getByRole('list').filter({ hasText: tx('cancellations.documents.SELLING') });
    await expect(documents).toContainText(tx('cancellations.documents.canceled'));
    await page.goto('/vehicles');
    await expect(page.getByRole('link', { name: tx('vehicles.list.sellVehicle', { vehicle: 'VW Passat' }) })).toBeVisible();

    // Canceled Trades, from the side menu.
    await openMenuGroup(page, tx('shell.menu.otherDocuments'));
    await page.getByRole('menuitem', { name: tx('shell.menu.canceledTrades') }).click();
    await expect(page).toHaveURL(/\/other-documents\/canceled-trades$/);
    await expect(page.getByRole('heading', { name: tx('cancellations.page.title'), level: 2 })).toBeVisible();
    await expect(page.getByText(tx('cancellations.page.count', { count: 1 }))).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(reason)).toBeVisible();
    await expect(main).toContainText('VW Passat');
    await expect(main).toContainText('Erika Mustermann');
    await expect(main).toContainText(
      tx('cancellations.page.originalInvoice', { number: invoiceNumber, date: day(today, locale) }),
    );
    await expect(main).toContainText(cancellationNumber);
    await captureStep(page, `canceled-trades-${locale}`);
    // The PDF opens in a new tab (fetched through its signed URL, shown from a blob).
    const popup = page.waitForEvent('popup');
    await main
      .getByRole('button', {
        name: tx('cancellations.page.openNumbered', {
          document: tx('cancellations.documents.SELLING'),
          number: cancellationNumber,
        }),
      })
      .click();
    const opened = await popup;
    await expect(opened).toHaveURL(/^blob:/);
    await opened.close();

    // Sold again: a new trade, a new number after the cancellation's.
    const second = await sellWithInvoice(page, locale, {
      vehicleId,
      buyer: { typed: 'zweit', option: 'Max Zweitkäufer, Bonn' },
      grossEuros: '22500',
    });
    expect(second).toBe(String(Number(invoiceNumber) + 2));
  });
}

test('cancellations (de): a purchase canceled on the vehicle page, the vehicle then deleted, its documents still under Canceled Trades', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const locale = 'de';
  const tx = texts(locale);
  const reason = 'Der Verkäufer hat das Fahrzeug nicht übergeben';

  await newDealer(page, { locale, withCompany: true });
  const vehicleId = await addVehicle(page, {
    make: 'Skoda',
    model: 'Octavia',
    brief_number: 'AB3939393',
    vin_code: 'TMBZZZ1Z0C1393939',
    first_registered: '2019-06-03',
    next_inspection: '2027-06-01',
    mileage: 112_300,
  });
  const sellerId = await addCustomer(page, {
    type: 'PRIVATE',
    greeting: 'MISTER',
    first_name: 'Karl',
    last_name: 'Verkäufer',
    street_address: 'Ringstraße',
    house_number: '5',
    postal_code: '50667',
    city: 'Köln',
    birthday: '1968-09-03',
    passport: 'L01X00T47',
    passport_from: 'Stadt Köln',
    passport_expired: addYears(today, 4),
  });
  // Bought before (the purchase journeys show how): its contract made, the purchase recorded.
  const api = await apiAs(page);
  await api.post(`/api/user/vehicles/${vehicleId}/trades/BUYING/CONTRACT`, { customer_id: sellerId, gross_price: 640_000 });
  const { suuid } = (await api.post(`/api/user/vehicles/${vehicleId}/documents/generate/CONTRACT/order/BUYING`)) as {
    suuid: string;
  };
  await expect
    .poll(async () => ((await api.get(`/api/user/vehicles/uploading-documents-status/${suuid}`)) as { status: string }).status, {
      timeout: 60_000,
    })
    .toBe('DONE');

  await page.goto(`/vehicles/${vehicleId}`);
  await page.getByRole('button', { name: tx('cancellations.action.purchase') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(tx('cancellations.dialog.effect.purchaseContract', { date: day(today, locale) }));
  await dialog.getByLabel(tx('cancellations.dialog.reason')).fill(reason);
  await dialog.getByRole('button', { name: tx('cancellations.dialog.confirmPurchase') }).click();
  await expect(dialog.getByText(tx('cancellations.dialog.donePurchaseNotice'))).toBeVisible({ timeout: 60_000 });
  await captureStep(page, 'cancel-purchase-done-de');
  await dialog
    .getByRole('button', { name: tx('cancellations.dialog.close') })
    .filter({ hasText: tx('cancellations.dialog.close') })
    .click();
  await expect(page.getByRole('button', { name: tx('cancellations.action.purchase') })).toHaveCount(0);

  // The vehicle stays in stock until the dealer deletes it; now nothing keeps it.
  await page.getByRole('button', { name: tx('vehicles.detail.delete') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: tx('vehicles.detail.delete') })
    .click();
  await expect(page.getByText(tx('vehicles.detail.deleted'))).toBeVisible();

  await page.goto('/other-documents/canceled-trades');
  const main = page.getByRole('main');
  await expect(main).toContainText('Skoda Octavia');
  await expect(main).toContainText('Karl Verkäufer');
  await expect(main).toContainText(tx('cancellations.kinds.BUYING'));
  await expect(main).toContainText(tx('cancellations.page.originalContract', { date: day(today, locale) }));
  await expect(main.getByText(reason)).toBeVisible();
  await captureStep(page, 'canceled-trades-purchase-de');
  const popup = page.waitForEvent('popup');
  await main
    .getByRole('button', { name: tx('cancellations.page.open', { document: tx('cancellations.documents.BUYING') }) })
    .click();
  await expect(await popup).toHaveURL(/^blob:/);
});
