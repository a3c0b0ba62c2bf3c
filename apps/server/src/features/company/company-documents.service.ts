import type { CompanyDocumentType } from '@kontor/domain/company';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/app-error';
import type { UploadedFile } from '../../platform/uploads/uploads';
import { stagingKeyOf, storeCompanyDocumentsJob } from './company.jobs';
import { abortDocumentUpload, beginDocumentUpload } from './company.service';

/**
 * Starts a legal-document upload: reserve and lock (nothing stored when refused), stage the checked
 * files, and leave the storing to a job whose suuid the page polls.
 */
export async function startDocumentUpload(ctx: AppContext, companyId: string, type: CompanyDocumentType, files: UploadedFile[]): Promise<string> {
  const staged = await beginDocumentUpload(ctx, companyId, type, files);
  await Promise.all(staged.obsoleteKeys.map((key) => ctx.storage.delete(key)));
  const stagedFiles: { stagingKey: string; filename: string; extension: string; mimeType: string; size: number }[] = [];
  try {
    for (const file of files) {
      const stagingKey = stagingKeyOf(companyId);
      await ctx.storage.put(stagingKey, file.buffer);
      stagedFiles.push({ stagingKey, filename: file.filename, extension: file.extension, mimeType: file.mimeType, size: file.size });
    }
    return await ctx.jobs.enqueue(
      storeCompanyDocumentsJob(ctx),
      { companyId, documentId: staged.documentId, previousStatus: staged.previousStatus, totalBytes: staged.totalBytes, files: stagedFiles },
      { companyId },
    );
  } catch (error) {
    await Promise.all(stagedFiles.map((file) => ctx.storage.delete(file.stagingKey)));
    await abortDocumentUpload(ctx, companyId, staged);
    throw error;
  }
}

export async function documentUploadStatus(ctx: AppContext, companyId: string, suuid: string) {
  const view = await ctx.jobs.status(suuid, companyId);
  if (!view) throw notFound();
  return view;
}
