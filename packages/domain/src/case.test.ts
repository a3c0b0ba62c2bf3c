import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keysToCamel, keysToSnake, toCamelKey, toSnakeKey } from './case';

describe('key case conversion', () => {
  it('converts the field names of the API', () => {
    expect(toSnakeKey('phoneNumber')).toBe('phone_number');
    expect(toSnakeKey('registrationSertificate1')).toBe('registration_sertificate1');
    expect(toSnakeKey('vatId')).toBe('vat_id');
    expect(toCamelKey('is_subscribed_to_paid_plan')).toBe('isSubscribedToPaidPlan');
    expect(toCamelKey('document_1')).toBe('document1');
  });

  it('walks nested objects and arrays but leaves values and dates alone', () => {
    const date = new Date('2026-01-01T00:00:00Z');
    expect(keysToSnake({ firstName: 'firstName', items: [{ grossPrice: 1 }], when: date })).toEqual({
      first_name: 'firstName',
      items: [{ gross_price: 1 }],
      when: date,
    });
    expect(keysToCamel({ error: { code: '9027', fields: { phone_number: '9124' } } })).toEqual({
      error: { code: '9027', fields: { phoneNumber: '9124' } },
    });
  });

  it('round-trips every camelCase identifier', () => {
    const camel = fc.stringMatching(/^[a-z][a-z0-9]*([A-Z][a-z0-9]+)*$/);
    fc.assert(fc.property(camel, (key) => toCamelKey(toSnakeKey(key)) === key));
  });
});
