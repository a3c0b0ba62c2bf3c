import type { CompanyDocument } from '@kontor/domain/company';
import { api } from './api-client';

// The company's documents are read by the company feature and by the shell's banner (what is
// missing, why one was rejected); one query key, so an upload refreshes both.
export const companyDocumentsKey = ['company', 'documents'] as const;

export const fetchCompanyDocuments = () => api<CompanyDocument[]>('/api/user/company/documents');
