import { keysToSnake } from '@kontor/domain/case';
import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { demoVehicles } from '@kontor/domain/demo';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import VehiclePage from './vehicle-page';

// A vehicle whose invoices or contracts the law keeps (a canceled purchase's seller invoice, say) is
// not deleted: the page says why and until which day, as the UI language writes it, and stays.

const texts = catalogs.en.vehicles;

setUpScreenTests({ wide: true });
beforeEach(() => {
  document.cookie = `${LOCALE_COOKIE}=en; path=/`;
});

const vehicle = {
  ...demoVehicles('2026-11-23')[0]!,
  id: 'v1',
  status: 'CURRENT',
  soldOn: null,
  purchasePrice: null,
  purchasedOn: null,
};

describe('deleting a vehicle whose records are kept', { timeout: 20_000 }, () => {
  it('shows the refusal with its last day and stays on the page', async () => {
    // Every read answers the vehicle; once the dealer confirms, the DELETE is refused as the server does.
    let confirmed = false;
    const refusal = {
      status: 409,
      body: { error: { code: '9556', message: 'refused', kept_until: '2034-12-31' } },
    };
    stubServer({
      '/api/user/vehicles/v1': () => (confirmed ? refusal : { status: 200, body: keysToSnake({ data: vehicle }) }),
      '/api/user/vehicles/v1/trades/SELLING': { status: 200, body: { data: null } },
      '/api/user/vehicles/v1/trades/BUYING': { status: 200, body: { data: null } },
      '/api/user/vehicles/v1/documents': { status: 200, body: { data: [] } },
      '/api/user/vehicles/v1/photos': { status: 200, body: { data: [] } },
      '/api/uploads/limits': {
        status: 200,
        body: { data: { max_mb: 10, max_files: 10, extensions: { general: ['pdf'], images: [], logo: ['jpg'] } } },
      },
    });
    const router = renderScreen(
      [
        { path: '/vehicles/:id', element: <VehiclePage /> },
        { path: '/vehicles', element: <p>vehicle list</p> },
      ],
      '/vehicles/v1',
    );
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`${texts.detail.delete}$`) }));
    const question = await screen.findByRole('dialog');
    confirmed = true;
    fireEvent.click(within(question).getByRole('button', { name: new RegExp(`${texts.detail.delete}$`) }));
    expect(
      await screen.findByText(
        'Invoices and contracts of this vehicle are kept until 31/12/2034 (§ 147 AO): the vehicle cannot be deleted. A sold vehicle stays under Sold',
      ),
    ).toBeTruthy();
    expect((await screen.findAllByText(texts.detail.deleteCannot)).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/vehicles/v1');
  });
});
