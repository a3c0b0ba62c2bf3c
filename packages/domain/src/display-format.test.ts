import { describe, expect, it } from 'vitest';
import { formatIban, formatPhone, formatPhoneNational } from './display-format';

describe('formatPhone', () => {
  it.each([
    ['+49309876543', '+49 30 9876543'],
    ['030 9876543', '+49 30 9876543'],
    ['+4989123456', '+49 89 123456'],
    ['+4940123456789', '+49 40 123456789'],
    ['+49 (0) 30 / 98 76 543', '+49 30 9876543'],
    ['+431234567', '+43 1 234567'],
    // Mobile numbers with their three-digit network prefix, not libphonenumber's four (+49 1512 3456789).
    ['+4915123456789', '+49 151 23456789'],
    ['0170 1234567', '+49 170 1234567'],
    ['+491601234567', '+49 160 1234567'],
  ])('groups %s as %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('keeps what is not a number as typed and shows nothing for nothing', () => {
    expect(formatPhone('ask for Anna')).toBe('ask for Anna');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('formatPhoneNational', () => {
  it.each([
    ['+49309876543', '030 9876543'],
    ['030 9876543', '030 9876543'],
    ['+4989123456', '089 123456'],
    ['+4915112345678', '0151 12345678'],
    ['0170 1234567', '0170 1234567'],
    ['+491621234567', '0162 1234567'],
    ['+431234567', '0043 1 234567'],
    ['+41441234567', '0041 44 123 45 67'],
  ])('writes %s as %s', (input, expected) => {
    expect(formatPhoneNational(input)).toBe(expected);
  });

  it('keeps what is not a number as typed and shows nothing for nothing', () => {
    expect(formatPhoneNational(' ask for Anna ')).toBe('ask for Anna');
    expect(formatPhoneNational('')).toBe('');
    expect(formatPhoneNational(null)).toBe('');
  });
});

describe('formatIban', () => {
  it.each([
    ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['de89 3704 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 00'],
    ['AT611904300234573201', 'AT61 1904 3002 3457 3201'],
  ])('groups %s as %s', (input, expected) => {
    expect(formatIban(input)).toBe(expected);
  });

  it('shows nothing for nothing', () => {
    expect(formatIban('')).toBe('');
    expect(formatIban(null)).toBe('');
  });
});
