import type { OcrWord } from './ocr-words';

// Repairs of characters OCR confuses, by what the field may contain.
const TO_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  U: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  '!': '1',
  L: '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  B: '8',
  G: '6',
  b: '6',
  g: '9',
  q: '9',
  T: '7',
  A: '4',
};
const TO_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B', '2': 'Z', '6': 'G', '4': 'A', '7': 'T' };
export const digits = (text: string) => [...text].map((c) => TO_DIGIT[c] ?? c).join('');
export const letters = (text: string) => [...text].map((c) => TO_LETTER[c] ?? c).join('');

const average = (words: OcrWord[]) => (words.length === 0 ? 0 : Math.min(...words.map((w) => w.confidence)));
/** A value read, as sure (0..1) as the least sure of its words, less where it had to be repaired. */
export type Read<T> = { value: T; confidence: number };
export const read = <T>(value: T, words: OcrWord[], penalty = 1): Read<T> => ({
  value,
  confidence: Math.round(average(words) * penalty * 100) / 100,
});

/**
 * The letters and digits of the words; one more than a value of `length` has means tesseract read a
 * blurred glyph twice (a "0" and an "O" over the same place): its least sure character goes.
 */
export function alphanumerics(words: OcrWord[], length: number): { text: string; repaired: boolean } {
  const symbols = words.flatMap(
    (word) => word.symbols ?? [...word.text].map((char) => ({ text: char, confidence: word.confidence })),
  );
  const kept = symbols.filter((symbol) => /^[\p{L}\p{N}]$/u.test(symbol.text));
  if (kept.length !== length + 1 || !words.every((word) => word.symbols))
    return {
      text: kept
        .map((symbol) => symbol.text)
        .join('')
        .toUpperCase(),
      repaired: false,
    };
  const weakest = kept.reduce((worst, symbol) => (symbol.confidence < worst.confidence ? symbol : worst));
  return {
    text: kept
      .filter((symbol) => symbol !== weakest)
      .map((symbol) => symbol.text)
      .join('')
      .toUpperCase(),
    repaired: true,
  };
}

/** A repaired reading is shown as unsure: the dealer checks it against the paper. */
export const REPAIRED = 0.6;

/** The words as printed, one space apart. */
export const text = (words: OcrWord[]) =>
  words
    .map((w) => w.text)
    .join(' ')
    .trim();
