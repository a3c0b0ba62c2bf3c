import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/test-context';
import { type Database, openDatabase } from '../db/database';
import { createJobs, defineJob, JobFailure, type JobView } from './jobs';

let url: string;
let drop: () => Promise<void>;
let database: Database;

beforeAll(async () => {
  ({ url, drop } = await createTestDatabase());
  database = openDatabase(url, { max: 4 });
});
afterAll(async () => {
  await database.close();
  await drop();
});

const square = defineJob({
  name: 'test-square',
  payload: z.object({ n: z.number().int() }),
  async handler({ n }, context) {
    await context.progress(50);
    if (n < 0) throw new JobFailure('5001', { n });
    return { square: n * n };
  },
});

async function waitFor(read: () => Promise<JobView | undefined>, done: (view: JobView) => boolean): Promise<JobView> {
  for (let i = 0; i < 200; i += 1) {
    const view = await read();
    if (view && done(view)) return view;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('job did not finish in time');
}

describe('jobs', () => {
  it('runs a job, records progress and result, and scopes status by company', async () => {
    const jobs = createJobs(database);
    jobs.register(square);
    await jobs.start({ work: true });
    const company = randomUUID();
    const suuid = await jobs.enqueue(square, { n: 7 }, { companyId: company });
    const view = await waitFor(
      () => jobs.status(suuid, company),
      (v) => v.status === 'DONE',
    );
    expect(view).toEqual({ suuid, status: 'DONE', progress: 100, result: { square: 49 }, error: null });
    expect(await jobs.status(suuid, randomUUID())).toBeUndefined();
    expect(await jobs.status(suuid, null)).toBeUndefined();

    const failing = await jobs.enqueue(square, { n: -1 }, { companyId: company });
    const failed = await waitFor(
      () => jobs.status(failing, company),
      (v) => v.status === 'FAILED',
    );
    expect(failed.error).toBe('5001');
    expect(failed.result).toEqual({ n: -1 });
    await jobs.stop();
  });

  it('puts periodic work on pg-boss’s schedule, in Berlin time', async () => {
    const jobs = createJobs(database);
    jobs.every({ name: 'test-periodic', cron: '17 * * * *', run: async () => undefined });
    await jobs.start({ work: true });
    const { rows } = await database.pool.query(`select cron, timezone from pgboss.schedule where name = 'test-periodic'`);
    expect(rows).toEqual([{ cron: '17 * * * *', timezone: 'Europe/Berlin' }]);
    await jobs.stop();
  });

  it('refuses a payload that does not match the job', async () => {
    const jobs = createJobs(database);
    jobs.register(square);
    await jobs.start({ work: false });
    await expect(jobs.enqueue(square, { n: 1.5 }, { companyId: null })).rejects.toThrow();
    await jobs.stop();
  });

  it('keeps a queued job across a restart and runs it on the next start', async () => {
    const first = createJobs(database);
    first.register(square);
    await first.start({ work: false });
    const suuid = await first.enqueue(square, { n: 3 }, { companyId: null });
    await first.stop();
    expect((await first.status(suuid, null))?.status).toBe('PENDING');

    const second = createJobs(database);
    second.register(square);
    await second.start({ work: true });
    const view = await waitFor(
      () => second.status(suuid, null),
      (v) => v.status === 'DONE',
    );
    expect(view.result).toEqual({ square: 9 });
    await second.stop();
  });
});
