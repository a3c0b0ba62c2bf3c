import { z } from 'zod';
import { NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN, PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from './constants';
import type { ErrorCode } from './errors';
import { type TextLimit, tooLongCode } from './text-limits';

// Reusable field schemas. Every message is a code of the error catalogue (errors.ts), so the server
// answers 422 with `fields: { name: code }` and the web form shows `t('errors.<code>')`.

const required = { error: '0001' } as const;

/**
 * An address whose local part is plain ASCII (what every mail server accepts without SMTPUTF8) and
 * whose domain may be internationalised (müller-autohaus.de): the mail transport sends such a domain
 * in its ASCII form (xn--mller-autohaus-gsb.de, IDNA), so a German umlaut domain is no typo.
 */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}[\p{L}\p{N}-]*\p{L}$/u;

/** Required e-mail: trimmed and lower-cased; empty → 0001, malformed → 9027. */
export const emailSchema = z
  .string(required)
  .trim()
  .toLowerCase()
  .min(1, '0001')
  .max(254, '9027')
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: '9027' }));

const PHONE_ALLOWED = /^\+?[\d\s\-()/.]*$/;

/** Phone number: spaces, dashes, slashes, dots and parentheses are stripped; `+` plus 9–15 digits. */
export const phoneNumberSchema = z
  .string(required)
  .trim()
  .min(1, '0001')
  .refine((value) => PHONE_ALLOWED.test(value), '9124')
  .transform((value) => value.replace(/[^\d+]/g, ''))
  .refine((value) => {
    const digits = value.replace(/^\+/, '');
    return /^\d+$/.test(digits) && digits.length >= PHONE_DIGITS_MIN && digits.length <= PHONE_DIGITS_MAX;
  }, '9124');

// Letters of any script (umlauts and ß included) plus hyphen, apostrophe and single inner spaces
// (double names such as "Anna Lena" are common); the length counts letters only.
const NAME_PATTERN = /^[\p{L}'’-]+(?: [\p{L}'’-]+)*$/u;

/** First or last name: 3–24 letters; empty → 0001, anything else wrong → 9125. */
export const nameSchema = z
  .string(required)
  .trim()
  .min(1, '0001')
  .refine((value) => {
    if (!NAME_PATTERN.test(value)) return false;
    const letters = [...value.replace(/[\s'’-]/g, '')].length;
    return letters >= NAME_MIN && letters <= NAME_MAX;
  }, '9125');

/** True when the password has an upper-case letter, a lower-case letter, a digit and a special character. */
function isStrongPassword(value: string): boolean {
  return /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value) && /\d/.test(value) && /[^\p{L}\d\s]/u.test(value);
}

/** New password: 8–100 characters (9121) with upper, lower, digit and special character (9122). Not trimmed. */
export const passwordSchema = z
  .string(required)
  .min(1, '0001')
  .refine((value) => value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX, '9121')
  .refine((value) => isStrongPassword(value), '9122');

/** A password typed to prove who one is (login, current password): only required, never judged. */
export const currentPasswordSchema = z.string(required).min(1, '0001').max(PASSWORD_MAX, '9121');

/** Whether an ISO `YYYY-MM-DD` names a day of the calendar (not 2026-02-30). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date as ISO `YYYY-MM-DD`; empty → 0001, not a real date → 5003. */
export const isoDateSchema = z
  .string(required)
  .trim()
  .min(1, '0001')
  .refine((value) => isRealDate(value), '5003');

/**
 * Optional free text: trimmed, empty or missing → null, longer than `max` → the code that names the
 * limit, or `tooLong` where the field has a code of its own (9201 for a house number).
 */
export function optionalText(...[max, tooLong]: [max: TextLimit] | [max: number, tooLong: ErrorCode]) {
  tooLong ??= tooLongCode(max as TextLimit);
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value));
}

/** Required free text: trimmed, empty → 0001, longer than `max` → the code that names the limit. */
export function requiredText(max: TextLimit) {
  return z.string(required).trim().min(1, '0001').max(max, tooLongCode(max));
}
