import { alphanumerics, digits, letters, read, type Read, REPAIRED, text } from './ocr-repairs';
import type { OcrLine, OcrWord } from './ocr-words';

// The values of the certificate with a fixed shape (key numbers, VIN, dates, numbers, the plate,
// the number of part II): each is repaired where OCR typically errs (O/0, l/1, S/5 in digit
// fields, I/O/Q in a VIN, lost dots) and validated. A value that does not validate is not
// returned, since a wrong value filled in silently is worse than an empty field.

export function parseHsn(words: OcrWord[]): Read<string> | undefined {
  for (const word of words) {
    const fixed = digits(word.text.replace(/[^\p{L}\p{N}|!]/gu, ''));
    if (/^\d{4}$/.test(fixed)) return read(fixed, [word], fixed === word.text ? 1 : 0.9);
  }
  return undefined;
}

/** 2.2 prints the TSN followed by the variant/version code: the longest capital word is it. */
export function parseTsn(words: OcrWord[]): Read<string> | undefined {
  const candidates = words.filter((w) => /^[A-Z0-9]{6,}$/.test(w.text.replace(/[^\p{L}\p{N}]/gu, '')));
  const word = candidates.sort((a, b) => b.text.length - a.text.length)[0];
  if (!word) return undefined;
  return read(word.text.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 3), [word]);
}

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

export function parseVin(words: OcrWord[]): Read<string> | undefined {
  const { text: joined, repaired } = alphanumerics(words, 17);
  const fixed = joined.replace(/I/g, '1').replace(/[OQ]/g, '0');
  for (let start = 0; start + 17 <= fixed.length; start++) {
    const candidate = fixed.slice(start, start + 17);
    if (!VIN.test(candidate) || (fixed.length !== 17 && start !== 0)) continue;
    const found = read(candidate, words, candidate === joined.slice(start, start + 17) ? 1 : 0.9);
    return repaired ? { ...found, confidence: Math.min(found.confidence, REPAIRED) } : found;
  }
  return undefined;
}

/** dd.mm.yyyy with the dots read as commas, spaces or lost. */
export function parseDate(text: string): string | undefined {
  const compact = digits(text.replace(/\s+/g, '').replace(/[,:;'`´]/g, '.'));
  const match = /(\d{2})\.?(\d{2})\.?((?:19|20)\d{2})/.exec(compact);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

export function parseInteger(words: OcrWord[], { min, max }: { min: number; max: number }): Read<number> | undefined {
  for (const [index, word] of words.entries()) {
    const fixed = digits(word.text.replace(/[.,'’]/g, ''));
    const match = /^\d+/.exec(fixed);
    if (!match) {
      if (index === 0 && word.text === '/') return undefined;
      continue;
    }
    const value = Number(match[0]);
    if (value >= min && value <= max) return read(value, [word], match[0] === word.text.replace(/[.,]/g, '') ? 1 : 0.9);
  }
  return undefined;
}

/**
 * P.2/P.4 prints "kW / rpm": the number before the slash. Words before the first one with a digit
 * are what the box caught of the label ("Drehzahl" → "hl", quotes); a "/" may be read into the
 * number's word ("151/5900").
 */
export function parsePower(words: OcrWord[]): Read<number> | undefined {
  const first = words.findIndex((word) => /\d/.test(word.text));
  if (first < 0) return undefined;
  const value = words.slice(first);
  const printed = text(value)
    .replace(/[^\p{L}\p{N}/]+/gu, ' ')
    .trim();
  const match = /^([0-9OoIlSB]{1,4})\s*\/(?!\s*\/)/.exec(printed);
  if (match) {
    const kw = Number(digits(match[1]!));
    if (kw >= 1 && kw <= 2000) return read(kw, [value[0]!], /^\d+$/.test(match[1]!) ? 1 : 0.9);
  }
  return parseInteger(value, { min: 10, max: 2000 });
}

/** German registration number: district (1–3 letters), letters (1–2), digits (1–4), E or H. */
export function parsePlate(words: OcrWord[]): Read<string> | undefined {
  const text = words
    .map((w) => w.text)
    .join(' ')
    .toUpperCase()
    .replace(/[–—_~=]/g, '-')
    // A J's hook is read as a bracket.
    .replace(/[)\]]/g, 'J');
  const match = /([A-ZÄÖÜ015]{1,3})\s*[-.:]?\s*([A-Z0-9]{1,2})\s*([0-9OIlSZB]{1,4})\s*([EH])?\b/.exec(text);
  if (!match) return undefined;
  const district = letters(match[1]!);
  const middle = letters(match[2]!);
  const number = digits(match[3]!);
  if (!/^[A-ZÄÖÜ]{1,3}$/.test(district) || !/^[A-Z]{1,2}$/.test(middle) || !/^[1-9]\d{0,3}$/.test(number)) return undefined;
  return read(`${district}-${middle} ${number}${match[4] ?? ''}`, words);
}

export function parseBrief(words: OcrWord[]): Read<string> | undefined {
  const { text, repaired } = alphanumerics(words, 9);
  const match = /^([A-Z0-9]{2})([A-Z0-9]{7})/.exec(text);
  if (!match) return undefined;
  const value = letters(match[1]!) + digits(match[2]!);
  if (!/^[A-Z]{2}\d{7}$/.test(value)) return undefined;
  const found = read(value, words, value === match[0] ? 1 : 0.9);
  return repaired ? { ...found, confidence: Math.min(found.confidence, REPAIRED) } : found;
}

/** A VIN whose code and label were lost: any 17 characters that validate, alone on their word. */
export function findVinAnywhere(lines: OcrLine[]): Read<string> | undefined {
  for (const line of lines) {
    for (const word of line.words) {
      const found = parseVin([word]);
      if (found && word.text.replace(/[^A-Za-z0-9]/g, '').length === 17)
        return { ...found, confidence: Math.min(found.confidence, 0.7) };
    }
  }
  return undefined;
}
