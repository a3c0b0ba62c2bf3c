import { catalogs } from '@kontor/domain/i18n/catalogs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InitialEntry } from 'react-router';
import { type Answer, renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import LoginPage from './login-page';

setUpScreenTests();

const en = catalogs.en;

const me = {
  id: 'u1',
  public_id: 'K-1',
  email: 'dealer@example.com',
  phone: '+491512345678',
  first_name: 'Anna',
  last_name: 'Berg',
  birth_date: '1980-01-01',
  gender: 'FEMALE',
  status: 'VERIFIED',
  company: null,
  is_subscribed_to_paid_plan: false,
  is_free_trial_plan: true,
  subscription_end_day: '2026-12-31',
  locale: 'en',
};

function renderLogin(answers: Record<string, Answer>, entry: InitialEntry = '/login') {
  const calls = stubServer(answers);
  const router = renderScreen(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>home</p> },
      { path: '/customers', element: <p>customers</p> },
      { path: '/create-account', element: <p>completion</p> },
    ],
    entry,
  );
  return { calls, router };
}

const tokens = { data: { token: 'access', refresh_token: 'refresh', expires_in: 3600 } };

async function enterEmail(email: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('LoginPage', () => {
  it('names the browser tab after the page, and gives the name back when the page goes', async () => {
    renderLogin({});
    await waitFor(() => expect(document.title).toBe(`${en.auth.login.title} · ${en.common.appName}`));
    cleanup();
    expect(document.title).toBe(en.common.appName);
  });

  it('asks for the password of a verified (or unknown) address, then logs in and follows ?redirect=', async () => {
    const { calls, router } = renderLogin(
      {
        '/api/auth/check-email/': { status: 200, body: { data: { unverified: false } } },
        '/api/auth/login': { status: 200, body: tokens },
        '/api/auth/me': { status: 200, body: { data: me } },
      },
      '/login?redirect=%2Fcustomers',
    );
    await enterEmail('Dealer@Example.com ');
    const password = await screen.findByLabelText('Password');
    fireEvent.change(password, { target: { value: 'Secret!123' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(calls.filter((call) => call.path.startsWith('/api/auth/check-email/'))).toHaveLength(1);
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      email: 'dealer@example.com',
      password: 'Secret!123',
      remember_me: true,
    });
    // Remember-me keeps the session in local storage.
    expect(localStorage.getItem('kontor.rememberMe')).toBe('true');
  });

  it('lands on the dashboard (/) after the login when no page asked for it', async () => {
    const { router } = renderLogin({
      '/api/auth/check-email/': { status: 200, body: { data: { unverified: false } } },
      '/api/auth/login': { status: 200, body: tokens },
      '/api/auth/me': { status: 200, body: { data: me } },
    });
    await enterEmail('dealer@example.com');
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Secret!123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('says the session ended when the app sent the dealer here for that, and only then', async () => {
    renderLogin({}, { pathname: '/login', search: '?redirect=%2Fcustomers', state: { sessionEnded: true } });
    expect(await screen.findByText(en.auth.login.sessionEnded)).toBeTruthy();
    cleanup();
    renderLogin({});
    await screen.findByRole('button', { name: 'Continue' });
    expect(screen.queryByText(en.auth.login.sessionEnded)).toBeNull();
  });

  it('shows 4004 on the password field and stays on the page', async () => {
    const { router } = renderLogin({
      '/api/auth/check-email/': { status: 200, body: { data: { unverified: false } } },
      '/api/auth/login': { status: 422, body: { error: { code: '4004', message: 'wrong', fields: { password: '4004' } } } },
    });
    await enterEmail('dealer@example.com');
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Wrong!123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('E-mail or password is wrong')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('offers the code box and a resend link instead of the password for an unverified address', async () => {
    const { calls } = renderLogin({
      '/api/auth/check-email/': { status: 200, body: { data: { unverified: true } } },
      '/api/auth/resend-email-verification': { status: 200, body: { data: null } },
    });
    await enterEmail('new@example.com');
    expect(await screen.findByText('This e-mail address is not verified yet. Enter the code from our e-mail.')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByLabelText('Verification code')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend the e-mail' }));
    expect(await screen.findByText('Email verification link successfully sent')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/resend-email-verification')?.body).toEqual({ email: 'new@example.com' });
  });

  it('checks the address before asking the server', async () => {
    const { calls } = renderLogin({});
    await enterEmail('not-an-address');
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
