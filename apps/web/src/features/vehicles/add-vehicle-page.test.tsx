import { keysToSnake } from '@kontor/domain/case';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import type { KeyListEntry } from '@kontor/domain/key-list';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import AddVehiclePage from './add-vehicle-page';
import { mergeDraft, readDraft, writeDraft } from './vehicle-draft';

const en = catalogs.en.vehicles.form;

setUpScreenTests({ wide: true });

const golf: KeyListEntry = { id: 7, hsn: '0603', tsn: 'CBI', make: 'VW', manufacturer: 'VOLKSWAGEN-VW', model: 'GOLF' };

/** The server answers the key-list entry only when the test says so: the order is the test's. */
function stubKeyListEntry(entry: KeyListEntry) {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!url.includes(`/api/user/vehicles/variations/${entry.id}`)) return new Response(null, { status: 404 });
      await answered;
      return new Response(JSON.stringify(keysToSnake({ data: entry })), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return release;
}

const value = (label: string) => (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value;

const routes = [{ path: '/vehicles/finish-search/:id', element: <AddVehiclePage /> }];

describe('the add wizard after a step back to the search', () => {
  it('keeps what was typed and still fills what the key list knows, whichever arrives first', async () => {
    // What the dealer typed, kept before the key-list entry had filled the form: no make, no model.
    writeDraft('variation:7', { vinCode: 'WVWZZZCDZMW424242', mileage: 42000, make: '', model: null, previousOwners: 1 });
    const release = stubKeyListEntry(golf);
    renderScreen(routes, '/vehicles/finish-search/7');
    // The draft is there at once; the entry answers only now.
    release();
    await waitFor(() => expect(screen.getByLabelText(en.vinCode, { exact: true })).toBeTruthy());
    expect(value(en.vinCode)).toBe('WVWZZZCDZMW424242');
    expect(value(en.make)).toBe('VW');
    expect(value(en.model)).toBe('GOLF');
    expect(value(en.hsn)).toBe('0603');
    expect(value(en.tsn)).toBe('CBI');
  });

  it('keeps a name the dealer changed over the key list', async () => {
    writeDraft('variation:7', { make: 'VW', model: 'GOLF GTI', vinCode: 'WVWZZZCDZMW424242' });
    stubKeyListEntry(golf)();
    renderScreen(routes, '/vehicles/finish-search/7');
    await waitFor(() => expect(value(en.model)).toBe('GOLF GTI'));
    expect(value(en.make)).toBe('VW');
    expect(readDraft('variation:7')).toMatchObject({ model: 'GOLF GTI' });
  });
});

describe('adding by hand', () => {
  it('starts as a car (Kfz), as a key-list entry does', async () => {
    stubServer({});
    renderScreen([{ path: '/vehicles/manual-add', element: <AddVehiclePage /> }], '/vehicles/manual-add');
    const field = await screen.findByLabelText(en.constructionType, { exact: true });
    expect(field.closest('.ant-select')!.textContent).toContain(catalogs.en.vehicles.enums.constructionType.KFZ);
    expect(value(en.make)).toBe('');
  });
});

describe('leaving the add wizard with something typed', { timeout: 20_000 }, () => {
  it('asks first; leaving without saving drops what was typed', async () => {
    stubKeyListEntry(golf)();
    const page = (
      <>
        <Link to="/customers">Customers</Link>
        <AddVehiclePage />
      </>
    );
    const router = renderScreen(
      [
        { path: '/vehicles/finish-search/:id', element: page },
        { path: '/customers', element: <p>customers</p> },
      ],
      '/vehicles/finish-search/7',
    );
    await waitFor(() => expect(value(en.model)).toBe('GOLF'));
    fireEvent.change(screen.getByLabelText(en.colour, { exact: true }), { target: { value: 'Froschgrün' } });
    fireEvent.click(screen.getByRole('link', { name: 'Customers' }));
    const asked = await screen.findByRole('dialog');
    fireEvent.click(within(asked).getByRole('button', { name: catalogs.en.common.unsaved.stay }));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/vehicles/finish-search/7');
    expect(readDraft('variation:7')).toMatchObject({ colour: 'Froschgrün' });
    fireEvent.click(screen.getByRole('link', { name: 'Customers' }));
    const again = await waitFor(() => screen.getAllByRole('button', { name: catalogs.en.common.unsaved.leave }).at(-1)!);
    fireEvent.click(again);
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(readDraft('variation:7')).toBeNull();
  });
});

describe('mergeDraft', () => {
  it('lets typed values win and empty ones give way to the key list', () => {
    expect(
      mergeDraft(
        { make: 'VW', model: 'GOLF', hsn: '0603' },
        { make: '', model: 'GOLF GTI', hsn: null, vinCode: 'X', doors: undefined },
      ),
    ).toEqual({ make: 'VW', model: 'GOLF GTI', hsn: '0603', vinCode: 'X', doors: undefined });
    expect(mergeDraft({ make: 'VW' }, null)).toEqual({ make: 'VW' });
  });
});
