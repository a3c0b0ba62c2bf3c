// The other lists a dealer searches — customers, the sales and purchases overview, the service
// invoices, Canceled Trades — against a bare reference measured side by side in the same run. One
// company with 10 000 customers and 10 000 trades over five years (4 000 sales, 3 000 purchases,
// 3 000 service invoices; a tenth canceled) among four of 1 000 each, settled (VACUUM ANALYZE; set
// BENCH_LISTS_PHASES=fresh,settled to measure right after the bulk insert too), 50 connections, pages
// of 50. The reference (bench/other-lists-reference.mjs: node:http + pg, one prepared statement per
// list, no framework) answers each list's first page, newest first. Random questions drawn from a
// fixed seed (bench/other-lists-questions.mjs) are each measured right after a window of their list's
// reference; fails when a question serves less than half the reference's requests per second or its
// p99 is above twice the reference's. The lists are asked for as a browser asks (brotli, gzip).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { insertBenchCompany, insertBenchUser } from '../bench-dealer.mjs';
import { authorizationFor, embeddedUrl } from '../bench-session.mjs';
import { insertCustomers, insertTrades } from '../other-lists-data.mjs';
import { DEFAULT_LISTS_SEED, drawListQuestions } from '../other-lists-questions.mjs';
import { startReferenceProcess } from '../reference-process.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 50;
const MIN_RATIO = 0.5;
const MAX_P99_RATIO = 2;
const SEED = Number(process.env.BENCH_LISTS_SEED || DEFAULT_LISTS_SEED);
const QUESTION_COUNT = Number(process.env.BENCH_LISTS_QUESTIONS || 30);
const SECONDS = Number(process.env.BENCH_LISTS_SECONDS || 2);
const PHASES = (process.env.BENCH_LISTS_PHASES || 'settled').split(',').map((phase) => phase.trim());
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const TABLES = ['customers', 'trades', 'vehicles'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function load(url, { headers = {}, duration = SECONDS } = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

/** Each question after a window of its list's reference; answers the failures. */
async function measureQuestions({ baseUrl, referenceUrl, headers, figure, phase }) {
  const failures = [];
  const worst = new Map();
  for (const [index, question] of drawListQuestions(SEED, QUESTION_COUNT).entries()) {
    const url = `${baseUrl}${question.path}`;
    const reference = `${referenceUrl}/${question.list}`;
    await load(url, { headers, duration: 1 });
    await load(reference, { duration: 1 });
    const ref = await load(reference);
    const result = await load(url, { headers });
    const ratio = result.rps / ref.rps;
    const p99Ratio = result.p99 / Math.max(ref.p99, 1);
    const seen = worst.get(question.list) ?? { ratios: [], p99Ratios: [] };
    seen.ratios.push(ratio);
    seen.p99Ratios.push(p99Ratio);
    worst.set(question.list, seen);
    figure(
      `other_lists_${phase}_q${String(index).padStart(2, '0')}_${question.list}_ratio_to_reference`,
      ratio.toFixed(2),
      `x, p99 ${p99Ratio.toFixed(2)} x (${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms; reference ${ref.rps} req/s, p99 ${ref.p99} ms) ${question.kind}: ${question.query}`,
    );
    if (ratio < MIN_RATIO)
      failures.push(`${phase} q${index} ${question.list}: ${ratio.toFixed(2)} × the reference's throughput (${question.query})`);
    if (p99Ratio > MAX_P99_RATIO)
      failures.push(`${phase} q${index} ${question.list}: p99 ${p99Ratio.toFixed(2)} × the reference's (${question.query})`);
  }
  for (const [list, { ratios, p99Ratios }] of worst) {
    figure(
      `other_lists_${phase}_${list}_worst_ratio`,
      Math.min(...ratios).toFixed(2),
      `x (median ${median(ratios).toFixed(2)}, ${ratios.length} questions, seed ${SEED})`,
    );
    figure(
      `other_lists_${phase}_${list}_worst_p99_ratio`,
      Math.max(...p99Ratios).toFixed(2),
      `x (median ${median(p99Ratios).toFixed(2)})`,
    );
  }
  const all = [...worst.values()];
  figure(`other_lists_${phase}_worst_ratio`, Math.min(...all.flatMap((seen) => seen.ratios)).toFixed(2), `x (seed ${SEED})`);
  figure(`other_lists_${phase}_worst_p99_ratio`, Math.max(...all.flatMap((seen) => seen.p99Ratios)).toFixed(2), 'x');
  return failures;
}

export async function run({ baseUrl, dataDir, figure }) {
  const databaseUrl = embeddedUrl(dataDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const failures = [];
  let reference;
  try {
    // Autovacuum stays off the tables until the settled phase: the fresh phase sees what a bulk insert leaves.
    for (const table of TABLES) await client.query(`alter table ${table} set (autovacuum_enabled = false)`);
    const big = await insertBenchCompany(client, 'Bench Listen 10k');
    const inserted = performance.now();
    await insertCustomers(client, big, 10_000);
    await insertTrades(client, big, { sales: 4_000, purchases: 3_000, services: 3_000 });
    for (let i = 0; i < 4; i++) {
      const other = await insertBenchCompany(client, `Bench Listen ${i}`);
      await insertCustomers(client, other, 1_000);
      await insertTrades(client, other, { sales: 400, purchases: 300, services: 300 });
    }
    figure('other_lists_bulk_insert', Math.round(performance.now() - inserted), 'ms');
    const headers = {
      ...(await authorizationFor(dataDir, await insertBenchUser(client, big, 'LISTS-10K'))),
      'accept-encoding': BROWSER_ENCODINGS,
    };
    reference = await startReferenceProcess(path.join(here, '../other-lists-reference.mjs'), [databaseUrl, big]);
    for (const phase of PHASES) {
      if (phase === 'settled') {
        for (const table of TABLES) await client.query(`alter table ${table} reset (autovacuum_enabled)`);
        await client.query('vacuum analyze');
      }
      failures.push(...(await measureQuestions({ baseUrl, referenceUrl: reference.url, headers, figure, phase })));
    }
  } finally {
    for (const table of TABLES) await client.query(`alter table ${table} reset (autovacuum_enabled)`).catch(() => undefined);
    await client.end();
    await reference?.stop();
  }
  if (failures.length > 0)
    throw new Error(
      `a list is below ${MIN_RATIO} × the bare reference's throughput or above ${MAX_P99_RATIO} × its p99:\n  ${failures.join('\n  ')}`,
    );
}
