import { type KeyListEntry, KEY_LIST_NAMES_LIMIT } from '@kontor/domain/key-list';
import type { KeyListFound, KeyListIndexRow, KeyListSnapshot } from './key-list.repository';
import { distinctTrigrams, trigramsOf, type WordChars } from './trigram';
import { iterateWordSimilarity, WORD_SIMILARITY_THRESHOLD } from './word-similarity';

/**
 * The key list's trade-name search in memory: the same answer as the search statement
 * (key-list.repository.ts byModel) — names starting with the text first, then names with a word
 * close to it (pg_trgm word_similarity ≥ 0.6), best first (score desc, then length(model), model,
 * make), the first KEY_LIST_NAMES_LIMIT names with all their pairs by hsn, tsn, and how many names
 * matched — without a database round trip. One index is built per loaded list (an import id).
 */

export type KeyListIndex = {
  importId: number;
  names: number;
  /** The answer, and its rows as JSON (the bytes the route's serializer would write for them). */
  search(text: string, make: string | null): KeyListFound & { json: string };
  /** Ranks every two-character text of the list's characters ahead, yielding to requests between slices. */
  rankShortTexts(): Promise<void>;
};

/** Ranked texts kept per list (least recently asked go first): a dealer's typing repeats texts. */
const CACHED_ANSWERS = 2000;

/** `json`: the name's rows as the route writes them (JSON of each row, comma-joined), made once per list. */
type Name = { make: string; length: number; rows: KeyListEntry[]; json: string };
type Hit = { name: number; rank: number; score: number };

/** The lower-cased trade names (one per distinct model_search) and their trigram sequences. */
type Texts = {
  text: string[];
  /** Names (indexes into names) having this text. */
  names: number[][];
  /** Text ids sorted by text (UTF-16 order): a prefix's texts are one run of it. */
  sorted: Int32Array;
  /** Every text's trigrams in order, as dense trigram ids, text i at start[i]..start[i + 1]. */
  trigrams: Int32Array;
  start: Int32Array;
  /** Per dense trigram id, the texts having it (each once). */
  postings: Int32Array[];
  trigramId: Map<number, number>;
};

function groupNames(rows: KeyListIndexRow[]) {
  const names: Name[] = [];
  const textOf: string[] = [];
  const intern = new Map<string, string>();
  const same = (value: string) => intern.get(value) ?? (intern.set(value, value), value);
  let last: { make: string; model: string } | null = null;
  for (const row of rows) {
    const entry: KeyListEntry = {
      id: row.id,
      hsn: row.hsn,
      tsn: row.tsn,
      make: same(row.make),
      manufacturer: same(row.manufacturer),
      model: same(row.model),
    };
    if (!last || last.make !== row.make || last.model !== row.model) {
      // length(model) counts characters (code points), not UTF-16 units.
      names.push({ make: entry.make, length: [...row.model].length, rows: [], json: '' });
      textOf.push(same(row.modelSearch));
      last = row;
    }
    names[names.length - 1]!.rows.push(entry);
  }
  for (const name of names) name.json = name.rows.map((row) => JSON.stringify(row)).join(',');
  return { names, textOf };
}

function indexTexts(textOf: string[], wordChars: WordChars): Texts {
  const textId = new Map<string, number>();
  const text: string[] = [];
  const names: number[][] = [];
  textOf.forEach((value, name) => {
    let id = textId.get(value);
    if (id === undefined) {
      textId.set(value, (id = text.length));
      text.push(value);
      names.push([]);
    }
    names[id]!.push(name);
  });
  const sorted = Int32Array.from(text.keys()).sort((a, b) => (text[a]! < text[b]! ? -1 : text[a]! > text[b]! ? 1 : 0));
  const trigramId = new Map<number, number>();
  const sequences = text.map((value) =>
    trigramsOf(value, wordChars).map((trigram) => {
      let id = trigramId.get(trigram);
      if (id === undefined) trigramId.set(trigram, (id = trigramId.size));
      return id;
    }),
  );
  const start = new Int32Array(text.length + 1);
  sequences.forEach((sequence, id) => (start[id + 1] = start[id]! + sequence.length));
  const trigrams = new Int32Array(start[text.length]!);
  const lists: number[][] = Array.from({ length: trigramId.size }, () => []);
  sequences.forEach((sequence, id) => {
    trigrams.set(sequence, start[id]!);
    for (const trigram of new Set(sequence)) lists[trigram]!.push(id);
  });
  return { text, names, sorted, trigrams, start, postings: lists.map((list) => Int32Array.from(list)), trigramId };
}

/** Rank (prefix first), score desc, length(model), then model and make: the names' load order. */
const byRank = (a: Hit, b: Hit, names: Name[]) =>
  a.rank - b.rank || b.score - a.score || names[a.name]!.length - names[b.name]!.length || a.name - b.name;

export function buildKeyListIndex(snapshot: KeyListSnapshot): KeyListIndex {
  const { names, textOf } = groupNames(snapshot.rows);
  const texts = indexTexts(textOf, snapshot.wordChars);
  // Scratch space of the synchronous search, reset after each use.
  const shared = new Uint16Array(texts.text.length);
  const found = new Uint8Array(texts.trigramId.size);
  const lastpos = new Int32Array(texts.trigramId.size).fill(-1);

  type Query = { hits: Hit[]; pattern: string; make: string | null };
  const collect = ({ hits, make }: Query, text: number, hit: Omit<Hit, 'name'>) => {
    for (const name of texts.names[text]!) if (make === null || names[name]!.make === make) hits.push({ name, ...hit });
  };

  const prefixHits = (query: Query) => {
    const { pattern } = query;
    let lo = 0;
    let hi = texts.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (texts.text[texts.sorted[mid]!]! < pattern) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < texts.sorted.length && texts.text[texts.sorted[i]!]!.startsWith(pattern); i++)
      collect(query, texts.sorted[i]!, { rank: 0, score: 1 });
  };

  const fuzzyHits = (query: Query) => {
    const { pattern, make } = query;
    const patternTrigrams = distinctTrigrams(pattern, snapshot.wordChars);
    const ulen1 = patternTrigrams.length;
    // A text scores at most (pattern trigrams it shares) / ulen1, so one sharing fewer than 0.6 × ulen1
    // cannot reach the threshold (exactly: the float4 score ≥ 0.6f needs shared / ulen1 ≥ 0.6 for any
    // pattern under a million trigrams): only the others are scored.
    const minShared = Math.ceil((3 * ulen1) / 5);
    const known = patternTrigrams.map((trigram) => texts.trigramId.get(trigram)).filter((id) => id !== undefined);
    if (ulen1 === 0 || known.length < minShared) return;
    const touched: number[] = [];
    for (const trigram of known) {
      found[trigram] = 1;
      for (const text of texts.postings[trigram]!) if (shared[text]++ === 0) touched.push(text);
    }
    for (const text of touched) {
      const candidate = shared[text]! >= minShared;
      shared[text] = 0;
      // A text starting with the pattern is the prefix half's (`model_search not like 'text%'`).
      if (!candidate || texts.text[text]!.startsWith(pattern)) continue;
      if (make !== null && !texts.names[text]!.some((name) => names[name]!.make === make)) continue;
      const sequence = { trigrams: texts.trigrams, from: texts.start[text]!, to: texts.start[text + 1]! };
      const score = iterateWordSimilarity(sequence, { found, ulen1 }, lastpos);
      if (score >= WORD_SIMILARITY_THRESHOLD) collect(query, text, { rank: 1, score });
    }
    for (const trigram of known) found[trigram] = 0;
  };

  /** Every name the text finds, best first: what any make's answer is cut from. */
  const rankedNames = (pattern: string): Int32Array => {
    const query: Query = { hits: [], pattern, make: null };
    prefixHits(query);
    fuzzyHits(query);
    return Int32Array.from(query.hits.sort((a, b) => byRank(a, b, names)).map((hit) => hit.name));
  };

  // Two-character texts are what every search starts with and the dearest to rank (the most names
  // to score): they are ranked once per list, in the background after the index is up.
  const pinned = new Map<string, Int32Array>();
  const kept = new Map<string, Int32Array>();
  const rankedOf = (pattern: string) => {
    const ranked = pinned.get(pattern) ?? kept.get(pattern);
    if (ranked) {
      if (kept.delete(pattern)) kept.set(pattern, ranked);
      return ranked;
    }
    const fresh = rankedNames(pattern);
    kept.set(pattern, fresh);
    if (kept.size > CACHED_ANSWERS) kept.delete(kept.keys().next().value!);
    return fresh;
  };

  return {
    importId: snapshot.importId,
    names: names.length,
    search(pattern, make) {
      // The make filter keeps a name or not whatever its rank, so a make's answer is the ranked names of that make.
      const ranked = rankedOf(pattern);
      const rows: KeyListEntry[] = [];
      const json: string[] = [];
      let total = 0;
      for (const name of ranked) {
        if (make !== null && names[name]!.make !== make) continue;
        if (total++ >= KEY_LIST_NAMES_LIMIT) continue;
        rows.push(...names[name]!.rows);
        json.push(names[name]!.json);
      }
      return { rows, total, json: `[${json.join(',')}]` };
    },
    async rankShortTexts() {
      const characters = [...new Set(texts.text.join(''))].filter(
        (c) => c === ' ' || c === '-' || c === '.' || /[\p{L}\p{N}]/u.test(c),
      );
      let slice = performance.now();
      for (const first of characters)
        for (const second of characters) {
          const pattern = `${first}${second}`;
          if (pattern.trim() !== pattern || pinned.has(pattern)) continue;
          pinned.set(pattern, kept.get(pattern) ?? rankedNames(pattern));
          // Slices of ~10 ms, so that searches are answered meanwhile.
          if (performance.now() - slice > 10) {
            await new Promise((resolve) => setImmediate(resolve));
            slice = performance.now();
          }
        }
    },
  };
}
