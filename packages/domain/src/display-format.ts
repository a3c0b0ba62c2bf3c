import { electronicFormatIBAN, friendlyFormatIBAN } from 'ibantools';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

// How stored identifiers are shown to people. We store the compact forms (E.164 phone numbers,
// IBANs without spaces) because they compare and validate well; a dealer reads them grouped.

// German mobile numbers (015x, 016x, 017x) are written with the three-digit network prefix
// (`0151 12345678`), as the carriers print them; libphonenumber groups 015x numbers after four
// digits (`01511 2345678`), which no dealer would recognise.
const GERMAN_MOBILE = /^1[5-7]\d/;

/**
 * A phone number for reading, DIN 5008 international form: country code, area code and subscriber
 * number separated by spaces (`+4930987654` → `+49 30 987654`, `+4915112345678` → `+49 151 12345678`).
 * libphonenumber knows the length of every German area code, which a fixed rule cannot. A number
 * without a country prefix is read as German; anything that is not a number comes back as typed, so
 * nothing a dealer entered is lost.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = parsePhoneNumberFromString(value.trim(), 'DE');
  if (!parsed?.isPossible()) return value.trim();
  const national = String(parsed.nationalNumber);
  if (parsed.countryCallingCode === '49' && GERMAN_MOBILE.test(national))
    return `+49 ${national.slice(0, 3)} ${national.slice(3)}`;
  return parsed.formatInternational();
}

/**
 * A phone number in the national DIN 5008 form for places that cannot show a leading `+` (a CSV
 * file: Excel reads `+…` as a formula): a German number with its trunk zero (`+4930987654` →
 * `030 987654`, `+4915112345678` → `0151 12345678`), any other country with the international
 * call prefix `00` instead of the `+` (`+431234567` → `0043 1 234567`). What is not a number comes
 * back as typed.
 */
export function formatPhoneNational(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = parsePhoneNumberFromString(value.trim(), 'DE');
  if (!parsed?.isPossible()) return value.trim();
  if (parsed.countryCallingCode !== '49') return `00${parsed.formatInternational().slice(1)}`;
  const national = String(parsed.nationalNumber);
  return GERMAN_MOBILE.test(national) ? `0${national.slice(0, 3)} ${national.slice(3)}` : parsed.formatNational();
}

/**
 * An IBAN for reading: upper case in groups of four (`DE89 3704 0044 0532 0130 00`), the form of
 * the EPC and DIN 5008. Whatever spacing it was typed with is dropped first.
 */
export function formatIban(value: string | null | undefined): string {
  if (!value) return '';
  const compact = electronicFormatIBAN(value) ?? value.replace(/\s+/g, '').toUpperCase();
  return friendlyFormatIBAN(compact) ?? compact;
}
