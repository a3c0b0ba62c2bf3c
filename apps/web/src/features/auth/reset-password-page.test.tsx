import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import ResetPasswordPage from './reset-password-page';

setUpScreenTests();

function renderPage(entry: string, answers: Record<string, Answer>) {
  const calls = stubServer(answers);
  const router = renderScreen(
    [
      { path: '/login/reset-password', element: <ResetPasswordPage /> },
      { path: '/login/reset-password/reset-failed', element: <p>reset failed</p> },
      { path: '/login/reset-password/:token', element: <ResetPasswordPage /> },
      { path: '/errors/reset-password-expired', element: <p>expired</p> },
      { path: '/', element: <p>home</p> },
    ],
    entry,
  );
  return { calls, router };
}

const ok = { status: 200, body: { data: null } };

describe('ResetPasswordPage', () => {
  it('asks for a link and confirms it was sent, without saying whether the address exists', async () => {
    const { calls } = renderPage('/login/reset-password', { '/api/auth/recovery': ok });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'dealer@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Reset link sent')).toBeTruthy();
    expect(screen.getByText('Please check your inbox')).toBeTruthy();
    expect(calls).toEqual([{ path: '/api/auth/recovery', body: { email: 'dealer@example.com' } }]);
  });

  it('validates the token first; the form is disabled until then', async () => {
    const { calls } = renderPage('/login/reset-password/tok?email=dealer%40example.com', {
      '/api/auth/check-password-token': ok,
    });
    expect(screen.getByRole('button', { name: 'Save password' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save password' }).hasAttribute('disabled')).toBe(false));
    expect(screen.getByText('Choose a new password for dealer@example.com.')).toBeTruthy();
    expect(calls[0]).toEqual({ path: '/api/auth/check-password-token', body: { token: 'tok', email: 'dealer@example.com' } });
  });

  it('opens the expired page for a spent or expired token', async () => {
    const { router } = renderPage('/login/reset-password/old?email=dealer%40example.com', {
      '/api/auth/check-password-token': { status: 422, body: { error: { code: '5004', message: 'expired' } } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/errors/reset-password-expired'));
  });

  it('opens the reset-failed page when the reset itself fails', async () => {
    const { router } = renderPage('/login/reset-password/tok?email=dealer%40example.com', {
      '/api/auth/check-password-token': ok,
      '/api/auth/password-reset': { status: 422, body: { error: { code: '5004', message: 'used' } } },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save password' }).hasAttribute('disabled')).toBe(false));
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Neues!Passwort3' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Neues!Passwort3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/reset-password/reset-failed'));
  });
});
