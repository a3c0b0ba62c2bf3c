import type { Company } from '@kontor/domain/company';
import type { Locale } from '@kontor/domain/constants';
import type { DocumentTemplate } from '@kontor/domain/custom-templates';
import type { PurchaseDocumentType, PurchaseFields } from '@kontor/domain/purchase';
import type { DocumentType, SaleFields, TradeParty, TradeType, TradeVehicle } from '@kontor/domain/trades';
import type { ServiceAmounts, ServiceInvoiceFields, ServiceLine } from '@kontor/domain/service-invoices';
import type { TradeAmounts } from '@kontor/domain/vat';

// What a document is rendered from: plain data, stored with the document as its snapshot
// (generated_documents.content), so an issued document records the buyer, the company, the vehicle
// and the amounts exactly as they were. A renderer reads nothing else (no database, no clock).

export type DocumentVehicle = TradeVehicle;

/** The trade as its documents print it: the wizard's fields, the derived trade type and the VAT engine's amounts. */
export type DocumentTrade = SaleFields & {
  tradeType: TradeType;
  amounts: TradeAmounts;
  /** The issued invoice's number and date, once there is one (the receipt and contract refer to it). */
  invoiceNumber: string | null;
  invoiceDate: string | null;
  /** The day of handover: the invoice date, or the custom date. */
  handoverOn: string;
};

export type DocumentContent = {
  type: DocumentType;
  locale: Locale;
  /** The invoice number (INVOICE); null for the other types. */
  number: string | null;
  /** The document's date (invoice date, contract date, or the day it was made). */
  issuedOn: string;
  company: Company;
  /** The template the trade chose for this document (CUSTOM: the company's; STANDARD: plain). */
  template: DocumentTemplate;
  buyer: TradeParty;
  vehicle: DocumentVehicle;
  trade: DocumentTrade;
};

/** The purchase as its documents print it: the wizard's fields, the amounts, and the days they fall on. */
export type PurchaseDocumentTrade = PurchaseFields & {
  /** net, VAT and gross of the price (VAT only when the seller's invoice shows it). */
  amounts: TradeAmounts;
  /** The day of the contract: the chosen one, else the day the contract was made. */
  contractDate: string;
  /** The day of handover: the contract's, or the custom date. */
  handoverOn: string;
};

/**
 * What a document of a purchase is rendered from: the company buys from `seller`, the
 * customer, who is the document's addressee. Stored as the document's snapshot like DocumentContent.
 */
export type PurchaseDocumentContent = {
  order: 'BUYING';
  type: PurchaseDocumentType;
  locale: Locale;
  /** The document's date (the contract date for the contract, else the day it was made). */
  issuedOn: string;
  company: Company;
  template: DocumentTemplate;
  seller: TradeParty;
  vehicle: DocumentVehicle;
  trade: PurchaseDocumentTrade;
};

/** What a cancellation refers to and why: printed on the cancellation invoice or notice. */
export type CancellationFacts = {
  /** The canceled invoice's number; null for a purchase contract, which has none. */
  originalNumber: string | null;
  /** The canceled invoice's (or purchase contract's) date. */
  originalIssuedOn: string;
  /** The dealer's reason, at most 200 characters. */
  reason: string;
};

/**
 * The cancellation invoice of a sale (Stornorechnung): the invoice's snapshot as it was issued, with
 * the company as it is now, its own number (`number`, same series) and date (`issuedOn`), and every
 * amount of `trade.amounts` reversed. Tax treatment and notices stay the invoice's.
 */
export type CancellationInvoiceContent = Omit<DocumentContent, 'type'> & {
  type: 'CANCELLATION';
  cancellation: CancellationFacts;
};

/** The cancellation notice of a purchase: the contract's snapshot, with the company as it is now and the notice's date (`issuedOn`). */
export type PurchaseCancellationContent = Omit<PurchaseDocumentContent, 'type'> & {
  type: 'CANCELLATION';
  cancellation: CancellationFacts;
};

/** The vehicle a service invoice names: typed, or copied from a vehicle in stock; any of it may be missing. */
export type ServiceVehicle = {
  make: string | null;
  model: string | null;
  licencePlate: string | null;
  vinCode: string | null;
  /** The next main inspection, YYYY-MM. */
  nextInspection: string | null;
  mileage: number | null;
};

/**
 * What a service invoice, its proposal (cost estimate) or its cancellation invoice is
 * rendered from: the company as it was, the customer (the addressee), the vehicle, the lines and
 * their amounts (reversed on a cancellation). Stored as the document's snapshot like the others.
 */
export type ServiceDocumentContent = {
  order: 'SERVICE_INVOICE';
  type: 'INVOICE' | 'PROPOSAL' | 'CANCELLATION';
  locale: Locale;
  /** The invoice's number (service series), the proposal's number, or the cancellation invoice's (service series). */
  number: string;
  /** The invoice date, the proposal's date, or the cancellation's. */
  issuedOn: string;
  company: Company;
  template: DocumentTemplate;
  customer: TradeParty;
  vehicle: ServiceVehicle;
  lines: ServiceLine[];
  amounts: ServiceAmounts;
  paymentType: ServiceInvoiceFields['paymentType'];
  paymentMethod: ServiceInvoiceFields['paymentMethod'];
  /** The day the service was done (Leistungsdatum): the invoice date, or the custom day. */
  serviceOn: string;
  comments: string | null;
  /** A proposal's last valid day; null on the invoice and its cancellation. */
  validUntil: string | null;
  /** What a cancellation invoice cancels and why; null on the invoice and the proposal. */
  cancellation: CancellationFacts | null;
};

/** Whatever a generated document was rendered from (its stored snapshot). */
export type AnyDocumentContent =
  DocumentContent | PurchaseDocumentContent | CancellationInvoiceContent | PurchaseCancellationContent | ServiceDocumentContent;

/** A made-up document (the sample invoice of Document settings) is marked on every page. */
export type RenderOptions = { logo: Buffer | null; sample?: boolean };
