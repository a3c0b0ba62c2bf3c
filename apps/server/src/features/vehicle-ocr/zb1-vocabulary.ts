import type { FUEL_TYPES } from '@kontor/domain/constants';
import { commonMakeName, MAKE_NAMES } from '@kontor/domain/make-names';
import { read, type Read, text } from './ocr-repairs';
import type { OcrWord } from './ocr-words';
import { similarity } from './text-similarity';

// The values printed in words (fuel, make), mapped to what Kontor calls them.

type FuelType = (typeof FUEL_TYPES)[number];

const FUELS: ReadonlyArray<[RegExp, FuelType]> = [
  [/HYBR.*DIESEL|DIESEL.*\/\s*E\b|DIESEL.*ELEKTR/, 'HYBRID_DIESEL'],
  [/HYBR|BENZIN.*\/\s*E\b|BENZIN.*ELEKTR/, 'HYBRID_PETROL'],
  [/LPG|FL[UÜ]SSIGGAS|AUTOGAS/, 'LPG'],
  [/CNG|ERDGAS|METHAN/, 'CNG'],
  [/WASSERSTOFF|H2\b/, 'HYDROGEN'],
  [/ELEKTR|ELEKTRO/, 'ELECTRIC'],
  [/DIESEL|D[I1l]ESEL/, 'DIESEL'],
  [/BENZIN|BENZ1N|OTTO|SUPER/, 'PETROL'],
];
/** The KBA fuel codes of field 10, for when the words of P.3 were not readable. */
export const FUEL_CODES: Record<string, FuelType> = {
  '0001': 'PETROL',
  '0002': 'DIESEL',
  '0004': 'ELECTRIC',
  '0005': 'LPG',
  '0006': 'LPG',
  '0007': 'CNG',
  '0009': 'CNG',
  '0031': 'HYBRID_PETROL',
  '0032': 'HYBRID_DIESEL',
};

/** The single words P.3 prints (Kraftstoffart), for a word read with one slip ("DTESEL", "BENZlN"). */
const FUEL_WORDS: ReadonlyArray<[string, FuelType]> = [
  ['DIESEL', 'DIESEL'],
  ['BENZIN', 'PETROL'],
  ['ELEKTRO', 'ELECTRIC'],
  ['ERDGAS', 'CNG'],
  ['WASSERSTOFF', 'HYDROGEN'],
];

export function mapFuel(value: string): FuelType | undefined {
  const upper = value.toUpperCase();
  const exact = FUELS.find(([pattern]) => pattern.test(upper))?.[1];
  if (exact) return exact;
  // A line that is one fuel word with one character misread (never two: "DIESEL" is not "BENZIN").
  const word = upper.replace(/[^A-Z0-9ÄÖÜ]/g, '');
  if (word.length < 6) return undefined;
  return FUEL_WORDS.find(([name]) => Math.abs(name.length - word.length) <= 1 && similarity(word, name) >= 0.8)?.[1];
}

const MAKES = [...new Set(Object.values(MAKE_NAMES))];

/** The make as a dealer writes it: the common name when the printed one is a known make. */
export function parseMake(words: OcrWord[]): Read<string> | undefined {
  const printed = text(words)
    .replace(/[^\p{L}\p{N} \-.]/gu, '')
    .trim();
  if (printed.length < 2) return undefined;
  const upper = printed.toUpperCase();
  let best: { name: string; score: number } | null = null;
  for (const name of MAKES) {
    const score = similarity(upper, name.toUpperCase());
    if (!best || score > best.score) best = { name, score };
  }
  if (best && best.score >= 0.75) return read(best.name, words, best.score === 1 ? 1 : 0.85);
  // An unknown make is written as the key list would write it (title case); the key check may replace it.
  return read(commonMakeName(printed), words, 0.7);
}
