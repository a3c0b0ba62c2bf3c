import type { FUEL_TYPES } from '@kontor/domain/constants';
import type { OcrReason } from '@kontor/domain/vehicle-ocr';
import { FUEL_CODES, mapFuel } from './zb1-vocabulary';

// The checks every value read from a registration certificate (Zulassungsbescheinigung Teil I)
// passes before it is offered. Each answers the value, how far the reading can be trusted (a cap on
// the confidence) and why it is capped — or a rejection with what was read. A value is never
// guessed: a character is only changed where its place allows one reading.

type FuelType = (typeof FUEL_TYPES)[number];

/** A checked value: `cap` bounds the confidence (1 = the check has no doubt). */
export type Checked<T> = { ok: true; value: T; cap: number; reason?: OcrReason } | { ok: false; reason: OcrReason };

const ok = <T>(value: T, cap = 1, reason?: OcrReason): Checked<T> =>
  reason ? { ok: true, value, cap, reason } : { ok: true, value, cap };
const fail = <T>(reason: OcrReason): Checked<T> => ({ ok: false, reason });

/** Below this a value is shown unsure; the caps for doubtful readings stay under it. */
export const DOUBT = 0.7;

const alphanumeric = (text: string) => text.toUpperCase().replace(/[^A-Z0-9ÄÖÜ]/g, '');

// ISO 3779: a VIN has 17 characters of A–Z and 0–9 without I, O and Q (too like 1 and 0).
const VIN_CHARS = /^[A-HJ-NPR-Z0-9]{17}$/;
// Position 10 (the model year) is never 0, U or Z (nor I, O, Q).
const YEAR_CODE = /^[A-HJ-NPR-TV-Y1-9]$/;
/** Letters OCR reads for digits and back, where the place decides. */
const AS_DIGIT: Record<string, string> = { B: '8', S: '5', Z: '2', T: '7', G: '6', D: '0' };
const AS_LETTER: Record<string, string> = { '8': 'B', '5': 'S', '2': 'Z', '7': 'T', '6': 'G' };

/**
 * The VIN (field E). I, O and Q never occur, so they are the 1 and 0 they look like. A letter at
 * positions 14–17 (ISO 3779: the last four of the serial part are digits) is the digit it is
 * confused with; a 0 or Z at position 10 (the model year code has neither) is read the only way
 * allowed. Any other place keeps what was read. A low engine score over a character that reads two
 * allowed ways (8/B, 5/S, 2/Z, 7/T) leaves the VIN unsure (`ambiguous`).
 */
export function checkVin(read: string, score = 1): Checked<string> {
  const chars = [...alphanumeric(read).replace(/I/g, '1').replace(/[OQ]/g, '0')];
  if (chars.length !== 17) return fail('format');
  let certainRepairs = 0;
  for (let i = 13; i < 17; i++) {
    const c = chars[i]!;
    if (/\d/.test(c)) continue;
    const digit = AS_DIGIT[c];
    if (!digit) return fail('format');
    chars[i] = digit;
    certainRepairs++;
  }
  if (!YEAR_CODE.test(chars[9]!)) {
    const other = chars[9] === '0' ? undefined : (AS_DIGIT[chars[9]!] ?? AS_LETTER[chars[9]!]);
    if (!other || !YEAR_CODE.test(other)) return fail('format');
    chars[9] = other;
    certainRepairs++;
  }
  const vin = chars.join('');
  if (!VIN_CHARS.test(vin)) return fail('format');
  // A VIN is a code, not a word: one without digits is a word of the form (MEHRZWECKFAHRZEUG).
  if ((vin.match(/\d/g) ?? []).length < 4) return fail('format');
  const confusable = chars.some((c, i) => i < 13 && i !== 9 && (c in AS_DIGIT || c in AS_LETTER));
  if (confusable && score < 0.9) return ok(vin, DOUBT, 'ambiguous');
  return ok(vin, certainRepairs > 0 ? 0.9 : 1);
}

/** Letters read in a field of digits only: each has one digit it can be. */
const TO_DIGIT: Record<string, string> = { O: '0', D: '0', Q: '0', I: '1', L: '1', Z: '2', S: '5', B: '8', G: '6' };

/** Digits only, with letters that can only be one digit replaced; `repaired` says whether any was. */
export function onlyDigits(read: string): { text: string; repaired: boolean } {
  const squeezed = read.toUpperCase().replace(/[\s.,'`]/g, '');
  const text = [...squeezed].map((c) => TO_DIGIT[c] ?? c).join('');
  return { text, repaired: text !== squeezed };
}

/** The manufacturer key (2.1): exactly four digits. A repaired letter leaves it unsure until the key list confirms it. */
export function checkHsn(read: string): Checked<string> {
  const { text, repaired } = onlyDigits(read);
  if (!/^\d{4}$/.test(text)) return fail('format');
  return repaired ? ok(text, DOUBT, 'ambiguous') : ok(text);
}

/**
 * The type key: the first three characters of 2.2 (the variant/version code follows). Letters and
 * digits are both allowed, so nothing is repaired: the key list decides.
 */
export function checkTsn(read: string): Checked<string> {
  const text = alphanumeric(read);
  if (text.length < 3 || !/^[A-Z0-9]{3}$/.test(text.slice(0, 3))) return fail('format');
  return ok(text.slice(0, 3));
}

/**
 * A date printed dd.mm.yyyy, its dots read as commas or lost: the ISO date, if it is a real day.
 * `format` when nothing date-shaped is there, `date` when it is no real day.
 */
export function checkDate(read: string): Checked<string> {
  const compact = read.replace(/\s+/g, '').replace(/[,:;'`´]/g, '.');
  const match = /(?:^|[^\d])(\d{2})\.?(\d{2})\.?((?:19|20)\d{2})(?:$|[^\d])/.exec(compact);
  if (!match) return fail('format');
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return fail('date');
  return ok(`${match[3]}-${match[2]}-${match[1]}`, match[0].includes('.') ? 1 : 0.9);
}

/** The first registration (B) is on or before the issue date (I), and neither is after today. */
export function checkDateOrder(first: string, issued: string | undefined, today: string): boolean {
  if (first > today || first < '1900-01-01') return false;
  if (issued && (issued < first || issued > today)) return false;
  return true;
}

export const POWER_KW = { min: 1, max: 1500 };
export const CAPACITY_CM3 = { min: 50, max: 10_000 };

/**
 * P.2/P.4 prints `kW / rpm`. The slash is often read as 7 or 1 ("69 / 4500" → "6974500"): a run of
 * digits is kW, the slash as 7 or 1, and a speed of 1 000–9 999 rpm. `implausible` for a kW outside
 * what a road vehicle has.
 */
export function checkPower(read: string): Checked<number> {
  const text = read.toUpperCase().replace(/[OD]/g, '0').replace(/\s+/g, '');
  const slashed = /^(\d{1,4})[/|\\](\d{3,5})$/.exec(text);
  if (slashed) return plausibleKw(Number(slashed[1]), 1);
  const kwOnly = /^(\d{1,4})[/|\\]?$/.exec(text);
  // Without the speed after it, the number might be another box's that strayed in.
  if (kwOnly) return plausibleKw(Number(kwOnly[1]), DOUBT);
  if (!/^\d{5,9}$/.test(text) || text.startsWith('0')) return fail('format');
  // The speed has four digits: the character before them is the slash read as 7 or 1.
  const at = text.length - 5;
  const rpm = text.slice(at + 1);
  if ((text[at] !== '7' && text[at] !== '1') || !/^[1-9]\d{3}$/.test(rpm)) return fail('format');
  const kw = Number(text.slice(0, at));
  // Had the slash been lost instead, the 7 or 1 would be kW's last digit: where that is a usual
  // power too, the reading is not decidable.
  const lost = Number(text.slice(0, at + 1));
  if (lost <= 400 && kw >= POWER_KW.min) return ok(kw, DOUBT, 'ambiguous');
  return plausibleKw(kw, 0.9);
}

function plausibleKw(kw: number, cap: number): Checked<number> {
  if (kw < POWER_KW.min || kw > POWER_KW.max) return fail('implausible');
  return ok(kw, cap);
}

/** P.1: the engine capacity in cm³ (50–10 000). */
/**
 * kW (P.2) and cm³ (P.1) against each other: a road vehicle's combustion engine gives about 20–200 kW
 * per litre (a lorry's diesel about 25, a motorcycle's or a sports car's turbo engine up to about 180;
 * a hybrid's P.2 is its combustion engine's). A pair outside 12–250 kW/l has one number from another
 * box, and which one is not decidable.
 */
const KW_PER_LITRE = { min: 12, max: 250 };
export function powerFitsCapacity(kw: number, cm3: number): boolean {
  const perLitre = kw / (cm3 / 1000);
  return perLitre >= KW_PER_LITRE.min && perLitre <= KW_PER_LITRE.max;
}

export function checkCapacity(read: string): Checked<number> {
  const { text, repaired } = onlyDigits(read);
  // A leading zero is a code (14.1, field 10), never a capacity.
  if (!/^[1-9]\d{1,4}$/.test(text)) return fail('format');
  const value = Number(text);
  if (value < CAPACITY_CM3.min || value > CAPACITY_CM3.max) return fail('implausible');
  return repaired ? ok(value, DOUBT, 'ambiguous') : ok(value);
}

/** The fuel: the words of P.3, or the KBA code of field 10 (0001 petrol, 0002 diesel, 0004 electric …). */
export function checkFuelWords(read: string): Checked<FuelType> {
  const fuel = mapFuel(read);
  return fuel ? ok(fuel) : fail('format');
}

export function checkFuelCode(read: string): Checked<FuelType> {
  const { text } = onlyDigits(read);
  if (!/^\d{4}$/.test(text)) return fail('format');
  const fuel = FUEL_CODES[text];
  return fuel ? ok(fuel) : fail('format');
}

// A German registration number: the area code (1–3 letters), 1–2 letters, 1–4 digits without a
// leading zero, E (electric) or H (historic) at the end.
const PLATE = /^([A-ZÄÖÜ]{1,3})[-–—.:\s]+([A-Z]{1,2})[\s-]*([1-9]\d{0,3})([EH]?)$/;

/**
 * The licence plate (A). The engine's alphabet has no Ä and Ö, so an area code with an A or O may
 * have been one (LA / LÄ is not decidable from the reading): such a plate is `ambiguous`.
 */
export function checkPlate(read: string): Checked<string> {
  const text = read.toUpperCase().trim().replace(/\s+/g, ' ');
  const match = PLATE.exec(text) ?? PLATE.exec(withAreaLetters(text));
  if (!match) return fail('format');
  const [, area, letters, number, suffix] = match;
  const value = `${area}-${letters} ${number}${suffix}`;
  // A digit read in the area code (letters only) was repaired: OS read as 05.
  if (/[AO]/.test(area!) || match.input !== text) return ok(value, DOUBT, 'ambiguous');
  return ok(value);
}

/** The area code before the first hyphen has letters only: a digit there is the letter it looks like. */
function withAreaLetters(text: string): string {
  const dash = /^([A-Z0-9ÄÖÜ]{1,3})(?=[-–—])/.exec(text);
  if (!dash || !/\d/.test(dash[1]!)) return text;
  const area = [...dash[1]!].map((c) => (/\d/.test(c) ? (AS_AREA_LETTER[c] ?? c) : c)).join('');
  return area + text.slice(dash[1]!.length);
}
const AS_AREA_LETTER: Record<string, string> = { '0': 'O', '5': 'S', '8': 'B', '2': 'Z', '6': 'G', '1': 'I' };
