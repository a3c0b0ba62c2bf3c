import type { Answer } from '@kontor/domain/api-types';
import type { VehicleDashboard } from '@kontor/domain/vehicle-dashboard';
import type { DocumentMail, SentDocumentMail } from '@kontor/domain/document-mails';
import type { Purchase } from '@kontor/domain/purchase';
import type { CancelTradeInput } from '@kontor/domain/cancellations';
import type { NumberingView } from '@kontor/domain/invoice-numbering';
import type { JobStarted } from '@kontor/domain/jobs';
import type { GeneratedDocument, Sale } from '@kontor/domain/trades';
import type { KeyListEntry, KeyListMeta, KeyListStatus } from '@kontor/domain/key-list';
import type {
  Vehicle,
  VehicleDocument,
  VehicleInput,
  VehicleListItem,
  VehicleListMeta,
  VehiclePhoto,
  VinInStock,
} from '@kontor/domain/vehicles';
import type { VehicleListRequest } from '@kontor/domain/vehicle-list';
import type { VehicleRecord } from '@kontor/domain/vehicle-record';
import type { VehicleCreateInput } from '@kontor/domain/vehicle-ocr';
import { api, ApiError } from '../../app/api-client';

export type VehiclePage = { data: VehicleListItem[]; meta: VehicleListMeta };
type KeyListAnswer = { data: KeyListEntry[]; meta: KeyListMeta };
/** A vehicle's files: the paperwork and the photos, uploaded apart but stored and deleted alike. */
export type VehicleFileKind = 'documents' | 'photos';

// The form field names the server reads: document_1, document_2, … or photo_1, photo_2, …
const FILE_FIELD: Record<VehicleFileKind, string> = { documents: 'document', photos: 'photo' };

const base = '/api/user/vehicles';

// Forms show their field errors themselves (notify: false); the vehicle page explains a refused delete.
export const vehiclesApi = {
  list: (params: VehicleListRequest) => api<VehiclePage>(base, { query: params, envelope: true }),
  /** The vehicle with its version (updatedAt), which the edit form sends back as If-Match. */
  get: (id: string) => api<VehicleRecord>(`${base}/${id}`),
  /** With `ocrImage` (an OCR result's image) the image is kept with the vehicle. */
  create: (values: VehicleCreateInput) => api<Vehicle>(base, { method: 'POST', body: values, notify: false }),
  /** `updatedAt`: the version the form opened on; a vehicle changed since is refused (409 9541), not overwritten. */
  update: (id: string, values: VehicleInput, updatedAt?: string) =>
    api<VehicleRecord>(`${base}/${id}`, { method: 'PUT', body: values, notify: false, ifMatch: updatedAt }),
  remove: (id: string) => api<void>(`${base}/${id}`, { method: 'DELETE', notify: false, redirect: false }),
  dashboard: () => api<VehicleDashboard>(`${base}/dashboard`),
  makes: () => api<string[]>(`${base}/makes`),
  /** The makes of the company's vehicles in stock or sold, ANY first: what the list's make filter offers on that tab. */
  makesOfStatus: (status: VehicleListRequest['status']) => api<string[]>(`${base}/makes`, { query: { status } }),
  keyList: () => api<KeyListStatus>(`${base}/key-list`),
  searchKeyList: (query: { hsn?: string; tsn?: string; carModel?: string }) =>
    api<KeyListAnswer>(`${base}/variations`, { query, envelope: true }),
  keyListEntry: (id: number) => api<KeyListEntry>(`${base}/variations/${id}`),
  documents: (vehicleId: string) => api<VehicleDocument[]>(`${base}/${vehicleId}/documents/uploaded`),
  /** The documents Kontor made for the vehicle's trades, newest first; never deleted. */
  generatedDocuments: (vehicleId: string) => api<GeneratedDocument[]>(`${base}/${vehicleId}/documents/generated`),
  /** The open sale, else the latest finished one, else null (the sale card of a sold vehicle). */
  sale: (vehicleId: string) => api<Sale | null>(`${base}/${vehicleId}/trades/SELLING`),
  /** The open purchase, else the finished one, else null (the purchase card and the Buy action). */
  purchase: (vehicleId: string) => api<Purchase | null>(`${base}/${vehicleId}/trades/BUYING`),
  /**
   * Starts cancelling the vehicle's sale or purchase (trade REJECTED, the cancellation document,
   * the vehicle back to stock); its status is read at uploadStatusUrl(suuid). The dialog shows the
   * refusals itself (a field's, or the reason it cannot be canceled).
   */
  cancelTrade: (vehicleId: string, input: CancelTradeInput) =>
    api<JobStarted>(`${base}/${vehicleId}/shtorno`, { method: 'POST', body: input, notify: false, redirect: false }),
  /** The company's invoice numbering: with automatic numbering off the cancellation invoice's number is typed. */
  numbering: () => api<NumberingView>('/api/user/company/invoice-numbering'),
  photos: (vehicleId: string) => api<VehiclePhoto[]>(`${base}/${vehicleId}/photos`),
  /** Starts the job that stores the files; its status is read at uploadStatusUrl(suuid). */
  uploadFiles: (vehicleId: string, { kind, files }: { kind: VehicleFileKind; files: File[] }) => {
    const form = new FormData();
    files.forEach((file, index) => form.append(`${FILE_FIELD[kind]}_${index + 1}`, file, file.name));
    // A refused file is said at the upload field (vehicle-file-upload), not as a notification.
    return api<JobStarted>(`${base}/${vehicleId}/upload-${kind}`, { method: 'POST', body: form, notify: false });
  },
  uploadStatusUrl: (suuid: string) => `${base}/uploading-documents-status/${suuid}`,
  /** A signed URL of an uploaded or generated document, good for DOCUMENT_URL_SECONDS. */
  documentUrl: (vehicleId: string, documentId: string) =>
    api<Answer<'tradesDocumentUrl'>>(`${base}/${vehicleId}/documents/${documentId}/view`),
  /** An invoice's XRechnung (XML) for a public-sector buyer. */
  xrechnung: (vehicleId: string, documentId: string) =>
    api<Blob>(`${base}/${vehicleId}/documents/${documentId}/xrechnung`, { binary: true }),
  /** Mails a document to the buyer (refusals are shown in the dialog, not as a notice). */
  mail: (vehicleId: string, documentId: string, input: DocumentMail) =>
    api<SentDocumentMail>(`${base}/${vehicleId}/documents/${documentId}/mail`, { method: 'POST', body: input, notify: false }),
  /** Deletes a document or a photo. */
  removeFile: (vehicleId: string, fileId: string) => api<void>(`${base}/${vehicleId}/documents/${fileId}`, { method: 'DELETE' }),
  /** The vehicle in stock with this VIN, or null: the form warns before a second one (the server refuses it, 409 9311). */
  vinInStock: async (vin: string): Promise<VinInStock | null> => {
    try {
      return await api<VinInStock>(`${base}/vin/${encodeURIComponent(vin)}`, { notify: false, redirect: false });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
};
