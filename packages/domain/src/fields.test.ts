import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountDetailsSchema, changePasswordSchema, formatCode, registerSchema, verificationCodeSchema } from './accounts';
import { TERMS_VERSION } from './terms-version';
import { CODE_ALPHABET, CODE_LENGTH, TEXT_MAX } from './constants';
import { emailSchema, isoDateSchema, nameSchema, optionalText, passwordSchema, phoneNumberSchema, requiredText } from './fields';

/** The code of the first issue, as the server would answer it. */
function codeOf(
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : result.error!.issues[0]!.message;
}

const letters = 'abcdefghijklmnopqrstuvwxyzäöüßABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜéèçñ';
const letter = fc.constantFrom(...letters);

describe('emailSchema', () => {
  it('trims and lower-cases a valid address', () => {
    expect(emailSchema.parse('  Max.Mustermann@Autohaus.DE ')).toBe('max.mustermann@autohaus.de');
  });
  it('answers 0001 for empty and missing, 9027 for malformed', () => {
    expect(codeOf(emailSchema, '')).toBe('0001');
    expect(codeOf(emailSchema, '   ')).toBe('0001');
    expect(codeOf(emailSchema, undefined)).toBe('0001');
    for (const bad of ['max', 'max@', '@autohaus.de', 'max@autohaus', 'max autohaus@de.de'])
      expect(codeOf(emailSchema, bad)).toBe('9027');
  });
  it('accepts an internationalised domain but only a plain local part', () => {
    expect(emailSchema.parse('Kunde@Müller-Autohaus.DE')).toBe('kunde@müller-autohaus.de');
    expect(emailSchema.parse('info@straße.de')).toBe('info@straße.de');
    for (const bad of [
      'jürgen@autohaus.de',
      'kunde@-müller.de',
      'kunde@müller-.de',
      'kunde@müller..de',
      'Kunde <kunde@x.de>',
      'a@b',
      'a@b.c',
      'kunde@x.de,b@y.de',
    ])
      expect(codeOf(emailSchema, bad), bad).toBe('9027');
  });
  it('accepts every generated address and returns it lower-case (property)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        const result = emailSchema.safeParse(address);
        if (address.length > 254) return;
        // fast-check may generate addresses valid by RFC but outside the practical pattern zod uses.
        if (result.success) expect(result.data).toBe(address.trim().toLowerCase());
      }),
    );
  });
  it('rejects every string without an @ (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !s.includes('@') && s.trim() !== ''),
        (s) => codeOf(emailSchema, s) === '9027',
      ),
    );
  });
});

describe('phoneNumberSchema', () => {
  it('strips spaces, dashes and parentheses', () => {
    expect(phoneNumberSchema.parse('+49 151 2345678')).toBe('+491512345678');
    expect(phoneNumberSchema.parse('(0151) 234-5678')).toBe('01512345678');
  });
  it('accepts 9 to 15 digits in any grouping (property)', () => {
    const separator = fc.constantFrom('', ' ', '-', ' - ');
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 15 }),
        fc.boolean(),
        separator,
        (digits, plus, sep) => {
          const raw = `${plus ? '+' : ''}${digits.join('').replace(/(\d{3})/g, `$1${sep}`)}`.trim().replace(/[-\s]+$/, '');
          expect(phoneNumberSchema.parse(raw)).toBe(`${plus ? '+' : ''}${digits.join('')}`);
        },
      ),
    );
  });
  it('rejects fewer than 9 or more than 15 digits with 9124 (property)', () => {
    const tooShort = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 8 });
    const tooLong = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 16, maxLength: 30 });
    fc.assert(fc.property(fc.oneof(tooShort, tooLong), (digits) => codeOf(phoneNumberSchema, digits.join('')) === '9124'));
  });
  it('rejects letters with 9124 and empty with 0001', () => {
    expect(codeOf(phoneNumberSchema, '0151 CALL ME')).toBe('9124');
    expect(codeOf(phoneNumberSchema, '')).toBe('0001');
  });
});

describe('nameSchema', () => {
  it('accepts umlauts, ß, hyphen and apostrophe', () => {
    for (const name of ['Jürgen', 'Weiß', 'Müller-Lüdenscheidt', "O'Brien", 'Anna Lena', 'Zoë'])
      expect(nameSchema.parse(name)).toBe(name);
  });
  it('accepts 3 to 24 letters (property)', () => {
    fc.assert(
      fc.property(fc.array(letter, { minLength: 3, maxLength: 24 }), (chars) => nameSchema.safeParse(chars.join('')).success),
    );
  });
  it('rejects fewer than 3 or more than 24 letters (property)', () => {
    const bad = fc.oneof(fc.array(letter, { minLength: 1, maxLength: 2 }), fc.array(letter, { minLength: 25, maxLength: 40 }));
    fc.assert(fc.property(bad, (chars) => codeOf(nameSchema, chars.join('')) === '9125'));
  });
  it('rejects digits and symbols, empty is 0001', () => {
    expect(codeOf(nameSchema, 'Max1')).toBe('9125');
    expect(codeOf(nameSchema, 'Max!')).toBe('9125');
    expect(codeOf(nameSchema, '  ')).toBe('0001');
  });
});

describe('passwordSchema', () => {
  const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
  const digit = fc.constantFrom(...'0123456789');
  const special = fc.constantFrom(...'!@#$%^&*()_+-=[]{};:,.<>?/|~');
  const any = fc.oneof(upper, lower, digit, special);

  it('accepts every 8–100 character password with all four kinds (property)', () => {
    fc.assert(
      fc.property(
        fc.tuple(upper, lower, digit, special),
        fc.array(any, { minLength: 4, maxLength: 96 }),
        ([u, l, d, s], rest) => {
          expect(passwordSchema.parse(`${u}${l}${d}${s}${rest.join('')}`)).toHaveLength(4 + rest.length);
        },
      ),
    );
  });
  it('rejects a wrong length with 9121 (property)', () => {
    const short = fc.array(any, { minLength: 0, maxLength: 3 }).map((rest) => `Aa1!${rest.join('')}`.slice(0, 7));
    const long = fc.array(any, { minLength: 97, maxLength: 150 }).map((rest) => `Aa1!${rest.join('')}`);
    fc.assert(fc.property(fc.oneof(short, long), (value) => codeOf(passwordSchema, value) === '9121'));
  });
  it('rejects a password missing one kind with 9122 (property)', () => {
    const kinds = [upper, lower, digit, special];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 8, maxLength: 40 }),
        fc.nat(),
        (skip, picks, seed) => {
          const allowed = kinds.filter((_, i) => i !== skip);
          const value = picks.map((p, i) => fc.sample(allowed[p % 3]!, { seed: seed + i, numRuns: 1 })[0]).join('');
          expect(codeOf(passwordSchema, value)).toBe('9122');
        },
      ),
      { numRuns: 50 },
    );
  });
  it('empty is 0001', () => {
    expect(codeOf(passwordSchema, '')).toBe('0001');
  });
});

describe('isoDateSchema, optionalText, requiredText', () => {
  it('accepts real calendar dates only (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => isoDateSchema.safeParse(date.toISOString().slice(0, 10)).success,
      ),
    );
    expect(codeOf(isoDateSchema, '2023-02-29')).toBe('5003');
    expect(codeOf(isoDateSchema, '01.01.1973')).toBe('5003');
    expect(codeOf(isoDateSchema, '')).toBe('0001');
  });
  it('optionalText trims, turns empty into null and refuses an over-long text with the code naming its limit', () => {
    const schema = optionalText(40);
    expect(schema.parse('  ')).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(' abc ')).toBe('abc');
    expect(schema.parse('x'.repeat(40))).toBe('x'.repeat(40));
    expect(codeOf(schema, 'x'.repeat(41))).toBe('5010');
    expect(codeOf(optionalText(TEXT_MAX), 'x'.repeat(256))).toBe('5011');
    expect(codeOf(optionalText(10, '9201'), 'x'.repeat(11))).toBe('9201');
  });
  it('requiredText trims and requires', () => {
    const schema = requiredText(20);
    expect(schema.parse(' ab ')).toBe('ab');
    expect(codeOf(schema, '  ')).toBe('0001');
    expect(codeOf(schema, 'x'.repeat(21))).toBe('9210');
  });
});

describe('account forms', () => {
  const details = {
    phoneNumber: '+49 151 2345678',
    firstName: 'Jürgen',
    lastName: 'Weiß',
    password: 'Sicher#2024',
    confirmPassword: 'Sicher#2024',
    birthDate: '1973-01-01',
  };
  it('defaults gender to MALE', () => {
    expect(accountDetailsSchema.parse(details).gender).toBe('MALE');
  });
  it('reports a confirmation mismatch on confirmPassword with 9123, even while another field is wrong', () => {
    const result = accountDetailsSchema.safeParse({ ...details, firstName: '', confirmPassword: 'Sicher#2025' });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === 'confirmPassword');
    expect(issue?.message).toBe('9123');
  });
  it('change password: mismatch on passwordConfirmation', () => {
    const result = changePasswordSchema.safeParse({
      currentPassword: 'x',
      password: 'Sicher#2024',
      passwordConfirmation: 'nope',
    });
    expect(result.error!.issues[0]).toMatchObject({ path: ['passwordConfirmation'], message: '9123' });
  });
  it('register requires the agreement to the terms', () => {
    expect(codeOf(registerSchema, { email: 'a@b.de', phoneNumber: '015112345678', agreeToTerms: false })).toBe('0001');
    expect(
      registerSchema.safeParse({ email: 'a@b.de', phoneNumber: '015112345678', agreeToTerms: true, termsVersion: TERMS_VERSION })
        .success,
    ).toBe(true);
  });
});

describe('verification code', () => {
  const code = fc
    .array(fc.constantFrom(...CODE_ALPHABET), { minLength: CODE_LENGTH, maxLength: CODE_LENGTH })
    .map((chars) => chars.join(''));
  it('formats as 3 + 4 and reads back what it formats, in any case and spacing (property)', () => {
    fc.assert(
      fc.property(code, (value) => {
        const shown = formatCode(value);
        expect(shown).toMatch(/^\S{3} \S{4}$/);
        expect(verificationCodeSchema.parse(` ${shown.toLowerCase()} `)).toBe(value);
      }),
    );
  });
  it('rejects ambiguous characters and wrong lengths with 5004', () => {
    expect(codeOf(verificationCodeSchema, 'ABC DEF0')).toBe('5004');
    expect(codeOf(verificationCodeSchema, 'ABCDEF')).toBe('5004');
    expect(codeOf(verificationCodeSchema, '')).toBe('0001');
  });
});
