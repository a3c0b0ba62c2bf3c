import type { Locale } from '../constants';
import { backOfficeTexts } from './back-office-texts';
import { guestTexts } from './guest-texts';
import { mailTexts } from './mail.i18n';

// Every visible text of the product, by language; each feature keeps its own section file. The
// browser loads them in two parts (guest-texts.ts, back-office-texts.ts) and never the mails'.
export const catalogs = {
  de: { ...guestTexts.de, mail: mailTexts.de, ...backOfficeTexts.de },
  en: { ...guestTexts.en, mail: mailTexts.en, ...backOfficeTexts.en },
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
