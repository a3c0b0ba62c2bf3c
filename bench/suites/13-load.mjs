// Load: 200 simulated dealers (20 companies of 10 users, each company 200 vehicles in stock and a
// few customers) doing what a dealer does. Each dealer, one action at a time with an exponential
// think time between, picks: the vehicle list with random filters, one vehicle, a key-list search, a
// new customer, a sale's draft saved on one of its own vehicles, or a document generated for such a
// draft and waited for. Prints throughput, p50/p99 per action and errors; a document's request (the
// 202), its queue time (until its job runs) and its time until DONE separately. Two kinds of phase,
// each LOAD_SECONDS (60) long after an unmeasured warm-up of LOAD_WARMUP_SECONDS (5):
// - at a dealer's pace (mean think time LOAD_PACE_MS = 3000: a busy person at a screen reads a
//   list or types a name for seconds between two requests; a real dealer's day averages far less),
//   against one API server and against two on one database, each with JOBS=off while a worker
//   process (the bench server, asked nothing) makes the documents: Kontor for many dealers. The
//   latency goal: no error, and p99 < 300 ms for every action but the document. 200 such dealers
//   offer about 67 actions per second. The single process of `npm start` (jobs on the API's event
//   loop) is measured at the same pace, with the same goal.
// - saturation (mean think time LOAD_THINK_MS = 500: about 400 actions per second offered, more than
//   one server on two cores answers), one API server then two: the throughput ratio, with the cores
//   and the load average. It fails on any error; on the 1.6 × goal only on a machine with at least
//   four cores.
// A dealer waiting for a document asks for its job's status every 500 ms, as the app does; the queue
// time is pg-boss's own (created until started).
// Measured on the 2-core machine, quiet (LOAD_SECONDS=30, load average 1.2–3.4, 0 errors): at the
// pace, p99 12–86 ms for every action on one API, two APIs and the single process; saturation 344
// actions/s on one API (p99 ≤ 292 ms but the document's), 0.75 × on two (two cores for five
// processes). On the same machine at load 9–11 the pace's p99 reached 308–785 ms. Details in the
// Load part of docs/perf/load-and-fuzz.md.
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { insertBenchCompany, insertBenchUser } from '../bench-dealer.mjs';
import { freePort } from '../free-port.mjs';
import { authorizationFor, embeddedUrl } from '../bench-session.mjs';
import { DEFAULT_TEXT_SEED, searchQuery, textStream } from '../key-list-texts.mjs';
import { random } from '../seeded-random.mjs';
import { serverNodeOptions } from '../../scripts/server-node-options.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.LOAD_SECONDS || 60);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const PACE_MS = Number(process.env.LOAD_PACE_MS || 3000);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 500);
const COMPANIES = Number(process.env.LOAD_COMPANIES || 20);
const USERS = Number(process.env.LOAD_USERS || 10);
const VEHICLES = 200;
const CUSTOMERS = 5;
const SEED = Number(process.env.LOAD_SEED || 5353);
const P99_GOAL_MS = 300;
const SCALE_GOAL = 1.6;

/** The mix: how often a dealer does each action (of 100). */
const MIX = [
  ['list', 30],
  ['open', 25],
  ['key_search', 20],
  ['create_customer', 10],
  ['save_trade', 10],
  ['document', 5],
];
const FILTERS = [
  (r) => `status=${r() < 0.7 ? 'CURRENT' : 'SOLD'}`,
  (r) => `search=${['Golf', 'VW', 'WVWZZZ', 'DB00', 'xyz'][Math.floor(r() * 5)]}`,
  () => 'make=VW',
  () => 'fuel_type=PETROL',
  () => 'mileage_max=50000',
  () => 'first_registered_from=2020-01-01&first_registered_to=2022-12-31',
  () => 'inspection_due_days=90',
  (r) => `sort=${['-added_on', 'added_on', 'mileage', '-mileage'][Math.floor(r() * 4)]}`,
  (r) => `page=${1 + Math.floor(r() * 3)}&per_page=${[10, 25, 50][Math.floor(r() * 3)]}`,
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function seed(client) {
  const dealers = [];
  for (let c = 0; c < COMPANIES; c++) {
    const companyId = await insertBenchCompany(client, `Autohaus Last ${c} GmbH`);
    const { rows } = await client.query(
      `insert into vehicles (company_id, make, model, bodywork, construction_type, fuel_type, power, engine_capacity, hsn, tsn,
                             brief_number, vin_code, previous_owners, doors, euro_norm, gear_type, next_inspection, mileage,
                             first_registered, status, added_on)
       select $1, 'VW', 'Golf', 'LIMOUSINE', 'KFZ', 'PETROL', 110, 1498, '0603', 'CBI', 'DB' || lpad(n::text, 7, '0'),
              'WVWZZZ' || lpad($2::text, 3, '0') || lpad(n::text, 8, '0'), 1, 5, 'EURO_6', 'Manual',
              date '2026-01-01' + (n % 400), 1000 * (n % 150), date '2015-01-01' + n * 10, 'CURRENT', date '2026-01-10'
         from generate_series(1, $3) as n returning id`,
      [companyId, c, VEHICLES],
    );
    const vehicleIds = rows.map((row) => row.id);
    for (let u = 0; u < USERS; u++) {
      const userId = await insertBenchUser(client, companyId, `LOAD${c}X${u}`);
      // Each dealer saves trades on vehicles of its own: two users never edit one sale at once.
      const own = vehicleIds.filter((_, index) => index % USERS === u);
      dealers.push({ companyId, userId, own, all: vehicleIds });
    }
  }
  await client.query('vacuum analyze vehicles');
  return dealers;
}

async function request(baseUrl, { method = 'GET', url, headers, body }) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url.slice(0, 80)}: ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text).data : undefined;
}

function customerBody(r, tag) {
  return {
    type: 'PRIVATE',
    greeting: r() < 0.5 ? 'MISTER' : 'MISSUS',
    first_name: 'Erika',
    last_name: `Last ${tag}`,
    street_address: 'Heidestraße',
    house_number: '17',
    postal_code: '51147',
    city: 'Köln',
    country_id: 82,
    phone_number: '+49 151 2345678',
    email: `last-${tag}@example.de`,
  };
}

/** One dealer's next action, run against `baseUrl`; answers what it measured. */
async function act(action, dealer, { baseUrl, r, next }) {
  const { headers } = dealer;
  const pick = (items) => items[Math.floor(r() * items.length)];
  switch (action) {
    case 'list': {
      // One to three different filters: a parameter given twice is refused (422), as the browser never sends it.
      const chosen = new Set(Array.from({ length: 1 + Math.floor(r() * 3) }, () => pick(FILTERS)));
      const query = [...chosen].map((filter) => filter(r)).join('&');
      return request(baseUrl, { url: `/api/user/vehicles?${query}`, headers });
    }
    case 'open':
      return request(baseUrl, { url: `/api/user/vehicles/${pick(dealer.all)}`, headers });
    case 'key_search':
      return request(baseUrl, { url: `/api/user/vehicles/variations?${searchQuery(next())}`, headers });
    case 'create_customer': {
      const customer = await request(baseUrl, {
        method: 'POST',
        url: '/api/user/clients',
        headers,
        body: customerBody(r, `${dealer.userId.slice(0, 8)}-${Math.floor(r() * 1e9)}`),
      });
      dealer.customers.push(customer.id);
      return customer;
    }
    case 'save_trade': {
      const vehicleId = pick(dealer.own);
      await request(baseUrl, {
        method: 'POST',
        url: `/api/user/vehicles/${vehicleId}/trades/SELLING/PROPOSAL`,
        headers,
        body: {
          customer_id: pick(dealer.customers),
          gross_price: 1_000_000 + Math.floor(r() * 2_000_000),
          vat: true,
          vat_rate: 19,
        },
      });
      dealer.drafts.add(vehicleId);
      return undefined;
    }
    default:
      throw new Error(`no action ${action}`);
  }
}

/** How often the app asks for a job's status (apps/web/src/app/use-job-status.ts): the dealers poll as it does. */
const POLL_MS = 500;

/** A document for one of the dealer's drafts: its job's suuid, the request's time, and the time until it is DONE (to the poll). */
async function generateDocument(dealer, baseUrl, r) {
  const drafts = [...dealer.drafts];
  const vehicleId = drafts[Math.floor(r() * drafts.length)];
  const started = performance.now();
  const { suuid } = await request(baseUrl, {
    method: 'POST',
    url: `/api/user/vehicles/${vehicleId}/documents/generate/PROPOSAL/order/SELLING`,
    headers: dealer.headers,
    body: {},
  });
  const answered = performance.now() - started;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = await request(baseUrl, {
      url: `/api/user/vehicles/uploading-documents-status/${suuid}`,
      headers: dealer.headers,
    });
    if (status.status === 'FAILED') throw new Error(`document job failed: ${JSON.stringify(status.result)}`);
    if (status.status === 'DONE') return { suuid, answered, done: performance.now() - started };
    if (Date.now() > deadline) throw new Error(`document job ${suuid} not done in two minutes`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The queue time of each job, from pg-boss's own record (created until started): exact, unlike a poll. */
async function queueTimes(client, suuids) {
  const { rows } = await client.query(
    `select extract(epoch from started_on - created_on) * 1000 as ms from pgboss.job where data->>'suuid' = any($1::text[])`,
    [suuids],
  );
  return rows.map((row) => Number(row.ms));
}

/** Every dealer acting for `seconds` against `servers` (dealer i on server i mod n), a mean `thinkMs` between two actions; answers the figures. */
async function runPhase(dealers, { servers, names, phaseSeed, thinkMs, seconds = SECONDS }) {
  const samples = Object.fromEntries(MIX.map(([action]) => [action, []]));
  const suuids = [];
  const done = [];
  const errors = [];
  const weights = MIX.reduce((sum, [, w]) => sum + w, 0);
  // Each dealer's own texts, drawn before the clock starts.
  const streams = dealers.map((_, index) => textStream(names, DEFAULT_TEXT_SEED + phaseSeed + index));
  const stopAt = performance.now() + seconds * 1000;
  const started = performance.now();
  let lastDone = started;
  // Whether the bench's own process was late (then its latencies are partly its own), and when the slow actions began.
  const clientDelay = monitorEventLoopDelay({ resolution: 10 });
  clientDelay.enable();
  const slowAt = [];
  await Promise.all(
    dealers.map(async (dealer, index) => {
      const r = random(phaseSeed + index);
      const next = streams[index];
      const baseUrl = servers[index % servers.length];
      // Dealers do not all start in the same millisecond.
      await new Promise((resolve) => setTimeout(resolve, r() * thinkMs));
      while (performance.now() < stopAt) {
        let roll = r() * weights;
        let action = MIX[0][0];
        for (const [name, weight] of MIX) {
          if (roll < weight) {
            action = name;
            break;
          }
          roll -= weight;
        }
        if (action === 'document' && dealer.drafts.size === 0) action = 'save_trade';
        const begun = performance.now();
        try {
          if (action === 'document') {
            const timing = await generateDocument(dealer, baseUrl, r);
            samples.document.push(timing.answered);
            suuids.push(timing.suuid);
            done.push(timing.done);
          } else {
            await act(action, dealer, { baseUrl, r, next });
            const took = performance.now() - begun;
            samples[action].push(took);
            if (took > P99_GOAL_MS) slowAt.push(Math.floor((begun - started) / 1000));
          }
        } catch (error) {
          errors.push(`${action}: ${error.message}`);
        }
        lastDone = performance.now();
        // A think time that would end after the phase is cut short: the phase's time is its actions'.
        const think = Math.min(-Math.log(1 - r()) * thinkMs, stopAt - performance.now());
        if (think > 0) await new Promise((resolve) => setTimeout(resolve, think));
      }
    }),
  );
  const elapsed = (lastDone - started) / 1000;
  const count = Object.values(samples).reduce((sum, list) => sum + list.length, 0);
  clientDelay.disable();
  const clientDelayP99 = clientDelay.percentile(99) / 1e6;
  return { samples, suuids, done, errors, throughput: count / elapsed, slowAt, clientDelayP99 };
}

/** The figures of one phase; answers its missed goals (the p99 goal only where `latencyGoal`). */
function report(phase, result, { figure, latencyGoal, queue }) {
  const failures = [];
  figure(`load_${phase}_throughput`, result.throughput.toFixed(1), 'actions/s');
  figure(`load_${phase}_errors`, result.errors.length, 'errors');
  figure(`load_${phase}_client_loop_delay_p99`, result.clientDelayP99.toFixed(0), "ms (the bench process's own lateness)");
  figure(
    `load_${phase}_slow_actions`,
    `${result.slowAt.length} over ${P99_GOAL_MS} ms, in ${new Set(result.slowAt).size} distinct seconds`,
    '(few seconds: stalls, not slow handlers)',
  );
  for (const error of [...new Set(result.errors)].slice(0, 10)) console.log(`  ${phase} error: ${error}`);
  if (result.errors.length > 0) failures.push(`${phase}: ${result.errors.length} errors`);
  for (const [action, list] of Object.entries(result.samples)) {
    const sorted = [...list].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    const label =
      action === 'document' ? 'ms (the 202; its job below)' : latencyGoal ? `ms (goal p99 < ${P99_GOAL_MS} ms)` : 'ms';
    figure(
      `load_${phase}_${action}`,
      `${sorted.length} ×, p50 ${percentile(sorted, 50).toFixed(0)} p99 ${p99.toFixed(0)}`,
      label,
    );
    if (latencyGoal && action !== 'document' && p99 > P99_GOAL_MS) failures.push(`${phase} ${action}: p99 ${p99.toFixed(0)} ms`);
  }
  for (const [name, list] of [
    ['document_queue_time', queue],
    ['document_until_done', result.done],
  ]) {
    const sorted = [...list].sort((a, b) => a - b);
    figure(`load_${phase}_${name}`, `p50 ${percentile(sorted, 50).toFixed(0)} p99 ${percentile(sorted, 99).toFixed(0)}`, 'ms');
  }
  return failures;
}

/**
 * Another API server on the benchmarked server's database and files, run as the first one is: with
 * its job workers, or (`jobs: 'off'`) queuing jobs for the other processes to run.
 */
async function startServer(dataDir, { jobs = 'on' } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: embeddedUrl(dataDir),
    LOG_LEVEL: 'warn',
    JOBS: jobs,
    NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS),
  };
  const server = spawn('node', [path.join(root, 'apps/server/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  process.once('exit', () => server.kill('SIGTERM'));
  for (;;) {
    if (server.exitCode !== null) throw new Error(`a load server exited with ${server.exitCode}`);
    const res = await fetch(`${url}/api/health`).catch(() => undefined);
    if (res?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}

export async function run({ baseUrl, dataDir, figure }) {
  const client = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await client.connect();
  let failures = [];
  try {
    const dealers = await seed(client);
    const r = random(SEED);
    for (const dealer of dealers) {
      dealer.headers = await authorizationFor(dataDir, dealer.userId);
      dealer.customers = [];
      dealer.drafts = new Set();
    }
    // The server loads the bundled key list after it started: the searches wait for it.
    const deadline = Date.now() + 300_000;
    for (;;) {
      const list = await request(baseUrl, { url: '/api/user/vehicles/key-list', headers: dealers[0].headers });
      if (list.imported && !list.loading) break;
      if (Date.now() > deadline) throw new Error('the key list was not loaded in five minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const { rows: names } = await client.query('select distinct model, make from kba_types');
    // A few customers per company through the API, for the trades.
    for (const dealer of dealers.filter((_, index) => index % USERS < CUSTOMERS)) {
      const customer = await act('create_customer', dealer, { baseUrl, r });
      for (const colleague of dealers.filter((d) => d.companyId === dealer.companyId && d !== dealer))
        colleague.customers.push(customer.id);
    }
    figure('load_cores', cpus().length, 'cores');
    figure('load_dealers', dealers.length, `dealers (${COMPANIES} companies × ${USERS} users), ${SECONDS} s per phase`);
    figure('load_think_time', `pace ${PACE_MS}, saturation ${THINK_MS}`, 'ms (mean, exponential)');
    figure('load_load_average_before', loadavg()[0].toFixed(1), 'runnable processes (1 min)');

    let phaseSeed = SEED;
    // Each set of servers first gets a few seconds unmeasured: a server's first requests compile its code.
    const phase = async (name, servers, { thinkMs, latencyGoal }) => {
      phaseSeed += 1000;
      const result = await runPhase(dealers, { servers, names, phaseSeed, thinkMs });
      figure(`load_${name}_load_average`, loadavg()[0].toFixed(1), 'runnable processes (1 min)');
      const queue = await queueTimes(client, result.suuids);
      failures = failures.concat(report(name, result, { figure, latencyGoal, queue }));
      return result;
    };
    const warmUp = async (servers) => {
      phaseSeed += 1000;
      if (WARMUP_SECONDS > 0) await runPhase(dealers, { servers, names, phaseSeed, thinkMs: THINK_MS, seconds: WARMUP_SECONDS });
    };

    // The latency goal is measured on what Kontor for many dealers runs: API servers with JOBS=off and
    // the documents made by a worker process (here the bench server, which gets no request), so that no
    // API's event loop stops for a PDF being drawn. The single process of `npm start` (API and jobs in
    // one, a small dealer's installation) is measured at the same pace and reported beside it.
    const apis = [await startServer(dataDir, { jobs: 'off' })];
    try {
      await warmUp([apis[0].url]);
      await phase('pace_one_server', [apis[0].url], { thinkMs: PACE_MS, latencyGoal: true });
      const one = await phase('saturation_one_server', [apis[0].url], { thinkMs: THINK_MS, latencyGoal: false });
      apis.push(await startServer(dataDir, { jobs: 'off' }));
      const urls = apis.map((api) => api.url);
      await warmUp(urls);
      await phase('pace_two_servers', urls, { thinkMs: PACE_MS, latencyGoal: true });
      const two = await phase('saturation_two_servers', urls, { thinkMs: THINK_MS, latencyGoal: false });
      const ratio = two.throughput / one.throughput;
      const enough = cpus().length >= 4;
      figure(
        'load_saturation_two_server_ratio',
        ratio.toFixed(2),
        `× one server (goal ≥ ${SCALE_GOAL} on ≥ 4 cores; this machine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)}${enough ? '' : ', reported only'})`,
      );
      if (enough && ratio < SCALE_GOAL) failures.push(`two servers: ${ratio.toFixed(2)} × one server's throughput`);
    } finally {
      await Promise.all(apis.map((api) => api.stop()));
    }
    await warmUp([baseUrl]);
    await phase('pace_single_process', [baseUrl], { thinkMs: PACE_MS, latencyGoal: true });
  } finally {
    await client.end();
  }
  if (failures.length > 0) throw new Error(`load goals missed:\n${failures.join('\n')}`);
}
