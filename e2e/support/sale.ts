import { readFile } from 'node:fs/promises';
import { type Download, expect, type Locator, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { documentText } from '../../packages/domain/src/i18n/documents/catalog';
import { captureScreens } from './screens';
import { type Locale, texts } from './texts';

// The sale wizard as a dealer works it: its steps, its fields, its documents, and what the
// generated PDFs say. The set-up around it (customers) goes through the API, as for vehicles.

/** The documents in the order the documents step lists them. */
const DOCUMENT_TYPES = ['INVOICE', 'CONTRACT', 'PROPOSAL', 'BINDING_CONTRACT', 'PROTOCOL', 'RECEIPT', 'PRIVACY'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text as the browser's accessibility tree and Playwright compare it: every run of white space one space. */
export const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Starts with `text` (accessible names of radios and checkboxes carry their hint line after the title). */
export const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** Money as the UI writes it: 1.234,56 € in German, €1,234.56 in English. */
export function money(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-US', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A day as the UI writes it: DD.MM.YYYY in German, DD/MM/YYYY in English (British). */
export function day(iso: string, locale: Locale): string {
  const [year, month, date] = iso.split('-');
  return locale === 'de' ? `${date}.${month}.${year}` : `${date}/${month}/${year}`;
}

/** Adds a customer of the logged-in dealer through the API (snake_case fields); answers its id. */
export async function addCustomer(page: Page, fields: Record<string, unknown>): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('kontor.token') ?? '');
  const response = await page.request.post('/api/user/clients', { headers: { authorization: `Bearer ${token}` }, data: fields });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Chooses in a searchable select by typing part of the option first (long or server-searched lists). */
export async function pickBySearch(page: Page, field: Locator, options: { typed: string; option: string }): Promise<void> {
  // The select around the field (found from the field, which may be scoped to a part of the page).
  const select = field.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    await field.click();
    await field.fill(options.typed);
    await page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${options.option}"]`)
      .click({ timeout: 5_000 });
    await expect(select).toContainText(options.option, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/** The wizard's controls in one language. */
export function saleWizard(page: Page, locale: Locale) {
  const tx = texts(locale);
  const label = (key: string) => page.getByLabel(tx(key), { exact: true });
  return {
    tx,
    label,
    /** Saves the step and waits for the next one to be the current. */
    async next(nextStep: string) {
      await page.getByRole('button', { name: tx('trades.wizard.next') }).click();
      await expect(page.locator('.ant-steps-item-process')).toContainText(tx(`trades.wizard.steps.${nextStep}`));
    },
    async back(previousStep: string) {
      await page.getByRole('button', { name: tx('trades.wizard.back'), exact: true }).click();
      await expect(page.locator('.ant-steps-item-process')).toContainText(tx(`trades.wizard.steps.${previousStep}`));
    },
    /** The current step, as the step bar shows it. */
    current: () => page.locator('.ant-steps-item-process'),
    /** A radio whose title (before its hint line) is the text of `key`. */
    radio: (key: string) => page.getByRole('radio', { name: startingWith(tx(key)) }),
    /** Ticks exactly `wanted` among the documents (in the documents step). */
    async chooseDocuments(wanted: readonly DocumentType[]) {
      for (const type of DOCUMENT_TYPES) {
        const box = page.getByRole('checkbox', { name: startingWith(tx(`trades.documents.types.${type}.title`)) });
        await box.setChecked(wanted.includes(type));
      }
    },
    /** Creates the documents and waits until each of `made` is done, then answers the invoice's number if one was made. */
    async generate(made: readonly DocumentType[]) {
      await page.getByRole('button', { name: tx('trades.generate.start') }).click();
      const rows = page.getByRole('status');
      for (const type of made) {
        await expect(
          rows.getByRole('progressbar', {
            name: tx('trades.generate.progressOf', { document: tx(`trades.documents.types.${type}.title`) }),
          }),
        ).toBeVisible();
      }
      await expect(rows.getByText(tx('trades.generate.done'), { exact: true })).toHaveCount(made.length, { timeout: 60_000 });
      await expect(rows.getByText(tx('trades.generate.failed'), { exact: true })).toHaveCount(0);
      if (!made.includes('INVOICE')) return null;
      const invoice = tx('trades.documents.types.INVOICE.title');
      const numberPrefix = tx('trades.generate.number', { number: '' });
      const heading = page.getByText(new RegExp(`^${escapeRegExp(`${invoice} · ${numberPrefix}`)}.+$`));
      await expect(heading).toBeVisible();
      return ((await heading.textContent()) ?? '').slice(`${invoice} · ${numberPrefix}`.length);
    },
    /** The button of one action (view, download, print) of a generated document in the wizard's list. */
    documentAction(action: 'view' | 'download' | 'print', document: string) {
      const name = tx('trades.generate.actionFor', { action: tx(`trades.generate.${action}`), document });
      return page.getByRole('button', { name: startingWith(name) });
    },
  };
}

/** A sale the wizard makes with its invoice alone: the buyer picked by search, the gross price in euros (19 % VAT). */
export type InvoicedSale = { vehicleId: string; buyer: { typed: string; option: string }; grossEuros: string };

/** Sells the vehicle through the wizard (buyer, price at 19 % VAT, the invoice only); answers the invoice's number. */
export async function sellWithInvoice(page: Page, locale: Locale, sale: InvoicedSale): Promise<string> {
  const wizard = saleWizard(page, locale);
  await page.goto(`/selling/selling-documents/${sale.vehicleId}`);
  await pickBySearch(page, wizard.label('trades.buyer.search'), sale.buyer);
  await wizard.next('price');
  await wizard.label('trades.price.grossPrice').fill(sale.grossEuros);
  await wizard.next('handover');
  await wizard.next('documents');
  await wizard.chooseDocuments(['INVOICE']);
  await wizard.next('generate');
  const number = await wizard.generate(['INVOICE']);
  expect(number).toBeTruthy();
  return number!;
}

/** Reads a downloaded PDF: it is one (%PDF), and its text with every run of white space as one space. */
export async function pdfText(download: Download): Promise<{ text: string; bytes: number; name: string }> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return { text: squeeze(text), bytes: bytes.length, name: download.suggestedFilename() };
}

/** A text of the generated documents' catalog, squeezed like pdfText's. */
export const documentTexts =
  (locale: Locale) =>
  (key: string, params: Record<string, string | number> = {}) =>
    squeeze(documentText(locale, key, params));

/** The invoice's number as its facts print it ("Rechnungsnummer RE-1"), not just somewhere in the text. */
export function invoiceNumberLine(locale: Locale, number: string): RegExp {
  return new RegExp(`${escapeRegExp(documentTexts(locale)('invoice.number'))} ${escapeRegExp(number)}(\\s|$)`);
}

/**
 * captureScreens from the top of the page: a full-page shot taken while scrolled down (after filling
 * a field low on the page) draws the fixed header across the middle of the form.
 */
export async function captureStep(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureScreens(page, name);
}
