import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import { SideMenu } from './side-menu';

// Other documents → Canceled trades (SPEC.md §2 side menu): a group of its own, open on its page.

const menu = catalogs.en.shell.menu;

setUpScreenTests({ wide: true });

function renderMenu(entry: string) {
  stubServer({});
  return renderScreen(
    [
      { path: '/vehicles', element: <SideMenu /> },
      { path: '/other-documents/canceled-trades', element: <SideMenu /> },
    ],
    entry,
  );
}

describe('the side menu', () => {
  it('leads through Other documents to Canceled trades', async () => {
    const router = renderMenu('/vehicles');
    const nav = screen.getByRole('navigation', { name: menu.label });
    fireEvent.click(within(nav).getByText(menu.otherDocuments));
    fireEvent.click(await within(nav).findByText(menu.canceledTrades));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other-documents/canceled-trades'));
  });

  it('opens the group and marks Canceled trades on its page', () => {
    renderMenu('/other-documents/canceled-trades');
    const item = screen.getByText(menu.canceledTrades).closest('li')!;
    expect(item.className).toContain('ant-menu-item-selected');
  });
});
