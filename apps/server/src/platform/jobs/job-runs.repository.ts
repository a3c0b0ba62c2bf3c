import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { jobRuns } from '../db/schema/jobs';

type JobRun = typeof jobRuns.$inferSelect;

export function createJobRunsRepository(db: DbOrTx) {
  return {
    async insert(row: { kind: string; companyId: string | null; payload: unknown }): Promise<string> {
      const [created] = await db
        .insert(jobRuns)
        .values({ kind: row.kind, companyId: row.companyId, payload: row.payload })
        .returning({ suuid: jobRuns.suuid });
      return created!.suuid;
    },
    async markRunning(suuid: string) {
      await db
        .update(jobRuns)
        .set({ status: 'RUNNING', updatedAt: sql`now()` })
        .where(eq(jobRuns.suuid, suuid));
    },
    async setProgress(suuid: string, progress: number) {
      await db
        .update(jobRuns)
        .set({ progress, updatedAt: sql`now()` })
        .where(eq(jobRuns.suuid, suuid));
    },
    async finish(suuid: string, result: unknown) {
      await db
        .update(jobRuns)
        .set({ status: 'DONE', progress: 100, result: result ?? null, error: null, updatedAt: sql`now()` })
        .where(eq(jobRuns.suuid, suuid));
    },
    async fail(suuid: string, error: string, result: unknown) {
      await db
        .update(jobRuns)
        .set({ status: 'FAILED', error, result: result ?? null, updatedAt: sql`now()` })
        .where(eq(jobRuns.suuid, suuid));
    },
    /** Fails a run that never ended (its last worker died); one that finished or failed keeps its outcome. True when it failed it now. */
    async failUnfinished(suuid: string, error: string): Promise<boolean> {
      const rows = await db
        .update(jobRuns)
        .set({ status: 'FAILED', error, updatedAt: sql`now()` })
        .where(and(eq(jobRuns.suuid, suuid), inArray(jobRuns.status, ['PENDING', 'RUNNING'])))
        .returning({ suuid: jobRuns.suuid });
      return rows.length === 1;
    },
    /** A company sees only its own jobs; jobs without a company are visible to no company. */
    async find(suuid: string, companyId: string | null): Promise<JobRun | undefined> {
      const owner = companyId === null ? isNull(jobRuns.companyId) : eq(jobRuns.companyId, companyId);
      const [row] = await db
        .select()
        .from(jobRuns)
        .where(and(eq(jobRuns.suuid, suuid), owner));
      return row;
    },
  };
}
