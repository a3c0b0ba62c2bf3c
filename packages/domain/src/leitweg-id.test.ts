import { describe, expect, test } from 'vitest';
import { customerSchema } from './customers';
import { leitwegIdErrorCode, normalizeLeitwegId } from './leitweg-id';

describe('Leitweg-ID (KoSIT format spec)', () => {
  test('the spec’s example and IDs with and without a fine address are valid', () => {
    // 04011000-1234512345: remainder 92 with "00" appended, so 98 - 92 = 06.
    expect(leitwegIdErrorCode('04011000-1234512345-06')).toBeNull();
    // The Leitweg-IDs of KoSIT's XRechnung example invoices.
    expect(leitwegIdErrorCode('04011000-12345-03')).toBeNull();
    expect(leitwegIdErrorCode('99000000-18188-18')).toBeNull();
  });

  test('letters count as their numbers (A = 10 … Z = 35), whatever their case', () => {
    expect(leitwegIdErrorCode('991-33333TEST-33')).toBeNull();
    expect(leitwegIdErrorCode(normalizeLeitwegId(' 991-33333test-33 '))).toBeNull();
  });

  test('a wrong check digit answers 9407', () => {
    expect(leitwegIdErrorCode('04011000-1234512345-07')).toBe('9407');
    expect(leitwegIdErrorCode('04011000-1234512354-06')).toBe('9407');
  });

  test('a wrong form answers 9406', () => {
    for (const value of ['0401100012345', '4-12345-06', '04011000-12345-6', '04011000_12345-06', '04011000-123 45-06', '']) {
      expect(leitwegIdErrorCode(value)).toBe('9406');
    }
  });
});

describe('a public-sector buyer in the customer schema', () => {
  const base = { type: 'BUSINESS', companyName: 'Stadt Musterhausen' };
  const fieldsOf = (input: object) =>
    Object.fromEntries(
      (customerSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );

  test('needs the Leitweg-ID (9408), an e-mail address (9409), postcode and city at their fields', () => {
    expect(fieldsOf({ ...base, publicSector: true })).toEqual({
      buyerReference: '9408',
      email: '9409',
      postalCode: '0001',
      city: '0001',
    });
    const complete = { buyerReference: '04011000-12345-03', email: 'rechnung@stadt.de', postalCode: '50667', city: 'Köln' };
    expect(fieldsOf({ ...base, publicSector: true, ...complete })).toEqual({});
  });

  test('the Leitweg-ID is checked whoever gives it, and stored upper case', () => {
    expect(fieldsOf({ ...base, buyerReference: '04011000-12345-04' })).toEqual({ buyerReference: '9407' });
    expect(fieldsOf({ ...base, buyerReference: 'LW 123' })).toEqual({ buyerReference: '9406' });
    expect(customerSchema.parse({ ...base, buyerReference: ' 991-33333test-33 ' }).buyerReference).toBe('991-33333TEST-33');
  });

  test('a customer is not public-sector unless said, and needs no Leitweg-ID then', () => {
    const parsed = customerSchema.parse(base);
    expect(parsed.publicSector).toBe(false);
    expect(parsed.buyerReference).toBeNull();
  });
});
