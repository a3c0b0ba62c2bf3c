import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Whether a (company, trigram) GIN index can narrow a search for `term`: pg_trgm takes trigrams only
 * from runs of three letters or digits; a shorter term would read the whole index, so such a search
 * reads the company's rows instead.
 */
export const hasTrigrams = (term: string) => /[\p{L}\p{N}]{3}/u.test(term);

/**
 * The ids a (company, trigram) index of `table` finds for the ILIKE `patterns` in `text` (the
 * index's expression), as a subquery; `also` narrows them by the list's own cheap conditions (a kind, a
 * status) so that fewer rows are looked up again. Only a superset: the list's own conditions still decide.
 */
export const trigramMatches = (
  table: PgTable,
  { companyId, text, patterns, also = sql`true` }: { companyId: string; text: SQL; patterns: string[]; also?: SQL },
) =>
  sql`select id from ${table} where array[company_id] @> array[${companyId}::uuid] and ${also} and (${sql.join(
    patterns.map((pattern) => sql`${text} ilike ${pattern}`),
    sql` or `,
  )})`;

/**
 * `id` among `matches`, gathered once into an array (an InitPlan), so the planner cannot prefer a walk
 * of the company's rows in list order that tests each one, whatever the statistics say.
 */
export const idAmong = (id: PgColumn, matches: SQL) => sql`${id} = any(array(${matches}))`;
