import { describe, expect, it } from 'vitest';
import { isMonthOnly, readDateText, type ReadDateOptions } from './date-text';

const german: ReadDateOptions = { kind: 'date', locale: 'de', century: 'near', today: '2026-05-20' };
const english: ReadDateOptions = { ...german, locale: 'en' };

describe('readDateText', () => {
  it.each([
    ['26.11.1985', '1985-11-26'],
    ['1.2.1985', '1985-02-01'],
    ['26.11.85', '1985-11-26'],
    ['1.2.85', '1985-02-01'],
    ['26112026', '2026-11-26'],
    ['261185', '1985-11-26'],
    [' 1985-11-26 ', '1985-11-26'],
  ])('reads a German %j as %s', (text, iso) => expect(readDateText(text, german)).toBe(iso));

  it.each([
    ['1985-11-26', '1985-11-26'],
    ['1985-2-1', '1985-02-01'],
    ['1985/11/26', '1985-11-26'],
    ['26112026', '2026-11-26'],
    ['261185', '1985-11-26'],
    ['26.11.1985', '1985-11-26'],
    ['26/11/1985', '1985-11-26'],
    ['1/2/85', '1985-02-01'],
  ])('reads an English %j as %s', (text, iso) => expect(readDateText(text, english)).toBe(iso));

  it('reads digits without separators in the order the field shows them, day first in both languages', () => {
    expect(readDateText('20261126', german)).toBeNull();
    expect(readDateText('20261126', english)).toBeNull();
    expect(readDateText('03042019', english)).toBe('2019-04-03');
  });

  it('reads no text that is no real day', () => {
    for (const text of ['31.02.2024', '29.02.2023', '32.1.2024', '1.13.2024', '26/11/1985', '1985', 'abc', '']) {
      expect(readDateText(text, german), text).toBeNull();
    }
    expect(readDateText('29.02.2024', german)).toBe('2024-02-29');
  });

  it('takes a two-digit year of a past field as the last such day not after today', () => {
    const past = { ...german, century: 'past' as const };
    expect(readDateText('20.05.26', past)).toBe('2026-05-20');
    expect(readDateText('21.05.26', past)).toBe('1926-05-21');
    expect(readDateText('01.01.30', past)).toBe('1930-01-01');
    expect(readDateText('01.01.05', past)).toBe('2005-01-01');
  });

  it('takes a two-digit year of any other field as the year within 50 years of today', () => {
    expect(readDateText('01.01.30', german)).toBe('2030-01-01');
    expect(readDateText('01.01.75', german)).toBe('2075-01-01');
    expect(readDateText('01.01.76', german)).toBe('1976-01-01');
    expect(readDateText('01.01.85', german)).toBe('1985-01-01');
  });

  it('reads months', () => {
    const month = { ...german, kind: 'month' as const };
    expect(readDateText('05.2027', month)).toBe('2027-05');
    expect(readDateText('5.27', month)).toBe('2027-05');
    expect(readDateText('0527', month)).toBe('2027-05');
    expect(readDateText('13.2027', month)).toBeNull();
    expect(readDateText('2027-5', { ...month, locale: 'en' })).toBe('2027-05');
    expect(readDateText('05/2027', { ...month, locale: 'en' })).toBe('2027-05');
    expect(readDateText('052027', { ...month, locale: 'en' })).toBe('2027-05');
    expect(readDateText('202705', { ...month, locale: 'en' })).toBeNull();
  });

  it('reads a month as the registration document or a dealer writes it, a full day or ISO in a month field', () => {
    const month = { ...german, kind: 'month' as const, century: 'past' as const };
    expect(readDateText('03/2019', month)).toBe('2019-03');
    expect(readDateText('03.2019', month)).toBe('2019-03');
    expect(readDateText('3/19', month)).toBe('2019-03');
    expect(readDateText('12.03.2019', month)).toBe('2019-03');
    expect(readDateText('2019-03-12', month)).toBe('2019-03');
    expect(readDateText('2019-03', month)).toBe('2019-03');
    expect(readDateText('31.02.2019', month)).toBeNull();
    expect(readDateText('12.03.2019', { ...month, locale: 'en' })).toBe('2019-03');
    expect(readDateText('03/2019', { ...month, locale: 'en' })).toBe('2019-03');
  });

  it('reads an English day written with slashes day first, as the field shows it (British English)', () => {
    expect(readDateText('26/11/1985', english)).toBe('1985-11-26');
    expect(readDateText('4/4/2019', english)).toBe('2019-04-04');
    // 3 April, the form the field shows, not 4 March.
    expect(readDateText('03/04/2019', english)).toBe('2019-04-03');
    expect(readDateText('3/4/19', { ...english, century: 'past' })).toBe('2019-04-03');
    // Month first (American) is no day.
    expect(readDateText('11/26/1985', english)).toBeNull();
    expect(readDateText('31/02/2019', english)).toBeNull();
  });

  it('tells a month typed into a day field from text that is no date', () => {
    expect(isMonthOnly('03/2019', german)).toBe(true);
    expect(isMonthOnly('03.2019', german)).toBe(true);
    expect(isMonthOnly('2019-03', english)).toBe(true);
    expect(isMonthOnly('13/2019', german)).toBe(false);
    expect(isMonthOnly('abc', german)).toBe(false);
    expect(isMonthOnly('12.03.2019', german)).toBe(false);
  });
});
