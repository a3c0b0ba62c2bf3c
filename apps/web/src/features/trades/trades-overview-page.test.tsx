import { keysToSnake } from '@kontor/domain/case';
import { LOCALE_COOKIE } from '@kontor/domain/constants';
import type { TradeYear } from '@kontor/domain/trades-overview';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer, setUpGermanI18n } from '../../test/screen-test-kit';
import TradesOverviewPage from './trades-overview-page';
import { tradesRoutes } from './trades.routes';

// The sales overview: the sales by year, newest first, each year with its count and the
// total of its completed sales; a search kept in the URL.

setUpScreenTests({ wide: true });
beforeEach(() => {
  document.cookie = `${LOCALE_COOKIE}=en; path=/`;
});

const item = (fields: Partial<TradeYear['items'][number]>): TradeYear['items'][number] => ({
  id: 't1',
  vehicleId: 'v1',
  status: 'FINISHED',
  make: 'Volkswagen',
  model: 'Golf',
  vinCode: 'WVWZZZ1KZAW000001',
  customerName: 'Erika Mustermann',
  grossPrice: 1_899_000,
  sectionType: '25',
  invoiceNumber: 'RE-2026-0042',
  date: '2026-11-20',
  cancellation: null,
  ...fields,
});

const years: TradeYear[] = [
  {
    year: 2026,
    count: 2,
    canceled: 0,
    totalGross: 1_899_000,
    items: [
      item({
        id: 't2',
        vehicleId: 'v2',
        status: 'PENDING',
        make: 'Opel',
        model: 'Astra',
        vinCode: 'W0L000000000002',
        customerName: null,
        grossPrice: 850_000,
        invoiceNumber: null,
        date: '2026-11-22',
      }),
      item({}),
    ],
  },
  {
    year: 2025,
    count: 1,
    canceled: 0,
    totalGross: 1_234_567,
    items: [
      item({
        id: 't3',
        vehicleId: 'v3',
        make: 'BMW',
        model: '320d',
        vinCode: 'WBA000000000003',
        customerName: 'Autohaus Nord GmbH',
        grossPrice: 1_234_567,
        invoiceNumber: 'RE-2025-0007',
        date: '2025-12-30',
      }),
    ],
  },
];

const meta = (total: number) => ({ page: 1, perPage: 50, total });

function renderOverview(entry = '/selling', total = 3) {
  const calls = stubServer({ '/api/user/trades': { status: 200, body: keysToSnake({ data: years, meta: meta(total) }) } });
  const router = renderScreen(
    [
      { path: '/selling', element: <TradesOverviewPage /> },
      { path: '/selling/selling-documents/:id', element: <p>wizard</p> },
    ],
    entry,
  );
  return { router, calls };
}

/** The query strings the overview was fetched with. */
const tradeQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/user/trades'))
    .map((url) => new URLSearchParams(url.split('?')[1] ?? ''));

describe('the sales overview', { timeout: 20_000 }, () => {
  it('groups the sales by year, newest first, with count, total and one row per trade', async () => {
    renderOverview();
    const sections = await screen.findAllByRole('region');
    expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual(['2026', '2025']);

    const [thisYear, lastYear] = sections as [HTMLElement, HTMLElement];
    expect(within(thisYear).getByText(/2 sales/)).toBeTruthy();
    expect(within(thisYear).getByText('Completed total: €18,990.00')).toBeTruthy();
    expect(within(lastYear).getByText(/1 sale\b/)).toBeTruthy();
    expect(within(lastYear).getByText('Completed total: €12,345.67')).toBeTruthy();

    const rows = within(thisYear).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Opel Astra')).toBeTruthy();
    expect(within(rows[0]!).getByText('No buyer yet')).toBeTruthy();
    expect(within(rows[0]!).getByText('In progress')).toBeTruthy();
    expect(within(rows[1]!).getByText('20/11/2026')).toBeTruthy();
    expect(within(rows[1]!).getByText('RE-2026-0042')).toBeTruthy();
    expect(within(rows[1]!).getByText('WVWZZZ1KZAW000001')).toBeTruthy();
    expect(within(rows[1]!).getByText('Erika Mustermann')).toBeTruthy();
    expect(within(rows[1]!).getByText('€18,990.00')).toBeTruthy();
    expect(within(rows[1]!).getByText('Completed')).toBeTruthy();
    const open = within(rows[1]!).getByRole('link', { name: 'Open the sale of Volkswagen Golf' });
    expect(open.getAttribute('href')).toBe('/selling/selling-documents/v1');
    expect(tradeQueries()[0]!.get('kind')).toBe('SELLING');
  });

  it('pages through the sales with the page in the URL, and a new search starts at page 1', async () => {
    const { router } = renderOverview('/selling?page=2', 120);
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(within(pager).queryByRole('button', { name: 'Page 4' })).toBeNull();
    await waitFor(() => expect(tradeQueries().at(-1)?.get('page')).toBe('2'));
    expect(tradeQueries().at(-1)?.get('per_page')).toBe('50');

    fireEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3'));
    await waitFor(() => expect(tradeQueries().at(-1)?.get('page')).toBe('3'));

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Golf' } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('Golf'));
    expect(new URLSearchParams(router.state.location.search).has('page')).toBe(false);
  });

  it('shows no pager when one page holds every sale', async () => {
    renderOverview();
    await screen.findAllByRole('region');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('searches after a pause in typing and keeps the search in the URL', async () => {
    const { router } = renderOverview();
    const box = await screen.findByRole('searchbox', { name: /Search by buyer/ });
    for (const value of ['E', 'Er', 'Eri', 'Erika']) fireEvent.change(box, { target: { value } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('Erika'));
    await waitFor(() => expect(tradeQueries().some((query) => query.get('search') === 'Erika')).toBe(true));
    // No request for the half-typed words.
    expect(
      tradeQueries()
        .filter((query) => query.has('search'))
        .every((query) => query.get('search') === 'Erika'),
    ).toBe(true);
  });

  it('reads the search from the URL and says when nothing matches', async () => {
    stubServer({ '/api/user/trades': { status: 200, body: { data: [], meta: meta(0) } } });
    renderScreen([{ path: '/selling', element: <TradesOverviewPage /> }], '/selling?search=Tesla');
    expect(await screen.findByText('No sales match "Tesla".')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Tesla');
    expect(tradeQueries()[0]!.get('search')).toBe('Tesla');
  });

  it('explains where a sale starts when there is none yet', async () => {
    stubServer({ '/api/user/trades': { status: 200, body: { data: [], meta: meta(0) } } });
    renderScreen([{ path: '/selling', element: <TradesOverviewPage /> }], '/selling');
    expect(await screen.findByText(/No sales yet/)).toBeTruthy();
  });
});

const german = setUpGermanI18n();

describe('the sales overview when its list cannot be loaded', { timeout: 20_000 }, () => {
  for (const [locale, failed, retry, empty] of [
    ['en', 'The sales could not be loaded.', 'Try again', /No sales yet/],
    ['de', 'Die Verkäufe konnten nicht geladen werden.', 'Erneut versuchen', /Noch keine Verkäufe/],
  ] as const) {
    it(`says so with a retry instead of "no sales yet" (${locale})`, async () => {
      document.cookie = `${LOCALE_COOKIE}=${locale}; path=/`;
      let failing = true;
      stubServer({
        '/api/user/trades': () =>
          failing
            ? { status: 500, body: { error: { code: '5003' } } }
            : { status: 200, body: keysToSnake({ data: years, meta: meta(3) }) },
      });
      const page =
        locale === 'de' ? (
          <I18nextProvider i18n={german}>
            <TradesOverviewPage />
          </I18nextProvider>
        ) : (
          <TradesOverviewPage />
        );
      renderScreen([{ path: '/selling', element: page }], '/selling');
      expect(await screen.findByText(failed)).toBeTruthy();
      expect(screen.queryByText(empty)).toBeNull();

      failing = false;
      fireEvent.click(screen.getByRole('button', { name: retry }));
      expect(await screen.findAllByRole('region')).toHaveLength(2);
      expect(screen.queryByText(failed)).toBeNull();
    });
  }
});

describe('a canceled sale in the sales overview', { timeout: 20_000 }, () => {
  const withCanceled: TradeYear[] = [
    {
      year: 2026,
      count: 1,
      canceled: 1,
      totalGross: 1_899_000,
      items: [
        item({
          id: 't9',
          vehicleId: 'v9',
          status: 'REJECTED',
          make: 'Seat',
          model: 'Leon',
          invoiceNumber: 'RE-2026-0050',
          cancellation: { number: 'RE-2026-0051', canceledOn: '2026-11-25' },
        }),
        item({}),
      ],
    },
  ];

  it('stays in its year marked canceled, with its cancellation invoice to open, and the year says it is not counted', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    stubServer({
      '/api/user/trades': { status: 200, body: keysToSnake({ data: withCanceled, meta: meta(2) }) },
      '/api/user/vehicles/canceled-trades/t9/cancellation/view': {
        status: 200,
        body: { data: { url: '/api/files/generated-documents/d9?expires=1&signature=x', expires_at: '2026-11-25T12:00:00Z' } },
      },
    });
    renderScreen(
      [
        { path: '/selling', element: <TradesOverviewPage /> },
        { path: '/vehicles/:id', element: <p>vehicle</p> },
      ],
      '/selling',
    );
    const [year] = await screen.findAllByRole('region');
    expect(within(year!).getByText(/1 sale\b/)).toBeTruthy();
    expect(within(year!).getByText('Completed total: €18,990.00')).toBeTruthy();
    expect(within(year!).getByText('1 canceled, not counted')).toBeTruthy();
    const [canceled] = within(year!).getAllByRole('row').slice(1);
    expect(within(canceled!).getByText('Canceled')).toBeTruthy();
    expect(within(canceled!).getByText('RE-2026-0050')).toBeTruthy();
    // A canceled sale's wizard would start a new one: the row leads to its vehicle instead.
    expect(within(canceled!).getByRole('link', { name: 'Open vehicle Seat Leon' }).getAttribute('href')).toBe('/vehicles/v9');
    fireEvent.click(within(canceled!).getByRole('button', { name: 'Cancellation invoice RE-2026-0051, open' }));
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/canceled-trades/t9/cancellation/view'))).toBe(
        true,
      ),
    );
    open.mockRestore();
  });
});

describe('the purchases overview', { timeout: 20_000 }, () => {
  const purchases: TradeYear[] = [
    {
      year: 2026,
      count: 2,
      canceled: 0,
      totalGross: 1_990_000,
      items: [
        item({
          id: 'p2',
          vehicleId: 'v2',
          status: 'FINISHED',
          make: 'Audi',
          model: 'A4',
          customerName: 'Leasing Rückläufer AG',
          grossPrice: 1_190_000,
          invoiceNumber: 'VK-77',
          sectionType: null,
        }),
        item({
          id: 'p1',
          vehicleId: 'v1',
          status: 'PENDING',
          customerName: null,
          grossPrice: 800_000,
          invoiceNumber: null,
          sectionType: null,
        }),
      ],
    },
  ];

  it('lists the purchases by year under /buying, with count and total, each opening its purchase wizard, in German', async () => {
    document.cookie = `${LOCALE_COOKIE}=de; path=/`;
    stubServer({ '/api/user/trades': { status: 200, body: keysToSnake({ data: purchases, meta: meta(2) }) } });
    const slots = { CustomerForm: () => null, DocumentUpload: () => null } as unknown as Parameters<typeof tradesRoutes>[0];
    expect(tradesRoutes(slots).some((route) => route.path === '/buying' && route.lazy)).toBe(true);
    renderScreen(
      [
        {
          path: '/buying',
          element: (
            <I18nextProvider i18n={german}>
              <TradesOverviewPage kind="BUYING" />
            </I18nextProvider>
          ),
        },
        { path: '/buying/buying-documents/:id', element: <p>purchase wizard</p> },
      ],
      '/buying',
    );
    const de = catalogs.de.vehicles.purchases;
    expect(await screen.findByRole('heading', { name: de.title, level: 2 })).toBeTruthy();
    const [year] = await screen.findAllByRole('region');
    expect(within(year!).getByText(/2 Ankäufe/)).toBeTruthy();
    expect(within(year!).getByText(/^Summe abgeschlossen: /)).toBeTruthy();
    expect(within(year!).getByRole('columnheader', { name: de.columns.seller })).toBeTruthy();
    const [bought, open] = within(year!).getAllByRole('row').slice(1);
    expect(within(bought!).getByText('Leasing Rückläufer AG')).toBeTruthy();
    expect(within(bought!).getByText('VK-77')).toBeTruthy();
    expect(within(bought!).getByText(de.status.FINISHED)).toBeTruthy();
    expect(within(open!).getByText(de.noSeller)).toBeTruthy();
    expect(within(bought!).getByRole('link', { name: 'Ankauf von Audi A4 öffnen' }).getAttribute('href')).toBe(
      '/buying/buying-documents/v2',
    );
    expect(tradeQueries()[0]!.get('kind')).toBe('BUYING');
    expect(screen.getByRole('searchbox', { name: de.search })).toBeTruthy();
  });
});
