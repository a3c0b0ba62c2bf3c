import { describe, expect, it } from 'vitest';
import { customerRecord } from '../../test/customers-factories';
import { csvCell, customersCsv } from './customers-csv';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['+cmd|" /C calc"!A0', `"'+cmd|"" /C calc""!A0"`],
    ['-2+3+cmd|" /C calc"!A0', `"'-2+3+cmd|"" /C calc""!A0"`],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
  ])('defuses the formula %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['+49 30 9876543', '+49 30 9876543'],
    ['-5', '-5'],
    ['- bar bezahlt', "'- bar bezahlt"],
    ['030 9876543', '030 9876543'],
    ['Muster GmbH', 'Muster GmbH'],
  ])('puts no apostrophe before a mere number, only before text: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('customersCsv', () => {
  const customer = customerRecord({
    birthday: '1964-08-12',
    passportExpired: '2030-01-31',
    // 23:30 UTC on 1 November is 2 November in Berlin.
    createdAt: '2026-11-01T23:30:00.000Z',
    updatedAt: '2026-11-01T23:30:00.000Z',
  });

  it.each([
    ['de', ['12.08.1964', '31.01.2030', '02.11.2026']],
    ['en', ['12/08/1964', '31/01/2030', '02/11/2026']],
  ] as const)('writes the dates as the app shows them in %s (English: British, day first)', (locale, days) => {
    const row = customersCsv([customer], locale).split('\r\n')[1]!.split(';');
    for (const day of days) expect(row).toContain(day);
  });
});
