import { z } from 'zod';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/database';
import { defineJob } from '../jobs/jobs';
import { StorageUnavailableError } from '../storage/storage';

// The files of a deleted row outlive it when the storage is out of reach at the moment (an S3
// outage), or when the process dies between the commit and the delete. The delete is therefore
// queued in the transaction that deletes the row, tried at once after the commit as well, and the
// job tries again every few minutes for as long as the storage stays away: no file is left that no
// row names, and no count drifts (the bytes were given back with the row).

/** Minutes between the tries while the storage is out of reach (pg-boss's own retries are seconds apart). */
const RETRY_SECONDS = 300;

export function deleteFilesJob(ctx: AppContext) {
  return defineJob({
    name: 'storage-delete-files',
    payload: z.object({ keys: z.array(z.string()).min(1) }),
    async handler({ keys }, job) {
      try {
        // Deleting a missing file is no error: a key deleted at once after the commit is simply gone.
        for (const key of keys) await ctx.storage.delete(key);
        return { deleted: keys.length };
      } catch (error) {
        if (!(error instanceof StorageUnavailableError)) throw error;
        await ctx.jobs.enqueue(deleteFilesJob(ctx), { keys }, { companyId: job.companyId, startAfterSeconds: RETRY_SECONDS });
        return { deleted: 0, retryInSeconds: RETRY_SECONDS };
      }
    },
  });
}

/**
 * Inside the transaction that deletes the rows naming `keys`: queues their deletion (it commits with
 * the rows) and answers what to run after the commit, the first try, whose failure is only logged.
 */
export async function deleteFilesWithRows(
  ctx: AppContext,
  tx: DbOrTx,
  { companyId, keys }: { companyId: string | null; keys: string[] },
): Promise<() => Promise<void>> {
  await ctx.jobs.enqueue(deleteFilesJob(ctx), { keys }, { companyId, tx });
  return async () => {
    try {
      for (const key of keys) await ctx.storage.delete(key);
    } catch (error) {
      ctx.log(`storage: delete ${keys.join(', ')} queued for later: ${String(error)}`);
    }
  };
}
