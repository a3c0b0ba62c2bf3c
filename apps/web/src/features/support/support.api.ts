import type { Answer } from '@kontor/domain/api-types';
import type { SupportMessage } from '@kontor/domain/support';
import { api } from '../../app/api-client';

// The dialog shows its own failures (on the fields, or as a notification) and is open on every
// page, also to visitors: no global notification, no redirect.
export const supportApi = {
  sendMessage: (body: SupportMessage) =>
    api<Answer<'supportSendMessage'>>('/api/user/support/message', { method: 'POST', body, notify: false, redirect: false }),
};
