import type { SupportContact } from '@kontor/domain/support';
import { api } from './api-client';

// Who runs this installation and how to reach support: the support dialog shows it and the legal
// pages name the operator with it, so both read one cache entry. Open to visitors too: no redirect.

export const supportKeys = { contact: ['support-contact'] as const };

export const fetchSupportContact = () => api<SupportContact>('/api/support', { redirect: false });
