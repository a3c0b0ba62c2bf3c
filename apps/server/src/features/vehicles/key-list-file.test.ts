import { describe, expect, it } from 'vitest';
import { parseCsv, rowsFromTable } from './key-list-file';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,"b,c","d ""e"""\r\n1,"2\n3",4')).toEqual([
      ['a', 'b,c', 'd "e"'],
      ['1', '2\n3', '4'],
    ]);
  });
  it('takes another delimiter', () => {
    expect(parseCsv('a;b\n1;2\n', ';')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('rowsFromTable', () => {
  it('finds the header below title rows and skips incomplete rows', () => {
    const rows = rowsFromTable([
      ['FZ 6'],
      ['hsn', 'tsn', 'hersteller', 'handelsname'],
      ['0603', 'AHU', 'VOLKSWAGEN-VW', 'GOLF'],
      ['0603', '', 'VOLKSWAGEN-VW', 'GOLF'],
    ]);
    expect(rows).toEqual([{ hsn: '0603', tsn: 'AHU', manufacturer: 'VOLKSWAGEN-VW', model: 'GOLF' }]);
  });
  it('fails without a recognisable header', () => {
    expect(() => rowsFromTable([['x', 'y']])).toThrow(/header/);
  });
});
