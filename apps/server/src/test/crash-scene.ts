import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type Bundle, bundleProcesses, type RunningProcess, startProcess } from './processes';
import type { TestContext } from './test-context';

// The crash tests' scene: real API servers and workers on the test's database and DATA_DIR, killed
// with SIGKILL as a machine that dies, and the checks that nothing was lost, doubled or left over.

/**
 * Registers the hooks of a crash test file (the bundle, an empty web build, each scenario's processes
 * stopped after it) and answers how to start a server (that runs the jobs too, as a single-process
 * installation) or a worker (with the job-expiry test's held job beside the app's).
 */
export function useCrashScene(t: TestContext) {
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

  return {
    /** An API server that also runs the jobs (JOBS on, as a single-process installation). */
    async server(extra: Record<string, string> = {}) {
      const started = await startProcess(bundle!, 'server', { env: { ...env(), WEB_DIST: webDist, PORT: '0', ...extra } });
      processes.push(started);
      return started;
    },
    async worker(extra: Record<string, string> = {}) {
      const started = await startProcess(bundle!, 'worker', { env: { ...env(), ...extra }, entry: 'held-job-worker' });
      processes.push(started);
      return started;
    },
  };
}

export type Run = {
  suuid: string;
  status: string;
  progress: number;
  error: string | null;
  result: Record<string, unknown> | null;
};

export const ended = (run: Run) => run.status === 'DONE' || run.status === 'FAILED';

export function accepted(response: { statusCode: number; body: string; json(): { data: { suuid: string } } }): string {
  if (response.statusCode !== 202) throw new Error(`answered ${response.statusCode}: ${response.body}`);
  return response.json().data.suuid;
}

/** What a crash test reads back from the database and the storage, and the checks it makes on them. */
export function crashChecks(t: TestContext) {
  // The context starts in beforeAll: its pool is read when a check runs.
  const pool = () => t.ctx.database.pool;

  async function runs(suuids: string[]): Promise<Run[]> {
    const { rows } = await pool().query<Run>(
      'select suuid, status, progress, error, result from job_runs where suuid = any($1::uuid[])',
      [suuids],
    );
    return rows;
  }

  /** Every job of the company, whoever queued it (a request cut off by a kill may have queued one without answering). */
  async function companyRuns(companyId: string): Promise<Run[]> {
    const { rows } = await pool().query<Run>(
      'select suuid, status, progress, error, result from job_runs where company_id = $1',
      [companyId],
    );
    return rows;
  }

  /** Polls until every run of the company ended (bounded; a run left unended fails the test). */
  async function allEnded(companyId: string): Promise<Run[]> {
    await expect.poll(async () => (await companyRuns(companyId)).every(ended), { timeout: 120_000, interval: 250 }).toBe(true);
    return companyRuns(companyId);
  }

  /** Every stored key under `prefix` (the company's folder unless told). */
  async function storedKeys(companyId: string, prefix = `companies/${companyId}/`): Promise<string[]> {
    const keys: string[] = [];
    for await (const key of t.ctx.storage.list(prefix)) keys.push(key);
    return keys.sort();
  }

  /** Every file key a row of the company names, from each table with such a column. */
  async function namedKeys(companyId: string): Promise<string[]> {
    const { rows: columns } = await pool().query<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name from information_schema.columns c
         where c.table_schema = 'public' and c.column_name in ('storage_key', 'logo_key', 'thumbnail_key')
           and exists (select 1 from information_schema.columns o where o.table_schema = 'public'
                       and o.table_name = c.table_name and o.column_name = 'company_id')`,
    );
    const keys: string[] = [];
    for (const { table_name, column_name } of columns) {
      const { rows } = await pool().query<{ key: string }>(
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
    const { rows } = await pool().query<{ used: string; sizes: string }>(
      `select c.used_storage::text as used,
              (select coalesce(sum(size), 0) from generated_documents d where d.company_id = c.id)
            + (select coalesce(sum(size + thumbnail_size), 0) from vehicle_documents v where v.company_id = c.id)
            + (select coalesce(sum(size), 0) from company_document_files f where f.company_id = c.id)
            + (select coalesce(sum(size), 0) from vehicle_ocr_images o where o.company_id = c.id)
            + c.logo_size as sizes
         from companies c where c.id = $1`,
      [companyId],
    );
    expect(Number(rows[0]!.used)).toBe(bytes);
    expect(Number(rows[0]!.sizes)).toBe(bytes);
  }

  /** The numbers of the company's invoices and cancellation invoices, one series: running numbers without gap or double. */
  async function expectSeriesGapFree(companyId: string, count: number) {
    const { rows } = await pool().query<{ number: string }>(
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
    const { rows: versions } = await pool().query<{ n: number; keys: number }>(
      `select count(*)::int as n, count(distinct storage_key)::int as keys from generated_documents where company_id = $1`,
      [companyId],
    );
    expect(versions[0]!.keys).toBe(versions[0]!.n);
  }

  /** Each document row names a job that ended DONE, and its file is the one it recorded (size and hash): none half-written. */
  async function expectDocumentsWhole(companyId: string) {
    const { rows } = await pool().query<{ key: string; size: number; sha256: string; status: string | null }>(
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

  /** Backends waiting for a lock in a statement that starts with `statement`, besides the test's own `holder`. */
  async function waitingIn(statement: string, holder: number): Promise<number[]> {
    const { rows } = await pool().query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query ilike $1 and pid <> $2`,
      [`${statement}%`, holder],
    );
    return rows.map((row) => row.pid);
  }

  /** Until the backends are gone: PostgreSQL ends (and rolls back) a dead client's session once it finds it gone. */
  async function gone(pids: number[]) {
    await expect
      .poll(async () => (await pool().query('select 1 from pg_stat_activity where pid = any($1::int[])', [pids])).rowCount, {
        timeout: 30_000,
        interval: 20,
      })
      .toBe(0);
  }

  return {
    runs,
    companyRuns,
    allEnded,
    storedKeys,
    namedKeys,
    expectStorageExact,
    expectSeriesGapFree,
    expectDocumentsWhole,
    waitingIn,
    gone,
  };
}

/**
 * Kills a process while its transaction waits to count files against the company's storage: the
 * test holds the company's row (as a count of the storage does; key-share locks pass), `start`
 * sets the work going and answers the kill, which runs once one backend waits in `statement`
 * (`update "companies"` unless told; a flow that locks the row first waits in its `select`) — it
 * may first look at what was written by then. The row is let go, and this answers once PostgreSQL
 * has ended the dead backend.
 */
export async function killWhileCounting(
  t: TestContext,
  { companyId, statement = 'update "companies"' }: { companyId: string; statement?: string },
  start: () => Promise<() => Promise<void>>,
): Promise<void> {
  const { waitingIn, gone } = crashChecks(t);
  const holder = await t.ctx.database.pool.connect();
  let blocked: number[] = [];
  try {
    await holder.query('begin');
    const { rows } = await holder.query<{ pid: number }>(
      'select pg_backend_pid() as pid from companies where id = $1 for no key update',
      [companyId],
    );
    const kill = await start();
    await expect
      .poll(
        async () => {
          blocked = await waitingIn(statement, rows[0]!.pid);
          return blocked.length;
        },
        { timeout: 60_000, interval: 20 },
      )
      .toBe(1);
    await kill();
  } finally {
    await holder.query('rollback');
    holder.release();
  }
  await gone(blocked);
}
