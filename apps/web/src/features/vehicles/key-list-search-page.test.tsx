import { keysToSnake } from '@kontor/domain/case';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import type { KeyListEntry } from '@kontor/domain/key-list';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import KeyListSearchPage, { groupByName } from './key-list-search-page';

const en = catalogs.en.vehicles.add;

setUpScreenTests({ wide: true });

const vw = (id: number, key: string, model: string): KeyListEntry => {
  const [hsn = '', tsn = ''] = key.split('/');
  return { id, hsn, tsn, make: 'VW', manufacturer: 'VOLKSWAGEN-VW', model };
};
const found = [vw(1, '0600/179', 'GOLF'), vw(2, '0603/AHU', 'GOLF'), vw(3, '0603/CBI', 'GOLF'), vw(4, '0603/CDZ', 'GOLF VIII')];

describe('groupByName', () => {
  it('makes one entry per trade name with its pairs, in the order found', () => {
    const groups = groupByName(found);
    expect(groups.map((group) => `${group.model}: ${group.entries.map((row) => row.tsn).join(' ')}`)).toEqual([
      'GOLF: 179 AHU CBI',
      'GOLF VIII: CDZ',
    ]);
  });
});

describe('the search by trade name', () => {
  it('shows each name once, says that there are more, and chooses a pair of the name', async () => {
    stubServer({
      '/api/user/vehicles/key-list': {
        status: 200,
        body: { data: { imported: true, rows: 62392, imported_at: null, source: null } },
      },
      '/api/user/vehicles/variations': {
        status: 200,
        body: keysToSnake({ data: found, meta: { imported: true, total: 213, shown: 50, hasMore: true } }),
      },
    });
    const router = renderScreen(
      [
        { path: '/vehicles/manual', element: <KeyListSearchPage /> },
        { path: '/vehicles/finish-search/:id', element: <p>finish</p> },
      ],
      '/vehicles/manual?model=golf',
    );
    expect(await screen.findByText('Showing 50 of 213 trade names — refine the search.')).toBeTruthy();
    expect(screen.getAllByText('VW GOLF', { exact: true })).toHaveLength(1);
    expect(screen.getByText('VW GOLF VIII', { exact: true })).toBeTruthy();
    expect(screen.getByText(/^3 key numbers/)).toBeTruthy();
    expect(screen.getByLabelText('Key numbers of VW GOLF')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `${en.choose}: VW GOLF 0600/179` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vehicles/finish-search/1'));
  });

  it('says nothing about more when everything is shown', async () => {
    stubServer({
      '/api/user/vehicles/key-list': {
        status: 200,
        body: { data: { imported: true, rows: 4, imported_at: null, source: null } },
      },
      '/api/user/vehicles/variations': {
        status: 200,
        body: keysToSnake({ data: found.slice(3), meta: { imported: true, total: 1, shown: 1, hasMore: false } }),
      },
    });
    renderScreen([{ path: '/vehicles/manual', element: <KeyListSearchPage /> }], '/vehicles/manual?model=golf%20viii');
    expect(await screen.findByText('HSN 0603 · TSN CDZ · VOLKSWAGEN-VW')).toBeTruthy();
    expect(screen.queryByText(/refine the search/)).toBeNull();
  });

  it('says that nothing matched in the secondary text colour, not antd’s pale empty-text grey', async () => {
    stubServer({
      '/api/user/vehicles/key-list': {
        status: 200,
        body: { data: { imported: true, rows: 4, imported_at: null, source: null } },
      },
      '/api/user/vehicles/variations': {
        status: 200,
        body: keysToSnake({ data: [], meta: { imported: true, total: 0, shown: 0, hasMore: false } }),
      },
    });
    renderScreen([{ path: '/vehicles/manual', element: <KeyListSearchPage /> }], '/vehicles/manual?model=nichts');
    const empty = await screen.findByText(/No type matches this search/);
    expect(empty.closest('.ant-typography-secondary')).not.toBeNull();
  });
});

describe('the switch between key numbers and trade name', () => {
  it('is named in the UI’s language and is no tab stop of its own: Tab reaches the chosen option', async () => {
    stubServer({
      '/api/user/vehicles/key-list': {
        status: 200,
        body: { data: { imported: true, rows: 4, imported_at: null, source: null } },
      },
    });
    renderScreen([{ path: '/vehicles/manual', element: <KeyListSearchPage /> }], '/vehicles/manual');
    const group = await screen.findByRole('radiogroup', { name: en.searchBy });
    expect(screen.queryByRole('radiogroup', { name: 'segmented control' })).toBeNull();
    expect(group.tabIndex).toBe(-1);
    const chosen = within(group)
      .getAllByRole('radio')
      .find((radio) => (radio as HTMLInputElement).checked)!;
    expect(chosen.closest('label')!.textContent).toBe(en.byKey);
    expect(chosen.tabIndex).toBe(0);
  });
});

describe('the key list on the server’s first start', () => {
  it(
    'says the list is being loaded, not to run a command, and searches by itself once it is there',
    { timeout: 15_000 },
    async () => {
      let loaded = false;
      const calls = stubServer({
        '/api/user/vehicles/key-list': () => ({
          status: 200,
          body: {
            data: {
              imported: loaded,
              loading: !loaded,
              rows: loaded ? 62392 : 0,
              imported_at: loaded ? '2026-01-01T10:00:00.000Z' : null,
              source: null,
            },
          },
        }),
        '/api/user/vehicles/variations': () => ({
          status: 200,
          body: keysToSnake(
            loaded
              ? { data: found.slice(1, 2), meta: { imported: true, total: 1, shown: 1, hasMore: false } }
              : { data: [], meta: { imported: false, total: 0, shown: 0, hasMore: false } },
          ),
        }),
      });
      renderScreen([{ path: '/vehicles/manual', element: <KeyListSearchPage /> }], '/vehicles/manual?hsn=0603&tsn=AHU');
      expect(await screen.findByText(en.keyListLoading, { selector: '.ant-alert-title' })).toBeTruthy();
      expect(screen.getByText(en.keyListLoadingHow)).toBeTruthy();
      expect(screen.queryByText(en.noKeyListHow)).toBeNull();
      expect(screen.queryByText(en.noKeyList)).toBeNull();
      loaded = true;
      expect(await screen.findByText('VW GOLF', { exact: true }, { timeout: 8000 })).toBeTruthy();
      expect(screen.queryByText(en.keyListLoading)).toBeNull();
      expect(calls.filter((call) => call.path === '/api/user/vehicles/variations')).toHaveLength(2);
    },
  );

  it('tells whom to ask only when the import failed', async () => {
    stubServer({
      '/api/user/vehicles/key-list': {
        status: 200,
        body: { data: { imported: false, loading: false, rows: 0, imported_at: null, source: null } },
      },
    });
    renderScreen([{ path: '/vehicles/manual', element: <KeyListSearchPage /> }], '/vehicles/manual');
    expect(await screen.findByText(en.noKeyList)).toBeTruthy();
    expect(screen.getByText(en.noKeyListHow)).toBeTruthy();
    expect(screen.queryByText(en.keyListLoading)).toBeNull();
  });
});
