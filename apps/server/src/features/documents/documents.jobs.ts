import { randomUUID } from 'node:crypto';
import { DOCUMENT_TYPES, LOCALES } from '@kontor/domain/constants';
import { readCustomTemplates } from '@kontor/domain/custom-templates';
import type { ErrorCode } from '@kontor/domain/errors';
import { z } from 'zod';
import { businessToday } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { type DbOrTx, isUniqueViolation } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { defineJob, JobFailure } from '../../platform/jobs/jobs';
import { getCompany, readLogo } from '../company/company.service';
import { allocateInvoiceNumber, recordTypedInvoiceNumber } from '../company/invoice-numbering.service';
import { reserveStorage } from '../company/storage.service';
import { finishSellingTrade, lockTradeForDocuments } from '../trades/trades.service';
import { buildDocumentContent, documentFileName } from './document-content-builder';
import { requireReadyTrade } from './document-readiness';
import { createGeneratedDocumentsRepository } from './generated-documents.repository';
import { renderDocument } from './render/render-document';

const GENERATE_DOCUMENT = 'documents-generate';

const payloadSchema = z.object({
  companyId: z.uuid(),
  vehicleId: z.uuid(),
  documentType: z.enum(DOCUMENT_TYPES),
  language: z.enum(LOCALES),
  /** The number the dealer typed (INVOICE with automatic numbering off); null: the series allocates it. */
  invoiceNumber: z.string().nullable(),
});
type GeneratePayload = z.infer<typeof payloadSchema>;

/** What the status route answers once the document is stored. */
export type GenerateResult = { documentId: string; documentType: GeneratePayload['documentType']; number: string | null; vehicleSold: boolean };

/** The invoice's number, inside the transaction that issues it: a rollback returns it to the series. */
function issueNumber(tx: DbOrTx, payload: GeneratePayload): Promise<string> {
  return payload.invoiceNumber === null
    ? allocateInvoiceNumber(tx, payload.companyId, 'DEFAULT_INVOICE')
    : recordTypedInvoiceNumber(tx, payload.companyId, payload.invoiceNumber);
}

/** A failure the status route answers; its code is one of the error catalogue, so the client can translate it. */
function jobFailure(code: ErrorCode, fields?: Record<string, ErrorCode>): JobFailure {
  return new JobFailure(code, fields ? { fields } : undefined);
}

/** A user-facing failure for what the dealer can act on; anything else is thrown on (pg-boss retries it). */
function asJobFailure(error: unknown): unknown {
  if (error instanceof AppError) return jobFailure(error.code, error.fields);
  // The one-invoice-per-trade index is the last guard behind the trade's lock: the invoice is issued.
  if (isUniqueViolation(error, 'generated_documents_one_invoice_idx')) return jobFailure('9509');
  return error;
}

/**
 * Makes one document of a vehicle's selling trade. Everything that must hold together happens in ONE
 * transaction: the trade locked and checked again, the invoice number taken, the PDF rendered and
 * counted against the storage, the document recorded and (for the invoice) the trade finished and
 * the vehicle sold. A failure anywhere rolls all of it back, so a failed render neither burns nor
 * doubles a number; the file written before the commit is deleted again.
 */
export function generateDocumentJob(ctx: AppContext) {
  return defineJob({
    name: GENERATE_DOCUMENT,
    payload: payloadSchema,
    async handler(payload, job): Promise<GenerateResult> {
      const { companyId, vehicleId, documentType } = payload;
      // A run retried after its transaction committed (the worker died, or recording the result
      // failed) answers the document it made: never a second invoice refused with 9509, nor a
      // second version counted twice against the storage.
      const made = await createGeneratedDocumentsRepository(ctx.database.db).findByJob(companyId, job.suuid);
      if (made) return { documentId: made.id, documentType, number: made.number, vehicleSold: made.number !== null };
      await job.progress(10);
      // The company's data is read before the transaction: the snapshot takes it as it is now.
      const company = await getCompany(ctx, companyId);
      const templates = readCustomTemplates(company.customTemplates);
      const logo = company.hasLogo ? (await readLogo(ctx, companyId)).buffer : null;
      const today = businessToday(ctx.clock);
      // Progress inside the transaction is written through another pooled connection: not awaited
      // there (the transaction holds the trade's lock and must never wait for the pool), but before
      // the job ends, so a late 60 or 90 never overwrites the finished run.
      const reported: Promise<void>[] = [];
      const report = (percent: number) => reported.push(job.progress(percent).catch((error: unknown) => ctx.log(`progress ${job.suuid}: ${String(error)}`)));
      let storageKey: string | undefined;
      try {
        return await ctx.database.db.transaction(async (tx) => {
          const found = await lockTradeForDocuments(tx, companyId, vehicleId);
          // The vehicle was deleted (or its draft with it) after the request was accepted.
          if (!found) throw jobFailure('404');
          const { trade, vehicle } = found;
          requireReadyTrade(documentType, trade, { seller: company, today });
          const number = documentType === 'INVOICE' ? await issueNumber(tx, payload) : null;
          const content = buildDocumentContent({
            type: documentType,
            locale: payload.language,
            trade,
            buyer: trade.buyer,
            vehicle,
            company,
            templates,
            number,
            today,
          });
          report(60);
          const pdf = await renderDocument(content, { logo });
          report(90);
          // The file is written (and synced) before the storage is counted: counting locks the company's
          // row until the commit, which every document of the company waits for. A refusal deletes it.
          storageKey = `companies/${companyId}/documents/${randomUUID()}.pdf`;
          await ctx.storage.put(storageKey, pdf);
          await reserveStorage(tx, companyId, pdf.length);
          const repository = createGeneratedDocumentsRepository(tx);
          const version = await repository.nextVersion(companyId, trade.id, documentType);
          const document = await repository.insert({
            companyId,
            tradeId: trade.id,
            vehicleId,
            documentType,
            number,
            version,
            language: content.locale,
            issuedOn: content.issuedOn,
            fileName: documentFileName(content, version),
            storageKey,
            size: pdf.length,
            content,
            jobSuuid: job.suuid,
          });
          if (number !== null) {
            // The trade keeps exactly what this invoice was rendered from.
            await finishSellingTrade(tx, companyId, { trade, vehicle: content.vehicle, invoiceNumber: number, issuedOn: content.issuedOn });
          }
          return { documentId: document.id, documentType, number, vehicleSold: number !== null };
        });
      } catch (error) {
        // A failing delete leaves an orphan file to log, never hides why the document failed.
        if (storageKey) await ctx.storage.delete(storageKey).catch((deleteError: unknown) => ctx.log(`documents: delete ${storageKey}: ${String(deleteError)}`));
        throw asJobFailure(error);
      } finally {
        await Promise.all(reported);
      }
    },
  });
}

export function documentsJobs(ctx: AppContext) {
  return [generateDocumentJob(ctx)];
}
