import { berlinDayOf } from '@kontor/domain/business-calendar';
import type { Locale } from '@kontor/domain/constants';
import { DATE_PICKER_FORMAT, MONTH_PICKER_FORMAT } from './date-format';

// Dates, months, money and numbers as a German or English dealer expects them to read, in the
// locale given. Pages use app/format, which fills in the app's locale. Dates are written in the
// date pickers' form (ui/date-format), so a list shows a day as its field does.

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day of an ISO date or timestamp; timestamps are read in the business time zone. */
function dayParts(iso: string): { year: string; month: string; day: string } | null {
  const plain = DATE_ONLY.exec(iso);
  if (plain) return { year: plain[1]!, month: plain[2]!, day: plain[3]! };
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const [year = '', month = '', day = ''] = berlinDayOf(date).split('-');
  return { year, month, day };
}

/** A day in the pickers' form, written by its parts. */
const write = (format: string, { year, month, day }: { year: string; month: string; day: string }) =>
  format.replace('YYYY', year).replace('MM', month).replace('DD', day);

/** DD.MM.YYYY in German, DD/MM/YYYY in English (British, day first); empty for no value. */
export function formatDate(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '';
  const parts = dayParts(iso);
  if (!parts) return '';
  return write(DATE_PICKER_FORMAT[locale], parts);
}

/** Month-only values such as the next inspection: MM.YYYY in German, MM/YYYY in English. */
export function formatMonth(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '';
  const parts = dayParts(iso.length === 7 ? `${iso}-01` : iso);
  if (!parts) return '';
  return write(MONTH_PICKER_FORMAT[locale], parts);
}

/** A day, or a month where only that is known (a first registration, YYYY-MM): as formatDate or formatMonth, no day made up. */
export function formatDayOrMonth(iso: string | null | undefined, locale: Locale): string {
  return iso && /^\d{4}-\d{2}$/.test(iso) ? formatMonth(iso, locale) : formatDate(iso, locale);
}

// One formatter per locale, made when money is first shown (not when the module loads).
const moneyFormats: Partial<Record<Locale, Intl.NumberFormat>> = {};

/** Integer euro cents as `1.234,56 €` (German, non-breaking space) or `€1,234.56` (English). */
export function formatMoney(cents: number | null | undefined, locale: Locale): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  moneyFormats[locale] ??= new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-US', { style: 'currency', currency: 'EUR' });
  return moneyFormats[locale].format(Math.round(cents) / 100);
}

/** A plain number with the locale's grouping: 123.456 in German, 123,456 in English. */
export function formatNumber(value: number | null | undefined, locale: Locale, fractionDigits?: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const options =
    fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-US', options).format(value);
}
