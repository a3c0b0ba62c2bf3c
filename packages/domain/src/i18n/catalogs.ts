import type { Locale } from '../constants';
import { errorTexts } from '../errors';
import { authTexts } from './auth.i18n';
import { buyingTexts } from './buying.i18n';
import { cancellationsTexts } from './cancellations.i18n';
import { commonTexts } from './common.i18n';
import { companyTexts } from './company.i18n';
import { customersTexts } from './customers.i18n';
import { mailTexts } from './mail.i18n';
import { serviceInvoicesTexts } from './service-invoices.i18n';
import { shellTexts } from './shell.i18n';
import { subscriptionsTexts } from './subscriptions.i18n';
import { tradesTexts } from './trades.i18n';
import { vehiclesTexts } from './vehicles.i18n';

// Every visible text of the product, by language; each feature keeps its own section file.
export const catalogs = {
  de: {
    common: commonTexts.de,
    errors: errorTexts.de,
    mail: mailTexts.de,
    auth: authTexts.de,
    shell: shellTexts.de,
    company: companyTexts.de,
    vehicles: vehiclesTexts.de,
    customers: customersTexts.de,
    trades: tradesTexts.de,
    buying: buyingTexts.de,
    cancellations: cancellationsTexts.de,
    serviceInvoices: serviceInvoicesTexts.de,
    subscriptions: subscriptionsTexts.de,
  },
  en: {
    common: commonTexts.en,
    errors: errorTexts.en,
    mail: mailTexts.en,
    auth: authTexts.en,
    shell: shellTexts.en,
    company: companyTexts.en,
    vehicles: vehiclesTexts.en,
    customers: customersTexts.en,
    trades: tradesTexts.en,
    buying: buyingTexts.en,
    cancellations: cancellationsTexts.en,
    serviceInvoices: serviceInvoicesTexts.en,
    subscriptions: subscriptionsTexts.en,
  },
} as const;

export type Catalog = (typeof catalogs)['de'];

/** Reads a dotted key and fills `{name}` placeholders; an unknown key is returned as it is, so it shows. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  return lookup(catalogs[locale], key, params);
}

/** `translate` over any catalog (the documents' texts are a catalog of their own, never sent to the browser). */
export function lookup(catalog: unknown, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
