import { trigramsOf, type WordChars } from './trigram';

/**
 * pg_trgm's word_similarity(pattern, text), computed as PostgreSQL computes it
 * (contrib/pg_trgm/trgm_op.c, calc_word_similarity and iterate_word_similarity, without the
 * strict and check-only flags): the greatest similarity between the pattern's trigram set and a
 * run of the text's trigrams, in float4 arithmetic (Math.fround), so that scores, their ties and the
 * threshold compare exactly as in the database.
 */

/** pg_trgm.word_similarity_threshold, a float4 0.6 widened to double as the `<%` operator compares it. */
export const WORD_SIMILARITY_THRESHOLD = Math.fround(0.6);

/** CALCSML with DIVUNION (trgm.h): common / (pattern + run - common), as float4. */
const calcsml = (count: number, ulen1: number, ulen2: number) => Math.fround(count / (ulen1 + ulen2 - count));

/**
 * iterate_word_similarity. The text's trigrams are `trigrams[from..to)`, each an index into `found`
 * (whether the pattern has that trigram) and `lastpos` (scratch: -1 for every index on entry, and
 * left so on return); `ulen1` is the number of distinct pattern trigrams.
 */
export function iterateWordSimilarity(
  text: { trigrams: ArrayLike<number>; from: number; to: number },
  pattern: { found: Uint8Array; ulen1: number },
  lastpos: Int32Array,
): number {
  const { trigrams, from, to } = text;
  const { found, ulen1 } = pattern;
  const len2 = to - from;
  let ulen2 = 0;
  let count = 0;
  let upper: number;
  let lower = -1;
  let smlrMax = 0;
  for (let i = 0; i < len2; i++) {
    const trgindex = trigrams[from + i]!;
    if (lower >= 0 || found[trgindex]) {
      if (lastpos[trgindex]! < 0) {
        ulen2++;
        if (found[trgindex]) count++;
      }
      lastpos[trgindex] = i;
    }
    if (!found[trgindex]) continue;
    upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let smlrCur = calcsml(count, ulen1, ulen2);
    // Also try to move the lower bound for a greater similarity.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const smlrTmp = calcsml(tmpCount, ulen1, tmpUlen2);
      if (smlrTmp > smlrCur) {
        smlrCur = smlrTmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tmpTrgindex = trigrams[from + tmpLower]!;
      if (lastpos[tmpTrgindex] === tmpLower) {
        tmpUlen2--;
        if (found[tmpTrgindex]) tmpCount--;
      }
    }
    if (smlrCur > smlrMax) smlrMax = smlrCur;
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tmpTrgindex = trigrams[from + tmpLower]!;
      if (lastpos[tmpTrgindex] === tmpLower) lastpos[tmpTrgindex] = -1;
    }
  }
  for (let i = from; i < to; i++) lastpos[trigrams[i]!] = -1;
  return smlrMax;
}

/** word_similarity(pattern, text) on two strings: the reference form, for tests and one-off scores. */
export function wordSimilarity(pattern: string, text: string, rule: WordChars = 'unicode'): number {
  const ids = new Map<number, number>();
  const idOf = (trigram: number) => {
    let id = ids.get(trigram);
    if (id === undefined) ids.set(trigram, (id = ids.size));
    return id;
  };
  const patternIds = trigramsOf(pattern, rule).map(idOf);
  const textIds = trigramsOf(text, rule).map(idOf);
  const found = new Uint8Array(ids.size);
  for (const id of patternIds) found[id] = 1;
  const ulen1 = new Set(patternIds).size;
  const text2 = { trigrams: textIds, from: 0, to: textIds.length };
  return iterateWordSimilarity(text2, { found, ulen1 }, new Int32Array(ids.size).fill(-1));
}
