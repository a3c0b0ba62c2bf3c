import type { Answer, Envelope } from '@kontor/domain/api-types';
import type { DocumentMail, SentDocumentMail } from '@kontor/domain/document-mails';
import { api } from '../../app/api-client';

const vehicles = '/api/user/vehicles';

export const cancellationsKeys = {
  all: ['cancellations'] as const,
  years: (search: string, page: number) => ['cancellations', 'years', search, page] as const,
};

export const cancellationsApi = {
  /**
   * One page of the company's canceled trades grouped by year, newest first; `search` matches
   * customer, vehicle (make, model, VIN, plate) and the document numbers. A year's count is over all
   * pages; meta.total counts the cancellations.
   */
  years: (query: { search: string | undefined; page: number; perPage: number }) =>
    api<Envelope<'cancellationsYears'>>(`${vehicles}/canceled-trades`, { query, envelope: true }),
  /** A canceled trade's document's short-lived signed URL; by the trade, so it opens also once its vehicle is deleted. */
  documentUrl: (tradeId: string, documentId: string) =>
    api<Answer<'cancellationsDocumentUrl'>>(`${vehicles}/canceled-trades/${tradeId}/documents/${documentId}/view`),
  /** An invoice's or cancellation invoice's XRechnung (XML) for a public-sector buyer. */
  xrechnung: (tradeId: string, documentId: string) =>
    api<Blob>(`${vehicles}/canceled-trades/${tradeId}/documents/${documentId}/xrechnung`, { binary: true }),
  /** Mails a canceled trade's document to the buyer (refusals are shown in the dialog, not as a notice). */
  mail: (tradeId: string, documentId: string, input: DocumentMail) =>
    api<SentDocumentMail>(`${vehicles}/canceled-trades/${tradeId}/documents/${documentId}/mail`, {
      method: 'POST',
      body: input,
      notify: false,
    }),
};
