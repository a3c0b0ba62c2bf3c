import { toSnakeKey } from '@kontor/domain/case';
import type { BankInput, Company, CompanyDocumentType } from '@kontor/domain/company';
import type { JobStarted } from '@kontor/domain/jobs';
import { api } from '../../app/api-client';
import { companyDocumentsKey, fetchCompanyDocuments } from '../../app/company-documents';
import { readTokens } from '../../app/token-store';

export const companyKeys = {
  all: ['company'] as const,
  company: ['company', 'profile'] as const,
  documents: companyDocumentsKey,
  logo: ['company', 'logo'] as const,
};

/** Multipart bodies are not renamed by the api client: the form fields go snake_case from here. */
function formData(fields: Record<string, unknown>, files: Record<string, File | undefined> = {}): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    body.append(toSnakeKey(key), value === null ? '' : String(value));
  }
  for (const [key, file] of Object.entries(files)) if (file) body.append(key, file, file.name);
  return body;
}

// Forms show a server's 422 on their fields themselves, so those calls do not notify.
export const companyApi = {
  create: (fields: Record<string, unknown>, logo?: File) =>
    api<Company>('/api/user/company', { method: 'POST', body: formData(fields, { logo }), notify: false }),
  get: () => api<Company>('/api/user/company'),
  update: (fields: Record<string, unknown>, logo?: File) =>
    api<Company>('/api/user/company/update', { method: 'POST', body: formData(fields, { logo }), notify: false }),
  updateBank: (bank: BankInput) => api<Company>('/api/user/company/bank', { method: 'PUT', body: bank, notify: false }),
  deleteLogo: () => api<Company>('/api/user/company/logo', { method: 'DELETE' }),
  documents: fetchCompanyDocuments,
  uploadDocuments: (type: CompanyDocumentType, files: File[]) => {
    const body = new FormData();
    files.forEach((file, index) => body.append(`document_${index + 1}`, file, file.name));
    // A refused file is said at the upload field (legal-documents-card), not as a notification.
    return api<JobStarted>(`/api/user/company/upload-documents/${type}`, { method: 'POST', body, notify: false });
  },
  uploadStatusUrl: (suuid: string) => `/api/user/company/uploading-documents-status/${suuid}`,
  /**
   * The logo as an object URL for <img>: an image request cannot carry the Bearer token, so it is
   * fetched here with it. The caller revokes the URL.
   */
  async logoUrl(): Promise<string | null> {
    const token = readTokens()?.token;
    const response = await fetch('/api/user/company/logo/view', { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`logo ${response.status}`);
    return URL.createObjectURL(await response.blob());
  },
};
