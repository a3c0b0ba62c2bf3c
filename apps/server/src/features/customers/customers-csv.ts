import { berlinDayOf } from '@kontor/domain/business-calendar';
import type { Locale } from '@kontor/domain/constants';
import { countryById, countryName } from '@kontor/domain/countries';
import type { Customer } from '@kontor/domain/customers';
import { formatPhoneNational } from '@kontor/domain/display-format';
import { translate } from '@kontor/domain/i18n/catalogs';

// The customer list as a file a German dealer opens with a double click in Excel: Excel reads a
// CSV as UTF-8 only when it starts with a byte order mark, and German Excel splits columns at `;`
// (the comma is the decimal separator there). Lines end with CRLF as RFC 4180 asks.

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** DD.MM.YYYY in German, DD/MM/YYYY in (British) English: the way the app shows dates (web ui/format.ts). */
function csvDate(iso: string | null, locale: Locale): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return locale === 'de' ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
}

// Only digits and the punctuation of a phone number or a sum (`+49 30 9876543`, `-5`): such a
// cell holds no function, reference or DDE call, so nothing in it can act when Excel opens it.
const NUMBER_LIKE = /^[+-][\d\s()/.-]*$/;

/**
 * One cell. Excel runs a cell that starts with = + - @ (or a tab or CR) as a formula, so a comment
 * like "=HYPERLINK(…)" could act when the file is opened; such a cell gets a leading apostrophe,
 * the guard OWASP recommends against CSV injection. The guard is not put before a cell that is only
 * a number: Excel would show the apostrophe, and a number calls nothing. Phone numbers are written
 * without a leading `+` anyway (see the phone column). A cell with the separator, a quote or a line
 * break is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const formula = /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !NUMBER_LIKE.test(value));
  const safe = formula ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as CSV text, BOM first, every line (the last too) ending with CRLF. */
function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(SEPARATOR) + LINE_END).join('');
}

type Column = { key: string; value(customer: Customer, locale: Locale): string };

const plain =
  (field: keyof Customer): Column['value'] =>
  (customer) => {
    const value = customer[field];
    return value === null || value === undefined ? '' : String(value);
  };

const COLUMNS: Column[] = [
  { key: 'fields.type', value: (c, l) => translate(l, `customers.types.${c.type}`) },
  { key: 'fields.greeting', value: (c, l) => (c.greeting ? translate(l, `customers.greetings.${c.greeting}`) : '') },
  { key: 'fields.title', value: (c, l) => (c.title ? translate(l, `customers.titles.${c.title}`) : '') },
  { key: 'fields.companyName', value: plain('companyName') },
  { key: 'fields.firstName', value: plain('firstName') },
  { key: 'fields.lastName', value: plain('lastName') },
  { key: 'fields.vatId', value: plain('vatId') },
  { key: 'fields.streetAddress', value: plain('streetAddress') },
  { key: 'fields.houseNumber', value: plain('houseNumber') },
  { key: 'fields.additionalAddress', value: plain('additionalAddress') },
  { key: 'fields.postalCode', value: plain('postalCode') },
  { key: 'fields.city', value: plain('city') },
  {
    key: 'fields.countryId',
    value: (c, l) => {
      const country = countryById(c.countryId);
      return country ? countryName(country, l) : String(c.countryId);
    },
  },
  // National DIN 5008 form (`030 9876543`, foreign `0043 1 234567`): a leading `+` would make
  // Excel read the number as a formula, and the apostrophe that guards it would show.
  { key: 'fields.phoneNumber', value: (c) => formatPhoneNational(c.phoneNumber) },
  { key: 'fields.email', value: plain('email') },
  { key: 'fields.birthday', value: (c, l) => csvDate(c.birthday, l) },
  { key: 'fields.placeOfBirth', value: plain('placeOfBirth') },
  { key: 'fields.nationality', value: plain('nationality') },
  { key: 'fields.passport', value: plain('passport') },
  { key: 'fields.passportExpired', value: (c, l) => csvDate(c.passportExpired, l) },
  { key: 'fields.passportFrom', value: plain('passportFrom') },
  { key: 'fields.additionalInfo1', value: plain('additionalInfo1') },
  { key: 'fields.additionalInfo2', value: plain('additionalInfo2') },
  { key: 'fields.comments', value: plain('comments') },
  // A timestamp becomes the Berlin calendar day: the day the dealer entered the customer.
  { key: 'fields.createdAt', value: (c, l) => csvDate(berlinDayOf(new Date(c.createdAt)), l) },
];

/** The customer list with a header row, labels and dates in `locale`. */
export function customersCsv(customers: readonly Customer[], locale: Locale): string {
  const header = COLUMNS.map((column) => translate(locale, `customers.${column.key}`));
  return toCsv([header, ...customers.map((customer) => COLUMNS.map((column) => column.value(customer, locale)))]);
}
