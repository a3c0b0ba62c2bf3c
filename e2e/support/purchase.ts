import { expect, type Locator, type Page } from '@playwright/test';
import { pick } from './select';
import { escapeRegExp, startingWith } from './sale';
import { type Locale, texts } from './texts';

// The purchase wizard as a dealer works it, its way in (a vehicle added by its key
// numbers), and how the vehicle page and the dashboard show a purchase and a sale. The wizard
// shares its frame and the generate step with the sale wizard (support/sale.ts), but has
// its own steps and documents (`purchase.*`).

/** The purchase's documents in the order the documents step lists them. */
const PURCHASE_DOCUMENT_TYPES = ['CONTRACT', 'PROTOCOL', 'RECEIPT', 'PRIVACY'] as const;
export type PurchaseDocumentType = (typeof PURCHASE_DOCUMENT_TYPES)[number];

/**
 * Adds a VW Golf through the browser as vehicles.spec does: found by HSN 0603 and TSN CBI in the key
 * list, the form filled without a purchase price, the agreement ticked, saved. Ends on the upload
 * page (`/vehicles/upload?vehicle=…`) and answers the vehicle's id.
 */
export async function addVehicleByKey(page: Page, locale: Locale, options: { vin: string; mileage: number }): Promise<string> {
  const tx = texts(locale);
  const field = (name: string) => page.getByLabel(tx(`vehicles.form.${name}`), { exact: true });
  await page.goto('/vehicles/manual');
  // The key list loads in the background after the server starts; search until it answers.
  await page.getByLabel(tx('vehicles.add.hsn')).fill('0603');
  await page.getByLabel(tx('vehicles.add.tsn')).fill('cbi');
  await expect(async () => {
    await page.getByRole('button', { name: tx('vehicles.add.search') }).click();
    await expect(page.getByText('VW Golf', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await page
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(tx('vehicles.add.choose'))}`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/vehicles\/finish-search\/\d+$/);
  await expect(field('make')).toHaveValue('VW');
  await expect(field('hsn')).toHaveValue('0603');

  await pick(page, tx('vehicles.form.bodywork'), tx('vehicles.enums.bodywork.LIMOUSINE'));
  await pick(page, tx('vehicles.form.fuelType'), tx('vehicles.enums.fuelType.PETROL'));
  await field('power').fill('110');
  await field('engineCapacity').fill('1498');
  await pick(page, tx('vehicles.form.gearType'), tx('vehicles.enums.gearType.Manual'));
  await pick(page, tx('vehicles.form.euroNorm'), tx('vehicles.enums.euroNorm.EURO_6D'));
  await field('doors').fill('5');
  await field('vinCode').fill(options.vin);
  await field('briefNumber').fill('AB1234567');
  await field('firstRegistered').fill(locale === 'de' ? '12.04.2021' : '12/04/2021');
  await field('firstRegistered').press('Enter');
  await field('nextInspection').fill(locale === 'de' ? '05.2027' : '05/2027');
  await field('nextInspection').press('Enter');
  await field('mileage').fill(String(options.mileage));
  await field('previousOwners').fill('1');
  // Bought from a seller: the price comes from the purchase contract, not from the form.
  await expect(field('purchasePrice')).toHaveValue('');

  await page.getByLabel(tx('vehicles.form.agreement')).check();
  await page.getByRole('button', { name: tx('common.actions.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/vehicles\/upload\?vehicle=[0-9a-f-]{36}$/);
  return new URL(page.url()).searchParams.get('vehicle')!;
}

/** The purchase wizard's controls in one language. */
export function purchaseWizard(page: Page, locale: Locale) {
  const tx = texts(locale);
  const label = (key: string) => page.getByLabel(tx(key), { exact: true });
  const current = () => page.locator('.ant-steps-item-process');
  return {
    tx,
    label,
    current,
    /** Saves the step and waits for the next one to be the current. */
    async next(nextStep: string) {
      await page.getByRole('button', { name: tx('trades.wizard.next') }).click();
      await expect(current()).toContainText(tx(`purchase.wizard.steps.${nextStep}`));
    },
    /** Ticks exactly `wanted` among the purchase's documents (in the documents step). */
    async chooseDocuments(wanted: readonly PurchaseDocumentType[]) {
      for (const type of PURCHASE_DOCUMENT_TYPES) {
        const box = page.getByRole('checkbox', { name: startingWith(tx(`purchase.documents.types.${type}.title`)) });
        await box.setChecked(wanted.includes(type));
      }
    },
    /** Creates the documents and waits until each of `made` is done and the purchase is recorded. */
    async generate(made: readonly PurchaseDocumentType[]) {
      await page.getByRole('button', { name: tx('trades.generate.start') }).click();
      const rows = page.getByRole('status');
      for (const type of made) {
        await expect(
          rows.getByRole('progressbar', {
            name: tx('trades.generate.progressOf', { document: tx(`purchase.documents.types.${type}.title`) }),
          }),
        ).toBeVisible();
      }
      await expect(rows.getByText(tx('trades.generate.done'), { exact: true })).toHaveCount(made.length, { timeout: 60_000 });
      await expect(rows.getByText(tx('trades.generate.failed'), { exact: true })).toHaveCount(0);
      await expect(page.getByText(tx('purchase.generate.purchased'))).toBeVisible();
    },
    /** The button of one action (view, download, print) of a generated purchase document in the wizard's list. */
    documentAction(action: 'view' | 'download' | 'print', type: PurchaseDocumentType) {
      const document = tx(`purchase.documents.types.${type}.title`);
      const name = tx('trades.generate.actionFor', { action: tx(`trades.generate.${action}`), document });
      return page.getByRole('button', { name: startingWith(name) });
    },
  };
}

/**
 * A card's descriptions (antd Descriptions, any layout) as label → value, runs of spaces and line
 * breaks as one space (a no-break space stays: money writes one before €, and so does `money()`). In
 * the vertical layout the labels and the values are rows of their own, both in the items' order.
 */
export async function descriptions(container: Locator): Promise<Record<string, string>> {
  return container.evaluate((root) => {
    const textsOf = (selector: string) =>
      [...root.querySelectorAll(selector)].map((cell) => (cell.textContent ?? '').replace(/[ \t\r\n]+/g, ' ').trim());
    const labels = textsOf('.ant-descriptions-item-label');
    const values = textsOf('.ant-descriptions-item-content');
    return Object.fromEntries(labels.map((labelText, index) => [labelText, values[index] ?? '']));
  });
}

/** The value of the statistic titled exactly `title` inside `container` (antd Statistic). */
export function statistic(container: Locator, title: string): Locator {
  return container
    .locator('.ant-statistic')
    .filter({ has: container.page().locator('.ant-statistic-title', { hasText: new RegExp(`^${escapeRegExp(title)}$`) }) })
    .locator('.ant-statistic-content');
}

/** The card whose own title is exactly `title` (not a card around it, as the wizard's card is around the seller's). */
export function cardTitled(page: Page, title: string): Locator {
  return page
    .locator('.ant-card-head-title', { hasText: new RegExp(`^${escapeRegExp(title)}$`) })
    .locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-card ")][1]');
}
