import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { restoreSession } from '../session';
import { writeTokens } from '../token-store';
import { NotificationBanner } from './notification-banner';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';

// The documents banner of issue 11: what is missing, that they are being checked, why one was rejected.

const me = (status: string) => ({
  id: 'u1',
  public_id: 'K-1',
  email: 'dealer@example.com',
  phone: '+491512345678',
  first_name: 'Jürgen',
  last_name: 'Müller',
  birth_date: '1980-05-17',
  gender: 'MALE',
  status: 'VERIFIED',
  company: { id: 'c1', legal_name: 'Autohaus Beispiel', status, used_storage: 0, storage_size: 1 },
  is_subscribed_to_paid_plan: false,
  is_free_trial_plan: true,
  subscription_end_day: '2026-12-31',
  locale: 'en',
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
