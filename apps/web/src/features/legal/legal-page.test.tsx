import { TERMS_VERSION } from '@kontor/domain/terms-version';
import { screen } from '@testing-library/react';
import { legalTexts } from '@kontor/domain/i18n/legal.i18n';
import { beforeEach, describe, expect, it } from 'vitest';
import { operatorAnswer as operator, unsetOperatorAnswer as unsetOperator } from '../../test/operator.fixture';
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
          privacy_email: 'datenschutz@autohaus.example',
          operator,
          legal_notice: { email: 'hilfe@autohaus.example', phone: '+49 30 987654' },
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
        /operated by Beispiel Software GmbH, Hauptstraße 5, 10115 Berlin; Registered office: Berlin; Register court: Amtsgericht Berlin-Charlottenburg; Register number: HRB 123456 B; Managing directors: Anna Muster, Ben Beispiel .*Contact: hilfe@autohaus\.example\./,
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
        /controller .* is Beispiel Software GmbH, Hauptstraße 5, 10115 Berlin; .*Register number: HRB 123456 B; Managing directors: Anna Muster, Ben Beispiel, e-mail: datenschutz@autohaus\.example\./,
      ),
    ).toBeTruthy();
  });

  it('show the legal notice with the operator’s name, address, representatives, contact, register entry and VAT id, as the settings give them', async () => {
    const texts = legalTexts.en.impressum;
    renderScreen(routes, '/impressum');
    expect(screen.getByRole('heading', { level: 1, name: 'Legal notice' })).toBeTruthy();
    expect(await screen.findByText('Beispiel Software GmbH')).toBeTruthy();
    expect(screen.getByText('Hauptstraße 5, 10115 Berlin')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: texts.representedBy })).toBeTruthy();
    expect(screen.getByText('Managing directors: Anna Muster, Ben Beispiel')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: texts.register })).toBeTruthy();
    expect(screen.getByText('Registered office: Berlin')).toBeTruthy();
    expect(screen.getByText('Register court: Amtsgericht Berlin-Charlottenburg')).toBeTruthy();
    expect(screen.getByText('Register number: HRB 123456 B')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hilfe@autohaus.example' }).getAttribute('href')).toBe(
      'mailto:hilfe@autohaus.example',
    );
    expect(screen.getByRole('link', { name: '+49 30 987654' }).getAttribute('href')).toBe('tel:+4930987654');
    expect(screen.getByText('DE136695976')).toBeTruthy();
    expect(screen.getByText(texts.vatId)).toBeTruthy();
    expect(screen.queryByText(texts.missing)).toBeNull();
  });

  it('show no phone in the legal notice while the operator has set none', async () => {
    stubServer({
      '/api/support': {
        status: 200,
        body: {
          data: {
            email: 'hilfe@autohaus.example',
            phone: null,
            privacy_email: 'hilfe@autohaus.example',
            operator,
            legal_notice: { email: 'hilfe@autohaus.example', phone: null },
          },
        },
      },
    });
    renderScreen(routes, '/impressum');
    const texts = legalTexts.en.impressum;
    expect(await screen.findByText('Managing directors: Anna Muster, Ben Beispiel')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hilfe@autohaus.example' })).toBeTruthy();
    expect(screen.queryByText(new RegExp(`${texts.phone}:`))).toBeNull();
    expect(screen.queryByRole('link', { name: /^\+49/ })).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('say plainly that the operator’s details are missing rather than show made-up ones', async () => {
    stubServer({
      '/api/support': {
        status: 200,
        body: { data: { email: null, phone: null, privacy_email: null, operator: unsetOperator, legal_notice: null } },
      },
    });
    renderScreen(routes, '/impressum');
    expect(await screen.findByText(legalTexts.en.impressum.missing)).toBeTruthy();
    expect(screen.queryByText(legalTexts.en.impressum.vatId)).toBeNull();
    expect(screen.queryByText(legalTexts.en.impressum.representedBy)).toBeNull();
  });

  it('say in the privacy policy that no address is given rather than make one up', async () => {
    stubServer({
      '/api/support': {
        status: 200,
        body: { data: { email: null, phone: null, privacy_email: null, operator: unsetOperator, legal_notice: null } },
      },
    });
    renderScreen(routes, '/privacy');
    expect(
      await screen.findByText(new RegExp(`is Kontor, e-mail: \\${legalTexts.en.common.unset.slice(0, -1)}\\)\\.`)),
    ).toBeTruthy();
  });
});
