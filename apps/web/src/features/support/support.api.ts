import type { SupportContact } from '@kontor/domain/support';
import { api } from '../../app/api-client';

export type SupportMessage = { subject: string; message: string };

// The dialog shows its own failures (on the fields, or as a notification) and is open on every
// page, also to visitors: no global notification, no redirect.
export const supportApi = {
  contact: () => api<SupportContact>('/api/support', { redirect: false }),
  sendMessage: (body: SupportMessage) =>
    api<{ sent: true }>('/api/user/support/message', { method: 'POST', body, notify: false, redirect: false }),
};

export const supportKeys = { contact: ['support-contact'] as const };
