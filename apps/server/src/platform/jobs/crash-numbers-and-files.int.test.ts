import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accepted, crashChecks, killWhileCounting, useCrashScene } from '../../test/crash-scene';
import { generate, generateAndWait, sellableVehicle } from '../../test/documents-factories';
import { type CompanyUser, createCompanyUser } from '../../test/factories';
import { multipart, sampleFiles } from '../../test/multipart';
import type { RunningProcess } from '../../test/processes';
import { useTestContext } from '../../test/test-context';
import { insertVehicles } from '../../test/vehicles-factories';
import { STAGING_GRACE_MS, sweepStagedFiles } from '../uploads/staged-uploads';

// Crashes inside the transactions that issue numbers and store files, made to land there by the
// test holding the row the transaction waits for (observed in pg_stat_activity, no sleeps):
// - an API server that runs the jobs, killed while they wait inside their numbering transactions,
//   commits none of those numbers: after the restart the series goes on without a gap or a double,
//   and every document row has its whole file;
// - a document job killed on its last attempt between writing its PDF and its commit ends FAILED
//   5003, and its clean-up deletes the PDF no row names;
// - an API server killed while an upload waits to reserve its bytes (its files staged) counts
//   nothing and queues nothing; the hourly sweep deletes what it staged, not what a waiting job names.

const t = useTestContext({ workJobs: false });
const { server, worker } = useCrashScene(t);
const { runs, allEnded, storedKeys, expectStorageExact, expectSeriesGapFree, expectDocumentsWhole, waitingIn, gone } =
  crashChecks(t);

/** A POST to a server process, as a browser sends it; rejects when the server dies before it answers. */
function postTo(server: RunningProcess, route: string, dealer: CompanyUser) {
  return fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { ...dealer.headers, 'content-type': 'application/json' },
    body: '{}',
  });
}

const invoiceRoute = (vehicleId: string) => `/api/user/vehicles/${vehicleId}/documents/generate/INVOICE/order/SELLING`;

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
            blocked = await waitingIn('update "number_series"', pid);
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
      await gone(blocked);
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

describe('a document job whose last worker died', () => {
  it('ends FAILED 5003 and leaves no file of its own: the PDF written before the kill is deleted, the number not burnt', async () => {
    const dealer: CompanyUser = await createCompanyUser(t);
    const { vehicleId } = await sellableVehicle(t, { user: dealer });
    // Queued before any worker runs, on its last attempt: when its worker dies nothing runs it again.
    const suuid = accepted(await generate(t, { user: dealer, vehicleId, type: 'INVOICE' }));
    await t.ctx.database.pool.query(`update pgboss.job set retry_limit = 0 where data->>'suuid' = $1`, [suuid]);
    const prefix = `companies/${dealer.companyId}/documents/${suuid}-`;

    // The test holds the company's row (as a count of its storage does; key-share locks pass): the job
    // writes its PDF, then waits to count it against the storage.
    await killWhileCounting(t, { companyId: dealer.companyId }, async () => {
      const first = await worker();
      return async () => {
        expect(await storedKeys(dealer.companyId, prefix)).toHaveLength(1);
        await first.kill();
      };
    });

    await worker();
    await expect.poll(async () => (await runs([suuid]))[0]!.status, { timeout: 90_000, interval: 250 }).toBe('FAILED');
    expect((await runs([suuid]))[0]!.error).toBe('5003');
    expect(await storedKeys(dealer.companyId, prefix)).toEqual([]);
    await expectStorageExact(dealer.companyId);

    // The number it had taken was rolled back with it: the vehicle's invoice, issued now, is the series' first.
    expect((await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' })).status).toBe('DONE');
    await expectSeriesGapFree(dealer.companyId, 1);
    await expectStorageExact(dealer.companyId);
  }, 300_000);
});

/** A small JPEG of one colour (the thumbnail job needs a real picture). */
const photo = (shade: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: shade, b: shade } } })
    .jpeg()
    .toBuffer();

async function photosBody(shades: number[]) {
  return multipart(
    {},
    await Promise.all(
      shades.map(async (shade, i) => ({
        field: `photo_${i + 1}`,
        filename: `foto-${shade}.jpg`,
        content: await photo(shade),
        type: 'image/jpeg',
      })),
    ),
  );
}

async function usedStorage(companyId: string): Promise<number> {
  const { rows } = await t.ctx.database.pool.query<{ used: number }>(
    'select used_storage::int as used from companies where id = $1',
    [companyId],
  );
  return rows[0]!.used;
}

describe('a server killed between staging an upload and the commit of its reservation and job', () => {
  it('counts nothing; the sweep deletes what it staged and keeps what a waiting job names', async () => {
    const dealer: CompanyUser = await createCompanyUser(t);
    const [vehicleId] = (await insertVehicles(t, dealer.companyId, [{}])) as [string];
    const staging = `companies/${dealer.companyId}/staging/`;
    const first = await server();
    const before = await usedStorage(dealer.companyId);

    // The test holds the company's row: the request stages its files, then waits to reserve their bytes.
    await killWhileCounting(t, { companyId: dealer.companyId }, async () => {
      const body = await photosBody([40, 90]);
      const request = fetch(`${first.url}/api/user/vehicles/${vehicleId}/upload-photos`, {
        method: 'POST',
        headers: { ...dealer.headers, ...body.headers },
        body: new Uint8Array(body.payload),
      }).then(
        (response) => response.status,
        () => null,
      );
      return async () => {
        expect(await storedKeys(dealer.companyId, staging)).toHaveLength(2);
        await first.kill();
        expect(await request).toBeNull();
      };
    });

    // Nothing counted, no job queued: only the staged files are left, and no row names them.
    expect(await usedStorage(dealer.companyId)).toBe(before);
    expect(await allEnded(dealer.companyId)).toEqual([]);
    const orphans = await storedKeys(dealer.companyId, staging);
    expect(orphans).toHaveLength(2);

    // An upload queued meanwhile waits for a worker: its staged files are named by its job.
    const waiting = await photosBody([150]);
    const queued = accepted(
      await t.app.inject({
        method: 'POST',
        url: `/api/user/vehicles/${vehicleId}/upload-photos`,
        headers: { ...dealer.headers, ...waiting.headers },
        payload: waiting.payload,
      }),
    );
    // The hourly sweep, once the grace is over: the dead request's files go, the waiting job's stay.
    const later = new Date(Date.now() + STAGING_GRACE_MS);
    expect(await sweepStagedFiles(t.ctx, { stagedBefore: later })).toBe(2);
    const kept = await storedKeys(dealer.companyId, staging);
    expect(kept).toHaveLength(1);
    expect(orphans).not.toContain(kept[0]);
    // Swept again (a sweep killed half-way is done by the next): nothing more to delete.
    expect(await sweepStagedFiles(t.ctx, { stagedBefore: later })).toBe(0);

    await worker();
    await expect.poll(async () => (await runs([queued]))[0]!.status, { timeout: 60_000, interval: 100 }).toBe('DONE');
    expect(await storedKeys(dealer.companyId, staging)).toEqual([]);
    await expectStorageExact(dealer.companyId);
  }, 300_000);
});

/**
 * Posts an upload to a server process and kills it while the request waits to reserve its bytes
 * (its files staged): nothing is counted or queued, only the staged files are left, and the sweep
 * deletes them once the grace is over.
 */
async function killedBeforeReserving(
  dealer: CompanyUser,
  {
    route,
    body,
    staged,
    statement,
  }: { route: string; body: Awaited<ReturnType<typeof multipart>>; staged: number; statement?: string },
) {
  const staging = `companies/${dealer.companyId}/staging/`;
  const first = await server();
  const before = await usedStorage(dealer.companyId);
  await killWhileCounting(t, { companyId: dealer.companyId, statement }, async () => {
    const request = fetch(`${first.url}${route}`, {
      method: 'POST',
      headers: { ...dealer.headers, ...body.headers },
      body: new Uint8Array(body.payload),
    }).then(
      (response) => response.status,
      () => null,
    );
    return async () => {
      expect(await storedKeys(dealer.companyId, staging)).toHaveLength(staged);
      await first.kill();
      expect(await request).toBeNull();
    };
  });
  expect(await usedStorage(dealer.companyId)).toBe(before);
  expect(await allEnded(dealer.companyId)).toEqual([]);
  expect(await storedKeys(dealer.companyId, staging)).toHaveLength(staged);
  expect(await sweepStagedFiles(t.ctx, { stagedBefore: new Date(Date.now() + STAGING_GRACE_MS) })).toBe(staged);
  expect(await storedKeys(dealer.companyId, staging)).toEqual([]);
  await expectStorageExact(dealer.companyId);
}

describe('a server killed between staging a registration-document scan and the commit of its reservation and job', () => {
  it('counts nothing and queues nothing; the sweep deletes the staged scan; a new scan is taken and read', async () => {
    const dealer: CompanyUser = await createCompanyUser(t);
    const scan = () => multipart({}, [{ field: 'passport', filename: 'zb1.png', content: sampleFiles.png }]);
    await killedBeforeReserving(dealer, { route: '/api/user/vehicles/ocr', body: await scan(), staged: 1 });
    const again = await scan();
    const suuid = accepted(
      await t.app.inject({
        method: 'POST',
        url: '/api/user/vehicles/ocr',
        headers: { ...dealer.headers, ...again.headers },
        payload: again.payload,
      }),
    );
    await worker();
    // A picture without a registration document fails its reading (5001) and keeps nothing.
    await expect
      .poll(
        async () => {
          const [run] = await runs([suuid]);
          return { status: run!.status, error: run!.error };
        },
        { timeout: 90_000, interval: 100 },
      )
      .toEqual({ status: 'FAILED', error: '5001' });
    await expectStorageExact(dealer.companyId);
  }, 300_000);
});

describe('a server killed between staging a legal document and the commit of its reservation and job', () => {
  it('counts nothing, locks nothing and queues nothing; the sweep deletes the staged files; the document can be sent again', async () => {
    const dealer: CompanyUser = await createCompanyUser(t);
    const route = '/api/user/company/upload-documents/OWNER_PASSPORT';
    const passport = () =>
      multipart({}, [
        { field: 'document_1', filename: 'front.pdf', content: sampleFiles.pdf },
        { field: 'document_2', filename: 'back.png', content: sampleFiles.png },
      ]);
    // Its transaction locks the company's row first (a second upload of the type waits), then reserves.
    await killedBeforeReserving(dealer, { route, body: await passport(), staged: 2, statement: 'select' });
    const { rows } = await t.ctx.database.pool.query<{ status: string }>(
      `select status from company_documents where company_id = $1 and type = 'OWNER_PASSPORT'`,
      [dealer.companyId],
    );
    expect(rows.map((row) => row.status)).not.toContain('VERIFYING');
    const again = await passport();
    const suuid = accepted(
      await t.app.inject({
        method: 'POST',
        url: route,
        headers: { ...dealer.headers, ...again.headers },
        payload: again.payload,
      }),
    );
    await worker();
    await expect.poll(async () => (await runs([suuid]))[0]!.status, { timeout: 90_000, interval: 100 }).toBe('DONE');
    expect(await storedKeys(dealer.companyId, `companies/${dealer.companyId}/documents/`)).toHaveLength(2);
    await expectStorageExact(dealer.companyId);
  }, 300_000);
});

describe('an upload job whose last worker died', () => {
  it('ends FAILED 5003, deletes what it moved and staged, and gives back the bytes reserved for the files it did not store', async () => {
    const dealer: CompanyUser = await createCompanyUser(t);
    const [vehicleId] = (await insertVehicles(t, dealer.companyId, [{}])) as [string];
    const body = await photosBody([60, 120]);
    // Queued while no worker runs, on its last attempt.
    const suuid = accepted(
      await t.app.inject({
        method: 'POST',
        url: `/api/user/vehicles/${vehicleId}/upload-photos`,
        headers: { ...dealer.headers, ...body.headers },
        payload: body.payload,
      }),
    );
    await t.ctx.database.pool.query(`update pgboss.job set retry_limit = 0 where data->>'suuid' = $1`, [suuid]);
    expect(await usedStorage(dealer.companyId)).toBeGreaterThan(0);

    // The test holds the company's row: the job moves the first photo, makes its thumbnail, then waits to count it.
    await killWhileCounting(t, { companyId: dealer.companyId }, async () => {
      const first = await worker();
      return async () => {
        expect(await storedKeys(dealer.companyId, `companies/${dealer.companyId}/vehicles/`)).toHaveLength(2);
        await first.kill();
      };
    });

    await worker();
    await expect.poll(async () => (await runs([suuid]))[0]!.status, { timeout: 90_000, interval: 250 }).toBe('FAILED');
    expect((await runs([suuid]))[0]!.error).toBe('5003');
    // No photo, nothing left in storage, and the count back where it was.
    expect(await storedKeys(dealer.companyId)).toEqual([]);
    expect(await usedStorage(dealer.companyId)).toBe(0);
    await expectStorageExact(dealer.companyId);
  }, 300_000);
});
