import type {
  AccountDetailsInput,
  CheckEmailAnswer,
  CheckEmailTokenAnswer,
  ChangePasswordInput,
  LoginInput,
  PasswordResetInput,
  RegisterInput,
  TokenPair,
  UserDetailsInput,
  UserSession,
} from '@kontor/domain/accounts';
import { api, type ApiOptions } from '../../app/api-client';

// The authentication and account calls that the screens make (the two e-mail
// verification calls, which the shell's banner shares, are in app/shell); bodies in camelCase,
// the api client turns them into snake_case on the wire. Every screen shows its own failures (on
// the field, or as a notification), so the client's global notification and redirects stay off;
// the guest calls also carry no token and never trigger the refresh-and-logout of a 401.
const guest: ApiOptions = { notify: false, redirect: false, auth: false };
// The logged-in user's own calls carry the token.
const user: ApiOptions = { notify: false, redirect: false };

export const authApi = {
  register: (body: RegisterInput) => api<TokenPair>('/api/auth/register', { ...guest, method: 'POST', body }),
  login: (body: LoginInput) => api<TokenPair>('/api/auth/login', { ...guest, method: 'POST', body }),
  checkEmail: (email: string) =>
    api<CheckEmailAnswer>(`/api/auth/check-email/${encodeURIComponent(email)}`, { ...guest, method: 'POST' }),
  checkEmailToken: (token: string) =>
    api<CheckEmailTokenAnswer>(`/api/auth/check-email-token/${encodeURIComponent(token)}`, { ...guest, method: 'POST' }),
  completeAccount: (token: string, body: AccountDetailsInput) =>
    api<TokenPair>(`/api/auth/email-verify/${encodeURIComponent(token)}`, { ...guest, method: 'POST', body }),
  recovery: (email: string) => api<unknown>('/api/auth/recovery', { ...guest, method: 'POST', body: { email } }),
  checkPasswordToken: (body: { token: string; email: string }) =>
    api<unknown>('/api/auth/check-password-token', { ...guest, method: 'POST', body }),
  resetPassword: (body: PasswordResetInput) => api<TokenPair>('/api/auth/password-reset', { ...guest, method: 'POST', body }),
  updateDetails: (body: UserDetailsInput) => api<unknown>('/api/user/details', { ...user, method: 'PUT', body }),
  changePassword: (body: ChangePasswordInput) => api<void>('/api/user/change-password', { ...user, method: 'PUT', body }),
  sessions: () => api<UserSession[]>('/api/user/sessions', user),
  endSession: (id: string) => api<void>(`/api/user/sessions/${encodeURIComponent(id)}`, { ...user, method: 'DELETE' }),
};
