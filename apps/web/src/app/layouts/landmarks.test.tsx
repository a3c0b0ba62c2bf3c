import { catalogs } from '@kontor/domain/i18n/catalogs';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import { CREATE_COMPANY_PATH } from '../guards';
import AuthenticatedFrame from './authenticated-layout';
import { LoginLayout } from './login-layout';
import { RootLayout } from './root-layout';

// Every frame gives its page one main landmark (focused on a new page, ui/focus.ts finds it as
// #main), one h1, and no content outside the landmarks (axe: landmark-no-duplicate-main,
// page-has-heading-one, region).

const en = catalogs.en;

setUpScreenTests();
beforeEach(() => stubServer({}));

const inFrame = (path: string) =>
  renderScreen(
    [{ element: <RootLayout />, children: [{ element: <AuthenticatedFrame />, children: [{ path, element: <h2>Page</h2> }] }] }],
    path,
  );

describe('the page frames', () => {
  it('give the company creation one main, #main, and one h1', async () => {
    inFrame(CREATE_COMPANY_PATH);
    await screen.findByRole('heading', { name: 'Page' });
    const mains = screen.getAllByRole('main');
    expect(mains).toHaveLength(1);
    expect(mains[0]!.id).toBe('main');
    expect(mains[0]!.getAttribute('tabindex')).toBe('-1');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([en.common.appName]);
  });

  it('title a page with the menu by an h1 also without a company (the demo)', async () => {
    inFrame('/vehicles');
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([en.shell.defaultTitle]);
  });

  it('put the guest pages’ top bar with the app’s name into a banner', async () => {
    renderScreen(
      [
        {
          element: <RootLayout />,
          children: [{ element: <LoginLayout />, children: [{ path: '/login', element: <h1>Log in</h1> }] }],
        },
      ],
      '/login',
    );
    await screen.findByRole('heading', { name: 'Log in' });
    expect(within(screen.getByRole('banner')).getByText(en.common.appName)).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
