import type { EmailTokenAnswer } from '@kontor/domain/accounts';
import { api } from '../api-client';

// The two e-mail verification calls that the shell's banner, the login page and the demo version
// share. Each screen shows its own failures, so the client's notification and redirects stay off.
export const emailVerificationApi = {
  // A guest call: no token, and a 401 never triggers the refresh-and-logout.
  resendVerification: (email: string) =>
    api<unknown>('/api/auth/resend-email-verification', {
      notify: false,
      redirect: false,
      auth: false,
      method: 'POST',
      body: { email },
    }),
  // The code box also sits in the banner of a logged-in user, whom the server knows by the token.
  verifyCode: (body: { code: string; email?: string }) =>
    api<EmailTokenAnswer>('/api/auth/verify-email-verification-code', { notify: false, redirect: false, method: 'POST', body }),
};
