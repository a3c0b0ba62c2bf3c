import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateAndWait, generate, sellableVehicle } from '../../test/documents-factories';
import { callAs, type CompanyUser, createCompanyUser } from '../../test/factories';
import { heldJob } from '../../test/held-job';
import { multipart } from '../../test/multipart';
import { type Bundle, bundleProcesses, type RunningProcess, startProcess } from '../../test/processes';
import { seededRandom } from '../../test/seeded-random';
import { useTestContext } from '../../test/test-context';
import { insertVehicles } from '../../test/vehicles-factories';

// A worker killed (SIGKILL, as a machine that dies) while it makes invoices and cancellation
// invoices, then another worker started: every job ends (DONE, or FAILED with a code), the invoice
// series has no gap and no double, each document has one stored file, no file is left that no row
// names, and the company's storage count is the sum of its files. A job whose last attempt died
// ends FAILED too, not RUNNING for ever. An API server that runs the jobs itself, killed while it
// stores the photos it accepted and started again, stores each once, leaving nothing staged.
// An API server killed while its jobs wait inside their numbering transactions (the test holds the
// invoice counter, so the kill lands there) commits none of those numbers: after the restart the
// series goes on without a gap or a double, and every document row has its whole file.

const t = useTestContext({ workJobs: false });
const processes: RunningProcess[] = [];
let bundle: Bundle | undefined;
let webDist: string;

beforeAll(async () => {
  // The server serves a web build; an empty page stands for it (the API is what is tested).
  webDist = mkdtempSync(path.join(tmpdir(), 'kontor-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="de"><body></body></html>');
  await t.ctx.database.pool.query('create table test_job_effects (suuid uuid not null)');
  bundle = await bundleProcesses(['test/held-job-worker.ts']);
}, 120_000);

// Each scenario's workers are its own: a worker left from the one before would take its jobs.
afterEach(async () => {
  await Promise.all(processes.splice(0).map((p) => p.stop()));
});

afterAll(async () => {
  bundle?.remove();
  rmSync(webDist, { recursive: true, force: true });
});

const env = () => ({
  DATABASE_URL: t.ctx.database.url,
  DATA_DIR: t.dataDir,
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  EVATR_URL: 'http://127.0.0.1:2/app/v1/abfrage',
});

/** An API server that also runs the jobs (JOBS on, as a single-process installation). */
async function server() {
  const started = await startProcess(bundle!, 'server', { env: { ...env(), WEB_DIST: webDist, PORT: '0' } });
  processes.push(started);
  return started;
}

async function worker(extra: Record<string, string> = {}) {
  const started = await startProcess(bundle!, 'worker', { env: { ...env(), ...extra }, entry: 'held-job-worker' });
  processes.push(started);
  return started;
}

type Run = { suuid: string; status: string; progress: number; error: string | null; result: Record<string, unknown> | null };

async function runs(suuids: string[]): Promise<Run[]> {
  const { rows } = await t.ctx.database.pool.query<Run>(
    'select suuid, status, progress, error, result from job_runs where suuid = any($1::uuid[])',
    [suuids],
  );
  return rows;
}

const ended = (run: Run) => run.status === 'DONE' || run.status === 'FAILED';

function accepted(response: { statusCode: number; body: string; json(): { data: { suuid: string } } }): string {
  if (response.statusCode !== 202) throw new Error(`answered ${response.statusCode}: ${response.body}`);
  return response.json().data.suuid;
}

/** Every stored key under the company's folder. */
async function storedKeys(companyId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of t.ctx.storage.list(`companies/${companyId}/`)) keys.push(key);
  return keys.sort();
}

/** Every file key a row of the company names, from each table with such a column. */
async function namedKeys(companyId: string): Promise<string[]> {
  const { rows: columns } = await t.ctx.database.pool.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       where c.table_schema = 'public' and c.column_name in ('storage_key', 'logo_key', 'thumbnail_key')
         and exists (select 1 from information_schema.columns o where o.table_schema = 'public'
                     and o.table_name = c.table_name and o.column_name = 'company_id')`,
  );
  const keys: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await t.ctx.database.pool.query<{ key: string }>(
      `select "${column_name}" as key from "${table_name}" where company_id = $1 and "${column_name}" is not null`,
      [companyId],
    );
    keys.push(...rows.map((row) => row.key));
  }
  return keys.sort();
}

/** The company's stored files agree with its rows and its storage count. */
async function expectStorageExact(companyId: string) {
  const stored = await storedKeys(companyId);
  expect(stored).toEqual(await namedKeys(companyId));
  let bytes = 0;
  for (const key of stored) bytes += (await t.ctx.storage.read(key)).length;
  const { rows } = await t.ctx.database.pool.query<{ used: string; sizes: string }>(
    `select c.used_storage::text as used,
            (select coalesce(sum(size), 0) from generated_documents d where d.company_id = c.id)
          + (select coalesce(sum(size + thumbnail_size), 0) from vehicle_documents v where v.company_id = c.id) as sizes
       from companies c where c.id = $1`,
    [companyId],
  );
  expect(Number(rows[0]!.used)).toBe(bytes);
  expect(Number(rows[0]!.sizes)).toBe(bytes);
}

/** The numbers of the company's invoices and cancellation invoices, one series: running numbers without gap or double. */
async function expectSeriesGapFree(companyId: string, count: number) {
  const { rows } = await t.ctx.database.pool.query<{ number: string }>(
    `select number from generated_documents
      where company_id = $1 and document_type in ('INVOICE', 'CANCELLATION') and number is not null`,
    [companyId],
  );
  expect(rows).toHaveLength(count);
  const numbers = rows.map((row) => row.number);
  expect(new Set(numbers).size).toBe(numbers.length);
  expect(new Set(numbers.map((number) => number.replace(/\d+$/, ''))).size).toBe(1);
  const running = numbers.map((number) => Number(/(\d+)$/.exec(number)![1])).sort((x, y) => x - y);
  expect(running).toEqual(Array.from({ length: count }, (_, i) => running[0]! + i));
  // One stored file per document version.
  const { rows: versions } = await t.ctx.database.pool.query<{ n: number; keys: number }>(
    `select count(*)::int as n, count(distinct storage_key)::int as keys from generated_documents where company_id = $1`,
    [companyId],
  );
  expect(versions[0]!.keys).toBe(versions[0]!.n);
}

async function tradeStatus(vehicleId: string): Promise<string[]> {
  const { rows } = await t.ctx.database.pool.query<{ status: string }>(
    `select status from trades where vehicle_id = $1 and kind = 'SELLING' order by created_at`,
    [vehicleId],
  );
  return rows.map((row) => row.status);
}

describe('a worker killed while it makes documents', () => {
  it('leaves every job ended, the series gap-free, no orphan file, the storage count exact; a job whose last attempt died ends FAILED 5003', async () => {
    const dealer: CompanyUser = await createCompanyUser(t);
    const first = await worker({ HOLD_JOBS: '1' });

    // Sold vehicles (their invoices issued) to cancel, and vehicles to invoice, all at once.
    const sold: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { vehicleId } = await sellableVehicle(t, { user: dealer });
      expect((await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' })).status).toBe('DONE');
      sold.push(vehicleId);
    }
    const toInvoice: string[] = [];
    for (let i = 0; i < 8; i += 1) toInvoice.push((await sellableVehicle(t, { user: dealer })).vehicleId);

    // A job on its last attempt (its retries used up): when its worker dies, nothing runs it again.
    const held = await t.ctx.jobs.enqueue(heldJob(t.ctx), {}, { companyId: null });
    await t.ctx.database.pool.query(`update pgboss.job set retry_limit = 0 where data->>'suuid' = $1`, [held]);

    const invoices = await Promise.all(
      toInvoice.map(async (vehicleId) => accepted(await generate(t, { user: dealer, vehicleId, type: 'INVOICE' }))),
    );
    const cancellations = await Promise.all(
      sold.map(async (vehicleId) =>
        accepted(
          await callAs(t, `POST /api/user/vehicles/${vehicleId}/shtorno`, {
            user: dealer,
            body: { reason: 'Käufer tritt zurück' },
          }),
        ),
      ),
    );
    const documents = [...invoices, ...cancellations];

    // Killed while a document is between its number and its commit (rendered, file being written).
    await expect
      .poll(async () => (await runs(documents)).some((run) => run.status === 'RUNNING' && run.progress >= 50), {
        timeout: 60_000,
        interval: 5,
      })
      .toBe(true);
    await expect.poll(async () => (await runs([held]))[0]!.progress, { timeout: 60_000, interval: 50 }).toBe(50);
    await first.kill();
    const atKill = await runs(documents);
    const orphansAtKill = (await storedKeys(dealer.companyId)).length - (await namedKeys(dealer.companyId)).length;
    console.log(
      `killed with ${atKill.filter(ended).length} of ${documents.length} documents ended, ` +
        `${atKill.filter((run) => run.status === 'RUNNING').length} running, ${orphansAtKill} file(s) no row names`,
    );

    await worker();
    await expect.poll(async () => (await runs(documents)).every(ended), { timeout: 120_000, interval: 250 }).toBe(true);
    const after = await runs(documents);
    for (const run of after) if (run.status === 'FAILED') expect(run.error).toMatch(/^\d{4}$/);
    const done = after.filter((run) => run.status === 'DONE');
    console.log(`after the restart: ${done.length} done, ${after.length - done.length} failed`);

    // The job whose last attempt died is failed where the user reads it, not RUNNING for ever.
    await expect.poll(async () => (await runs([held]))[0]!.status, { timeout: 90_000, interval: 250 }).toBe('FAILED');
    expect((await runs([held]))[0]!.error).toBe('5003');

    // Each cancellation: the trade canceled with its cancellation invoice, or not canceled at all.
    for (const [i, vehicleId] of sold.entries()) {
      const run = after.find((r) => r.suuid === cancellations[i])!;
      const statuses = await tradeStatus(vehicleId);
      if (run.status === 'DONE') {
        expect(statuses).toContain('REJECTED');
        expect(run.result).toMatchObject({ number: expect.any(String) });
      } else {
        // Not canceled: a retried cancel does it.
        expect(statuses).toEqual(['FINISHED']);
        const retried = await callAs(t, `POST /api/user/vehicles/${vehicleId}/shtorno`, {
          user: dealer,
          body: { reason: 'erneut' },
        });
        const suuid = accepted(retried);
        await expect.poll(async () => (await runs([suuid]))[0]!.status, { timeout: 60_000, interval: 100 }).toBe('DONE');
      }
    }
    // A vehicle not invoiced is invoiced now.
    for (const [i, vehicleId] of toInvoice.entries()) {
      if (after.find((r) => r.suuid === invoices[i])!.status === 'DONE') continue;
      expect((await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' })).status).toBe('DONE');
    }
    // Two more issued after the restart continue the series.
    for (let i = 0; i < 2; i += 1) {
      const { vehicleId } = await sellableVehicle(t, { user: dealer });
      expect((await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' })).status).toBe('DONE');
    }

    await expectSeriesGapFree(dealer.companyId, sold.length * 2 + toInvoice.length + 2);
    await expectStorageExact(dealer.companyId);
  }, 300_000);
});

/** A photo of noise from a fixed seed (a JPEG of some hundred KB, its thumbnail takes real work). */
async function noisePhoto(seed: number): Promise<Buffer> {
  const random = seededRandom(seed);
  const [width, height] = [1200, 900];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

describe('a server killed while it stores uploaded photos', () => {
  it('stores each photo once with its thumbnail after the restart, leaves nothing staged or orphaned, the storage count exact', async () => {
    const dealer: CompanyUser = await createCompanyUser(t);
    const [vehicleId] = (await insertVehicles(t, dealer.companyId, [{}])) as [string];
    const photos = await Promise.all(Array.from({ length: 8 }, (_, i) => noisePhoto(53 + i)));
    const first = await server();
    const uploads: string[] = [];
    for (let batch = 0; batch < 3; batch += 1) {
      const body = await multipart(
        {},
        photos.map((content, i) => ({
          field: `photo_${i + 1}`,
          filename: `foto-${batch}-${i}.jpg`,
          content,
          type: 'image/jpeg',
        })),
      );
      const response = await fetch(`${first.url}/api/user/vehicles/${vehicleId}/upload-photos`, {
        method: 'POST',
        headers: { ...dealer.headers, ...body.headers },
        body: new Uint8Array(body.payload),
      });
      const answer = (await response.json()) as { data: { suuid: string } };
      expect(response.status).toBe(202);
      uploads.push(answer.data.suuid);
    }

    // The server that accepted the uploads, and runs their job, killed between two photos: some moved and recorded, some still staged.
    await expect
      .poll(async () => (await runs(uploads)).some((run) => run.status === 'RUNNING' && run.progress > 0), {
        timeout: 60_000,
        interval: 5,
      })
      .toBe(true);
    await first.kill();
    const atKill = await runs(uploads);
    console.log(`upload killed at ${atKill.map((run) => `${run.status} ${run.progress} %`).join(', ')}`);

    await server();
    await expect.poll(async () => (await runs(uploads)).every(ended), { timeout: 120_000, interval: 250 }).toBe(true);
    const after = await runs(uploads);
    // Every photo stored once: the uploads' results name 24 rows, and the vehicle has those 24.
    expect(after.map((run) => run.status)).toEqual(['DONE', 'DONE', 'DONE']);
    expect(after.map((run) => run.result?.stored)).toEqual([8, 8, 8]);
    const { rows } = await t.ctx.database.pool.query<{ n: number; thumbnails: number }>(
      `select count(*)::int as n, count(thumbnail_key)::int as thumbnails from vehicle_documents where company_id = $1`,
      [dealer.companyId],
    );
    expect(rows[0]).toEqual({ n: 24, thumbnails: 24 });
    // Nothing left in staging, no file without its row, and the count is the files' bytes.
    expect((await storedKeys(dealer.companyId)).filter((key) => key.includes('/staging/'))).toEqual([]);
    await expectStorageExact(dealer.companyId);
  }, 300_000);
});

/** A POST to a server process, as a browser sends it; rejects when the server dies before it answers. */
function postTo(server: RunningProcess, route: string, dealer: CompanyUser) {
  return fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { ...dealer.headers, 'content-type': 'application/json' },
    body: '{}',
  });
}

const invoiceRoute = (vehicleId: string) => `/api/user/vehicles/${vehicleId}/documents/generate/INVOICE/order/SELLING`;

/** Every job of the company, whoever queued it (a request cut off by the kill may have queued one without answering). */
async function companyRuns(companyId: string): Promise<Run[]> {
  const { rows } = await t.ctx.database.pool.query<Run>(
    'select suuid, status, progress, error, result from job_runs where company_id = $1',
    [companyId],
  );
  return rows;
}

/** Each document row names a job that ended DONE, and its file is the one it recorded (size and hash): none half-written. */
async function expectDocumentsWhole(companyId: string) {
  const { rows } = await t.ctx.database.pool.query<{ key: string; size: number; sha256: string; status: string | null }>(
    `select d.storage_key as key, d.size, d.sha256, r.status
       from generated_documents d left join job_runs r on r.suuid = d.job_suuid where d.company_id = $1`,
    [companyId],
  );
  for (const row of rows) {
    expect(row.status).toBe('DONE');
    const content = await t.ctx.storage.read(row.key);
    expect(content.length).toBe(row.size);
    expect(createHash('sha256').update(content).digest('hex')).toBe(row.sha256);
  }
}

/** Polls until every run of the company ended (bounded; a run left unended fails the test). */
async function allEnded(companyId: string): Promise<Run[]> {
  await expect.poll(async () => (await companyRuns(companyId)).every(ended), { timeout: 120_000, interval: 250 }).toBe(true);
  return companyRuns(companyId);
}

/** The suuid a 202 answered, or null when the server died before it answered. */
async function answered(request: Promise<Response>): Promise<string | null> {
  try {
    const response = await request;
    if (response.status !== 202) throw new Error(`answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: { suuid: string } }).data.suuid;
  } catch (error) {
    if (error instanceof TypeError) return null; // fetch failed: the connection died with the server
    throw error;
  }
}

describe('a server killed while it issues invoices', () => {
  it('commits no number of the killed transactions: after the restart every invoice has one number, the series gap-free, each document whole', async () => {
    const dealer: CompanyUser = await createCompanyUser(t);
    // A single-process installation: the API server runs the jobs that take the numbers.
    const first = await server();
    const { vehicleId: earlier } = await sellableVehicle(t, { user: dealer });
    const firstInvoice = await answered(postTo(first, invoiceRoute(earlier), dealer));
    expect((await allEnded(dealer.companyId)).map((run) => run.status)).toEqual(['DONE']);
    expect(firstInvoice).not.toBeNull();

    const vehicles: string[] = [];
    for (let i = 0; i < 6; i += 1) vehicles.push((await sellableVehicle(t, { user: dealer })).vehicleId);

    // The test holds the company's invoice counter: each job that gets to its number waits for it
    // inside its transaction (trade locked, content being built), where the kill must find it.
    const holder = await t.ctx.database.pool.connect();
    let blocked: number[] = [];
    try {
      await holder.query('begin');
      const { rows: counter } = await holder.query<{ next: number; pid: number }>(
        `select next_value::int as next, pg_backend_pid() as pid from number_series
          where company_id = $1 and kind = 'DEFAULT_INVOICE' for update`,
        [dealer.companyId],
      );
      const { next, pid } = counter[0]!;
      const requests = vehicles.slice(0, 4).map((vehicleId) => answered(postTo(first, invoiceRoute(vehicleId), dealer)));
      const queued = await Promise.all(requests);
      expect(queued.every((suuid) => suuid !== null)).toBe(true);
      // The server's jobs inside their numbering transactions, waiting for the counter (behind the
      // test's lock, or behind another job queued on it); how many at once is the job slots' affair.
      await expect
        .poll(
          async () => {
            const { rows } = await t.ctx.database.pool.query<{ pid: number }>(
              `select pid from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock' and query ilike 'update "number_series"%'
                  and pid <> $1`,
              [pid],
            );
            blocked = rows.map((row) => row.pid);
            return blocked.length;
          },
          { timeout: 60_000, interval: 20 },
        )
        .toBeGreaterThan(0);
      // And two more requests in flight as the server dies: answered or cut off.
      const inFlight = vehicles.slice(4).map((vehicleId) => answered(postTo(first, invoiceRoute(vehicleId), dealer)));
      await first.kill();
      const cut = await Promise.all(inFlight);
      console.log(
        `killed with ${blocked.length} numbering transactions waiting, ${cut.filter((s) => s === null).length} request(s) cut off`,
      );
      await holder.query('rollback');
      // The killed server's transactions end without a commit: PostgreSQL rolls them back when it finds their client gone.
      await expect
        .poll(
          async () =>
            (await t.ctx.database.pool.query('select 1 from pg_stat_activity where pid = any($1::int[])', [blocked])).rowCount,
          { timeout: 30_000, interval: 20 },
        )
        .toBe(0);
      const { rows: after } = await t.ctx.database.pool.query<{ next: number }>(
        `select next_value::int as next from number_series where company_id = $1 and kind = 'DEFAULT_INVOICE'`,
        [dealer.companyId],
      );
      expect(after[0]!.next).toBe(next);
    } finally {
      await holder.query('rollback');
      holder.release();
    }

    // Started again: the jobs of the dead server run again (its claims lapse), the queued ones run.
    const second = await server();
    const runsAfter = await allEnded(dealer.companyId);
    for (const run of runsAfter) if (run.status === 'FAILED') expect(run.error).toMatch(/^\d{4}$/);
    console.log(
      `after the restart: ${runsAfter.filter((run) => run.status === 'DONE').length} done, ` +
        `${runsAfter.filter((run) => run.status === 'FAILED').length} failed of ${runsAfter.length}`,
    );
    // A vehicle whose invoice was not issued (its request cut off, its job failed) is invoiced now, and two more after it.
    const invoiced = async (vehicleId: string) =>
      (
        await t.ctx.database.pool.query(
          `select 1 from generated_documents where vehicle_id = $1 and document_type = 'INVOICE' and number is not null`,
          [vehicleId],
        )
      ).rowCount === 1;
    const more: string[] = [];
    for (let i = 0; i < 2; i += 1) more.push((await sellableVehicle(t, { user: dealer })).vehicleId);
    for (const vehicleId of [...vehicles, ...more]) {
      if (await invoiced(vehicleId)) continue;
      expect(await answered(postTo(second, invoiceRoute(vehicleId), dealer))).not.toBeNull();
      await allEnded(dealer.companyId);
    }
    for (const vehicleId of [earlier, ...vehicles, ...more]) expect(await invoiced(vehicleId)).toBe(true);

    await expectSeriesGapFree(dealer.companyId, 1 + vehicles.length + more.length);
    await expectDocumentsWhole(dealer.companyId);
    await expectStorageExact(dealer.companyId);
  }, 300_000);
});
