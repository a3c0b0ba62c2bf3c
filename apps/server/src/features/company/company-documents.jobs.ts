import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { defineJob, JobFailure } from '../../platform/jobs/jobs';
import { discardStagedFiles, moveStagedFile, stagedFileSchema } from '../../platform/uploads/staged-uploads';
import { abortDocumentUpload, recordDocumentFile } from './company.service';

const STORE_COMPANY_DOCUMENTS = 'company-store-documents';

const payloadSchema = z.object({
  companyId: z.uuid(),
  documentId: z.uuid(),
  previousStatus: z.enum(['UNVERIFIED', 'REJECTED']),
  totalBytes: z.number().int().nonnegative(),
  files: z.array(stagedFileSchema),
});

/**
 * Moves the staged files of a legal-document upload to their place, one by one with progress.
 * The storage was reserved before staging; a failure undoes everything (files, rows, storage,
 * status) so that a failed upload leaves nothing behind.
 */
export function storeCompanyDocumentsJob(ctx: AppContext) {
  return defineJob({
    name: STORE_COMPANY_DOCUMENTS,
    payload: payloadSchema,
    async handler(payload, job) {
      const { companyId, documentId, files } = payload;
      // The file being moved when a step fails: it is in place but has no row yet, so the
      // roll-back (which deletes by rows) would not find it.
      let unrecorded: string | undefined;
      try {
        for (const [index, file] of files.entries()) {
          const storageKey = `companies/${companyId}/documents/${documentId}/${randomUUID()}.${file.extension}`;
          unrecorded = storageKey;
          await moveStagedFile(ctx.storage, file, storageKey);
          await recordDocumentFile(ctx, companyId, {
            documentId,
            filename: file.filename,
            mimeType: file.mimeType,
            storageKey,
            size: file.size,
          });
          unrecorded = undefined;
          await job.progress(((index + 1) / files.length) * 100);
        }
        return { stored: files.length, total: files.length };
      } catch (error) {
        ctx.log(`company documents ${job.suuid}: ${error instanceof Error ? error.message : String(error)}`);
        if (unrecorded) await ctx.storage.delete(unrecorded);
        await abortDocumentUpload(ctx, companyId, payload);
        await discardStagedFiles(ctx.storage, files);
        throw new JobFailure('5003', { stored: 0, total: files.length });
      }
    },
  });
}

export function companyDocumentsJobs(ctx: AppContext) {
  return [storeCompanyDocumentsJob(ctx)];
}
