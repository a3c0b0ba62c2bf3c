import type { Company } from '@kontor/domain/company';
import type { Locale } from '@kontor/domain/constants';
import type { CustomTemplates, DocumentTemplate } from '@kontor/domain/custom-templates';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import { type BuyingTrade, type BuyingDocumentType, pickBuyingFields } from '@kontor/domain/buying';
import {
  type DocumentType,
  pickTradeFields,
  type SellingTrade,
  type SellingTradeFields,
  type TradeParty,
  type TradeVehicle,
  tradeVehicleOf,
} from '@kontor/domain/trades';
import type { AnyDocumentContent, DocumentContent, DocumentTrade, PurchaseDocumentContent } from './document-content';

// Turns a trade, its vehicle and the company into the plain DocumentContent a renderer prints and
// the document keeps as its snapshot. Pure: the caller reads the data and the clock.

/** The contract-like documents follow the contract template; invoice, receipt, proposal and protocol the invoice template. */
const CONTRACT_TEMPLATE_TYPES: ReadonlySet<DocumentType> = new Set(['CONTRACT', 'BINDING_CONTRACT', 'PRIVACY']);

const STANDARD_TEMPLATE: DocumentTemplate = { layout: 'CLASSIC', headerNote: null, footer: null, terms: null };

/**
 * The documents a template's header note is written for: the invoice template's is the invoice's,
 * the contract template's the contract's (a sale's or a purchase's) and the binding order's, the
 * buyer's offer to make that contract. The other documents of a template take its layout and footer
 * (the company's details) but not a note about another document: "Vielen Dank für Ihren Einkauf" on
 * a protocol or a purchase's receipt, "Kaufvertrag gemäß ZDK-Empfehlung" on the privacy notice or a
 * cancellation. Which document prints the template's terms each renderer decides.
 */
const HEADER_NOTE_TYPES: ReadonlySet<string> = new Set(['INVOICE', 'CONTRACT', 'BINDING_CONTRACT']);

/** `template` as a document of `type` prints it: without the header note of another document. */
export function ownTemplateTexts(type: string, template: DocumentTemplate): DocumentTemplate {
  return HEADER_NOTE_TYPES.has(type) || !template.headerNote ? template : { ...template, headerNote: null };
}

/** The template a document of this type follows: the company's own (CUSTOM) or the plain standard. */
export function templateFor(
  type: DocumentType,
  trade: Pick<SellingTradeFields, 'invoiceTemplate' | 'contractTemplate'>,
  templates: CustomTemplates,
): DocumentTemplate {
  const contractLike = CONTRACT_TEMPLATE_TYPES.has(type);
  const choice = contractLike ? trade.contractTemplate : trade.invoiceTemplate;
  if (choice === 'STANDARD') return STANDARD_TEMPLATE;
  return ownTemplateTexts(type, contractLike ? templates.contractTemplate : templates.invoiceTemplate);
}

/**
 * The date a document carries: the invoice its invoice date (the chosen one, else the day of issue),
 * the contract and the binding order their contract date, the others the day they are made.
 */
function documentDate(
  type: DocumentType,
  fields: Pick<SellingTradeFields, 'invoiceDate' | 'contractDate'>,
  today: string,
): string {
  if (type === 'INVOICE') return fields.invoiceDate ?? today;
  if (type === 'CONTRACT' || type === 'BINDING_CONTRACT') return fields.contractDate ?? today;
  return today;
}

export type ContentSources = {
  type: DocumentType;
  locale: Locale;
  trade: SellingTrade;
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
  type: BuyingDocumentType;
  locale: Locale;
  trade: BuyingTrade;
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
  const fields = pickBuyingFields(trade);
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

/** Keeps a file name portable: letters (umlauts too), digits, dot, dash; everything else a dash. */
function namePart(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}.-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** The word a document's file is named by: a purchase's and a service invoice's documents have their own. */
function fileNameWord(content: { type: string; locale: Locale; order?: 'BUYING' | 'SERVICE_INVOICE' }): string {
  const group = content.order === 'BUYING' ? 'purchase.' : content.order === 'SERVICE_INVOICE' ? 'service.' : '';
  return documentText(content.locale, `fileName.${group}${content.type}`);
}

/**
 * "Rechnung-RE-1001.pdf" / "Invoice-RE-1001.pdf", a sale's cancellation invoice by its own number
 * ("Stornorechnung-RE-1002.pdf"); the other types "Kaufvertrag-VW-Golf-v2.pdf", a purchase's
 * "Ankaufvertrag-VW-Golf-v1.pdf" and "Ankauf-Stornierung-VW-Golf-v1.pdf", in the document's language.
 * A service invoice, its cost estimate and its cancellation all carry a number of their own
 * ("Kostenvoranschlag-KV-2026-0005.pdf"); its vehicle may be unnamed, so it is never named by it.
 */
export function documentFileName(
  content: Pick<AnyDocumentContent, 'type' | 'locale' | 'vehicle'> & {
    number?: string | null;
    order?: 'BUYING' | 'SERVICE_INVOICE';
  },
  version: number,
): string {
  const word = fileNameWord(content);
  const numbered =
    content.order === 'SERVICE_INVOICE' || (!content.order && (content.type === 'INVOICE' || content.type === 'CANCELLATION'));
  const number = numbered ? content.number : null;
  const parts = number ? [word, number] : [word, content.vehicle.make, content.vehicle.model, `v${version}`];
  return `${parts
    .filter((part): part is string => Boolean(part))
    .map(namePart)
    .filter(Boolean)
    .join('-')}.pdf`;
}
