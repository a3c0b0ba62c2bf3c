import { describe, expect, it } from 'vitest';
import { formatDate, formatDayOrMonth, formatMoney, formatMonth, formatNumber } from './format';

const nbsp = '\u00a0';

describe('format', () => {
  it('writes dates as DD.MM.YYYY in German and DD/MM/YYYY in (British) English', () => {
    expect(formatDate('2026-03-07', 'de')).toBe('07.03.2026');
    expect(formatDate('2026-03-07', 'en')).toBe('07/03/2026');
  });

  it('reads timestamps in the Berlin time zone', () => {
    // 23:30 UTC on 31 Dec is already New Year in Berlin.
    expect(formatDate('2025-12-31T23:30:00Z', 'de')).toBe('01.01.2026');
    expect(formatDate('2026-07-01T21:59:00Z', 'en')).toBe('01/07/2026');
    expect(formatDate('2026-07-01T22:00:00Z', 'en')).toBe('02/07/2026');
  });

  it('leaves missing and broken dates empty', () => {
    expect(formatDate(null, 'de')).toBe('');
    expect(formatDate(undefined, 'en')).toBe('');
    expect(formatDate('not a date', 'de')).toBe('');
  });

  it('writes months as MM.YYYY and MM/YYYY', () => {
    expect(formatMonth('2027-05-01', 'de')).toBe('05.2027');
    expect(formatMonth('2027-05', 'en')).toBe('05/2027');
    expect(formatMonth(null, 'en')).toBe('');
  });

  it('writes a first registration as the day or, known by its month only, as the month', () => {
    expect(formatDayOrMonth('2019-03', 'de')).toBe('03.2019');
    expect(formatDayOrMonth('2019-03', 'en')).toBe('03/2019');
    expect(formatDayOrMonth('2019-03-12', 'de')).toBe('12.03.2019');
    expect(formatDayOrMonth('2019-03-12', 'en')).toBe('12/03/2019');
    expect(formatDayOrMonth(null, 'de')).toBe('');
  });

  it('writes cents as euros the German and the English way', () => {
    expect(formatMoney(123_456, 'de')).toBe(`1.234,56${nbsp}€`);
    expect(formatMoney(123_456, 'en')).toBe('€1,234.56');
    expect(formatMoney(0, 'de')).toBe(`0,00${nbsp}€`);
    expect(formatMoney(5, 'en')).toBe('€0.05');
    expect(formatMoney(-1999, 'de')).toBe(`-19,99${nbsp}€`);
    expect(formatMoney(100_000_000, 'en')).toBe('€1,000,000.00');
    expect(formatMoney(null, 'de')).toBe('');
  });

  it('groups numbers by locale', () => {
    expect(formatNumber(123_456, 'de')).toBe('123.456');
    expect(formatNumber(123_456, 'en')).toBe('123,456');
    expect(formatNumber(1.5, 'de', 2)).toBe('1,50');
    expect(formatNumber(undefined, 'de')).toBe('');
  });
});
