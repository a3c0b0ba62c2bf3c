import type { Answer, Envelope } from '@kontor/domain/api-types';
import type { PurchaseDocumentType, Purchase, PurchaseInput } from '@kontor/domain/purchase';
import type { Customer, CustomerInput } from '@kontor/domain/customers';
import type { NumberingView } from '@kontor/domain/invoice-numbering';
import type { ReceivedEInvoice } from '@kontor/domain/received-e-invoice';
import type { DocumentMail, SentDocumentMail } from '@kontor/domain/document-mails';
import type { JobStarted } from '@kontor/domain/jobs';
import type { DocumentType, GeneratedDocument, GenerateDocumentInput, Sale, SaleInput } from '@kontor/domain/trades';
import type { Vehicle, VehicleDocument } from '@kontor/domain/vehicles';
import { api } from '../../app/api-client';

const vehicles = '/api/user/vehicles';
/** Which trade of the vehicle: its sale or its purchase. */
export type OrderType = GeneratedDocument['orderType'];
const CUSTOMER_SEARCH_SIZE = 20;

// The step saves and the generation show their errors where they belong (a field, a document's
// row), so they do not notify; the reads keep the app's error pages. Both send the trade's
// updatedAt the tab last read or wrote (`ifMatch`): a trade another tab changed since is refused
// (409 9541) instead of being overwritten, or invoiced at a price this tab never saw.
export const tradesApi = {
  /** The open sale, else the latest finished one, else null. */
  sale: (vehicleId: string) => api<Sale | null>(`${vehicles}/${vehicleId}/trades/SELLING`),
  /** Merges one step's fields into the open trade (created on the first save); `docType` names the document they are for. */
  saveStep: (vehicleId: string, step: { docType: DocumentType; values: SaleInput; ifMatch?: string | null }) =>
    api<Sale>(`${vehicles}/${vehicleId}/trades/SELLING/${step.docType}`, {
      method: 'POST',
      body: step.values,
      notify: false,
      ifMatch: step.ifMatch ?? undefined,
    }),
  /** The open purchase, else the finished one, else null. */
  purchase: (vehicleId: string) => api<Purchase | null>(`${vehicles}/${vehicleId}/trades/BUYING`),
  /** Merges one step of the purchase wizard into the open purchase (created on the first save). */
  savePurchaseStep: (
    vehicleId: string,
    step: { docType: PurchaseDocumentType; values: PurchaseInput; ifMatch?: string | null },
  ) =>
    api<Purchase>(`${vehicles}/${vehicleId}/trades/BUYING/${step.docType}`, {
      method: 'POST',
      body: step.values,
      notify: false,
      ifMatch: step.ifMatch ?? undefined,
    }),
  /** The purchase's seller invoice read as an e-invoice from its stored file; null when it is none. */
  purchaseEInvoice: (vehicleId: string) => api<ReceivedEInvoice | null>(`${vehicles}/${vehicleId}/trades/BUYING/e-invoice`),
  /** Reads an uploaded document as the seller's e-invoice, checks it and fills the open purchase from it. */
  receiveEInvoice: (vehicleId: string, documentId: string) =>
    api<ReceivedEInvoice>(`${vehicles}/${vehicleId}/trades/BUYING/e-invoice`, {
      method: 'POST',
      body: { documentId },
      notify: false,
    }),
  vehicle: (vehicleId: string) => api<Vehicle>(`${vehicles}/${vehicleId}`),
  /** The vehicle's uploaded documents, oldest first (the seller's invoice is picked from them). */
  uploadedDocuments: (vehicleId: string) => api<VehicleDocument[]>(`${vehicles}/${vehicleId}/documents/uploaded`),
  customers: (search: string) =>
    api<Envelope<'customersList'>>('/api/user/clients', {
      query: { search: search || undefined, perPage: CUSTOMER_SEARCH_SIZE },
      envelope: true,
    }),
  customer: (id: string) => api<Customer>(`/api/user/clients/${id}`, { notify: false, redirect: false }),
  createCustomer: (values: CustomerInput) => api<Customer>('/api/user/clients', { method: 'POST', body: values, notify: false }),
  /** A seller's data completed in the wizard (their ID document). */
  updateCustomer: (id: string, values: CustomerInput) =>
    api<Customer>(`/api/user/clients/${id}`, { method: 'PUT', body: values, notify: false }),
  numbering: () => api<NumberingView>('/api/user/company/invoice-numbering'),
  /** Starts rendering one document of the sale or the purchase; its progress is read at statusUrl(suuid). */
  generate: (
    vehicleId: string,
    request: { orderType: OrderType; documentType: DocumentType; input: GenerateDocumentInput; ifMatch?: string | null },
  ) =>
    api<JobStarted>(`${vehicles}/${vehicleId}/documents/generate/${request.documentType}/order/${request.orderType}`, {
      method: 'POST',
      body: request.input,
      notify: false,
      redirect: false,
      ifMatch: request.ifMatch ?? undefined,
    }),
  statusUrl: (suuid: string) => `${vehicles}/uploading-documents-status/${suuid}`,
  generated: (vehicleId: string) => api<GeneratedDocument[]>(`${vehicles}/${vehicleId}/documents/generated`),
  /** A document's short-lived signed URL (which is the permission: the file is fetched by it without the token). */
  documentUrl: (vehicleId: string, documentId: string) =>
    api<Answer<'tradesDocumentUrl'>>(`${vehicles}/${vehicleId}/documents/${documentId}/view`),
  /** An invoice's XRechnung (XML) for a public-sector buyer. */
  xrechnung: (vehicleId: string, documentId: string) =>
    api<Blob>(`${vehicles}/${vehicleId}/documents/${documentId}/xrechnung`, { binary: true }),
  /** Mails a document to the buyer (refusals are shown in the dialog, not as a notice). */
  mail: (vehicleId: string, documentId: string, input: DocumentMail) =>
    api<SentDocumentMail>(`${vehicles}/${vehicleId}/documents/${documentId}/mail`, {
      method: 'POST',
      body: input,
      notify: false,
    }),
};
