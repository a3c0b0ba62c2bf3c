import { keysToSnake } from '@kontor/domain/case';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storedCustomer } from '../../test/customer.fixture';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import CustomerDetailPage from './customer-detail-page';

const en = catalogs.en;

setUpScreenTests({ wide: true });

const logistik = storedCustomer({
  id: '7c1e2f00-1c1d-4d55-9a57-0a5f3c3b2a22',
  type: 'BUSINESS',
  greeting: 'MISTER',
  title: 'DOCTOR',
  companyName: 'Muster Logistik GmbH',
  firstName: 'Jürgen',
  lastName: 'Größe',
  streetAddress: 'Hafenstraße',
  houseNumber: '3a',
  additionalAddress: 'Halle 4',
  postalCode: '20095',
  city: 'Hamburg',
  phoneNumber: '+4940555666',
  email: 'info@muster-logistik.de',
  birthday: '1964-08-12',
  passport: 'L01X00T47',
  passportExpired: '2020-01-31',
  comments: 'zahlt per Überweisung',
  vatId: 'DE136695976',
  idDocumentExpired: true,
  createdAt: '2026-11-01T23:30:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
});

const path = `/customers/${logistik.id}`;

function renderPage() {
  return renderScreen(
    [
      { path: '/customers/:id', element: <CustomerDetailPage /> },
      { path: '/customers', element: <p>list</p> },
    ],
    path,
  );
}

describe('CustomerDetailPage', { timeout: 20_000 }, () => {
  it('shows every stored field, readable: phone grouped, dates and labels in the language, VAT id', async () => {
    stubServer({ [`/api/user/clients/${logistik.id}`]: { status: 200, body: keysToSnake({ data: logistik }) } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Muster Logistik GmbH', level: 2 })).toBeTruthy();
    expect(screen.getByText('+49 40 555666')).toBeTruthy();
    expect(screen.getByText('DE136695976')).toBeTruthy();
    expect(screen.getByText(en.customers.types.BUSINESS)).toBeTruthy();
    expect(screen.getByText(en.customers.greetings.MISTER)).toBeTruthy();
    expect(screen.getByText('Hafenstraße 3a')).toBeTruthy();
    expect(screen.getByText('20095 Hamburg')).toBeTruthy();
    expect(screen.getByText('Germany')).toBeTruthy();
    expect(screen.getByText('12/08/1964')).toBeTruthy();
    expect(screen.getByText(en.customers.idExpired)).toBeTruthy();
    // Created 23:30 UTC on 1 November is 2 November in Berlin.
    expect(screen.getAllByText('02/11/2026')).toHaveLength(2);
    expect(screen.getByText(en.customers.sections.idDocumentOptional)).toBeTruthy();
    // A field without a value is not listed at all.
    expect(screen.queryByText(en.customers.fields.placeOfBirth)).toBeNull();
  });

  it('says so when the customer does not exist (or belongs to another company)', async () => {
    stubServer({});
    renderPage();
    expect(await screen.findByText(en.customers.detail.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.customers.actions.back })).toBeTruthy();
  });

  it('erases the customer after confirming and goes back to the list', async () => {
    stubServer({ [`/api/user/clients/${logistik.id}`]: { status: 200, body: keysToSnake({ data: logistik }) } });
    // The kit answers by path; the DELETE of the same path is answered by its method.
    const fetchStub = vi.mocked(globalThis.fetch);
    const answer = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (url, init) =>
      init?.method === 'DELETE'
        ? new Response(JSON.stringify({ data: { kept_until: null } }), { status: 200 })
        : answer(url, init),
    );
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: `${en.customers.actions.delete}: Muster Logistik GmbH` }));
    fireEvent.click(await screen.findByRole('button', { name: en.customers.delete.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(fetchStub.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('starts the erase question on Cancel, so a second Enter does not erase the customer for good', async () => {
    stubServer({ [`/api/user/clients/${logistik.id}`]: { status: 200, body: keysToSnake({ data: logistik }) } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: `${en.customers.actions.delete}: Muster Logistik GmbH` }));
    const question = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(question).getByRole('button', { name: en.common.actions.cancel })),
    );
  });

  it('opens the edit form with the customer’s data', async () => {
    stubServer({
      [`/api/user/clients/${logistik.id}`]: { status: 200, body: keysToSnake({ data: logistik }) },
      '/api/countries': { status: 200, body: { data: [{ id: 82, iso2: 'DE', name_de: 'Deutschland', name_en: 'Germany' }] } },
    });
    renderPage();
    fireEvent.click(await screen.findByText(en.customers.actions.edit));
    expect(await screen.findByText(en.customers.drawer.editTitle)).toBeTruthy();
    expect(screen.getByLabelText(en.customers.fields.companyName, { exact: true })).toHaveProperty(
      'value',
      'Muster Logistik GmbH',
    );
    expect(screen.getByLabelText(en.customers.fields.vatId, { exact: true })).toHaveProperty('value', 'DE136695976');
  });
});
