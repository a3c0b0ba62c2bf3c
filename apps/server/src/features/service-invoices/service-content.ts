import { addDays } from '@kontor/domain/business-calendar';
import type { Locale } from '@kontor/domain/constants';
import { PROPOSAL_VALID_DAYS, type ServiceAmounts, type ServiceInvoiceFields } from '@kontor/domain/service-invoices';
import type { TradeParty } from '@kontor/domain/trades';
import type { ServiceDocumentContent } from '../document-engine/document-content';
import { templateFor } from '../document-engine/document-template';
import type { DocumentSources } from '../trade-documents/document-runner';

// What a service invoice or its proposal is rendered from: the draft's fields as they are when the
// document is made, the customer as they are now, the company as it is now.

type ServiceContentInput = {
  type: 'INVOICE' | 'PROPOSAL';
  fields: ServiceInvoiceFields;
  customer: TradeParty;
  amounts: ServiceAmounts;
  number: string;
  locale: Locale;
};

export function serviceDocumentContent(input: ServiceContentInput, sources: DocumentSources): ServiceDocumentContent {
  const { fields } = input;
  // The invoice carries its chosen date; a proposal is dated the day it is made.
  const issuedOn = input.type === 'INVOICE' ? (fields.invoiceDate ?? sources.today) : sources.today;
  return {
    order: 'SERVICE_INVOICE',
    type: input.type,
    locale: input.locale,
    number: input.number,
    issuedOn,
    company: sources.company,
    template: templateFor(
      'INVOICE',
      { invoiceTemplate: fields.invoiceTemplate, contractTemplate: 'STANDARD' },
      sources.templates,
    ),
    customer: input.customer,
    vehicle: {
      make: fields.make,
      model: fields.model,
      licencePlate: fields.licencePlate,
      vinCode: fields.vinCode,
      nextInspection: fields.nextInspection,
      mileage: fields.mileage,
    },
    lines: fields.lines,
    amounts: input.amounts,
    paymentType: fields.paymentType,
    paymentMethod: fields.paymentMethod,
    serviceOn: fields.handoverDate === 'CUSTOM' && fields.handoverOn ? fields.handoverOn : issuedOn,
    comments: fields.invoiceComments,
    validUntil: input.type === 'PROPOSAL' ? (fields.proposalValidUntil ?? addDays(issuedOn, PROPOSAL_VALID_DAYS)) : null,
    cancellation: null,
  };
}
