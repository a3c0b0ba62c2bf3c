import { catalogs } from '@kontor/domain/i18n/catalogs';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { unsetOperatorAnswer } from '../../test/operator.fixture';
import { renderWithProviders, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import ContactSupportModal from './contact-support-modal';

setUpScreenTests();

const texts = catalogs.en.shell.support;
const answer = (data: object) => ({
  '/api/support': {
    status: 200,
    body: { data: { privacy_email: null, operator: unsetOperatorAnswer, legal_notice: null, ...data } },
  },
});

describe('the contact support dialog', () => {
  it('shows the support e-mail and phone the operator set', async () => {
    stubServer(answer({ email: 'hilfe@kontor.example', phone: '+49 30 987654' }));
    renderWithProviders(<ContactSupportModal isOpen setOpen={() => undefined} />);
    expect((await screen.findByRole('link', { name: 'hilfe@kontor.example' })).getAttribute('href')).toBe(
      'mailto:hilfe@kontor.example',
    );
    expect(screen.getByRole('link', { name: '+49 30 987654' }).getAttribute('href')).toBe('tel:+4930987654');
  });

  it('leaves out a phone the operator has not set', async () => {
    stubServer(answer({ email: 'hilfe@kontor.example', phone: null }));
    renderWithProviders(<ContactSupportModal isOpen setOpen={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'hilfe@kontor.example' })).toBeTruthy();
    expect(screen.queryByText(texts.phone)).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('says that no support address is set up rather than show a made-up one', async () => {
    stubServer(answer({ email: null, phone: null }));
    renderWithProviders(<ContactSupportModal isOpen setOpen={() => undefined} />);
    expect(await screen.findByText(texts.notSetUp)).toBeTruthy();
    expect(screen.queryByText(texts.email)).toBeNull();
    expect(screen.queryByText(texts.phone)).toBeNull();
    expect(screen.queryByText(texts.loginToWrite)).toBeNull();
  });
});
