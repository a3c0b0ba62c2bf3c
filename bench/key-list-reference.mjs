// The bare reference of the key-list model search: node:http, a pg pool as large as the server's,
// and the trade-name search statement the server ran before its in-memory index (the statement
// key-list.repository.ts keeps as its fallback and test oracle), on the same database and its
// indexes, answering `/?car_model=&make=` with the same rows and total as plain JSON. Started as its
// own process by suites/02-vehicle-lookup.mjs: `node key-list-reference.mjs <database url>`; prints
// its port once listening.
import pg from 'pg';
import { serveReference } from './reference-server.mjs';

const [databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const statement = `with found as (
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
     shown as (select * from names order by rank, score desc, length(model), model, make limit 50)
     select t.id, t.hsn, t.tsn, t.make, t.manufacturer, t.model, shown.total
       from shown join kba_types t on t.model_search = shown.model_search and t.make = shown.make and t.model = shown.model
      order by shown.rank, shown.score desc, length(shown.model), shown.model, shown.make, t.hsn, t.tsn`;

async function search(text, make) {
  const client = await pool.connect();
  try {
    // As the server did: for this one query the planner must use the indexes.
    await client.query('begin; set local enable_seqscan = off');
    const { rows } = await client.query(statement, [text, `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, make]);
    await client.query('commit');
    return { data: rows.map(({ total: _total, ...row }) => row), meta: { total: rows[0]?.total ?? 0 } };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

serveReference(pool, async (request) => {
  const query = new URL(request.url, 'http://reference').searchParams;
  const text = (query.get('car_model') ?? '').trim().toLowerCase();
  return search(text, query.get('make') || null);
});
