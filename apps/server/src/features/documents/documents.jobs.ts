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
import { defineJob, detachedProgress, JobFailure } from '../../platform/jobs/jobs';
import { getCompany, readLogo } from '../company/company.service';
import { issueInvoiceNumber } from '../company/invoice-numbering.service';
import { finishBuyingTrade, lockPurchaseForDocuments } from '../trades/buying.service';
import { finishSellingTrade, lockTradeForDocuments } from '../trades/trades.service';
import { confirmAfterInvoice } from '../vat-confirmation/vat-confirmation.service';
import type { DocumentContent, PurchaseDocumentContent } from './document-content';
import { buildDocumentContent, buildPurchaseContent } from './document-content-builder';
import { documentStore } from './document-store';
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
  /** The trade's updatedAt the request was made on (If-Match), compared under the trade's lock; null: no check (and jobs queued before). */
  expectedVersion: z.iso.datetime().nullish(),
});
type GeneratePayload = z.infer<typeof payloadSchema>;

/** What the status route answers once the document is stored. */
export type GenerateResult = {
  documentId: string;
  documentType: GeneratePayload['documentType'];
  number: string | null;
  vehicleSold: boolean;
};

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
export type DocumentSources = { company: Company; templates: CustomTemplates; today: string };

/**
 * The company as a document made now prints it, with its logo and the day: read before the job's
 * transaction (the snapshot takes the company as it is now; the logo is a file, not a row to lock).
 */
export async function readDocumentSources(
  ctx: AppContext,
  companyId: string,
): Promise<DocumentSources & { logo: Buffer | null }> {
  const company = await getCompany(ctx, companyId);
  const logo = company.hasLogo ? (await readLogo(ctx, companyId)).buffer : null;
  return { company, templates: readCustomTemplates(company.customTemplates), today: businessToday(ctx.clock), logo };
}

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

const versionOf = (payload: GeneratePayload): Date | null => (payload.expectedVersion ? new Date(payload.expectedVersion) : null);

/** A document of the vehicle's sale: the invoice takes its number, and issuing it finishes the sale and sells the vehicle. */
async function prepareSaleDocument(tx: DbOrTx, payload: GeneratePayload, sources: DocumentSources): Promise<PreparedDocument> {
  const { companyId, vehicleId, documentType } = payload;
  const found = await lockTradeForDocuments(tx, companyId, { vehicleId, expectedVersion: versionOf(payload) });
  // The vehicle was deleted (or its draft with it) after the request was accepted.
  if (!found) throw jobFailure('404');
  const { trade, vehicle } = found;
  requireReadyTrade(documentType, trade, { seller: sources.company, today: sources.today, vehicle });
  const number =
    documentType === 'INVOICE'
      ? await issueInvoiceNumber(tx, companyId, { kind: 'DEFAULT_INVOICE', typed: payload.invoiceNumber })
      : null;
  const content = buildDocumentContent({
    ...sources,
    type: documentType,
    locale: payload.language,
    trade,
    buyer: trade.buyer,
    vehicle,
    number,
  });
  return {
    tradeId: trade.id,
    content,
    number,
    vehicleSold: number !== null,
    // The trade keeps exactly what this invoice was rendered from.
    finish: async () => {
      if (number !== null)
        await finishSellingTrade(tx, companyId, {
          trade,
          vehicle: content.vehicle,
          invoiceNumber: number,
          issuedOn: content.issuedOn,
        });
    },
  };
}

/** A document of the vehicle's purchase: the first contract finishes the purchase and records it on the vehicle. */
async function preparePurchaseDocument(
  tx: DbOrTx,
  payload: GeneratePayload,
  sources: DocumentSources,
): Promise<PreparedDocument> {
  const { companyId, vehicleId, documentType } = payload;
  if (!isBuyingDocumentType(documentType)) throw jobFailure('9506', { documentType: '9506' });
  const found = await lockPurchaseForDocuments(tx, companyId, { vehicleId, expectedVersion: versionOf(payload) });
  if (!found) throw jobFailure('404');
  const { trade, vehicle } = found;
  requireReadyPurchase(documentType, trade, sources.today);
  const finishes = documentType === 'CONTRACT' && trade.status === 'PENDING';
  // A sold vehicle's sale already took its purchase price: a purchase recorded now would contradict it.
  if (finishes && found.vehicleSold) throw jobFailure('9508');
  const content = buildPurchaseContent({
    ...sources,
    type: documentType,
    locale: payload.language,
    trade,
    seller: trade.seller,
    vehicle,
  });
  return {
    tradeId: trade.id,
    content,
    number: null,
    vehicleSold: false,
    finish: async () => {
      if (finishes)
        await finishBuyingTrade(tx, companyId, { trade, vehicle: content.vehicle, purchasedOn: content.trade.contractDate });
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
      const { logo, ...sources } = await readDocumentSources(ctx, companyId);
      const progress = detachedProgress(job, ctx.log);
      const store = documentStore(ctx, companyId);
      // The sale whose invoice this run issued: its buyer's VAT id is confirmed once the invoice is committed.
      const issued = { saleId: null as string | null };
      let result: GenerateResult;
      try {
        result = await ctx.database.db.transaction(async (tx) => {
          const prepared =
            payload.orderType === 'BUYING'
              ? await preparePurchaseDocument(tx, payload, sources)
              : await prepareSaleDocument(tx, payload, sources);
          const { content, number } = prepared;
          progress.report(60);
          const pdf = await renderDocument(content, { logo });
          progress.report(90);
          const document = await store.record(tx, {
            tradeId: prepared.tradeId,
            vehicleId,
            orderType: payload.orderType,
            documentType,
            number,
            content,
            pdf,
            jobSuuid: job.suuid,
          });
          await prepared.finish();
          if (number !== null && payload.orderType === 'SELLING') issued.saleId = prepared.tradeId;
          return { documentId: document.id, documentType, number, vehicleSold: prepared.vehicleSold };
        });
      } catch (error) {
        await store.discard();
        throw asJobFailure(error);
      } finally {
        await progress.settled();
      }
      // After the commit, outside the transaction: the invoice stands whatever eVatR answers (§ 18e UStG).
      if (issued.saleId) await confirmAfterInvoice(ctx, companyId, issued.saleId);
      return result;
    },
  });
}

export function documentsJobs(ctx: AppContext) {
  return [generateDocumentJob(ctx)];
}
