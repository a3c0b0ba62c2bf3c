// The key lookup (HSN/TSN exact and trade-name search) and the vehicle list at scale:
// 10 000 vehicles in one company among 100 companies of 1 000 each, 50 connections, compared with
// GET /api/health measured in the same run. Prints the query plans so the indexes can be checked.
// The trade-name search over the full bundled list is measured at 50 connections with every request
// its own text (bench/key-list-texts.mjs), in rounds beside a bare reference that answers the old
// statement (bench/key-list-reference.mjs); fails at a median p50 of 20 ms or p99 of 60 ms.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startReferenceProcess } from '../reference-process.mjs';
import { authorizationFor, embeddedUrl } from '../bench-session.mjs';
import { bundleServerModule } from '../bundle-server.mjs';
import { DEFAULT_TEXT_SEED, searchQuery, textStream } from '../key-list-texts.mjs';
import { load } from './01-health.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The list Kontor loads at start, from the repository (KBA_DATA_FILE names another).
const KBA_FILE = process.env.KBA_DATA_FILE || path.join(root, 'apps/server/key-list/kba-fz6-2025-hsn-tsn.csv.gz');

const here = path.dirname(fileURLToPath(import.meta.url));
/** The model search's limits at 50 connections (median of the rounds). */
const MODEL_P50_MS = 20;
const MODEL_P99_MS = 60;
const MODEL_ROUNDS = Number(process.env.BENCH_MODEL_ROUNDS || 3);
const MODEL_SECONDS = Number(process.env.BENCH_MODEL_SECONDS || 5);
const TEXT_SEED = Number(process.env.BENCH_MODEL_SEED || DEFAULT_TEXT_SEED);

const startModelReference = (databaseUrl) => startReferenceProcess(path.join(here, '../key-list-reference.mjs'), [databaseUrl]);

/** 50 connections for `seconds`, each request a new text of the stream. */
async function searchLoad({ url, path: base, headers = {}, next, seconds }) {
  const requests = [{ setupRequest: (request) => ({ ...request, path: `${base}?${searchQuery(next())}` }) }];
  const result = await autocannon({ url, connections: 50, duration: seconds, headers, requests });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The trade-name search against the reference, round by round (the reference right before the
 * server: two shared cores drift within a run). Each side draws its own stream from the same seed,
 * so both answer the same texts. Returns the failures.
 */
async function measureModelSearch({ baseUrl, databaseUrl, client, headers, figure }) {
  const { rows: names } = await client.query('select distinct model, make from kba_types');
  const reference = await startModelReference(databaseUrl);
  try {
    const server = { url: baseUrl, path: '/api/user/vehicles/variations', headers };
    const bare = { url: reference.url, path: '/' };
    // Warm: the server builds its index of the list on the first search (the statement answers
    // meanwhile) and ranks the two-character texts in the background; both JITs and pools warm up.
    for (const side of [server, bare]) await searchLoad({ ...side, next: textStream(names, TEXT_SEED + 1), seconds: 3 });
    // Two cores shared with other engineers' runs: the load says how far the absolute figures may be read.
    const load = () => `${loadavg()[0].toFixed(2)} (5 min ${loadavg()[1].toFixed(2)}, 2 cores)`;
    figure('vehicle_lookup_model_search_load_average_start', load(), '');
    const rounds = [];
    for (let round = 0; round < MODEL_ROUNDS; round++) {
      const ref = await searchLoad({ ...bare, next: textStream(names, TEXT_SEED + 10 + round), seconds: MODEL_SECONDS });
      const ours = await searchLoad({ ...server, next: textStream(names, TEXT_SEED + 10 + round), seconds: MODEL_SECONDS });
      rounds.push({ ref, ours });
      figure(
        `vehicle_lookup_model_search_round${round}`,
        ours.rps,
        `req/s, p50 ${ours.p50} ms, p99 ${ours.p99} ms (reference ${ref.rps} req/s, p50 ${ref.p50} ms, p99 ${ref.p99} ms)`,
      );
    }
    const of = (side, key) => middle(rounds.map((round) => round[side][key]));
    for (const [key, unit] of [
      ['rps', 'req/s'],
      ['p50', 'ms'],
      ['p99', 'ms'],
    ]) {
      figure(`vehicle_lookup_model_search_${key}`, of('ours', key), unit);
      figure(`vehicle_lookup_model_search_reference_${key}`, of('ref', key), unit);
    }
    figure('vehicle_lookup_model_search_load_average_end', load(), '');
    figure(
      'vehicle_lookup_model_search_ratio_to_reference',
      (of('ours', 'rps') / of('ref', 'rps')).toFixed(2),
      `x (seed ${TEXT_SEED})`,
    );
    figure(
      'vehicle_lookup_model_search_goal',
      of('ours', 'p50') < MODEL_P50_MS && of('ours', 'p99') < MODEL_P99_MS ? 'held' : 'missed',
      `(p50 ${of('ours', 'p50')} ms < ${MODEL_P50_MS} ms, p99 ${of('ours', 'p99')} ms < ${MODEL_P99_MS} ms; reference p50 ${of('ref', 'p50')} ms, p99 ${of('ref', 'p99')} ms)`,
    );
    const failures = [];
    if (of('ours', 'p50') >= MODEL_P50_MS) failures.push(`model search p50 ${of('ours', 'p50')} ms ≥ ${MODEL_P50_MS} ms`);
    if (of('ours', 'p99') >= MODEL_P99_MS) failures.push(`model search p99 ${of('ours', 'p99')} ms ≥ ${MODEL_P99_MS} ms`);
    return failures;
  } finally {
    await reference.stop();
  }
}

async function seed(client) {
  const companyIds = [];
  for (let i = 0; i < 101; i++) {
    const { rows } = await client.query(
      `insert into companies (legal_name, type, street_address, house_number, city, postal_code, storage_size)
       values ($1, 'GMBH', 'Hauptstraße', '1', 'Berlin', '10115', 1073741824) returning id`,
      [`Bench Autohaus ${i}`],
    );
    companyIds.push(rows[0].id);
  }
  const [big, ...others] = companyIds;
  const insertVehicles = (companyId, count) =>
    client.query(
      `insert into vehicles (company_id, make, model, bodywork, construction_type, fuel_type, power, engine_capacity, hsn, tsn,
                             brief_number, vin_code, previous_owners, doors, euro_norm, gear_type, next_inspection, mileage,
                             first_registered, status, added_on, sold_on)
       select $1, (array['VW','BMW','Mercedes-Benz','Opel','Ford','Audi','Skoda','Seat'])[1 + n % 8],
              (array['Golf','320d','A 180','Corsa','Focus','A4','Octavia','Leon'])[1 + n % 8],
              'LIMOUSINE', 'KFZ', (array['PETROL','DIESEL','ELECTRIC'])[1 + n % 3], 50 + n % 200, 1000 + n % 2000,
              lpad((n % 9000)::text, 4, '0'), 'ABC', 'AB' || lpad(n::text, 7, '0'),
              'WVWZZZ' || lpad(n::text, 11, '0'), n % 5, 5, 'EURO_6', 'Manual', date '2027-01-01', (n * 37) % 300000,
              date '2010-01-01' + (n % 5000), case when n % 4 = 0 then 'SOLD' else 'CURRENT' end,
              date '2020-01-01' + (n % 2000), case when n % 4 = 0 then date '2026-01-01' + (n % 300) end
         from generate_series(1, $2) as n`,
      [companyId, count],
    );
  await insertVehicles(big, 10_000);
  for (const companyId of others) await insertVehicles(companyId, 1_000);
  const { rows } = await client.query(
    `insert into users (public_id, email, phone, first_name, last_name, birth_date, status, company_id)
     values ('K-BENCH', 'bench@example.de', '+4915112345678', 'Bench', 'Mark', '1980-01-01', 'VERIFIED', $1) returning id`,
    [big],
  );
  // A settled table, as autovacuum leaves it: statistics and the visibility map (index-only scans).
  await client.query('vacuum analyze vehicles');
  return { userId: rows[0].id, companyId: big };
}

/** Sequential requests: the latency one user sees, without queueing behind 49 others. */
async function latencies(url, headers, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(url(i), { headers });
    if (!response.ok) throw new Error(`${url(i)}: ${response.status}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2);
  return { p50: at(50), p99: at(99) };
}

const EXPLAIN = 'explain (analyze, costs off, timing off, summary on)';
const planText = (rows) => rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n');

async function plan(client, sql, params) {
  const { rows } = await client.query(`${EXPLAIN} ${sql}`, params);
  return planText(rows);
}

/**
 * The statements the vehicle list runs for a page of each kind, as vehicle-list.repository.ts writes
 * them: given a connection that answers nothing, it runs the page's statement, then its counts'.
 */
async function repositoryStatements(companyId) {
  const { createVehicleListRepository, vehicleListQuerySchema } = await bundleServerModule('vehicle-list-repository', [
    "export { createVehicleListRepository } from './features/vehicles/vehicle-list.repository';",
    "export { vehicleListQuerySchema } from '@kontor/domain/vehicles';",
  ]);
  const statementsOf = async (query) => {
    const statements = [];
    const capture = { query: async (statement) => (statements.push(statement), { rows: [] }) };
    const parsed = vehicleListQuerySchema.parse({ perPage: '50', ...query });
    await createVehicleListRepository(capture).page(companyId, parsed, '2026-11-28');
    return statements;
  };
  const [page] = await statementsOf({});
  const [firstLook, filteredCounts] = await statementsOf({
    make: 'BMW',
    fuelType: 'DIESEL',
    mileageMax: '150000',
    sort: 'mileage',
  });
  const [searched] = await statementsOf({ search: '00000123' });
  return {
    'list page (the counts are the maintained row)': page,
    'filtered page, a first look (counts both tabs)': firstLook,
    'filtered counts (a page beyond the last)': filteredCounts,
    'searched page': searched,
  };
}

/** The plan of a statement prepared as the server's connections run it. */
async function preparedPlan(client, statement) {
  await client.query(`prepare listed as ${statement.text}`);
  try {
    const values = statement.values.map((value) => (value === null ? 'null' : client.escapeLiteral(String(value))));
    const { rows } = await client.query(`${EXPLAIN} execute listed(${values.join(', ')})`);
    return planText(rows);
  } finally {
    await client.query('deallocate listed');
  }
}

export async function run({ baseUrl, dataDir, figure }) {
  if (!existsSync(KBA_FILE)) throw new Error(`key list not found: ${KBA_FILE} (set KBA_DATA_FILE)`);
  const imported = spawnSync('node', [path.join(root, 'apps/server/dist/cli.js'), '--cli', 'kba:import', KBA_FILE], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (imported.status !== 0) throw new Error(`kba:import failed: ${imported.stderr || imported.stdout}`);

  const client = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await client.connect();
  try {
    const { userId, companyId } = await seed(client);
    const headers = await authorizationFor(dataDir, userId);

    const keys = ['0603&tsn=CBI', '0005&tsn=ABC', '0588&tsn=AHO', '8566&tsn=BHK', '1313&tsn=DCH'];
    const models = ['golf', 'passat', 'a4 avant', 'octavia', 'gollf', 'sprinter', 'x5', 'corsa'];
    await latencies((i) => `${baseUrl}/api/user/vehicles/variations?hsn=${keys[i % keys.length]}`, headers, 50);
    const exact = await latencies((i) => `${baseUrl}/api/user/vehicles/variations?hsn=${keys[i % keys.length]}`, headers, 500);
    figure('vehicle_lookup_hsn_tsn_p50', exact.p50, 'ms');
    figure('vehicle_lookup_hsn_tsn_p99', exact.p99, 'ms');
    const byModel = await latencies(
      (i) => `${baseUrl}/api/user/vehicles/variations?car_model=${encodeURIComponent(models[i % models.length])}`,
      headers,
      500,
    );
    figure('vehicle_lookup_model_p50', byModel.p50, 'ms');
    figure('vehicle_lookup_model_p99', byModel.p99, 'ms');
    const modelFailures = await measureModelSearch({
      baseUrl,
      databaseUrl: embeddedUrl(dataDir),
      client,
      headers,
      figure,
    });

    const health = await load({ url: `${baseUrl}/api/health` });
    figure('vehicle_bench_health_throughput', health.rps, 'req/s');
    const plain = await load({ url: `${baseUrl}/api/user/vehicles?per_page=50`, headers });
    figure('vehicle_list_throughput', plain.rps, 'req/s');
    figure('vehicle_list_latency_p50', plain.p50, 'ms');
    figure('vehicle_list_latency_p99', plain.p99, 'ms');
    figure('vehicle_list_ratio_to_health', (plain.rps / health.rps).toFixed(2), 'x');
    const filtered = await load({
      url: `${baseUrl}/api/user/vehicles?per_page=50&make=BMW&fuel_type=DIESEL&mileage_max=150000&sort=mileage`,
      headers,
    });
    figure('vehicle_list_filtered_throughput', filtered.rps, 'req/s');
    figure('vehicle_list_filtered_latency_p50', filtered.p50, 'ms');
    figure('vehicle_list_filtered_latency_p99', filtered.p99, 'ms');
    figure('vehicle_list_filtered_ratio_to_health', (filtered.rps / health.rps).toFixed(2), 'x');
    const searched = await load({ url: `${baseUrl}/api/user/vehicles?per_page=50&search=00000123`, headers });
    figure('vehicle_list_search_throughput', searched.rps, 'req/s');
    figure('vehicle_list_search_latency_p99', searched.p99, 'ms');

    console.log('plans:');
    console.log(`  key lookup:\n${await plan(client, 'select id from kba_types where hsn = $1 and tsn = $2', ['0603', 'CBI'])}`);
    const halves = `(select id from kba_types where model_search like $2 order by length(model), model limit 50)
       union all
       (select id from kba_types where $1 <% model_search and model_search not like $2 order by word_similarity($1, model_search) desc limit 50)`;
    await client.query('begin; set local enable_seqscan = off');
    console.log(
      `  model search (the two halves of the query, seq scans off as in the server):\n${await plan(client, halves, ['golf', 'golf%'])}`,
    );
    await client.query('commit');
    // The list's plans are those of the statements the server runs (vehicle-list.repository.ts), as its
    // connections plan them: generic plans (database.ts), on this settled table.
    const listStatements = await repositoryStatements(companyId);
    await client.query('set plan_cache_mode = force_generic_plan');
    for (const [name, statement] of Object.entries(listStatements))
      console.log(`  ${name}:\n${await preparedPlan(client, statement)}`);
    if (modelFailures.length > 0) throw new Error(`the key list's model search is too slow:\n  ${modelFailures.join('\n  ')}`);
  } finally {
    await client.end();
  }
}
