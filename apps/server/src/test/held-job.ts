import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../platform/context';
import { defineJob } from '../platform/jobs/jobs';

/**
 * A job of the job-expiry test only (registered by held-job-worker.ts, never by the app): in one
 * transaction it records its effect (a row in the test's table test_job_effects) and, in a worker
 * started with HOLD_JOBS=1, reports 50 % and holds the transaction open until the worker is killed,
 * as a document generation is killed between its number and its commit.
 */
export const heldJob = (ctx: AppContext) =>
  defineJob({
    name: 'test-held-effect',
    payload: z.object({}),
    handler: async (_payload, job) => {
      await ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into test_job_effects (suuid) values (${job.suuid})`);
        if (process.env.HOLD_JOBS === '1') {
          await job.progress(50);
          await new Promise(() => undefined);
        }
      });
      return { done: true };
    },
  });
