import type { CancelTradeInput } from '@kontor/domain/cancellations';
import type { Locale } from '@kontor/domain/constants';
import type { DocumentMail } from '@kontor/domain/document-mails';
import type { ErrorCode } from '@kontor/domain/errors';
import { isStillRetained, latestRetentionEnd } from '@kontor/domain/retention';
import {
  amountsExemption,
  DEFAULT_SERVICE_INVOICE,
  isServiceDocumentType,
  type ServiceInvoice,
  type ServiceInvoiceFields,
  type ServiceInvoicesQuery,
  type ServiceInvoiceValues,
  type ServiceInvoiceYear,
  serviceAmounts,
  serviceInvoiceProblems,
  serviceTotalProblems,
  vatExemptionOf,
} from '@kontor/domain/service-invoices';
import type { GeneratedDocument } from '@kontor/domain/trades';
import { businessToday } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, conflict, invalid, keptRecord, notFound } from '../../platform/http/app-error';
import { getCompany } from '../company/company.service';
import { typedInvoiceNumber } from '../company/invoice-numbering.service';
import { cancelTradeJob } from '../cancellations/cancellations.jobs';
import {
  deleteProposalDocuments,
  findTradeDocument,
  listDocumentsOfTrades,
  signedTradeDocumentUrl,
  tradeRetentionEnd,
} from '../trade-documents/trade-documents.service';
import {
  deleteServiceInvoiceDraft,
  findServiceInvoiceTrade,
  forgetVehicleInServiceDrafts,
  insertServiceInvoiceTrade,
  listServiceInvoiceTrades,
  type ServiceListRow,
  type ServiceTradeRow,
  updateOpenServiceInvoiceTrade,
} from '../trades/service-invoice-trades.service';
import { partyOf } from '../trades/trades.service';
import { documentXRechnung } from '../trade-documents/xrechnung.service';
import { sendDocumentMail } from '../trade-documents/document-mail.service';

import { getVehicle } from '../vehicles/vehicles.service';
import { generateServiceDocumentJob } from './service-invoices.jobs';

// Service invoices: a draft saved and resumed, its cost estimates and its invoice made by
// a job, a draft deleted, an issued invoice canceled by a cancellation invoice (the cancellations
// feature's job, on the service series), and the list by year.

function toServiceInvoice(row: ServiceTradeRow): ServiceInvoice {
  const stored = { ...DEFAULT_SERVICE_INVOICE, ...row.fields, customerId: row.customerId };
  const fields = { ...stored, vatExemption: vatExemptionOf(stored) };
  return {
    ...fields,
    id: row.id,
    status: row.status,
    customer: row.buyer,
    amounts: row.status === 'PENDING' ? serviceAmounts(fields) : { ...row.amounts, vatExemption: amountsExemption(row.amounts) },
    invoiceNumber: row.invoiceNumber,
    proposalNumber: row.proposalNumber,
    issuedOn: row.issuedOn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function requireDocumentType(documentType: string): void {
  if (!isServiceDocumentType(documentType)) throw invalid({ documentType: '9506' });
}

/**
 * The draft's values as they will be stored: the customer as they are now and the lines' amounts. 422
 * 9317 on `lines` when the merged draft's gross passes the cap (a change of VAT alone can do it), 404
 * for another company's customer or vehicle.
 */
async function derived(tx: DbOrTx, companyId: string, { ctx, fields }: { ctx: AppContext; fields: ServiceInvoiceFields }) {
  const total = serviceTotalProblems(fields);
  if (total.lines) throw invalid({ lines: total.lines });
  const buyer = fields.customerId ? await partyOf(tx, companyId, fields.customerId) : null;
  if (buyer === undefined) throw notFound();
  if (fields.vehicleId) await getVehicle(ctx, companyId, fields.vehicleId);
  return { customerId: fields.customerId, fields, buyer, amounts: serviceAmounts(fields) };
}

/**
 * The draft with the fields sent. The reason for no VAT is kept only without VAT (null with VAT);
 * without VAT and none sent or kept, it stays null until the dealer chooses one.
 */
function merged(base: ServiceInvoiceFields, input: ServiceInvoiceValues): ServiceInvoiceFields {
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const fields = { ...base, ...given };
  return { ...fields, vatExemption: vatExemptionOf(fields) };
}

/** A new draft from any subset of the fields (`POST …/trades/{documentType}`). */
export async function createServiceInvoice(
  ctx: AppContext,
  companyId: string,
  { documentType, input }: { documentType: string; input: ServiceInvoiceValues },
): Promise<ServiceInvoice> {
  requireDocumentType(documentType);
  return ctx.database.db.transaction(async (tx) => {
    const values = await derived(tx, companyId, { ctx, fields: merged(DEFAULT_SERVICE_INVOICE, input) });
    return toServiceInvoice(await insertServiceInvoiceTrade(tx, companyId, values));
  });
}

/** Merges fields into a draft (`PUT …/trades/{id}/{documentType}`); an issued invoice is never changed (409 9509). */
export async function updateServiceInvoice(
  ctx: AppContext,
  companyId: string,
  { id, documentType, input }: { id: string; documentType: string; input: ServiceInvoiceValues },
): Promise<ServiceInvoice> {
  requireDocumentType(documentType);
  return ctx.database.db.transaction(async (tx) => {
    const row = await findServiceInvoiceTrade(tx, companyId, { id, lock: true });
    if (!row) throw notFound();
    if (row.status !== 'PENDING') throw conflict('9509');
    const values = await derived(tx, companyId, { ctx, fields: merged({ ...DEFAULT_SERVICE_INVOICE, ...row.fields }, input) });
    const updated = await updateOpenServiceInvoiceTrade(tx, companyId, { id, values });
    if (!updated) throw conflict('9509');
    return toServiceInvoice(updated);
  });
}

export async function getServiceInvoice(ctx: AppContext, companyId: string, id: string): Promise<ServiceInvoice> {
  const row = await findServiceInvoiceTrade(ctx.database.db, companyId, { id });
  if (!row) throw notFound();
  return toServiceInvoice(row);
}

/**
 * Inside a stock vehicle's deletion: a service invoice names the vehicle in its fields only (it copies
 * what it prints), so the vehicle may go; its drafts then forget the link, which would make every
 * later save of the draft look up a vehicle that is no more (404). Issued ones keep what they recorded.
 */
export function releaseVehicleOfServiceDrafts(tx: DbOrTx, companyId: string, vehicleId: string): Promise<void> {
  return forgetVehicleInServiceDrafts(tx, companyId, vehicleId);
}

/**
 * A draft goes with its cost estimates (no booking vouchers). An issued or canceled one is kept with
 * its invoices (§ 147 AO, § 14b UStG): 409 9558 (issued) or 9559 (canceled), naming until when;
 * 9509 once that has passed (Kontor deletes no issued invoice).
 */
export async function deleteServiceInvoice(ctx: AppContext, companyId: string, id: string): Promise<void> {
  const keys = await ctx.database.db.transaction(async (tx) => {
    const row = await findServiceInvoiceTrade(tx, companyId, { id, lock: true });
    if (!row) throw notFound();
    if (row.status !== 'PENDING') {
      const keptUntil = await tradeRetentionEnd(tx, companyId, { tradeId: id, today: businessToday(ctx.clock) });
      if (keptUntil) throw keptRecord(row.status === 'REJECTED' ? '9559' : '9558', keptUntil);
      throw conflict('9509');
    }
    const proposals = await deleteProposalDocuments(tx, companyId, { tradeId: id });
    if (!(await deleteServiceInvoiceDraft(tx, companyId, id))) throw conflict('9509');
    return proposals.keys;
  });
  await Promise.all(keys.map((key) => ctx.storage.delete(key)));
}

type GenerateRequest = { tradeId: string; documentType: string; input: { language?: Locale; invoiceNumber?: string | null } };

/**
 * Asks for the draft's INVOICE or PROPOSAL: checked now as far as it can be (404, 409 9509 issued,
 * 422 9512 with the missing or contradicting fields, the typed number), then a job makes it; its suuid is answered.
 */
export async function startServiceDocument(ctx: AppContext, companyId: string, request: GenerateRequest): Promise<string> {
  requireDocumentType(request.documentType);
  const documentType = request.documentType as 'INVOICE' | 'PROPOSAL';
  const trade = await getServiceInvoice(ctx, companyId, request.tradeId);
  if (trade.status !== 'PENDING') throw conflict('9509');
  // The customer and the company as the document will print them (the job checks again when it makes it).
  const customer = trade.customerId ? await partyOf(ctx.database.db, companyId, trade.customerId) : null;
  const { vatId: companyVatId, smallBusiness: companySmallBusiness } = await getCompany(ctx, companyId);
  const problems = serviceInvoiceProblems(trade, {
    today: businessToday(ctx.clock),
    documentType,
    customer: customer ?? null,
    companyVatId,
    companySmallBusiness,
  });
  if (Object.keys(problems).length > 0) throw new AppError('9512', 422, problems as Record<string, ErrorCode>);
  const invoiceNumber =
    documentType === 'INVOICE' ? await typedInvoiceNumber(ctx, companyId, { typed: request.input.invoiceNumber }) : null;
  return ctx.jobs.enqueue(
    generateServiceDocumentJob(ctx),
    { companyId, tradeId: trade.id, documentType, language: request.input.language ?? trade.language, invoiceNumber },
    { companyId },
  );
}

/** The documents made for a service invoice, newest first (404 for another company's). */
export async function listServiceDocuments(ctx: AppContext, companyId: string, tradeId: string): Promise<GeneratedDocument[]> {
  await getServiceInvoice(ctx, companyId, tradeId);
  return listDocumentsOfTrades(ctx, companyId, [tradeId]);
}

/** A signed URL of one of its documents. */
export async function signedServiceDocumentUrl(ctx: AppContext, companyId: string, ref: { tradeId: string; documentId: string }) {
  await getServiceInvoice(ctx, companyId, ref.tradeId);
  return signedTradeDocumentUrl(ctx, companyId, ref);
}

/** One of its invoices or cancellation invoices as XRechnung (public-sector buyer); 404 unless the company's service invoice. */
export async function serviceDocumentXRechnung(ctx: AppContext, companyId: string, ref: { tradeId: string; documentId: string }) {
  await getServiceInvoice(ctx, companyId, ref.tradeId);
  return documentXRechnung(ctx, companyId, ref);
}

/** Mails one of its documents (document-mail.service.ts); 404 unless the company's service invoice. */
export async function mailServiceDocument(
  ctx: AppContext,
  request: { user: { id: string; companyId: string }; ref: { tradeId: string; documentId: string }; input: DocumentMail },
) {
  await getServiceInvoice(ctx, request.user.companyId, request.ref.tradeId);
  return sendDocumentMail(ctx, request);
}

/**
 * Deletes a cost estimate (no booking voucher). An invoice or a cancellation invoice is kept: 409
 * 9557 naming until when (retention.ts), 9533 once that has passed (Kontor deletes no issued invoice).
 */
export async function deleteServiceDocument(
  ctx: AppContext,
  companyId: string,
  ref: { tradeId: string; documentId: string },
): Promise<void> {
  await getServiceInvoice(ctx, companyId, ref.tradeId);
  const keys = await ctx.database.db.transaction(async (tx) => {
    const document = await findTradeDocument(tx, companyId, ref);
    if (!document) throw notFound();
    if (document.documentType !== 'PROPOSAL') {
      const keptUntil = latestRetentionEnd([{ kind: document.documentType, issuedOn: document.issuedOn }]);
      if (keptUntil && isStillRetained(keptUntil, businessToday(ctx.clock))) throw keptRecord('9557', keptUntil);
      throw conflict('9533');
    }
    return (await deleteProposalDocuments(tx, companyId, ref)).keys;
  });
  await Promise.all(keys.map((key) => ctx.storage.delete(key)));
}

/**
 * Cancels an issued service invoice (`POST /api/user/service-invoices/{tradeId}/shtorno`) by a
 * cancellation invoice of the service series, through the cancellations feature's job. A draft has
 * nothing to cancel (409 9527: it is deleted instead); a canceled one 409 9526.
 */
export async function startServiceCancellation(
  ctx: AppContext,
  companyId: string,
  { tradeId, input }: { tradeId: string; input: Omit<CancelTradeInput, 'orderType'> & { reason: string } },
): Promise<string> {
  const trade = await getServiceInvoice(ctx, companyId, tradeId);
  if (trade.status === 'REJECTED') throw conflict('9526');
  if (trade.status !== 'FINISHED') throw conflict('9527');
  const invoiceNumber = await typedInvoiceNumber(ctx, companyId, { typed: input.invoiceNumber });
  return ctx.jobs.enqueue(
    cancelTradeJob(ctx),
    {
      companyId,
      vehicleId: null,
      tradeId,
      orderType: 'SERVICE_INVOICE',
      reason: input.reason,
      invoiceNumber,
      language: input.language ?? null,
    },
    { companyId },
  );
}

function toListItem(row: ServiceListRow) {
  return {
    id: row.id,
    status: row.status,
    invoiceDate: row.date,
    invoiceNumber: row.invoiceNumber,
    proposalNumber: row.proposalNumber,
    companyName: row.buyer?.companyName ?? null,
    firstName: row.buyer?.firstName ?? null,
    lastName: row.buyer?.lastName ?? null,
    licencePlate: row.licencePlate,
    totalPrice: row.grossPrice,
  };
}

/** The list: a page, newest first, grouped by year; each year's count and total cover all its matching invoices. */
export async function listServiceInvoices(
  ctx: AppContext,
  companyId: string,
  query: ServiceInvoicesQuery,
): Promise<{ years: ServiceInvoiceYear[]; total: number }> {
  const { rows, years: totals } = await listServiceInvoiceTrades(ctx.database.pool, companyId, query);
  const years = new Map<number, ServiceInvoiceYear>();
  for (const row of rows) {
    const year = Number(row.date.slice(0, 4));
    let group = years.get(year);
    if (!group) {
      const figures = totals.find((counted) => counted.year === year);
      group = { year, count: figures?.count ?? 0, totalPrice: figures?.totalPrice ?? 0, items: [] };
      years.set(year, group);
    }
    group.items.push(toListItem(row));
  }
  return {
    years: [...years.values()].sort((a, b) => b.year - a.year),
    total: totals.reduce((sum, counted) => sum + counted.count, 0),
  };
}
