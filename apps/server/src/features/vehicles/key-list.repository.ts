import { type KeyListEntry, KEY_LIST_NAMES_LIMIT } from '@kontor/domain/key-list';
import type pg from 'pg';
import type { Database } from '../../platform/db/database';
import type { WordChars } from './trigram';

// All SQL of the key list. The list is shared by every company (public KBA data), so it has no
// company id; the vehicles repository is where company scoping happens.

export type KeyListImportRecord = { source: string; fileHash: string; fileMtime: Date; rows: number; importedAt: Date };
type KeyListInsertRow = { hsn: string; tsn: string; manufacturer: string; make: string; model: string };
/**
 * The rows of the first trade names found (each name with all its pairs) and how many names matched;
 * `json`, when the in-memory search answered, is the rows already serialized (key-list-index.ts).
 */
export type KeyListFound = { rows: KeyListEntry[]; total: number; json?: string };
/** A row as the in-memory search is built from it: the entry and its lower-cased trade name (model_search). */
export type KeyListIndexRow = KeyListEntry & { modelSearch: string };
/**
 * The list as loaded: its import id, the database's word-character rule (trigram.ts) and every row
 * ordered by model, make, hsn, tsn in the database's collation — so the index orders names and
 * pairs exactly as the statement's ORDER BY does on whatever server it runs.
 */
export type KeyListSnapshot = { importId: number; wordChars: WordChars; rows: KeyListIndexRow[] };

// Any constant will do; it keeps two servers starting at once from importing the same file twice.
const IMPORT_LOCK = 72_616_405;
const BATCH = 5000;

const entryColumns = 'id, hsn, tsn, make, manufacturer, model';

export function createKeyListRepository(database: Database) {
  const pool = database.pool;
  return {
    /** The id of the loaded list (0 for none): what a cache of list-derived data is valid for. */
    async currentImportId(): Promise<number> {
      const { rows } = await pool.query<{ id: number }>('select coalesce(max(id), 0)::int as id from kba_imports');
      return rows[0]!.id;
    },

    async lastImport(client: pg.Pool | pg.PoolClient = pool): Promise<KeyListImportRecord | null> {
      const { rows } = await client.query<KeyListImportRecord>(
        `select source, file_hash as "fileHash", file_mtime as "fileMtime", rows, imported_at as "importedAt"
           from kba_imports order by id desc limit 1`,
      );
      return rows[0] ?? null;
    },

    async countTypes(): Promise<number> {
      const { rows } = await pool.query<{ count: number }>('select count(*)::int as count from kba_types');
      return rows[0]!.count;
    },

    /**
     * Replaces the whole list in one transaction, so searches see the old list or the new one, never
     * half. `decide` runs under the lock and may skip (another server imported the same file meanwhile).
     */
    async replaceAll(options: {
      rows: KeyListInsertRow[];
      record: Omit<KeyListImportRecord, 'importedAt'>;
      decide(last: KeyListImportRecord | null): boolean;
      progress(done: number): void;
    }): Promise<boolean> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('select pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
        if (!options.decide(await this.lastImport(client))) {
          await client.query('rollback');
          return false;
        }
        await client.query('delete from kba_types');
        for (let start = 0; start < options.rows.length; start += BATCH) {
          const batch = options.rows.slice(start, start + BATCH);
          await client.query(
            `insert into kba_types (hsn, tsn, manufacturer, make, model, model_search)
             select hsn, tsn, manufacturer, make, model, lower(model)
               from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) as t(hsn, tsn, manufacturer, make, model)
             on conflict (hsn, tsn) do nothing`,
            [
              batch.map((r) => r.hsn),
              batch.map((r) => r.tsn),
              batch.map((r) => r.manufacturer),
              batch.map((r) => r.make),
              batch.map((r) => r.model),
            ],
          );
          options.progress(Math.min(start + BATCH, options.rows.length));
        }
        const { record } = options;
        await client.query('insert into kba_imports (source, file_hash, file_mtime, rows) values ($1, $2, $3, $4)', [
          record.source,
          record.fileHash,
          record.fileMtime,
          record.rows,
        ]);
        await client.query('commit');
        await client.query('analyze kba_types');
        return true;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },

    /**
     * One exact HSN/TSN, or every type of an HSN grouped by trade name: the first names in
     * alphabetical order, each with all its TSNs, and how many names the HSN has.
     */
    async byKey(hsn: string, tsn: string | null): Promise<KeyListFound> {
      if (tsn) {
        const { rows } = await pool.query<KeyListEntry>(`select ${entryColumns} from kba_types where hsn = $1 and tsn = $2`, [
          hsn,
          tsn,
        ]);
        return { rows, total: rows.length };
      }
      const { rows } = await pool.query<KeyListEntry & { total: number }>(
        `with names as (select make, model, count(*) over ()::int as total from kba_types where hsn = $1 group by make, model),
              shown as (select * from names order by model, make limit ${KEY_LIST_NAMES_LIMIT})
         select t.id, t.hsn, t.tsn, t.make, t.manufacturer, t.model, shown.total
           from shown join kba_types t on t.hsn = $1 and t.make = shown.make and t.model = shown.model
          order by t.model, t.make, t.tsn`,
        [hsn],
      );
      return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
    },

    /**
     * Trade-name search, best first: names starting with the text, then names containing a word
     * close to it (pg_trgm word similarity, so "golf" finds "GOLF,KOMBI,VARIANT" and "golff" still
     * finds GOLF). Both conditions are served by indexes on model_search. The server answers from its
     * in-memory index (key-list-index.ts); this statement answers while that index is built, and is
     * the oracle the index is tested against (key-list-index.int.test.ts).
     */
    async byModel(text: string, make: string | null): Promise<KeyListFound> {
      const client = await pool.connect();
      try {
        // The planner prices the similarity function like a comparison and may scan the whole list
        // (90 ms) rather than the trigram index (a few ms); for this one query it must use the indexes.
        await client.query('begin; set local enable_seqscan = off');
        const rows = await searchByModel(client, text, make);
        await client.query('commit');
        return rows;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },

    /** The whole list and the id of its import, for the in-memory search (readSnapshot). */
    snapshot: () => readSnapshot(pool),

    async byId(id: number): Promise<KeyListEntry | null> {
      const { rows } = await pool.query<KeyListEntry>(`select ${entryColumns} from kba_types where id = $1`, [id]);
      return rows[0] ?? null;
    },

    async makes(): Promise<string[]> {
      const { rows } = await pool.query<{ make: string }>('select distinct make from kba_types order by make');
      return rows.map((row) => row.make);
    },
  };
}

/**
 * The whole list and the id of its import, read in one snapshot (an import replaces both in one
 * transaction), ordered as the search statement orders names and pairs in this database's
 * collation; and whether pg_trgm counts non-ASCII letters as word characters here (trigram.ts).
 */
async function readSnapshot(pool: pg.Pool): Promise<KeyListSnapshot> {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows: head } = await client.query<{ id: number; unicode: boolean }>(
      `select coalesce(max(id), 0)::int as id, cardinality(show_trgm('é')) > 0 as unicode from kba_imports`,
    );
    const { rows } = await client.query<KeyListIndexRow>(
      `select ${entryColumns}, model_search as "modelSearch" from kba_types order by model, make, hsn, tsn`,
    );
    await client.query('commit');
    return { importId: head[0]!.id, wordChars: head[0]!.unicode ? 'unicode' : 'ascii', rows };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

// pg_trgm's default word-similarity threshold (0.6) keeps the trigram index selective.
async function searchByModel(client: pg.PoolClient, text: string, make: string | null): Promise<KeyListFound> {
  // Two index-driven halves instead of one OR: with the OR the planner scans the whole list and
  // computes the similarity of every row (90 ms); each half alone uses its own index (a few ms).
  // The halves find rows; a trade name (make and model) is one result, shown with all its pairs,
  // and counting the names tells the dealer when to refine the search instead of cutting silently.
  // No LIMIT cuts the rows before grouping, on purpose. Measured on the full FZ 6 list (62 393
  // types) over every two-character text (1 368 of a-z, 0-9, space, hyphen): the halves find at
  // most ~2 100 rows and the query takes 2.8 ms median, 7.8 ms p95, ~20 ms max. Nearly all of it
  // is the fuzzy half's similarity check of each trigram candidate, which ranking by similarity
  // needs whatever is cut later; grouping and counting every match adds ~1 ms. The top 50 names
  // without the count take the same time ("co": 12.3 ms vs 13.5 ms), and an exact total counted
  // in a second query (3-10 ms of its own) would make the search slower, not faster.
  const { rows } = await client.query<KeyListEntry & { total: number }>(
    `with found as (
       (select make, model_search, model, 0 as rank, 1::real as score from kba_types
         where model_search like $2 and ($3::text is null or make = $3))
       union all
       (select make, model_search, model, 1 as rank, word_similarity($1, model_search) as score from kba_types
         where $1 <% model_search and model_search not like $2 and ($3::text is null or make = $3))
     ),
     names as (
       select make, model_search, model, min(rank) as rank, max(score) as score, count(*) over ()::int as total
         from found group by make, model_search, model
     ),
     shown as (select * from names order by rank, score desc, length(model), model, make limit ${KEY_LIST_NAMES_LIMIT})
     select t.id, t.hsn, t.tsn, t.make, t.manufacturer, t.model, shown.total
       from shown join kba_types t on t.model_search = shown.model_search and t.make = shown.make and t.model = shown.model
      order by shown.rank, shown.score desc, length(shown.model), shown.model, shown.make, t.hsn, t.tsn`,
    [text, `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, make],
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}
