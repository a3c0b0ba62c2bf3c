import type { Customer, CustomerInput } from '@kontor/domain/customers';
import type { NumberingView } from '@kontor/domain/invoice-numbering';
import type { JobStarted } from '@kontor/domain/jobs';
import type { ListMeta } from '@kontor/domain/lists';
import type { DocumentType, GeneratedDocument, GenerateDocumentInput, SellingTrade, SellingTradeInput } from '@kontor/domain/trades';
import type { Vehicle } from '@kontor/domain/vehicles';
import { api } from '../../app/api-client';

const vehicles = '/api/user/vehicles';
const CUSTOMER_SEARCH_SIZE = 20;

// The step saves and the generation show their errors where they belong (a field, a document's
// row), so they do not notify; the reads keep the app's error pages.
export const tradesApi = {
  /** The open selling trade, else the latest finished one, else null. */
  selling: (vehicleId: string) => api<SellingTrade | null>(`${vehicles}/${vehicleId}/trades/SELLING`),
  /** Merges one step's fields into the open trade (created on the first save); `docType` names the document they are for. */
  saveStep: (vehicleId: string, step: { docType: DocumentType; values: SellingTradeInput }) =>
    api<SellingTrade>(`${vehicles}/${vehicleId}/trades/SELLING/${step.docType}`, { method: 'POST', body: step.values, notify: false }),
  vehicle: (vehicleId: string) => api<Vehicle>(`${vehicles}/${vehicleId}`),
  customers: (search: string) =>
    api<{ data: Customer[]; meta: ListMeta }>('/api/user/clients', {
      query: { search: search || undefined, perPage: CUSTOMER_SEARCH_SIZE },
      envelope: true,
    }),
  customer: (id: string) => api<Customer>(`/api/user/clients/${id}`, { notify: false, redirect: false }),
  createCustomer: (values: CustomerInput) => api<Customer>('/api/user/clients', { method: 'POST', body: values, notify: false }),
  numbering: () => api<NumberingView>('/api/user/company/invoice-numbering'),
  /** Starts rendering one document; its progress is read at statusUrl(suuid). */
  generate: (vehicleId: string, request: { documentType: DocumentType; input: GenerateDocumentInput }) =>
    api<JobStarted>(`${vehicles}/${vehicleId}/documents/generate/${request.documentType}/order/SELLING`, {
      method: 'POST',
      body: request.input,
      notify: false,
      redirect: false,
    }),
  statusUrl: (suuid: string) => `${vehicles}/uploading-documents-status/${suuid}`,
  generated: (vehicleId: string) => api<GeneratedDocument[]>(`${vehicles}/${vehicleId}/documents/generated`),
  /** A document's short-lived signed URL (which is the permission: the file is fetched by it without the token). */
  documentUrl: (vehicleId: string, documentId: string) => api<{ url: string }>(`${vehicles}/${vehicleId}/documents/${documentId}/view`),
};
