import type { Company } from '@kontor/domain/company';
import type { Locale } from '@kontor/domain/constants';
import type { CustomTemplates } from '@kontor/domain/custom-templates';
import { type Purchase, type PurchaseDocumentType, pickPurchaseFields } from '@kontor/domain/purchase';
import {
  type DocumentType,
  pickTradeFields,
  type Sale,
  type SaleFields,
  type TradeParty,
  type TradeVehicle,
  tradeVehicleOf,
} from '@kontor/domain/trades';
import type { DocumentContent, DocumentTrade, PurchaseDocumentContent } from '../document-engine/document-content';
import { templateFor } from '../document-engine/document-template';

// Turns a trade, its vehicle and the company into the plain DocumentContent a renderer prints and
// the document keeps as its snapshot. Pure: the caller reads the data and the clock.

/**
 * The date a document carries: the invoice its invoice date (the chosen one, else the day of issue),
 * the contract and the binding order their contract date, the others the day they are made.
 */
function documentDate(type: DocumentType, fields: Pick<SaleFields, 'invoiceDate' | 'contractDate'>, today: string): string {
  if (type === 'INVOICE') return fields.invoiceDate ?? today;
  if (type === 'CONTRACT' || type === 'BINDING_CONTRACT') return fields.contractDate ?? today;
  return today;
}

export type ContentSources = {
  type: DocumentType;
  locale: Locale;
  trade: Sale;
  /** The trade's buyer (checked to be there before the content is built). */
  buyer: TradeParty;
  /** The vehicle as the documents print it (a finished trade's frozen one); extra fields are left out. */
  vehicle: TradeVehicle;
  company: Company;
  templates: CustomTemplates;
  /** The invoice number being issued (INVOICE only). */
  number: string | null;
  /** The business day (Europe/Berlin) the document is made. */
  today: string;
};

export function buildDocumentContent(sources: ContentSources): DocumentContent {
  const { type, trade, today } = sources;
  const fields = pickTradeFields(trade);
  const issuedOn = documentDate(type, fields, today);
  // The invoice being issued is the trade's invoice from now on; the other types refer to the issued one, if any.
  const invoiceNumber = type === 'INVOICE' ? sources.number : trade.invoiceNumber;
  const invoiceDate = type === 'INVOICE' ? issuedOn : trade.issuedOn;
  const documentTrade: DocumentTrade = {
    ...fields,
    tradeType: trade.effectiveTradeType,
    amounts: trade.amounts,
    invoiceNumber,
    invoiceDate,
    handoverOn:
      fields.handoverDate === 'CUSTOM' && fields.handoverOn ? fields.handoverOn : (invoiceDate ?? fields.invoiceDate ?? today),
  };
  return {
    type,
    locale: sources.locale,
    number: type === 'INVOICE' ? sources.number : null,
    issuedOn,
    company: sources.company,
    template: templateFor(type, fields, sources.templates),
    buyer: sources.buyer,
    vehicle: tradeVehicleOf(sources.vehicle),
    trade: documentTrade,
  };
}

export type PurchaseContentSources = {
  type: PurchaseDocumentType;
  locale: Locale;
  trade: Purchase;
  /** The trade's seller (checked to be there before the content is built). */
  seller: TradeParty;
  vehicle: TradeVehicle;
  company: Company;
  templates: CustomTemplates;
  /** The business day (Europe/Berlin) the document is made. */
  today: string;
};

/**
 * The content of a purchase document. The contract carries the contract date (the chosen one, else
 * today); once the contract is made, the others name the day it recorded as the purchase day.
 */
export function buildPurchaseContent(sources: PurchaseContentSources): PurchaseDocumentContent {
  const { type, trade, today } = sources;
  const fields = pickPurchaseFields(trade);
  const contractDate = fields.contractDate ?? trade.purchasedOn ?? today;
  return {
    order: 'BUYING',
    type,
    locale: sources.locale,
    issuedOn: type === 'CONTRACT' ? contractDate : today,
    company: sources.company,
    template: templateFor(type, fields, sources.templates),
    seller: sources.seller,
    vehicle: tradeVehicleOf(sources.vehicle),
    trade: {
      ...fields,
      amounts: trade.amounts,
      contractDate,
      handoverOn: fields.handoverDate === 'CUSTOM' && fields.handoverOn ? fields.handoverOn : contractDate,
    },
  };
}
