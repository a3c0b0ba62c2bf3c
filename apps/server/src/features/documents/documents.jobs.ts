import { randomUUID } from 'node:crypto';
import { isBuyingDocumentType } from '@kontor/domain/buying';
import type { Company } from '@kontor/domain/company';
import { DOCUMENT_TYPES, LOCALES, ORDER_TYPES } from '@kontor/domain/constants';
import { type CustomTemplates, readCustomTemplates } from '@kontor/domain/custom-templates';
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
import { finishBuyingTrade, lockPurchaseForDocuments } from '../trades/buying.service';
import { finishSellingTrade, lockTradeForDocuments } from '../trades/trades.service';
import type { DocumentContent, PurchaseDocumentContent } from './document-content';
import { buildDocumentContent, buildPurchaseContent, documentFileName } from './document-content-builder';
import { requireReadyPurchase, requireReadyTrade } from './document-readiness';
import { createGeneratedDocumentsRepository } from './generated-documents.repository';
import { renderDocument } from './render/render-document';

const GENERATE_DOCUMENT = 'documents-generate';

const payloadSchema = z.object({
  companyId: z.uuid(),
  vehicleId: z.uuid(),
  /** Which trade of the vehicle: its sale or its purchase (jobs queued before purchases existed are sales). */
  orderType: z.enum(ORDER_TYPES).default('SELLING'),
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

/** What the job needs besides the payload, read before the transaction: the company as it is now. */
type JobSources = { company: Company; templates: CustomTemplates; today: string };

/** A document ready to render, with what its recording must also do to its trade. */
type PreparedDocument = {
  tradeId: string;
  content: DocumentContent | PurchaseDocumentContent;
  /** The invoice number it issues (a sale's invoice only). */
  number: string | null;
  /** Inside the transaction, after the document is recorded: finishes the trade when this document does. */
  finish(): Promise<void>;
  vehicleSold: boolean;
};

/** A document of the vehicle's sale: the invoice takes its number, and issuing it finishes the sale and sells the vehicle. */
async function prepareSaleDocument(tx: DbOrTx, payload: GeneratePayload, sources: JobSources): Promise<PreparedDocument> {
  const { companyId, vehicleId, documentType } = payload;
  const found = await lockTradeForDocuments(tx, companyId, vehicleId);
  // The vehicle was deleted (or its draft with it) after the request was accepted.
  if (!found) throw jobFailure('404');
  const { trade, vehicle } = found;
  requireReadyTrade(documentType, trade, { seller: sources.company, today: sources.today });
  const number = documentType === 'INVOICE' ? await issueNumber(tx, payload) : null;
  const content = buildDocumentContent({ ...sources, type: documentType, locale: payload.language, trade, buyer: trade.buyer, vehicle, number });
  return {
    tradeId: trade.id,
    content,
    number,
    vehicleSold: number !== null,
    // The trade keeps exactly what this invoice was rendered from.
    finish: async () => {
      if (number !== null) await finishSellingTrade(tx, companyId, { trade, vehicle: content.vehicle, invoiceNumber: number, issuedOn: content.issuedOn });
    },
  };
}

/** A document of the vehicle's purchase: the first contract finishes the purchase and records it on the vehicle. */
async function preparePurchaseDocument(tx: DbOrTx, payload: GeneratePayload, sources: JobSources): Promise<PreparedDocument> {
  const { companyId, vehicleId, documentType } = payload;
  if (!isBuyingDocumentType(documentType)) throw jobFailure('9506', { documentType: '9506' });
  const found = await lockPurchaseForDocuments(tx, companyId, vehicleId);
  if (!found) throw jobFailure('404');
  const { trade, vehicle } = found;
  requireReadyPurchase(documentType, trade, sources.today);
  const finishes = documentType === 'CONTRACT' && trade.status === 'PENDING';
  // A sold vehicle's sale already took its purchase price: a purchase recorded now would contradict it.
  if (finishes && found.vehicleSold) throw jobFailure('9508');
  const content = buildPurchaseContent({ ...sources, type: documentType, locale: payload.language, trade, seller: trade.seller, vehicle });
  return {
    tradeId: trade.id,
    content,
    number: null,
    vehicleSold: false,
    finish: async () => {
      if (finishes) await finishBuyingTrade(tx, companyId, { trade, vehicle: content.vehicle, purchasedOn: content.trade.contractDate });
    },
  };
}

/**
 * Makes one document of a vehicle's sale or purchase. Everything that must hold together happens in
 * ONE transaction: the trade locked and checked again, the invoice number taken, the PDF rendered
 * and counted against the storage, the document recorded and (for a sale's invoice, a purchase's
 * contract) the trade finished and the vehicle updated. A failure anywhere rolls all of it back, so
 * a failed render neither burns nor doubles a number; the file written before the commit is deleted again.
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
      const sources: JobSources = { company, templates: readCustomTemplates(company.customTemplates), today: businessToday(ctx.clock) };
      const logo = company.hasLogo ? (await readLogo(ctx, companyId)).buffer : null;
      // Progress inside the transaction is written through another pooled connection: not awaited
      // there (the transaction holds the trade's lock and must never wait for the pool), but before
      // the job ends, so a late 60 or 90 never overwrites the finished run.
      const reported: Promise<void>[] = [];
      const report = (percent: number) => reported.push(job.progress(percent).catch((error: unknown) => ctx.log(`progress ${job.suuid}: ${String(error)}`)));
      let storageKey: string | undefined;
      try {
        return await ctx.database.db.transaction(async (tx) => {
          const prepared = payload.orderType === 'BUYING' ? await preparePurchaseDocument(tx, payload, sources) : await prepareSaleDocument(tx, payload, sources);
          const { content, number } = prepared;
          report(60);
          const pdf = await renderDocument(content, { logo });
          report(90);
          // The file is written (and synced) before the storage is counted: counting locks the company's
          // row until the commit, which every document of the company waits for. A refusal deletes it.
          storageKey = `companies/${companyId}/documents/${randomUUID()}.pdf`;
          await ctx.storage.put(storageKey, pdf);
          await reserveStorage(tx, companyId, pdf.length);
          const repository = createGeneratedDocumentsRepository(tx);
          const version = await repository.nextVersion(companyId, prepared.tradeId, documentType);
          const document = await repository.insert({
            companyId,
            tradeId: prepared.tradeId,
            vehicleId,
            documentType,
            number,
            version,
            language: content.locale,
            issuedOn: content.issuedOn,
            fileName: documentFileName({ ...content, number }, version),
            storageKey,
            size: pdf.length,
            content,
            jobSuuid: job.suuid,
            orderType: payload.orderType,
          });
          await prepared.finish();
          return { documentId: document.id, documentType, number, vehicleSold: prepared.vehicleSold };
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
