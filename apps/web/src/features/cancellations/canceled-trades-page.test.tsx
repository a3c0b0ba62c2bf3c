import type { CanceledTrade, CanceledTradeYear } from '@kontor/domain/cancellations';
import { keysToSnake } from '@kontor/domain/case';
import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer, setUpGermanI18n } from '../../test/screen-test-kit';
import CanceledTradesPage from './canceled-trades-page';

// Canceled trades: the canceled sales and purchases by year, newest first, each year with its
// count; each with vehicle, customer, kind, the original and the cancellation numbers and dates,
// the price, the reason and when; their documents open from here. In German and English.

setUpScreenTests({ wide: true });
beforeEach(() => {
  document.cookie = `${LOCALE_COOKIE}=en; path=/`;
});

const german = setUpGermanI18n();

const tradeDocument = (id: string, fields: Partial<CanceledTrade['documents'][number]>) => ({
  id,
  documentType: 'INVOICE',
  number: null,
  issuedOn: '2026-11-20',
  fileName: `${id}.pdf`,
  ...fields,
});

const sale: CanceledTrade = {
  id: 't1',
  kind: 'SELLING',
  vehicleId: 'v1',
  make: 'Volkswagen',
  model: 'Golf',
  vinCode: 'WVWZZZ1KZAW000001',
  licencePlate: 'B-KT 123',
  customerName: 'Erika Mustermann',
  grossPrice: 1_899_000,
  originalNumber: 'RE-2026-0042',
  originalDate: '2026-11-20',
  cancellationNumber: 'RE-2026-0043',
  reason: 'Der Käufer ist vom Kauf zurückgetreten',
  canceledOn: '2026-11-24',
  canceledAt: '2026-11-24T09:30:00Z',
  documents: [
    tradeDocument('c1', { documentType: 'CANCELLATION', number: 'RE-2026-0043', issuedOn: '2026-11-24' }),
    tradeDocument('d1', { documentType: 'INVOICE', number: 'RE-2026-0042' }),
    tradeDocument('d2', { documentType: 'CONTRACT' }),
  ],
};

const purchase: CanceledTrade = {
  ...sale,
  id: 'b1',
  kind: 'BUYING',
  vehicleId: 'v2',
  make: 'Opel',
  model: 'Astra',
  vinCode: 'W0L000000000002',
  licencePlate: null,
  customerName: 'Autohaus Nord GmbH',
  grossPrice: 850_000,
  originalNumber: null,
  originalDate: '2026-11-01',
  cancellationNumber: null,
  reason: 'Fahrzeug nicht geliefert',
  canceledOn: '2026-11-10',
  documents: [
    tradeDocument('c2', { documentType: 'CANCELLATION', issuedOn: '2026-11-10' }),
    tradeDocument('d3', { documentType: 'CONTRACT', issuedOn: '2026-11-01' }),
  ],
};

// Canceled before its invoice, of a vehicle deleted since.
const openSale: CanceledTrade = {
  ...sale,
  id: 't0',
  vehicleId: null,
  make: 'BMW',
  model: '320d',
  vinCode: 'WBA000000000003',
  licencePlate: null,
  customerName: null,
  grossPrice: 1_234_567,
  originalNumber: null,
  originalDate: null,
  cancellationNumber: null,
  reason: 'Kein Interesse mehr',
  canceledOn: '2025-12-30',
  documents: [],
};

// A canceled service invoice: no vehicle in stock, the vehicle typed (here not even make and model).
const service: CanceledTrade = {
  ...sale,
  id: 's1',
  kind: 'SERVICE_INVOICE',
  vehicleId: null,
  make: '',
  model: '',
  vinCode: '',
  licencePlate: 'M-AB 12',
  customerName: 'Max Muster',
  grossPrice: 20_288,
  originalNumber: 'SR-2026-0007',
  originalDate: '2026-11-18',
  cancellationNumber: 'SR-2026-0008',
  reason: 'Falscher Rechnungsempfänger',
  canceledOn: '2026-11-21',
  documents: [
    tradeDocument('c5', { documentType: 'CANCELLATION', number: 'SR-2026-0008', issuedOn: '2026-11-21' }),
    tradeDocument('d5', { documentType: 'INVOICE', number: 'SR-2026-0007', issuedOn: '2026-11-18' }),
    tradeDocument('d6', { documentType: 'PROPOSAL', issuedOn: '2026-11-10' }),
  ],
};

const years: CanceledTradeYear[] = [
  { year: 2026, count: 3, items: [sale, purchase] },
  { year: 2025, count: 1, items: [openSale] },
];

const answer = (data: CanceledTradeYear[], total = 3) => ({
  status: 200,
  body: keysToSnake({ data, meta: { page: 1, perPage: 50, total } }),
});

function renderPage(options: { data?: CanceledTradeYear[]; total?: number; entry?: string; inGerman?: boolean } = {}) {
  const calls = stubServer({
    '/api/user/vehicles/canceled-trades': answer(options.data ?? years, options.total),
    '/api/user/vehicles/canceled-trades/t1/documents/c1/view': {
      status: 200,
      body: { data: { url: '/api/files/generated-documents/c1?signature=s' } },
    },
    '/api/user/vehicles/canceled-trades/t0/documents/d9/view': {
      status: 200,
      body: { data: { url: '/api/files/generated-documents/d9?signature=s' } },
    },
    '/api/files/generated-documents/d9': { status: 200, body: { pdf: 9 } },
    '/api/files/generated-documents/c1': { status: 200, body: { pdf: true } },
  });
  // The file itself is fetched with no options at all (no token); the stub expects some.
  const server = vi.mocked(fetch);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => server(url, init ?? {})),
  );
  const page = options.inGerman ? (
    <I18nextProvider i18n={german}>
      <CanceledTradesPage />
    </I18nextProvider>
  ) : (
    <CanceledTradesPage />
  );
  const router = renderScreen(
    [
      { path: '/other-documents/canceled-trades', element: page },
      { path: '/vehicles/:id', element: <p>vehicle</p> },
      { path: '/other-documents/service-invoices/add-invoice/:id', element: <p>service invoice</p> },
    ],
    options.entry ?? '/other-documents/canceled-trades',
  );
  return { router, calls };
}

/** The query strings the list was fetched with. */
const listQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/user/vehicles/canceled-trades'))
    .map((url) => new URLSearchParams(url.split('?')[1] ?? ''));

const cardOf = (text: string) => screen.getByText(text).closest('.ant-card') as HTMLElement;

describe('the canceled trades page', { timeout: 20_000 }, () => {
  it('groups the cancellations by year, newest first, each year with its count', async () => {
    renderPage();
    const sections = await screen.findAllByRole('region');
    expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual([
      '2026 · 3 cancellations',
      '2025 · 1 cancellation',
    ]);
    expect(within(sections[0]!).getAllByRole('listitem')).toHaveLength(2);
    expect(listQueries()[0]!.get('per_page')).toBe('50');
  });

  it('shows a canceled sale’s vehicle, customer, kind, invoice, cancellation number, price, reason and day', async () => {
    const { router } = renderPage();
    await screen.findAllByRole('region');
    const card = cardOf('Der Käufer ist vom Kauf zurückgetreten');
    expect(within(card).getByText('WVWZZZ1KZAW000001 · Plate B-KT 123')).toBeTruthy();
    expect(within(card).getByText('Erika Mustermann')).toBeTruthy();
    expect(within(card).getByText('Sale')).toBeTruthy();
    expect(within(card).getByText('Invoice RE-2026-0042 of 20/11/2026')).toBeTruthy();
    expect(within(card).getByText('RE-2026-0043')).toBeTruthy();
    expect(within(card).getByText('€18,990.00')).toBeTruthy();
    expect(within(card).getByText('24/11/2026')).toBeTruthy();
    for (const name of ['Cancellation invoice RE-2026-0043, open', 'Invoice RE-2026-0042, open', 'Sales contract, open'])
      expect(within(card).getByRole('button', { name })).toBeTruthy();
    fireEvent.click(within(card).getByRole('link', { name: 'Volkswagen Golf, open vehicle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vehicles/v1'));
  });

  it('shows a canceled purchase with its contract’s date and notice, and a sale canceled before its invoice', async () => {
    renderPage();
    await screen.findAllByRole('region');
    const bought = cardOf('Fahrzeug nicht geliefert');
    expect(within(bought).getByText('Purchase')).toBeTruthy();
    expect(within(bought).getByText('Autohaus Nord GmbH')).toBeTruthy();
    expect(within(bought).getByText('Purchase contract of 01/11/2026')).toBeTruthy();
    expect(within(bought).getByRole('button', { name: 'Cancellation notice, open' })).toBeTruthy();
    expect(within(bought).getByRole('button', { name: 'Purchase contract, open' })).toBeTruthy();

    const open = cardOf('Kein Interesse mehr');
    expect(within(open).getByText('No invoice or purchase contract: the trade was still open')).toBeTruthy();
    expect(within(open).getByText('No customer')).toBeTruthy();
    // The vehicle is gone: its name is no link.
    expect(within(open).getByText('BMW 320d')).toBeTruthy();
    expect(within(open).queryByRole('link')).toBeNull();
  });

  it('says it all in German, with dates and money as Germans write them', async () => {
    document.cookie = `${LOCALE_COOKIE}=de; path=/`;
    renderPage({ inGerman: true });
    const sections = await screen.findAllByRole('region');
    expect(within(sections[0]!).getByRole('heading').textContent).toBe('2026 · 3 Stornierungen');
    expect(within(sections[1]!).getByRole('heading').textContent).toBe('2025 · 1 Stornierung');
    const card = cardOf('Der Käufer ist vom Kauf zurückgetreten');
    expect(within(card).getByText('Verkauf')).toBeTruthy();
    expect(within(card).getByText('Rechnung RE-2026-0042 vom 20.11.2026')).toBeTruthy();
    expect(within(card).getByText('18.990,00 €')).toBeTruthy();
    expect(within(card).getByText('24.11.2026')).toBeTruthy();
    expect(within(card).getByText('Stornonummer')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Stornorechnung RE-2026-0043 öffnen' })).toBeTruthy();
    const bought = cardOf('Fahrzeug nicht geliefert');
    expect(within(bought).getByText('Ankauf')).toBeTruthy();
    expect(within(bought).getByText('Ankaufvertrag vom 01.11.2026')).toBeTruthy();
    expect(within(bought).getByRole('button', { name: 'Stornierung öffnen' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: catalogs.de.cancellations.page.search })).toBeTruthy();
  });

  it('shows a canceled service invoice by its number, with its kind, plate and service documents', async () => {
    const { router } = renderPage({ data: [{ year: 2026, count: 1, items: [service] }], total: 1 });
    await screen.findAllByRole('region');
    const card = cardOf('Falscher Rechnungsempfänger');
    expect(within(card).getByText('Service invoice SR-2026-0007')).toBeTruthy();
    expect(within(card).getByText('Service invoice', { selector: '.ant-tag' })).toBeTruthy();
    // No VIN: the line says only the plate.
    expect(within(card).getByText('Plate M-AB 12')).toBeTruthy();
    expect(within(card).getByText('Invoice SR-2026-0007 of 18/11/2026')).toBeTruthy();
    expect(within(card).getByText('€202.88')).toBeTruthy();
    for (const name of ['Cancellation invoice SR-2026-0008, open', 'Invoice SR-2026-0007, open', 'Cost estimate, open'])
      expect(within(card).getByRole('button', { name })).toBeTruthy();
    fireEvent.click(within(card).getByRole('link', { name: 'Service invoice SR-2026-0007, open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other-documents/service-invoices/add-invoice/s1'));
  });

  it('names a canceled service invoice and its documents in German', async () => {
    document.cookie = `${LOCALE_COOKIE}=de; path=/`;
    renderPage({
      data: [{ year: 2026, count: 1, items: [{ ...service, make: 'Opel', model: 'Corsa' }] }],
      total: 1,
      inGerman: true,
    });
    await screen.findAllByRole('region');
    const card = cardOf('Falscher Rechnungsempfänger');
    expect(within(card).getByRole('link', { name: 'Opel Corsa, Servicerechnung SR-2026-0007 öffnen' }).textContent).toBe(
      'Opel Corsa',
    );
    expect(within(card).getByText('Serviceleistung')).toBeTruthy();
    expect(within(card).getByText('Rechnung SR-2026-0007 vom 18.11.2026')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Stornorechnung SR-2026-0008 öffnen' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Rechnung SR-2026-0007 öffnen' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Kostenvoranschlag öffnen' })).toBeTruthy();
    // Every control's name begins with the text it shows, so voice control finds it by that (WCAG 2.5.3).
    for (const control of [...within(card).getAllByRole('button'), ...within(card).getAllByRole('link')]) {
      const shown = control.textContent!.trim();
      expect((control.getAttribute('aria-label') ?? shown).startsWith(shown), shown).toBe(true);
    }
  });

  it('opens a document by its signed URL through its trade', async () => {
    const { calls } = renderPage();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    URL.createObjectURL = vi.fn(() => 'blob:storno');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancellation invoice RE-2026-0043, open' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:storno', '_blank', 'noopener'));
    expect(calls.map((call) => call.path)).toContain('/api/user/vehicles/canceled-trades/t1/documents/c1/view');
  });

  it('opens the documents of a trade whose vehicle was deleted', async () => {
    const gone = { ...openSale, documents: [tradeDocument('d9', { documentType: 'PROPOSAL', issuedOn: '2025-12-01' })] };
    const { calls } = renderPage({ data: [{ year: 2025, count: 1, items: [gone] }], total: 1 });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    URL.createObjectURL = vi.fn(() => 'blob:proposal');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(await screen.findByRole('button', { name: 'Proposal, open' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:proposal', '_blank', 'noopener'));
    expect(calls.map((call) => call.path)).toContain('/api/user/vehicles/canceled-trades/t0/documents/d9/view');
  });

  it('says where a cancellation starts when there is none yet', async () => {
    renderPage({ data: [], total: 0 });
    expect(await screen.findByText(catalogs.en.cancellations.page.empty)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('searches after a pause in typing, keeps the search in the URL and says when nothing matches', async () => {
    const { router } = renderPage({ data: [], total: 0, entry: '/other-documents/canceled-trades?search=Tesla' });
    expect(await screen.findByText('No cancellations match "Tesla".')).toBeTruthy();
    expect(listQueries()[0]!.get('search')).toBe('Tesla');
    const box = screen.getByRole('searchbox', { name: /Search by customer/ });
    for (const value of ['G', 'Go', 'Golf']) fireEvent.change(box, { target: { value } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('Golf'));
    await waitFor(() => expect(listQueries().some((query) => query.get('search') === 'Golf')).toBe(true));
    expect(listQueries().some((query) => query.get('search') === 'Go')).toBe(false);
  });

  it('pages through more cancellations than one page holds', async () => {
    const { router } = renderPage({ total: 120 });
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    await waitFor(() => expect(listQueries().at(-1)?.get('page')).toBe('2'));
  });

  it('on a phone, lists each fact on a line of its own and lets long names wrap instead of widening the page', async () => {
    // A 375 px screen: only antd's "xs" query, (max-width: 575px), matches.
    const wideMatchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...wideMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      renderPage();
      await screen.findAllByRole('region');
      const card = cardOf('Der Käufer ist vom Kauf zurückgetreten');
      const rows = card.querySelectorAll('.ant-descriptions-row');
      expect(rows).toHaveLength(6);
      for (const row of rows) expect(row.querySelectorAll('.ant-descriptions-item-label')).toHaveLength(1);
      expect(card.style.overflowWrap).toBe('anywhere');
      const button = within(card).getByRole('button', { name: 'Cancellation invoice RE-2026-0043, open' });
      expect(button.style.whiteSpace).toBe('normal');
      expect(button.style.maxWidth).toBe('100%');
    } finally {
      window.matchMedia = wideMatchMedia;
    }
  });
});
