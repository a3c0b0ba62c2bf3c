// The documents engine. (1) One invoice PDF rendered by renderDocument directly: median
// and p95 of 50 runs after a warm-up (goal: median under 150 ms). (2) All seven documents of one
// trade, rendered one after another, and the same seven through the API and the job workers.
// (3) Documents per second through the job workers: 63 generations (nine vehicles, seven types)
// requested at once, timed until every job is DONE (goal: at least 20 per second), by the server
// alone and again with one `npm run worker` process beside it (the scale-out the worker is for).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { authorizationFor, embeddedUrl } from '../bench-session.mjs';
import { generateDocuments, prepareTrades, seedDealer } from '../bench-dealer.mjs';
import { bundleServerModule } from '../bundle-server.mjs';
import { serverNodeOptions } from '../../scripts/server-node-options.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TYPES = ['INVOICE', 'CONTRACT', 'PRIVACY', 'PROPOSAL', 'PROTOCOL', 'RECEIPT', 'BINDING_CONTRACT'];
const VEHICLES = 9;
/** One trade for the seven-documents figure, then two sets of VEHICLES: the server alone, then with a worker beside it. */
const ALL_VEHICLES = 1 + 2 * VEHICLES;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timeRenders({ renderDocument, sampleContent }, figure) {
  const invoice = sampleContent('INVOICE', 'de');
  for (let i = 0; i < 10; i++) await renderDocument(invoice, { logo: null });
  const times = [];
  let bytes = 0;
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    bytes = (await renderDocument(invoice, { logo: null })).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  figure('document_invoice_render_p50', percentile(times, 50).toFixed(1), 'ms (goal < 150 ms)');
  figure('document_invoice_render_p95', percentile(times, 95).toFixed(1), 'ms');
  figure('document_invoice_size', (bytes / 1024).toFixed(1), 'KB');

  const started = performance.now();
  for (const type of TYPES) await renderDocument(sampleContent(type, 'de'), { logo: null });
  figure('document_all_seven_render', (performance.now() - started).toFixed(1), 'ms');
}

/**
 * CPU seconds the server process has used so far (user + system, all its threads), from /proc: what a
 * document costs the server whatever else runs on the machine. Undefined where there is no /proc.
 */
function serverCpuSeconds(pid) {
  try {
    // Fields after the command name (which is in parentheses): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** A job worker process (dist/worker.js) on the server's database and files; answers a stop function. */
async function startWorker(dataDir) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: embeddedUrl(dataDir),
    LOG_LEVEL: 'warn',
    NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS),
  };
  const worker = spawn('node', [path.join(root, 'apps/server/dist/worker.js')], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    worker.once('exit', (code) => reject(new Error(`the worker exited with ${code}`)));
    worker.stdout.on('data', (chunk) => {
      if (String(chunk).includes('working')) resolve();
    });
  });
  return async () => {
    worker.kill('SIGTERM');
    if (worker.exitCode === null) await new Promise((resolve) => worker.once('exit', resolve));
  };
}

export async function run({ baseUrl, dataDir, figure, serverPid }) {
  await timeRenders(
    await bundleServerModule('render-documents', [
      "export { renderDocument } from './features/document-engine/render/render-document';",
      "export { sampleContent } from './features/document-engine/render/document-content.fixture';",
    ]),
    figure,
  );

  const client = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await client.connect();
  try {
    const { userId, vehicleIds } = await seedDealer(client, { tag: 'DOCS', vehicles: ALL_VEHICLES });
    const headers = await authorizationFor(dataDir, userId);
    await prepareTrades(baseUrl, { headers, vehicleIds, documents: TYPES });

    const [single, ...rest] = vehicleIds;
    const many = rest.slice(0, VEHICLES);
    const oneTrade = await generateDocuments(baseUrl, {
      headers,
      client,
      requests: TYPES.map((type) => ({ vehicleId: single, type })),
    });
    figure('document_all_seven_via_jobs', oneTrade.elapsed.toFixed(0), 'ms (one trade, request to all DONE)');

    // Many trades at once (several dealers, or one making documents for several sales): queued type
    // by type across the vehicles, as they would arrive; the seven of one trade wait for each other
    // anyway (each job holds its trade while it numbers and renders), which the figure above shows.
    const requests = TYPES.flatMap((type) => many.map((vehicleId) => ({ vehicleId, type })));
    const cpuBefore = serverCpuSeconds(serverPid);
    const { elapsed, requested } = await generateDocuments(baseUrl, { headers, client, requests });
    const cpuAfter = serverCpuSeconds(serverPid);
    figure('document_jobs_total', requests.length, 'documents');
    figure('document_jobs_requests_answered', requested.toFixed(0), 'ms (all 202s)');
    figure('document_jobs_elapsed', elapsed.toFixed(0), 'ms');
    figure('document_jobs_throughput', (requests.length / (elapsed / 1000)).toFixed(1), 'documents/s (goal ≥ 20)');
    if (cpuBefore !== undefined && cpuAfter !== undefined) {
      // The server's own CPU per document (request, job, render, storage): its main thread renders,
      // so 1000 / this is what one server process can make per second when it has a core to itself.
      const perDocument = ((cpuAfter - cpuBefore) * 1000) / requests.length;
      figure('document_jobs_server_cpu_per_document', perDocument.toFixed(1), 'ms');
    }

    const stopWorker = await startWorker(dataDir);
    try {
      const scaled = TYPES.flatMap((type) => rest.slice(VEHICLES).map((vehicleId) => ({ vehicleId, type })));
      const withWorker = await generateDocuments(baseUrl, { headers, client, requests: scaled });
      figure(
        'document_jobs_throughput_with_worker',
        (scaled.length / (withWorker.elapsed / 1000)).toFixed(1),
        'documents/s (server + 1 worker process)',
      );
    } finally {
      await stopWorker();
    }
    // Rendering is CPU work: the figures mean little without how busy the two cores were meanwhile.
    figure('document_bench_load_average', loadavg()[0].toFixed(1), 'runnable processes (1 min, 2 cores)');
  } finally {
    await client.end();
  }
}
