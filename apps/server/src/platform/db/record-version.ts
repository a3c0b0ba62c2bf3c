import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// A record's version is its updated_at as the API answers it, to the millisecond (If-Match,
// platform/http/if-match.ts). These fragments keep that version honest in the repositories' UPDATEs.

/**
 * The updated_at of a record being changed: `now` (the transaction's now() unless given), and never
 * the version it had. Two changes within one millisecond, or a clock that stands still (tests), would
 * otherwise leave the version as it was, and a tab holding the old one could overwrite the new change.
 */
export function nextVersion(column: AnyPgColumn, now?: Date): SQL {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  return sql`greatest(${at}, ${column} + interval '1 millisecond')`;
}

/** The record is still the version `expected` (PostgreSQL keeps microseconds; the API answers milliseconds). */
export function isVersion(column: AnyPgColumn, expected: Date): SQL {
  return sql`date_trunc('milliseconds', ${column}) = ${expected.toISOString()}::timestamptz`;
}
