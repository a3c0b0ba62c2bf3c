import type { Answer, Envelope } from '@kontor/domain/api-types';
import type { AuditEventExportQuery, AuditEventListQuery } from '@kontor/domain/audit-trail';
import { api } from '../../app/api-client';

/** The filters the page sends (the list's and the CSV's); empty ones are left out. */
export type AuditFilters = Omit<AuditEventExportQuery, 'lang'>;

export const auditTrailKeys = {
  all: ['audit-trail'] as const,
  page: (filters: AuditFilters, page: number) => ['audit-trail', 'page', filters, page] as const,
  users: ['audit-trail', 'users'] as const,
};

export const auditTrailApi = {
  /** One page of the company's audit trail, newest first. */
  list: (query: Partial<AuditEventListQuery>) =>
    api<Envelope<'auditEventsList'>>('/api/user/audit-events', { query, envelope: true }),
  /** The company's users named in the trail, for the user filter. */
  users: () => api<Answer<'auditEventsUsers'>>('/api/user/audit-events/users'),
  /** Every event the filters select as CSV (headers in `lang`). */
  csv: (query: AuditFilters & { lang: AuditEventExportQuery['lang'] }) =>
    api<Blob>('/api/user/audit-events/export.csv', { query, binary: true }),
};
