import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/database';
import { notFound } from '../http/app-error';
import type { JobView } from '../jobs/jobs';
import type { Storage } from '../storage/storage';
import { createStagedUploadsRepository } from './staged-uploads.repository';
import type { UploadedFile } from './uploads';

// The one pipeline every upload follows (company documents, vehicle documents and photos, and the
// trades and registration-document scans next): the request checks the files (readUploads), the
// feature reserves what it needs (storage, a document status), the files are staged, and a job
// moves them to their place with progress the page polls by suuid. Staging keeps the request
// short and lets a failed job leave nothing behind.

/** A checked file written to the company's staging area, waiting for its job; part of the job's payload. */
export const stagedFileSchema = z.object({
  stagingKey: z.string(),
  filename: z.string(),
  extension: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
type StagedFile = z.infer<typeof stagedFileSchema>;

type StagedUpload = {
  companyId: string;
  files: UploadedFile[];
  /**
   * Reserves what the upload needs inside the transaction that queues its job, after staging: the
   * reservation and the job commit together, so a process killed in between counts nothing (what it
   * staged is left to `sweepStagedFiles`).
   */
  reserve?: (tx: DbOrTx) => Promise<void>;
  /** Undoes what the feature reserved before staging (without `reserve`); runs when staging or queueing fails. */
  undo?: () => Promise<void>;
};

/**
 * Stages the files and queues the job that stores them (`enqueue` answers its suuid; with `reserve`
 * it queues in the reservation's transaction). When any step fails, the staged files are deleted and
 * the reservation undone before the error goes on, so a refused upload stores nothing and counts nothing.
 */
export async function stageAndEnqueue(
  ctx: AppContext,
  upload: StagedUpload,
  enqueue: (files: StagedFile[], tx?: DbOrTx) => Promise<string>,
): Promise<string> {
  const staged: StagedFile[] = [];
  try {
    for (const file of upload.files) {
      // The staging time in the key: the sweep tells a file still waiting for its commit from one a dead request left.
      const stagingKey = `companies/${upload.companyId}/staging/${ctx.clock.now().getTime()}-${randomUUID()}`;
      await ctx.storage.put(stagingKey, file.buffer);
      staged.push({ stagingKey, filename: file.filename, extension: file.extension, mimeType: file.mimeType, size: file.size });
    }
    const { reserve } = upload;
    if (!reserve) return await enqueue(staged);
    return await ctx.database.db.transaction(async (tx) => {
      await reserve(tx);
      return enqueue(staged, tx);
    });
  } catch (error) {
    // The reservation is undone even when the storage cannot delete what was staged (it is out of
    // reach): the company's count must never keep bytes of an upload that was refused.
    await discardStagedFiles(ctx.storage, staged).catch((discardError: unknown) =>
      ctx.log(`uploads: staged files of a failed upload left in staging: ${String(discardError)}`),
    );
    await upload.undo?.();
    throw error;
  }
}

/** How long a staged file may wait for the commit of its job before the sweep takes it for a dead request's. */
export const STAGING_GRACE_MS = 60 * 60_000;

/**
 * Deletes the staged files no unfinished job names, staged before `stagedBefore`: those of a request
 * killed between staging and its commit (nothing counts them: the reservation rolled back with the
 * job), and those a job whose last attempt died left. Run hourly by the job runner; deleting is
 * idempotent, so a sweep killed half-way is finished by the next.
 */
export async function sweepStagedFiles(ctx: AppContext, { stagedBefore }: { stagedBefore: Date }): Promise<number> {
  const repository = createStagedUploadsRepository(ctx.database.db);
  let deleted = 0;
  for (const companyId of await repository.companyIds()) {
    for await (const key of ctx.storage.list(`companies/${companyId}/staging/`)) {
      // A key without its time is from before the time was written in it: older than any grace.
      const stagedAt = Number(/\/staging\/(\d+)-/.exec(key)?.[1] ?? 0);
      if (stagedAt >= stagedBefore.getTime()) continue;
      if (await repository.isNamedByUnfinishedJob(companyId, key)) continue;
      await ctx.storage.delete(key);
      deleted += 1;
    }
  }
  if (deleted > 0) ctx.log(`uploads: ${deleted} staged file(s) of dead requests deleted`);
  return deleted;
}

/**
 * Moves a staged file to `storageKey` and answers its content (for a thumbnail, say). A staged file
 * already gone while `storageKey` is there was moved by an earlier attempt of the job (killed after
 * the move): the moved file is answered, not lost.
 */
export async function moveStagedFile(storage: Storage, file: StagedFile, storageKey: string): Promise<Buffer> {
  const content = await storage.read(file.stagingKey).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    return storage.read(storageKey);
  });
  await storage.put(storageKey, content);
  await storage.delete(file.stagingKey);
  return content;
}

/** Deletes what is left in staging; a file already moved is no error. */
export async function discardStagedFiles(storage: Storage, files: StagedFile[]): Promise<void> {
  await Promise.all(files.map((file) => storage.delete(file.stagingKey)));
}

/** Status, progress and result of an upload's job; another company's suuid is a 404 like an unknown one. */
export async function uploadJobStatus(ctx: AppContext, job: { companyId: string; suuid: string }): Promise<JobView> {
  const view = await ctx.jobs.status(job.suuid, job.companyId);
  if (!view) throw notFound();
  return view;
}
