import { catalogs } from '@kontor/domain/i18n/catalogs';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import { ErrorsLayout } from './errors-layout';
import { LoginLayout } from './login-layout';
import { RootLayout } from './root-layout';

// The legal notice (§ 5 DDG) is one click away from every page open to visitors: the guest pages
// (login, registration, recovery) and the plain frame of the error and legal pages.

const en = catalogs.en;

setUpScreenTests();
beforeEach(() => stubServer({}));

const inLayout = (layout: React.ReactNode, path: string) =>
  renderScreen(
    [{ element: <RootLayout />, children: [{ element: layout, children: [{ path, element: <h1>Page</h1> }] }] }],
    path,
  );

describe('the legal notice link', () => {
  it('is in the footer of the guest pages', async () => {
    inLayout(<LoginLayout />, '/login');
    await screen.findByRole('heading', { name: 'Page' });
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: en.shell.legalNotice });
    expect(link.getAttribute('href')).toBe('/impressum');
  });

  it('is in the footer of the error and legal pages', async () => {
    inLayout(<ErrorsLayout />, '/terms');
    await screen.findByRole('heading', { name: 'Page' });
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: en.shell.legalNotice });
    expect(link.getAttribute('href')).toBe('/impressum');
  });
});
