import { keysToSnake } from '@kontor/domain/case';
import type { Customer } from '@kontor/domain/customers';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, setUpScreenTests, setUpGermanI18n } from '../../test/screen-test-kit';
import CustomersPage from './customers-page';

// What a dealer's day found: a double click made two customers, the second tab's save undid the
// first's, and a list that failed to load looked like "no customers yet".

const en = catalogs.en;
setUpScreenTests({ wide: true });

const german = setUpGermanI18n();

const erika = {
  id: '5b0f7a4e-1c1d-4d55-9a57-0a5f3c3b2a11',
  type: 'PRIVATE',
  firstName: 'Erika',
  lastName: 'Mustermann',
  countryId: 82,
  city: 'Köln',
  idDocumentExpired: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T11:22:33.456Z',
} as Customer;

type Sent = { method: string; url: string; headers: Record<string, string> };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: the list (or its failure), and a POST/PUT answered by `write` (a pending promise keeps it in flight). */
function stub(options: { listFails?: boolean; write?: () => Promise<Response> }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ method, url, headers: (init.headers ?? {}) as Record<string, string> });
      if (url.startsWith('/api/countries'))
        return json(200, { data: [{ id: 82, iso2: 'DE', name_de: 'Deutschland', name_en: 'Germany' }] });
      if (method !== 'GET') return options.write ? options.write() : json(200, { data: keysToSnake(erika) });
      if (options.listFails && sent.filter((call) => call.url.startsWith('/api/user/clients?')).length === 1)
        return json(500, { error: { code: '5003', message: 'down' } });
      return json(200, keysToSnake({ data: [erika], meta: { page: 1, perPage: 50, total: 1 } }));
    }),
  );
  return sent;
}

function renderPage(inGerman = false) {
  const page = inGerman ? (
    <I18nextProvider i18n={german}>
      <CustomersPage />
    </I18nextProvider>
  ) : (
    <CustomersPage />
  );
  renderScreen([{ path: '/customers', element: page }], '/customers');
}

const writes = (sent: Sent[]) => sent.filter((call) => call.method === 'POST' || call.method === 'PUT');

describe('CustomersPage: double clicks, two tabs, a failed list', { timeout: 30_000 }, () => {
  it('creates one customer on a double click on "Create customer", and ignores Enter while it is saved', async () => {
    let answer: (response: Response) => void = () => undefined;
    const sent = stub({ write: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(en.customers.actions.add) }));
    fireEvent.change(await screen.findByLabelText(en.customers.fields.firstName, { exact: true }), { target: { value: 'Max' } });
    fireEvent.change(screen.getByLabelText(en.customers.fields.lastName, { exact: true }), { target: { value: 'Muster' } });
    const button = screen.getByRole('button', { name: en.customers.actions.create });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    fireEvent.submit(button.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(writes(sent)).toHaveLength(1);
    answer(json(201, { data: keysToSnake(erika) }));
    expect(await screen.findByText(en.customers.messages.created)).toBeTruthy();
    expect(writes(sent)).toHaveLength(1);
  });

  it('sends the version it opened as If-Match and, refused with 9541, says so and keeps the form with the input', async () => {
    const sent = stub({ write: async () => json(409, { error: { code: '9541', message: 'changed' } }) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: `${en.customers.actions.edit}: Erika Mustermann` }));
    const city = await screen.findByLabelText(en.customers.fields.city, { exact: true });
    fireEvent.change(city, { target: { value: 'Dresden' } });
    fireEvent.click(screen.getByRole('button', { name: en.common.actions.save }));
    expect(await screen.findByText(en.errors['9541'])).toBeTruthy();
    const put = writes(sent)[0]!;
    expect(put).toMatchObject({ method: 'PUT', url: `/api/user/clients/${erika.id}` });
    expect(put.headers['if-match']).toBe(`"${erika.updatedAt}"`);
    expect((screen.getByLabelText(en.customers.fields.city, { exact: true }) as HTMLInputElement).value).toBe('Dresden');
    expect(screen.queryByText(en.customers.messages.updated)).toBeNull();
  });

  it('refused after the trial (5005), says where a plan is ordered and keeps the form with the input', async () => {
    stub({ write: async () => json(403, { error: { code: '5005', message: 'expired' } }) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(en.customers.actions.add) }));
    fireEvent.change(await screen.findByLabelText(en.customers.fields.firstName, { exact: true }), { target: { value: 'Max' } });
    fireEvent.change(screen.getByLabelText(en.customers.fields.lastName, { exact: true }), { target: { value: 'Muster' } });
    fireEvent.click(screen.getByRole('button', { name: en.customers.actions.create }));
    const where = `“${en.shell.menu.settings}” → “${en.subscriptions.menu}”`;
    expect(
      await screen.findByText((text) => text.startsWith(en.errors['5005'].split('.')[0]!) && text.includes(where)),
    ).toBeTruthy();
    expect((screen.getByLabelText(en.customers.fields.firstName, { exact: true }) as HTMLInputElement).value).toBe('Max');
  });

  it('asks before Esc throws away a new customer being typed, keeps it on Stay, and closes at once when nothing was typed', async () => {
    stub({});
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(en.customers.actions.add) }));
    const firstName = await screen.findByLabelText(en.customers.fields.firstName, { exact: true });
    fireEvent.change(firstName, { target: { value: 'Max' } });
    fireEvent.keyDown(firstName, { key: 'Escape', code: 'Escape', keyCode: 27 });
    fireEvent.click(await screen.findByRole('button', { name: en.common.unsaved.stay }));
    expect((screen.getByLabelText(en.customers.fields.firstName, { exact: true }) as HTMLInputElement).value).toBe('Max');
    // Cancel discards on purpose; a drawer opened anew and left untouched closes without asking.
    fireEvent.click(screen.getByRole('button', { name: en.common.actions.cancel }));
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(en.customers.actions.add) }));
    const untouched = await screen.findByLabelText(en.customers.fields.firstName, { exact: true });
    const asked = screen.queryAllByRole('button', { name: en.common.unsaved.leave }).length;
    fireEvent.keyDown(untouched, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByLabelText(en.customers.fields.firstName, { exact: true })).toBeNull());
    expect(screen.queryAllByRole('button', { name: en.common.unsaved.leave })).toHaveLength(asked);
  });

  it('says the list did not load and offers to try again, in English', async () => {
    stub({ listFails: true });
    renderPage();
    expect(await screen.findByText(en.customers.list.failed)).toBeTruthy();
    expect(screen.queryByText(en.customers.list.empty)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.common.actions.retry }));
    expect(await screen.findByText('Erika Mustermann')).toBeTruthy();
  });

  it('says so in German too', async () => {
    stub({ listFails: true });
    renderPage(true);
    expect(await screen.findByText(catalogs.de.customers.list.failed)).toBeTruthy();
    expect(screen.getByRole('button', { name: catalogs.de.common.actions.retry })).toBeTruthy();
    expect(screen.queryByText(catalogs.de.customers.list.empty)).toBeNull();
  });
});
