import { expect, type Page, test } from '@playwright/test';
import { serviceAmounts } from '../../packages/domain/src/service-invoices';
import { openMenuGroup } from '../support/menu';
import { addCustomer, captureStep, money, pickBySearch } from '../support/sale';
import { newDealer } from '../support/session';
import { type Locale, texts } from '../support/texts';
import { addVehicle } from '../support/vehicles';

// Service invoices in the browser. German: a workshop invoice with five lines typed (decimal quantities as
// Germans write them), one moved up by keyboard, a cost estimate, then the invoice issued, read back,
// and in the list with its total. English: an invoice for a vehicle taken from the stock, issued,
// then canceled and found under Canceled trades. Screens at 1440 and 375 px.

type Line = { description: string; quantity: number; typedQuantity: string; unitPrice: number; typedPrice: string };

/** The PDF text of a service invoice's document, through its signed view URL as the dealer. */
async function documentText(page: Page, { tradeId, documentType }: { tradeId: string; documentType: string }): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('kontor.token') ?? '');
  const headers = { authorization: `Bearer ${token}` };
  const base = `/api/user/service-invoices/trades/${tradeId}/documents`;
  const listed = (
    (await (await page.request.get(`${base}/generated`, { headers })).json()) as { data: { id: string; document_type: string }[] }
  ).data;
  const document = listed.find((item) => item.document_type === documentType)!;
  const view = ((await (await page.request.get(`${base}/${document.id}/view`, { headers })).json()) as { data: { url: string } })
    .data;
  const pdf = await page.request.get(view.url);
  expect(pdf.status()).toBe(200);
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Types the lines into the editor, adding a row for each. */
async function typeLines(page: Page, locale: Locale, lines: readonly Line[]): Promise<void> {
  const tx = texts(locale);
  for (const [index, line] of lines.entries()) {
    const number = index + 1;
    await page.getByRole('button', { name: tx('serviceInvoices.lines.add') }).click();
    await page.getByLabel(tx('serviceInvoices.lines.descriptionOf', { number }), { exact: true }).fill(line.description);
    await page.getByLabel(tx('serviceInvoices.lines.quantityOf', { number }), { exact: true }).fill(line.typedQuantity);
    await page.getByLabel(tx('serviceInvoices.lines.unitPriceOf', { number }), { exact: true }).fill(line.typedPrice);
  }
}

/** Issues the invoice through its confirmation; answers the trade's id (from the URL) and the number. */
async function issue(page: Page, locale: Locale): Promise<{ tradeId: string; number: string }> {
  const tx = texts(locale);
  await page.getByRole('button', { name: tx('serviceInvoices.actions.issue') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(tx('serviceInvoices.issue.text'));
  await dialog.getByRole('button', { name: tx('serviceInvoices.issue.confirm') }).click();
  // Once issued, the page shows the invoice read-only, saying its number and date.
  const issuedText = (number: string, date: string) => tx('serviceInvoices.view.issued', { number, date });
  const pattern = new RegExp(`^${issuedText('(\\S+)', '\\S+').replace(/[.;]/g, (c) => `\\${c}`)}`);
  const issued = page.getByText(pattern);
  await expect(issued).toBeVisible({ timeout: 60_000 });
  const number = pattern.exec((await issued.textContent()) ?? '')![1]!;
  const tradeId = /add-invoice\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  return { tradeId, number };
}

test('service invoices (de): a workshop invoice with five lines, a cost estimate, issued, read and listed', async ({ page }) => {
  test.setTimeout(300_000);
  const locale = 'de';
  const tx = texts(locale);
  const lines: Line[] = [
    { description: 'Ölfilter', quantity: 1, typedQuantity: '1', unitPrice: 1_290, typedPrice: '12,90' },
    { description: 'Arbeitszeit Inspektion', quantity: 1.5, typedQuantity: '1,5', unitPrice: 8_900, typedPrice: '89' },
    { description: 'Motoröl 5W-30', quantity: 4.5, typedQuantity: '4,5', unitPrice: 1_890, typedPrice: '18,90' },
    { description: 'Luftfilter', quantity: 1, typedQuantity: '1', unitPrice: 2_450, typedPrice: '24,50' },
    { description: 'Entsorgung Altöl', quantity: 1, typedQuantity: '1', unitPrice: 590, typedPrice: '5,90' },
  ];

  await newDealer(page, { locale, withCompany: true });
  await addCustomer(page, {
    type: 'BUSINESS',
    company_name: 'Spedition Rhein GmbH',
    street_address: 'Hafenstraße',
    house_number: '3',
    postal_code: '50668',
    city: 'Köln',
  });

  // From the side menu to a new service invoice.
  await page.goto('/vehicles');
  await openMenuGroup(page, tx('shell.menu.otherDocuments'));
  await page.getByRole('menuitem', { name: tx('shell.menu.serviceInvoices') }).click();
  await expect(page).toHaveURL(/\/other-documents\/service-invoices$/);
  await page
    .getByRole('link', { name: tx('serviceInvoices.list.new') })
    .or(page.getByRole('button', { name: tx('serviceInvoices.list.new') }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/other-documents\/service-invoices\/add-invoice$/);

  await pickBySearch(page, page.getByRole('combobox', { name: tx('serviceInvoices.customer.search'), exact: true }), {
    typed: 'Spedition',
    option: 'Spedition Rhein GmbH, Köln',
  });
  await page.getByLabel(tx('serviceInvoices.vehicle.make'), { exact: true }).fill('MAN');
  await page.getByLabel(tx('serviceInvoices.vehicle.model'), { exact: true }).fill('TGE 3.180');
  await page.getByLabel(tx('serviceInvoices.vehicle.licencePlate'), { exact: true }).fill('K-SR 4711');
  await page.getByLabel(tx('serviceInvoices.vehicle.vinCode'), { exact: true }).fill('WMA06XXX0LP012345');

  await typeLines(page, locale, lines);
  // A quantity of 0 is refused under its field, nothing is saved; then the right one.
  const firstQuantity = page.getByLabel(tx('serviceInvoices.lines.quantityOf', { number: 1 }), { exact: true });
  await firstQuantity.fill('0');
  await page.getByRole('button', { name: tx('serviceInvoices.actions.save') }).click();
  await expect(page.getByText(tx('errors.9530'))).toBeVisible();
  await expect(page).toHaveURL(/\/add-invoice$/);
  await firstQuantity.fill(lines[0]!.typedQuantity);
  // The labour line goes first, by keyboard.
  const moveUp = page.getByRole('button', { name: tx('serviceInvoices.lines.moveUp', { number: 2 }) });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(tx('serviceInvoices.lines.descriptionOf', { number: 1 }), { exact: true })).toHaveValue(
    'Arbeitszeit Inspektion',
  );
  const ordered = [lines[1]!, lines[0]!, ...lines.slice(2)];

  const amounts = serviceAmounts({ lines: ordered, vat: true, vatRate: 19 });
  const main = page.getByRole('main');
  await expect(main).toContainText(money(amounts.netCents, locale));
  await expect(main).toContainText(money(amounts.vatCents, locale));
  await expect(main).toContainText(money(amounts.grossCents, locale));
  await captureStep(page, 'service-invoice-lines-de');

  await page.getByRole('button', { name: tx('serviceInvoices.actions.save') }).click();
  await expect(page).toHaveURL(/\/add-invoice\/[0-9a-f-]{36}$/);

  // A cost estimate first: numbered KV-1, the draft stays editable.
  await page.getByRole('button', { name: tx('serviceInvoices.actions.proposal') }).click();
  await expect(
    page.getByText(
      tx('serviceInvoices.generate.doneNumbered', { document: tx('serviceInvoices.documents.PROPOSAL'), number: 'KV-1' }),
    ),
  ).toBeVisible({ timeout: 60_000 });

  const { tradeId, number } = await issue(page, locale);
  // The service series' own prefix: a number never stands for a sale's invoice too.
  expect(number).toBe('SR-1');
  await captureStep(page, 'service-invoice-issued-de');

  const invoice = await documentText(page, { tradeId, documentType: 'INVOICE' });
  expect(invoice).toContain('Rechnung');
  expect(invoice).toContain(number);
  expect(invoice).toContain('K-SR 4711');
  expect(invoice).toContain('Arbeitszeit Inspektion');
  expect(invoice).toContain('1,5');
  expect(invoice).toContain(money(amounts.grossCents, locale).replace(/\s/g, ' '));
  const proposal = await documentText(page, { tradeId, documentType: 'PROPOSAL' });
  expect(proposal).toContain('Kostenvoranschlag');
  expect(proposal).toContain('KV-1');

  // The list: this year, the invoice with its numbers and total.
  await page.goto('/other-documents/service-invoices');
  await expect(main).toContainText('Spedition Rhein GmbH');
  await expect(main).toContainText(number);
  await expect(main).toContainText('KV-1');
  await expect(main).toContainText(money(amounts.grossCents, locale));
  await captureStep(page, 'service-invoices-list-de');
});

test('service invoices (en): from a vehicle in stock, issued, then canceled and under Canceled trades', async ({ page }) => {
  test.setTimeout(300_000);
  const locale = 'en';
  const tx = texts(locale);
  const lines: Line[] = [
    { description: 'Registration service', quantity: 1, typedQuantity: '1', unitPrice: 4_500, typedPrice: '45' },
    { description: 'Number plates', quantity: 2, typedQuantity: '2', unitPrice: 1_250, typedPrice: '12.50' },
  ];

  await newDealer(page, { locale, withCompany: true });
  await addCustomer(page, {
    type: 'PRIVATE',
    first_name: 'Oliver',
    last_name: 'Owner',
    street_address: 'Elbchaussee',
    house_number: '12',
    postal_code: '22763',
    city: 'Hamburg',
  });
  await addVehicle(page, {
    make: 'Skoda',
    model: 'Octavia',
    brief_number: 'AB4545454',
    vin_code: 'TMBZZZ1Z0C1454545',
    first_registered: '2019-06-03',
    next_inspection: '2027-06-01',
    mileage: 99_000,
  });

  await page.goto('/other-documents/service-invoices/add-invoice');
  await pickBySearch(page, page.getByRole('combobox', { name: tx('serviceInvoices.customer.search'), exact: true }), {
    typed: 'Oliver',
    option: 'Oliver Owner, Hamburg',
  });
  await pickBySearch(page, page.getByRole('combobox', { name: tx('serviceInvoices.vehicle.stock'), exact: true }), {
    typed: 'Octavia',
    option: 'Skoda Octavia · TMBZZZ1Z0C1454545',
  });
  await expect(page.getByLabel(tx('serviceInvoices.vehicle.vinCode'), { exact: true })).toHaveValue('TMBZZZ1Z0C1454545');
  await typeLines(page, locale, lines);
  const amounts = serviceAmounts({ lines, vat: true, vatRate: 19 });
  await expect(page.getByRole('main')).toContainText(money(amounts.grossCents, locale));
  await captureStep(page, 'service-invoice-stock-en');
  await page.getByRole('button', { name: tx('serviceInvoices.actions.save') }).click();
  await expect(page).toHaveURL(/\/add-invoice\/[0-9a-f-]{36}$/);

  const { tradeId, number } = await issue(page, locale);
  const invoice = await documentText(page, { tradeId, documentType: 'INVOICE' });
  expect(invoice).toContain('Octavia');
  expect(invoice).toContain(money(amounts.grossCents, 'en'));

  // Canceled with a reason: a cancellation invoice of the service series.
  await page.getByRole('button', { name: tx('serviceInvoices.actions.cancel') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(tx('cancellations.dialog.reason')).fill('Billed to the wrong customer');
  await dialog.getByRole('button', { name: tx('serviceInvoices.cancel.confirm') }).click();
  const cancellationNumber = number.replace(/\d+$/, (counter) => String(Number(counter) + 1));
  await expect(dialog.getByText(tx('serviceInvoices.cancel.doneNumber', { number: cancellationNumber }))).toBeVisible({
    timeout: 60_000,
  });
  await captureStep(page, 'service-invoice-canceled-en');
  await dialog
    .getByRole('button', { name: tx('cancellations.dialog.close') })
    .filter({ hasText: tx('cancellations.dialog.close') })
    .click();
  const cancellation = await documentText(page, { tradeId, documentType: 'CANCELLATION' });
  expect(cancellation).toContain('Cancellation invoice');
  expect(cancellation).toContain(money(-amounts.grossCents, 'en'));

  await page.goto('/other-documents/canceled-trades');
  const main = page.getByRole('main');
  await expect(main).toContainText(tx('cancellations.kinds.SERVICE_INVOICE'));
  await expect(main).toContainText('Oliver Owner');
  await expect(main).toContainText('Billed to the wrong customer');
});
