import { isPurchaseDocumentType } from '@kontor/domain/purchase';
import { DOCUMENT_TYPES, LOCALES, ORDER_TYPES } from '@kontor/domain/constants';
import type { ErrorCode } from '@kontor/domain/errors';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/database';
import { defineJob, JobFailure } from '../../platform/jobs/jobs';
import { issueInvoiceNumber } from '../company/invoice-numbering.service';
import { finishPurchase, lockPurchaseForDocuments } from '../trades/purchase.service';
import { finishSale, lockTradeForDocuments } from '../trades/trades.service';
import { confirmAfterInvoice } from '../vat-confirmation/vat-confirmation.service';
import { buildDocumentContent, buildPurchaseContent } from './document-content-builder';
import { requireReadyPurchase, requireReadyTrade } from './document-readiness';
import {
  type DocumentSources,
  makeDocument,
  type PreparedDocument,
  type RecordedDocument,
  removeAbandonedDocuments,
} from './document-runner';

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

const versionOf = (payload: GeneratePayload): Date | null => (payload.expectedVersion ? new Date(payload.expectedVersion) : null);

/** The job's result, and the sale whose invoice this run issued: its buyer's VAT id is confirmed once the invoice is committed. */
type Made = GenerateResult & { issuedSaleId: string | null };

/** A document of the vehicle's sale: the invoice takes its number, and issuing it finishes the sale and sells the vehicle. */
async function prepareSaleDocument(
  tx: DbOrTx,
  payload: GeneratePayload,
  sources: DocumentSources,
): Promise<PreparedDocument<Made>> {
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
    document: { tradeId: trade.id, vehicleId, orderType: 'SELLING', documentType, number, content },
    finish: async (stored: RecordedDocument) => {
      // The trade keeps exactly what this invoice was rendered from.
      if (number !== null)
        await finishSale(tx, companyId, {
          trade,
          vehicle: content.vehicle,
          invoiceNumber: number,
          issuedOn: content.issuedOn,
        });
      const issued = number !== null;
      return { documentId: stored.id, documentType, number, vehicleSold: issued, issuedSaleId: issued ? trade.id : null };
    },
  };
}

/** A document of the vehicle's purchase: the first contract finishes the purchase and records it on the vehicle. */
async function preparePurchaseDocument(
  tx: DbOrTx,
  payload: GeneratePayload,
  sources: DocumentSources,
): Promise<PreparedDocument<Made>> {
  const { companyId, vehicleId, documentType } = payload;
  if (!isPurchaseDocumentType(documentType)) throw jobFailure('9506', { documentType: '9506' });
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
    document: { tradeId: trade.id, vehicleId, orderType: 'BUYING', documentType, number: null, content },
    finish: async (stored: RecordedDocument) => {
      if (finishes)
        await finishPurchase(tx, companyId, { trade, vehicle: content.vehicle, purchasedOn: content.trade.contractDate });
      return { documentId: stored.id, documentType, number: null, vehicleSold: false, issuedSaleId: null };
    },
  };
}

/**
 * Makes one document of a vehicle's sale or purchase in ONE transaction (document-runner.ts): the
 * trade locked and checked again, the invoice number taken, the PDF rendered and counted against
 * the storage, the document recorded and (for a sale's invoice, a purchase's contract) the trade
 * finished and the vehicle updated. A failed render neither burns nor doubles a number.
 */
export function generateDocumentJob(ctx: AppContext) {
  return defineJob({
    name: GENERATE_DOCUMENT,
    payload: payloadSchema,
    abandoned: removeAbandonedDocuments(ctx),
    async handler(payload, job): Promise<GenerateResult> {
      const { companyId, documentType } = payload;
      const { issuedSaleId, ...result } = await makeDocument<Made>(ctx, job, {
        companyId,
        madeBefore: (made) => ({
          documentId: made.id,
          documentType,
          number: made.number,
          vehicleSold: made.number !== null,
          issuedSaleId: null,
        }),
        prepare: (tx, sources) =>
          payload.orderType === 'BUYING'
            ? preparePurchaseDocument(tx, payload, sources)
            : prepareSaleDocument(tx, payload, sources),
      });
      // After the commit, outside the transaction: the invoice stands whatever eVatR answers (§ 18e UStG).
      if (issuedSaleId) await confirmAfterInvoice(ctx, companyId, issuedSaleId);
      return result;
    },
  });
}

export function documentsJobs(ctx: AppContext) {
  return [generateDocumentJob(ctx)];
}
