import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryByIso2 } from './countries';
import { customerDisplayName, customerListQuerySchema, customerSchema, formatPhoneNumber, isIdDocumentExpired } from './customers';

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
      houseNumber: '5003',
      comments: '5003',
      city: '5003',
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
        const value = customerSchema.parse({ ...person, email: blank, phoneNumber: blank, birthday: blank, greeting: blank, city: blank });
        expect([value.email, value.phoneNumber, value.birthday, value.greeting, value.city]).toEqual([null, null, null, null, null]);
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
    expect(customerDisplayName({ type: 'BUSINESS', companyName: 'Muster GmbH', firstName: 'Erika', lastName: 'M' })).toBe('Muster GmbH');
    expect(customerDisplayName({ type: 'PRIVATE', companyName: null, firstName: 'Erika', lastName: 'Mustermann' })).toBe('Erika Mustermann');
  });
});

describe('isIdDocumentExpired', () => {
  it('is valid through the expiry day and expired from the next day on', () => {
    expect(isIdDocumentExpired({ passportExpired: '2026-11-22' }, '2026-11-22')).toBe(false);
    expect(isIdDocumentExpired({ passportExpired: '2026-11-21' }, '2026-11-22')).toBe(true);
    expect(isIdDocumentExpired({ passportExpired: null }, '2026-11-22')).toBe(false);
  });

  it('agrees with comparing the dates (property)', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (expiry, today) => {
        expect(isIdDocumentExpired({ passportExpired: expiry }, today)).toBe(new Date(expiry) < new Date(today));
      }),
    );
  });
});

describe('formatPhoneNumber', () => {
  it('groups a stored number for reading and leaves the rest alone', () => {
    expect(formatPhoneNumber('+49301234567')).toBe('+49 30 1234567');
    expect(formatPhoneNumber('+4940555666')).toBe('+49 40 555666');
    expect(formatPhoneNumber('12345')).toBe('12345');
    expect(formatPhoneNumber(null)).toBe('');
  });
});
