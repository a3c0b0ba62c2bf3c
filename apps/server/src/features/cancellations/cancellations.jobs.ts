import { CANCEL_REASON_MAX, type CancellationResult } from '@kontor/domain/cancellations';
import { LOCALES, TRADE_KINDS } from '@kontor/domain/constants';
import type { ErrorCode } from '@kontor/domain/errors';
import { tradeVehicleOf } from '@kontor/domain/trades';
import type { Vehicle } from '@kontor/domain/vehicles';
import { z } from 'zod';
import { recordAuditEvent } from '../../platform/audit/audit-events';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/database';
import { defineJob, JobFailure } from '../../platform/jobs/jobs';
import { issueInvoiceNumber } from '../company/invoice-numbering.service';
import type {
  AnyDocumentContent,
  DocumentContent,
  PurchaseDocumentContent,
  ServiceDocumentContent,
} from '../document-engine/document-content';
import {
  type DocumentSources,
  makeDocument,
  type PreparedDocument,
  type RecordedDocument,
  removeAbandonedDocuments,
} from '../trade-documents/document-runner';
import { latestDocumentContent } from '../trade-documents/trade-documents.service';
import { lockTradeById, rejectTrade, type StoredTradeRow } from '../trades/trades.service';
import { forgetVehiclePurchase, lockVehicle, returnVehicleToStock } from '../vehicles/vehicles.service';
import { cancellationInvoiceContent, purchaseCancellationContent, serviceCancellationContent } from './cancellation-content';

const CANCEL_TRADE = 'trades-cancel';

const payloadSchema = z.object({
  companyId: z.uuid(),
  /** The vehicle whose sale or purchase is canceled; null for a service invoice. */
  vehicleId: z.uuid().nullable(),
  /** The trade the request found; the job cancels exactly this one, or fails. */
  tradeId: z.uuid(),
  orderType: z.enum(TRADE_KINDS),
  reason: z.string().min(1).max(CANCEL_REASON_MAX),
  /** The cancellation invoice's number the dealer typed (automatic numbering off); null: the series allocates it. */
  invoiceNumber: z.string().nullable(),
  /** null: the language of the document it cancels. */
  language: z.enum(LOCALES).nullable(),
});
type CancelPayload = z.infer<typeof payloadSchema>;

function failure(code: ErrorCode): JobFailure {
  return new JobFailure(code);
}

/** The document a cancellation refers to, with the snapshot it was rendered from. */
async function canceledDocument<T>(tx: DbOrTx, trade: StoredTradeRow, type: 'INVOICE' | 'CONTRACT'): Promise<T> {
  const content = await latestDocumentContent(tx, trade.companyId, { tradeId: trade.id, documentType: type });
  // A finished sale was finished by its invoice, a finished purchase by its contract.
  if (!content) throw new Error(`finished trade ${trade.id} has no ${type}`);
  return content as T;
}

type Cancellation = { content: AnyDocumentContent; number: string | null };

/**
 * What cancels a finished trade on paper, inside the job's transaction: a sale's (or a service
 * invoice's) invoice is answered by a cancellation invoice with its series' next number, a purchase
 * contract by a cancellation notice.
 */
async function cancellationOf(
  tx: DbOrTx,
  { payload, trade, sources }: { payload: CancelPayload; trade: StoredTradeRow; sources: DocumentSources },
): Promise<Cancellation> {
  const of = { company: sources.company, issuedOn: sources.today, reason: payload.reason };
  switch (payload.orderType) {
    case 'BUYING': {
      const contract = await canceledDocument<PurchaseDocumentContent>(tx, trade, 'CONTRACT');
      return {
        content: purchaseCancellationContent(contract, { ...of, locale: payload.language ?? contract.locale }),
        number: null,
      };
    }
    case 'SERVICE_INVOICE': {
      const invoice = await canceledDocument<ServiceDocumentContent>(tx, trade, 'INVOICE');
      const number = await issueInvoiceNumber(tx, payload.companyId, { kind: 'SERVICE_INVOICE', typed: payload.invoiceNumber });
      return {
        content: serviceCancellationContent(invoice, { ...of, locale: payload.language ?? invoice.locale, number }),
        number,
      };
    }
    case 'SELLING': {
      const invoice = await canceledDocument<DocumentContent>(tx, trade, 'INVOICE');
      const number = await issueInvoiceNumber(tx, payload.companyId, { kind: 'DEFAULT_INVOICE', typed: payload.invoiceNumber });
      return {
        content: cancellationInvoiceContent(invoice, { ...of, locale: payload.language ?? invoice.locale, number }),
        number,
      };
    }
  }
}

/**
 * The trade the payload names, locked after its vehicle (the order every trade writer locks in); a
 * service invoice has no vehicle to lock.
 */
async function lockTrade(tx: DbOrTx, payload: CancelPayload): Promise<{ trade: StoredTradeRow; vehicle: Vehicle | null }> {
  const vehicle = payload.vehicleId ? await lockVehicle(tx, payload.companyId, payload.vehicleId) : null;
  // The vehicle was deleted (and its draft with it) after the request was accepted.
  if (payload.vehicleId && !vehicle) throw failure('404');
  const trade = await lockTradeById(tx, payload.companyId, payload.tradeId);
  if (!trade || trade.vehicleId !== (vehicle?.id ?? null) || trade.kind !== payload.orderType) throw failure('404');
  if (trade.status === 'REJECTED') throw failure('9526');
  // The vehicle was sold after the request: its sale used this purchase.
  if (payload.orderType === 'BUYING' && trade.status === 'FINISHED' && vehicle?.status === 'SOLD') throw failure('9529');
  return { trade, vehicle };
}

/**
 * The trade locked and checked again; a finished one gets its cancellation document. Once that is
 * recorded the trade is REJECTED with the reason, and the vehicle is back in stock (a sale) or its
 * purchase no longer recorded (a purchase).
 */
async function prepareCancellation(
  tx: DbOrTx,
  { payload, sources }: { payload: CancelPayload; sources: DocumentSources },
): Promise<PreparedDocument<CancellationResult>> {
  const { companyId, vehicleId, tradeId, orderType } = payload;
  const { trade, vehicle } = await lockTrade(tx, payload);
  const finished = trade.status === 'FINISHED';
  const reject = async (document: RecordedDocument | null, number: string | null): Promise<CancellationResult> => {
    const rejected = await rejectTrade(tx, companyId, {
      tradeId,
      cancelReason: payload.reason,
      cancellationNumber: number,
      canceledOn: sources.today,
      vehicle: vehicle && tradeVehicleOf(vehicle),
    });
    if (!rejected) throw failure('9526');
    await recordAuditEvent(tx, {
      companyId,
      action: 'TRADE_CANCELED',
      objectType: 'TRADE',
      objectId: tradeId,
      // The invoice it cancels, else (an open trade, a purchase) the cancellation's number or nothing.
      label: trade.invoiceNumber ?? number ?? '',
      documentSha256: document?.sha256 ?? null,
      details: { orderType, reason: payload.reason, cancellationNumber: number, cancellationDocumentId: document?.id ?? null },
    });
    if (finished && vehicle && orderType === 'SELLING') await returnVehicleToStock(tx, companyId, vehicle.id);
    if (finished && vehicle && orderType === 'BUYING') await forgetVehiclePurchase(tx, companyId, vehicle.id);
    return { tradeId, documentId: document?.id ?? null, number };
  };
  // An open trade issued nothing: it is REJECTED without a document.
  if (!finished) return { document: null, finish: () => reject(null, null) };
  const { content, number } = await cancellationOf(tx, { payload, trade, sources });
  return {
    document: { tradeId, vehicleId, orderType, documentType: 'CANCELLATION', number, content },
    finish: (stored: RecordedDocument) => reject(stored, number),
  };
}

/**
 * Cancels a trade (Storno). Everything happens in ONE transaction (document-runner.ts): trade and
 * vehicle locked and checked again, the cancellation invoice's number taken, its PDF rendered, stored
 * and counted, the trade REJECTED with the reason, the vehicle back in stock (a sale) or its purchase
 * no longer recorded (a purchase). A failure rolls it all back, so no number is burnt and no trade
 * half canceled; the file written before is deleted again.
 */
export function cancelTradeJob(ctx: AppContext) {
  return defineJob({
    name: CANCEL_TRADE,
    payload: payloadSchema,
    abandoned: removeAbandonedDocuments(ctx),
    handler: (payload, job): Promise<CancellationResult> =>
      makeDocument(ctx, job, {
        companyId: payload.companyId,
        madeBefore: (made) => ({ tradeId: payload.tradeId, documentId: made.id, number: made.number }),
        prepare: (tx, sources) => prepareCancellation(tx, { payload, sources }),
      }),
  });
}

export function cancellationsJobs(ctx: AppContext) {
  return [cancelTradeJob(ctx)];
}
