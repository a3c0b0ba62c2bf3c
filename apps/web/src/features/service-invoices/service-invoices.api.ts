import type { Answer, Envelope } from '@kontor/domain/api-types';
import type { CancelTradeInput } from '@kontor/domain/cancellations';
import type { Locale } from '@kontor/domain/constants';
import type { Customer, CustomerInput } from '@kontor/domain/customers';
import type { DocumentMail, SentDocumentMail } from '@kontor/domain/document-mails';
import type { NumberingView } from '@kontor/domain/invoice-numbering';
import type { JobStarted } from '@kontor/domain/jobs';
import type { ServiceDocumentType, ServiceInvoice, ServiceInvoiceInput } from '@kontor/domain/service-invoices';
import type { GeneratedDocument } from '@kontor/domain/trades';
import { api } from '../../app/api-client';

const base = '/api/user/service-invoices';
const trades = `${base}/trades`;
/** How many customers or vehicles a search offers. */
const SEARCH_SIZE = 20;

/** The one place of this feature's cache keys: everything under ['service-invoices'] is refreshed after a change. */
export const serviceInvoicesKeys = {
  all: ['service-invoices'] as const,
  list: (search: string, page: number) => ['service-invoices', 'list', search, page] as const,
  trade: (id: string) => ['service-invoices', 'trade', id] as const,
  documents: (id: string) => ['service-invoices', 'documents', id] as const,
  customers: (search: string) => ['service-invoices', 'customers', search] as const,
  customer: (id: string | null) => ['service-invoices', 'customer', id] as const,
  stock: (search: string) => ['service-invoices', 'stock', search] as const,
  /** The same answer as the sale wizard's and the cancel dialog's (automatic numbering on or off). */
  numbering: ['trades', 'numbering'] as const,
};

export type GenerateRequest = { documentType: ServiceDocumentType; language?: Locale; invoiceNumber?: string };

// The saves and the document jobs show their refusals where they belong (a field, a line, the
// documents' area), so they do not notify; the reads keep the app's error pages.
export const serviceInvoicesApi = {
  /** One page of the company's service invoices by year, newest first; `search` matches customer, numbers and licence plate. */
  years: (query: { search: string | undefined; page: number; perPage: number }) =>
    api<Envelope<'serviceInvoicesYears'>>(trades, { query, envelope: true }),
  get: (id: string) => api<ServiceInvoice>(`${trades}/${id}`),
  /** A new draft; `documentType` is what the dealer means to make of it. */
  create: (documentType: ServiceDocumentType, values: ServiceInvoiceInput) =>
    api<ServiceInvoice>(`${trades}/${documentType}`, { method: 'POST', body: values, notify: false }),
  /** Merges into the draft (`lines` replaces the whole list); 409 9509 once it is issued. */
  update: (id: string, change: { documentType: ServiceDocumentType; values: ServiceInvoiceInput }) =>
    api<ServiceInvoice>(`${trades}/${id}/${change.documentType}`, { method: 'PUT', body: change.values, notify: false }),
  /** Deletes a draft (409 9509 once issued: it is canceled instead). */
  remove: (id: string) => api<void>(`${base}/${id}`, { method: 'DELETE', notify: false, redirect: false }),
  generate: (id: string, request: GenerateRequest) =>
    api<JobStarted>(`${trades}/${id}/documents/generate/${request.documentType}`, {
      method: 'POST',
      body: { language: request.language, invoiceNumber: request.invoiceNumber },
      notify: false,
      redirect: false,
    }),
  statusUrl: (suuid: string) => `${trades}/uploading-documents-status/${suuid}`,
  generated: (id: string) => api<GeneratedDocument[]>(`${trades}/${id}/documents/generated`),
  /** A document's short-lived signed URL (which is the permission: the file is fetched by it without the token). */
  documentUrl: (id: string, documentId: string) =>
    api<Answer<'serviceInvoicesDocumentUrl'>>(`${trades}/${id}/documents/${documentId}/view`),
  /** An invoice's XRechnung (XML) for a public-sector buyer. */
  xrechnung: (id: string, documentId: string) => api<Blob>(`${trades}/${id}/documents/${documentId}/xrechnung`, { binary: true }),
  /** Mails one of its documents to the customer (refusals are shown in the dialog, not as a notice). */
  mail: (id: string, documentId: string, input: DocumentMail) =>
    api<SentDocumentMail>(`${trades}/${id}/documents/${documentId}/mail`, { method: 'POST', body: input, notify: false }),
  /** Deletes a cost estimate; an invoice or cancellation invoice is kept (409 9533). */
  removeDocument: (id: string, documentId: string) =>
    api<void>(`${trades}/${id}/documents/${documentId}`, { method: 'DELETE', notify: false, redirect: false }),
  /** Starts the cancellation invoice of an issued invoice; its status is read at statusUrl(suuid). */
  cancel: (id: string, input: Omit<CancelTradeInput, 'orderType'>) =>
    api<JobStarted>(`${base}/${id}/shtorno`, { method: 'POST', body: input, notify: false, redirect: false }),
  numbering: () => api<NumberingView>('/api/user/company/invoice-numbering'),
  customers: (search: string) =>
    api<Envelope<'customersList'>>('/api/user/clients', {
      query: { search: search || undefined, perPage: SEARCH_SIZE },
      envelope: true,
    }),
  customer: (id: string) => api<Customer>(`/api/user/clients/${id}`, { notify: false, redirect: false }),
  createCustomer: (values: CustomerInput) => api<Customer>('/api/user/clients', { method: 'POST', body: values, notify: false }),
  /** Vehicles in stock to take the vehicle's data from. */
  stock: (search: string) =>
    api<Envelope<'vehiclesList'>>('/api/user/vehicles', {
      query: { status: 'CURRENT', search: search || undefined, perPage: SEARCH_SIZE },
      envelope: true,
    }),
};
