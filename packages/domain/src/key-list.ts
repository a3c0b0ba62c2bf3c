import { z } from 'zod';
import { HSN_MAX, TSN_MAX } from './constants';
import { compactUpper } from './vehicles';

// The key list is the Kraftfahrt-Bundesamt's list of vehicle types by HSN/TSN; in code it is the
// "key list" and one row a "key-list entry". "KBA" stays only where it names the publisher or its
// file (FZ 6, KBA_DATA_FILE, kba:import, the kba_* tables) and "variation" only in the wire contract
// (/api/user/vehicles/variations, car_variation_id), which keeps its names.

/** How long an HSN and a TSN are in the key list (the key-list search takes exactly these). */
export const KEY_LIST_HSN_LENGTH = 4;
export const KEY_LIST_TSN_LENGTH = 3;

/** An HSN as the key list files it: 4 digits with leading zeros ("603" → "0603"); null if not digits. */
export function keyListHsn(value: string): string | null {
  const digits = value.trim();
  return /^\d{1,5}$/.test(digits) ? digits.padStart(KEY_LIST_HSN_LENGTH, '0') : null;
}

/** A TSN as the key list files it: its first 3 characters, upper-cased; null if not 3 or more letters and digits. */
export function keyListTsn(value: string): string | null {
  const compact = compactUpper(value);
  return /^[A-Z0-9]{3,}$/.test(compact) ? compact.slice(0, KEY_LIST_TSN_LENGTH) : null;
}

/**
 * A key-list entry: HSN/TSN, the make by its common name (BMW, not BAYER.MOT.WERKE-BMW) and the
 * type's main trade name (the first of the KBA's `;`-separated list); `manufacturer` is the KBA's name.
 */
export const keyListEntrySchema = z.object({
  id: z.number().int(),
  hsn: z.string(),
  tsn: z.string(),
  make: z.string(),
  manufacturer: z.string(),
  model: z.string(),
});
export type KeyListEntry = z.infer<typeof keyListEntrySchema>;

/** How many trade names a search shows at most; each comes with all its HSN/TSN pairs. */
export const KEY_LIST_NAMES_LIMIT = 50;

/**
 * What a key-list search found: `total` trade names (make and model) matched, `shown` of them are in
 * `data` with every HSN/TSN pair; `hasMore` when the search should be refined.
 */
export const keyListMetaSchema = z.object({
  imported: z.boolean(),
  total: z.number().int(),
  shown: z.number().int(),
  hasMore: z.boolean(),
});
export type KeyListMeta = z.infer<typeof keyListMetaSchema>;

export const keyListQuerySchema = z
  .object({
    hsn: z.string().trim().max(HSN_MAX).optional(),
    tsn: z.string().trim().max(TSN_MAX).optional(),
    carModel: z.string().trim().max(100).optional(),
    make: z.string().trim().max(100).optional(),
  })
  .refine((query) => Boolean(query.carModel) || (Boolean(query.hsn) && Boolean(query.tsn)) || Boolean(query.hsn));
export type KeyListQuery = z.infer<typeof keyListQuerySchema>;

export const keyListStatusSchema = z.object({
  imported: z.boolean(),
  /** The server is loading a list at start (the bundled one on the first start): a search finds nothing until it is done. */
  loading: z.boolean(),
  rows: z.number().int(),
  importedAt: z.string().nullable(),
  source: z.string().nullable(),
});
export type KeyListStatus = z.infer<typeof keyListStatusSchema>;
