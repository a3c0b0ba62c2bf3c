import type { Readable } from 'node:stream';
import { isPurchaseDocumentType } from '@kontor/domain/purchase';
import { isStillRetained, latestRetentionEnd } from '@kontor/domain/retention';
import { todayInBerlin } from '@kontor/domain/business-calendar';
import { type GeneratedDocument, type GenerateDocumentInput, isDocumentType } from '@kontor/domain/trades';
import { businessToday } from '../../platform/clock';
import { recordAuditEvent } from '../../platform/audit/audit-events';
import type { AppContext } from '../../platform/context';
import { AppError, keptRecord, notFound } from '../../platform/http/app-error';
import { isValidSignedFile, signedFilePath, signedUrlExpiry } from '../../platform/storage/signed-urls';
import { getCompany } from '../company/company.service';
import { releaseStorage } from '../company/storage.service';
import { typedInvoiceNumber } from '../company/invoice-numbering.service';
import { getPurchase } from '../trades/purchase.service';

import { getSale, requireVersion } from '../trades/trades.service';
import { signedDocumentUrl } from '../vehicles/vehicle-documents.service';
import { getVehicle } from '../vehicles/vehicles.service';
import { requireReadyPurchase, requireReadyTrade } from './document-readiness';
import { generateDocumentJob } from './trade-documents.jobs';
import type { DbOrTx } from '../../platform/db/database';
import { createGeneratedDocumentsRepository, type StoredGeneratedDocument } from './generated-documents.repository';

const publicView = ({ storageKey: _storageKey, ...document }: StoredGeneratedDocument): GeneratedDocument => document;

/** Which document of which vehicle a route names. */
type DocumentRef = { vehicleId: string; documentId: string };

type GenerateRequest = {
  vehicleId: string;
  /** The path's document type, unchecked (422 9506 when unknown). */
  documentType: string;
  /** The path's order type: SELLING or BUYING (any other is a 404). */
  orderType: string;
  input: GenerateDocumentInput;
  /** The trade's updatedAt the dealer's tab last read or wrote (If-Match); null: no check. */
  expectedVersion?: Date | null;
};

/**
 * A request made on another version of the trade than the one stored (another tab saved a step
 * meanwhile) is refused (409 9541) before anything is queued; the job compares again under the
 * trade's lock, so a save between this answer and the render cannot slip into the document either.
 */
function requireSeenVersion(trade: { updatedAt: string } | null, expected: Date | null): string | null {
  requireVersion(trade ? { updatedAt: new Date(trade.updatedAt) } : undefined, expected);
  return expected ? expected.toISOString() : null;
}

/**
 * Asks for a document of the vehicle's sale (or purchase): everything that can be checked now is (the
 * answer is the error and nothing is queued), then a job renders and stores it; its suuid is answered.
 */
export async function startDocumentGeneration(ctx: AppContext, companyId: string, request: GenerateRequest): Promise<string> {
  if (request.orderType === 'BUYING') return startPurchaseDocument(ctx, companyId, request);
  if (request.orderType !== 'SELLING') throw notFound();
  // 404 when the vehicle is not the company's; null while it has no trade.
  const trade = await getSale(ctx, companyId, request.vehicleId);
  const { documentType } = request;
  if (!isDocumentType(documentType)) throw new AppError('9506', 422, { documentType: '9506' });
  // Read without a lock: a job rendering this trade holds it, and a request must not wait for a
  // render (nor hold a pooled connection meanwhile). The job checks again on the locked trade with
  // the buyer as the customer is then, so a customer changed since the last save fails it there.
  // The company as it is now: an intra-EU supply needs its VAT id (the job checks again).
  const expectedVersion = requireSeenVersion(trade, request.expectedVersion ?? null);
  // The vehicle as the documents of an open sale print it (its first registration, 9561).
  const vehicle = await getVehicle(ctx, companyId, request.vehicleId);
  requireReadyTrade(documentType, trade, { seller: await getCompany(ctx, companyId), today: businessToday(ctx.clock), vehicle });
  const invoiceNumber =
    documentType === 'INVOICE' ? await typedInvoiceNumber(ctx, companyId, { typed: request.input.invoiceNumber }) : null;
  const language = request.input.language ?? trade.language;
  return ctx.jobs.enqueue(
    generateDocumentJob(ctx),
    {
      companyId,
      vehicleId: trade.vehicleId,
      orderType: 'SELLING' as const,
      documentType,
      language,
      invoiceNumber,
      expectedVersion,
    },
    { companyId },
  );
}

/** A document of the vehicle's purchase: checked now as far as it can be, then made by the same job. */
async function startPurchaseDocument(ctx: AppContext, companyId: string, request: GenerateRequest): Promise<string> {
  const trade = await getPurchase(ctx, companyId, request.vehicleId);
  const { documentType } = request;
  if (!isPurchaseDocumentType(documentType)) throw new AppError('9506', 422, { documentType: '9506' });
  const expectedVersion = requireSeenVersion(trade, request.expectedVersion ?? null);
  requireReadyPurchase(documentType, trade, businessToday(ctx.clock));
  const language = request.input.language ?? trade.language;
  return ctx.jobs.enqueue(
    generateDocumentJob(ctx),
    {
      companyId,
      vehicleId: trade.vehicleId,
      orderType: 'BUYING' as const,
      documentType,
      language,
      invoiceNumber: null,
      expectedVersion,
    },
    { companyId },
  );
}

/** The documents made for a vehicle, newest first (404 when the vehicle is not the company's). */
export async function listGeneratedDocuments(
  ctx: AppContext,
  companyId: string,
  vehicleId: string,
): Promise<GeneratedDocument[]> {
  await getVehicle(ctx, companyId, vehicleId);
  return (await createGeneratedDocumentsRepository(ctx.database.db).list(companyId, vehicleId)).map(publicView);
}

const GENERATED_PURPOSE = 'generated-document';
export const GENERATED_FILE_ROUTE = '/api/files/generated-documents';

/**
 * A short-lived signed URL of any document of the vehicle: a generated one, else an uploaded one
 * (the vehicles feature signs those); 404 when the company has neither.
 */
export async function signedVehicleDocumentUrl(
  ctx: AppContext,
  companyId: string,
  ref: DocumentRef,
): Promise<{ url: string; expiresAt: string }> {
  const generated = await createGeneratedDocumentsRepository(ctx.database.db).find(companyId, ref.vehicleId, ref.documentId);
  if (!generated) return signedDocumentUrl(ctx, companyId, ref);
  return signedUrlOf(ctx, generated.id);
}

/** A short-lived signed URL of a document of one of the company's trades (a canceled trade's may have outlived its vehicle); else 404. */
export async function signedTradeDocumentUrl(
  ctx: AppContext,
  companyId: string,
  ref: { tradeId: string; documentId: string },
): Promise<{ url: string; expiresAt: string }> {
  const generated = await createGeneratedDocumentsRepository(ctx.database.db).findOfTrade(companyId, ref.tradeId, ref.documentId);
  if (!generated) throw notFound();
  return signedUrlOf(ctx, generated.id);
}

function signedUrlOf(ctx: AppContext, documentId: string): { url: string; expiresAt: string } {
  const expires = signedUrlExpiry(ctx.clock.now());
  return {
    url: signedFilePath(ctx.jwtSecret, { route: GENERATED_FILE_ROUTE, purpose: GENERATED_PURPOSE, id: documentId, expires }),
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** The PDF behind a signed URL; an expired or altered URL is a 404 like any unknown one. */
export async function openSignedGeneratedDocument(
  ctx: AppContext,
  { documentId, expires, signature }: { documentId: string; expires: number; signature: string },
): Promise<{ document: GeneratedDocument; stream: Readable }> {
  const file = { purpose: GENERATED_PURPOSE, id: documentId, expires, signature, now: ctx.clock.now() };
  if (!isValidSignedFile(ctx.jwtSecret, file)) throw notFound();
  const document = await createGeneratedDocumentsRepository(ctx.database.db).findById(documentId);
  if (!document) throw notFound();
  return { document: publicView(document), stream: await ctx.storage.stream(document.storageKey) };
}

/** The snapshot the latest document of a type in a trade was rendered from (what a cancellation refers to); null without one. */
export async function latestDocumentContent(
  tx: DbOrTx,
  companyId: string,
  { tradeId, documentType }: { tradeId: string; documentType: 'INVOICE' | 'CONTRACT' },
): Promise<unknown> {
  return (await createGeneratedDocumentsRepository(tx).latestOfType(companyId, tradeId, documentType))?.content ?? null;
}

/** A trade's documents as SQL for a list that reads them in its own statement (Canceled Trades), and how it answers them. */
export { type ListedTradeDocument, normalizeListedDocument, tradeDocumentsJson } from './generated-documents.repository';

/** The documents of these trades of the company, newest first, as the API answers them. */
export async function listDocumentsOfTrades(
  ctx: AppContext,
  companyId: string,
  tradeIds: string[],
): Promise<GeneratedDocument[]> {
  return (await createGeneratedDocumentsRepository(ctx.database.db).listOfTrades(companyId, tradeIds)).map(publicView);
}

/**
 * Inside tx: deletes a service draft's cost estimates (one, or all of the trade's) and gives their
 * storage back; answers the files to delete once the transaction has committed.
 */
export async function deleteProposalDocuments(
  tx: DbOrTx,
  companyId: string,
  which: { tradeId: string; documentId?: string },
): Promise<{ keys: string[]; count: number }> {
  const { keys, bytes, deleted } = await createGeneratedDocumentsRepository(tx).deleteProposals(companyId, which);
  await releaseStorage(tx, companyId, bytes);
  for (const document of deleted) {
    await recordAuditEvent(tx, {
      companyId,
      action: 'DOCUMENT_DELETED',
      objectType: 'DOCUMENT',
      objectId: document.id,
      label: document.fileName,
      documentSha256: document.sha256,
      details: { documentType: 'PROPOSAL', tradeId: which.tradeId },
    });
  }
  return { keys, count: keys.length };
}

/**
 * Inside the vehicle's deletion, before the trades let go of it (trades.service releaseVehicle): the
 * documents of its canceled trades stay (kept by law, § 14b UStG) and no longer name it. A vehicle
 * whose open or finished trades have kept documents is refused (409 9556, until when): they name it,
 * and a sold vehicle stays in the Sold list. A trade's other documents keep the vehicle too (9310).
 */
export async function releaseVehicleOfDocuments(tx: DbOrTx, companyId: string, vehicleId: string): Promise<void> {
  const repository = createGeneratedDocumentsRepository(tx);
  const keptUntil = latestRetentionEnd(await repository.retentionRecords(companyId, { vehicleId }));
  // The deletion hands no clock down (VehicleRelease): the wall clock's Berlin day.
  if (keptUntil && isStillRetained(keptUntil, todayInBerlin())) throw keptRecord('9556', keptUntil);
  await repository.detachCanceledFromVehicle(companyId, vehicleId);
}

/** Until when a trade's documents are kept (retention.ts), or null: none of them is a kept record any more. */
export async function tradeRetentionEnd(
  db: DbOrTx,
  companyId: string,
  { tradeId, today }: { tradeId: string; today: string },
): Promise<string | null> {
  const keptUntil = latestRetentionEnd(await createGeneratedDocumentsRepository(db).retentionRecords(companyId, { tradeId }));
  return keptUntil && isStillRetained(keptUntil, today) ? keptUntil : null;
}

/** A document of one of the company's trades, or null (the caller decides what it may do with it). */
export function findTradeDocument(
  db: DbOrTx,
  companyId: string,
  { tradeId, documentId }: { tradeId: string; documentId: string },
): Promise<StoredGeneratedDocument | null> {
  return createGeneratedDocumentsRepository(db).findOfTrade(companyId, tradeId, documentId);
}
