import { keysToSnake } from '@kontor/domain/case';
import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { demoVehicles } from '@kontor/domain/demo';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import { Link } from 'react-router';
import { readEditDraft } from './vehicle-draft';
import VehiclePage from './vehicle-page';

// Two tabs edit the same vehicle: the save sends the version the form opened on, and a refusal
// (9541: changed meanwhile) is said in the UI language while the form stays open with the input.

const en = catalogs.en;
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
  updatedAt: '2026-11-23T08:15:30.123Z',
};

/** The server of the vehicle page: the vehicle as `answer` (by default as read before), no trades, no files. */
function stubVehicle(answer: Record<string, unknown> | ((body: unknown) => Record<string, unknown>) = vehicle) {
  return stubServer({
    '/api/user/vehicles/v1': (body) => ({
      status: 200,
      body: keysToSnake({ data: typeof answer === 'function' ? answer(body) : answer }),
    }),
    '/api/user/vehicles/v1/trades/SELLING': { status: 200, body: { data: null } },
    '/api/user/vehicles/v1/trades/BUYING': { status: 200, body: { data: null } },
    '/api/user/vehicles/v1/documents': { status: 200, body: { data: [] } },
    '/api/user/vehicles/v1/photos': { status: 200, body: { data: [] } },
  });
}

const colourField = () => screen.getByLabelText(en.vehicles.form.colour, { exact: true }) as HTMLInputElement;

describe('editing a vehicle another tab changed', { timeout: 30_000 }, () => {
  it('sends If-Match with the version it opened and shows 9541, keeping the form and the input', async () => {
    stubVehicle();
    const server = vi.mocked(fetch);
    const puts: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (init.method !== 'PUT') return server(url, init);
        puts.push(init);
        return new Response(JSON.stringify({ error: { code: '9541', message: 'changed' } }), { status: 409 });
      }),
    );
    renderScreen([{ path: '/vehicles/:id', element: <VehiclePage /> }], '/vehicles/v1');
    fireEvent.click(await screen.findByRole('button', { name: /Edit$/ }));
    const colour = await screen.findByLabelText(en.vehicles.form.colour, { exact: true });
    fireEvent.change(colour, { target: { value: 'Froschgrün' } });
    fireEvent.click(screen.getByRole('button', { name: en.common.actions.save }));
    expect(await screen.findByText(en.errors['9541'])).toBeTruthy();
    expect(puts).toHaveLength(1);
    expect((puts[0]!.headers as Record<string, string>)['if-match']).toBe(`"${vehicle.updatedAt}"`);
    expect((screen.getByLabelText(en.vehicles.form.colour, { exact: true }) as HTMLInputElement).value).toBe('Froschgrün');
    expect(screen.queryByText(en.vehicles.form.saved)).toBeNull();
  });

  it('asks before edits not saved are left through a link, and stays when told to', async () => {
    stubVehicle();
    const page = (
      <>
        <Link to="/customers">Customers</Link>
        <VehiclePage />
      </>
    );
    const router = renderScreen(
      [
        { path: '/vehicles/:id', element: page },
        { path: '/customers', element: <p>customers</p> },
      ],
      '/vehicles/v1',
    );
    fireEvent.click(await screen.findByRole('button', { name: /Edit$/ }));
    fireEvent.change(await screen.findByLabelText(en.vehicles.form.colour, { exact: true }), { target: { value: 'Froschgrün' } });
    fireEvent.click(screen.getByRole('link', { name: 'Customers' }));
    fireEvent.click(await screen.findByRole('button', { name: en.common.unsaved.stay }));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/vehicles/v1');
    expect((screen.getByLabelText(en.vehicles.form.colour, { exact: true }) as HTMLInputElement).value).toBe('Froschgrün');
  });

  it('opens an edit not saved again after a reload or a new login, saves it over the version it was typed on, then forgets it', async () => {
    const calls = stubVehicle((body) =>
      body ? { ...vehicle, ...(body as object), updatedAt: '2026-11-23T09:00:00.000Z' } : vehicle,
    );
    renderScreen([{ path: '/vehicles/:id', element: <VehiclePage /> }], '/vehicles/v1');
    fireEvent.click(await screen.findByRole('button', { name: /Edit$/ }));
    fireEvent.change(await screen.findByLabelText(en.vehicles.form.colour, { exact: true }), { target: { value: 'Froschgrün' } });
    // The page goes (a reload, or the session ended and the login leads back here) and comes again.
    cleanup();
    renderScreen([{ path: '/vehicles/:id', element: <VehiclePage /> }], '/vehicles/v1');
    await waitFor(() => expect(colourField().value).toBe('Froschgrün'));
    fireEvent.click(screen.getByRole('button', { name: en.common.actions.save }));
    expect(await screen.findByText(en.vehicles.form.saved)).toBeTruthy();
    expect(calls.filter((call) => call.body !== undefined).map((call) => call.body)).toEqual([
      expect.objectContaining({ colour: 'Froschgrün' }),
    ]);
    expect(readEditDraft('v1', vehicle.updatedAt)).toBeNull();
  });

  it('drops a kept edit when the vehicle was saved since in another tab', async () => {
    stubVehicle();
    renderScreen([{ path: '/vehicles/:id', element: <VehiclePage /> }], '/vehicles/v1');
    fireEvent.click(await screen.findByRole('button', { name: /Edit$/ }));
    fireEvent.change(await screen.findByLabelText(en.vehicles.form.colour, { exact: true }), { target: { value: 'Froschgrün' } });
    cleanup();
    stubVehicle({ ...vehicle, colour: 'Blau', updatedAt: '2026-11-23T10:00:00.000Z' });
    renderScreen([{ path: '/vehicles/:id', element: <VehiclePage /> }], '/vehicles/v1');
    expect(await screen.findByRole('button', { name: /Edit$/ })).toBeTruthy();
    expect(screen.queryByLabelText(en.vehicles.form.colour, { exact: true })).toBeNull();
  });
});
