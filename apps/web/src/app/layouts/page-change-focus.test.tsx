import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, Navigate, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import { SAME_PAGE } from '../use-page-change-focus';
import AuthenticatedFrame from './authenticated-layout';
import { LoginLayout } from './login-layout';
import { RootLayout } from './root-layout';

// A new page starts at its top with focus on its main region, as a page the browser loads would;
// a new query (a list's filters) changes neither. At 375 px (no media query matches here) the
// back-to-top button keeps room under the last control.

const en = catalogs.en;

setUpScreenTests();

let scrolled: ReturnType<typeof vi.fn>;
beforeEach(() => {
  stubServer({});
  scrolled = vi.fn();
  vi.stubGlobal('scrollTo', scrolled);
});

/** Follows a link as a keyboard user does: focus on it, Enter. */
function press(link: HTMLElement) {
  link.focus();
  fireEvent.keyDown(link, { key: 'Enter', code: 'Enter' });
  fireEvent.click(link);
}

const pages: RouteObject[] = [
  { path: '/', element: <Navigate to="/vehicles/new" replace /> },
  {
    path: '/vehicles/new',
    element: (
      <>
        <h2>New vehicle</h2>
        <Link to="/vehicles/upload">Save</Link>
        <Link to="/vehicles/v1" state={SAME_PAGE}>
          Same page
        </Link>
      </>
    ),
  },
  {
    path: '/vehicles/upload',
    element: (
      <>
        <h2>Upload</h2>
        <Link to="/vehicles/upload?page=2">Next page</Link>
        <Link to="/vehicles/typed">Type</Link>
      </>
    ),
  },
  { path: '/vehicles/typed', element: <input aria-label="Typed" autoFocus /> },
  { path: '/vehicles/v1', element: <h2>Vehicle</h2> },
  { path: '/customers', element: <h2>Customers</h2> },
];

function renderApp(entry: string) {
  return renderScreen([{ element: <RootLayout />, children: [{ element: <AuthenticatedFrame />, children: pages }] }], entry);
}

const main = () => screen.getByRole('main');

describe('a new page', () => {
  it('starts at the top with focus on the main region; a new query keeps scroll and focus', async () => {
    const router = renderApp('/vehicles/new');
    press(await screen.findByRole('link', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Upload' });
    await waitFor(() => expect(document.activeElement).toBe(main()));
    expect(main().id).toBe('main');
    expect(scrolled).toHaveBeenCalledWith(0, 0);

    scrolled.mockClear();
    const next = screen.getByRole('link', { name: 'Next page' });
    press(next);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(document.activeElement).toBe(next);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('leaves focus where the new page put it itself', async () => {
    renderApp('/vehicles/upload');
    press(await screen.findByRole('link', { name: 'Type' }));
    const typed = await screen.findByRole('textbox', { name: 'Typed' });
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith(0, 0));
    expect(document.activeElement).toBe(typed);
  });

  it('does nothing on the first load, its redirects included, nor when the page only takes a new URL', async () => {
    const router = renderApp('/');
    await screen.findByRole('heading', { name: 'New vehicle' });
    expect(router.state.location.pathname).toBe('/vehicles/new');
    expect(document.activeElement).toBe(document.body);
    const same = screen.getByRole('link', { name: 'Same page' });
    press(same);
    await screen.findByRole('heading', { name: 'Vehicle' });
    expect(scrolled).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(main());
  });

  it('is found by a keyboard user on the guest pages too', async () => {
    renderScreen(
      [
        {
          element: <RootLayout />,
          children: [
            {
              element: <LoginLayout />,
              children: [
                { path: '/login', element: <Link to="/login/reset-password">Forgot</Link> },
                { path: '/login/reset-password', element: <h1>Reset</h1> },
              ],
            },
          ],
        },
      ],
      '/login',
    );
    press(await screen.findByRole('link', { name: 'Forgot' }));
    await screen.findByRole('heading', { name: 'Reset' });
    await waitFor(() => expect(document.activeElement).toBe(main()));
    expect(scrolled).toHaveBeenCalledWith(0, 0);
  });

  it('takes focus from the menu drawer on a narrow screen, which does not give it back to its burger', async () => {
    renderApp('/vehicles/upload');
    press(await screen.findByRole('button', { name: en.shell.menu.open }));
    const drawer = await screen.findByRole('dialog');
    press(await within(drawer).findByText(en.shell.menu.customers));
    await waitFor(() => expect(document.activeElement).toBe(main()));
    // Once the drawer's closing motion has ended (here: its deadline passed), focus is still on the page.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(document.activeElement).toBe(main());
  });
});

describe('the back-to-top button at 375 px', () => {
  it('keeps room under the page’s last control: the main region ends below the button', async () => {
    // jsdom does not scroll: the window reads as scrolled 2000 px down, and the button shows.
    const offset = Object.getOwnPropertyDescriptor(window, 'pageYOffset')!;
    Object.defineProperty(window, 'pageYOffset', { value: 2000, configurable: true });
    try {
      renderApp('/vehicles/upload');
      const button = await screen.findByRole('button', { name: en.shell.header.backToTop });
      const floatsAt = Number.parseFloat(button.style.bottom);
      // antd draws it 40 px high.
      expect(Number.parseFloat(main().style.paddingBottom)).toBeGreaterThanOrEqual(floatsAt + 40);
    } finally {
      Object.defineProperty(window, 'pageYOffset', offset);
    }
  });
});
