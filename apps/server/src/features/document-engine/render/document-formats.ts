import type { Company } from '@kontor/domain/company';
import type { Locale } from '@kontor/domain/constants';
import { formatIban } from '@kontor/domain/display-format';

/** The document language's formatters: money (de 1.234,56 €, en €1,234.56), a day (de 23.11.2026, en 23 Nov 2026), a number, a month. */
export type DocumentFormats = {
  money: (cents: number) => string;
  date: (iso: string) => string;
  number: (value: number) => string;
  /** A month and year: a vehicle's next inspection. */
  month: (iso: string) => string;
};

// Building an Intl formatter costs far more than formatting with one, and an invoice formats a
// few dozen values: each language's formatters are built once and shared by every document.
const formatsByLocale = new Map<Locale, DocumentFormats>();

export function documentFormats(locale: Locale): DocumentFormats {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    const intl = locale === 'de' ? 'de-DE' : 'en-GB';
    const money = new Intl.NumberFormat(intl, { style: 'currency', currency: 'EUR' });
    const day = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(intl, { month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    const number = new Intl.NumberFormat(intl);
    formats = {
      money: (cents) => money.format(cents / 100),
      date: (iso) => day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
      number: (value) => number.format(value),
      month: (iso) => month.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
    };
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

/** Money by the document's language: de 1.234,56 €, en €1,234.56. */
export function formatMoney(locale: Locale, cents: number): string {
  return documentFormats(locale).money(cents);
}

/** A day by the document's language: de 23.11.2026, en 23 Nov 2026. */
export function formatDate(locale: Locale, iso: string): string {
  return documentFormats(locale).date(iso);
}

export function formatNumber(locale: Locale, value: number): string {
  return documentFormats(locale).number(value);
}

/** A month and year by the document's language (de 05.2027, en 05/2027), from a day or a YYYY-MM month. */
export function formatMonth(locale: Locale, isoDayOrMonth: string): string {
  const day = /^\d{4}-\d{2}$/.test(isoDayOrMonth) ? `${isoDayOrMonth}-01` : isoDayOrMonth;
  return documentFormats(locale).month(day);
}

/**
 * The bank details on one line, for a payment instruction. The IBAN and the BIC are kept whole
 * (no-break spaces): an IBAN torn across two lines is easily mistyped by whoever transfers the money.
 */
export function companyBank(company: Company): string | null {
  if (!company.iban) return null;
  const whole = (text: string) => text.replace(/ /g, '\u00a0');
  return [company.bankName, whole(`IBAN ${formatIban(company.iban)}`), company.bic ? whole(`BIC ${company.bic}`) : null]
    .filter(Boolean)
    .join(', ');
}
