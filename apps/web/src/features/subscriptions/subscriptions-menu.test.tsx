import { catalogs } from '@kontor/domain/i18n/catalogs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { restoreSession } from '../../app/session';
import { SideMenu } from '../../app/shell/side-menu';
import { writeTokens } from '../../app/token-store';
import { renderScreen, setUpScreenTests, stubServer, wireMe } from '../../test/screen-test-kit';

// Settings → Subscriptions in the side menu: disabled while the e-mail is unverified.

const menu = catalogs.en.shell.menu;
const label = catalogs.en.subscriptions.menu;

async function renderMenu(user: { status: string; company: boolean }, entry = '/vehicles') {
  stubServer({
    '/api/auth/me': {
      status: 200,
      body: {
        data: wireMe({
          birth_date: null,
          status: user.status,
          company: user.company
            ? { id: 'c1', legal_name: 'Autohaus Beispiel', status: 'VERIFIED', used_storage: 0, storage_size: 1 }
            : null,
        }),
      },
    },
  });
  writeTokens({ token: 'token', refreshToken: 'refresh', expiresIn: 3600 }, false);
  await restoreSession();
  return renderScreen(
    [
      { path: '/vehicles', element: <SideMenu /> },
      { path: '/settings/subscriptions', element: <SideMenu /> },
    ],
    entry,
  );
}

const item = (name: string) => screen.getByText(name).closest('li')!;

setUpScreenTests({ wide: true });

describe('the side menu: Subscriptions', () => {
  it('leads a verified user with a company from Settings to the subscriptions page', async () => {
    const router = await renderMenu({ status: 'VERIFIED', company: true });
    const nav = screen.getByRole('navigation', { name: menu.label });
    fireEvent.click(within(nav).getByText(menu.settings));
    const items = (await within(nav).findAllByRole('menuitem')).map((element) => element.textContent);
    // Manage Profile, Subscriptions, Document, in this order.
    expect(items.indexOf(label)).toBe(items.indexOf(menu.manageProfile) + 1);
    expect(items.indexOf(menu.documentSettings)).toBe(items.indexOf(label) + 1);
    fireEvent.click(within(nav).getByText(label));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/subscriptions'));
  });

  it('is disabled in the demo version (unverified e-mail) and without a company', async () => {
    for (const user of [
      { status: 'UNVERIFIED', company: false },
      { status: 'VERIFIED', company: false },
    ]) {
      const router = await renderMenu(user);
      fireEvent.click(within(screen.getByRole('navigation', { name: menu.label })).getByText(menu.settings));
      await screen.findByText(label);
      expect(item(label).getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(screen.getByText(label));
      expect(router.state.location.pathname).toBe('/vehicles');
      cleanup();
    }
  });

  it('is marked, its group open, on the subscriptions page', async () => {
    await renderMenu({ status: 'VERIFIED', company: true }, '/settings/subscriptions');
    expect(item(label).className).toContain('ant-menu-item-selected');
  });
});
