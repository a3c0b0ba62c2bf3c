/**
 * pg_trgm's trigrams, as PostgreSQL makes them (contrib/pg_trgm/trgm_op.c, generate_trgm_only and
 * make_trigrams), so that the key list's in-memory search scores exactly as the database does.
 * Words are runs of letters and digits, each lower-cased and padded with two spaces before and one
 * after; a trigram of three one-byte characters is those bytes, any other is the low three bytes of
 * PostgreSQL's legacy CRC-32 of its UTF-8 bytes (compact_trigram). Each trigram is one 24-bit number
 * (the three bytes in order, as pg_trgm's trgm2int and show_trgm print them).
 */

/**
 * Which characters are word characters: pg_trgm asks the database's LC_CTYPE (t_isalnum). ASCII
 * letters and digits always are; other characters only under a UTF-8 locale (C.UTF-8, as Kontor's
 * embedded cluster is made), where glibc counts every alphabetic character and every decimal digit.
 * Under the plain C locale none is, so the index asks the database once which rule applies.
 */
export type WordChars = 'unicode' | 'ascii';

const UNICODE_WORD = /^[\p{Alphabetic}\p{Nd}]$/u;

function isWordChar(char: string, rule: WordChars): boolean {
  const code = char.charCodeAt(0);
  if (code < 0x80) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return rule === 'unicode' && UNICODE_WORD.test(char);
}

// PostgreSQL's legacy CRC-32 (pg_crc.h COMP_LEGACY_CRC32): the reflected table driven the "normal"
// way, kept by PostgreSQL because trigram hashes on disk depend on it.
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function legacyCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]! ^ (crc << 8)) >>> 0;
  return (crc ^ 0xffffffff) >>> 0;
}

const encoder = new TextEncoder();

/** One trigram of three characters (code points). */
function trigramOf(a: string, b: string, c: string): number {
  if (a.length === 1 && b.length === 1 && c.length === 1) {
    const x = a.charCodeAt(0);
    const y = b.charCodeAt(0);
    const z = c.charCodeAt(0);
    if (x < 0x80 && y < 0x80 && z < 0x80) return (x << 16) | (y << 8) | z;
  }
  // The CRC is copied into the trigram as it lies in memory (little-endian): its low byte first.
  const crc = legacyCrc32(encoder.encode(a + b + c));
  return ((crc & 0xff) << 16) | (crc & 0xff00) | ((crc >>> 16) & 0xff);
}

/** The words of a text, lower-cased one by one as pg_trgm does (str_tolower per word). */
export function trigramWords(text: string, rule: WordChars): string[][] {
  const words: string[][] = [];
  let word = '';
  const flush = () => {
    if (word) words.push([...word.toLowerCase()]);
    word = '';
  };
  for (const char of text) {
    if (isWordChar(char, rule)) word += char;
    else flush();
  }
  flush();
  return words;
}

/** Every trigram of a text in order, duplicates kept (generate_trgm_only). */
export function trigramsOf(text: string, rule: WordChars): number[] {
  const trigrams: number[] = [];
  for (const chars of trigramWords(text, rule)) {
    const padded = [' ', ' ', ...chars, ' '];
    for (let i = 0; i + 2 < padded.length; i++) trigrams.push(trigramOf(padded[i]!, padded[i + 1]!, padded[i + 2]!));
  }
  return trigrams;
}

/** The distinct trigrams of a text (generate_trgm: sorted and unique; the order does not matter here). */
export function distinctTrigrams(text: string, rule: WordChars): number[] {
  return [...new Set(trigramsOf(text, rule))];
}
