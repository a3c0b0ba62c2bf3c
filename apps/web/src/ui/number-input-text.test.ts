import { describe, expect, it } from 'vitest';
import { formatLocaleNumber, parseLocaleNumber } from './number-input';

describe('parseLocaleNumber', () => {
  it('reads German grouping dots as thousands, not as decimals', () => {
    expect(parseLocaleNumber('87.450', { locale: 'de' })).toEqual({ ok: true, value: 87450 });
    expect(parseLocaleNumber('1.995', { locale: 'de' })).toEqual({ ok: true, value: 1995 });
    expect(parseLocaleNumber('1.234.567', { locale: 'de' })).toEqual({ ok: true, value: 1234567 });
    expect(parseLocaleNumber(' 87450 ', { locale: 'de' })).toEqual({ ok: true, value: 87450 });
  });

  it('reads English grouping commas as thousands', () => {
    expect(parseLocaleNumber('1,995', { locale: 'en' })).toEqual({ ok: true, value: 1995 });
    expect(parseLocaleNumber('87,450', { locale: 'en' })).toEqual({ ok: true, value: 87450 });
  });

  it('reads money as integer cents in both languages', () => {
    expect(parseLocaleNumber('1.234,56', { locale: 'de', money: true })).toEqual({ ok: true, value: 123456 });
    expect(parseLocaleNumber('12.345,67 €', { locale: 'de', money: true })).toEqual({ ok: true, value: 1234567 });
    expect(parseLocaleNumber('1234,5', { locale: 'de', money: true })).toEqual({ ok: true, value: 123450 });
    expect(parseLocaleNumber('12.000', { locale: 'de', money: true })).toEqual({ ok: true, value: 1200000 });
    expect(parseLocaleNumber('1,234.56', { locale: 'en', money: true })).toEqual({ ok: true, value: 123456 });
    expect(parseLocaleNumber('€0.10', { locale: 'en', money: true })).toEqual({ ok: true, value: 10 });
  });

  it('reads decimals as numbers when fraction digits are allowed', () => {
    expect(parseLocaleNumber('12,5', { locale: 'de', fractionDigits: 1 })).toEqual({ ok: true, value: 12.5 });
    expect(parseLocaleNumber('12.5', { locale: 'en', fractionDigits: 1 })).toEqual({ ok: true, value: 12.5 });
  });

  it('answers null for an empty field', () => {
    expect(parseLocaleNumber('', { locale: 'de' })).toEqual({ ok: true, value: null });
    expect(parseLocaleNumber('   ', { locale: 'en' })).toEqual({ ok: true, value: null });
  });

  it('rejects text that is not a number instead of keeping the digits it finds', () => {
    for (const text of ['abc12x', '87km450', '12a', '1..2', '-', ',', '1.2.3,4,5']) {
      expect(parseLocaleNumber(text, { locale: 'de' }).ok).toBe(false);
    }
    // A German dot followed by fewer than three digits is a typo, not 12 or 12.5.
    expect(parseLocaleNumber('12.5', { locale: 'de' }).ok).toBe(false);
    // Decimals in an integer field, and more cents than a price has.
    expect(parseLocaleNumber('1,5', { locale: 'de' }).ok).toBe(false);
    expect(parseLocaleNumber('1,234', { locale: 'de', money: true }).ok).toBe(false);
    expect(parseLocaleNumber('1.5', { locale: 'en' }).ok).toBe(false);
  });

  it('reads a minus sign', () => {
    expect(parseLocaleNumber('-1.500', { locale: 'de' })).toEqual({ ok: true, value: -1500 });
  });
});

describe('formatLocaleNumber', () => {
  it('writes numbers the way each language does', () => {
    expect(formatLocaleNumber(87450, { locale: 'de' })).toBe('87.450');
    expect(formatLocaleNumber(87450, { locale: 'en' })).toBe('87,450');
    expect(formatLocaleNumber(123456, { locale: 'de', money: true })).toBe('1.234,56');
    expect(formatLocaleNumber(123456, { locale: 'en', money: true })).toBe('1,234.56');
    expect(formatLocaleNumber(12.5, { locale: 'de', fractionDigits: 1 })).toBe('12,5');
    expect(formatLocaleNumber(null, { locale: 'de' })).toBe('');
  });

  it('reads back what it writes', () => {
    for (const locale of ['de', 'en'] as const) {
      for (const value of [0, 7, 1995, 87450, 999999]) {
        expect(parseLocaleNumber(formatLocaleNumber(value, { locale }), { locale })).toEqual({ ok: true, value });
      }
      for (const cents of [1, 99, 123456, 1234567]) {
        const options = { locale, money: true };
        expect(parseLocaleNumber(formatLocaleNumber(cents, options), options)).toEqual({ ok: true, value: cents });
      }
    }
  });
});
