import { z } from 'zod';

// A seller's e-invoice received on a purchase (§ 14 UStG: since 2025 every German business must be
// able to receive one). The uploaded file (XRechnung CII or UBL XML, or a ZUGFeRD/Factur-X PDF with
// the XML attached) stays unchanged as the record; this is what Kontor read from it and whether it
// passes the rules KoSIT's validator applies. Money in integer cents of the invoice's currency.

/** The purchase fields an e-invoice fills, when its values fit them. */
export const E_INVOICE_FILLED_FIELDS = [
  'sellerInvoiceDocumentId',
  'sellerInvoiceNumber',
  'sellerInvoiceDate',
  'grossPrice',
  'vat',
  'vatRate',
] as const;
export type EInvoiceFilledField = (typeof E_INVOICE_FILLED_FIELDS)[number];

/** `POST …/trades/BUYING/e-invoice`: the uploaded vehicle document to read as the seller's invoice. */
export const receiveEInvoiceInputSchema = z.object({ documentId: z.uuid('5003') });

const ruleMessageSchema = z.object({
  id: z.string().describe('the rule id, e.g. BR-DE-15'),
  text: z.string().describe('the rule text as the rule set ships it (English, some German)'),
});

export const receivedEInvoiceLineSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  quantity: z.string().nullable().describe('as the invoice writes it (a decimal)'),
  unitCode: z.string().nullable(),
  netCents: z.number().int().nullable(),
  vatRate: z.number().nullable().describe('percent'),
});

export const receivedEInvoiceSchema = z.object({
  documentId: z.string(),
  fileName: z.string(),
  container: z.enum(['XML', 'PDF']),
  syntax: z.enum(['CII', 'UBL']),
  specificationId: z.string().nullable().describe('BT-24'),
  sellerName: z.string().nullable(),
  sellerVatId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  issueDate: z.string().nullable().describe('YYYY-MM-DD'),
  currency: z.string().nullable(),
  netCents: z.number().int().nullable(),
  vatCents: z.number().int().nullable(),
  grossCents: z.number().int().nullable(),
  lines: z.array(receivedEInvoiceLineSchema),
  validation: z.object({
    scenario: z.enum(['XRECHNUNG', 'EN16931']).nullable(),
    valid: z.boolean(),
    errors: z.array(ruleMessageSchema),
    warnings: z.array(ruleMessageSchema),
  }),
  /** The purchase fields that hold the invoice's values (filled from it). */
  filled: z.array(z.enum(E_INVOICE_FILLED_FIELDS)),
});
export type ReceivedEInvoice = z.infer<typeof receivedEInvoiceSchema>;
export type ReceivedEInvoiceLine = z.infer<typeof receivedEInvoiceLineSchema>;
