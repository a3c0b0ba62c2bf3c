import { keysToSnake } from '@kontor/domain/case';
import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { demoVehicles } from '@kontor/domain/demo';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAppCss } from '../../test/app-css';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import VehiclesPage from './vehicles-page';

// The list in German, as a German dealer uses it: "100.000" in "Kilometerstand bis" is a
// hundred thousand kilometres, not a hundred.

const german = i18next.createInstance();

setUpScreenTests({ wide: true });
beforeAll(async () => {
  await german.use(initReactI18next).init({
    lng: 'de',
    resources: { de: { translation: catalogs.de } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
});

/** The URLs the list was fetched with, query included. */
const listUrls = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/user/vehicles?'));

const emptyPage = { data: [], meta: { page: 1, per_page: 50, total: 0, counts: { current: 0, sold: 0 } } };

function renderGermanList(entry = '/vehicles', page: unknown = emptyPage) {
  const calls = stubServer({
    '/api/user/vehicles': { status: 200, body: page },
    '/api/user/vehicles/makes': { status: 200, body: { data: ['ANY', 'Opel', 'Škoda'] } },
  });
  const router = renderScreen(
    [
      {
        path: '/vehicles',
        element: (
          <I18nextProvider i18n={german}>
            <VehiclesPage />
          </I18nextProvider>
        ),
      },
    ],
    entry,
  );
  return { router, calls };
}

describe('the vehicle list in German', () => {
  // Rendering the whole antd list page takes a few seconds on a busy machine.
  vi.setConfig({ testTimeout: 20_000 });

  it('says that no vehicle was found in the secondary text colour, not antd’s pale empty-text grey', async () => {
    renderGermanList('/vehicles?search=nichts');
    const empty = await screen.findByText('Keine Fahrzeuge gefunden.');
    expect(empty.closest('.ant-typography-secondary')).not.toBeNull();
  });

  it('reads "100.000" in Kilometerstand bis as 100000 km', async () => {
    const { router } = renderGermanList();
    const field = await screen.findByLabelText('Kilometerstand bis');
    fireEvent.change(field, { target: { value: '100.000' } });
    fireEvent.blur(field);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('mileage_max')).toBe('100000'));
  });

  it('shows the message for letters in Kilometerstand bis and drops the previous mileage filter', async () => {
    const { router } = renderGermanList('/vehicles?mileage_max=150000');
    const field = await screen.findByDisplayValue('150.000');
    fireEvent.change(field, { target: { value: 'abc12x' } });
    expect(await screen.findByText('Bitte nur eine Zahl eingeben, z. B. 87.450')).toBeTruthy();
    fireEvent.blur(field);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('mileage_max')).toBe(false));
    // The typed text and its message stay, so the dealer sees why nothing is filtered.
    expect((field as HTMLInputElement).value).toBe('abc12x');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Bitte nur eine Zahl eingeben, z. B. 87.450')).toBeTruthy();
  });

  it('asks the server once the typing pauses, not on every key', async () => {
    const { router } = renderGermanList();
    const field = await screen.findByLabelText('Kilometerstand bis');
    for (const value of ['1', '10', '100', '100.', '100.0', '100.00', '100.000']) {
      fireEvent.change(field, { target: { value } });
    }
    expect(new URLSearchParams(router.state.location.search).has('mileage_max')).toBe(false);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('mileage_max')).toBe('100000'));
    await waitFor(() => expect(listUrls().some((url) => url.includes('mileage_max=100000'))).toBe(true));
    const filtered = listUrls().filter((url) => url.includes('mileage_max'));
    expect(filtered.every((url) => url.includes('mileage_max=100000'))).toBe(true);
  });

  it('shows the mileage from the URL the German way', async () => {
    renderGermanList('/vehicles?mileage_max=150000');
    expect(await screen.findByDisplayValue('150.000')).toBeTruthy();
  });

  it('labels the mileage filter in full and shows a placeholder that fits half a phone’s width', async () => {
    renderGermanList();
    const field = (await screen.findByLabelText('Kilometerstand bis')) as HTMLInputElement;
    expect(field.placeholder).toBe('km-Stand bis');
    // Its column is half of 375 px less padding, gutter, the "km" and the field's own padding.
    for (const locale of ['de', 'en'] as const)
      expect(catalogs[locale].vehicles.list.mileageMaxShort.length).toBeLessThanOrEqual(13);
  });

  it('names the search box’s × in German', async () => {
    renderGermanList();
    const search = await screen.findByLabelText(catalogs.de.vehicles.list.search);
    fireEvent.change(search, { target: { value: 'Golf' } });
    expect(await screen.findByRole('button', { name: 'Suche leeren' })).toBeTruthy();
  });

  it('reads the tabs by their German names only, without antd’s English "Tab 2 of 2"', async () => {
    loadAppCss();
    renderGermanList();
    const current = await screen.findByRole('tab', { name: 'Bestand (0)' });
    fireEvent.focus(current);
    fireEvent.keyDown(current, { key: 'ArrowRight', code: 'ArrowRight' });
    await waitFor(() => expect(document.querySelector('.ant-tabs-tab-focus')).not.toBeNull());
    expect(screen.getByRole('tab', { name: 'Verkauft (0)' })).toBeTruthy();
    expect(screen.queryAllByRole('tab', { name: /Tab \d of \d/ })).toEqual([]);
  });

  it('asks for the makes of the open tab for the make filter: in stock, then sold', async () => {
    const makesUrls = () =>
      vi
        .mocked(fetch)
        .mock.calls.map(([url]) => String(url))
        .filter((url) => url.startsWith('/api/user/vehicles/makes'));
    const { router } = renderGermanList();
    await waitFor(() => expect(makesUrls()).toEqual(['/api/user/vehicles/makes?status=CURRENT']));
    fireEvent.click(await screen.findByRole('tab', { name: /^Verkauft/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBe('SOLD'));
    // A make only ever sold is offered on the Sold tab: its makes are asked for by its status.
    await waitFor(() => expect(makesUrls()).toContain('/api/user/vehicles/makes?status=SOLD'));
  });
});

// The sale columns: who bought a sold vehicle, for how much and when; a vehicle in stock is sold from its row.
const [sample] = demoVehicles('2026-11-23');
const row = (fields: Record<string, unknown>) => ({
  ...sample!,
  askingPrice: 1_990_000,
  purchasePrice: 1_500_000,
  daysInStock: 30,
  thumbnailUrl: null,
  sale: null,
  ...fields,
});
const listPage = (status: 'CURRENT' | 'SOLD', rows: unknown[]) =>
  keysToSnake({
    data: rows,
    meta: {
      page: 1,
      perPage: 50,
      total: rows.length,
      counts: status === 'SOLD' ? { current: 0, sold: rows.length } : { current: rows.length, sold: 0 },
    },
  });

describe('the vehicle list and sales, in German', () => {
  vi.setConfig({ testTimeout: 20_000 });
  // Money and dates follow the language cookie, as the dealer's German screen shows them.
  beforeEach(() => {
    document.cookie = `${LOCALE_COOKIE}=de; path=/`;
  });

  it('shows buyer, sale price and sold day on the Sold tab instead of the asking price', async () => {
    const sold = row({
      id: 'v1',
      status: 'SOLD',
      soldOn: '2026-11-20',
      sale: { buyerName: 'Erika Mustermann', grossPrice: 1_899_000, soldOn: '2026-11-20' },
    });
    const outside = row({ id: 'v2', status: 'SOLD', soldOn: '2026-10-02', vinCode: 'WVWZZZ1JZXW000002' });
    renderGermanList('/vehicles?status=SOLD', listPage('SOLD', [sold, outside]));
    const headers = (await screen.findAllByRole('columnheader')).map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Käufer', 'Verkauft für', 'Verkauft am']));
    expect(headers).not.toContain('Angebotspreis');
    const first = (await screen.findByText('Erika Mustermann')).closest('tr')!;
    expect(within(first).getByText('18.990,00 €')).toBeTruthy();
    expect(within(first).getByText('20.11.2026')).toBeTruthy();
    // Sold before Kontor made its invoices: the sold day from the vehicle, no buyer, no price.
    const second = screen.getByText('WVWZZZ1JZXW000002').closest('tr')!;
    expect(within(second).getByText('02.10.2026')).toBeTruthy();
    expect(within(first).queryByRole('link', { name: /verkaufen/ })).toBeNull();
  });

  it('shows a first registration known by its month as 03.2019 and a day as the day', async () => {
    const month = row({ id: 'v1', status: 'CURRENT', firstRegistered: '2019-03' });
    const day = row({ id: 'v2', status: 'CURRENT', firstRegistered: '2019-03-12', vinCode: 'WVWZZZ1JZXW000009' });
    renderGermanList('/vehicles', listPage('CURRENT', [month, day]));
    expect(await screen.findByText('03.2019')).toBeTruthy();
    expect(screen.getByText('12.03.2019')).toBeTruthy();
    expect(screen.queryByText('01.03.2019')).toBeNull();
  });

  it('shows the inspection month instead of the first registration while the vehicles due for inspection are listed', async () => {
    const due = row({ id: 'v1', status: 'CURRENT', nextInspection: '2026-12-01' });
    renderGermanList('/vehicles?inspection_due_days=30', listPage('CURRENT', [due]));
    const headers = (await screen.findAllByRole('columnheader')).map((header) => header.textContent);
    expect(headers).toContain(catalogs.de.vehicles.columns.nextInspection);
    expect(headers).not.toContain(catalogs.de.vehicles.columns.firstRegistered);
    expect(await screen.findByText('12.2026')).toBeTruthy();
  });

  /** Renders at 375 px: only antd's "xs" query, (max-width: 575px), matches. */
  async function onAPhone(check: () => Promise<void>) {
    const wideMatchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...wideMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      await check();
    } finally {
      window.matchMedia = wideMatchMedia;
    }
  }

  it('on a phone, says the sale under the vehicle, wrapping between its parts, in a table no wider than the screen', () =>
    onAPhone(async () => {
      const sold = row({
        id: 'v1',
        status: 'SOLD',
        soldOn: '2026-11-23',
        sale: { buyerName: 'Erika Mustermann', grossPrice: 1_500_000, soldOn: '2026-11-23' },
      });
      renderGermanList('/vehicles?status=SOLD', listPage('SOLD', [sold]));
      // Each part carries the separator after it (no-break spaces before "€" and "·"): a line never starts with "·".
      const price = await screen.findByText('15.000,00 € ·');
      expect(price.textContent).toBe('15.000,00\u00a0€\u00a0·');
      expect(price.style.whiteSpace).toBe('nowrap');
      expect(screen.getByText('23.11.2026').style.whiteSpace).toBe('nowrap');
      // A long buyer's name may wrap.
      expect(screen.getByText('Erika Mustermann ·').style.whiteSpace).toBe('');
      const line = price.closest('.ant-typography')!;
      expect(line.textContent!.replace(/\s/g, ' ')).toBe('Erika Mustermann · 15.000,00 € · 23.11.2026');
      // The buyer, price and day columns are not there; the line itself wraps between its parts.
      expect(screen.queryByRole('columnheader', { name: 'Käufer' })).toBeNull();
      expect((line as HTMLElement).style.whiteSpace).toBe('');
      // The mileage too is said under the vehicle, in one piece; its wide column is not there.
      expect(screen.queryByRole('columnheader', { name: /Kilometerstand/ })).toBeNull();
      const mileage = within(line.closest('td')!).getByText(/km$/);
      expect(mileage.style.whiteSpace).toBe('nowrap');
      // No sideways scrolling: the table takes the screen's width, not its content's.
      expect(line.closest('table')!.style.width).not.toBe('max-content');
    }));

  it('on a phone, says the mileage and asking price of a vehicle in stock under it, and keeps its sell link', () =>
    onAPhone(async () => {
      renderGermanList('/vehicles', listPage('CURRENT', [row({ id: 'v1', status: 'CURRENT', soldOn: null, mileage: 87_450 })]));
      const price = await screen.findByText('19.900,00 €');
      const mileage = screen.getByText('87.450 km ·');
      expect([mileage.style.whiteSpace, price.style.whiteSpace]).toEqual(['nowrap', 'nowrap']);
      const cell = price.closest('td')!;
      expect(within(cell).getByRole('link', { name: `${sample!.make} ${sample!.model}` })).toBeTruthy();
      // Their wide columns are not there, so the table fits the screen without scrolling sideways.
      const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
      expect(headers.some((header) => /Kilometerstand|Angebotspreis/.test(header ?? ''))).toBe(false);
      expect(cell.closest('table')!.style.width).not.toBe('max-content');
      expect(screen.getByRole('link', { name: `${sample!.make} ${sample!.model} verkaufen` })).toBeTruthy();
    }));

  it('links each vehicle in stock to the sale wizard', async () => {
    renderGermanList('/vehicles', listPage('CURRENT', [row({ id: 'v1', status: 'CURRENT', soldOn: null })]));
    const sell = await screen.findByRole('link', { name: `${sample!.make} ${sample!.model} verkaufen` });
    expect(sell.getAttribute('href')).toBe('/selling/selling-documents/v1');
    expect(screen.queryByRole('columnheader', { name: 'Käufer' })).toBeNull();
  });
});
