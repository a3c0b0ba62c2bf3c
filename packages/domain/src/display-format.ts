import { electronicFormatIBAN, friendlyFormatIBAN } from 'ibantools';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

// How stored identifiers are shown to people. We store the compact forms (E.164 phone numbers,
// IBANs without spaces) because they compare and validate well; a dealer reads them grouped.

/**
 * A phone number for reading, DIN 5008 international form: country code, area code and subscriber
 * number separated by spaces (`+4930987654` → `+49 30 987654`). libphonenumber knows the length
 * of every German area code, which a fixed rule cannot. A number without a country prefix is read
 * as German; anything that is not a number comes back as typed, so nothing a dealer entered is lost.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = parsePhoneNumberFromString(value.trim(), 'DE');
  return parsed?.isPossible() ? parsed.formatInternational() : value.trim();
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
