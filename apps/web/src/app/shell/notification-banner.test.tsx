import { addDays, todayInBerlin } from '@kontor/domain/business-calendar';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { cleanup as cleanupScreen, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { restoreSession } from '../session';
import { writeTokens } from '../token-store';
import { NotificationBanner, trialState } from './notification-banner';
import { renderScreen, setUpScreenTests, stubServer, wireMe } from '../../test/screen-test-kit';

// The documents banner: what is missing, that they are being checked, why one was rejected.

const me = (status: string) =>
  wireMe({
    company: { id: 'c1', legal_name: 'Autohaus Beispiel', status, used_storage: 0, storage_size: 1 },
    subscription_end_day: '2026-12-31',
  });

const document = (type: string, status: string, reason: string | null = null) => ({ type, status, reason, files: [] });

async function showBanner(status: string, documents: unknown[]) {
  stubServer({
    '/api/auth/me': { status: 200, body: { data: me(status) } },
    '/api/user/company/documents': { status: 200, body: { data: documents } },
  });
  writeTokens({ token: 'token', refreshToken: 'refresh', expiresIn: 3600 }, false);
  await restoreSession();
  renderScreen([{ path: '/', element: <NotificationBanner /> }], '/');
}

setUpScreenTests();

describe('NotificationBanner: company documents', () => {
  it('names the missing documents of an unverified company, even when one is already uploaded', async () => {
    await showBanner('UNVERIFIED', [
      document('COMPANY_LOGO', 'UNVERIFIED'),
      document('OWNER_PASSPORT', 'VERIFYING'),
      document('BUSINESS_REGISTRATION', 'UNVERIFIED'),
      document('TRADE_REGISTER', 'UNVERIFIED'),
    ]);
    expect(
      await screen.findByText(
        'Some of your company documents are still missing: Company logo, Business registration, Trade register extract.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/rejected/i)).toBeNull();
    expect(screen.getByRole('button', { name: 'Provide documents' })).toBeTruthy();
  });

  it('says the documents are being checked and asks for nothing more', async () => {
    await showBanner('VERIFYING', [
      document('COMPANY_LOGO', 'VERIFIED'),
      document('OWNER_PASSPORT', 'VERIFYING'),
      document('BUSINESS_REGISTRATION', 'VERIFIED'),
      document('TRADE_REGISTER', 'VERIFYING'),
    ]);
    expect(
      await screen.findByText('Your documents are complete and are being checked. We will let you know by e-mail.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Provide documents' })).toBeNull();
  });

  it("shows the operator's reason for a rejected document", async () => {
    await showBanner('REJECTED', [
      document('COMPANY_LOGO', 'VERIFIED'),
      document('OWNER_PASSPORT', 'VERIFIED'),
      document('BUSINESS_REGISTRATION', 'UNVERIFIED'),
      document('TRADE_REGISTER', 'REJECTED', 'Extract older than 6 months'),
    ]);
    expect(await screen.findByText('A document of your company was rejected. Please upload it again.')).toBeTruthy();
    expect(await screen.findByText('Trade register extract – reason: Extract older than 6 months')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Provide documents' })).toBeTruthy();
  });
});

// The trial banner: a free trial expiring or expired offers a subscribe button.

const banner = catalogs.en.subscriptions.banner;
const today = todayInBerlin();

type Trial = {
  companyStatus?: string;
  subscribed?: boolean;
  endDay: string | null;
  userStatus?: string;
  subscriptionEnded?: boolean;
};

async function showTrial(
  { companyStatus = 'VERIFIED', subscribed = false, endDay, userStatus = 'VERIFIED', subscriptionEnded = false }: Trial,
  path = '/',
) {
  stubServer({
    '/api/auth/me': {
      status: 200,
      body: {
        data: {
          ...me(companyStatus),
          status: userStatus,
          is_subscribed_to_paid_plan: subscribed,
          is_free_trial_plan: !subscribed && endDay !== null && endDay >= today,
          subscription_end_day: endDay,
          subscription_ended: subscriptionEnded,
        },
      },
    },
    '/api/user/company/documents': { status: 200, body: { data: [] } },
  });
  writeTokens({ token: 'token', refreshToken: 'refresh', expiresIn: 3600 }, false);
  await restoreSession();
  return renderScreen(
    [
      { path: '/', element: <NotificationBanner /> },
      { path: '/settings/subscriptions', element: <NotificationBanner /> },
    ],
    path,
  );
}

describe('NotificationBanner: free trial', () => {
  it('counts the last days of the trial and leads to the subscriptions page', async () => {
    const router = await showTrial({ endDay: addDays(today, 3) });
    expect(await screen.findByText(banner.expiring_other.replace('{count}', '3'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: banner.subscribe }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/subscriptions'));
  });

  it('says when the trial ends today', async () => {
    await showTrial({ endDay: today });
    expect(await screen.findByText(banner.expiringToday)).toBeTruthy();
  });

  it('says that an expired trial leaves the data readable only', async () => {
    await showTrial({ endDay: addDays(today, -1) });
    expect(await screen.findByText(banner.expired)).toBeTruthy();
    expect(screen.getByRole('button', { name: banner.subscribe })).toBeTruthy();
  });

  it('says that a canceled subscription has ended, not a trial', async () => {
    await showTrial({ endDay: addDays(today, -1), subscriptionEnded: true });
    expect(await screen.findByText(banner.subscriptionEnded)).toBeTruthy();
    expect(screen.queryByText(banner.expired)).toBeNull();
  });

  it('puts a trial that has ended or ends within a week before the company documents, and the documents before a longer trial', async () => {
    await showTrial({ endDay: addDays(today, -2), companyStatus: 'VERIFYING' });
    expect(await screen.findByText(banner.expired)).toBeTruthy();
    expect(screen.queryByTestId('company-documents-banner')).toBeNull();
    cleanupScreen();
    await showTrial({ endDay: addDays(today, 2), companyStatus: 'VERIFYING' });
    expect(await screen.findByText(banner.expiring_other.replace('{count}', '2'))).toBeTruthy();
    expect(screen.queryByTestId('company-documents-banner')).toBeNull();
    cleanupScreen();
    await showTrial({ endDay: addDays(today, 20), companyStatus: 'VERIFYING' });
    expect(await screen.findByTestId('company-documents-banner')).toBeTruthy();
    expect(screen.queryByTestId('trial-banner')).toBeNull();
  });

  it('shows nothing to a subscriber, to a trial with more than a week to go, or on the subscriptions page', async () => {
    await showTrial({ endDay: addDays(today, -3), subscribed: true });
    await waitFor(() => expect(screen.queryByTestId('trial-banner')).toBeNull());
    cleanupScreen();
    await showTrial({ endDay: addDays(today, 8) });
    await waitFor(() => expect(screen.queryByTestId('trial-banner')).toBeNull());
    cleanupScreen();
    await showTrial({ endDay: addDays(today, -1) }, '/settings/subscriptions');
    await waitFor(() => expect(screen.queryByTestId('trial-banner')).toBeNull());
  });

  it('does not ask for the company documents on the subscriptions page once the trial has ended (their upload is refused)', async () => {
    await showTrial({ endDay: addDays(today, 3), companyStatus: 'UNVERIFIED' }, '/settings/subscriptions');
    expect(await screen.findByTestId('company-documents-banner')).toBeTruthy();
    cleanupScreen();
    await showTrial({ endDay: addDays(today, -1), companyStatus: 'UNVERIFIED' }, '/settings/subscriptions');
    // The session is restored before the render: a banner would be there at once.
    expect(screen.queryByTestId('company-documents-banner')).toBeNull();
    expect(screen.queryByTestId('trial-banner')).toBeNull();
  });

  it('decides from the user alone', () => {
    const user = {
      status: 'VERIFIED' as const,
      company: { id: 'c1', legalName: 'A', smallBusiness: false, status: 'VERIFIED' as const, usedStorage: 0, storageSize: 1 },
      isSubscribedToPaidPlan: false,
    };
    expect(trialState({ ...user, subscriptionEndDay: '2026-03-10' }, '2026-03-03')).toEqual({ kind: 'expiring', daysLeft: 7 });
    expect(trialState({ ...user, subscriptionEndDay: '2026-03-11' }, '2026-03-03')).toBeNull();
    expect(trialState({ ...user, subscriptionEndDay: '2026-03-02' }, '2026-03-03')).toEqual({ kind: 'expired' });
    expect(trialState({ ...user, subscriptionEndDay: null }, '2026-03-03')).toBeNull();
    expect(trialState({ ...user, company: null, subscriptionEndDay: '2026-03-02' }, '2026-03-03')).toBeNull();
    expect(trialState({ ...user, status: 'UNVERIFIED', subscriptionEndDay: '2026-03-02' }, '2026-03-03')).toBeNull();
  });
});
