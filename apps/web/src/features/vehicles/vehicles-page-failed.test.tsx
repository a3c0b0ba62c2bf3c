import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import VehiclesPage from './vehicles-page';

// A list that did not load (network abort, 500) is no empty stock: it says so and offers to try again.

const german = i18next.createInstance();
setUpScreenTests({ wide: true });
beforeAll(async () => {
  await german.use(initReactI18next).init({
    lng: 'de',
    resources: { de: { translation: catalogs.de } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
});

const onePage = {
  data: [
    {
      id: 'v1',
      make: 'Opel',
      model: 'Corsa',
      vin_code: 'W0L000000000000001',
      status: 'CURRENT',
      added_on: '2026-11-01',
      mileage: 1,
    },
  ],
  meta: { page: 1, per_page: 50, total: 1, counts: { current: 1, sold: 0 } },
};

function renderList(inGerman: boolean) {
  let failing = true;
  stubServer({
    '/api/user/vehicles': () => (failing ? { status: 500, body: { error: { code: '5003' } } } : { status: 200, body: onePage }),
    '/api/user/vehicles/makes': { status: 200, body: { data: ['ANY', 'Opel'] } },
  });
  const page = inGerman ? (
    <I18nextProvider i18n={german}>
      <VehiclesPage />
    </I18nextProvider>
  ) : (
    <VehiclesPage />
  );
  renderScreen([{ path: '/vehicles', element: page }], '/vehicles');
  return { recover: () => (failing = false) };
}

describe('VehiclesPage when the list fails', { timeout: 30_000 }, () => {
  it('says so in English, without "No vehicles found", and loads again on Try again', async () => {
    const server = renderList(false);
    expect(await screen.findByText(catalogs.en.vehicles.list.failed)).toBeTruthy();
    expect(screen.queryByText(catalogs.en.vehicles.list.empty)).toBeNull();
    // The tabs do not claim an empty stock either.
    expect(screen.getByRole('tab', { name: 'Current (–)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sold (–)' })).toBeTruthy();
    server.recover();
    fireEvent.click(screen.getByRole('button', { name: catalogs.en.common.actions.retry }));
    expect(await screen.findByText(/Corsa/)).toBeTruthy();
    expect(screen.queryByText(catalogs.en.vehicles.list.failed)).toBeNull();
  });

  it('says so in German', async () => {
    renderList(true);
    expect(await screen.findByText(catalogs.de.vehicles.list.failed)).toBeTruthy();
    expect(screen.getByRole('button', { name: catalogs.de.common.actions.retry })).toBeTruthy();
    expect(screen.queryByText(catalogs.de.vehicles.list.empty)).toBeNull();
  });
});
