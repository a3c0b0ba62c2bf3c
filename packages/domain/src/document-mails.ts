import { z } from 'zod';
import { emailSchema, optionalText } from './fields';

// A generated document mailed by the dealer to the buyer: what the dialog sends, and the record of
// the last mail that the documents lists show ("Sent to … on …").

/** The longest personal text the dealer may add to the mail. */
export const DOCUMENT_MAIL_MESSAGE_MAX = 4000;

/** The mail of one document: to one address, with an optional personal text and a copy to the company's own address. */
export const documentMailSchema = z.object({
  /** The recipient; the dialog fills in the customer's address. Empty → 0001, malformed → 9027. */
  to: emailSchema,
  /** A personal text put above the standard text; over 4 000 characters → 5013. */
  message: optionalText(DOCUMENT_MAIL_MESSAGE_MAX),
  /** A copy to the company's own e-mail address (company data). */
  copyToCompany: z.boolean().optional().default(false),
});
export type DocumentMailInput = z.input<typeof documentMailSchema>;
export type DocumentMail = z.output<typeof documentMailSchema>;

/** The last mail of a document, as the lists show it. */
export const documentMailRecordSchema = z.object({
  recipient: z.string(),
  sentAt: z.string().describe('ISO timestamp'),
});
export type DocumentMailRecord = z.infer<typeof documentMailRecordSchema>;

/** The answer to a sent mail: who got it, when, and which files went with it. */
export const sentDocumentMailSchema = documentMailRecordSchema.extend({
  copy: z.string().nullable(),
  attachments: z.array(z.string()),
});
export type SentDocumentMail = z.infer<typeof sentDocumentMailSchema>;

/**
 * The catalog key of a generated document's title: a purchase's contract is the Ankaufvertrag, a
 * sale's the Kaufvertrag; a sale's cancellation is the Stornorechnung, a purchase's the Stornierung
 * (cancellation notice). A service invoice's proposal is a cost estimate (Kostenvoranschlag), its
 * cancellation a Stornorechnung. The lists and the document's mail name it alike.
 */
export function documentTitleKey(document: {
  orderType: 'SELLING' | 'BUYING' | 'SERVICE_INVOICE';
  documentType: string;
}): string {
  if (document.orderType === 'SERVICE_INVOICE') return `serviceInvoices.documents.${document.documentType}`;
  if (document.documentType === 'CANCELLATION') return `cancellations.documents.${document.orderType}`;
  return `${document.orderType === 'BUYING' ? 'purchase' : 'trades'}.documents.types.${document.documentType}.title`;
}
