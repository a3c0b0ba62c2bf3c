import { expect, test } from '@playwright/test';
import { amountInWords } from '../../packages/domain/src/amount-in-words';
import { addYears, todayInBerlin } from '../../packages/domain/src/business-calendar';
import { tradeAmounts } from '../../packages/domain/src/vat';
import { addVehicleByKey, purchaseWizard, cardTitled, descriptions, statistic } from '../support/purchase';
import { pick } from '../support/select';
import {
  addCustomer,
  captureStep,
  day,
  documentTexts,
  escapeRegExp,
  money,
  pdfText,
  pickBySearch,
  saleWizard,
  squeeze,
} from '../support/sale';
import { newDealer } from '../support/session';
import { type Locale } from '../support/texts';
import { addVehicle } from '../support/vehicles';

// A purchase in the browser. German: a VW Golf added by HSN/TSN without a purchase price, bought from
// a private seller through the offer at the end of adding it (a seller without ID data refused
// first), its purchase contract read, the purchase on the vehicle page; then sold under §25a, and
// the margin and the VAT in it, to the cent, on the vehicle page and the dashboard. English: the
// same purchase from the vehicle page's Buy action, all four documents in English.

const today = todayInBerlin();
const PURCHASE_CENTS = 850_000;
const ASSURANCES = ['soleOwner', 'noFurtherAccidents', 'mileageConfirmed'] as const;

/** A private seller with a valid ID document (its expiry counted from today, so it never runs out). */
function sellerFields(locale: Locale) {
  return {
    type: 'PRIVATE',
    greeting: 'MISTER',
    first_name: locale === 'de' ? 'Karl' : 'Oliver',
    last_name: locale === 'de' ? 'Verkäufer' : 'Seller',
    street_address: locale === 'de' ? 'Ringstraße' : 'Elbchaussee',
    house_number: '5',
    postal_code: locale === 'de' ? '50667' : '22763',
    city: locale === 'de' ? 'Köln' : 'Hamburg',
    birthday: '1968-09-03',
    place_of_birth: locale === 'de' ? 'Köln' : 'Hamburg',
    passport: locale === 'de' ? 'L01X00T47' : 'C4X9N2R71',
    passport_from: locale === 'de' ? 'Stadt Köln' : 'Freie und Hansestadt Hamburg',
    passport_expired: addYears(today, 4),
  };
}

test('purchase (de): add by HSN/TSN, buy from a private seller, sell with §25a, the margin on the vehicle and the dashboard', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const locale = 'de';
  const wizard = purchaseWizard(page, locale);
  const { tx, label } = wizard;
  const dt = documentTexts(locale);
  const vin = 'WVWZZZCDZMW517342';
  const seller = sellerFields(locale);
  const damageNote = 'Kratzer Stoßfänger hinten, fachgerecht lackiert';

  await newDealer(page, { locale, withCompany: true });
  const vehicleId = await addVehicleByKey(page, locale, { vin, mileage: 61_500 });
  await addCustomer(page, { type: 'PRIVATE', first_name: 'Otto', last_name: 'Ohneausweis', postal_code: '53111', city: 'Bonn' });
  await addCustomer(page, seller);

  // The end of adding the vehicle offers the purchase documents.
  await expect(page.getByText(tx('vehicles.purchase.offerTitle'))).toBeVisible();
  await captureStep(page, 'purchase-offer-de');
  await page.getByRole('link', { name: tx('vehicles.purchase.offerAction') }).click();
  await expect(page).toHaveURL(new RegExp(`/buying/buying-documents/${vehicleId}$`));
  await expect(page.getByRole('heading', { name: tx('purchase.wizard.title'), level: 2 })).toBeVisible();
  await expect(wizard.current()).toContainText(tx('purchase.wizard.steps.seller'));

  // 1. Seller: one without ID data is refused (by the card at once, by the server on saving).
  const sellerSelect = label('trades.buyer.search');
  const sellerItem = page.locator('.ant-form-item').filter({ has: sellerSelect });
  const sellerCard = cardTitled(page, tx('purchase.seller.chosen'));
  await pickBySearch(page, sellerSelect, { typed: 'ohneaus', option: 'Otto Ohneausweis, Bonn' });
  await expect(sellerCard.getByRole('alert')).toContainText(tx('purchase.seller.idMissing'));
  await expect(sellerCard.getByRole('alert')).toContainText(tx('errors.9519'));
  const refused = page.waitForResponse(
    (response) => response.url().includes(`/vehicles/${vehicleId}/trades/BUYING/`) && response.request().method() !== 'GET',
  );
  await page.getByRole('button', { name: tx('trades.wizard.next') }).click();
  expect((await refused).status()).toBe(422);
  await expect(sellerItem.locator('.ant-form-item-explain-error')).toHaveText(tx('errors.9519'));
  await expect(wizard.current()).toContainText(tx('purchase.wizard.steps.seller'));
  await captureStep(page, 'purchase-seller-refused-de');

  // The seller with a valid ID document.
  await pickBySearch(page, sellerSelect, { typed: 'verk', option: 'Karl Verkäufer, Köln' });
  await expect(sellerCard).toContainText(seller.passport);
  await expect(sellerCard).toContainText(day(seller.passport_expired, locale));
  await expect(sellerCard.getByRole('alert')).toHaveCount(0);
  await expect(sellerItem.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await captureStep(page, 'purchase-seller-de');
  await wizard.next('price');

  // 2. Price: a private seller's price is without VAT; paid in cash (the receipt).
  await expect(page.getByText(tx('purchase.price.privateSeller'))).toBeVisible();
  await expect(label('purchase.price.vat')).toHaveCount(0);
  await label('purchase.price.grossPrice').fill('8.500,00');
  await pick(page, tx('trades.price.paymentMethod'), tx('trades.price.paymentMethods.CASH'));
  const summary = page.getByTestId('trade-summary');
  await expect(summary).toContainText(`${tx('trades.summary.gross')}${money(PURCHASE_CENTS, locale)}`);
  await expect(summary).toContainText(tx('purchase.summary.noVatShown'));
  await expect(summary).not.toContainText(tx('trades.summary.vat', { rate: 19 }));
  await captureStep(page, 'purchase-price-de');
  await wizard.next('handover');

  // 3. Handover: the mileage as read, keys, the damage, the seller's assurances; contracted today.
  await label('trades.handover.mileage').fill('61530');
  await label('trades.handover.keys').fill('3');
  await page.getByRole('checkbox', { name: tx('trades.handover.huAu'), exact: true }).check();
  await pick(page, tx('trades.handover.damaged'), tx('trades.handover.damages.REPAIRED'));
  await label('trades.handover.damageNotes').fill(damageNote);
  for (const assurance of ASSURANCES) {
    await expect(page.getByRole('checkbox', { name: tx(`purchase.handover.${assurance}`), exact: true })).toBeChecked();
  }
  await expect(label('purchase.handover.contractDate')).toHaveValue(day(today, locale));
  await captureStep(page, 'purchase-handover-de');
  await wizard.next('documents');

  // 4. Documents: contract, protocol and receipt, in German.
  await wizard.chooseDocuments(['CONTRACT', 'PROTOCOL', 'RECEIPT']);
  await expect(page.getByRole('radio', { name: tx('common.languages.de') })).toBeChecked();
  await captureStep(page, 'purchase-documents-de');
  await wizard.next('generate');

  // 5. Generate: the contract first, it records the purchase.
  await wizard.generate(['CONTRACT', 'PROTOCOL', 'RECEIPT']);
  await captureStep(page, 'purchase-generate-de');
  const download = page.waitForEvent('download');
  await wizard.documentAction('download', 'CONTRACT').click();
  const contract = await pdfText(await download);
  expect(contract.text).toContain(dt('purchase.contract.title'));
  expect(contract.text).toContain('Karl Verkäufer');
  expect(contract.text).toContain(`${dt('contract.party.idDocument')}: ${seller.passport}`);
  expect(contract.text).toContain(dt('purchase.contract.identified'));
  expect(contract.text).toContain('Autohaus Beispiel GmbH');
  expect(contract.text).toContain(vin);
  // The PDF's text has every run of white space as one space, the no-break space before € too.
  expect(contract.text).toContain(squeeze(money(PURCHASE_CENTS, locale)));
  expect(contract.text).toContain(dt('contract.price.inWords', { words: amountInWords(PURCHASE_CENTS, locale) }));
  expect(contract.text).toContain(dt('purchase.contract.price.noVatPrivate'));
  expect(contract.text).toContain(damageNote);
  for (const assurance of ASSURANCES) expect(contract.text).toContain(dt(`purchase.contract.assurances.${assurance}`));

  // The vehicle page: the purchase with its price, day, days in stock and seller.
  await page.getByRole('link', { name: tx('trades.wizard.toVehicle') }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicleId}$`));
  const purchaseCard = cardTitled(page, tx('vehicles.purchase.title'));
  await expect
    .poll(() => descriptions(purchaseCard))
    .toMatchObject({
      [tx('vehicles.purchase.price')]: money(PURCHASE_CENTS, locale),
      [tx('vehicles.purchase.taxation')]: tx('vehicles.enums.purchaseTaxation.MARGIN'),
      [tx('vehicles.purchase.purchasedOn')]: day(today, locale),
      [tx('vehicles.purchase.daysInStock')]: '0',
      [tx('vehicles.purchase.seller')]: 'Karl Verkäufer',
    });
  await expect(
    page.getByRole('link', { name: new RegExp(`${escapeRegExp(tx('vehicles.purchase.documents'))}$`) }).first(),
  ).toBeVisible();
  await captureStep(page, 'purchase-vehicle-de');

  // Sold under §25a: the purchase price is the vehicle's.
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
  const sale = saleWizard(page, locale);
  await page.getByRole('link', { name: new RegExp(`${escapeRegExp(tx('vehicles.detail.sell'))}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/selling/selling-documents/${vehicleId}$`));
  await pickBySearch(page, sale.label('trades.buyer.search'), { typed: 'muster', option: 'Erika Mustermann, Köln' });
  await sale.next('price');
  const saleCents = 1_299_000;
  await sale.label('trades.price.grossPrice').fill('12.990,00');
  await sale.radio('trades.price.sections.margin.title').check();
  await expect(sale.label('trades.price.purchasePrice')).toHaveValue(/^8\.500,00/);
  const { margin } = tradeAmounts({
    grossCents: saleCents,
    vat: true,
    vatRate: 19,
    sectionType: '25',
    depositCents: 0,
    purchaseCents: PURCHASE_CENTS,
  });
  expect(margin).not.toBeNull();
  await expect(summary).toContainText(`${tx('trades.summary.margin')}${money(margin!.marginCents, locale)}`);
  await expect(summary).toContainText(`${tx('trades.summary.marginVat')}${money(margin!.marginVatCents, locale)}`);
  await sale.next('handover');
  await sale.label('trades.handover.mileage').fill('61550');
  await sale.next('documents');
  await sale.chooseDocuments(['INVOICE']);
  await sale.next('generate');
  const number = await sale.generate(['INVOICE']);
  expect(number).toBeTruthy();
  await expect(page.getByText(tx('trades.generate.sold'))).toBeVisible();

  // The vehicle page's sale card: what it earned, and the VAT in it.
  await page.getByRole('link', { name: tx('trades.wizard.toVehicle') }).click();
  const saleCard = cardTitled(page, tx('vehicles.sale.title'));
  await expect
    .poll(() => descriptions(saleCard))
    .toMatchObject({
      [tx('vehicles.sale.buyer')]: 'Erika Mustermann',
      [tx('vehicles.sale.price')]: money(saleCents, locale),
      [tx('vehicles.sale.soldOn')]: day(today, locale),
      [tx('vehicles.sale.invoiceNumber')]: number!,
      [tx('vehicles.sale.margin')]: money(margin!.marginCents, locale),
      [tx('vehicles.sale.marginVat')]: money(margin!.marginVatCents, locale),
    });
  await expect
    .poll(() => descriptions(purchaseCard))
    .toMatchObject({ [tx('vehicles.purchase.price')]: money(PURCHASE_CENTS, locale) });
  await captureStep(page, 'purchase-vehicle-sold-de');

  // The dashboard's sales of the month: the one sale, its gross, margin and margin VAT.
  await page.goto('/');
  const month = page.getByTestId('month-sales');
  await expect(statistic(month, tx('vehicles.monthSales.count'))).toHaveText('1');
  await expect(statistic(month, tx('vehicles.monthSales.gross'))).toHaveText(money(saleCents, locale));
  await expect(statistic(month, tx('vehicles.monthSales.margin'))).toHaveText(money(margin!.marginCents, locale));
  await expect(statistic(month, tx('vehicles.monthSales.marginVat'))).toHaveText(money(margin!.marginVatCents, locale));
  await captureStep(page, 'purchase-dashboard-de');
});

test('purchase (en): from the vehicle page’s Buy, a private seller, all four documents in English', async ({ page }) => {
  test.setTimeout(300_000);
  const locale = 'en';
  const wizard = purchaseWizard(page, locale);
  const { tx, label } = wizard;
  const dt = documentTexts(locale);
  const vin = 'TMBJJ7NE5L0654321';
  const seller = sellerFields(locale);

  await newDealer(page, { locale, withCompany: true });
  const vehicleId = await addVehicle(page, {
    make: 'Skoda',
    model: 'Octavia Combi',
    brief_number: 'AB7654321',
    vin_code: vin,
    first_registered: '2020-03-02',
    next_inspection: '2027-03-01',
    mileage: 88_000,
  });
  await addCustomer(page, seller);

  // Without a price or a purchase the vehicle page shows no purchase card; Buy opens the wizard.
  await page.goto(`/vehicles/${vehicleId}`);
  await expect(page.getByRole('heading', { name: 'Skoda Octavia Combi', level: 2 })).toBeVisible();
  const buy = page.getByRole('link', { name: new RegExp(`${escapeRegExp(tx('vehicles.purchase.buy'))}$`) });
  await expect(buy).toBeVisible();
  await expect(cardTitled(page, tx('vehicles.purchase.title'))).toHaveCount(0);
  await buy.click();
  await expect(page).toHaveURL(new RegExp(`/buying/buying-documents/${vehicleId}$`));
  await expect(page.getByRole('heading', { name: tx('purchase.wizard.title'), level: 2 })).toBeVisible();

  // 1. Seller.
  await pickBySearch(page, label('trades.buyer.search'), { typed: 'Seller', option: 'Oliver Seller, Hamburg' });
  const sellerCard = cardTitled(page, tx('purchase.seller.chosen'));
  await expect(sellerCard).toContainText(seller.passport);
  await expect(sellerCard.getByRole('alert')).toHaveCount(0);
  await captureStep(page, 'purchase-seller-en');
  await wizard.next('price');

  // 2. Price, typed as English writes it.
  await expect(page.getByText(tx('purchase.price.privateSeller'))).toBeVisible();
  await label('purchase.price.grossPrice').fill('8,500.00');
  await pick(page, tx('trades.price.paymentMethod'), tx('trades.price.paymentMethods.CASH'));
  await expect(page.getByTestId('trade-summary')).toContainText(`${tx('trades.summary.gross')}${money(PURCHASE_CENTS, locale)}`);
  await captureStep(page, 'purchase-price-en');
  await wizard.next('handover');

  // 3. Handover.
  await label('trades.handover.mileage').fill('88020');
  await pick(page, tx('trades.handover.damaged'), tx('trades.handover.damages.NO_ACCIDENT'));
  await captureStep(page, 'purchase-handover-en');
  await wizard.next('documents');

  // 4. All four documents, in English.
  await wizard.chooseDocuments(['CONTRACT', 'PROTOCOL', 'RECEIPT', 'PRIVACY']);
  // A button-style radio: its input is hidden, the dealer clicks the button's text.
  await page.getByText(tx('common.languages.en'), { exact: true }).click();
  await expect(page.getByRole('radio', { name: tx('common.languages.en') })).toBeChecked();
  await captureStep(page, 'purchase-documents-en');
  await wizard.next('generate');

  // 5. Generate and read the contract.
  await wizard.generate(['CONTRACT', 'PROTOCOL', 'RECEIPT', 'PRIVACY']);
  await captureStep(page, 'purchase-generate-en');
  const download = page.waitForEvent('download');
  await wizard.documentAction('download', 'CONTRACT').click();
  const contract = await pdfText(await download);
  expect(contract.text).toContain(dt('purchase.contract.title'));
  expect(contract.text).toContain('Oliver Seller');
  expect(contract.text).toContain(`${dt('contract.party.idDocument')}: ${seller.passport}`);
  expect(contract.text).toContain(vin);
  expect(contract.text).toContain(squeeze(money(PURCHASE_CENTS, locale)));
  expect(contract.text).toContain(dt('contract.price.inWords', { words: amountInWords(PURCHASE_CENTS, locale) }));
  expect(contract.text).toContain(dt('purchase.contract.price.noVatPrivate'));
  expect(contract.text).not.toContain(documentTexts('de')('purchase.contract.title'));

  // The vehicle page's purchase card, in English.
  await page.getByRole('link', { name: tx('trades.wizard.toVehicle') }).click();
  const purchaseCard = cardTitled(page, tx('vehicles.purchase.title'));
  await expect
    .poll(() => descriptions(purchaseCard))
    .toMatchObject({
      [tx('vehicles.purchase.price')]: money(PURCHASE_CENTS, locale),
      [tx('vehicles.purchase.taxation')]: tx('vehicles.enums.purchaseTaxation.MARGIN'),
      [tx('vehicles.purchase.purchasedOn')]: day(today, locale),
      [tx('vehicles.purchase.seller')]: 'Oliver Seller',
    });
  await expect(
    page.getByRole('link', { name: new RegExp(`${escapeRegExp(tx('vehicles.purchase.documents'))}$`) }).first(),
  ).toBeVisible();
  await captureStep(page, 'purchase-vehicle-en');
});
