import type { Customer, CustomerInput, CustomerSort } from '@kontor/domain/customers';
import { api } from '../../app/api-client';

export type CustomerListQuery = { page: number; perPage: number; search?: string; sort: CustomerSort };
export type CustomerPage = { data: Customer[]; meta: { page: number; perPage: number; total: number } };
export type CustomerExport = { exportedAt: string; controller: { legalName: string }; customer: Customer };

const base = '/api/user/clients';

// Forms show their field errors themselves (notify: false); the page explains a refused delete.
export const customersApi = {
  list: (query: CustomerListQuery) => api<CustomerPage>(base, { query: { ...query, search: query.search || undefined }, envelope: true }),
  get: (id: string) => api<Customer>(`${base}/${id}`),
  create: (values: CustomerInput) => api<Customer>(base, { method: 'POST', body: values, notify: false }),
  update: (id: string, values: CustomerInput) => api<Customer>(`${base}/${id}`, { method: 'PUT', body: values, notify: false }),
  remove: (id: string) => api<void>(`${base}/${id}`, { method: 'DELETE', notify: false, redirect: false }),
  exportData: (id: string) => api<CustomerExport>(`${base}/${id}/export`),
};
