import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerifiedEmailGate } from '../../app/guards';
import { restoreSession } from '../../app/session';
import { writeTokens } from '../../app/token-store';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import DemoExplanation from './demo-explanation';

// The demo version (an unverified e-mail) on a page that needs stored data: one explanation with
// the way out, never the server's 403 turned into the error page.

const me = (status: 'UNVERIFIED' | 'VERIFIED') => ({
  id: 'u1',
  public_id: 'K-1',
  email: 'new@example.com',
  phone: '+491512345678',
  first_name: null,
  last_name: null,
  birth_date: null,
  gender: 'MALE',
  status,
  company:
    status === 'VERIFIED' ? { id: 'c1', legal_name: 'Autohaus', status: 'VERIFIED', used_storage: 0, storage_size: 1 } : null,
  is_subscribed_to_paid_plan: false,
  is_free_trial_plan: false,
  subscription_end_day: null,
  locale: 'en',
});

async function openAs(status: 'UNVERIFIED' | 'VERIFIED', path: string) {
  const calls = stubServer({
    '/api/auth/me': { status: 200, body: { data: me(status) } },
    '/api/auth/resend-email-verification': { status: 200, body: { data: null } },
  });
  writeTokens({ token: 'token', refreshToken: 'refresh', expiresIn: 3600 }, false);
  await restoreSession();
  const router = renderScreen(
    [
      {
        element: <VerifiedEmailGate explanation={<DemoExplanation />} />,
        children: [
          { path: '/customers', element: <p>customer list</p> },
          { path: '/vehicles', element: <p>vehicle list</p> },
        ],
      },
    ],
    path,
  );
  return { calls, router };
}

setUpScreenTests();

describe('the demo version on a page that needs a verified e-mail', () => {
  it('explains instead of showing the page, resends the mail and leads to the sample vehicles', async () => {
    const { calls, router } = await openAs('UNVERIFIED', '/customers');
    // The explanation is its own chunk: loading it the first time takes a moment.
    expect(
      await screen.findByRole('heading', { name: 'Available once your e-mail address is verified' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.queryByText('customer list')).toBeNull();
    expect(router.state.location.pathname).toBe('/customers');
    fireEvent.click(screen.getByRole('button', { name: 'Resend the e-mail' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/auth/resend-email-verification')?.body).toEqual({
        email: 'new@example.com',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'View the sample vehicles' }));
    expect(await screen.findByText('vehicle list')).toBeTruthy();
  }, 30_000);

  it('shows the page itself to a verified user', async () => {
    await openAs('VERIFIED', '/customers');
    expect(await screen.findByText('customer list')).toBeTruthy();
  });
});
