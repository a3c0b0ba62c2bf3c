import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import VehiclesPage from './vehicles-page';

// The list in German, as the dealer of issue 11 used it: "100.000" in "Kilometerstand bis" is a
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

function renderGermanList(entry = '/vehicles') {
  const calls = stubServer({
    '/api/user/vehicles': { status: 200, body: emptyPage },
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

  it('asks for the makes in stock for the make filter', async () => {
    const { calls } = renderGermanList();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/user/vehicles/makes')).toBe(true));
  });
});
