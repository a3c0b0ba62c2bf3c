import type { Company } from '@kontor/domain/company';
import type { Locale } from '@kontor/domain/constants';
import type { DocumentTemplate } from '@kontor/domain/custom-templates';
import type { BuyingDocumentType, BuyingTradeFields } from '@kontor/domain/buying';
import type { DocumentType, SellingTradeFields, TradeParty, TradeType, TradeVehicle } from '@kontor/domain/trades';
import type { TradeAmounts } from '@kontor/domain/vat';

// What a document is rendered from: plain data, stored with the document as its snapshot
// (generated_documents.content), so an issued document records the buyer, the company, the vehicle
// and the amounts exactly as they were. A renderer reads nothing else (no database, no clock).

export type DocumentVehicle = TradeVehicle;

/** The trade as its documents print it: the wizard's fields, the derived trade type and the VAT engine's amounts. */
export type DocumentTrade = SellingTradeFields & {
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
export type PurchaseDocumentTrade = BuyingTradeFields & {
  /** net, VAT and gross of the price (VAT only when the seller's invoice shows it). */
  amounts: TradeAmounts;
  /** The day of the contract: the chosen one, else the day the contract was made. */
  contractDate: string;
  /** The day of handover: the contract's, or the custom date. */
  handoverOn: string;
};

/**
 * What a document of a purchase (issue 17) is rendered from: the company buys from `seller`, the
 * customer, who is the document's addressee. Stored as the document's snapshot like DocumentContent.
 */
export type PurchaseDocumentContent = {
  order: 'BUYING';
  type: BuyingDocumentType;
  locale: Locale;
  /** The document's date (the contract date for the contract, else the day it was made). */
  issuedOn: string;
  company: Company;
  template: DocumentTemplate;
  seller: TradeParty;
  vehicle: DocumentVehicle;
  trade: PurchaseDocumentTrade;
};

/** A made-up document (the sample invoice of Document settings) is marked on every page. */
export type RenderOptions = { logo: Buffer | null; sample?: boolean };
