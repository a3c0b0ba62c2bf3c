import { keysToSnake } from '@kontor/domain/case';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storedCustomer } from '../../test/customer.fixture';
import { renderScreen, setUpScreenTests } from '../../test/screen-test-kit';
import CustomersPage from './customers-page';

const en = catalogs.en;

setUpScreenTests({ wide: true });

const erika = storedCustomer({
  id: '5b0f7a4e-1c1d-4d55-9a57-0a5f3c3b2a11',
  greeting: 'MISSUS',
  streetAddress: 'Heidestraße',
  houseNumber: '17',
  postalCode: '51147',
  city: 'Köln',
  phoneNumber: '+49301234567',
  email: 'erika@example.de',
  passport: 'L01X00T47',
  passportExpired: '2020-01-31',
  idDocumentExpired: true,
});

type Call = { method: string; url: string };

/** The server, as far as this page talks to it: one customer, and a delete answered as given. */
function stubServer(deleteAnswer: { status: number; body?: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url });
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.startsWith('/api/user/clients/export.csv'))
        return new Response('\uFEFFKundenart;Anrede\r\n', {
          status: 200,
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        });
      if (method === 'DELETE')
        return deleteAnswer.status === 204 ? new Response(null, { status: 204 }) : json(deleteAnswer.status, deleteAnswer.body);
      return json(200, keysToSnake({ data: [erika], meta: { page: 1, perPage: 50, total: 1 } }));
    }),
  );
  return calls;
}

function renderPage(initialEntry = '/customers') {
  return renderScreen(
    [
      { path: '/customers', element: <CustomersPage /> },
      { path: '/customers/:id', element: <p>detail</p> },
    ],
    initialEntry,
  );
}

describe('CustomersPage', { timeout: 20_000 }, () => {
  it('lists the customers with the count and flags an expired ID document', async () => {
    const calls = stubServer({ status: 204 });
    renderPage('/customers?search=erika&sort=name&page=1');
    expect(await screen.findByText('Erika Mustermann')).toBeTruthy();
    expect(screen.getByText(en.customers.idExpired)).toBeTruthy();
    expect(screen.getByText('1 customer')).toBeTruthy();
    expect(calls[0]!.url).toBe('/api/user/clients?page=1&per_page=50&search=erika&sort=name');
  });

  it('explains why a customer who is party to a trade cannot be deleted', async () => {
    const calls = stubServer({ status: 409, body: { error: { code: '409', message: 'conflict' } } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: `${en.customers.actions.delete}: Erika Mustermann` }));
    fireEvent.click(await screen.findByRole('button', { name: en.customers.delete.confirm }));
    const refusal = en.customers.delete.refusedInTrade.replace('{name}', 'Erika Mustermann');
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === `/api/user/clients/${erika.id}`)).toBe(true);
  });

  it('confirms a deletion and reloads the list', async () => {
    const calls = stubServer({ status: 200, body: { data: { kept_until: null } } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: `${en.customers.actions.delete}: Erika Mustermann` }));
    // The dialog says what goes and what the law keeps, and for how long.
    expect(await screen.findByText(en.customers.delete.confirmText.replace('{name}', 'Erika Mustermann'))).toBeTruthy();
    expect(en.customers.delete.confirmText).toContain('eight years from the end of the year they were issued (§ 147 AO');
    fireEvent.click(await screen.findByRole('button', { name: en.customers.delete.confirm }));
    expect(await screen.findByText(en.customers.messages.deleted)).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('after the erasure, says until when the issued invoices and contracts keep the customer’s details', async () => {
    stubServer({ status: 200, body: { data: { kept_until: '2034-12-31' } } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: `${en.customers.actions.delete}: Erika Mustermann` }));
    fireEvent.click(await screen.findByRole('button', { name: en.customers.delete.confirm }));
    expect(
      await screen.findByText(
        'Erika Mustermann was deleted; invoices and contracts with their details are kept until 31/12/2034 (§ 147 AO)',
      ),
    ).toBeTruthy();
  });

  it('downloads the current search as CSV, labelled in the UI language', async () => {
    const calls = stubServer({ status: 204 });
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:csv'), revokeObjectURL: () => undefined }),
    );
    renderPage('/customers?search=erika&sort=name');
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(en.customers.actions.exportCsv) }));
    expect(await screen.findByText(en.customers.messages.exportedCsv)).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/user/clients/export.csv?search=erika&sort=name&lang=en')).toBe(true);
    expect(await created[0]!.text()).toContain('Kundenart;Anrede');
  });

  it('opens a customer’s detail page from the name, a link the keyboard reaches too', async () => {
    stubServer({ status: 204 });
    const router = renderPage();
    const link = await screen.findByRole('link', { name: en.customers.detail.open.replace('{name}', 'Erika Mustermann') });
    expect(link.getAttribute('href')).toBe(`/customers/${erika.id}`);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/${erika.id}`));
  });
});
