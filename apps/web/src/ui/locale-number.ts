import type { Locale } from '@kontor/domain/constants';

// Numbers as a dealer types them. A German writes 87.450 km and 1.234,56 €; an English speaker
// 87,450 km and €1,234.56. A browser's number field (and antd's InputNumber) reads "87.450" as
// 87.45 and stores 87 km, so the app reads the text itself: strictly, because a typo such as
// "12.5" in German or "abc12x" must be shown as an error, never guessed into a number.

export type LocaleNumberOptions = {
  locale: Locale;
  /** Digits after the decimal separator that may be typed; 0 (an integer) unless `money`. */
  fractionDigits?: number;
  /** The value is integer euro cents; the text is euros with up to two decimals. */
  money?: boolean;
};

type ParsedNumber = { ok: true; value: number | null } | { ok: false };

const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  de: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

function digitsAfterPoint(options: LocaleNumberOptions): number {
  return options.money ? 2 : (options.fractionDigits ?? 0);
}

function escape(char: string): string {
  return `\\${char}`;
}

/** Reads the text of a number field; `{ ok: false }` for anything that is not a number. */
export function parseLocaleNumber(text: string, options: LocaleNumberOptions): ParsedNumber {
  // Spaces (also the narrow ones Intl puts into numbers) and a typed or pasted € sign carry no value.
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (compact === '') return { ok: true, value: null };
  const { group, decimal } = SEPARATORS[options.locale];
  const fraction = digitsAfterPoint(options);
  const g = escape(group);
  const d = escape(decimal);
  // Either plain digits or correctly grouped thousands; then at most `fraction` decimals.
  const pattern = new RegExp(`^(-?)(\\d+|\\d{1,3}(?:${g}\\d{3})+)(?:${d}(\\d+))?$`);
  const match = pattern.exec(compact);
  if (!match) return { ok: false };
  const [, sign, whole = '', decimals = ''] = match;
  if (decimals.length > fraction) return { ok: false };
  const integerDigits = whole.split(group).join('');
  if (options.money) {
    // Cents from the digits, not from a float: 1234,56 € is exactly 123456 cents.
    const cents = Number(integerDigits) * 100 + Number(decimals.padEnd(2, '0'));
    return { ok: true, value: sign === '-' ? -cents : cents };
  }
  const value = Number(`${sign}${integerDigits}${decimals ? `.${decimals}` : ''}`);
  return Number.isFinite(value) ? { ok: true, value: value === 0 ? 0 : value } : { ok: false };
}

/** The text a number field shows for a value: grouped, with the language's separators, no unit. */
export function formatLocaleNumber(value: number | null | undefined, options: LocaleNumberOptions): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const fraction = digitsAfterPoint(options);
  const format = new Intl.NumberFormat(options.locale === 'de' ? 'de-DE' : 'en-US', {
    minimumFractionDigits: options.money ? 2 : 0,
    maximumFractionDigits: fraction,
  });
  return format.format(options.money ? value / 100 : value);
}
