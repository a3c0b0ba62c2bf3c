import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound } from '../http/app-error';
import type { JobView } from '../jobs/jobs';
import type { Storage } from '../storage/storage';
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
  /** Undoes what the feature reserved before staging; runs when staging or queueing fails. */
  undo: () => Promise<void>;
};

/**
 * Stages the files and queues the job that stores them (`enqueue` answers its suuid). When any
 * step fails, the staged files are deleted and the reservation undone before the error goes on,
 * so a refused upload stores nothing and counts nothing.
 */
export async function stageAndEnqueue(
  ctx: AppContext,
  upload: StagedUpload,
  enqueue: (files: StagedFile[]) => Promise<string>,
): Promise<string> {
  const staged: StagedFile[] = [];
  try {
    for (const file of upload.files) {
      const stagingKey = `companies/${upload.companyId}/staging/${randomUUID()}`;
      await ctx.storage.put(stagingKey, file.buffer);
      staged.push({ stagingKey, filename: file.filename, extension: file.extension, mimeType: file.mimeType, size: file.size });
    }
    return await enqueue(staged);
  } catch (error) {
    // The reservation is undone even when the storage cannot delete what was staged (it is out of
    // reach): the company's count must never keep bytes of an upload that was refused.
    await discardStagedFiles(ctx.storage, staged).catch((discardError: unknown) =>
      ctx.log(`uploads: staged files of a failed upload left in staging: ${String(discardError)}`),
    );
    await upload.undo();
    throw error;
  }
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
