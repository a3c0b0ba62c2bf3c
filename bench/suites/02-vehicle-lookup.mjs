// Issue 6: the key lookup (HSN/TSN exact and trade-name search) and the vehicle list at scale:
// 10 000 vehicles in one company among 100 companies of 1 000 each, 50 connections, compared with
// GET /api/health measured in the same run. Prints the query plans so the indexes can be checked.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { authorizationFor, embeddedUrl } from '../bench-session.mjs';
import { load } from './01-health.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KBA_FILE = process.env.KBA_DATA_FILE || path.resolve(root, '../shared/data/kba-fz6-2025-hsn-tsn.csv.gz');

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

async function plan(client, sql, params) {
  const { rows } = await client.query(`explain (analyze, costs off, timing off, summary on) ${sql}`, params);
  return rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n');
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
    const listWhere = `company_id = $1 and status = 'CURRENT'`;
    console.log(
      `  list page:\n${await plan(client, `select id from vehicles where ${listWhere} order by added_on desc, id desc limit 50`, [companyId])}`,
    );
    console.log(
      `  list counts:\n${await plan(client, 'select status, count(*) from vehicles where company_id = $1 group by status', [companyId])}`,
    );
    console.log(
      `  filtered page:\n${await plan(client, `select id from vehicles where ${listWhere} and make = 'BMW' and fuel_type = 'DIESEL' and mileage <= 150000 order by mileage, id limit 50`, [companyId])}`,
    );
  } finally {
    await client.end();
  }
}
