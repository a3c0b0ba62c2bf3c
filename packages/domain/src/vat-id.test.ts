import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import vectors from './fixtures/vat-ids.json';
import { isValidEuVatId, normalizeVatId, VAT_ID_COUNTRY_CODES, vatIdProblem } from './vat-id';

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
