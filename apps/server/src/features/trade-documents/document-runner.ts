import { randomUUID } from 'node:crypto';
import type { Company } from '@kontor/domain/company';
import { type CustomTemplates, readCustomTemplates } from '@kontor/domain/custom-templates';
import type { GeneratedDocumentType } from '@kontor/domain/trades';
import { businessToday } from '../../platform/clock';
import { recordAuditEvent } from '../../platform/audit/audit-events';
import type { AppContext } from '../../platform/context';
import { type DbOrTx, isUniqueViolation } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { type AbandonedJob, detachedProgress, JobFailure, type JobContext } from '../../platform/jobs/jobs';
import { getCompany, readLogo } from '../company/company.service';
import { reserveStorage } from '../company/storage.service';
import type { AnyDocumentContent } from '../document-engine/document-content';
import { documentFileName } from '../document-engine/document-file-name';
import { renderDocument } from '../document-engine/render/render-document';
import { createGeneratedDocumentsRepository, type StoredGeneratedDocument } from './generated-documents.repository';

// The one way a job makes a document of a trade (a sale's or a purchase's document, a service
// invoice's, a cancellation): number, content, PDF, file and row in ONE transaction, so a failure
// anywhere rolls all of it back (no number burnt or doubled) and the file written for it is deleted.

/** What the job needs besides the payload, read before the transaction: the company as it is now. */
export type DocumentSources = { company: Company; templates: CustomTemplates; today: string };

/**
 * The company as a document made now prints it, with its logo and the day: read before the job's
 * transaction (the snapshot takes the company as it is now; the logo is a file, not a row to lock).
 */
async function readDocumentSources(ctx: AppContext, companyId: string): Promise<DocumentSources & { logo: Buffer | null }> {
  const company = await getCompany(ctx, companyId);
  const logo = company.hasLogo ? (await readLogo(ctx, companyId)).buffer : null;
  return { company, templates: readCustomTemplates(company.customTemplates), today: businessToday(ctx.clock), logo };
}

/**
 * A user-facing failure for what the dealer can act on (its code is one of the error catalogue, so
 * the client can translate it); anything else is thrown on and pg-boss retries it.
 */
function asJobFailure(error: unknown): unknown {
  if (error instanceof AppError) return new JobFailure(error.code, error.fields ? { fields: error.fields } : undefined);
  // Behind the trade's lock, the unique indexes are the last guard: the invoice is issued (9509),
  // the trade is canceled (9526).
  if (isUniqueViolation(error, 'generated_documents_one_invoice_idx')) return new JobFailure('9509');
  if (isUniqueViolation(error, 'generated_documents_one_cancellation_idx')) return new JobFailure('9526');
  return error;
}

/** A rendered document to keep: its PDF, the snapshot it was rendered from, and whose it is. */
export type DocumentToRecord = {
  tradeId: string;
  /** null for a service invoice's document (its vehicle may be typed, not one in stock). */
  vehicleId: string | null;
  orderType: 'SELLING' | 'BUYING' | 'SERVICE_INVOICE';
  documentType: GeneratedDocumentType;
  /** The invoice (or cancellation invoice) number it issues; null for the other documents. */
  number: string | null;
  content: AnyDocumentContent;
  pdf: Buffer;
  jobSuuid: string;
};

/**
 * Keeps the documents a job renders. `record` runs inside the job's transaction: the file is written
 * (and synced) before the storage is counted, because counting locks the company's row until the
 * commit, which every document of the company waits for; a refusal (a full storage) or any later
 * failure rolls the record back, and `discard` then deletes the file again.
 */
function documentStore(ctx: AppContext, companyId: string, jobSuuid: string) {
  let storageKey: string | undefined;
  // Each job's files named after the job: an attempt killed between writing its file and its commit
  // (kill -9, a machine gone) runs no `discard`, and the job's retry finds what it left by this prefix.
  const prefix = `companies/${companyId}/documents/${jobSuuid}-`;
  return {
    async record(tx: DbOrTx, document: DocumentToRecord): Promise<StoredGeneratedDocument> {
      const { pdf, content, ...columns } = document;
      storageKey = `${prefix}${randomUUID()}.pdf`;
      // The hash of the bytes as stored: `verify-documents` proves later that the file is unchanged (GoBD).
      const { sha256 } = await ctx.storage.put(storageKey, pdf);
      await reserveStorage(tx, companyId, pdf.length);
      const repository = createGeneratedDocumentsRepository(tx);
      const version = await repository.nextVersion(companyId, document.tradeId, document.documentType);
      const stored = await repository.insert({
        ...columns,
        companyId,
        version,
        language: content.locale,
        issuedOn: content.issuedOn,
        fileName: documentFileName({ ...content, number: document.number }, version),
        storageKey,
        size: pdf.length,
        sha256,
        content,
      });
      await recordAuditEvent(tx, {
        companyId,
        action: version === 1 ? 'DOCUMENT_ISSUED' : 'DOCUMENT_REGENERATED',
        objectType: 'DOCUMENT',
        objectId: stored.id,
        label: document.number ?? stored.fileName,
        documentSha256: sha256,
        details: { documentType: document.documentType, version, tradeId: document.tradeId, orderType: document.orderType },
      });
      return stored;
    },

    /** After the transaction failed: a failing delete leaves an orphan file to log, never hides why the document failed. */
    async discard(): Promise<void> {
      const key = storageKey;
      if (!key) return;
      await ctx.storage.delete(key).catch((error: unknown) => ctx.log(`documents: delete ${key}: ${String(error)}`));
    },

    /**
     * On a retry, once this attempt ended: deletes the files of earlier attempts that never committed
     * (no row names them; `kept` is the one a row names). Only on a retry, as listing costs a walk
     * of the storage.
     */
    async removeLeftovers(kept: string | null): Promise<void> {
      try {
        for await (const key of ctx.storage.list(prefix)) if (key !== kept) await ctx.storage.delete(key);
      } catch (error) {
        ctx.log(`documents: leftovers of ${prefix}: ${String(error)}`);
      }
    },
  };
}

/** The row a run recorded, as its `finish` and `madeBefore` see it. */
export type RecordedDocument = StoredGeneratedDocument;

/** The document a run prints and records, without its PDF: what the run worked out under the trade's lock. */
export type DocumentToMake = Omit<DocumentToRecord, 'pdf' | 'jobSuuid'>;

/**
 * What a run prepared inside its transaction: the document to print and record, and what recording
 * it does to its trade (run inside the transaction, after the row is written), which answers the
 * job's result. An open trade is canceled without a document: nothing to print.
 */
export type PreparedDocument<R> =
  | { document: DocumentToMake; finish(stored: RecordedDocument): Promise<R> }
  | { document: null; finish(stored: null): Promise<R> };

/** What differs between the jobs that make a document. */
export type DocumentRun<R> = {
  companyId: string;
  /**
   * A run retried after its transaction committed (the worker died, or recording the result failed)
   * answers the document it made: never a second invoice refused with 9509, a cancellation refused
   * with 9526, nor a second version counted twice against the storage.
   */
  madeBefore(document: StoredGeneratedDocument): R;
  /** Inside the transaction: locks and checks the trade again, takes the number, builds the content. */
  prepare(tx: DbOrTx, sources: DocumentSources): Promise<PreparedDocument<R>>;
};

/**
 * Makes one document in ONE transaction: prepared (trade locked and checked, number taken, content
 * built), rendered, its file stored and counted against the storage, its row recorded, and the
 * trade updated as the document requires. A failure rolls it all back and deletes the file again.
 */
export async function makeDocument<R>(ctx: AppContext, job: JobContext, run: DocumentRun<R>): Promise<R> {
  const { companyId } = run;
  const store = documentStore(ctx, companyId, job.suuid);
  const made = await createGeneratedDocumentsRepository(ctx.database.db).findByJob(companyId, job.suuid);
  if (made) {
    if (job.retried) await store.removeLeftovers(made.storageKey);
    return run.madeBefore(made);
  }
  await job.progress(10);
  const { logo, ...sources } = await readDocumentSources(ctx, companyId);
  const progress = detachedProgress(job, ctx.log);
  let kept: string | null = null;
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const prepared = await run.prepare(tx, sources);
      if (prepared.document === null) return prepared.finish(null);
      progress.report(50);
      const pdf = await renderDocument(prepared.document.content, { logo });
      progress.report(85);
      const stored = await store.record(tx, { ...prepared.document, pdf, jobSuuid: job.suuid });
      const finished = await prepared.finish(stored);
      kept = stored.storageKey;
      return finished;
    });
  } catch (error) {
    kept = null;
    await store.discard();
    throw asJobFailure(error);
  } finally {
    await progress.settled();
    if (job.retried) await store.removeLeftovers(kept);
  }
}

/**
 * The clean-up of a document job whose last attempt died (kill -9 between writing its PDF and its
 * commit, on the last try): no retry runs `removeLeftovers`, so the file no row names is deleted
 * here, and an orphan neither stays in the storage nor is billed to nobody. Its number and storage
 * count were rolled back with the transaction.
 */
export function removeAbandonedDocuments(ctx: AppContext) {
  return async ({ companyId }: { companyId: string }, job: AbandonedJob): Promise<void> => {
    const made = await createGeneratedDocumentsRepository(job.tx).findByJob(companyId, job.suuid);
    await documentStore(ctx, companyId, job.suuid).removeLeftovers(made?.storageKey ?? null);
  };
}
