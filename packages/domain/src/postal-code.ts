import { countryById } from './countries';

// Postal code formats by ISO country code. Germany's neighbours and the usual trading partners of a
// German used-car dealer get their exact format; every other country a loose one (see below), since
// a wrong refusal stops a sale while a loose check only lets a typo through.
const FORMATS: Record<string, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  LI: /^94(8[5-9]|9[0-8])$/,
  BE: /^\d{4}$/,
  LU: /^(L-?)?\d{4}$/i,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  HU: /^\d{4}$/,
  BG: /^\d{4}$/,
  SI: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  PL: /^\d{2}-\d{3}$/,
  CZ: /^\d{3} ?\d{2}$/,
  SK: /^\d{3} ?\d{2}$/,
  SE: /^\d{3} ?\d{2}$/,
  GR: /^\d{3} ?\d{2}$/,
  FR: /^\d{5}$/,
  MC: /^980\d{2}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  FI: /^\d{5}$/,
  EE: /^\d{5}$/,
  HR: /^\d{5}$/,
  LT: /^(LT-?)?\d{5}$/i,
  LV: /^(LV-?)?\d{4}$/i,
  TR: /^\d{5}$/,
  UA: /^\d{5}$/,
  RS: /^\d{5}$/,
  BA: /^\d{5}$/,
  ME: /^\d{5}$/,
  XK: /^\d{5}$/,
  US: /^\d{5}(-\d{4})?$/,
  PT: /^\d{4}-\d{3}$/,
  RO: /^\d{6}$/,
  RU: /^\d{6}$/,
  BY: /^\d{6}$/,
  IE: /^[A-Z]\d{2} ?[A-Z\d]{4}$/i,
  GB: /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/i,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
};

// Unknown countries: 2–10 letters, digits, spaces or dashes, starting and ending with a letter or digit.
const FALLBACK = /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/i;

function postalCodePattern(countryId: number): RegExp {
  const iso2 = countryById(countryId)?.iso2;
  return (iso2 && FORMATS[iso2]) || FALLBACK;
}

/** Whether `code` is a postal code of the country; the caller trims. */
export function isValidPostalCode(countryId: number, code: string): boolean {
  return postalCodePattern(countryId).test(code);
}
