import { describe, expect, it } from 'vitest';
import { csvCell } from './customers-csv';

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
