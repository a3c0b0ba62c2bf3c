import type { OcrWord } from './ocr-words';

// A value read from OCR's words, with how sure the reading is.

const average = (words: OcrWord[]) => (words.length === 0 ? 0 : Math.min(...words.map((w) => w.confidence)));
/** A value read, as sure (0..1) as the least sure of its words, less where it had to be repaired. */
export type Read<T> = { value: T; confidence: number };
export const read = <T>(value: T, words: OcrWord[], penalty = 1): Read<T> => ({
  value,
  confidence: Math.round(average(words) * penalty * 100) / 100,
});

/** The words as printed, one space apart. */
export const text = (words: OcrWord[]) =>
  words
    .map((w) => w.text)
    .join(' ')
    .trim();

/**
 * A value without the stains around it: guilloche dots, seal or fold marks read as quotes, a degree
 * sign or a leading dot ("'3606", "228\"", "°1635"). Inside the value nothing is touched.
 */
export const withoutStains = (value: string) =>
  value
    .trim()
    .replace(/^['"`´°^.,:;|]+|['"`´°^]+$/g, '')
    .trim();
