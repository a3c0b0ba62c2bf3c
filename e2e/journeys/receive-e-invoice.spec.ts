import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { purchaseWizard } from '../support/purchase';
import { addCustomer, captureStep, day, money, pickBySearch } from '../support/sale';
import { newDealer } from '../support/session';
import { addVehicle } from '../support/vehicles';

// A business seller's e-invoice received on a purchase, in German and English: the XRechnung (UBL)
// uploaded in the price step as the seller's invoice, read with the keyboard, shown with seller, VAT
// id, number, date, line and totals in the UI language's money, valid by the rules, its number, date
// and price taken into the form; the wizard then saves the step on the version the server wrote.

const INVOICE = 'apps/server/src/features/document-engine/e-invoice/received-examples/kontor-vehicle-invoice_ubl.xml';

for (const locale of ['de', 'en'] as const) {
  test(`receive an e-invoice (${locale}): an XRechnung dropped on a purchase from a business`, async ({ page }) => {
    test.setTimeout(240_000);
    const wizard = purchaseWizard(page, locale);
    const { tx, label } = wizard;
    await newDealer(page, { locale, withCompany: true });
    const vehicleId = await addVehicle(page, {
      make: 'VW',
      model: 'Golf',
      brief_number: locale === 'de' ? 'AB5151515' : 'AB6161616',
      vin_code: locale === 'de' ? 'WVWZZZ1KZ6W515151' : 'WVWZZZ1KZ6W616161',
      next_inspection: '2027-04-01',
      mileage: 48_200,
    });
    await addCustomer(page, {
      type: 'BUSINESS',
      company_name: 'Autohandel Nord GmbH',
      street_address: 'Hafenstraße',
      house_number: '12',
      postal_code: '20457',
      city: 'Hamburg',
      vat_id: 'DE136695976',
    });

    await page.goto(`/buying/buying-documents/${vehicleId}`);
    await pickBySearch(page, label('trades.buyer.search'), { typed: 'Autohandel', option: 'Autohandel Nord GmbH, Hamburg' });
    await wizard.next('price');

    // The seller's invoice: the XRechnung uploaded, picked at once, read as e-invoice by keyboard.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'AN-2026-0417.xml',
      mimeType: 'application/xml',
      buffer: await readFile(INVOICE),
    });
    await page.getByRole('button', { name: tx('purchase.price.upload') }).click();
    await expect(page.getByText(tx('purchase.price.uploaded', { count: 1 }))).toBeVisible({ timeout: 30_000 });
    const read = page.getByRole('button', { name: tx('purchase.price.eInvoice.read') });
    await read.focus();
    const received = page.waitForResponse(
      (response) => response.url().endsWith('/trades/BUYING/e-invoice') && response.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    expect((await received).status()).toBe(200);

    const card = page.getByTestId('received-e-invoice');
    await expect(card).toContainText(
      tx('purchase.price.eInvoice.valid', { scenario: tx('purchase.price.eInvoice.scenarios.XRECHNUNG') }),
    );
    await expect(card).toContainText('Autohandel Nord GmbH');
    await expect(card).toContainText('DE136695976');
    await expect(card).toContainText('AN-2026-0417');
    await expect(card).toContainText(day('2026-06-12', locale));
    await expect(card).toContainText('VW Golf 2.0 TDI');
    for (const cents of [1_250_000, 237_500, 1_487_500]) await expect(card).toContainText(money(cents, locale));
    await expect(card).toContainText(tx('purchase.price.eInvoice.fields.sellerInvoiceNumber'));

    // Taken into the form: number, date, price with 19 % VAT.
    await expect(label('purchase.price.invoiceNumber')).toHaveValue('AN-2026-0417');
    await expect(label('purchase.price.invoiceDate')).toHaveValue(day('2026-06-12', locale));
    await expect(label('purchase.price.grossPrice')).toHaveValue(locale === 'de' ? '14.875,00' : '14,875.00');
    await expect(page.getByTestId('trade-summary')).toContainText(money(1_487_500, locale));
    await card.scrollIntoViewIfNeeded();
    await captureStep(page, `receive-e-invoice-${locale}`);

    // The step saves on the purchase as the server wrote it (no "changed elsewhere").
    await wizard.next('handover');
  });
}
