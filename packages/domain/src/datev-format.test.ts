import { describe, expect, it } from 'vitest';
import {
  belegfeld,
  BUCHUNGSSTAPEL_COLUMNS,
  cp1252Byte,
  datevAmount,
  datevDate,
  datevDayMonth,
  datevText,
  encodeCp1252,
  fiscalYearStart,
  quoted,
  toCp1252Text,
} from './datev-format';

describe('the EXTF Buchungsstapel format rules', () => {
  it('has the 125 columns of format version 13, first and last as the format description names them', () => {
    expect(BUCHUNGSSTAPEL_COLUMNS).toHaveLength(125);
    expect(new Set(BUCHUNGSSTAPEL_COLUMNS).size).toBe(125);
    expect(BUCHUNGSSTAPEL_COLUMNS.slice(0, 14)).toEqual([
      'Umsatz (ohne Soll/Haben-Kz)',
      'Soll/Haben-Kennzeichen',
      'WKZ Umsatz',
      'Kurs',
      'Basis-Umsatz',
      'WKZ Basis-Umsatz',
      'Konto',
      'Gegenkonto (ohne BU-Schlüssel)',
      'BU-Schlüssel',
      'Belegdatum',
      'Belegfeld 1',
      'Belegfeld 2',
      'Skonto',
      'Buchungstext',
    ]);
    expect(BUCHUNGSSTAPEL_COLUMNS[36]).toBe('KOST1 - Kostenstelle');
    expect(BUCHUNGSSTAPEL_COLUMNS[47]).toBe('Zusatzinformation - Art 1');
    expect(BUCHUNGSSTAPEL_COLUMNS[87]).toBe('Stück');
    expect(BUCHUNGSSTAPEL_COLUMNS[113]).toBe('Festschreibung');
    expect(BUCHUNGSSTAPEL_COLUMNS[124]).toBe('Abw. Skontokonto');
  });

  it('writes amounts positive with a decimal comma and no thousands separator', () => {
    expect(datevAmount(119_000_00)).toBe('119000,00');
    expect(datevAmount(-1_234_56)).toBe('1234,56');
    expect(datevAmount(5)).toBe('0,05');
    expect(datevAmount(0)).toBe('0,00');
    expect(() => datevAmount(1.5)).toThrow(RangeError);
  });

  it('writes the Belegdatum as TTMM and header dates as YYYYMMDD', () => {
    expect(datevDayMonth('2026-03-07')).toBe('0703');
    expect(datevDayMonth('2026-12-31')).toBe('3112');
    expect(datevDate('2026-01-01')).toBe('20260101');
  });

  it('keeps only the characters Belegfeld 1 allows, at most 36', () => {
    expect(belegfeld('RE-2026/001')).toBe('RE-2026/001');
    expect(belegfeld('RE 2026_001.ä')).toBe('RE2026001');
    expect(belegfeld('$&%*+-/aZ9')).toBe('$&%*+-/aZ9');
    expect(belegfeld('X'.repeat(50))).toHaveLength(36);
    expect(belegfeld('123456789012345', 12)).toBe('123456789012');
  });

  it('cuts a text to its limit on one line, and quotes with inner quotes doubled', () => {
    expect(datevText('a\r\nb', 60)).toBe('a b');
    expect(datevText('ä'.repeat(70), 60)).toBe('ä'.repeat(60));
    expect(quoted('Autohaus "Nord"')).toBe('"Autohaus ""Nord"""');
  });

  it('finds the start of the fiscal year a day lies in', () => {
    expect(fiscalYearStart('2026-05-10', 1)).toBe('2026-01-01');
    expect(fiscalYearStart('2026-05-10', 7)).toBe('2025-07-01');
    expect(fiscalYearStart('2026-07-01', 7)).toBe('2026-07-01');
  });

  it('encodes Windows-1252: an umlaut one byte, the euro sign 0x80, a character outside it replaced visibly', () => {
    expect([...encodeCp1252('Müller ß €')]).toEqual([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0xdf, 0x20, 0x80]);
    expect(cp1252Byte('–')).toBe(0x96);
    expect(cp1252Byte('ł')).toBeUndefined();
    expect(toCp1252Text('Łódź Őz Ștefan 日本 Müller')).toBe('?ódz Oz Stefan ?? Müller');
    expect(() => encodeCp1252('ł')).toThrow(RangeError);
    // Every replaced text encodes, and decodes back to itself.
    const text = toCp1252Text('Ærø Ñandú Œuvre 𝔘 ‰');
    expect(new TextDecoder('windows-1252').decode(encodeCp1252(text))).toBe(text);
  });
});
