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
