import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldJob } from './test/held-job';
import { type Bundle, bundleProcesses, type RunningProcess, startProcess } from './test/processes';
import { useTestContext } from './test/test-context';

// A worker killed (SIGKILL, as a machine that dies) in the middle of a job: another worker runs the
// job again within a minute, not after pg-boss's expiry, and its effect is there once.

const t = useTestContext({ workJobs: false });
const processes: RunningProcess[] = [];
let bundle: Bundle | undefined;

beforeAll(async () => {
  await t.ctx.database.pool.query('create table test_job_effects (suuid uuid not null)');
  bundle = await bundleProcesses(['test/held-job-worker.ts']);
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  bundle?.remove();
});

const env = () => ({
  DATABASE_URL: t.ctx.database.url,
  DATA_DIR: t.dataDir,
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
});

async function run(suuid: string): Promise<{ status: string; progress: number }> {
  const { rows } = await t.ctx.database.pool.query<{ status: string; progress: number }>(
    'select status, progress from job_runs where suuid = $1',
    [suuid],
  );
  return rows[0]!;
}

describe('a dead worker’s job', () => {
  it('runs again on another worker within a minute of the kill, its effect written once', async () => {
    const first = await startProcess(bundle!, 'worker', { env: { ...env(), HOLD_JOBS: '1' }, entry: 'held-job-worker' });
    processes.push(first);
    const suuid = await t.ctx.jobs.enqueue(heldJob(t.ctx), {}, { companyId: null });
    // The first worker is inside the job's transaction, its effect written but not committed.
    await expect.poll(async () => (await run(suuid)).progress, { timeout: 60_000, interval: 100 }).toBe(50);
    // A second worker, idle: the job is the first one's while its claim is fresh.
    const second = await startProcess(bundle!, 'worker', { env: env(), entry: 'held-job-worker' });
    processes.push(second);
    expect((await run(suuid)).status).toBe('RUNNING');

    const killed = Date.now();
    await first.kill();
    await expect.poll(async () => (await run(suuid)).status, { timeout: 90_000, interval: 250 }).toBe('DONE');
    const waited = Date.now() - killed;
    expect(waited).toBeLessThan(60_000);
    const { rows } = await t.ctx.database.pool.query('select count(*)::int as n from test_job_effects where suuid = $1', [suuid]);
    expect(rows[0].n).toBe(1);
    console.log(`job of a killed worker done ${(waited / 1000).toFixed(1)} s after the kill`);
  }, 240_000);
});
