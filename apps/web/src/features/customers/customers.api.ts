import type { Envelope } from '@kontor/domain/api-types';
import type { Locale } from '@kontor/domain/constants';
import type {
  Customer,
  CustomerDataExport,
  CustomerErasure,
  CustomerExportQuery,
  CustomerInput,
  CustomerListQuery,
} from '@kontor/domain/customers';
import { api } from '../../app/api-client';

type CustomerPage = Envelope<'customersList'>;

const base = '/api/user/clients';

// Forms show their field errors themselves (notify: false); the page explains a refused delete.
export const customersApi = {
  list: (query: CustomerListQuery) =>
    api<CustomerPage>(base, { query: { ...query, search: query.search || undefined }, envelope: true }),
  get: (id: string) => api<Customer>(`${base}/${id}`, { notify: false, redirect: false }),
  create: (values: CustomerInput) => api<Customer>(base, { method: 'POST', body: values, notify: false }),
  /** `updatedAt`: the version the form loaded; a customer changed since is refused (409 9541), not overwritten. */
  update: (id: string, values: CustomerInput, updatedAt?: string) =>
    api<Customer>(`${base}/${id}`, { method: 'PUT', body: values, notify: false, ifMatch: updatedAt }),
  /** Erases the customer; answers until when issued invoices and contracts keep their copy (null: none). */
  remove: (id: string) => api<CustomerErasure>(`${base}/${id}`, { method: 'DELETE', notify: false, redirect: false }),
  exportData: (id: string, lang: Locale) => api<CustomerDataExport>(`${base}/${id}/export`, { query: { lang } }),
  /** The list (all, or the current search) as a CSV file for Excel, labelled in `lang`. */
  exportCsv: (query: CustomerExportQuery & { lang: Locale }) =>
    api<Blob>(`${base}/export.csv`, { query: { ...query, search: query.search || undefined }, binary: true }),
};
