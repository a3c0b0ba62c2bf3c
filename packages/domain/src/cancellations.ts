import { z } from 'zod';
import { LOCALES, ORDER_TYPES, TRADE_KINDS } from './constants';
import { documentMailRecordSchema } from './document-mails';
import { blankableInvoiceNumberSchema } from './invoice-numbering';
import { listQueryFields } from './lists';

// Cancelling a trade (Storno; GoBD, § 146 Abs. 4 AO: a record is never altered): an issued invoice is never
// changed or deleted; a sale that falls through is canceled by a cancellation invoice with the next
// number of the same series, a purchase by a cancellation notice. The trade becomes REJECTED and is
// listed under Canceled Trades with the dealer's reason.

export const CANCEL_REASON_MAX = 200;

/** The type a cancellation document is stored under, next to the seven types of a trade. */
export const CANCELLATION_DOCUMENT = 'CANCELLATION';

/** `POST /api/user/vehicles/{id}/shtorno`: cancels the vehicle's sale (the default) or its purchase. */
export const cancelTradeInputSchema = z.object({
  reason: z.string({ error: '0001' }).trim().min(1, '0001').max(CANCEL_REASON_MAX, '9528'),
  orderType: z.enum(ORDER_TYPES, { error: '5003' }).default('SELLING'),
  /**
   * The cancellation invoice's number, typed by the dealer while automatic numbering is off: checked as
   * an invoice's. A blank one is no number (as before), so a client may send the field blank while
   * numbering is automatic; with it off, the service then asks for one (9511).
   */
  invoiceNumber: blankableInvoiceNumberSchema,
  /** The cancellation document's language; by default the one of the document it cancels. */
  language: z.enum(LOCALES, { error: '5003' }).optional(),
});
export type CancelTradeInput = z.input<typeof cancelTradeInputSchema>;

/** What the cancellation job's status answers once it is done (`result`). */
export const cancellationResultSchema = z.object({
  tradeId: z.string(),
  /** The cancellation invoice or notice; null when the trade had issued nothing to cancel by a document. */
  documentId: z.string().nullable(),
  /** The cancellation invoice's number; null for a notice or without document. */
  number: z.string().nullable(),
});
export type CancellationResult = z.infer<typeof cancellationResultSchema>;

/** `GET /api/user/vehicles/canceled-trades`: a page, newest cancellation first, grouped by year. */
export const canceledTradesQuerySchema = z.object({ ...listQueryFields });
export type CanceledTradesQuery = z.output<typeof canceledTradesQuerySchema>;

const canceledTradeDocumentSchema = z.object({
  id: z.string(),
  documentType: z.string(),
  number: z.string().nullable(),
  issuedOn: z.string(),
  fileName: z.string(),
  /** An invoice or cancellation invoice to a public-sector buyer: also offered as XRechnung. */
  xrechnung: z.boolean().optional(),
  /** The language it was issued in: its mail is written in it. */
  language: z.enum(LOCALES).optional(),
  /** The e-mail of its addressee as issued, filled into its mail dialog. */
  recipientEmail: z.string().nullable().optional(),
  /** Its last mail from Kontor; null: never mailed. */
  lastMail: documentMailRecordSchema.nullable().optional(),
});

export const canceledTradeSchema = z.object({
  id: z.string(),
  kind: z.enum(TRADE_KINDS),
  /** The vehicle its documents open through; null once the vehicle is gone. */
  vehicleId: z.string().nullable(),
  make: z.string(),
  model: z.string(),
  vinCode: z.string(),
  licencePlate: z.string().nullable(),
  /** The buyer of a sale, the seller of a purchase, as the trade recorded them. */
  customerName: z.string().nullable(),
  grossPrice: z.number().int(),
  /** The invoice's number (a sale); null for a purchase and for a trade canceled before its invoice. */
  originalNumber: z.string().nullable(),
  /** The invoice's date (a sale), the purchase contract's (a purchase); null when none was issued. */
  originalDate: z.string().nullable(),
  cancellationNumber: z.string().nullable(),
  reason: z.string(),
  /** The day of the cancellation in Berlin (its document's date) and the moment it happened. */
  canceledOn: z.string().describe('YYYY-MM-DD'),
  canceledAt: z.string(),
  /** Every document of the trade, the cancellation's first, newest first. */
  documents: z.array(canceledTradeDocumentSchema),
});
export type CanceledTrade = z.infer<typeof canceledTradeSchema>;

export const canceledTradeYearSchema = z.object({
  year: z.number().int(),
  /** All the year's cancellations (not only this page's). */
  count: z.number().int(),
  items: z.array(canceledTradeSchema),
});
export type CanceledTradeYear = z.infer<typeof canceledTradeYearSchema>;
