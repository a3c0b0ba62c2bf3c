import { keysToSnake } from '@kontor/domain/case';
import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { demoVehicles } from '@kontor/domain/demo';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import VehiclePage from './vehicle-page';

// The vehicle page's way into the selling wizard, and the sale of a sold vehicle.

setUpScreenTests({ wide: true });
beforeEach(() => {
  document.cookie = `${LOCALE_COOKIE}=en; path=/`;
});

const vehicle = { ...demoVehicles('2026-11-23')[0]!, id: 'v1', status: 'CURRENT', soldOn: null };
const soldVehicle = { ...vehicle, status: 'SOLD', soldOn: '2026-11-20' };

const finishedTrade = {
  id: 't1',
  vehicleId: 'v1',
  kind: 'SELLING',
  status: 'FINISHED',
  customerId: 'c1',
  buyer: { id: 'c1', type: 'PRIVATE', firstName: 'Erika', lastName: 'Mustermann', companyName: null },
  amounts: { grossCents: 1_899_000, netCents: 1_595_798, vatCents: 303_202, depositCents: 0, amountDueCents: 1_899_000 },
  grossPrice: 1_899_000,
  invoiceNumber: 'RE-2026-0042',
  issuedOn: '2026-11-20',
};

function renderVehicle(answer: { vehicle: unknown; trade?: unknown }) {
  const calls = stubServer({
    '/api/user/vehicles/v1': { status: 200, body: keysToSnake({ data: answer.vehicle }) },
    '/api/user/vehicles/v1/trades/SELLING': { status: 200, body: keysToSnake({ data: answer.trade ?? null }) },
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
      { path: '/selling/selling-documents/:id', element: <p>wizard</p> },
    ],
    '/vehicles/v1',
  );
  return { router, calls };
}

describe('the vehicle page and the sale', { timeout: 20_000 }, () => {
  it('links a vehicle in stock to the selling wizard with a Sell button, and shows no sale', async () => {
    const { router, calls } = renderVehicle({ vehicle });
    const sell = await screen.findByRole('link', { name: /Sell$/ });
    expect(sell.getAttribute('href')).toBe('/selling/selling-documents/v1');
    expect(screen.queryByText('Sale')).toBeNull();
    expect(calls.some((call) => call.path === '/api/user/vehicles/v1/trades/SELLING')).toBe(false);
    fireEvent.click(sell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/selling/selling-documents/v1'));
  });

  it('leaves a Ctrl- or Cmd-click on Sell to the browser (a new tab), the page staying where it is', async () => {
    const { router } = renderVehicle({ vehicle });
    const sell = await screen.findByRole('link', { name: /Sell$/ });
    // Whether the app took the click over, read after React's handler; then jsdom is kept from navigating.
    let taken: boolean | null = null;
    const record = (clicked: Event) => {
      taken = clicked.defaultPrevented;
      clicked.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
        taken = null;
        fireEvent.click(sell, { button: 0, ...modifier });
        expect(taken).toBe(false);
        expect(router.state.location.pathname).toBe('/vehicles/v1');
      }
      fireEvent.click(sell, { button: 0 });
      expect(taken).toBe(true);
    } finally {
      document.removeEventListener('click', record);
    }
    await waitFor(() => expect(router.state.location.pathname).toBe('/selling/selling-documents/v1'));
  });

  it('shows a sold vehicle’s sale (buyer, price, sold day, invoice number) and links to its sale documents', async () => {
    renderVehicle({ vehicle: soldVehicle, trade: finishedTrade });
    const documents = await screen.findByRole('link', { name: /Sale documents/ });
    expect(documents.getAttribute('href')).toBe('/selling/selling-documents/v1');
    const card = (await screen.findByText('Sale')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Erika Mustermann')).toBeTruthy();
    expect(within(card).getByText('€18,990.00')).toBeTruthy();
    expect(within(card).getByText('2026-11-20')).toBeTruthy();
    expect(within(card).getByText('RE-2026-0042')).toBeTruthy();
  });

  it('shows no sale card for a vehicle sold without an invoice from Kontor', async () => {
    const { calls } = renderVehicle({ vehicle: soldVehicle, trade: null });
    await screen.findByRole('link', { name: /Sale documents/ });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/user/vehicles/v1/trades/SELLING')).toBe(true));
    expect(screen.queryByText('Sale')).toBeNull();
  });
});
