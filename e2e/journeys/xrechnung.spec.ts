import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { sellWithInvoice } from '../support/sale';
import { captureScreens } from '../support/screens';
import { newDealer } from '../support/session';
import { type Locale, texts } from '../support/texts';
import { addVehicle } from '../support/vehicles';

// XRechnung for a public-sector buyer, in German and English: the customer created in the drawer
// as a public-sector buyer (the Leitweg-ID required once the box is ticked, its check digits checked
// at the field), a vehicle sold to it with its invoice, and the invoice's XRechnung downloaded beside
// the PDF: its specification identifier (BT-24) is XRechnung 3.0 and its buyer reference (BT-10) the
// Leitweg-ID.

const LEITWEG_ID = '04011000-1234512345-06';
const XRECHNUNG = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
const drawerOf = (page: Page) => page.getByRole('dialog');

async function addPublicSectorCustomer(page: Page, locale: Locale): Promise<void> {
  const tx = texts(locale);
  const field = (name: string) => drawerOf(page).getByLabel(tx(`customers.fields.${name}`), { exact: true });
  await page.goto('/customers');
  await page.getByRole('button', { name: tx('customers.actions.add') }).click();
  await drawerOf(page).getByText(tx('customers.types.BUSINESS'), { exact: true }).click();
  await field('companyName').fill('Stadt Köln, Amt für Straßen und Verkehr');
  await field('streetAddress').fill('Willy-Brandt-Platz');
  await field('houseNumber').fill('2');
  await field('postalCode').fill('50667');
  await field('city').fill('Köln');
  await drawerOf(page)
    .getByRole('checkbox', { name: tx('customers.fields.publicSector') })
    .check();
  await drawerOf(page)
    .getByRole('button', { name: tx('customers.actions.create') })
    .click();
  // The box makes the Leitweg-ID and the e-mail required, each said at its field.
  await expect(drawerOf(page).getByText(tx('errors.9408'))).toBeVisible();
  await expect(drawerOf(page).getByText(tx('errors.9409'))).toBeVisible();
  await field('buyerReference').fill('04011000-1234512345-07');
  await expect(drawerOf(page).getByText(tx('errors.9407'))).toBeVisible();
  await field('buyerReference').fill(LEITWEG_ID);
  await field('email').fill('rechnungseingang@stadt-koeln.example');
  await expect(drawerOf(page).getByText(tx('errors.9407'))).toHaveCount(0);
  // The drawer scrolls by itself: the new section in view at both widths.
  await field('buyerReference').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await captureScreens(page, `xrechnung-customer-form-${locale}`);
  await drawerOf(page)
    .getByRole('button', { name: tx('customers.actions.create') })
    .click();
  await expect(page.getByText(tx('customers.messages.created'))).toBeVisible();
}

for (const locale of ['de', 'en'] as const) {
  test(`XRechnung (${locale}): a public-sector customer with its Leitweg-ID, a sale to it, its invoice as XRechnung`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const tx = texts(locale);
    await newDealer(page, { locale, withCompany: true });
    const vehicleId = await addVehicle(page, {
      make: 'VW',
      model: 'Caddy',
      brief_number: locale === 'de' ? 'AB3939393' : 'AB4949494',
      vin_code: locale === 'de' ? 'WV2ZZZSKZMX639393' : 'WV2ZZZSKZMX649494',
      first_registered: '2021-04-01',
      next_inspection: '2027-04-01',
      mileage: 38_000,
    });
    await addPublicSectorCustomer(page, locale);

    const number = await sellWithInvoice(page, locale, {
      vehicleId,
      buyer: { typed: 'Stadt Köln', option: 'Stadt Köln, Amt für Straßen und Verkehr, Köln' },
      grossEuros: '23800',
    });

    // Beside the invoice's PDF: its XRechnung.
    const invoice = `${tx('trades.documents.types.INVOICE.title')} · ${tx('trades.generate.number', { number: number })}`;
    const button = page.getByRole('button', {
      name: tx('trades.generate.actionFor', { action: tx('trades.generate.xrechnung'), document: invoice }),
    });
    const downloading = page.waitForEvent('download');
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-XRechnung\.xml$/);
    const xml = await readFile((await download.path())!, 'utf8');
    expect(xml).toContain(`<ram:GuidelineSpecifiedDocumentContextParameter>\n      <ram:ID>${XRECHNUNG}</ram:ID>`);
    expect(xml).toContain(`<ram:BuyerReference>${LEITWEG_ID}</ram:BuyerReference>`);
    expect(xml).toContain(`<ram:ID>${number}</ram:ID>`);
  });
}
