import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryById, countryByIso2 } from './countries';
import { DEFAULT_COUNTRY_ID } from './constants';
import { isValidPostalCode } from './postal-code';

const id = (iso2: string) => countryByIso2(iso2)!.id;

describe('countries', () => {
  it('has every country once with German and English names, Germany at 82', () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(new Set(COUNTRIES.map((c) => c.id)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.iso2)).size).toBe(COUNTRIES.length);
    expect(countryById(DEFAULT_COUNTRY_ID)).toEqual({ id: 82, iso2: 'DE', de: 'Deutschland', en: 'Germany' });
    expect(countryByIso2('at')?.de).toBe('Österreich');
    for (const country of COUNTRIES) {
      expect(country.de.length).toBeGreaterThan(1);
      expect(country.en.length).toBeGreaterThan(1);
    }
  });
});

describe('isValidPostalCode', () => {
  it('takes German codes of exactly five digits', () => {
    expect(isValidPostalCode(82, '80331')).toBe(true);
    expect(isValidPostalCode(82, '01067')).toBe(true);
    for (const bad of ['8033', '803311', '8033a', ' 80331', '80 331', '']) expect(isValidPostalCode(82, bad)).toBe(false);
  });

  it('knows the neighbours and the common formats', () => {
    const good: [string, string][] = [
      ['AT', '1010'],
      ['CH', '8001'],
      ['NL', '1012 AB'],
      ['NL', '1012AB'],
      ['PL', '00-950'],
      ['FR', '75008'],
      ['IT', '00184'],
      ['ES', '28013'],
      ['GB', 'SW1A 1AA'],
      ['GB', 'M1 1AE'],
      ['CZ', '110 00'],
      ['DK', '1050'],
      ['BE', '1000'],
      ['LU', 'L-1009'],
      ['PT', '1000-001'],
      ['US', '10001-1234'],
      ['SE', '114 55'],
    ];
    for (const [iso2, code] of good) expect(isValidPostalCode(id(iso2), code), `${iso2} ${code}`).toBe(true);
    const bad: [string, string][] = [
      ['AT', '10100'],
      ['CH', '800'],
      ['NL', '1012 A'],
      ['PL', '00950'],
      ['FR', '7500'],
      ['GB', '12345'],
      ['PT', '1000'],
    ];
    for (const [iso2, code] of bad) expect(isValidPostalCode(id(iso2), code), `${iso2} ${code}`).toBe(false);
  });

  it('accepts 2–10 letters, digits, spaces and dashes for other and unknown countries', () => {
    expect(isValidPostalCode(id('JP'), '100-0001')).toBe(true);
    expect(isValidPostalCode(99_999, 'AB 12')).toBe(true);
    expect(isValidPostalCode(99_999, 'A')).toBe(false);
    expect(isValidPostalCode(99_999, 'ABCDEFGHIJK')).toBe(false);
    expect(isValidPostalCode(99_999, '12_34')).toBe(false);
  });

  it('every five-digit string is a German postal code and nothing else of digits is', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{5}$/), (code) => isValidPostalCode(82, code)));
    fc.assert(fc.property(fc.stringMatching(/^\d{0,4}$|^\d{6,9}$/), (code) => !isValidPostalCode(82, code)));
  });
});
