// VAT identification numbers of the EU member states (and XI, Northern Ireland, which VIES still
// checks): each state's published format and check-digit rule, so a typing slip is caught at the
// field before an invoice names the number (§ 14 Abs. 4 Nr. 2, § 14a Abs. 3 UStG). Whether a number
// is actually assigned only the qualified confirmation (§ 18e UStG) or VIES can say.

/** Why a compact VAT id is refused: not the state's format, or the check digit does not match. */
export type VatIdProblem = 'FORMAT' | 'CHECK_DIGIT';

/** The compact form a VAT id is stored in: no spaces, dots or dashes, upper case ("de 136 695 976" → "DE136695976"). */
export function normalizeVatId(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}

const digitsOf = (value: string): number[] => [...value].map(Number);

/** Σ weight × digit over the leading digits (as many as there are weights). */
function weighted(value: string, weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * Number(value[index]), 0);
}

/** Luhn (ISO/IEC 7812): the sum that is 0 mod 10 for a valid number, the last digit not doubled. */
function luhnSum(value: string): number {
  return digitsOf(value)
    .reverse()
    .reduce((sum, digit, index) => sum + (index % 2 === 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit), 0);
}
const luhnValid = (value: string) => luhnSum(value) % 10 === 0;
const luhnCheckDigit = (value: string) => (10 - (luhnSum(`${value}0`) % 10)) % 10;

/** A remainder of a long digit string, digit by digit (the strings exceed 2^53). */
function mod(value: string, divisor: number): number {
  let rest = 0;
  for (const char of value) rest = (rest * 10 + Number(char)) % divisor;
  return rest;
}

/** ISO 7064 MOD 11,10 (the German and the Croatian number): the running product ends at 1. */
function iso7064Mod1110(value: string): boolean {
  let check = 5;
  for (const digit of digitsOf(value)) check = ((((check || 10) * 2) % 11) + digit) % 10;
  return check === 1;
}

/** ISO 7064 MOD 97-10 over letters as 10–35 (the Dutch number of a sole trader since 2020). */
function iso7064Mod9710(value: string): boolean {
  const numeric = [...value].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55))).join('');
  return mod(numeric, 97) === 1;
}

/** Whether a day exists in the calendar (a personal number's birth date). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Czech and Slovak birth number (rodné číslo): a real birth date; ten digits are divisible by 11 (the rest 10 written 0). */
function isBirthNumber(value: string): boolean {
  let year = 1900 + Number(value.slice(0, 2));
  const month = (Number(value.slice(2, 4)) % 50) % 20;
  if (value.length === 9) {
    if (year >= 1980) year -= 100;
    if (year > 1953) return false;
  } else if (year < 1954) year += 100;
  if (!isCalendarDay(year, month, Number(value.slice(4, 6)))) return false;
  return value.length === 9 || (Number(value.slice(0, 9)) % 11) % 10 === Number(value[9]);
}

/** The ЕГН's birth date: the month plus 20 for the 1800s, plus 40 for the 2000s. */
function isBulgarianBirthDate(value: string): boolean {
  let year = 1900 + Number(value.slice(0, 2));
  let month = Number(value.slice(2, 4));
  if (month > 40) [year, month] = [year + 100, month - 40];
  else if (month > 20) [year, month] = [year - 100, month - 20];
  return isCalendarDay(year, month, Number(value.slice(4, 6)));
}

const SPANISH_DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const IRISH_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';
const FRENCH_KEY_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function irishCheckLetter(sevenDigits: string, second: string): string {
  const sum = weighted(sevenDigits, [8, 7, 6, 5, 4, 3, 2]) + 9 * Math.max(IRISH_LETTERS.indexOf(second), 0);
  return IRISH_LETTERS[sum % 23]!;
}

function spanishCheck(body: string): boolean {
  const first = body[0]!;
  const last = body[8]!;
  if (/\d/.test(first)) return SPANISH_DNI_LETTERS[Number(body.slice(0, 8)) % 23] === last;
  if ('XYZ'.includes(first)) return SPANISH_DNI_LETTERS[Number(`${'XYZ'.indexOf(first)}${body.slice(1, 8)}`) % 23] === last;
  if ('KLM'.includes(first)) return SPANISH_DNI_LETTERS[Number(body.slice(1, 8)) % 23] === last;
  // A legal person (CIF): the Luhn digit of the seven digits, or the letter it stands for.
  const check = luhnCheckDigit(body.slice(1, 8));
  return last === String(check) || last === 'JABCDEFGHI'[check];
}

function frenchCheck(body: string): boolean {
  const siren = body.slice(2);
  // Monaco's numbers (000…) are French VAT ids without a SIREN.
  if (!siren.startsWith('000') && !luhnValid(siren)) return false;
  const key = body.slice(0, 2);
  if (/^\d{2}$/.test(key)) return Number(key) === mod(`${siren}12`, 97);
  const [a, b] = [FRENCH_KEY_ALPHABET.indexOf(key[0]!), FRENCH_KEY_ALPHABET.indexOf(key[1]!)];
  const check = /\d/.test(key[0]!) ? a * 24 + b - 10 : a * 34 + b - 100;
  return (mod(siren, 11) + 1 + Math.floor(check / 11)) % 11 === check % 11;
}

function britishCheck(body: string): boolean {
  if (/^GD\d{3}$/.test(body)) return Number(body.slice(2)) < 500;
  if (/^HA\d{3}$/.test(body)) return Number(body.slice(2)) >= 500;
  const sum = weighted(body, [8, 7, 6, 5, 4, 3, 2, 10, 1]) % 97;
  // Numbers from 100 on may also use the 2010 rule, which shifts the remainder by 55 (or 42).
  return Number(body.slice(0, 3)) >= 100 ? [0, 42, 55].includes(sum) : sum === 0;
}

type VatIdRule = {
  /** The part after the country code. */
  format: RegExp;
  /** Whether the check digits of a well-formed number match. */
  check: (body: string) => boolean;
};

/** Each member state's format (VIES) and check-digit rule, keyed by the country code VIES uses (EL for Greece). */
const RULES: Record<string, VatIdRule> = {
  AT: { format: /^U\d{8}$/, check: (b) => (16 - (luhnSum(b.slice(1, 8)) % 10)) % 10 === Number(b[8]) },
  BE: { format: /^[01]\d{9}$/, check: (b) => 97 - mod(b.slice(0, 8), 97) === Number(b.slice(8)) },
  BG: {
    format: /^\d{9,10}$/,
    check: (b) => {
      if (b.length === 9) {
        let sum = weighted(b, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
        if (sum === 10) sum = weighted(b, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
        return sum % 10 === Number(b[8]);
      }
      // A person (ЕГН, with a real birth date), a foreigner (ЛНЧ) or another taxable body: any of their three rules.
      const last = Number(b[9]);
      return (
        (isBulgarianBirthDate(b) && (weighted(b, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === last) ||
        weighted(b, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 === last ||
        (11 - (weighted(b, [4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11 === last
      );
    },
  },
  CY: {
    // Numbers beginning 12 are not issued.
    format: /^(?!12)\d{8}[A-Z]$/,
    check: (b) => {
      const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
      const sum = [...b.slice(0, 8)].reduce((total, char, i) => total + (i % 2 === 0 ? odd[Number(char)]! : Number(char)), 0);
      return String.fromCharCode(65 + (sum % 26)) === b[8];
    },
  },
  CZ: {
    format: /^\d{8,10}$/,
    check: (b) => {
      if (b.length === 8) {
        const check = (11 - (weighted(b, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
        return !b.startsWith('9') && (check || 1) % 10 === Number(b[7]);
      }
      if (b.length === 9 && b.startsWith('6')) {
        const sum = weighted(b.slice(1), [8, 7, 6, 5, 4, 3, 2]) % 11;
        return (18 - ((10 - sum) % 11)) % 10 === Number(b[8]);
      }
      return isBirthNumber(b);
    },
  },
  DE: { format: /^[1-9]\d{8}$/, check: iso7064Mod1110 },
  DK: { format: /^[1-9]\d{7}$/, check: (b) => weighted(b, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0 },
  EE: { format: /^\d{9}$/, check: (b) => weighted(b, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0 },
  EL: {
    format: /^\d{9}$/,
    check: (b) => (weighted(b, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === Number(b[8]),
  },
  ES: { format: /^([0-9KLMXYZ]\d{7}[A-Z]|[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J])$/, check: spanishCheck },
  FI: { format: /^\d{8}$/, check: (b) => weighted(b, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0 },
  FR: { format: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, check: frenchCheck },
  HR: { format: /^\d{11}$/, check: iso7064Mod1110 },
  HU: { format: /^\d{8}$/, check: (b) => weighted(b, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0 },
  IE: {
    format: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
    check: (b) =>
      /^\d{7}/.test(b)
        ? irishCheckLetter(b.slice(0, 7), b[8] ?? '') === b[7]
        : irishCheckLetter(`0${b.slice(2, 7)}${b[0]}`, '') === b[7],
  },
  IT: {
    // The seventh to tenth digits name the tax office (001–100, 120, 121, 888, 999).
    format: /^\d{11}$/,
    check: (b) => {
      const office = Number(b.slice(7, 10));
      return (
        Number(b.slice(0, 7)) > 0 && ((office >= 1 && office <= 100) || [120, 121, 888, 999].includes(office)) && luhnValid(b)
      );
    },
  },
  LT: {
    format: /^(\d{7}1\d|\d{10}1\d)$/,
    check: (b) => {
      const body = b.slice(0, -1);
      let sum = [...body].reduce((total, char, i) => total + (1 + (i % 9)) * Number(char), 0) % 11;
      if (sum === 10) sum = [...body].reduce((total, char, i) => total + (1 + ((i + 2) % 9)) * Number(char), 0) % 11;
      return sum % 10 === Number(b.at(-1));
    },
  },
  LU: { format: /^\d{8}$/, check: (b) => Number(b.slice(0, 6)) % 89 === Number(b.slice(6)) },
  LV: {
    format: /^\d{11}$/,
    check: (b) => {
      // A legal person's number begins 4–9; a person's code is ddmmyy and the century (0 1800s, 1 1900s,
      // 2 2000s), or since 2017 begins 32 without a birth date.
      if (Number(b[0]) > 3) return weighted(b, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3;
      const century = 1800 + 100 * Number(b[6]);
      if (!b.startsWith('32') && !isCalendarDay(century + Number(b.slice(4, 6)), Number(b.slice(2, 4)), Number(b.slice(0, 2)))) {
        return false;
      }
      return ((1 + weighted(b, [10, 5, 8, 4, 2, 1, 6, 3, 7, 9])) % 11) % 10 === Number(b[10]);
    },
  },
  MT: { format: /^[1-9]\d{7}$/, check: (b) => weighted(b, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0 },
  NL: {
    format: /^\d{9}B\d{2}$/,
    // A company's number passes the eleven test (as the BSN does); a sole trader's since 2020 MOD 97-10.
    check: (b) =>
      Number(b.slice(0, 9)) > 0 &&
      Number(b.slice(10)) > 0 &&
      (weighted(b, [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 === 0 || iso7064Mod9710(`NL${b}`)),
  },
  PL: { format: /^\d{10}$/, check: (b) => weighted(b, [6, 5, 7, 2, 3, 4, 5, 6, 7, -1]) % 11 === 0 },
  PT: {
    format: /^[1-9]\d{8}$/,
    check: (b) => ((11 - (weighted(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 11) % 10 === Number(b[8]),
  },
  RO: {
    format: /^[1-9]\d{1,9}$/,
    check: (b) => {
      const padded = b.slice(0, -1).padStart(9, '0');
      return ((10 * weighted(padded, [7, 5, 3, 2, 1, 7, 5, 3, 2])) % 11) % 10 === Number(b.at(-1));
    },
  },
  SE: { format: /^\d{10}01$/, check: (b) => luhnValid(b.slice(0, 10)) },
  SI: {
    format: /^[1-9]\d{7}$/,
    check: (b) => {
      const check = 11 - (weighted(b, [8, 7, 6, 5, 4, 3, 2]) % 11);
      return check !== 11 && check % 10 === Number(b[7]);
    },
  },
  SK: {
    format: /^\d{10}$/,
    check: (b) => isBirthNumber(b) || (b[0] !== '0' && '234789'.includes(b[2]!) && mod(b, 11) === 0),
  },
  XI: { format: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, check: britishCheck },
};

/** The country codes of the VAT ids this module checks: the 27 member states (EL for Greece) and XI. */
export const VAT_ID_COUNTRY_CODES: readonly string[] = Object.keys(RULES);

/** Why a compact VAT id is wrong, or null when its format and check digits are right. */
export function vatIdProblem(value: string): VatIdProblem | null {
  const rule = RULES[value.slice(0, 2)];
  const body = value.slice(2);
  if (!rule || !rule.format.test(body)) return 'FORMAT';
  return rule.check(body) ? null : 'CHECK_DIGIT';
}

/** Whether a compact VAT id has its state's format and matching check digits. */
export function isValidEuVatId(value: string): boolean {
  return vatIdProblem(value) === null;
}

/** The code a member state's VAT ids begin with: the ISO country code, but EL for Greece (Art. 215 MwStSystRL). */
export function vatIdCountryCode(iso2: string): string {
  return iso2 === 'GR' ? 'EL' : iso2;
}

/** The error code of a VAT id at its field: 9403 a wrong check digit, 9202 a German id's format, 9401 any other's; null when right. */
export function vatIdErrorCode(value: string): '9202' | '9401' | '9403' | null {
  const problem = vatIdProblem(value);
  if (problem === 'CHECK_DIGIT') return '9403';
  if (problem) return value.startsWith('DE') ? '9202' : '9401';
  return null;
}

/** A VAT number of a state outside the EU, which we cannot check: its country code and 2 to 18 letters or digits. */
const FOREIGN_VAT_ID = /^[A-Z]{2}[A-Z0-9]{2,18}$/;

/**
 * The error code of a company's own VAT id, which its seat's state issued (§ 27a UStG, Art. 214
 * MwStSystRL): it begins with that state's code (9404), and in a member state has that state's
 * format and check digits (as vatIdErrorCode). A state outside the EU is checked for its code only.
 */
export function ownVatIdErrorCode(
  value: string,
  country: { iso2: string; euMember: boolean },
): '9202' | '9401' | '9403' | '9404' | null {
  const code = vatIdCountryCode(country.iso2);
  if (!value.startsWith(code)) return '9404';
  if (country.euMember) return vatIdErrorCode(value);
  return FOREIGN_VAT_ID.test(value) ? null : '9404';
}
