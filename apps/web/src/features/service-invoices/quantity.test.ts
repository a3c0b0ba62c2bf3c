import { describe, expect, it } from 'vitest';
import { formatQuantity, parseQuantity } from './quantity';

// Quantities typed the way the UI language writes them, up to three decimals.

describe('parseQuantity', () => {
  it('reads German quantities with a decimal comma and grouping dots', () => {
    expect(parseQuantity('1,5', 'de')).toBe(1.5);
    expect(parseQuantity('2', 'de')).toBe(2);
    expect(parseQuantity('0,125', 'de')).toBe(0.125);
    expect(parseQuantity('1.234,5', 'de')).toBe(1234.5);
    expect(parseQuantity(' 1,5 ', 'de')).toBe(1.5);
  });

  it('reads English quantities with a decimal point and grouping commas', () => {
    expect(parseQuantity('1.5', 'en')).toBe(1.5);
    expect(parseQuantity('0.125', 'en')).toBe(0.125);
    expect(parseQuantity('1,234.5', 'en')).toBe(1234.5);
  });

  it('answers null for an empty field', () => {
    expect(parseQuantity('', 'de')).toBeNull();
    expect(parseQuantity('   ', 'en')).toBeNull();
  });

  it('refuses the other language’s separator, a fourth decimal and anything but a number', () => {
    // German "1.5" would be a misplaced grouping dot; English "1,5" a misplaced grouping comma.
    expect(parseQuantity('1.5', 'de')).toBeNaN();
    expect(parseQuantity('1,5', 'en')).toBeNaN();
    expect(parseQuantity('1,2345', 'de')).toBeNaN();
    expect(parseQuantity('1.2345', 'en')).toBeNaN();
    expect(parseQuantity('abc', 'de')).toBeNaN();
    expect(parseQuantity('1,5h', 'de')).toBeNaN();
  });

  it('reads a negative quantity as a number, for the form to refuse with its own message', () => {
    expect(parseQuantity('-1,5', 'de')).toBe(-1.5);
  });
});

describe('formatQuantity', () => {
  it('writes as many decimals as the quantity has, at most three, in each language', () => {
    expect(formatQuantity(1.5, 'de')).toBe('1,5');
    expect(formatQuantity(1.5, 'en')).toBe('1.5');
    expect(formatQuantity(2, 'de')).toBe('2');
    expect(formatQuantity(0.125, 'en')).toBe('0.125');
    expect(formatQuantity(1234.5, 'de')).toBe('1.234,5');
    expect(formatQuantity(1234.5, 'en')).toBe('1,234.5');
  });

  it('writes nothing for no quantity', () => {
    expect(formatQuantity(null, 'de')).toBe('');
    expect(formatQuantity(undefined, 'en')).toBe('');
  });

  it('reads back what it writes', () => {
    for (const locale of ['de', 'en'] as const) {
      for (const value of [0.001, 1, 1.5, 12.75, 999.999, 99_999])
        expect(parseQuantity(formatQuantity(value, locale), locale)).toBe(value);
    }
  });
});
