import type { Locale } from '@kontor/domain/constants';
import { formatLocaleNumber, parseLocaleNumber } from '../../ui/number-input';

// A line's quantity (hours, pieces, litres) as the UI language writes it: German 1,5 and 1.234,5,
// English 1.5 and 1,234.5, up to three decimals (the domain keeps thousandths). Strict like every
// number field of the app: "1.5" in German or "1,5" in English is an error, never a guess.

export const QUANTITY_DECIMALS = 3;

/** The typed text as a quantity: a number, null for an empty field, NaN for anything that is not a quantity. */
export function parseQuantity(text: string, locale: Locale): number | null {
  const parsed = parseLocaleNumber(text, { locale, fractionDigits: QUANTITY_DECIMALS });
  return parsed.ok ? parsed.value : Number.NaN;
}

/** A quantity as the language writes it, with as many decimals as it has (at most three): 1,5 / 1.5, 2, 0,125 / 0.125. */
export function formatQuantity(value: number | null | undefined, locale: Locale): string {
  return formatLocaleNumber(value, { locale, fractionDigits: QUANTITY_DECIMALS });
}
