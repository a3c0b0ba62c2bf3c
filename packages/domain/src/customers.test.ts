import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todayInBerlin } from './business-calendar';
import { countryByIso2 } from './countries';
import { birthdayProblem, customerDisplayName, customerListQuerySchema, customerSchema, isIdDocumentExpired } from './customers';
import { isValidEuVatId, normalizeVatId } from './vat-id';

const person = { type: 'PRIVATE', firstName: 'Erika', lastName: 'Mustermann' } as const;

function fieldCodes(input: unknown): Record<string, string> {
  const result = customerSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('customerSchema', () => {
  it('accepts a minimal person and fills the defaults', () => {
    const value = customerSchema.parse({ firstName: ' Erika ', lastName: 'Mustermann' });
    expect(value).toMatchObject({
      type: 'PRIVATE',
      firstName: 'Erika',
      lastName: 'Mustermann',
      countryId: 82,
      greeting: null,
      title: null,
      email: null,
      phoneNumber: null,
      birthday: null,
      comments: null,
    });
  });

  it('accepts every field of a full customer', () => {
    const value = customerSchema.parse({
      ...person,
      greeting: 'MISSUS',
      title: 'DPROFESSOR',
      companyName: '',
      streetAddress: 'Musterweg',
      houseNumber: '12a',
      additionalAddress: 'Hinterhaus',
      additionalInfo1: 'Stammkundin',
      additionalInfo2: 'zahlt bar',
      postalCode: '80331',
      city: 'München',
      countryId: 82,
      phoneNumber: '+49 151 2345678',
      email: 'Erika@Example.DE',
      birthday: '1964-08-12',
      placeOfBirth: 'Köln',
      nationality: 'deutsch',
      passport: 'L01X00T47',
      passportExpired: '2031-01-31',
      passportFrom: 'Stadt München',
      comments: 'Rückruf erwünscht',
    });
    expect(value.phoneNumber).toBe('+491512345678');
    expect(value.email).toBe('erika@example.de');
    expect(value.companyName).toBeNull();
  });

  it('requires first and last name of a person and the company name of a business', () => {
    expect(fieldCodes({ type: 'PRIVATE' })).toEqual({ firstName: '0001', lastName: '0001' });
    expect(fieldCodes({ type: 'BUSINESS', firstName: 'Erika' })).toEqual({ companyName: '0001' });
    expect(fieldCodes({ type: 'BUSINESS', companyName: 'Muster GmbH' })).toEqual({});
  });

  it('gives each invalid field its code', () => {
    expect(
      fieldCodes({
        ...person,
        greeting: 'SIR',
        title: 'KING',
        postalCode: '1234',
        email: 'not-an-email',
        phoneNumber: '12345',
        houseNumber: '123456789',
        comments: 'x'.repeat(201),
        city: 'x'.repeat(256),
        birthday: '2020-02-30',
        passportExpired: 'soon',
        countryId: 99999,
      }),
    ).toEqual({
      greeting: '5003',
      title: '5003',
      email: '9027',
      phoneNumber: '9124',
      houseNumber: '9201',
      comments: '9307',
      city: '5011',
      birthday: '5003',
      passportExpired: '5003',
      countryId: '5003',
    });
    // The postal code is judged against a valid country.
    expect(fieldCodes({ ...person, postalCode: '1234' })).toEqual({ postalCode: '0027' });
  });

  it('checks the postal code for the chosen country', () => {
    const austria = countryByIso2('AT')!.id;
    expect(fieldCodes({ ...person, postalCode: '1010', countryId: austria })).toEqual({});
    expect(fieldCodes({ ...person, postalCode: '80331', countryId: austria })).toEqual({ postalCode: '0027' });
    expect(fieldCodes({ ...person, postalCode: '80331' })).toEqual({});
  });

  it('takes any text up to 255 characters and nothing longer (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300 }), (city) => {
        const ok = customerSchema.safeParse({ ...person, city }).success;
        const trimmed = city.trim();
        expect(ok).toBe(trimmed.length <= 255);
      }),
    );
  });

  it('treats blank optional fields as not given (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '   '), (blank) => {
        const value = customerSchema.parse({
          ...person,
          email: blank,
          phoneNumber: blank,
          birthday: blank,
          greeting: blank,
          city: blank,
        });
        expect([value.email, value.phoneNumber, value.birthday, value.greeting, value.city]).toEqual([
          null,
          null,
          null,
          null,
          null,
        ]);
      }),
    );
  });
});

describe('customerListQuerySchema', () => {
  it('defaults to page 1, 50 per page, newest first', () => {
    expect(customerListQuerySchema.parse({})).toEqual({ page: 1, perPage: 50, search: undefined, sort: '-created_at' });
  });

  it('takes query strings and refuses per_page over 100, page 0 and unknown sorts', () => {
    expect(customerListQuerySchema.parse({ page: '3', perPage: '100', search: ' Müller ', sort: 'name' })).toEqual({
      page: 3,
      perPage: 100,
      search: 'Müller',
      sort: 'name',
    });
    expect(customerListQuerySchema.safeParse({ perPage: '101' }).success).toBe(false);
    expect(customerListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(customerListQuerySchema.safeParse({ sort: 'email' }).success).toBe(false);
  });
});

describe('customerDisplayName', () => {
  it('shows the company for a business and the person otherwise', () => {
    expect(customerDisplayName({ type: 'BUSINESS', companyName: 'Muster GmbH', firstName: 'Erika', lastName: 'M' })).toBe(
      'Muster GmbH',
    );
    expect(customerDisplayName({ type: 'PRIVATE', companyName: null, firstName: 'Erika', lastName: 'Mustermann' })).toBe(
      'Erika Mustermann',
    );
  });
});

describe('isIdDocumentExpired', () => {
  it('is valid through the expiry day and expired from the next day on', () => {
    expect(isIdDocumentExpired({ passportExpired: '2026-11-22' }, '2026-11-22')).toBe(false);
    expect(isIdDocumentExpired({ passportExpired: '2026-11-21' }, '2026-11-22')).toBe(true);
    expect(isIdDocumentExpired({ passportExpired: null }, '2026-11-22')).toBe(false);
  });

  it('agrees with comparing the dates (property)', () => {
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (expiry, today) => {
        expect(isIdDocumentExpired({ passportExpired: expiry }, today)).toBe(new Date(expiry) < new Date(today));
      }),
    );
  });
});

describe('VAT id of a business customer', () => {
  const business = { type: 'BUSINESS', companyName: 'Muster Logistik GmbH' } as const;

  it('stores it compact and upper case', () => {
    expect(customerSchema.parse({ ...business, vatId: ' de 136 695 976 ' }).vatId).toBe('DE136695976');
    expect(customerSchema.parse({ ...business, vatId: 'atu-12345675' }).vatId).toBe('ATU12345675');
    expect(customerSchema.parse({ ...business, vatId: '' }).vatId).toBeNull();
    expect(customerSchema.parse(business).vatId).toBeNull();
  });

  it('checks a German USt-IdNr. by its ISO 7064 MOD 11,10 check digit', () => {
    // Worked by hand: digits 1 3 6 6 9 5 9 7 leave product 5, so the check digit is 11 - 5 = 6.
    for (const valid of ['DE136695976', 'DE129273398', 'DE811569869', 'DE811907980']) expect(isValidEuVatId(valid)).toBe(true);
    for (const invalid of ['DE136695977', 'DE123456789', 'DE13669597', 'DE1366959761', 'DE036695976', 'DEX36695976']) {
      expect(isValidEuVatId(invalid)).toBe(false);
    }
    expect(fieldCodes({ ...business, vatId: 'DE136695977' })).toEqual({ vatId: '9403' });
    expect(fieldCodes({ ...business, vatId: 'DE036695976' })).toEqual({ vatId: '9202' });
  });

  it('changing only the check digit of a valid German id makes it invalid (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{7}$/), (body) => {
        const valid = [...'0123456789'].map((d) => `DE${body}${d}`).filter(isValidEuVatId);
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it('checks other member states by format (9401) and by check digit (9403)', () => {
    // Published ids (from the lists in vat-id.test.ts).
    for (const valid of [
      'ATU13585627',
      'BE0428759497',
      'FR40303265045',
      'NL004495445B01',
      'IT00743110157',
      'ESQ0818001J',
      'PL5211355116',
      'EL039868210',
      'IE6388047V',
      'SE202100500001',
    ]) {
      expect(isValidEuVatId(valid), valid).toBe(true);
    }
    for (const invalid of [
      'AT12345678',
      'BE2123456789',
      'NL123456789C01',
      'GR123456789',
      'US123456789',
      'CH123456789',
      'SE123456789012',
      '123456789',
    ]) {
      expect(isValidEuVatId(invalid), invalid).toBe(false);
    }
    expect(fieldCodes({ ...business, vatId: 'GR123456789' })).toEqual({ vatId: '9401' });
    // Well formed, but the key 46 does not belong to SIREN 303 265 045 (it is 40).
    expect(fieldCodes({ ...business, vatId: 'FR40303265046' })).toEqual({ vatId: '9403' });
    expect(fieldCodes({ ...business, vatId: 'ATU12345678' })).toEqual({ vatId: '9403' });
    expect(normalizeVatId('nl 1234.567.89 b01')).toBe('NL123456789B01');
  });
});

describe('ID document of a business', () => {
  it('requires none of passport, authority, expiry, birthday, place of birth or nationality', () => {
    const value = customerSchema.parse({
      type: 'BUSINESS',
      companyName: 'Muster GmbH',
      passport: '',
      passportFrom: '',
      passportExpired: '',
      birthday: '',
    });
    expect(value).toMatchObject({
      passport: null,
      passportFrom: null,
      passportExpired: null,
      birthday: null,
      placeOfBirth: null,
      nationality: null,
    });
  });
});

describe('birthday', () => {
  it('may be neither after today nor more than 120 years before it', () => {
    expect(birthdayProblem('2026-11-23', '2026-11-23')).toBeNull();
    expect(birthdayProblem('2026-11-24', '2026-11-23')).toBe('9402');
    expect(birthdayProblem('1906-11-23', '2026-11-23')).toBeNull();
    expect(birthdayProblem('1906-11-22', '2026-11-23')).toBe('9127');
  });

  it('counts the 120 years by the calendar, as an account holder’s age: 29 February falls back to the 28th', () => {
    // 1900 was no leap year: someone born on 28 February 1900 turned 120 the day before 29 February 2020.
    expect(birthdayProblem('1900-02-28', '2020-02-29')).toBeNull();
    expect(birthdayProblem('1900-02-27', '2020-02-29')).toBe('9127');
  });

  it('is checked by the schema against the Berlin day, on both sides', () => {
    const today = todayInBerlin();
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4, 7)}-01`;
    expect(fieldCodes({ ...person, birthday: nextYear })).toEqual({ birthday: '9402' });
    expect(fieldCodes({ ...person, birthday: '1850-05-01' })).toEqual({ birthday: '9127' });
    expect(fieldCodes({ ...person, birthday: '1964-08-12' })).toEqual({});
  });
});
