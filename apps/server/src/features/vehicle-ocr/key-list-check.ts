import type { OcrFields } from '@kontor/domain/vehicle-ocr';
import type { AppContext } from '../../platform/context';
import { similarity } from './text-similarity';
import { searchKeyList } from '../vehicles/key-list.service';

// HSN and TSN read from a certificate are checked against the KBA key list. When the pair is
// listed, the list's make and trade name are better than what OCR made of D.1 and D.3 (the list
// is what the rest of Kontor uses too), so they are taken; when the read make contradicts the
// list, one of the two readings is wrong and every field involved is flagged unsure instead.

/** `manufacturer`: the KBA's name ("VOLKSWAGEN-VW"), which the certificate's D.1 may print instead of the make. */
export type KeyListType = { make: string; model: string; manufacturer?: string };
/** Looks one HSN/TSN pair up; null when the list does not have it. */
export type KeyListLookup = (hsn: string, tsn: string) => Promise<KeyListType | null>;

const SURE = 0.95;
const UNSURE = 0.5;

// TSNs mix letters and digits, so OCR's usual confusions cannot be repaired by rule; a pair
// not in the list is tried with each of them (one character at a time).
const CONFUSED: Record<string, string[]> = {
  '0': ['O', 'D', 'Q'],
  O: ['0', 'D', 'Q'],
  D: ['0', 'O'],
  Q: ['0', 'O'],
  '1': ['I', 'L'],
  I: ['1', 'L'],
  L: ['1', 'I'],
  '5': ['S'],
  S: ['5'],
  '8': ['B'],
  B: ['8'],
  '2': ['Z'],
  Z: ['2'],
  '6': ['G'],
  G: ['6'],
};

// Letters that look alike to the engine beyond the usual digit confusions: a listed key with one of
// these in place of a character read makes the reading undecidable (AES or AFS).
const LOOKALIKE: Record<string, string[]> = {
  E: ['F'],
  F: ['E'],
  P: ['R'],
  R: ['P'],
  U: ['V'],
  V: ['U', 'Y'],
  Y: ['V'],
  M: ['N'],
  N: ['M', 'H'],
  H: ['N'],
  C: ['G'],
  K: ['X'],
  X: ['K'],
};

function variants(tsn: string, table: Record<string, string[]> = CONFUSED): string[] {
  const out: string[] = [];
  for (let i = 0; i < tsn.length; i++)
    for (const other of table[tsn[i]!] ?? []) out.push(tsn.slice(0, i) + other + tsn.slice(i + 1));
  return out;
}

/** The listed types of keys that differ from `tsn` in one character OCR may have confused. */
async function listedTwins(hsn: string, tsn: string, lookup: KeyListLookup): Promise<KeyListType[]> {
  const twins: KeyListType[] = [];
  for (const other of new Set([...variants(tsn), ...variants(tsn, LOOKALIKE)])) {
    const type = await lookup(hsn, other);
    if (type) twins.push(type);
  }
  return twins;
}

function sameMake(read: string | undefined, listed: KeyListType): boolean {
  if (!read) return true;
  const names = [listed.make, listed.manufacturer ?? '', ...(listed.manufacturer ?? '').split(/[^\p{L}]+/u)].filter(
    (name) => name.length >= 2,
  );
  return names.some((name) => similarity(read.toUpperCase(), name.toUpperCase()) >= 0.75);
}

type Key = NonNullable<OcrFields['hsn']>;

/**
 * What the page offered besides the fields: `alternatives`, other HSN/TSN pairs (found by content),
 * tried in turn when the pair of the fields is not listed; `texts`, every line read, in which the
 * listed trade name is looked for.
 */
export type PageEvidence = { alternatives?: ReadonlyArray<{ hsn: Key; tsn: Key }>; texts?: readonly string[] };

/**
 * The pure rule, with the lookup passed in (the bench runs it on the list file without a database).
 * A listed pair is believed over an unlisted one.
 */
export async function checkAgainstKeyList(
  fields: OcrFields,
  lookup: KeyListLookup,
  { alternatives = [], texts: pageTexts }: PageEvidence = {},
): Promise<OcrFields> {
  const pairs = [...(fields.hsn && fields.tsn ? [{ hsn: fields.hsn, tsn: fields.tsn }] : []), ...alternatives];
  const first = pairs[0];
  if (!first) return fields;
  let chosen = first;
  let found: KeyListType | null = null;
  for (const pair of pairs) {
    found = await lookup(pair.hsn.value, pair.tsn.value);
    if (found) {
      chosen = pair;
      break;
    }
  }
  let corrected: string | null = null;
  if (!found) {
    // A corrected TSN is only believed when exactly one variant is listed and it fits the make read.
    const hits: Array<{ tsn: string; type: KeyListType }> = [];
    for (const candidate of variants(first.tsn.value)) {
      const type = await lookup(first.hsn.value, candidate);
      if (type) hits.push({ tsn: candidate, type });
    }
    if (hits.length === 1 && sameMake(fields.make?.value, hits[0]!.type)) {
      found = hits[0]!.type;
      corrected = hits[0]!.tsn;
    }
  }
  const { hsn, tsn } = chosen;
  if (!found) {
    const unsure = (key: Key): Key => ({ ...key, confidence: Math.min(key.confidence, UNSURE), reason: 'unknown-key' });
    return { ...fields, hsn: unsure(hsn), tsn: unsure(tsn) };
  }
  // The listed trade name is printed in D.3: a listed pair whose trade name is nowhere on the page
  // may be a misread key that happens to be listed too (7593/010 for 7593/001).
  const seen = !pageTexts || printedOn(pageTexts, found.model);
  const agrees = sameMake(fields.make?.value, found) && seen;
  // A corrected TSN is a guess the list allows: shown unsure.
  const sure = agrees ? (corrected ? 0.75 : SURE) : 0.6;
  const checked = (key: Key, value = key.value): Key => {
    const confidence = agrees ? Math.max(key.confidence, sure) : Math.min(key.confidence, sure);
    const { reason: _reason, ...rest } = key;
    if (confidence >= 0.8) return { ...rest, value, confidence };
    return { ...rest, value, confidence, reason: agrees ? 'ambiguous' : 'key-list-mismatch' };
  };
  const named = (read: OcrFields['make'], value: string): NonNullable<OcrFields['make']> => {
    const region = read?.region ?? tsn.region;
    const base = { value, confidence: sure, ...(region ? { region } : {}) };
    if (sure >= 0.8) return base;
    return { ...base, reason: agrees ? 'ambiguous' : 'key-list-mismatch' };
  };
  const result: OcrFields = {
    ...fields,
    hsn: checked(hsn),
    tsn: corrected ? { ...checked(tsn, corrected), confidence: sure } : checked(tsn),
    make: named(fields.make, found.make),
    model: named(fields.model, found.model),
  };
  if (corrected || !agrees) return result;
  // A listed key one look-alike character away: the TSN read may be either, so it is unsure; make
  // and trade name stay sure where both keys name the same.
  const twins = await listedTwins(hsn.value, tsn.value, lookup);
  if (twins.length === 0) return result;
  const doubt = <T extends { confidence: number }>(read: T): T => ({
    ...read,
    confidence: Math.min(read.confidence, 0.75),
    reason: 'ambiguous',
  });
  result.tsn = doubt(result.tsn!);
  if (twins.some((twin) => twin.model !== found.model)) result.model = doubt(result.model!);
  if (twins.some((twin) => twin.make !== found.make)) result.make = doubt(result.make!);
  return result;
}

const squeeze = (text: string) => text.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Whether a trade name of the list is printed on the page (OCR's slips allowed). */
function printedOn(texts: readonly string[], model: string): boolean {
  const wanted = squeeze(model);
  if (wanted.length === 0) return false;
  return texts.some((text) => {
    const line = squeeze(text);
    if (line.includes(wanted)) return true;
    return similarity(line.slice(0, wanted.length + 2), wanted) >= 0.75 || similarity(line, wanted) >= 0.75;
  });
}

/** Checks the fields against the imported key list (see key-list.service). */
export function crossCheckWithKeyList(ctx: AppContext, fields: OcrFields, page: PageEvidence = {}): Promise<OcrFields> {
  return checkAgainstKeyList(fields, keyListLookup(ctx), page);
}

/** One HSN/TSN pair looked up in the imported key list (see key-list.service). */
export function keyListLookup(ctx: AppContext): KeyListLookup {
  return (async (hsn: string, tsn: string) => {
    const { rows } = await searchKeyList(ctx, { hsn, tsn });
    const row = rows.find((entry) => entry.tsn === tsn) ?? rows[0];
    return row ? { make: row.make, model: row.model, manufacturer: row.manufacturer } : null;
  }) satisfies KeyListLookup;
}
