import type { Locale } from '../constants';
import { errorTexts } from '../errors';
import { authTexts } from './auth.i18n';
import { commonTexts } from './common.i18n';
import { companyTexts } from './company.i18n';
import { customersTexts } from './customers.i18n';
import { documentsTexts } from './documents.i18n';
import { mailTexts } from './mail.i18n';
import { shellTexts } from './shell.i18n';
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
    documents: documentsTexts.de,
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
    documents: documentsTexts.en,
  },
} as const;

export type Catalog = (typeof catalogs)['de'];

/** Reads a dotted key and fills `{name}` placeholders; an unknown key is returned as it is, so it shows. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = catalogs[locale];
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
