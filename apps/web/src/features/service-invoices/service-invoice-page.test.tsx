import { todayInBerlin } from '@kontor/domain/business-calendar';
import { keysToCamel, keysToSnake } from '@kontor/domain/case';
import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { DEFAULT_SERVICE_INVOICE, type ServiceInvoice, type ServiceLine, serviceAmounts } from '@kontor/domain/service-invoices';
import type { TradeParty } from '@kontor/domain/trades';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Answer, type Call, renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import ServiceInvoicePage from './service-invoice-page';

// The add page of a service invoice: a new one is dated today and gets its id in the URL with the
// first save; the server's field errors land under their line; a cost estimate keeps the draft; the
// invoice is issued after a warning, with its progress, and the page turns read-only; an issued one
// is cancelled, a draft deleted. In English and German.

const en = catalogs.en.serviceInvoices;
const TRADES = '/api/user/service-invoices/trades';
const PAGE = '/other-documents/service-invoices/add-invoice';

setUpScreenTests({ wide: true });
beforeEach(() => {
  document.cookie = `${LOCALE_COOKIE}=en; path=/`;
});

const german = i18next.createInstance();
beforeAll(async () => {
  await german.use(initReactI18next).init({
    lng: 'de',
    resources: { de: { translation: catalogs.de } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
});

const customer: TradeParty = {
  id: 'c1',
  type: 'PRIVATE',
  greeting: null,
  title: null,
  companyName: null,
  firstName: 'Erika',
  lastName: 'Mustermann',
  streetAddress: 'Hauptstraße',
  houseNumber: '1',
  additionalAddress: null,
  additionalInfo1: null,
  additionalInfo2: null,
  postalCode: '10115',
  city: 'Berlin',
  countryId: 82,
  phoneNumber: null,
  email: null,
  birthday: null,
  placeOfBirth: null,
  nationality: null,
  passport: null,
  passportExpired: null,
  passportFrom: null,
  comments: null,
  vatId: null,
};

const lines: ServiceLine[] = [
  { description: 'Ölwechsel', quantity: 1.5, unitPrice: 8_000 },
  { description: 'Ölfilter', quantity: 2, unitPrice: 1_299 },
];

function serviceTrade(fields: Partial<ServiceInvoice> = {}): ServiceInvoice {
  const values = { ...DEFAULT_SERVICE_INVOICE, customerId: customer.id, lines, invoiceDate: '2026-11-20', licencePlate: 'M-AB 12', ...fields };
  return {
    ...values,
    id: 't1',
    status: 'PENDING',
    customer: values.customerId ? customer : null,
    amounts: serviceAmounts({ lines: values.lines, vat: values.vat, vatRate: values.vatRate }),
    invoiceNumber: null,
    proposalNumber: null,
    issuedOn: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...fields,
  } as ServiceInvoice;
}

const ok = (data: unknown, status = 200): Answer => ({ status, body: keysToSnake({ data }) });
const job = (status: string, progress: number, result: unknown = null) => ({ suuid: 'j1', status, progress, result, error: null });

type Setup = { trade?: ServiceInvoice | null; answers?: Record<string, Answer | ((body: unknown) => Answer)>; automatic?: boolean };

/** The server: the trade (a save merges into it; issuing the invoice finishes it), its documents, customers, stock, numbering. */
function stubService(setup: Setup = {}): Call[] {
  let current = setup.trade === undefined ? serviceTrade() : setup.trade;
  let polls = 0;
  const merge = (body: unknown) => {
    current = serviceTrade({ ...(current ?? { customerId: null, lines: [] }), ...(keysToCamel(body) as Partial<ServiceInvoice>) });
    return current;
  };
  return stubServer({
    [`${TRADES}/t1`]: () => ok(current),
    [`${TRADES}/INVOICE`]: (body) => ok(merge(body), 201),
    [`${TRADES}/PROPOSAL`]: (body) => ok(merge(body), 201),
    [`${TRADES}/t1/INVOICE`]: (body) => ok(merge(body)),
    [`${TRADES}/t1/PROPOSAL`]: (body) => ok(merge(body)),
    [`${TRADES}/t1/documents/generated`]: () => ok(current?.status === 'FINISHED' ? [generated('d1', 'INVOICE', 'SR-2026-0007')] : []),
    [`${TRADES}/t1/documents/generate/`]: () => ok({ suuid: 'j1' }, 202),
    [`${TRADES}/uploading-documents-status/j1`]: () => {
      const view = polls++ === 0 ? job('RUNNING', 40) : job('DONE', 100, { documentId: 'd1', documentType: 'INVOICE', number: 'SR-2026-0007' });
      if (view.status === 'DONE') current = { ...current!, status: 'FINISHED', invoiceNumber: 'SR-2026-0007', issuedOn: '2026-11-20' };
      return ok(view);
    },
    '/api/user/clients': { status: 200, body: keysToSnake({ data: [customer], meta: { page: 1, perPage: 20, total: 1 } }) },
    [`/api/user/clients/${customer.id}`]: ok(customer),
    '/api/user/vehicles': { status: 200, body: keysToSnake({ data: [], meta: { page: 1, perPage: 20, total: 0, counts: { current: 0, sold: 0 } } }) },
    '/api/user/company/invoice-numbering': ok({ automaticNumbering: setup.automatic ?? true }),
    ...setup.answers,
  });
}

function generated(id: string, documentType: string, number: string | null) {
  return {
    id,
    tradeId: 't1',
    orderType: 'SERVICE_INVOICE',
    vehicleId: null,
    documentType,
    number,
    canceled: false,
    version: 1,
    language: 'en',
    issuedOn: '2026-11-20',
    fileName: `${id}.pdf`,
    size: 26_000,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}

function openPage(entry = `${PAGE}/t1`, inGerman = false) {
  const page = <ServiceInvoicePage CustomerForm={() => null} />;
  return renderScreen(
    [
      { path: `${PAGE}/:id?`, element: inGerman ? <I18nextProvider i18n={german}>{page}</I18nextProvider> : page },
      { path: '/other-documents/service-invoices', element: <p>the list</p> },
    ],
    entry,
  );
}

const writes = (calls: Call[]) => calls.filter((call) => call.body !== undefined);
const button = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}$`) });
const itemOf = (element: HTMLElement) => element.closest('.ant-form-item') as HTMLElement;

describe('the service invoice add page', { timeout: 30_000 }, () => {
  it('starts a new invoice dated today, creates the draft on the first save and then puts its id in the URL', async () => {
    const calls = stubService({ trade: null });
    const router = openPage(PAGE);
    expect(await screen.findByRole('heading', { name: en.page.titleNew })).toBeTruthy();
    expect((screen.getByLabelText(en.terms.invoiceDate) as HTMLInputElement).value).toBe(todayInBerlin());
    expect(screen.getByText(en.lines.empty)).toBeTruthy();

    fireEvent.click(button(en.lines.add));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Description of line 1' }), { target: { value: 'Inspektion' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of line 1' }), { target: { value: '1.5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Unit price (net) of line 1' }), { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText(en.vehicle.licencePlate), { target: { value: ' M-AB 12 ' } });
    fireEvent.click(button(en.actions.save));

    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE}/t1`));
    const created = writes(calls)[0]!;
    expect(created.path).toBe(`${TRADES}/INVOICE`);
    expect(created.body).toMatchObject({
      customer_id: null,
      licence_plate: 'M-AB 12',
      lines: [{ description: 'Inspektion', quantity: 1.5, unit_price: 8_000 }],
      vat: true,
      vat_rate: 19,
      invoice_date: todayInBerlin(),
      language: 'en',
    });
    expect(await screen.findByText(en.actions.saved)).toBeTruthy();
    // The form stays as typed (the same editing session); the next save changes the draft.
    expect((screen.getByRole('textbox', { name: 'Description of line 1' }) as HTMLInputElement).value).toBe('Inspektion');
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of line 1' }), { target: { value: '2' } });
    fireEvent.click(button(en.actions.save));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]!.path).toBe(`${TRADES}/t1/INVOICE`);
    expect(writes(calls)[1]!.body).toMatchObject({ lines: [{ description: 'Inspektion', quantity: 2, unit_price: 8_000 }] });
  });

  it('reads a draft back and shows its lines and totals', async () => {
    stubService();
    openPage();
    expect(await screen.findByRole('heading', { name: en.page.titleEdit })).toBeTruthy();
    expect((await screen.findByRole('textbox', { name: 'Description of line 2' }) as HTMLInputElement).value).toBe('Ölfilter');
    expect((screen.getByRole('textbox', { name: 'Quantity of line 1' }) as HTMLInputElement).value).toBe('1.5');
    expect(screen.getByTestId('service-totals').textContent).toContain(`${en.lines.totalGross}€173.72`);
    expect(await screen.findByText('Erika Mustermann (Private person)')).toBeTruthy();
  });

  it('puts the server’s field errors under the line they belong to', async () => {
    const refusal: Answer = {
      status: 422,
      body: { error: { code: '0001', fields: { 'lines.0.quantity': '9530', 'lines.1.description': '0001', 'lines.2.unit_price': '9531' } } },
    };
    stubService({ trade: serviceTrade({ lines: [...lines, { description: 'Wischer', quantity: 1, unitPrice: 2_450 }] }), answers: { [`${TRADES}/t1/INVOICE`]: refusal } });
    openPage();
    await screen.findByRole('textbox', { name: 'Description of line 3' });
    fireEvent.click(button(en.actions.save));
    const quantity = itemOf(screen.getByRole('textbox', { name: 'Quantity of line 1' }));
    expect(await within(quantity).findByText(catalogs.en.errors['9530'])).toBeTruthy();
    expect(within(itemOf(screen.getByRole('textbox', { name: 'Description of line 2' }))).getByText(catalogs.en.errors['0001'])).toBeTruthy();
    expect(within(itemOf(screen.getByRole('textbox', { name: 'Unit price (net) of line 3' }))).getByText(catalogs.en.errors['9531'])).toBeTruthy();
    expect(await screen.findByText(en.actions.fixErrors)).toBeTruthy();
  });

  it('asks for a customer and a line before a document, and sends nothing', async () => {
    const calls = stubService({ trade: serviceTrade({ customerId: null, lines: [] }) });
    openPage();
    await screen.findByText(en.lines.empty);
    fireEvent.click(button(en.actions.proposal));
    expect(await screen.findByText(en.customer.required)).toBeTruthy();
    expect(screen.getByText(catalogs.en.errors['9532'])).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);
  });

  it('refuses VAT shown at 0 % and an invoice date after today before a document, under their fields, and sends nothing', async () => {
    const tomorrow = dayjs(todayInBerlin()).add(1, 'day').format('YYYY-MM-DD');
    const calls = stubService({ trade: serviceTrade({ vat: true, vatRate: 0, invoiceDate: tomorrow }) });
    openPage();
    await screen.findByDisplayValue('Ölwechsel');
    fireEvent.click(button(en.actions.issue));
    // The service invoice's own text: the sale's 9513 would ask for an exemption it cannot choose.
    expect(itemOf(await screen.findByText(en.terms.zeroRate)).textContent).toContain(en.terms.vatRate);
    expect(itemOf(screen.getByText(catalogs.en.errors['9518'])).textContent).toContain(en.terms.invoiceDate);
    expect(writes(calls)).toHaveLength(0);
  });

  it('makes a cost estimate with its progress and keeps the draft editable', async () => {
    const calls = stubService({
      answers: {
        [`${TRADES}/uploading-documents-status/j1`]: ok(job('DONE', 100, { documentId: 'p1', documentType: 'PROPOSAL', number: 'KV-2026-0003' })),
      },
    });
    openPage();
    await screen.findByRole('textbox', { name: 'Description of line 2' });
    fireEvent.click(button(en.actions.proposal));
    expect(await screen.findByText('Cost estimate no. KV-2026-0003 is made.')).toBeTruthy();
    const paths = writes(calls).map((call) => call.path);
    expect(paths).toEqual([`${TRADES}/t1/PROPOSAL`, `${TRADES}/t1/documents/generate/PROPOSAL`]);
    // In the draft's document language (German, the default), not the screen's.
    expect(writes(calls)[1]!.body).toEqual({ language: 'de' });
    expect(screen.getByRole('button', { name: new RegExp(`${en.actions.save}$`) })).toBeTruthy();
  });

  it('issues the invoice after a warning, follows its progress, then shows it read-only with its documents', async () => {
    const calls = stubService();
    openPage();
    await screen.findByRole('textbox', { name: 'Description of line 2' });
    fireEvent.click(button(en.actions.issue));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(en.issue.text)).toBeTruthy();
    expect(within(dialog).getByText('Invoice total: €173.72')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: en.issue.confirm }));

    expect(await screen.findByText('Making Invoice … 40%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress: Invoice' })).toBeTruthy();
    expect(await screen.findByText(/Invoice no\. SR-2026-0007 of 2026-11-20 is issued/)).toBeTruthy();
    expect(writes(calls).map((call) => call.path)).toEqual([`${TRADES}/t1/INVOICE`, `${TRADES}/t1/documents/generate/INVOICE`]);
    // Read-only: no field to type in, no save; the documents and the cancellation instead.
    expect(screen.queryByRole('textbox', { name: 'Description of line 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(`${en.actions.save}$`) })).toBeNull();
    expect(await screen.findByRole('button', { name: 'View: Invoice · No. SR-2026-0007' })).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(`${en.actions.cancel}$`) })).toBeTruthy();
    expect(screen.getByText('Ölfilter')).toBeTruthy();
  });

  it('asks for the invoice number when automatic numbering is off, and sends it', async () => {
    const calls = stubService({ automatic: false });
    openPage();
    await screen.findByRole('textbox', { name: 'Description of line 2' });
    fireEvent.click(button(en.actions.issue));
    const dialog = await screen.findByRole('dialog');
    const number = await within(dialog).findByRole('textbox', { name: en.issue.invoiceNumber });
    fireEvent.click(within(dialog).getByRole('button', { name: en.issue.confirm }));
    expect(await within(dialog).findByText(catalogs.en.errors['9511'])).toBeTruthy();
    fireEvent.change(number, { target: { value: 'SR-77' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en.issue.confirm }));
    await waitFor(() => expect(writes(calls).some((call) => call.path.endsWith('/generate/INVOICE'))).toBe(true));
    expect(writes(calls).find((call) => call.path.endsWith('/generate/INVOICE'))!.body).toEqual({ language: 'de', invoice_number: 'SR-77' });
  });

  it('asks again for a number the server refuses as taken, under the number', async () => {
    stubService({ automatic: false, answers: { [`${TRADES}/t1/documents/generate/`]: { status: 409, body: { error: { code: '9510' } } } } });
    openPage();
    await screen.findByRole('textbox', { name: 'Description of line 2' });
    fireEvent.click(button(en.actions.issue));
    fireEvent.change(await screen.findByRole('textbox', { name: en.issue.invoiceNumber }), { target: { value: 'SR-1' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: en.issue.confirm }));
    // The dialog opens again with the reason under the field (the request went out: the progress was shown).
    expect(await screen.findByText(catalogs.en.errors['9510'])).toBeTruthy();
    const again = screen.getByRole('textbox', { name: en.issue.invoiceNumber });
    expect(within(itemOf(again)).getByText(catalogs.en.errors['9510'])).toBeTruthy();
    // Still a draft: the form is there.
    expect(screen.getByRole('textbox', { name: 'Description of line 1' })).toBeTruthy();
  });

  it('cancels an issued invoice with a reason and says the cancellation invoice’s number', async () => {
    const calls = stubService({
      trade: serviceTrade({ status: 'FINISHED', invoiceNumber: 'SR-2026-0007', issuedOn: '2026-11-20' }),
      answers: {
        '/api/user/service-invoices/t1/shtorno': ok({ suuid: 'j2' }, 202),
        [`${TRADES}/uploading-documents-status/j2`]: ok({ ...job('DONE', 100, { tradeId: 't1', documentId: 'c1', number: 'SR-2026-0008' }), suuid: 'j2' }),
      },
    });
    openPage();
    expect(await screen.findByRole('heading', { name: `${en.page.titleView} SR-2026-0007` })).toBeTruthy();
    fireEvent.click(button(en.actions.cancel));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancel service invoice SR-2026-0007')).toBeTruthy();
    expect(within(dialog).getByText(/references invoice SR-2026-0007 of 2026-11-20/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: catalogs.en.cancellations.dialog.reason }), { target: { value: 'Wrong recipient' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en.cancel.confirm }));
    expect(await within(dialog).findByText('The invoice is cancelled: cancellation invoice no. SR-2026-0008 was issued.')).toBeTruthy();
    expect(writes(calls).find((call) => call.path.endsWith('/shtorno'))!.body).toEqual({ reason: 'Wrong recipient' });
  });

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

  it('takes the vehicle from stock: its data fills the fields and its id is sent', async () => {
    const stockVehicle = { id: 'v1', make: 'Volkswagen', model: 'Golf', vinCode: 'WVWZZZ1KZAW000001', licencePlate: 'B-KT 123', nextInspection: '2027-05-01', mileage: 87_450 };
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
  });

  it('deletes a draft after asking, and returns to the list', async () => {
    const calls = stubService({ answers: { '/api/user/service-invoices/t1': { status: 204 } } });
    const router = openPage();
    await screen.findByRole('textbox', { name: 'Description of line 2' });
    fireEvent.click(button(en.actions.delete));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(en.actions.deleteText)).toBeTruthy();
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
    fireEvent.change(await screen.findByRole('textbox', { name: 'Beschreibung der Position 1' }), { target: { value: 'Arbeitszeit' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Menge der Position 1' }), { target: { value: '1,5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Einzelpreis (netto) der Position 1' }), { target: { value: '96,50' } });
    // 1,5 × 96,50 € = 144,75 € netto, 27,50 € USt., 172,25 € brutto.
    await waitFor(() => expect(screen.getByTestId('service-totals').textContent).toContain('Gesamt brutto172,25\u00a0€'));
    fireEvent.click(button('Entwurf speichern'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({ lines: [{ description: 'Arbeitszeit', quantity: 1.5, unit_price: 9_650 }], language: 'de' });
    fireEvent.click(button('Rechnung ausstellen'));
    expect(await screen.findByText('Bitte wählen Sie den Kunden')).toBeTruthy();
  });
});
