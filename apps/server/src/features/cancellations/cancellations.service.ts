import {
  CANCELLATION_DOCUMENT,
  type CanceledTrade,
  type CanceledTradeYear,
  type CanceledTradesQuery,
  type cancelTradeInputSchema,
} from '@kontor/domain/cancellations';
import { customerDisplayName } from '@kontor/domain/customers';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/db/uuid';
import { conflict, notFound } from '../../platform/http/app-error';
import { typedInvoiceNumber } from '../company/invoice-numbering.service';
import { listDocumentsOfTrades, signedTradeDocumentUrl } from '../trade-documents/trade-documents.service';
import { findTradeToCancel } from '../trades/trades.service';
import { getVehicle } from '../vehicles/vehicles.service';
import { cancelTradeJob } from './cancellations.jobs';
import { type CanceledTradeRow, createCancellationsRepository } from './cancellations.repository';

// Cancelling a trade (Storno): checked now as far as it can be (the answer is the error and nothing
// is queued), then a job does it (cancellations.jobs.ts); and the Canceled Trades list.

type CancelRequest = { vehicleId: string; input: z.output<typeof cancelTradeInputSchema> };

/**
 * Asks to cancel the vehicle's sale (or purchase): its current trade, open or finished. 404 for
 * another company's vehicle; 409 9526 when its trade is canceled already, 9527 when it has none,
 * 9529 for the purchase of a sold vehicle; a finished sale with automatic numbering off needs the
 * cancellation invoice's number (422 9511, 409 9510 when issued before). Answers the job's suuid.
 */
export async function startCancellation(
  ctx: AppContext,
  companyId: string,
  { vehicleId, input }: CancelRequest,
): Promise<string> {
  const vehicle = await getVehicle(ctx, companyId, vehicleId);
  const { trade, hadOne } = await findTradeToCancel(ctx, companyId, { vehicleId, kind: input.orderType });
  if (!trade) throw conflict(hadOne ? '9526' : '9527');
  const finished = trade.status === 'FINISHED';
  if (input.orderType === 'BUYING' && finished && vehicle.status === 'SOLD') throw conflict('9529');
  const invoiceNumber =
    input.orderType === 'SELLING' && finished ? await typedInvoiceNumber(ctx, companyId, { typed: input.invoiceNumber }) : null;
  return ctx.jobs.enqueue(
    cancelTradeJob(ctx),
    {
      companyId,
      vehicleId,
      tradeId: trade.id,
      orderType: input.orderType,
      reason: input.reason,
      invoiceNumber,
      language: input.language ?? null,
    },
    { companyId },
  );
}

function toCanceledTrade(row: CanceledTradeRow): CanceledTrade {
  return {
    id: row.id,
    kind: row.kind,
    vehicleId: row.vehicleId,
    make: row.vehicle?.make ?? '',
    model: row.vehicle?.model ?? '',
    vinCode: row.vehicle?.vinCode ?? '',
    licencePlate: row.vehicle?.licencePlate ?? null,
    customerName: row.party ? customerDisplayName(row.party) || null : null,
    grossPrice: row.grossPrice,
    originalNumber: row.invoiceNumber,
    originalDate: row.issuedOn,
    cancellationNumber: row.cancellationNumber,
    reason: row.cancelReason ?? '',
    canceledOn: row.canceledOn,
    canceledAt: row.canceledAt.toISOString(),
    // The cancellation first, then what it canceled, newest first.
    documents: [...row.documents]
      .sort((a, b) => Number(b.documentType === 'CANCELLATION') - Number(a.documentType === 'CANCELLATION'))
      .map(({ id, documentType, number, issuedOn, fileName, xrechnung, language, recipientEmail, lastMail }) => ({
        id,
        documentType,
        number,
        issuedOn,
        fileName,
        xrechnung: xrechnung === true,
        language,
        recipientEmail: recipientEmail ?? null,
        lastMail: lastMail ?? null,
      })),
  };
}

/** Canceled Trades: a page, newest cancellation first, grouped by year; each year's count covers all its matching cancellations. */
export async function listCanceledTrades(
  ctx: AppContext,
  companyId: string,
  query: CanceledTradesQuery,
): Promise<{ years: CanceledTradeYear[]; total: number }> {
  const { rows, years: counts } = await createCancellationsRepository(ctx.database.pool).list(companyId, query);
  const years = new Map<number, CanceledTradeYear>();
  for (const row of rows) {
    const year = Number(row.canceledOn.slice(0, 4));
    let group = years.get(year);
    if (!group) {
      group = { year, count: counts.find((counted) => counted.year === year)?.count ?? 0, items: [] };
      years.set(year, group);
    }
    group.items.push(toCanceledTrade(row));
  }
  return {
    years: [...years.values()].sort((a, b) => b.year - a.year),
    total: counts.reduce((sum, counted) => sum + counted.count, 0),
  };
}

/**
 * A short-lived signed URL of a canceled trade's cancellation invoice (a purchase's: notice), found
 * by the trade alone, so the sales and purchases overviews can open it; 404 when the company has no
 * such trade or the cancellation issued no document (an open trade given up).
 */
export async function signedCancellationUrl(
  ctx: AppContext,
  companyId: string,
  tradeId: string,
): Promise<{ url: string; expiresAt: string }> {
  if (!isUuid(tradeId)) throw notFound();
  const documents = await listDocumentsOfTrades(ctx, companyId, [tradeId]);
  const cancellation = documents.find((document) => document.documentType === CANCELLATION_DOCUMENT);
  if (!cancellation) throw notFound();
  return signedTradeDocumentUrl(ctx, companyId, { tradeId, documentId: cancellation.id });
}
