import { companyFullName } from '@kontor/domain/company';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import type { TradeParty } from '@kontor/domain/trades';
import { type EInvoiceContent, einvoiceModel } from './cii-invoice';
import { type CiiInvoice, writeCii } from './cii-xml';

// The XRechnung 3.0 (KoSIT's CIUS of EN 16931, § 4 ERechV and the states' rules for invoices to a
// public-sector buyer) of an invoice Kontor issues: the same EN 16931 invoice as its Factur-X, from
// the same stored content, written by the same CII writer, with what the XRechnung rules add:
// BT-24 XRechnung's identifier, BT-10 the buyer's Leitweg-ID (BR-DE-15), the seller's contact with
// phone and e-mail (BR-DE-2, 5, 6, 7), both electronic addresses (BT-34, BT-49) and payment
// instructions on every invoice (BR-DE-1). Pure: the same content gives the same file every time.

/** BT-24 of an XRechnung 3.0. */
export const XRECHNUNG_GUIDELINE = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
/** BT-23: the Peppol billing process, the one KoSIT's examples name for a plain invoice. */
const BILLING_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/** The XML, or why there is none: 9410 the buyer is no public-sector buyer, 9411 the company data lack what XRechnung needs. */
export type XRechnungResult = { xml: string } | { problem: '9410' | '9411' };

/** The party an invoice is made out to: a sale's buyer, a service invoice's customer. */
export const invoicedParty = (content: EInvoiceContent): TradeParty => ('order' in content ? content.customer : content.buyer);

/** A public-sector buyer as the invoice's snapshot of it says (a party copied before XRechnung existed is none). */
export function isPublicSectorBuyer(party: Pick<TradeParty, 'publicSector' | 'buyerReference' | 'email'>): boolean {
  return party.publicSector === true && Boolean(party.buyerReference) && Boolean(party.email);
}

/**
 * A credit note's payment instructions (BR-DE-1 asks for them on every invoice): the amount is paid
 * back, to an account the dealer does not know, so the means is "not defined" (UNTDID 4461: 1) with
 * the credit note's words.
 */
function creditPaymentMeans(content: EInvoiceContent): CiiInvoice['paymentMeans'] {
  return { code: '1', information: documentText(content.locale, 'cancellation.invoice.credit'), iban: null, bic: null };
}

export function xrechnungInvoice(content: EInvoiceContent): XRechnungResult {
  const party = invoicedParty(content);
  if (!isPublicSectorBuyer(party) || !party.buyerReference) return { problem: '9410' };
  const invoice = einvoiceModel(content);
  const { company } = content;
  const phone = company.landlineNumber ?? company.phone;
  if (!invoice || !phone || !company.email) return { problem: '9411' };
  return {
    xml: writeCii({
      ...invoice,
      xrechnung: { guideline: XRECHNUNG_GUIDELINE, businessProcess: BILLING_PROCESS, buyerReference: party.buyerReference },
      seller: {
        ...invoice.seller,
        contact: { person: company.owner || companyFullName(company), phone, email: company.email },
        electronicAddress: company.email,
      },
      paymentMeans: invoice.paymentMeans ?? creditPaymentMeans(content),
      // BR-DE-10, BR-DE-11: a deliver-to address names its city and postcode: the buyer's, where the goods go.
      deliverTo: invoice.deliverTo ? { ...invoice.deliverTo, address: invoice.buyer.address } : null,
    }),
  };
}
