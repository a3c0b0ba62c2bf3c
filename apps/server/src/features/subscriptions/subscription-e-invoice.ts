import { type Company, companyFullName } from '@kontor/domain/company';
import { countryById } from '@kontor/domain/countries';
import { serviceCategory } from '../document-engine/e-invoice/cii-invoice';
import { type CiiAddress, type CiiInvoice, writeCii } from '../document-engine/e-invoice/cii-xml';
import type { SubscriptionInvoiceInput } from './subscription-invoice-input';

// The subscription invoice as an EN 16931 e-invoice (Factur-X, embedded in its PDF as the dealers'
// own invoices are): from 2027 a German business must issue its B2B invoices electronically, and a
// dealer's bookkeeping reads them without typing. One line for the billing period (BG-14, the PDF's
// "Leistungszeitraum"); German VAT at the standard rate (S), or for a business in another member
// state the reverse charge (AE, both VAT ids) or for one outside the EU not taxable here (O, no VAT
// id at all, BR-O-02); paid by SEPA credit transfer (58) to the operator's account or by SEPA direct
// debit (59) with mandate, creditor id and the debited account.

/**
 * The operator's address, one line of settings ("Friedrichstraße 1, 10117 Berlin"): street, then
 * postcode and city after the last comma where it reads that way; else the whole as the first line.
 * The operator is German (its VAT id is).
 */
export function operatorPostalAddress(address: string): CiiAddress {
  const parts = address.split(',').map((part) => part.trim());
  const place = /^(\d{5})\s+(.+)$/.exec(parts.at(-1) ?? '');
  if (parts.length < 2 || !place) return { line1: address, line2: null, postcode: null, city: null, country: 'DE' };
  return { line1: parts.slice(0, -1).join(', '), line2: null, postcode: place[1]!, city: place[2]!, country: 'DE' };
}

export type SubscriptionEInvoiceInput = SubscriptionInvoiceInput & {
  planLabel: string;
  lineDescription: string;
  paymentText: string;
  /** Why the invoice has no German VAT, with both VAT ids, as the PDF prints it (the tax note, TXD); null with VAT. */
  taxNotice: string | null;
  company: Company;
  supportEmail: string;
  /** The full debited IBAN (the PDF shows it masked); null when paid by transfer. */
  debtorIban: string | null;
};

export function subscriptionCii(input: SubscriptionEInvoiceInput): string {
  const { operator, company } = input;
  const sepa =
    input.paymentType === 'SEPA' && input.debit !== null && input.debtorIban !== null && operator.creditorId !== undefined;
  const category = serviceCategory(input.vatRate, input.taxation === 'STANDARD' ? null : input.taxation);
  // Not subject to VAT (O) names no VAT id (BR-O-02): the operator's then identifies it as its seller id (BR-CO-26).
  const notTaxable = category.category === 'O';
  const invoice: CiiInvoice = {
    number: input.number,
    typeCode: '380',
    issuedOn: input.issuedOn,
    notes: input.taxNotice ? [{ content: input.taxNotice, subject: 'TXD' }] : [],
    lines: [
      {
        name: input.planLabel,
        description: input.lineDescription,
        quantityThousandths: 1000,
        unitPriceCents: input.netCents,
        netCents: input.netCents,
      },
    ],
    seller: {
      name: operator.name,
      id: notTaxable ? operator.vatId : null,
      // Its register entry (BT-30, court and number as the dealers' own invoices write it) and
      // Steuernummer (BT-32), as the PDF's foot prints them (§ 35a GmbHG, § 14 Abs. 4 Nr. 2 UStG).
      legalId: operator.details.registerNumber
        ? [operator.details.registerCourt, operator.details.registerNumber].filter(Boolean).join(' ')
        : null,
      contact: null,
      address: operatorPostalAddress(operator.address),
      electronicAddress: input.supportEmail,
      vatId: notTaxable ? null : operator.vatId,
      taxNumber: operator.details.taxNumber,
    },
    buyer: {
      name: companyFullName(company),
      id: null,
      legalId: null,
      contact: null,
      address: {
        line1: [company.streetAddress, company.houseNumber].filter(Boolean).join(' ') || null,
        line2: company.additionalAddress || null,
        postcode: company.postalCode || null,
        city: company.city || null,
        country: countryById(company.countryId)?.iso2 ?? 'DE',
      },
      electronicAddress: company.email || null,
      vatId: notTaxable ? null : input.customer.vatId,
      taxNumber: null,
    },
    deliveredOn: null,
    billingPeriod: { start: input.periodStart, end: input.periodEnd },
    deliverTo: null,
    paymentReference: input.number,
    paymentMeans: sepa
      ? { code: '59', information: 'SEPA-Lastschrift', iban: null, bic: null }
      : { code: '58', information: 'SEPA-Überweisung', iban: operator.iban, bic: operator.bic ?? null },
    ...(sepa
      ? {
          directDebit: {
            mandateReference: input.debit!.mandateReference,
            creditorId: operator.creditorId!,
            debtorIban: input.debtorIban!,
          },
        }
      : {}),
    vat: [{ ...category, basisCents: input.netCents, taxCents: input.vatCents }],
    paymentTerms: { description: input.paymentText, dueOn: input.dueOn },
    totals: {
      lineCents: input.netCents,
      taxBasisCents: input.netCents,
      taxCents: input.vatCents,
      grandCents: input.grossCents,
      prepaidCents: 0,
      dueCents: input.grossCents,
    },
    precedingInvoice: null,
  };
  return writeCii(invoice);
}
