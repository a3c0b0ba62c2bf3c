import type pg from 'pg';
import type { Queryable } from '../../platform/db/database';

/**
 * The ids of the filtered list pages this process answered, per question (company, filter values,
 * tab, order, page and its size: the key vehicle-list.repository.ts gives), with the version of the
 * company's counts they were read at. The version changes with every change of a vehicle that can move
 * it into, out of or within a filtered page: coming or going, its company, its status, any column a
 * filter or an order reads (migrations 0011 and 0044). While it stands, the same question has the same
 * ids in the same order, and its page is those rows read by id (keptPageStatement), what the plain
 * list's page costs, whatever the question had to read to find them: a search matching one vehicle in
 * a hundred rechecks about a thousand matches on as many table pages at 100 000 vehicles, a model's
 * vehicles sorted by make read and sort 12 500 rows. A dealer asks the same question again coming back
 * from a vehicle, reloading, or switching tabs and back. Only a hint, as the kept tab counts: the
 * statement says whether the version still stands. Dropped oldest first beyond the bound; each entry
 * holds its ids as one string (36 characters each), one object for the collector.
 */
const keptPages = new Map<string, { version: string; ids: string }>();
const KEPT_PAGES_MAX = 5_000;
const UUID_LENGTH = 36;

/**
 * Keeps a page's ids (none for an empty page, which the kept counts answer) under the version its rows
 * were read at (the page's statement reads both) or an older one (a walk reads its counts first): a page
 * kept under a version gone by is never served.
 */
export function keepPage(key: string, version: string, rows: ReadonlyArray<{ id: string }>): void {
  if (rows.length === 0) return;
  keptPages.delete(key);
  keptPages.set(key, { version, ids: rows.map((row) => row.id).join('') });
  if (keptPages.size > KEPT_PAGES_MAX) keptPages.delete(keptPages.keys().next().value as string);
}

/**
 * The rows of the kept page of this question, read by `statement` (keptPageStatement), when it was
 * kept at this version and the company's counts still have it; else null (and the page is forgotten
 * when the version has gone by).
 */
export async function readKeptPage<Row extends { id: string }>(
  db: Queryable,
  { statement, key, companyId, version }: { statement: pg.QueryConfig; key: string; companyId: string; version: string },
): Promise<Row[] | null> {
  const kept = keptPages.get(key);
  if (kept?.version !== version) return null;
  const ids = Array.from({ length: kept.ids.length / UUID_LENGTH }, (_, index) =>
    kept.ids.slice(index * UUID_LENGTH, (index + 1) * UUID_LENGTH),
  );
  const { rows } = await db.query<Row>({ ...statement, values: [companyId, ids, version] });
  keptPages.delete(key);
  if (rows.length !== ids.length) return null;
  keptPages.set(key, kept);
  return rows;
}

/**
 * A kept page's rows by id in the kept order ($2), only while the company's counts still have the
 * version they were read at ($3): otherwise no row, and the page is read anew. The company ($1)
 * scopes the rows as in every statement of the list. `columns` are the page's row columns of `v`.
 */
export const keptPageStatement = (columns: string): pg.QueryConfig => ({
  name: 'vehicle_list_kept_page',
  text: `select ${columns}
           from unnest($2::uuid[]) with ordinality as p(id, n)
           join vehicles v on v.id = p.id
          where v.company_id = $1 and exists (select from vehicle_counts k where k.company_id = $1 and k.version = $3::bigint)
          order by p.n`,
});
