import { addDays } from '@kontor/domain/business-calendar';
import { type Company, companyFullName } from '@kontor/domain/company';
import type { Locale, PAYMENT_METHODS, PAYMENT_TERMS } from '@kontor/domain/constants';
import { countryById } from '@kontor/domain/countries';
import { customerDisplayName } from '@kontor/domain/customers';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import { amountsExemption, lineNet, type ServiceUnit, type VatExemption } from '@kontor/domain/service-invoices';
import type { TradeParty } from '@kontor/domain/trades';
import type { Taxation } from '@kontor/domain/vat';
import type { CancellationInvoiceContent, DocumentContent, ServiceDocumentContent } from '../document-content';
import { formatDayOrMonth } from '../render/day-or-month';
import { formatDate, formatNumber } from '../render/document-formats';
import { saleTaxationNotice, serviceTaxationNotice } from '../render/tax-notices';
import { type CiiInvoice, type CiiParty, type CiiVatBreakdown, writeCii } from './cii-xml';

// The EN 16931 invoice (the XML of the e-invoice, § 14 Abs. 1 UStG) of every invoice Kontor issues, from the same
// content its PDF is rendered from, so that the XML says what the paper says: the sale's invoice and
// cancellation invoice, the service invoice and its cancellation. Pure: no clock, no database.
//
// The cancellation invoice (Stornorechnung) is a credit note, type 381, with positive amounts and
// the canceled invoice in BG-3 (BT-25 number, BT-26 date). Not 384 ("corrected invoice"): EN 16931
// means by 384 an invoice that replaces the original with corrected figures, while a Stornorechnung
// takes the whole original back (GoBD: an issued invoice is never changed; a corrected invoice, if any, is a
// new invoice with a new number). Nor 389 (self-billed): the dealer issues it, not the buyer. The
// PDF prints the amounts negated; in a credit note the type carries the direction and its amounts
// are positive (a negative credit note would be a debit), so the snapshot's reversed amounts are
// turned back.

export type EInvoiceContent = DocumentContent | CancellationInvoiceContent | ServiceDocumentContent;

/** Days to the due day by payment term, as the PDF's payment block counts them from the invoice date. */
const PAYMENT_DAYS: Record<(typeof PAYMENT_TERMS)[number], number> = { IMMEDIATE: 0, IN_7_DAYS: 7, IN_14_DAYS: 14 };

/** UNTDID 4461: SEPA credit transfer, in cash, bank card; a financing (a bank pays the dealer) has no code of its own. */
const PAYMENT_MEANS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  TRANSFER: '58',
  CASH: '10',
  CARD: '48',
  FINANCING: 'ZZZ',
};

/**
 * The exemption texts (BT-120) stay German whatever the document's language: they cite the UStG
 * for the German tax office. §14a Abs. 6 UStG asks for "Gebrauchtgegenstände/Sonderregelung" word
 * for word; the small business (§19 UStG) has no VATEX code, so its text is all there is.
 */
/** A service line's unit by UN/ECE Recommendation 20, the code list EN 16931 names for BT-130. */
const UNIT_CODES: Record<ServiceUnit, string> = { PIECE: 'H87', HOUR: 'HUR', LITRE: 'LTR', LUMP_SUM: 'LS' };

const SMALL_BUSINESS_REASON = 'Kleinunternehmer gemäß § 19 UStG';
const MARGIN_REASON = 'Gebrauchtgegenstände/Sonderregelung';
const germanNotice = (key: string) => documentText('de', `common.notices.${key}`);

type Category = Omit<CiiVatBreakdown, 'basisCents' | 'taxCents'>;

/**
 * A sale's VAT category. STANDARD at a rate is S; at 0 % (refused by the trade rules, 9513, but
 * possible in an old snapshot) it is Z, as S needs a rate above 0 (BR-S-05). EN 16931 has no category
 * for the margin scheme: E with VATEX-EU-F (second-hand goods, Art. 311ff. VAT directive) and the
 * §14a text. The §19 small business is E as well, with its text only.
 */
function saleCategory(taxation: Taxation, ratePercent: number): Category {
  switch (taxation) {
    case 'STANDARD':
      return { category: ratePercent > 0 ? 'S' : 'Z', ratePercent, exemptionReason: null, exemptionCode: null };
    case 'MARGIN':
      return { category: 'E', ratePercent: 0, exemptionReason: MARGIN_REASON, exemptionCode: 'VATEX-EU-F' };
    case 'EXPORT':
      return { category: 'G', ratePercent: 0, exemptionReason: germanNotice('EXPORT'), exemptionCode: 'VATEX-EU-G' };
    case 'INTRA_EU':
      return { category: 'K', ratePercent: 0, exemptionReason: germanNotice('INTRA_EU'), exemptionCode: 'VATEX-EU-IC' };
    case 'NO_VAT':
      return { category: 'E', ratePercent: 0, exemptionReason: SMALL_BUSINESS_REASON, exemptionCode: null };
  }
}

/**
 * A service invoice's VAT category: S at its rate; without VAT the reverse charge of §13b (AE), work
 * not taxable in Germany (§3a Abs. 2: O, which carries no rate), or the small business (E).
 */
export function serviceCategory(ratePercent: number, exemption: VatExemption | null): Category {
  switch (exemption) {
    case null:
      return { category: 'S', ratePercent, exemptionReason: null, exemptionCode: null };
    case 'REVERSE_CHARGE':
      return { category: 'AE', ratePercent: 0, exemptionReason: germanNotice('REVERSE_CHARGE'), exemptionCode: 'VATEX-EU-AE' };
    case 'NOT_TAXABLE':
      return { category: 'O', ratePercent: null, exemptionReason: germanNotice('NOT_TAXABLE'), exemptionCode: 'VATEX-EU-O' };
    case 'SMALL_BUSINESS':
      return { category: 'E', ratePercent: 0, exemptionReason: SMALL_BUSINESS_REASON, exemptionCode: null };
  }
}

const countryOf = (countryId: number) => countryById(countryId)?.iso2 ?? 'DE';
const street = (party: { streetAddress: string | null; houseNumber: string | null }) =>
  [party.streetAddress, party.houseNumber].filter(Boolean).join(' ') || null;

/**
 * The seller (BG-4): full name with legal form, address, VAT id (VA) and Steuernummer (FC), the
 * register entry (court and number: the number alone is unique only per court), the owner as contact.
 * An invoice not subject to VAT (O) must not name a VAT id (BR-O-02). Something must identify the
 * seller (BR-CO-26: seller id, register or VAT id); a sole trader without register and VAT id has
 * only the Steuernummer, which then serves as the seller id (BT-29) too. A company known to the tax
 * office by its VAT id alone (no Steuernummer) keeps that id on an O invoice as its seller id: §14
 * Abs. 4 Nr. 2 UStG wants the Steuernummer or the VAT id on every invoice, and BR-O-02 forbids only
 * BT-31.
 */
function seller(company: Company, category: Category): CiiParty {
  const vatId = category.category === 'O' ? null : company.vatId;
  const vatIdAsSellerId = category.category === 'O' && !company.taxNumber ? company.vatId : null;
  const legalId = company.commercialRegisterNumber
    ? [company.commercialRegisterName, company.commercialRegisterNumber].filter(Boolean).join(' ')
    : null;
  const phone = company.landlineNumber ?? company.phone;
  return {
    name: companyFullName(company),
    id: (!vatId && !legalId ? company.taxNumber : null) || vatIdAsSellerId,
    legalId,
    contact: { person: company.owner, phone, email: company.email },
    address: {
      line1: street(company),
      line2: company.additionalAddress || null,
      postcode: company.postalCode,
      city: company.city,
      country: countryOf(company.countryId),
    },
    electronicAddress: company.email,
    vatId,
    taxNumber: company.taxNumber,
  };
}

/**
 * Where the goods go (BG-13): an intra-community supply names the member state the vehicle is
 * carried to (BR-IC-12; §6a Abs. 1 Nr. 1 UStG). The app knows no other destination than the buyer's
 * address, which the trade rules hold in another member state (9517), so the buyer and its country.
 * Other invoices name no deliver-to party: the buyer's address says all there is.
 */
function deliverTo(party: TradeParty, category: Category): CiiInvoice['deliverTo'] {
  if (category.category !== 'K') return null;
  return { name: customerDisplayName(party) || '—', country: countryOf(party.countryId) };
}

/** The buyer (BG-7): the company's name for a business (its person as contact), else first and last name. */
function buyer(party: TradeParty, category: Category): CiiParty {
  const person = [party.firstName, party.lastName].filter(Boolean).join(' ') || null;
  return {
    name: customerDisplayName(party) || '—',
    id: null,
    legalId: null,
    contact: party.type === 'BUSINESS' && party.companyName && person ? { person, phone: null, email: null } : null,
    address: {
      line1: street(party),
      line2: party.additionalAddress || null,
      postcode: party.postalCode,
      city: party.city,
      country: countryOf(party.countryId),
    },
    electronicAddress: party.email,
    vatId: category.category === 'O' ? null : party.vatId,
    taxNumber: null,
  };
}

type Payment = {
  locale: Locale;
  company: Company;
  method: (typeof PAYMENT_METHODS)[number];
  term: (typeof PAYMENT_TERMS)[number];
  issuedOn: string;
};

/**
 * How the invoice is paid (BG-16) and when (BT-9, BT-20): a transfer to the company's IBAN is a
 * SEPA credit transfer (58), which must name the account (BR-61): without an IBAN on file it is
 * "instrument not defined" (1) with the method in words.
 */
function payment(input: Payment): Pick<CiiInvoice, 'paymentMeans' | 'paymentTerms'> {
  const { locale, company, method } = input;
  const t = (key: string) => documentText(locale, key);
  const transfer = method === 'TRANSFER' && company.iban;
  return {
    paymentMeans: {
      code: method === 'TRANSFER' && !company.iban ? '1' : PAYMENT_MEANS[method],
      information: t(`common.paymentMethods.${method}`),
      iban: transfer ? company.iban : null,
      bic: transfer ? company.bic : null,
    },
    paymentTerms: {
      description: t(`common.paymentTerms.${input.term}`),
      dueOn: addDays(input.issuedOn, PAYMENT_DAYS[input.term]),
    },
  };
}

/** A credit note names no account to pay into: it says the amount is credited and paid back. */
function creditTerms(locale: Locale): Pick<CiiInvoice, 'paymentMeans' | 'paymentTerms'> {
  return { paymentMeans: null, paymentTerms: { description: documentText(locale, 'cancellation.invoice.credit'), dueOn: null } };
}

/** The reference to the canceled invoice and the reason, as the cancellation invoice prints them. */
function cancellationNote(locale: Locale, cancellation: { originalNumber: string; originalIssuedOn: string; reason: string }) {
  const t = (key: string, params?: Record<string, string>) => documentText(locale, key, params);
  const reference = t('cancellation.invoice.reference', {
    number: cancellation.originalNumber,
    date: formatDate(locale, cancellation.originalIssuedOn),
  });
  return { content: `${reference}\n${t('cancellation.reason')}: ${cancellation.reason}`, subject: 'AAI' };
}

/** The notes (BG-1): the taxation's notice (TXD), the cancellation's reference and reason, the dealer's comments (AAI). */
function notes(input: {
  notice: string | null;
  cancellation: { content: string; subject: string } | null;
  comments: string | null;
}) {
  return [
    input.notice ? { content: input.notice, subject: 'TXD' } : null,
    input.cancellation,
    input.comments ? { content: input.comments, subject: 'AAI' } : null,
  ].filter((note): note is { content: string; subject: string } => note !== null);
}

/** `0 - cents` turns a cancellation's reversed amount back (and never yields -0). */
const positive = (cents: number, credit: boolean) => (credit ? 0 - cents : cents);

function saleInvoice(content: DocumentContent | CancellationInvoiceContent): CiiInvoice {
  const { trade, vehicle, company, locale } = content;
  const credit = content.type === 'CANCELLATION';
  const amounts = trade.amounts;
  const category = saleCategory(amounts.taxation, amounts.vatRate);
  const net = positive(amounts.netCents, credit);
  const vat = positive(amounts.vatCents, credit);
  const gross = positive(amounts.grossCents, credit);
  const t = (key: string) => documentText(locale, key);
  const mileage = trade.handoverMileage ?? vehicle.mileage;
  const description = [
    `${t('common.vin')}: ${vehicle.vinCode}`,
    vehicle.firstRegistered ? `${t('common.firstRegistration')}: ${formatDayOrMonth(locale, vehicle.firstRegistered)}` : null,
    mileage === null || mileage === undefined ? null : `${t('common.mileage')}: ${formatNumber(locale, mileage)} km`,
    vehicle.licencePlate ? `${t('common.licencePlate')}: ${vehicle.licencePlate}` : null,
  ].filter(Boolean);
  // The cancellation invoice refunds what was paid on account instead of reversing the deposit: it
  // prints neither deposit nor amount due, so its credit note is due in full.
  const prepaid = credit ? 0 : amounts.depositCents;
  const cancellation = 'cancellation' in content ? content.cancellation : null;
  const originalNumber = cancellation ? (cancellation.originalNumber ?? trade.invoiceNumber ?? '') : null;
  return {
    number: content.number ?? '',
    typeCode: credit ? '381' : '380',
    issuedOn: content.issuedOn,
    notes: notes({
      notice: saleTaxationNotice(content),
      cancellation:
        cancellation && originalNumber !== null ? cancellationNote(locale, { ...cancellation, originalNumber }) : null,
      comments: credit ? null : trade.invoiceComments,
    }),
    lines: [
      {
        name: `${vehicle.make} ${vehicle.model}`,
        description: description.join('; '),
        quantityThousandths: 1000,
        unitPriceCents: net,
        netCents: net,
      },
    ],
    seller: seller(company, category),
    buyer: buyer(content.buyer, category),
    deliveredOn: trade.handoverOn,
    deliverTo: deliverTo(content.buyer, category),
    paymentReference: credit ? null : content.number,
    ...(credit
      ? creditTerms(locale)
      : payment({ locale, company, method: trade.paymentMethod, term: trade.paymentType, issuedOn: content.issuedOn })),
    vat: [{ ...category, basisCents: net, taxCents: vat }],
    totals: {
      lineCents: net,
      taxBasisCents: net,
      taxCents: vat,
      grandCents: gross,
      prepaidCents: prepaid,
      dueCents: gross - prepaid,
    },
    precedingInvoice:
      cancellation && originalNumber !== null ? { number: originalNumber, issuedOn: cancellation.originalIssuedOn } : null,
  };
}

function serviceInvoice(content: ServiceDocumentContent): CiiInvoice {
  if (content.type === 'PROPOSAL') throw new Error('a cost estimate is no invoice: it has no e-invoice');
  const { amounts, company, locale } = content;
  const credit = content.type === 'CANCELLATION';
  if (credit && !content.cancellation)
    throw new Error(`service cancellation invoice ${content.number} names no canceled invoice`);
  const category = serviceCategory(amounts.vatRate, amountsExemption(amounts));
  const lines = content.lines.map((line, index) => {
    // The snapshot's line amounts are what was invoiced; a line they lack is computed as the domain does.
    const netCents = amounts.lines[index] ? positive(amounts.lines[index].netCents, credit) : lineNet(line);
    return {
      name: line.description,
      description: null,
      quantityThousandths: Math.round(line.quantity * 1000),
      // A line stored before units existed is counted as one unit (C62), as it always was.
      unitCode: line.unit ? UNIT_CODES[line.unit] : 'C62',
      unitPriceCents: line.unitPrice,
      netCents,
    };
  });
  const lineCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const net = positive(amounts.netCents, credit);
  const vat = positive(amounts.vatCents, credit);
  const gross = positive(amounts.grossCents, credit);
  const cancellation = content.cancellation;
  const originalNumber = cancellation?.originalNumber ?? '';
  return {
    number: content.number,
    typeCode: credit ? '381' : '380',
    issuedOn: content.issuedOn,
    notes: notes({
      notice: serviceTaxationNotice(content),
      cancellation: credit && cancellation ? cancellationNote(locale, { ...cancellation, originalNumber }) : null,
      comments: credit ? null : content.comments,
    }),
    lines,
    seller: seller(company, category),
    buyer: buyer(content.customer, category),
    deliveredOn: content.serviceOn,
    deliverTo: deliverTo(content.customer, category),
    paymentReference: credit ? null : content.number,
    ...(credit
      ? creditTerms(locale)
      : payment({ locale, company, method: content.paymentMethod, term: content.paymentType, issuedOn: content.issuedOn })),
    vat: [{ ...category, basisCents: net, taxCents: vat }],
    totals: { lineCents, taxBasisCents: net, taxCents: vat, grandCents: gross, prepaidCents: 0, dueCents: gross },
    precedingInvoice: credit && cancellation ? { number: originalNumber, issuedOn: cancellation.originalIssuedOn } : null,
  };
}

/**
 * An export (G), an intra-EU supply (K) and a reverse-charge service (AE) name the seller's VAT id
 * in EN 16931 (BR-G-02, BR-IC-02, BR-AE-02). The app asks for it for K and AE (9514, 9540); an
 * export may be invoiced on the tax number alone (§14 Abs. 4 Nr. 2 UStG), and its buyer abroad
 * falls outside the domestic e-invoice obligation, so such an invoice stays a plain PDF rather than
 * carry an XML that fails the rules.
 */
const NEEDS_SELLER_VAT_ID = new Set(['G', 'K', 'AE']);

/**
 * The invoice's EN 16931 CII XML (Factur-X / ZUGFeRD profile EN 16931), to be embedded as
 * factur-x.xml; undefined where no valid one can be written (see NEEDS_SELLER_VAT_ID).
 */
export function ciiInvoice(content: EInvoiceContent): string | undefined {
  const invoice = einvoiceModel(content);
  return invoice ? writeCii(invoice) : undefined;
}

/** What the e-invoice of `content` says, before it is written; undefined where no valid one can be (see NEEDS_SELLER_VAT_ID). */
export function einvoiceModel(content: EInvoiceContent): CiiInvoice | undefined {
  const invoice = 'order' in content ? serviceInvoice(content) : saleInvoice(content);
  if (invoice.vat.some((vat) => NEEDS_SELLER_VAT_ID.has(vat.category)) && !invoice.seller.vatId) return undefined;
  return invoice;
}
