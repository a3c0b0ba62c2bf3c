import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionDraft } from '../../app/session-draft';
import { renderScreen } from '../../test/screen-test-kit';
import ServiceInvoicePage from './service-invoice-page';
import {
  button,
  customer,
  en,
  ok,
  openPage,
  PAGE,
  serviceTrade,
  setUpServiceInvoicePageTests,
  stubService,
  TRADES,
  writes,
} from './service-invoice-page.fixture';

// The add page of a service invoice (the documents: service-invoice-page.test.tsx): a new one is dated today and gets its id in the URL with the
// first save; the server's field errors land under their line; a cost estimate keeps the draft; the
// invoice is issued after a warning, with its progress, and the page turns read-only; an issued one
// is canceled, a draft deleted. In English and German.

setUpServiceInvoicePageTests();

describe('the service invoice add page: customer, vehicle, leaving, deleting, German', { timeout: 30_000 }, () => {
  it('adds the customer inline with the customers form and chooses them', async () => {
    const added = { ...customer, id: 'c2', type: 'BUSINESS', companyName: 'Autohaus Nord GmbH', firstName: null, lastName: null };
    const calls = stubService({
      trade: serviceTrade({ customerId: null }),
      answers: { '/api/user/clients': (body) => (body ? ok(added, 201) : ok([customer])), '/api/user/clients/c2': ok(added) },
    });
    // The customers form as the router hands it in; here it submits a company at once.
    const CustomerForm = ({ onSubmit }: { onSubmit(values: object): Promise<unknown> }) => (
      <button type="button" onClick={() => void onSubmit({ type: 'BUSINESS', companyName: 'Autohaus Nord GmbH' })}>
        Submit the new customer
      </button>
    );
    renderScreen([{ path: `${PAGE}/:id?`, element: <ServiceInvoicePage CustomerForm={CustomerForm} /> }], `${PAGE}/t1`);
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`${en.customer.new}$`) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit the new customer' }));
    expect(await screen.findByText('Autohaus Nord GmbH (Business)')).toBeTruthy();
    fireEvent.click(button(en.actions.save));
    await waitFor(() => expect(writes(calls).some((call) => call.path === `${TRADES}/t1/INVOICE`)).toBe(true));
    expect(writes(calls).find((call) => call.path === `${TRADES}/t1/INVOICE`)!.body).toMatchObject({ customer_id: 'c2' });
  });

  it('moves focus into the inline customer form, back to New customer on Cancel, to the search once saved', async () => {
    const added = { ...customer, id: 'c2', type: 'BUSINESS', companyName: 'Autohaus Nord GmbH', firstName: null, lastName: null };
    stubService({
      trade: serviceTrade({ customerId: null }),
      answers: { '/api/user/clients': (body) => (body ? ok(added, 201) : ok([customer])), '/api/user/clients/c2': ok(added) },
    });
    const CustomerForm = ({ onSubmit, onCancel }: { onSubmit(values: object): Promise<unknown>; onCancel?(): void }) => (
      <>
        <input aria-label="Company name" />
        <button type="button" onClick={() => void onSubmit({ type: 'BUSINESS', companyName: 'Autohaus Nord GmbH' })}>
          Submit the new customer
        </button>
        <button type="button" onClick={onCancel}>
          Cancel the new customer
        </button>
      </>
    );
    renderScreen([{ path: `${PAGE}/:id?`, element: <ServiceInvoicePage CustomerForm={CustomerForm} /> }], `${PAGE}/t1`);
    const newCustomer = await screen.findByRole('button', { name: new RegExp(`${en.customer.new}$`) });
    fireEvent.click(newCustomer);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Company name')));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the new customer' }));
    await waitFor(() => expect(document.activeElement).toBe(newCustomer));
    fireEvent.click(newCustomer);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit the new customer' }));
    expect(await screen.findByText('Autohaus Nord GmbH (Business)')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: en.customer.search })));
  });

  it('takes the vehicle from stock: its data fills the fields and its id is sent', async () => {
    const stockVehicle = {
      id: 'v1',
      make: 'Volkswagen',
      model: 'Golf',
      vinCode: 'WVWZZZ1KZAW000001',
      licencePlate: 'B-KT 123',
      nextInspection: '2027-05-01',
      mileage: 87_450,
    };
    const calls = stubService({
      trade: serviceTrade({ licencePlate: null }),
      answers: { '/api/user/vehicles': ok([stockVehicle]) },
    });
    openPage();
    await screen.findByRole('textbox', { name: 'Description of line 2' });
    fireEvent.mouseDown(screen.getByLabelText(en.vehicle.stock));
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title^="Volkswagen Golf"]');
      expect(found).toBeTruthy();
      return found!;
    });
    fireEvent.click(option);
    await waitFor(() => expect((screen.getByLabelText(en.vehicle.make) as HTMLInputElement).value).toBe('Volkswagen'));
    expect((screen.getByLabelText(en.vehicle.licencePlate) as HTMLInputElement).value).toBe('B-KT 123');
    expect((screen.getByLabelText(en.vehicle.mileage) as HTMLInputElement).value).toBe('87,450');
    expect(screen.getByText('The data of Volkswagen Golf was taken over.')).toBeTruthy();
    fireEvent.click(button(en.actions.save));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({
      vehicle_id: 'v1',
      make: 'Volkswagen',
      model: 'Golf',
      vin_code: 'WVWZZZ1KZAW000001',
      licence_plate: 'B-KT 123',
      next_inspection: '2027-05',
      mileage: 87_450,
    });
  });

  it('asks before leaving with unsaved changes: staying keeps them, leaving goes; once saved it does not ask', async () => {
    stubService({ trade: null });
    const router = openPage(PAGE);
    await screen.findByRole('heading', { name: en.page.titleNew });
    const toList = () => fireEvent.click(screen.getByRole('link', { name: new RegExp(en.page.backToList) }));
    fireEvent.click(button(en.lines.add));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Description of line 1' }), { target: { value: 'Inspektion' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of line 1' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Unit price (net) of line 1' }), { target: { value: '80' } });

    toList();
    const asked = await screen.findByRole('dialog');
    expect(within(asked).getByText(catalogs.en.common.unsaved.text)).toBeTruthy();
    fireEvent.click(within(asked).getByRole('button', { name: catalogs.en.common.unsaved.stay }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe(PAGE);
    expect((screen.getByRole('textbox', { name: 'Description of line 1' }) as HTMLInputElement).value).toBe('Inspektion');

    // Saved (the new draft's URL is no leaving): the list opens without a question.
    fireEvent.click(button(en.actions.save));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE}/t1`));
    toList();
    await waitFor(() => expect(router.state.location.pathname).toBe('/other-documents/service-invoices'));
  });

  it('leaves without saving when the dealer says so', async () => {
    stubService({ trade: null });
    const router = openPage(PAGE);
    await screen.findByRole('heading', { name: en.page.titleNew });
    fireEvent.change(screen.getByLabelText(en.vehicle.licencePlate), { target: { value: 'M-AB 12' } });
    fireEvent.click(screen.getByRole('link', { name: new RegExp(en.page.backToList) }));
    const asked = await screen.findByRole('dialog');
    fireEvent.click(within(asked).getByRole('button', { name: catalogs.en.common.unsaved.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other-documents/service-invoices'));
    // What was left behind is not offered again.
    cleanup();
    openPage(PAGE);
    await screen.findByRole('heading', { name: en.page.titleNew });
    expect((screen.getByLabelText(en.vehicle.licencePlate) as HTMLInputElement).value).toBe('');
  });

  it('gives back what was typed after a reload or a new login, and forgets it once saved', async () => {
    stubService({ trade: null });
    openPage(PAGE);
    await screen.findByRole('heading', { name: en.page.titleNew });
    fireEvent.change(screen.getByLabelText(en.vehicle.licencePlate), { target: { value: 'M-AB 12' } });
    fireEvent.click(button(en.lines.add));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Description of line 1' }), { target: { value: 'Inspektion' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Unit price (net) of line 1' }), { target: { value: '80' } });
    // The page goes (a reload, or the session ended and the login leads back here) and comes again.
    cleanup();
    const router = openPage(PAGE);
    expect(await screen.findByRole('textbox', { name: 'Description of line 1' })).toHaveProperty('value', 'Inspektion');
    expect(screen.getByRole('textbox', { name: 'Unit price (net) of line 1' })).toHaveProperty('value', '80.00');
    expect((screen.getByLabelText(en.vehicle.licencePlate) as HTMLInputElement).value).toBe('M-AB 12');
    // Still not saved: leaving asks.
    fireEvent.click(screen.getByRole('link', { name: new RegExp(en.page.backToList) }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: catalogs.en.common.unsaved.stay }));
    fireEvent.click(button(en.actions.save));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE}/t1`));
    cleanup();
    openPage(PAGE);
    await screen.findByRole('heading', { name: en.page.titleNew });
    expect((screen.getByLabelText(en.vehicle.licencePlate) as HTMLInputElement).value).toBe('');
  });

  it('says that it gave back what was typed, and drops it on Discard', async () => {
    sessionDraft('service-invoice').write({
      tradeId: null,
      tradeUpdatedAt: null,
      values: { licencePlate: 'HH-XY 99', nextInspection: '2027-03' },
    });
    stubService({ trade: null });
    openPage(PAGE);
    await waitFor(() => expect((screen.getByLabelText(en.vehicle.licencePlate) as HTMLInputElement).value).toBe('HH-XY 99'));
    expect(screen.getByText(en.page.restored)).toBeTruthy();
    fireEvent.click(button(en.page.discardRestored));
    await waitFor(() => expect((screen.getByLabelText(en.vehicle.licencePlate) as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText(en.page.restored)).toBeNull();
    // Nothing is left to come back, and leaving does not ask.
    cleanup();
    openPage(PAGE);
    await screen.findByRole('heading', { name: en.page.titleNew });
    expect((screen.getByLabelText(en.vehicle.licencePlate) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(en.page.restored)).toBeNull();
  });

  it('gives back a saved invoice’s unsaved changes, unless it was saved since in another tab', async () => {
    const draft = sessionDraft('service-invoice');
    const typed = { tradeId: 't1', tradeUpdatedAt: serviceTrade().updatedAt, values: { licencePlate: 'HH-XY 99' } };
    draft.write(typed);
    stubService();
    openPage();
    await waitFor(() => expect((screen.getByLabelText(en.vehicle.licencePlate) as HTMLInputElement).value).toBe('HH-XY 99'));
    cleanup();
    draft.write({ ...typed, tradeUpdatedAt: '2026-11-20T09:00:00.000Z' });
    openPage();
    await screen.findByRole('textbox', { name: 'Description of line 2' });
    expect((screen.getByLabelText(en.vehicle.licencePlate) as HTMLInputElement).value).toBe('M-AB 12');
  });

  it('lets the session’s end go to the login page without asking, the input kept for after the login', async () => {
    stubService({ trade: null });
    const router = openPage(PAGE);
    await screen.findByRole('heading', { name: en.page.titleNew });
    fireEvent.change(screen.getByLabelText(en.vehicle.licencePlate), { target: { value: 'M-AB 12' } });
    // As the api client goes when a call meets the ended session (api-client.ts).
    await router.navigate('/other-documents/service-invoices', { replace: true, state: { sessionEnded: true } });
    expect(router.state.location.pathname).toBe('/other-documents/service-invoices');
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    openPage(PAGE);
    await waitFor(() => expect((screen.getByLabelText(en.vehicle.licencePlate) as HTMLInputElement).value).toBe('M-AB 12'));
  });

  it('deletes a draft after asking, and returns to the list', async () => {
    const calls = stubService({ answers: { '/api/user/service-invoices/t1': { status: 204 } } });
    const router = openPage();
    await screen.findByRole('textbox', { name: 'Description of line 2' });
    fireEvent.click(button(en.actions.delete));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(en.actions.deleteText)).toBeTruthy();
    // Focus starts on Cancel: a second Enter does not delete the draft.
    const cancel = within(confirm).getByRole('button', { name: catalogs.en.common.actions.cancel });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.click(within(confirm).getByRole('button', { name: en.actions.deleteConfirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other-documents/service-invoices'));
    expect(calls.map((call) => call.path)).toContain('/api/user/service-invoices/t1');
  });

  it('in German: labels, the quantity with a decimal comma, and money as Germans write it', async () => {
    document.cookie = `${LOCALE_COOKIE}=de; path=/`;
    const calls = stubService({ trade: null });
    openPage(PAGE, true);
    expect(await screen.findByRole('heading', { name: 'Neue Servicerechnung' })).toBeTruthy();
    fireEvent.click(button('Position hinzufügen'));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Beschreibung der Position 1' }), {
      target: { value: 'Arbeitszeit' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Menge der Position 1' }), { target: { value: '1,5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Einzelpreis (netto) der Position 1' }), { target: { value: '96,50' } });
    // 1,5 × 96,50 € = 144,75 € netto, 27,50 € USt., 172,25 € brutto.
    await waitFor(() => expect(screen.getByTestId('service-totals').textContent).toContain('Gesamt brutto172,25\u00a0€'));
    fireEvent.click(button('Entwurf speichern'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({
      lines: [{ description: 'Arbeitszeit', quantity: 1.5, unit_price: 9_650 }],
      language: 'de',
    });
    fireEvent.click(button('Rechnung ausstellen'));
    expect(await screen.findByText('Bitte wählen Sie den Kunden')).toBeTruthy();
  });
});
