import { catalogs } from '@kontor/domain/i18n/catalogs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer, setUpGermanI18n } from '../../test/screen-test-kit';
import { SideMenu } from './side-menu';

// Other documents → Service invoices and Canceled trades in the side menu: a group of its
// own, open on their pages; a service invoice's add page keeps Service invoices marked.

const menu = catalogs.en.shell.menu;

setUpScreenTests({ wide: true });

const german = setUpGermanI18n();

function renderMenu(entry: string) {
  stubServer({});
  return renderScreen(
    [
      { path: '/vehicles', element: <SideMenu /> },
      { path: '/other-documents/service-invoices', element: <SideMenu /> },
      { path: '/other-documents/service-invoices/add-invoice/:id?', element: <SideMenu /> },
      { path: '/other-documents/canceled-trades', element: <SideMenu /> },
      { path: '/impressum', element: <p>Impressum</p> },
    ],
    entry,
  );
}

const selected = (label: string) => screen.getByText(label).closest('li')!.className.includes('ant-menu-item-selected');

describe('the side menu', () => {
  it('leads through Other documents to Canceled trades', async () => {
    const router = renderMenu('/vehicles');
    const nav = screen.getByRole('navigation', { name: menu.label });
    fireEvent.click(within(nav).getByText(menu.otherDocuments));
    fireEvent.click(await within(nav).findByText(menu.canceledTrades));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other-documents/canceled-trades'));
  });

  it('names each item by its text alone: the icons say nothing (no "car Vehicles")', () => {
    renderMenu('/vehicles');
    const nav = screen.getByRole('navigation', { name: menu.label });
    expect(within(nav).queryAllByRole('img')).toEqual([]);
    expect(within(nav).getByRole('menuitem', { name: menu.vehicles })).toBeTruthy();
    expect(within(nav).getByRole('menuitem', { name: menu.logout })).toBeTruthy();
  });

  it('links the legal notice below the menu, behind the login as on the public pages', async () => {
    const router = renderMenu('/vehicles');
    const nav = screen.getByRole('navigation', { name: menu.label });
    fireEvent.click(within(nav).getByRole('link', { name: catalogs.en.shell.legalNotice }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/impressum'));
  });

  it('opens the group and marks Canceled trades on its page', () => {
    renderMenu('/other-documents/canceled-trades');
    expect(selected(menu.canceledTrades)).toBe(true);
    expect(selected(menu.serviceInvoices)).toBe(false);
  });

  it('lists Service invoices before Canceled trades and leads to their list', async () => {
    const router = renderMenu('/vehicles');
    const nav = screen.getByRole('navigation', { name: menu.label });
    fireEvent.click(within(nav).getByText(menu.otherDocuments));
    const items = await within(nav).findAllByRole('menuitem');
    const labels = items.map((item) => item.textContent);
    expect(labels.indexOf(menu.serviceInvoices)).toBeGreaterThan(-1);
    expect(labels.indexOf(menu.serviceInvoices)).toBe(labels.indexOf(menu.canceledTrades) - 1);
    fireEvent.click(within(nav).getByText(menu.serviceInvoices));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other-documents/service-invoices'));
  });

  it('keeps Service invoices marked on the list and on the add page, with and without an id', () => {
    for (const entry of [
      '/other-documents/service-invoices',
      '/other-documents/service-invoices/add-invoice',
      '/other-documents/service-invoices/add-invoice/s1',
    ]) {
      const router = renderMenu(entry);
      expect(router.state.location.pathname).toBe(entry);
      expect(selected(menu.serviceInvoices)).toBe(true);
      expect(selected(menu.canceledTrades)).toBe(false);
      cleanup();
    }
  });

  it('names the item in German: Weitere Dokumente → Serviceleistungen', () => {
    stubServer({});
    renderScreen(
      [
        {
          path: '/other-documents/service-invoices',
          element: (
            <I18nextProvider i18n={german}>
              <SideMenu />
            </I18nextProvider>
          ),
        },
      ],
      '/other-documents/service-invoices',
    );
    expect(screen.getByText('Weitere Dokumente')).toBeTruthy();
    expect(selected('Serviceleistungen')).toBe(true);
  });

  it('lists Purchases right after Sales, leads to /buying and keeps it marked in the purchase wizard', async () => {
    stubServer({});
    const router = renderScreen(
      [
        { path: '/vehicles', element: <SideMenu /> },
        { path: '/buying', element: <SideMenu /> },
        { path: '/buying/buying-documents/:id', element: <SideMenu /> },
      ],
      '/vehicles',
    );
    const nav = screen.getByRole('navigation', { name: menu.label });
    const labels = within(nav)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(labels.indexOf(menu.purchases)).toBe(labels.indexOf(menu.sales) + 1);
    fireEvent.click(within(nav).getByText(menu.purchases));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buying'));
    expect(selected(menu.purchases)).toBe(true);
    await router.navigate('/buying/buying-documents/v1');
    await waitFor(() => expect(selected(menu.purchases)).toBe(true));
    expect(selected(menu.sales)).toBe(false);
  });
});
