import { TERMS_VERSION } from '@kontor/domain/terms-version';
import { screen } from '@testing-library/react';
import { legalTexts } from '@kontor/domain/i18n/legal.i18n';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import { ImpressumPage } from './impressum-page';
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
          legal_notice: {
            name: 'Beispiel Software GmbH',
            address: 'Hauptstraße 5, 10115 Berlin',
            email: 'hilfe@autohaus.example',
            phone: '+49 30 987654',
            vat_id: 'DE136695976',
          },
        },
      },
    },
  });
});

const routes = [
  { path: '/terms', element: <TermsPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/impressum', element: <ImpressumPage /> },
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

  it('show the legal notice with the operator’s name, address, contact and VAT id, each as the settings give it', async () => {
    const texts = legalTexts.en.impressum;
    renderScreen(routes, '/impressum');
    expect(screen.getByRole('heading', { level: 1, name: 'Legal notice' })).toBeTruthy();
    expect(await screen.findByText('Beispiel Software GmbH')).toBeTruthy();
    expect(screen.getByText('Hauptstraße 5, 10115 Berlin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hilfe@autohaus.example' }).getAttribute('href')).toBe(
      'mailto:hilfe@autohaus.example',
    );
    expect(screen.getByRole('link', { name: '+49 30 987654' }).getAttribute('href')).toBe('tel:+4930987654');
    expect(screen.getByText('DE136695976')).toBeTruthy();
    expect(screen.getByText(texts.vatId)).toBeTruthy();
    expect(screen.queryByText(texts.missing)).toBeNull();
  });

  it('say plainly that the operator’s details are missing rather than show made-up ones', async () => {
    stubServer({
      '/api/support': {
        status: 200,
        body: {
          data: {
            email: 'support@kontor.local',
            phone: '+49 30 1234567',
            operator_name: 'Kontor',
            operator_address: null,
            privacy_email: 'support@kontor.local',
            legal_notice: null,
          },
        },
      },
    });
    renderScreen(routes, '/impressum');
    expect(await screen.findByText(legalTexts.en.impressum.missing)).toBeTruthy();
    expect(screen.queryByText('support@kontor.local')).toBeNull();
    expect(screen.queryByText(legalTexts.en.impressum.vatId)).toBeNull();
  });
});
