import { expect, type Page, test } from '@playwright/test';
import type { MileageStatement } from '../../packages/domain/src/trade-fields';
import { addCustomer, captureStep, documentTexts, pdfText, pickBySearch, saleWizard } from '../support/sale';
import { newDealer } from '../support/session';
import type { Locale } from '../support/texts';
import { addVehicle } from '../support/vehicles';

// The statement on the total mileage in the browser, in German and in English: a new sale states it
// as unknown ("laut Tacho"), the dealer may state the odometer's total or another known one, and the
// contract prints exactly the choice, never the vehicle's recorded mileage as an assurance.

const READING = 42_000;
const KNOWN_TOTAL = 151_200;

type Case = { statement: MileageStatement; vin: string };

const CASES: readonly Case[] = [
  { statement: 'UNKNOWN', vin: 'WVWZZZCDZMW000101' },
  { statement: 'ODOMETER', vin: 'WVWZZZCDZMW000102' },
  { statement: 'DIFFERENT', vin: 'WVWZZZCDZMW000103' },
];

/** What the contract's vehicle block says of the total mileage for `statement`, as pdfText reads it. */
function statedLine(locale: Locale, statement: MileageStatement): string {
  const dt = documentTexts(locale);
  const number = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB');
  const value =
    statement === 'UNKNOWN'
      ? dt('contract.vehicle.mileageUnknown')
      : dt('contract.vehicle.kilometres', { km: number.format(statement === 'ODOMETER' ? READING : KNOWN_TOTAL) });
  return `${dt('contract.vehicle.mileageKnown')} ${value}`;
}

/** Sells the vehicle of `vehicleId` as far as its contract, with the statement chosen, and answers the contract's text. */
async function contractWith(
  page: Page,
  locale: Locale,
  input: { vehicleId: string; statement: MileageStatement; screens: boolean },
): Promise<string> {
  const wizard = saleWizard(page, locale);
  const { tx, label } = wizard;
  await page.goto(`/selling/selling-documents/${input.vehicleId}`);
  await pickBySearch(page, label('trades.buyer.search'), { typed: 'Muster', option: 'Erika Mustermann, Köln' });
  await wizard.next('price');
  await wizard.next('handover');

  // The cautious statement is the default; the known total is asked only when it differs.
  await expect(wizard.radio('trades.handover.mileageStatements.UNKNOWN')).toBeChecked();
  await expect(label('trades.handover.totalMileage')).toHaveCount(0);
  await wizard.radio(`trades.handover.mileageStatements.${input.statement}`).check();
  if (input.statement === 'DIFFERENT') await label('trades.handover.totalMileage').fill(String(KNOWN_TOTAL));
  else await expect(label('trades.handover.totalMileage')).toHaveCount(0);
  if (input.screens) await captureStep(page, `sale-mileage-${input.statement.toLowerCase()}-${locale}`);
  await wizard.next('documents');

  await wizard.chooseDocuments(['CONTRACT']);
  await page.getByText(tx(`common.languages.${locale}`), { exact: true }).click();
  await wizard.next('generate');
  await wizard.generate(['CONTRACT']);
  const download = page.waitForEvent('download');
  const name = tx('trades.generate.actionFor', {
    action: tx('trades.generate.download'),
    document: tx('trades.documents.types.CONTRACT.title'),
  });
  await page.getByRole('button', { name, exact: true }).click();
  return (await pdfText(await download)).text;
}

for (const locale of ['de', 'en'] as const) {
  test(`mileage choice (${locale}): the contract states the total mileage exactly as chosen`, async ({ page }) => {
    test.setTimeout(300_000);
    await newDealer(page, { locale, withCompany: true });
    await addCustomer(page, {
      type: 'PRIVATE',
      first_name: 'Erika',
      last_name: 'Mustermann',
      street_address: 'Heidestraße',
      house_number: '17',
      postal_code: '51147',
      city: 'Köln',
    });
    const dt = documentTexts(locale);
    const number = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB');
    for (const { statement, vin } of CASES) {
      const vehicleId = await addVehicle(page, {
        make: 'VW',
        model: 'Golf',
        brief_number: 'AB1234567',
        vin_code: vin,
        next_inspection: '2027-05-01',
        mileage: READING,
        asking_price: 1_590_000,
      });
      const text = await contractWith(page, locale, {
        vehicleId,
        statement,
        screens: locale === 'de' || statement === 'DIFFERENT',
      });
      expect(text).toContain(
        `${dt('contract.vehicle.mileageRead')} ${dt('contract.vehicle.kilometres', { km: number.format(READING) })}`,
      );
      expect(text).toContain(statedLine(locale, statement));
      for (const other of CASES.filter((each) => each.statement !== statement))
        expect(text).not.toContain(statedLine(locale, other.statement));
    }
  });
}
