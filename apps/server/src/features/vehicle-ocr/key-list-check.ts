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

function variants(tsn: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < tsn.length; i++)
    for (const other of CONFUSED[tsn[i]!] ?? []) out.push(tsn.slice(0, i) + other + tsn.slice(i + 1));
  return out;
}

function sameMake(read: string | undefined, listed: KeyListType): boolean {
  if (!read) return true;
  const names = [listed.make, listed.manufacturer ?? '', ...(listed.manufacturer ?? '').split(/[^\p{L}]+/u)].filter(
    (name) => name.length >= 2,
  );
  return names.some((name) => similarity(read.toUpperCase(), name.toUpperCase()) >= 0.75);
}

/** The pure rule, with the lookup passed in (the bench runs it on the list file without a database). */
export async function checkAgainstKeyList(fields: OcrFields, lookup: KeyListLookup): Promise<OcrFields> {
  const { hsn, tsn } = fields;
  if (!hsn || !tsn) return fields;
  let found = await lookup(hsn.value, tsn.value);
  let corrected: string | null = null;
  if (!found) {
    // A corrected TSN is only believed when exactly one variant is listed and it fits the make read.
    const hits: Array<{ tsn: string; type: KeyListType }> = [];
    for (const candidate of variants(tsn.value)) {
      const type = await lookup(hsn.value, candidate);
      if (type) hits.push({ tsn: candidate, type });
    }
    if (hits.length === 1 && sameMake(fields.make?.value, hits[0]!.type)) {
      found = hits[0]!.type;
      corrected = hits[0]!.tsn;
    }
  }
  if (!found) {
    return {
      ...fields,
      hsn: { ...hsn, confidence: Math.min(hsn.confidence, UNSURE) },
      tsn: { ...tsn, confidence: Math.min(tsn.confidence, UNSURE) },
    };
  }
  const agrees = sameMake(fields.make?.value, found);
  const sure = agrees ? (corrected ? 0.85 : SURE) : 0.6;
  const raise = (confidence: number) => (agrees ? Math.max(confidence, sure) : Math.min(confidence, sure));
  return {
    ...fields,
    hsn: { value: hsn.value, confidence: raise(hsn.confidence) },
    tsn: { value: corrected ?? tsn.value, confidence: corrected ? sure : raise(tsn.confidence) },
    make: { value: found.make, confidence: sure },
    model: { value: found.model, confidence: sure },
  };
}

/** Checks the fields against the imported key list (see key-list.service). */
export function crossCheckWithKeyList(ctx: AppContext, fields: OcrFields): Promise<OcrFields> {
  return checkAgainstKeyList(fields, async (hsn, tsn) => {
    const { rows } = await searchKeyList(ctx, { hsn, tsn });
    const row = rows.find((entry) => entry.tsn === tsn) ?? rows[0];
    return row ? { make: row.make, model: row.model, manufacturer: row.manufacturer } : null;
  });
}
