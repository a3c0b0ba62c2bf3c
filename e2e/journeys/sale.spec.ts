import { expect, test } from '@playwright/test';
import { todayInBerlin } from '../../packages/domain/src/business-calendar';
import { tradeAmounts } from '../../packages/domain/src/vat';
import { pick } from '../support/select';
import {
  addCustomer,
  captureStep,
  day,
  documentTexts,
  invoiceNumberLine,
  money,
  pdfText,
  pickBySearch,
  saleWizard,
  startingWith,
} from '../support/sale';
import { captureScreens } from '../support/screens';
import { newDealer } from '../support/session';
import { addVehicle } from '../support/vehicles';

// A sale in the browser. German: a §25a sale to a private customer, from the list's "Sell" to the
// PDFs, the sold list, the vehicle's documents and the sales overview; a step back and a reload keep
// what was typed. English: an export to a business added inside the wizard, its invoice viewed and
// downloaded and never issued twice. German: an intra-EU supply refused for a buyer without VAT id,
// then made for one with it, both VAT ids on the invoice.

const today = todayInBerlin();

test('sale (de): a §25a sale to a private customer, its PDFs, the sold list and the sales overview', async ({ page }) => {
  test.setTimeout(300_000);
  const locale = 'de';
  const wizard = saleWizard(page, locale);
  const { tx, label } = wizard;
  const dt = documentTexts(locale);
  const vin = 'WVWZZZCDZMW424242';

  await newDealer(page, { locale, withCompany: true });
  const vehicleId = await addVehicle(page, {
    make: 'VW',
    model: 'Golf',
    brief_number: 'AB1234567',
    vin_code: vin,
    first_registered: '2021-04-12',
    next_inspection: '2027-05-01',
    mileage: 42_000,
    purchase_price: 1_000_000,
    purchase_taxation: 'MARGIN',
    asking_price: 1_590_000,
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
    email: 'erika.mustermann@example.de',
  });
  await addCustomer(page, { type: 'PRIVATE', first_name: 'Max', last_name: 'Beispiel', postal_code: '53111', city: 'Bonn' });

  // From the vehicle's row in the stock list.
  await page.goto('/vehicles');
  await page.getByRole('link', { name: tx('vehicles.list.sellVehicle', { vehicle: 'VW Golf' }) }).click();
  await expect(page).toHaveURL(new RegExp(`/selling/selling-documents/${vehicleId}$`));
  await expect(page.getByRole('heading', { name: tx('trades.wizard.title'), level: 2 })).toBeVisible();
  await expect(wizard.current()).toContainText(tx('trades.wizard.steps.buyer'));

  // 1. Buyer: required, then searched among the customers.
  await page.getByRole('button', { name: tx('trades.wizard.next') }).click();
  await expect(page.getByText(tx('trades.buyer.required'))).toBeVisible();
  await pickBySearch(page, label('trades.buyer.search'), { typed: 'muster', option: 'Erika Mustermann, Köln' });
  const buyerCard = page
    .locator('.ant-card')
    .filter({ hasText: tx('trades.buyer.address') })
    .last();
  await expect(buyerCard).toContainText('Heidestraße 17');
  await expect(buyerCard).toContainText(tx('customers.types.PRIVATE'));
  await captureStep(page, 'sale-buyer-de');
  await wizard.next('price');

  // 2. Price: §25a, the purchase price from the vehicle, a deposit; the live summary.
  await label('trades.price.grossPrice').fill('15000');
  await wizard.radio('trades.price.sections.margin.title').check();
  await expect(label('trades.price.purchasePrice')).toHaveValue(/^10\.000/);
  await label('trades.price.deposit').fill('2000');
  await pick(page, tx('trades.price.paymentMethod'), tx('trades.price.paymentMethods.CASH'));
  const amounts = tradeAmounts({
    grossCents: 1_500_000,
    vat: true,
    vatRate: 19,
    sectionType: '25',
    depositCents: 200_000,
    purchaseCents: 1_000_000,
  });
  const summary = page.getByTestId('trade-summary');
  // The document side shows no VAT; the books get the margin and the VAT it contains.
  await expect(summary).not.toContainText(tx('trades.summary.vat', { rate: 19 }));
  await expect(summary).toContainText(tx('trades.summary.noVatShown'));
  await expect(summary).toContainText(`${tx('trades.summary.amountDue')}${money(amounts.amountDueCents, locale)}`);
  await expect(summary).toContainText(tx('trades.summary.books'));
  await expect(summary).toContainText(`${tx('trades.summary.margin')}${money(amounts.margin!.marginCents, locale)}`);
  await expect(summary).toContainText(`${tx('trades.summary.marginVat')}${money(amounts.margin!.marginVatCents, locale)}`);
  await captureStep(page, 'sale-price-de');
  await wizard.next('handover');

  // 3. Handover: accident damage, keys, ZB I/II and the HU/AU report; no exclusion towards a consumer.
  await pick(page, tx('trades.handover.damaged'), tx('trades.handover.damages.REPAIRED'));
  const damageNote = 'Heckschaden 2023, fachgerecht repariert';
  await label('trades.handover.damageNotes').fill(damageNote);
  await label('trades.handover.keys').fill('3');
  await label('trades.handover.mileage').fill('42100');
  await expect(page.getByRole('checkbox', { name: tx('trades.handover.zb1'), exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: tx('trades.handover.zb2'), exact: true })).toBeChecked();
  await page.getByRole('checkbox', { name: tx('trades.handover.huAu'), exact: true }).check();
  await expect(wizard.radio('trades.handover.warranties.EXCLUDED.title')).toBeDisabled();
  await expect(page.getByText(tx('trades.handover.excludedPrivate'))).toBeVisible();

  // A step back keeps the price; forward again keeps the handover typed so far.
  await wizard.back('price');
  await expect(label('trades.price.grossPrice')).toHaveValue(/^15\.000/);
  await expect(wizard.radio('trades.price.sections.margin.title')).toBeChecked();
  await wizard.next('handover');
  await expect(label('trades.handover.keys')).toHaveValue('3');

  // A reload in the middle keeps the step and the input.
  await page.reload();
  await expect(wizard.current()).toContainText(tx('trades.wizard.steps.handover'));
  await expect(label('trades.handover.keys')).toHaveValue('3');
  await expect(label('trades.handover.damageNotes')).toHaveValue(damageNote);
  await expect(page.getByRole('checkbox', { name: tx('trades.handover.huAu'), exact: true })).toBeChecked();
  await expect(page.locator('.ant-select').filter({ has: label('trades.handover.damaged') })).toContainText(
    tx('trades.handover.damages.REPAIRED'),
  );
  await captureStep(page, 'sale-handover-de');
  await wizard.next('documents');

  // 4. Documents: invoice, contract and receipt, in German.
  await wizard.chooseDocuments(['INVOICE', 'CONTRACT', 'RECEIPT']);
  await expect(page.getByRole('radio', { name: tx('common.languages.de') })).toBeChecked();
  await captureStep(page, 'sale-documents-de');
  await wizard.next('generate');

  // 5. Generate: each with its progress; the invoice finishes the sale.
  const number = await wizard.generate(['INVOICE', 'CONTRACT', 'RECEIPT']);
  expect(number).toBeTruthy();
  await expect(page.getByText(tx('trades.generate.sold'))).toBeVisible();
  await captureStep(page, 'sale-generate-de');

  const invoiceTitle = `${tx('trades.documents.types.INVOICE.title')} · ${tx('trades.generate.number', { number: number! })}`;
  const download = page.waitForEvent('download');
  await wizard.documentAction('download', invoiceTitle).click();
  const invoice = await pdfText(await download);
  expect(invoice.text).toContain(dt('common.notices.MARGIN'));
  expect(invoice.text).toMatch(invoiceNumberLine(locale, number!));
  expect(invoice.name).toBe(`${dt('fileName.INVOICE')}-${number}.pdf`);
  expect(invoice.text).toContain('Erika Mustermann');
  expect(invoice.text).toContain(vin);
  expect(invoice.text).not.toContain(dt('common.vat', { rate: 19 }));

  // The sold list: buyer, price and the day sold.
  await page.goto('/vehicles');
  await page.getByRole('tab', { name: tx('vehicles.list.sold', { count: 1 }) }).click();
  const soldRow = page.getByRole('row').filter({ hasText: vin });
  await expect(soldRow).toContainText('Erika Mustermann');
  await expect(soldRow).toContainText(money(1_500_000, locale));
  await expect(soldRow).toContainText(day(today, locale));
  await captureStep(page, 'sale-sold-list-de');

  // The vehicle page's documents tab lists what was made.
  await page.goto(`/vehicles/${vehicleId}`);
  await expect(page.getByRole('tab', { name: tx('vehicles.detail.documents') })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(tx('vehicles.generated.title'), { exact: true })).toBeVisible();
  const generated = page.getByRole('listitem');
  for (const name of [
    // Named as the wizard's list names it.
    invoiceTitle,
    tx('trades.documents.types.CONTRACT.title'),
    tx('trades.documents.types.RECEIPT.title'),
  ]) {
    await expect(generated.getByText(name, { exact: true })).toBeVisible();
  }
  await captureStep(page, 'sale-vehicle-documents-de');

  // The sales overview: under this year, finished, with its invoice number.
  await page.goto('/selling');
  const year = page.getByRole('region', { name: today.slice(0, 4) });
  await expect(year).toBeVisible();
  await expect(year).toContainText(tx('vehicles.sales.count', { count: 1 }));
  const sale = year.getByRole('row').filter({ hasText: 'Erika Mustermann' });
  await expect(sale).toContainText(number!);
  await expect(sale).toContainText(money(1_500_000, locale));
  await expect(sale).toContainText(tx('vehicles.sales.status.FINISHED'));
  await captureStep(page, 'sale-overview-de');
});

test('sale (en): an export to a business added in the wizard, viewed, downloaded, never invoiced twice', async ({ page }) => {
  test.setTimeout(300_000);
  const locale = 'en';
  const wizard = saleWizard(page, locale);
  const { tx, label } = wizard;
  const dt = documentTexts(locale);

  await newDealer(page, { locale, withCompany: true });
  const vehicleId = await addVehicle(page, {
    make: 'Skoda',
    model: 'Octavia Combi',
    brief_number: 'AB7654321',
    vin_code: 'TMBJJ7NE5L0123456',
    first_registered: '2020-03-02',
    next_inspection: '2027-03-01',
    mileage: 88_000,
  });

  // From the vehicle's page.
  await page.goto(`/vehicles/${vehicleId}`);
  await page.getByRole('link', { name: new RegExp(`${tx('vehicles.detail.sell')}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/selling/selling-documents/${vehicleId}$`));

  // 1. Buyer: a Swiss business, added with the customers form inside the step.
  await page.getByRole('button', { name: new RegExp(`${tx('trades.buyer.newCustomer')}$`) }).click();
  const form = page.locator('form');
  const field = (name: string) => form.getByLabel(tx(`customers.fields.${name}`), { exact: true });
  await form.getByText(tx('customers.types.BUSINESS'), { exact: true }).click();
  await field('companyName').fill('Alpine Motors AG');
  await field('streetAddress').fill('Bahnhofstrasse');
  await field('houseNumber').fill('12');
  await pickBySearch(page, field('countryId'), { typed: 'Switz', option: 'Switzerland' });
  await field('postalCode').fill('8001');
  await field('city').fill('Zürich');
  await field('email').fill('sales@alpine-motors.example');
  // A half-typed buyer is not skipped past: the step waits until the customer is added (or canceled).
  await expect(page.getByRole('button', { name: tx('trades.wizard.next') })).toBeDisabled();
  await expect(page.getByText(tx('trades.buyer.finishNewCustomer'))).toBeVisible();
  await captureStep(page, 'sale-buyer-new-en');
  await form.getByRole('button', { name: tx('trades.buyer.create') }).click();
  await expect(page.getByText(tx('trades.buyer.created'))).toBeVisible();
  await expect(form).toHaveCount(0);
  const buyerCard = page
    .locator('.ant-card')
    .filter({ hasText: tx('trades.buyer.address') })
    .last();
  await expect(buyerCard).toContainText(`Alpine Motors AG (${tx('customers.types.BUSINESS')})`);
  await expect(buyerCard).toContainText('Switzerland');
  await expect(page.locator('.ant-select').filter({ has: label('trades.buyer.search') })).toContainText('Alpine Motors AG');
  await captureStep(page, 'sale-buyer-en');
  await wizard.next('price');

  // 2. Price: an export, tax-free; the summary shows no VAT.
  await label('trades.price.grossPrice').fill('21500.50');
  await wizard.radio('trades.price.sections.export.title').check();
  await label('trades.price.exportProof').fill('MRN 26DE123456789012A1');
  const summary = page.getByTestId('trade-summary');
  await expect(summary).toContainText(`${tx('trades.summary.gross')}${money(2_150_050, locale)}`);
  await expect(summary).not.toContainText(tx('trades.summary.net'));
  await expect(summary).not.toContainText(tx('trades.summary.vat', { rate: 19 }));
  await expect(summary).toContainText(tx('trades.summary.noVatShown'));
  await expect(summary).not.toContainText(tx('trades.summary.books'));
  await captureStep(page, 'sale-price-en');
  await wizard.next('handover');

  // 3. Handover: an export may exclude the liability for defects.
  await wizard.radio('trades.handover.warranties.EXCLUDED.title').check();
  await label('trades.handover.mileage').fill('88050');
  await captureStep(page, 'sale-handover-en');
  await wizard.next('documents');

  // 4. Documents: invoice, contract and protocol, in English.
  await wizard.chooseDocuments(['INVOICE', 'CONTRACT', 'PROTOCOL']);
  // A button-style radio: its input is hidden, the dealer clicks the button's text.
  await page.getByText(tx('common.languages.en'), { exact: true }).click();
  await expect(page.getByRole('radio', { name: tx('common.languages.en') })).toBeChecked();
  await captureStep(page, 'sale-documents-en');
  await wizard.next('generate');

  // 5. Generate, then view and download.
  const number = await wizard.generate(['INVOICE', 'CONTRACT', 'PROTOCOL']);
  expect(number).toBeTruthy();
  await expect(page.getByText(tx('trades.generate.sold'))).toBeVisible();
  await captureStep(page, 'sale-generate-en');
  const invoiceTitle = `${tx('trades.documents.types.INVOICE.title')} · ${tx('trades.generate.number', { number: number! })}`;

  const popup = page.waitForEvent('popup');
  await wizard.documentAction('view', invoiceTitle).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  const download = page.waitForEvent('download');
  await wizard.documentAction('download', invoiceTitle).click();
  const invoice = await pdfText(await download);
  expect(invoice.text).toContain(dt('common.notices.EXPORT'));
  expect(invoice.text).toMatch(invoiceNumberLine(locale, number!));
  expect(invoice.name).toBe(`${dt('fileName.INVOICE')}-${number}.pdf`);
  expect(invoice.text).toContain('Alpine Motors AG');
  expect(invoice.text).toContain(dt('invoice.title'));

  const contractDownload = page.waitForEvent('download');
  await wizard.documentAction('download', tx('trades.documents.types.CONTRACT.title')).click();
  const contract = await pdfText(await contractDownload);
  expect(contract.text).toContain('Alpine Motors AG');
  expect(contract.text).toContain('TMBJJ7NE5L0123456');

  // The invoice cannot be issued twice: the server refuses, the wizard has it locked.
  const token = await page.evaluate(() => sessionStorage.getItem('kontor.token') ?? '');
  const again = await page.request.post(`/api/user/vehicles/${vehicleId}/documents/generate/INVOICE/order/SELLING`, {
    headers: { authorization: `Bearer ${token}` },
    data: { language: 'en' },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe('9509');
  await page.reload();
  await expect(wizard.current()).toContainText(tx('trades.wizard.steps.documents'));
  await expect(page.getByText(tx('trades.wizard.finished', { number: number! }))).toBeVisible();
  const invoiceBox = page.getByRole('checkbox', { name: startingWith(tx('trades.documents.types.INVOICE.title')) });
  await expect(invoiceBox).toBeDisabled();
  await expect(invoiceBox).not.toBeChecked();
  await expect(page.getByText(tx('trades.documents.invoiceIssued', { number: number! }))).toBeVisible();
  await captureStep(page, 'sale-finished-en');
});

test('sale (de): an intra-EU supply needs the buyer’s VAT id, and the invoice prints both', async ({ page }) => {
  test.setTimeout(300_000);
  const locale = 'de';
  const wizard = saleWizard(page, locale);
  const { tx, label } = wizard;
  const dt = documentTexts(locale);

  await newDealer(page, { locale, withCompany: true });
  const vehicleId = await addVehicle(page, {
    make: 'BMW',
    model: '320d Touring',
    brief_number: 'AB2345678',
    vin_code: 'WBA8E9C50GK123456',
    first_registered: '2019-09-20',
    next_inspection: '2026-12-01',
    mileage: 120_000,
  });
  const austria = { type: 'BUSINESS', country_id: 16 };
  await addCustomer(page, {
    ...austria,
    company_name: 'Wiener Autohandel GmbH',
    street_address: 'Ringstraße',
    house_number: '1',
    postal_code: '1010',
    city: 'Wien',
  });
  await addCustomer(page, {
    ...austria,
    company_name: 'Grazer Fahrzeuge GmbH',
    vat_id: 'ATU12345675',
    street_address: 'Annenstraße',
    house_number: '5',
    postal_code: '8010',
    city: 'Graz',
  });

  await page.goto(`/selling/selling-documents/${vehicleId}`);
  await pickBySearch(page, label('trades.buyer.search'), { typed: 'Wiener', option: 'Wiener Autohandel GmbH, Wien' });
  await expect(page.getByText(tx('trades.buyer.noVatId'))).toBeVisible();
  await wizard.next('price');

  // Without the buyer's VAT id the intra-EU supply is refused on the section field.
  await label('trades.price.grossPrice').fill('18000');
  await wizard.radio('trades.price.sections.intraEu.title').check();
  await label('trades.price.exportProof').fill('Gelangensbestätigung folgt');
  await page.getByRole('button', { name: tx('trades.wizard.next') }).click();
  const sectionItem = page.locator('.ant-form-item').filter({ has: wizard.radio('trades.price.sections.intraEu.title') });
  await expect(sectionItem.getByText(tx('errors.9503'))).toBeVisible();
  await expect(wizard.current()).toContainText(tx('trades.wizard.steps.price'));
  await captureStep(page, 'sale-price-9503-de');

  // The buyer with the Austrian VAT id.
  await wizard.back('buyer');
  await pickBySearch(page, label('trades.buyer.search'), { typed: 'Grazer', option: 'Grazer Fahrzeuge GmbH, Graz' });
  await expect(
    page
      .locator('.ant-card')
      .filter({ hasText: tx('trades.buyer.address') })
      .last(),
  ).toContainText('ATU12345675');
  await wizard.next('price');
  await expect(wizard.radio('trades.price.sections.intraEu.title')).toBeChecked();
  await expect(label('trades.price.grossPrice')).toHaveValue(/^18\.000/);
  await wizard.next('handover');
  await wizard.next('documents');
  await wizard.chooseDocuments(['INVOICE']);
  await wizard.next('generate');

  const number = await wizard.generate(['INVOICE']);
  expect(number).toBeTruthy();
  await expect(page.getByText(tx('trades.generate.sold'))).toBeVisible();
  const invoiceTitle = `${tx('trades.documents.types.INVOICE.title')} · ${tx('trades.generate.number', { number: number! })}`;
  const download = page.waitForEvent('download');
  await wizard.documentAction('download', invoiceTitle).click();
  const invoice = await pdfText(await download);
  expect(invoice.text).toContain(dt('common.notices.INTRA_EU'));
  expect(invoice.text).toContain(`${dt('common.sellerVatId')}: DE123456788`);
  expect(invoice.text).toContain(`${dt('common.buyerVatId')}: ATU12345675`);
  expect(invoice.text).toMatch(invoiceNumberLine(locale, number!));
  expect(invoice.name).toBe(`${dt('fileName.INVOICE')}-${number}.pdf`);
  expect(invoice.text).toContain('Grazer Fahrzeuge GmbH');
  // The qualified confirmation (§ 18e UStG) was asked when the invoice was issued; eVatR cannot be
  // reached from here, so the sale warns that none exists, and nothing of it is on the invoice.
  expect(invoice.text).not.toContain(tx('trades.vatConfirmation.title'));
  const confirmation = page.getByRole('alert').filter({ hasText: tx('trades.vatConfirmation.title') });
  await expect(confirmation).toContainText(tx('trades.vatConfirmation.problems.UNREACHABLE'));
  await expect(confirmation).toContainText(tx('trades.vatConfirmation.consequence'));
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureStep(page, 'sale-vat-confirmation-de');
  await page.goto(`/vehicles/${vehicleId}`);
  const onVehicle = page.getByRole('alert').filter({ hasText: tx('trades.vatConfirmation.title') });
  await expect(onVehicle).toContainText(tx('trades.vatConfirmation.problems.UNREACHABLE'));
  await onVehicle.getByRole('button', { name: tx('trades.vatConfirmation.askAgain') }).click();
  await expect(onVehicle.getByText(tx('trades.vatConfirmation.earlier'))).toBeVisible();
  await onVehicle.scrollIntoViewIfNeeded();
  await captureScreens(page, 'vehicle-vat-confirmation-de');
});
