import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import vectors from './fixtures/vat-ids.json';
import {
  isValidEuVatId,
  normalizeVatId,
  ownVatIdErrorCode,
  VAT_ID_COUNTRY_CODES,
  vatIdCountryCode,
  vatIdErrorCode,
  vatIdProblem,
} from './vat-id';

// fixtures/vat-ids.json: real VAT ids found published online (invoices, imprints, registers), as collected by python-stdnum's
// test suite (tests/test_eu_vat.doctest) and, for Croatia, jsvat's; Northern Ireland's XI numbers are UK
// numbers, so the UK's published ones test that rule. The invalid ones are such numbers with one check
// digit changed (or python-stdnum's own mangled ones), each confirmed as a check-digit error by python-stdnum.
const VECTORS: Record<string, { valid: string[]; invalid: string[] }> = vectors;

const MEMBER_STATES = 'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');

describe('EU VAT ids by format and check digits', () => {
  it('covers the 27 member states (Greece as EL) and Northern Ireland (XI), each with valid and invalid ids', () => {
    expect(MEMBER_STATES).toHaveLength(27);
    expect([...VAT_ID_COUNTRY_CODES].sort()).toEqual([...MEMBER_STATES, 'XI'].sort());
    for (const code of VAT_ID_COUNTRY_CODES) {
      expect(VECTORS[code]!.valid.length, code).toBeGreaterThan(0);
      expect(VECTORS[code]!.invalid.length, code).toBeGreaterThan(0);
    }
  });

  for (const [code, { valid, invalid }] of Object.entries(VECTORS)) {
    it(`${code}: accepts published ids and refuses them with a changed check digit`, () => {
      for (const id of valid) expect(vatIdProblem(id), id).toBeNull();
      for (const id of invalid) expect(vatIdProblem(id), id).toBe('CHECK_DIGIT');
    });
  }

  it('refuses the issue’s French example, whose key does not match its SIREN', () => {
    expect(vatIdProblem('FR40303265046')).toBe('CHECK_DIGIT');
    expect(vatIdProblem('FR40303265045')).toBeNull();
  });

  it('tells a wrong format apart from a wrong check digit', () => {
    for (const id of [
      'AT12345678',
      'BE2123456789',
      'NL123456789C01',
      'GR094259216',
      'US123456789',
      'CH123456789',
      'SE123456789012',
      'DE036695976',
      'DE13669597',
      '',
    ]) {
      expect(vatIdProblem(id), id).toBe('FORMAT');
    }
    for (const id of ['ATU12345678', 'BE0123456789', 'FR12345678901', 'IT12345678901', 'PL1234567890', 'DE136695977']) {
      expect(vatIdProblem(id), id).toBe('CHECK_DIGIT');
    }
  });

  it('finds every single changed digit of a German or Croatian id (ISO 7064 MOD 11,10)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VECTORS.DE!.valid, ...VECTORS.HR!.valid),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (id, at, shift) => {
          const index = 2 + (at % (id.length - 2));
          const changed = `${id.slice(0, index)}${(Number(id[index]) + shift) % 10}${id.slice(index + 1)}`;
          expect(isValidEuVatId(changed), changed).toBe(false);
        },
      ),
    );
  });

  it('stores ids compact and upper case', () => {
    expect(normalizeVatId('nl 0012.345.67 b01')).toBe('NL001234567B01');
    expect(normalizeVatId(' fr 40-303-265-045 ')).toBe('FR40303265045');
  });
});

// A second, independent source for the states a dealer's company most often sits in: the ids jsvat's
// test suite lists as published and valid (test/countries_vat_lists/*.vat.js), and its invalid ones.
const JSVAT: Record<'DE' | 'AT' | 'EL', { valid: string[]; invalid: string[] }> = {
  DE: {
    valid: ['DE113298780', 'DE126639095', 'DE129516430', 'DE138263821', 'DE145146812', 'DE811209378', 'DE813495425'],
    invalid: ['DE111111126', 'DE111111127', 'DE111111128', 'DE111111129', 'DE111111120', 'DE111111121'],
  },
  AT: {
    valid: ['ATU10223006', 'ATU15110001', 'ATU37675002', 'ATU51507409', 'ATU62134737', 'ATU64938189', 'ATU66889218'],
    invalid: ['ATU10223001', 'ATU10223002', 'ATU10223003', 'ATU10223004', 'ATU10223005', 'ATU10223007'],
  },
  EL: {
    valid: ['EL022188887', 'EL094012834', 'EL094322222', 'EL099785242', 'EL800420948', 'EL998920231'],
    invalid: ['EL000000022', 'EL000000032', 'EL000000042', 'EL000000202', 'EL000000062'],
  },
};

describe('a second source agrees: jsvat’s published ids', () => {
  for (const [code, { valid, invalid }] of Object.entries(JSVAT)) {
    it(`${code}: its valid ids pass, its wrong check digits are refused`, () => {
      for (const id of valid) expect(vatIdProblem(id), id).toBeNull();
      for (const id of invalid) expect(vatIdProblem(id), id).toBe('CHECK_DIGIT');
    });
  }
});

describe('a company’s own VAT id is its country’s', () => {
  const austria = { iso2: 'AT', euMember: true };

  it('writes Greece as EL, every other state by its ISO code', () => {
    expect(vatIdCountryCode('GR')).toBe('EL');
    expect(vatIdCountryCode('AT')).toBe('AT');
    expect(vatIdCountryCode('DE')).toBe('DE');
  });

  it('refuses another state’s id (9404), then the format (9202 German, 9401 other) and the check digit (9403)', () => {
    expect(ownVatIdErrorCode('ATU13585627', austria)).toBeNull();
    expect(ownVatIdErrorCode('DE136695976', austria)).toBe('9404');
    expect(ownVatIdErrorCode('ATU1358562', austria)).toBe('9401');
    expect(ownVatIdErrorCode('ATU13585628', austria)).toBe('9403');
    expect(ownVatIdErrorCode('DE13669597', { iso2: 'DE', euMember: true })).toBe('9202');
    expect(ownVatIdErrorCode('EL094012834', { iso2: 'GR', euMember: true })).toBeNull();
    expect(ownVatIdErrorCode('GR094012834', { iso2: 'GR', euMember: true })).toBe('9404');
  });

  it('checks a number outside the EU for its country code and plain characters only', () => {
    const switzerland = { iso2: 'CH', euMember: false };
    expect(ownVatIdErrorCode('CHE116281710MWST', switzerland)).toBeNull();
    expect(ownVatIdErrorCode('ATU13585627', switzerland)).toBe('9404');
    expect(ownVatIdErrorCode('CH', switzerland)).toBe('9404');
  });

  it('maps a customer’s id to the same codes', () => {
    expect(vatIdErrorCode('ATU13585627')).toBeNull();
    expect(vatIdErrorCode('ATU13585628')).toBe('9403');
    expect(vatIdErrorCode('DE13669597')).toBe('9202');
    expect(vatIdErrorCode('XX123')).toBe('9401');
  });
});
