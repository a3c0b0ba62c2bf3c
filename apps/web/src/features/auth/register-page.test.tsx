import { TERMS_VERSION } from '@kontor/domain/terms-version';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import RegisterPage from './register-page';

setUpScreenTests();

function renderRegister(answers: Record<string, Answer>) {
  const calls = stubServer(answers);
  const router = renderScreen(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/vehicles', element: <p>vehicles</p> },
    ],
    '/register',
  );
  return { calls, router };
}

async function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'new@example.com' } });
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '1512345678' } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('RegisterPage', () => {
  it('links the terms of use and the privacy policy, each opening in a new tab', () => {
    renderRegister({});
    const terms = screen.getByRole('link', { name: /terms of use/ });
    const privacy = screen.getByRole('link', { name: /privacy policy/ });
    expect([terms.getAttribute('href'), terms.getAttribute('target')]).toEqual(['/terms', '_blank']);
    expect([privacy.getAttribute('href'), privacy.getAttribute('target')]).toEqual(['/privacy', '_blank']);
  });

  it('sends the version of the terms it agreed to', async () => {
    const { calls, router } = renderRegister({
      '/api/auth/register': { status: 201, body: { data: { token: 'a', refresh_token: 'r', expires_in: 3600 } } },
      '/api/auth/me': { status: 401, body: { error: { code: '401' } } },
    });
    await fillAndSubmit();
    await waitFor(() => expect(calls.find((call) => call.path === '/api/auth/register')).toBeTruthy());
    expect(calls.find((call) => call.path === '/api/auth/register')?.body).toMatchObject({
      agree_to_terms: true,
      terms_version: TERMS_VERSION,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/vehicles'));
  });

  it('shows an undeliverable address (9138) on the e-mail field', async () => {
    renderRegister({
      '/api/auth/register': { status: 422, body: { error: { code: '9138', message: 'x', fields: { email: '9138' } } } },
    });
    await fillAndSubmit();
    expect(await screen.findByText('Undeliverable e-mail')).toBeTruthy();
  });
});
