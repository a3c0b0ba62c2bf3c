import { LOCALES } from '@kontor/domain/constants';
import type { ErrorCode } from '@kontor/domain/errors';
import {
  type ServiceDocumentType,
  serviceAmounts,
  serviceInvoiceProblems,
  SERVICE_DOCUMENT_TYPES,
} from '@kontor/domain/service-invoices';
import type { TradeParty } from '@kontor/domain/trades';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/database';
import { defineJob, JobFailure } from '../../platform/jobs/jobs';
import { allocateProposalNumber, issueInvoiceNumber } from '../company/invoice-numbering.service';
import {
  type DocumentSources,
  makeDocument,
  type PreparedDocument,
  type RecordedDocument,
  removeAbandonedDocuments,
} from '../trade-documents/document-runner';

import { serviceDocumentContent } from './service-content';
import {
  finishServiceInvoiceTrade,
  findServiceInvoiceTrade,
  type ServiceTradeRow,
  setServiceProposalNumber,
} from '../trades/service-invoice-trades.service';
import { partyOf } from '../trades/trades.service';

const GENERATE_SERVICE_DOCUMENT = 'service-invoices-generate';

const payloadSchema = z.object({
  companyId: z.uuid(),
  tradeId: z.uuid(),
  documentType: z.enum(SERVICE_DOCUMENT_TYPES),
  language: z.enum(LOCALES),
  /** The invoice's number the dealer typed (automatic numbering off); null: the service series allocates it. */
  invoiceNumber: z.string().nullable(),
});
type Payload = z.infer<typeof payloadSchema>;

/** What the status route answers once the document is stored. */
export type ServiceGenerateResult = { documentId: string; documentType: ServiceDocumentType; number: string };

function failure(code: ErrorCode, fields?: Record<string, string>): JobFailure {
  return new JobFailure(code, fields ? { fields } : undefined);
}

/**
 * The draft locked and checked again as it is now (still a draft, a customer, at least one line, its
 * VAT and date, the customer's address and the reason for no VAT against the customer and the company
 * as they are now), against the day the document is made: a job run after midnight sees the new day.
 */
async function lockDraft(
  tx: DbOrTx,
  { payload, sources }: { payload: Payload; sources: DocumentSources },
): Promise<{ trade: ServiceTradeRow; customer: TradeParty }> {
  const trade = await findServiceInvoiceTrade(tx, payload.companyId, { id: payload.tradeId, lock: true });
  // The draft was deleted after the request was accepted.
  if (!trade) throw failure('404');
  if (trade.status !== 'PENDING') throw failure('9509');
  const customer = trade.fields.customerId ? await partyOf(tx, payload.companyId, trade.fields.customerId) : null;
  const problems = serviceInvoiceProblems(trade.fields, {
    today: sources.today,
    documentType: payload.documentType,
    customer: customer ?? null,
    companyVatId: sources.company.vatId,
    companySmallBusiness: sources.company.smallBusiness,
  });
  if (Object.keys(problems).length > 0) throw failure('9512', problems);
  // The customer was erased since the last save.
  if (!customer) throw failure('9512', { customerId: '0001' });
  return { trade, customer };
}

/** The number the document prints: the invoice's from the service series, the proposal's kept from its first version. */
async function numberOf(tx: DbOrTx, { payload, trade }: { payload: Payload; trade: ServiceTradeRow }): Promise<string> {
  if (payload.documentType === 'INVOICE')
    return issueInvoiceNumber(tx, payload.companyId, { kind: 'SERVICE_INVOICE', typed: payload.invoiceNumber });
  if (trade.proposalNumber) return trade.proposalNumber;
  const number = await allocateProposalNumber(tx, payload.companyId);
  await setServiceProposalNumber(tx, payload.companyId, { id: trade.id, proposalNumber: number });
  return number;
}

/**
 * The document as the draft is now: its number taken, its content built. The invoice also freezes
 * the trade once it is recorded (FINISHED with number and date, customer, fields and amounts as printed).
 */
async function prepareServiceDocument(
  tx: DbOrTx,
  { payload, sources }: { payload: Payload; sources: DocumentSources },
): Promise<PreparedDocument<ServiceGenerateResult>> {
  const { companyId, tradeId, documentType } = payload;
  const { trade, customer } = await lockDraft(tx, { payload, sources });
  const amounts = serviceAmounts(trade.fields);
  const number = await numberOf(tx, { payload, trade });
  const content = serviceDocumentContent(
    { type: documentType, fields: trade.fields, customer, amounts, number, locale: payload.language },
    sources,
  );
  return {
    document: { tradeId, vehicleId: null, orderType: 'SERVICE_INVOICE', documentType, number, content },
    finish: async (stored: RecordedDocument) => {
      if (documentType === 'INVOICE') {
        const finished = await finishServiceInvoiceTrade(tx, companyId, {
          id: tradeId,
          values: {
            invoiceNumber: number,
            issuedOn: content.issuedOn,
            buyer: customer,
            amounts,
            fields: { ...trade.fields, invoiceDate: content.issuedOn },
          },
        });
        if (!finished) throw failure('9509');
      }
      return { documentId: stored.id, documentType, number };
    },
  };
}

/**
 * Makes a service invoice's INVOICE or PROPOSAL in ONE transaction (document-runner.ts): the draft
 * locked and checked again, the customer taken as they are now, the number taken, the PDF rendered,
 * stored and counted, the document recorded, and the invoice's trade frozen. A failure rolls it all
 * back and deletes the file written for it.
 */
export function generateServiceDocumentJob(ctx: AppContext) {
  return defineJob({
    name: GENERATE_SERVICE_DOCUMENT,
    payload: payloadSchema,
    abandoned: removeAbandonedDocuments(ctx),
    handler: (payload, job): Promise<ServiceGenerateResult> =>
      makeDocument(ctx, job, {
        companyId: payload.companyId,
        madeBefore: (made) => ({ documentId: made.id, documentType: payload.documentType, number: made.number ?? '' }),
        prepare: (tx, sources) => prepareServiceDocument(tx, { payload, sources }),
      }),
  });
}

export function serviceInvoicesJobs(ctx: AppContext) {
  return [generateServiceDocumentJob(ctx)];
}
