import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { companies } from '../db/schema/companies';
import { jobRuns } from '../db/schema/jobs';

/** The SQL of the staging sweep: whose staging to walk, and whether a job still waits for a staged file. */
export function createStagedUploadsRepository(db: DbOrTx) {
  return {
    async companyIds(): Promise<string[]> {
      const rows = await db.select({ id: companies.id }).from(companies);
      return rows.map((row) => row.id);
    },

    /** Whether a job of the company that has not ended names the key in its payload (it will move or delete the file). */
    async isNamedByUnfinishedJob(companyId: string, key: string): Promise<boolean> {
      const [row] = await db
        .select({ suuid: jobRuns.suuid })
        .from(jobRuns)
        .where(
          and(
            eq(jobRuns.companyId, companyId),
            inArray(jobRuns.status, ['PENDING', 'RUNNING']),
            sql`strpos(${jobRuns.payload}::text, ${key}) > 0`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
