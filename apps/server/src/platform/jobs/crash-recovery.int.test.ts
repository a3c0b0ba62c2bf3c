import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateAndWait, generate, sellableVehicle } from '../../test/documents-factories';
import { callAs, type CompanyUser, createCompanyUser } from '../../test/factories';
import { heldJob } from '../../test/held-job';
import { multipart } from '../../test/multipart';
import { accepted, crashChecks, ended, useCrashScene } from '../../test/crash-scene';
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
const { server, worker } = useCrashScene(t);
const { runs, storedKeys, namedKeys, expectStorageExact, expectSeriesGapFree, waitingIn, gone } = crashChecks(t);

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

    // The test holds the company's row (as a count of its storage does; key-share locks pass): each
    // document job renders and writes its PDF, then waits to count it, between its number and its commit.
    const holder = await t.ctx.database.pool.connect();
    await holder.query('begin');
    const { rows: holding } = await holder.query<{ pid: number }>(
      'select pg_backend_pid() as pid from companies where id = $1 for no key update',
      [dealer.companyId],
    );
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

    // Killed while a document is between its number and its commit (rendered, file written).
    let blocked: number[] = [];
    try {
      await expect
        .poll(
          async () => {
            blocked = await waitingIn('update "companies"', holding[0]!.pid);
            return blocked.length;
          },
          { timeout: 60_000, interval: 20 },
        )
        .toBeGreaterThan(0);
      await expect.poll(async () => (await runs([held]))[0]!.progress, { timeout: 60_000, interval: 50 }).toBe(50);
      await first.kill();
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    await gone(blocked);
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
