import { TERMS_VERSION } from '@kontor/domain/terms-version';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import { PrivacyPage, TermsPage } from './legal-page';

setUpScreenTests();
beforeEach(() => {
  stubServer({
    '/api/support': {
      status: 200,
      body: {
        data: {
          email: 'hilfe@autohaus.example',
          phone: '+49 30 987654',
          operator_name: 'Beispiel Software GmbH',
          operator_address: 'Hauptstraße 5, 10115 Berlin',
          privacy_email: 'datenschutz@autohaus.example',
        },
      },
    },
  });
});

const routes = [
  { path: '/terms', element: <TermsPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
];

describe('legal pages', () => {
  it('show the terms with their version and date, every section in order, and link the privacy policy', async () => {
    renderScreen(routes, '/terms');
    expect(
      await screen.findByText(
        /operated by Beispiel Software GmbH, Hauptstraße 5, 10115 Berlin .*Contact: hilfe@autohaus\.example\./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy();
    expect(screen.getByText(`Version ${TERMS_VERSION}, effective from 1 November 2026`)).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe('1. Provider and scope');
    expect(headings.at(-1)).toBe('11. Final provisions');
    expect(screen.getByRole('link', { name: 'Read the privacy policy' }).getAttribute('href')).toBe('/privacy');
  });

  it('show the privacy policy with the processing on behalf under Art. 28 GDPR and the installation’s controller', async () => {
    renderScreen(routes, '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: /Art\. 28 GDPR/ })).toBeTruthy();
    expect(
      screen.getByText(
        /controller .* is Beispiel Software GmbH, Hauptstraße 5, 10115 Berlin, e-mail: datenschutz@autohaus\.example\./,
      ),
    ).toBeTruthy();
  });
});
