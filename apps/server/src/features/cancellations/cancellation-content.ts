import type { Company } from '@kontor/domain/company';
import type { Locale } from '@kontor/domain/constants';
import { reversedAmounts } from '@kontor/domain/vat';
import { reversedServiceAmounts } from '@kontor/domain/service-invoices';
import type {
  CancellationInvoiceContent,
  DocumentContent,
  PurchaseCancellationContent,
  PurchaseDocumentContent,
  ServiceDocumentContent,
} from '../document-engine/document-content';

// What a cancellation document is rendered from: the snapshot of the document it cancels, as it was
// issued (buyer or seller, vehicle, amounts, tax treatment and notices), with the company as it is
// now (the cancellation is a document of today) and the cancellation's own date, number and reason.

type CancellationOf = {
  company: Company;
  locale: Locale;
  /** The day of the cancellation. */
  issuedOn: string;
  reason: string;
};

/** The cancellation invoice of a sale's invoice: its own number of the same series, every amount reversed. */
export function cancellationInvoiceContent(
  invoice: DocumentContent,
  cancellation: CancellationOf & { number: string },
): CancellationInvoiceContent {
  return {
    ...invoice,
    type: 'CANCELLATION',
    locale: cancellation.locale,
    number: cancellation.number,
    issuedOn: cancellation.issuedOn,
    company: cancellation.company,
    trade: { ...invoice.trade, amounts: reversedAmounts(invoice.trade.amounts) },
    cancellation: { originalNumber: invoice.number, originalIssuedOn: invoice.issuedOn, reason: cancellation.reason },
  };
}

/** The cancellation notice of a purchase contract: it names the contract by its date (a contract has no number). */
export function purchaseCancellationContent(
  contract: PurchaseDocumentContent,
  cancellation: CancellationOf,
): PurchaseCancellationContent {
  return {
    ...contract,
    type: 'CANCELLATION',
    locale: cancellation.locale,
    issuedOn: cancellation.issuedOn,
    company: cancellation.company,
    cancellation: { originalNumber: null, originalIssuedOn: contract.trade.contractDate, reason: cancellation.reason },
  };
}

/** The cancellation invoice of a service invoice: its own number of the service series, every line and total reversed. */
export function serviceCancellationContent(
  invoice: ServiceDocumentContent,
  cancellation: CancellationOf & { number: string },
): ServiceDocumentContent {
  return {
    ...invoice,
    type: 'CANCELLATION',
    locale: cancellation.locale,
    number: cancellation.number,
    issuedOn: cancellation.issuedOn,
    company: cancellation.company,
    amounts: reversedServiceAmounts(invoice.amounts),
    validUntil: null,
    cancellation: { originalNumber: invoice.number, originalIssuedOn: invoice.issuedOn, reason: cancellation.reason },
  };
}
