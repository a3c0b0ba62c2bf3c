import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amountInWords in German', () => {
  it.each([
    [2_390_050, 'dreiundzwanzigtausendneunhundert Euro und 50 Cent'],
    [0, 'null Euro'],
    [100, 'ein Euro'],
    [1_100, 'elf Euro'],
    [1_700, 'siebzehn Euro'],
    [2_100, 'einundzwanzig Euro'],
    [9_900, 'neunundneunzig Euro'],
    [10_000, 'einhundert Euro'],
    [10_100, 'einhundertein Euro'],
    [100_000, 'eintausend Euro'],
    [1_785_000, 'siebzehntausendachthundertfünfzig Euro'],
    [10_101_000, 'einhunderteintausendzehn Euro'],
    [3_000_001, 'dreißigtausend Euro und 1 Cent'],
    [100_000_000, 'eine Million Euro'],
    [250_000_000, 'zwei Millionen fünfhunderttausend Euro'],
    [2_100_000_000, 'einundzwanzig Millionen Euro'],
    [
      99_999_999_999,
      'neunhundertneunundneunzig Millionen neunhundertneunundneunzigtausendneunhundertneunundneunzig Euro und 99 Cent',
    ],
  ])('%i cents → %s', (cents, words) => {
    expect(amountInWords(cents, 'de')).toBe(words);
  });
});

describe('amountInWords in English', () => {
  it.each([
    [2_390_050, 'twenty-three thousand nine hundred euros and 50 cents'],
    [0, 'zero euros'],
    [100, 'one euro'],
    [101, 'one euro and 1 cent'],
    [1_300, 'thirteen euros'],
    [4_000, 'forty euros'],
    [10_500, 'one hundred five euros'],
    [1_785_000, 'seventeen thousand eight hundred fifty euros'],
    [100_000_000, 'one million euros'],
    [123_456_789, 'one million two hundred thirty-four thousand five hundred sixty-seven euros and 89 cents'],
  ])('%i cents → %s', (cents, words) => {
    expect(amountInWords(cents, 'en')).toBe(words);
  });
});

describe('amountInWords limits', () => {
  it('refuses what is not a non-negative amount in cents below a billion euros', () => {
    expect(() => amountInWords(-1, 'de')).toThrow(RangeError);
    expect(() => amountInWords(1.5, 'en')).toThrow(RangeError);
    expect(() => amountInWords(100_000_000_000, 'de')).toThrow(RangeError);
  });
});
