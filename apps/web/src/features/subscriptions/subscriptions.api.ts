import type { Answer, Body } from '@kontor/domain/api-types';
import type { Company } from '@kontor/domain/company';
import type { PlansResponse, Subscription } from '@kontor/domain/subscriptions';
import { api } from '../../app/api-client';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: ['subscriptions', 'plans'] as const,
  list: ['subscriptions', 'list'] as const,
  invoices: ['subscriptions', 'invoices'] as const,
  companyAccount: ['subscriptions', 'company-account'] as const,
};

/**
 * The order as the wizard sends it (camelCase here; the api client sends it snake_case), as the
 * contract says: `price` is the plan's net price in cents as the page showed it (a price changed
 * meanwhile is refused, 9544).
 */
export type SubscribeBody = Body<'subscriptionsSubscribe'>;

// The order and the cancellation show their refusals themselves (field errors, a changed price,
// already subscribed), so those calls do not notify.
export const subscriptionsApi = {
  plans: () => api<PlansResponse>('/api/user/subscriptions/plans'),
  list: async () => (await api<Answer<'subscriptionsList'>>('/api/user/subscriptions')).subscriptions,
  subscribe: (body: SubscribeBody) =>
    api<Subscription>('/api/user/subscriptions/subscribe', { method: 'POST', body, notify: false }),
  cancel: (id: string) =>
    api<Subscription>(`/api/user/subscriptions/${encodeURIComponent(id)}/cancel`, { method: 'POST', notify: false }),
  mandate: (id: string) => api<Blob>(`/api/user/subscriptions/${encodeURIComponent(id)}/mandate`, { binary: true }),
  invoices: async () => (await api<Answer<'subscriptionsInvoices'>>('/api/user/subscriptions/invoices')).invoices,
  invoicePdf: (id: string) => api<Blob>(`/api/user/subscriptions/invoices/${encodeURIComponent(id)}/pdf`, { binary: true }),
  /** The company's own bank account (Manage Profile), whose IBAN the direct debit offers first. */
  companyAccount: async () => {
    const { iban } = await api<Pick<Company, 'iban'>>('/api/user/company', { notify: false });
    return { iban };
  },
};
