import { keysToSnake } from '@kontor/domain/case';
import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import type { ServiceInvoiceYear } from '@kontor/domain/service-invoices';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer, setUpGermanI18n } from '../../test/screen-test-kit';
import ServiceInvoicesPage from './service-invoices-page';

// The service invoice list: grouped by year, newest first, each year with its count and the total
// of its issued invoices; each invoice with id, date, numbers, customer and total; a search by
// customer, number or licence plate kept in the URL. In English and German.

const en = catalogs.en.serviceInvoices.list;
const LIST = '/api/user/service-invoices/trades';

setUpScreenTests({ wide: true });
beforeEach(() => {
  document.cookie = `${LOCALE_COOKIE}=en; path=/`;
});

const german = setUpGermanI18n();

type Item = ServiceInvoiceYear['items'][number];
const item = (fields: Partial<Item>): Item => ({
  id: '5f0c1d2e-0000-4000-8000-000000000001',
  status: 'FINISHED',
  invoiceDate: '2026-11-20',
  invoiceNumber: 'SR-2026-0007',
  proposalNumber: 'KV-2026-0003',
  companyName: null,
  firstName: 'Erika',
  lastName: 'Mustermann',
  licencePlate: 'M-AB 12',
  totalPrice: 20_288,
  ...fields,
});

const years: ServiceInvoiceYear[] = [
  {
    year: 2026,
    count: 2,
    totalPrice: 20_288,
    items: [
      item({
        id: '9a8b7c6d-0000-4000-8000-000000000002',
        status: 'PENDING',
        invoiceDate: '2026-11-22',
        invoiceNumber: null,
        proposalNumber: null,
        companyName: 'Autohaus Nord GmbH',
        firstName: null,
        lastName: null,
        licencePlate: null,
        totalPrice: 11_900,
      }),
      item({}),
    ],
  },
  {
    year: 2025,
    count: 1,
    totalPrice: 123_456,
    items: [
      item({
        id: '1b2c3d4e-0000-4000-8000-000000000003',
        invoiceDate: '2025-12-30',
        invoiceNumber: 'SR-2025-0042',
        proposalNumber: null,
        totalPrice: 123_456,
      }),
    ],
  },
];

const answer = (data: ServiceInvoiceYear[], total: number) => ({
  status: 200,
  body: keysToSnake({ data, meta: { page: 1, perPage: 50, total } }),
});

function renderList(options: { entry?: string; data?: ServiceInvoiceYear[]; total?: number; inGerman?: boolean } = {}) {
  stubServer({ [LIST]: answer(options.data ?? years, options.total ?? 3) });
  const page = options.inGerman ? (
    <I18nextProvider i18n={german}>
      <ServiceInvoicesPage />
    </I18nextProvider>
  ) : (
    <ServiceInvoicesPage />
  );
  return renderScreen(
    [
      { path: '/other-documents/service-invoices', element: page },
      { path: '/other-documents/service-invoices/add-invoice/:id?', element: <p>add page</p> },
    ],
    options.entry ?? '/other-documents/service-invoices',
  );
}

/** The query strings the list was fetched with. */
const listQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => String(url))
    .filter((url) => url.startsWith(LIST))
    .map((url) => new URLSearchParams(url.split('?')[1] ?? ''));

describe('the service invoice list', { timeout: 20_000 }, () => {
  it('groups the invoices by year, newest first, with count, total and one row per invoice', async () => {
    renderList();
    const sections = await screen.findAllByRole('region');
    expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual(['2026', '2025']);
    const [thisYear, lastYear] = sections as [HTMLElement, HTMLElement];
    expect(within(thisYear).getByText(/2 invoices/)).toBeTruthy();
    expect(within(thisYear).getByText('Invoiced total: €202.88')).toBeTruthy();
    expect(within(lastYear).getByText(/1 invoice\b/)).toBeTruthy();
    expect(within(lastYear).getByText('Invoiced total: €1,234.56')).toBeTruthy();

    const rows = within(thisYear).getAllByRole('row').slice(1);
    // A draft first (the newest), named by its company.
    expect(within(rows[0]!).getByText('Autohaus Nord GmbH')).toBeTruthy();
    expect(within(rows[0]!).getByText(en.status.PENDING)).toBeTruthy();
    expect(within(rows[0]!).getByText('€119.00')).toBeTruthy();
    // A draft has no number yet: its link says which day's draft it is, not an internal id.
    expect(within(rows[0]!).getAllByRole('link', { name: 'Open service invoice draft of 22/11/2026' }).length).toBeGreaterThan(0);
    expect(within(rows[0]!).queryByText('9a8b7c6d')).toBeNull();
    const issued = rows[1]!;
    for (const text of [
      '20/11/2026',
      'SR-2026-0007',
      'KV-2026-0003',
      'Erika Mustermann',
      'M-AB 12',
      en.status.FINISHED,
      '€202.88',
    ])
      expect(within(issued).getByText(text)).toBeTruthy();
    const links = within(issued).getAllByRole('link', { name: 'Open service invoice SR-2026-0007' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      Array(links.length).fill('/other-documents/service-invoices/add-invoice/5f0c1d2e-0000-4000-8000-000000000001'),
    );
    expect(listQueries()[0]!.get('per_page')).toBe('50');
  });

  it('searches by customer, number or plate after a pause in typing and keeps the search in the URL', async () => {
    const router = renderList();
    const box = await screen.findByRole('searchbox', { name: en.search });
    for (const value of ['M', 'M-', 'M-AB']) fireEvent.change(box, { target: { value } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('M-AB'));
    await waitFor(() => expect(listQueries().some((query) => query.get('search') === 'M-AB')).toBe(true));
    expect(listQueries().some((query) => query.get('search') === 'M-')).toBe(false);
  });

  it('reads the search from the URL and says when nothing matches', async () => {
    renderList({ entry: '/other-documents/service-invoices?search=SR-9999', data: [], total: 0 });
    expect(await screen.findByText('No service invoices match "SR-9999".')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('SR-9999');
    expect(listQueries()[0]!.get('search')).toBe('SR-9999');
  });

  it('pages with the page in the URL', async () => {
    const router = renderList({ total: 120 });
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    await waitFor(() => expect(listQueries().at(-1)?.get('page')).toBe('2'));
  });

  it('starts a new service invoice from the button', async () => {
    const router = renderList({ data: [], total: 0 });
    expect(await screen.findByText(en.empty)).toBeTruthy();
    const button = screen.getByRole('link', { name: new RegExp(`${en.new}$`) });
    expect(button.getAttribute('href')).toBe('/other-documents/service-invoices/add-invoice');
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/other-documents/service-invoices/add-invoice'));
  });

  it('says it in German, with dates and money as Germans write them', async () => {
    document.cookie = `${LOCALE_COOKIE}=de; path=/`;
    renderList({ inGerman: true });
    const sections = await screen.findAllByRole('region');
    const thisYear = sections[0]!;
    expect(within(thisYear).getByText(/2 Vorgänge/)).toBeTruthy();
    expect(within(thisYear).getByText('Summe der Rechnungen: 202,88 €')).toBeTruthy();
    expect(within(sections[1]!).getByText(/1 Vorgang\b/)).toBeTruthy();
    const issued = within(thisYear).getAllByRole('row')[2]!;
    expect(within(issued).getByText('20.11.2026')).toBeTruthy();
    expect(within(issued).getByText('Ausgestellt')).toBeTruthy();
    expect(within(thisYear).getByText('Entwurf')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Suche nach Kunde, Nummer oder Kennzeichen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Neue Servicerechnung$/ })).toBeTruthy();
  });

  it('on a phone, says the date, numbers and plate under the customer, who is the way in', async () => {
    // A 375 px screen: only antd's "xs" query, (max-width: 575px), matches.
    const wideMatchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...wideMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      renderList();
      const sections = await screen.findAllByRole('region');
      const issued = within(sections[0]!).getAllByRole('row')[2]!;
      expect(within(issued).getByText('20/11/2026 · Invoice SR-2026-0007 · Estimate KV-2026-0003 · M-AB 12')).toBeTruthy();
      expect(within(issued).getByRole('link', { name: 'Erika Mustermann, open service invoice SR-2026-0007' }).textContent).toBe(
        'Erika Mustermann',
      );
      expect(within(issued).queryByText('5f0c1d2e')).toBeNull();
    } finally {
      window.matchMedia = wideMatchMedia;
    }
  });
});
