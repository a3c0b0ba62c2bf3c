// The UN/CEFACT Cross Industry Invoice (CII D16B) as the Factur-X 1.07 / ZUGFeRD 2.3 profile
// EN 16931 ("COMFORT") writes it: the element order is the XSD's (Factur-X_1.07.3_EN16931.xsd, a
// sequence everywhere, so order matters), the business terms (BT-/BG-) named beside each element are
// EN 16931's. This file only writes; cii-invoice.ts decides what an invoice of Kontor says.
// Money is integer cents written as decimals with two places (never through a float); dates are
// ISO days written in format 102 (YYYYMMDD).

/** EN 16931 VAT category codes (UNTDID 5305 subset) Kontor's invoices use. */
export type VatCategoryCode = 'S' | 'Z' | 'E' | 'G' | 'K' | 'AE' | 'O';

export type CiiAddress = {
  line1: string | null;
  line2: string | null;
  postcode: string | null;
  city: string | null;
  country: string;
};

export type CiiParty = {
  name: string;
  /** BT-29 / BT-46: an identifier without scheme, only where nothing else identifies the party (BR-CO-26). */
  id: string | null;
  /** BT-30: the commercial register entry. */
  legalId: string | null;
  contact: { person: string | null; phone: string | null; email: string | null } | null;
  address: CiiAddress;
  /** BT-34 / BT-49: the electronic address, an e-mail (scheme EM). */
  electronicAddress: string | null;
  /** BT-31 / BT-48. */
  vatId: string | null;
  /** BT-32: the Steuernummer (scheme FC). */
  taxNumber: string | null;
};

export type CiiLine = {
  name: string;
  description: string | null;
  /** The billed quantity in thousandths (1,5 h is 1500): three decimals at most, kept exact. */
  quantityThousandths: number;
  /** BT-130, the quantity's unit as a UN/ECE Rec. 20 code (BR-CL-23): H87 piece, HUR hour, LTR litre, LS lump sum; C62 "one" when none is given. */
  unitCode?: string;
  unitPriceCents: number;
  netCents: number;
};

export type CiiVatBreakdown = {
  category: VatCategoryCode;
  /** Null only for O (not subject to VAT), which has no rate (BR-O-05, BR-48). */
  ratePercent: number | null;
  exemptionReason: string | null;
  /** BT-121, a VATEX code. */
  exemptionCode: string | null;
  basisCents: number;
  taxCents: number;
};

export type CiiInvoice = {
  number: string;
  /** 380 commercial invoice, 381 credit note. */
  typeCode: '380' | '381';
  issuedOn: string;
  notes: Array<{ content: string; subject: string }>;
  lines: CiiLine[];
  seller: CiiParty;
  buyer: CiiParty;
  /** BT-72, the date of supply; null where the invoicing period (BG-14) says when. */
  deliveredOn: string | null;
  /**
   * BG-14, the period a service invoiced for a span of time covers (BT-73 first day, BT-74 last
   * day, both included), as the PDF prints its "Leistungszeitraum". Absent on an invoice of a day.
   */
  billingPeriod?: { start: string; end: string } | null;
  /**
   * BG-13 deliver to: the party (BT-70) and country (BT-80) the goods go to; an intra-community
   * supply must name the country (BR-IC-12). Null where the invoice says nothing beyond the buyer.
   */
  deliverTo: { name: string; country: string; address?: CiiAddress } | null;
  /**
   * An XRechnung (a CIUS of EN 16931): its specification identifier (BT-24) instead of EN 16931's,
   * the business process (BT-23) and the buyer reference (BT-10, the Leitweg-ID). Absent on a Factur-X.
   */
  xrechnung?: { guideline: string; businessProcess: string; buyerReference: string };
  /** BT-83, what the buyer quotes on a transfer. */
  paymentReference: string | null;
  paymentMeans: { code: string; information: string; iban: string | null; bic: string | null } | null;
  /**
   * For a SEPA direct debit (payment means 59): the mandate reference (BT-89), the creditor
   * identifier (BT-90) and the debited account (BT-91). Absent on every other invoice.
   */
  directDebit?: { mandateReference: string; creditorId: string; debtorIban: string };
  vat: CiiVatBreakdown[];
  paymentTerms: { description: string; dueOn: string | null } | null;
  totals: {
    lineCents: number;
    taxBasisCents: number;
    taxCents: number;
    grandCents: number;
    prepaidCents: number;
    dueCents: number;
  };
  /** BG-3: the invoice a credit note cancels. */
  precedingInvoice: { number: string; issuedOn: string } | null;
};

type XmlNode = { name: string; attributes?: Record<string, string>; text?: string; children?: Array<XmlNode | null> };

const NAMESPACES = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/** The specification identifier (BT-24) of EN 16931 itself: the Factur-X / ZUGFeRD profile EN 16931. */
export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

/**
 * Text for XML: the five markup characters escaped, and the characters XML 1.0 cannot carry at all
 * (control characters other than tab and line breaks) dropped: a pasted comment may hold one.
 */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** Integer cents as a decimal with two places ("1234.05", "-0.50"), by integer arithmetic only. */
export function money(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount in cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A quantity in thousandths as a decimal without trailing zeros ("1.5", "2.125", "3"). */
export function quantity(thousandths: number): string {
  if (!Number.isSafeInteger(thousandths)) throw new RangeError(`not a quantity in thousandths: ${thousandths}`);
  const sign = thousandths < 0 ? '-' : '';
  const absolute = Math.abs(thousandths);
  const fraction = String(absolute % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.floor(absolute / 1000)}${fraction ? `.${fraction}` : ''}`;
}

/** An ISO day as format 102. */
function day(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso)) throw new RangeError(`not an ISO day: ${iso}`);
  return iso.slice(0, 10).replace(/-/g, '');
}

const el = (name: string, ...children: Array<XmlNode | null>): XmlNode => ({ name, children });
/** A leaf with text; null (left out) when there is no value. */
const text = (name: string, value: string | null | undefined, attributes?: Record<string, string>): XmlNode | null =>
  value === null || value === undefined ? null : { name, text: value, attributes };
const date = (name: string, iso: string, type: 'udt' | 'qdt' = 'udt') =>
  el(name, text(`${type}:DateTimeString`, day(iso), { format: '102' }));

function serialize(node: XmlNode, indent: string): string {
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (node.text !== undefined) return `${indent}<${node.name}${attributes}>${escapeXml(node.text)}</${node.name}>\n`;
  const children = (node.children ?? []).filter((child): child is XmlNode => child !== null);
  if (children.length === 0) return `${indent}<${node.name}${attributes}/>\n`;
  return `${indent}<${node.name}${attributes}>\n${children.map((child) => serialize(child, `${indent}  `)).join('')}${indent}</${node.name}>\n`;
}

function party(name: string, value: CiiParty): XmlNode {
  const { contact, address } = value;
  return el(
    name,
    text('ram:ID', value.id),
    text('ram:Name', value.name),
    value.legalId ? el('ram:SpecifiedLegalOrganization', text('ram:ID', value.legalId)) : null,
    contact && (contact.person || contact.phone || contact.email)
      ? el(
          'ram:DefinedTradeContact',
          text('ram:PersonName', contact.person),
          contact.phone ? el('ram:TelephoneUniversalCommunication', text('ram:CompleteNumber', contact.phone)) : null,
          contact.email ? el('ram:EmailURIUniversalCommunication', text('ram:URIID', contact.email)) : null,
        )
      : null,
    postalAddress(address),
    value.electronicAddress
      ? el('ram:URIUniversalCommunication', text('ram:URIID', value.electronicAddress, { schemeID: 'EM' }))
      : null,
    value.vatId ? el('ram:SpecifiedTaxRegistration', text('ram:ID', value.vatId, { schemeID: 'VA' })) : null,
    value.taxNumber ? el('ram:SpecifiedTaxRegistration', text('ram:ID', value.taxNumber, { schemeID: 'FC' })) : null,
  );
}

/** The line's VAT: the category and rate only (BG-30); the amounts are the breakdown's. */
function lineTax(vat: CiiVatBreakdown): XmlNode {
  return el(
    'ram:ApplicableTradeTax',
    text('ram:TypeCode', 'VAT'),
    text('ram:CategoryCode', vat.category),
    text('ram:RateApplicablePercent', vat.ratePercent === null ? null : String(vat.ratePercent)),
  );
}

function line(value: CiiLine, input: { index: number; vat: CiiVatBreakdown }): XmlNode {
  return el(
    'ram:IncludedSupplyChainTradeLineItem',
    el('ram:AssociatedDocumentLineDocument', text('ram:LineID', String(input.index + 1))),
    el('ram:SpecifiedTradeProduct', text('ram:Name', value.name), text('ram:Description', value.description)),
    el(
      'ram:SpecifiedLineTradeAgreement',
      el('ram:NetPriceProductTradePrice', text('ram:ChargeAmount', money(value.unitPriceCents))),
    ),
    el(
      'ram:SpecifiedLineTradeDelivery',
      text('ram:BilledQuantity', quantity(value.quantityThousandths), { unitCode: value.unitCode ?? 'C62' }),
    ),
    el(
      'ram:SpecifiedLineTradeSettlement',
      lineTax(input.vat),
      el('ram:SpecifiedTradeSettlementLineMonetarySummation', text('ram:LineTotalAmount', money(value.netCents))),
    ),
  );
}

function breakdown(vat: CiiVatBreakdown): XmlNode {
  return el(
    'ram:ApplicableTradeTax',
    text('ram:CalculatedAmount', money(vat.taxCents)),
    text('ram:TypeCode', 'VAT'),
    text('ram:ExemptionReason', vat.exemptionReason),
    text('ram:BasisAmount', money(vat.basisCents)),
    text('ram:CategoryCode', vat.category),
    text('ram:ExemptionReasonCode', vat.exemptionCode),
    text('ram:RateApplicablePercent', vat.ratePercent === null ? null : String(vat.ratePercent)),
  );
}

function settlement(invoice: CiiInvoice): XmlNode {
  const { paymentMeans, paymentTerms, totals, precedingInvoice, directDebit } = invoice;
  return el(
    'ram:ApplicableHeaderTradeSettlement',
    directDebit ? text('ram:CreditorReferenceID', directDebit.creditorId) : null,
    text('ram:PaymentReference', invoice.paymentReference),
    text('ram:InvoiceCurrencyCode', 'EUR'),
    paymentMeans
      ? el(
          'ram:SpecifiedTradeSettlementPaymentMeans',
          text('ram:TypeCode', paymentMeans.code),
          text('ram:Information', paymentMeans.information),
          directDebit ? el('ram:PayerPartyDebtorFinancialAccount', text('ram:IBANID', directDebit.debtorIban)) : null,
          paymentMeans.iban ? el('ram:PayeePartyCreditorFinancialAccount', text('ram:IBANID', paymentMeans.iban)) : null,
          paymentMeans.iban && paymentMeans.bic
            ? el('ram:PayeeSpecifiedCreditorFinancialInstitution', text('ram:BICID', paymentMeans.bic))
            : null,
        )
      : null,
    ...invoice.vat.map(breakdown),
    invoice.billingPeriod
      ? el(
          'ram:BillingSpecifiedPeriod',
          date('ram:StartDateTime', invoice.billingPeriod.start),
          date('ram:EndDateTime', invoice.billingPeriod.end),
        )
      : null,
    paymentTerms
      ? el(
          'ram:SpecifiedTradePaymentTerms',
          text('ram:Description', paymentTerms.description),
          paymentTerms.dueOn ? date('ram:DueDateDateTime', paymentTerms.dueOn) : null,
          directDebit ? text('ram:DirectDebitMandateID', directDebit.mandateReference) : null,
        )
      : null,
    el(
      'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
      text('ram:LineTotalAmount', money(totals.lineCents)),
      text('ram:TaxBasisTotalAmount', money(totals.taxBasisCents)),
      text('ram:TaxTotalAmount', money(totals.taxCents), { currencyID: 'EUR' }),
      text('ram:GrandTotalAmount', money(totals.grandCents)),
      totals.prepaidCents ? text('ram:TotalPrepaidAmount', money(totals.prepaidCents)) : null,
      text('ram:DuePayableAmount', money(totals.dueCents)),
    ),
    precedingInvoice
      ? el(
          'ram:InvoiceReferencedDocument',
          text('ram:IssuerAssignedID', precedingInvoice.number),
          date('ram:FormattedIssueDateTime', precedingInvoice.issuedOn, 'qdt'),
        )
      : null,
  );
}

/** A party's postal address (BG-5, BG-8, BG-15), in the order the CII schema asks for. */
function postalAddress(address: CiiAddress) {
  return el(
    'ram:PostalTradeAddress',
    text('ram:PostcodeCode', address.postcode),
    text('ram:LineOne', address.line1),
    text('ram:LineTwo', address.line2),
    text('ram:CityName', address.city),
    text('ram:CountryID', address.country),
  );
}

/** BG-13: the party the goods go to, with the full address where one is known (BR-DE-10, BR-DE-11). */
function shipTo(deliverTo: NonNullable<CiiInvoice['deliverTo']>): XmlNode {
  const { address } = deliverTo;
  return el(
    'ram:ShipToTradeParty',
    text('ram:Name', deliverTo.name),
    address ? postalAddress(address) : el('ram:PostalTradeAddress', text('ram:CountryID', deliverTo.country)),
  );
}

/** The invoice as CII XML (UTF-8, with its declaration). */
export function writeCii(invoice: CiiInvoice): string {
  // Every line carries the one VAT category the invoice has (Kontor taxes an invoice at one rate).
  const [lineVat] = invoice.vat;
  if (!lineVat || invoice.vat.length !== 1) throw new Error('an invoice of Kontor has exactly one VAT category');
  // BR-29: the period ends on or after its first day.
  if (invoice.billingPeriod && invoice.billingPeriod.end < invoice.billingPeriod.start)
    throw new RangeError(
      `the invoicing period ends before it starts: ${invoice.billingPeriod.start} – ${invoice.billingPeriod.end}`,
    );
  const root: XmlNode = {
    name: 'rsm:CrossIndustryInvoice',
    attributes: NAMESPACES,
    children: [
      el(
        'rsm:ExchangedDocumentContext',
        invoice.xrechnung
          ? el('ram:BusinessProcessSpecifiedDocumentContextParameter', text('ram:ID', invoice.xrechnung.businessProcess))
          : null,
        el('ram:GuidelineSpecifiedDocumentContextParameter', text('ram:ID', invoice.xrechnung?.guideline ?? EN16931_GUIDELINE)),
      ),
      el(
        'rsm:ExchangedDocument',
        text('ram:ID', invoice.number),
        text('ram:TypeCode', invoice.typeCode),
        date('ram:IssueDateTime', invoice.issuedOn),
        ...invoice.notes.map((note) =>
          el('ram:IncludedNote', text('ram:Content', note.content), text('ram:SubjectCode', note.subject)),
        ),
      ),
      el(
        'rsm:SupplyChainTradeTransaction',
        ...invoice.lines.map((value, index) => line(value, { index, vat: lineVat })),
        el(
          'ram:ApplicableHeaderTradeAgreement',
          text('ram:BuyerReference', invoice.xrechnung?.buyerReference),
          party('ram:SellerTradeParty', invoice.seller),
          party('ram:BuyerTradeParty', invoice.buyer),
        ),
        el(
          'ram:ApplicableHeaderTradeDelivery',
          invoice.deliverTo ? shipTo(invoice.deliverTo) : null,
          invoice.deliveredOn
            ? el('ram:ActualDeliverySupplyChainEvent', date('ram:OccurrenceDateTime', invoice.deliveredOn))
            : null,
        ),
        settlement(invoice),
      ),
    ],
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root, '')}`;
}
