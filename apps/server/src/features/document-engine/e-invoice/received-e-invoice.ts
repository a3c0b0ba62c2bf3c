import type { ReceivedEInvoice, ReceivedEInvoiceLine } from '@kontor/domain/received-e-invoice';
import { XmlDocument, type XmlElement } from 'libxml2-wasm';
import { getDocumentProxy } from 'unpdf';
import { checkEInvoiceRules, type EInvoiceSyntax } from './e-invoice-rules';

// Reading a seller's e-invoice (§ 14 UStG): XRechnung or any EN 16931 invoice as CII or UBL XML, or a
// ZUGFeRD/Factur-X PDF whose XML is one of its embedded files. The file itself is the record and is
// not changed; this reads its key data and runs the rules (e-invoice-rules.ts) over its XML.

/** Why a file cannot be read as an e-invoice; the codes are the domain's 9581-9583. */
export class UnreadableEInvoice extends Error {
  constructor(readonly code: '9581' | '9582' | '9583') {
    super(`unreadable e-invoice (${code})`);
  }
}

/** The attachment names of the XML in a hybrid PDF: Factur-X / ZUGFeRD 2.x, ZUGFeRD 2.0, XRechnung in ZUGFeRD, ZUGFeRD 1. */
const PDF_ATTACHMENTS = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml', 'zugferd_invoice.xml'];

const NS = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  ubl: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  ublcn: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

export type ReadEInvoice = Omit<ReceivedEInvoice, 'documentId' | 'fileName' | 'filled'>;

const isPdf = (content: Buffer) => content.subarray(0, 5).toString('latin1') === '%PDF-';

/** The invoice XML of the file: the file itself, or the e-invoice attachment of a PDF. */
async function invoiceXml(content: Buffer): Promise<{ xml: string; container: 'XML' | 'PDF' }> {
  if (!isPdf(content)) return { xml: content.toString('utf8').replace(/^\uFEFF/, ''), container: 'XML' };
  let xml: Uint8Array | null = null;
  try {
    const pdf = await getDocumentProxy(new Uint8Array(content));
    const attachments = await pdf.getAttachments();
    // The attachments by id (the name tree's key); the content is read on its own.
    const id = [...(attachments?.entries() ?? [])].find(([, entry]) =>
      PDF_ATTACHMENTS.includes(entry.filename.toLowerCase()),
    )?.[0];
    if (id !== undefined) xml = await pdf.getAttachmentContent(id);
  } catch {
    // A PDF that pdf.js cannot open holds no e-invoice Kontor can find either.
    throw new UnreadableEInvoice('9582');
  }
  if (!xml) throw new UnreadableEInvoice('9582');
  return {
    xml: Buffer.from(xml)
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
    container: 'PDF',
  };
}

/** A decimal amount as the invoice writes it (at most two decimals for the totals, BR-DEC-*) in cents. */
export function toCents(value: string | null): number | null {
  if (value === null || !/^[+-]?\d+(\.\d+)?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.replace(/^[+-]/, '').split('.');
  const cents = Number(whole) * 100 + Math.round(Number(`0.${fraction || '0'}`) * 100);
  return value.startsWith('-') ? -cents : cents;
}

/** A CII date (format 102, YYYYMMDD) or a UBL date (YYYY-MM-DD) as YYYY-MM-DD. */
function isoDate(value: string | null): string | null {
  const match = value?.match(/^(\d{4})-?(\d{2})-?(\d{2})$/);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

function texts(context: XmlDocument | XmlElement) {
  const one = (xpath: string): string | null => {
    const node = context.get(xpath, NS);
    const value = node ? node.content.trim() : '';
    return value === '' ? null : value;
  };
  const rate = (xpath: string) => {
    const value = one(xpath);
    return value === null || Number.isNaN(Number(value)) ? null : Number(value);
  };
  return { one, rate };
}

function readCii(doc: XmlDocument): Omit<ReadEInvoice, 'container' | 'validation'> {
  const { one } = texts(doc);
  const settlement = '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement';
  const seller =
    '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement/ram:SellerTradeParty';
  const sums = `${settlement}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`;
  const currency = one(`${settlement}/ram:InvoiceCurrencyCode`);
  const lines = doc.find('/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem', NS);
  return {
    syntax: 'CII',
    specificationId: one(
      '/rsm:CrossIndustryInvoice/rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID',
    ),
    sellerName: one(`${seller}/ram:Name`),
    sellerVatId: one(`${seller}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']`),
    invoiceNumber: one('/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:ID'),
    issueDate: isoDate(one('/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString')),
    currency,
    netCents: toCents(one(`${sums}/ram:TaxBasisTotalAmount`)),
    // BT-110 is the VAT total in the invoice currency (BT-111 may repeat it in the accounting currency).
    vatCents: toCents(one(`${sums}/ram:TaxTotalAmount[not(@currencyID) or @currencyID='${currency ?? ''}']`)),
    grossCents: toCents(one(`${sums}/ram:GrandTotalAmount`)),
    lines: lines.map((node): ReceivedEInvoiceLine => {
      const line = texts(node as XmlElement);
      return {
        id: line.one('ram:AssociatedDocumentLineDocument/ram:LineID'),
        name: line.one('ram:SpecifiedTradeProduct/ram:Name'),
        quantity: line.one('ram:SpecifiedLineTradeDelivery/ram:BilledQuantity'),
        unitCode: line.one('ram:SpecifiedLineTradeDelivery/ram:BilledQuantity/@unitCode'),
        netCents: toCents(
          line.one('ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount'),
        ),
        vatRate: line.rate('ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:RateApplicablePercent'),
      };
    }),
  };
}

function readUbl(doc: XmlDocument, root: 'ubl:Invoice' | 'ublcn:CreditNote'): Omit<ReadEInvoice, 'container' | 'validation'> {
  const { one } = texts(doc);
  const seller = `/${root}/cac:AccountingSupplierParty/cac:Party`;
  const currency = one(`/${root}/cbc:DocumentCurrencyCode`);
  const lineName = root === 'ubl:Invoice' ? 'cac:InvoiceLine' : 'cac:CreditNoteLine';
  const quantity = root === 'ubl:Invoice' ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity';
  return {
    syntax: 'UBL',
    specificationId: one(`/${root}/cbc:CustomizationID`),
    sellerName: one(`${seller}/cac:PartyLegalEntity/cbc:RegistrationName`) ?? one(`${seller}/cac:PartyName/cbc:Name`),
    sellerVatId: one(`${seller}/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID='VAT']/cbc:CompanyID`),
    invoiceNumber: one(`/${root}/cbc:ID`),
    issueDate: isoDate(one(`/${root}/cbc:IssueDate`)),
    currency,
    netCents: toCents(one(`/${root}/cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount`)),
    vatCents: toCents(one(`/${root}/cac:TaxTotal/cbc:TaxAmount[@currencyID='${currency ?? ''}']`)),
    grossCents: toCents(one(`/${root}/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount`)),
    lines: doc.find(`/${root}/${lineName}`, NS).map((node): ReceivedEInvoiceLine => {
      const line = texts(node as XmlElement);
      return {
        id: line.one('cbc:ID'),
        name: line.one('cac:Item/cbc:Name'),
        quantity: line.one(quantity),
        unitCode: line.one(`${quantity}/@unitCode`),
        netCents: toCents(line.one('cbc:LineExtensionAmount')),
        vatRate: line.rate('cac:Item/cac:ClassifiedTaxCategory/cbc:Percent'),
      };
    }),
  };
}

/**
 * Reads the e-invoice in `content` and checks it against the rules of its syntax and scenario. A file
 * that is neither XML nor PDF, a PDF without an e-invoice attachment, or XML that is no CII/UBL invoice
 * throws `UnreadableEInvoice`; an invoice that breaks rules is read all the same, with the messages.
 */
export async function readReceivedEInvoice(content: Buffer): Promise<ReadEInvoice> {
  const { xml, container } = await invoiceXml(content);
  // An e-invoice has no document type declaration; one could make a parser fetch or expand entities.
  if (/<!DOCTYPE/i.test(xml)) throw new UnreadableEInvoice('9583');
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch {
    throw new UnreadableEInvoice(container === 'PDF' ? '9582' : '9581');
  }
  let read: Omit<ReadEInvoice, 'container' | 'validation'>;
  let creditNote = false;
  try {
    if (doc.get('/rsm:CrossIndustryInvoice', NS)) read = readCii(doc);
    else if (doc.get('/ubl:Invoice', NS)) read = readUbl(doc, 'ubl:Invoice');
    else if (doc.get('/ublcn:CreditNote', NS)) {
      read = readUbl(doc, 'ublcn:CreditNote');
      creditNote = true;
    } else throw new UnreadableEInvoice('9583');
  } finally {
    doc.dispose();
  }
  const syntax: EInvoiceSyntax = read.syntax;
  const validation = checkEInvoiceRules(xml, { syntax, specificationId: read.specificationId, creditNote });
  return { ...read, container, validation };
}
