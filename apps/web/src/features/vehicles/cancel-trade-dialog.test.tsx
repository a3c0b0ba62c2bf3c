import { keysToSnake } from '@kontor/domain/case';
import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { demoVehicles } from '@kontor/domain/demo';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer, type Answer, setUpGermanI18n } from '../../test/screen-test-kit';
import VehiclePage from './vehicle-page';

// Cancelling a sale or a purchase from the vehicle page (Storno): the dialog says what will happen,
// asks the reason (at most 200 characters, counted), with automatic numbering off the cancellation
// invoice's number, follows the job with its progress, then offers the cancellation document and
// refreshes the vehicle. Refusals go under their field.

const texts = catalogs.en.cancellations.dialog;

setUpScreenTests({ wide: true });
beforeEach(() => {
  document.cookie = `${LOCALE_COOKIE}=en; path=/`;
});

const german = setUpGermanI18n();

const vehicle = {
  ...demoVehicles('2026-11-23')[0]!,
  id: 'v1',
  make: 'Volkswagen',
  model: 'Golf',
  status: 'CURRENT',
  soldOn: null,
  purchasePrice: null,
  purchasedOn: null,
};
const soldVehicle = { ...vehicle, status: 'SOLD', soldOn: '2026-11-20' };
const boughtVehicle = { ...vehicle, purchasePrice: 1_190_000, purchaseTaxation: 'MARGIN', purchasedOn: '2026-11-01' };

const buyer = { id: 'c1', type: 'PRIVATE', firstName: 'Erika', lastName: 'Mustermann', companyName: null };
const amounts = { grossCents: 1_899_000, netCents: 1_595_798, vatCents: 303_202, depositCents: 0, amountDueCents: 1_899_000 };
const finishedSale = {
  id: 't1',
  vehicleId: 'v1',
  kind: 'SELLING',
  status: 'FINISHED',
  buyer,
  amounts,
  invoiceNumber: 'RE-2026-0042',
  issuedOn: '2026-11-20',
  saleMargin: null,
};
const openSale = { ...finishedSale, status: 'PENDING', invoiceNumber: null, issuedOn: null };
const seller = { id: 'c2', type: 'BUSINESS', firstName: null, lastName: null, companyName: 'Autohaus Nord GmbH' };
const finishedPurchase = {
  id: 'b1',
  vehicleId: 'v1',
  kind: 'BUYING',
  status: 'FINISHED',
  seller,
  amounts,
  purchasedOn: '2026-11-01',
};

const numbering = (automatic: boolean) => ({
  status: 200,
  body: keysToSnake({
    data: {
      automaticNumbering: automatic,
      invoice: { prefix: 'RE-', root: '2026', suffix: '', padding: 4, changingPart: 'SUFFIX', preview: 'RE-2026-0043' },
      serviceInvoice: { prefix: 'SR-', root: '2026', suffix: '', padding: 4, changingPart: 'SUFFIX', preview: 'SR-2026-0001' },
    },
  }),
});

type Setup = {
  vehicle: unknown;
  sale?: unknown;
  purchase?: unknown;
  automatic?: boolean;
  /** The answer to the cancellation request; by default the job starts. */
  cancel?: Answer;
  /** The job's status answers, one per poll (the last repeats). */
  statuses?: unknown[];
  inGerman?: boolean;
};

const done = (result: unknown) => ({ suuid: 'j1', status: 'DONE', progress: 100, result, error: null });

function renderVehicle(setup: Setup) {
  let canceled = false;
  let polls = 0;
  const statuses = setup.statuses ?? [done({ tradeId: 't1', documentId: 'c1', number: 'RE-2026-0043' })];
  const calls = stubServer({
    // Once canceled, the vehicle is in stock and the trade is no longer its current one.
    '/api/user/vehicles/v1': () => ({
      status: 200,
      body: keysToSnake({ data: canceled ? { ...(setup.vehicle as object), status: 'CURRENT', soldOn: null } : setup.vehicle }),
    }),
    '/api/user/vehicles/v1/trades/SELLING': () => ({
      status: 200,
      body: keysToSnake({ data: canceled ? null : (setup.sale ?? null) }),
    }),
    '/api/user/vehicles/v1/trades/BUYING': () => ({
      status: 200,
      body: keysToSnake({ data: canceled ? null : (setup.purchase ?? null) }),
    }),
    '/api/user/vehicles/v1/documents': { status: 200, body: { data: [] } },
    '/api/user/vehicles/v1/photos': { status: 200, body: { data: [] } },
    '/api/user/vehicles/v1/shtorno': () => setup.cancel ?? { status: 202, body: { data: { suuid: 'j1' } } },
    '/api/user/vehicles/uploading-documents-status/j1': () => {
      const view = statuses[Math.min(polls++, statuses.length - 1)] as { status: string };
      if (view.status === 'DONE') canceled = true;
      return { status: 200, body: keysToSnake({ data: view }) };
    },
    '/api/user/vehicles/v1/documents/c1/view': {
      status: 200,
      body: { data: { url: '/api/files/generated-documents/c1?signature=s' } },
    },
    '/api/files/generated-documents/c1': { status: 200, body: { pdf: true } },
    '/api/user/company/invoice-numbering': numbering(setup.automatic ?? true),
    '/api/uploads/limits': {
      status: 200,
      body: { data: { max_mb: 10, max_files: 10, extensions: { general: ['pdf'], images: [], logo: ['jpg'] } } },
    },
  });
  // The file itself is fetched with no options at all (no token); the stub expects some.
  const server = vi.mocked(fetch);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => server(url, init ?? {})),
  );
  const page = setup.inGerman ? (
    <I18nextProvider i18n={german}>
      <VehiclePage />
    </I18nextProvider>
  ) : (
    <VehiclePage />
  );
  renderScreen([{ path: '/vehicles/:id', element: page }], '/vehicles/v1');
  return calls;
}

const cancelCalls = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === '/api/user/vehicles/v1/shtorno');

async function openDialog(name: RegExp | string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

const reasonBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: texts.reason });

describe('cancelling a sale', { timeout: 20_000 }, () => {
  it('says what a finished sale’s cancellation does, focuses the reason and counts its characters', async () => {
    renderVehicle({ vehicle: soldVehicle, sale: finishedSale });
    const dialog = await openDialog('Cancel sale');
    expect(within(dialog).getByText('Cancel the sale of Volkswagen Golf')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'A cancellation invoice with the next number is issued; it references invoice RE-2026-0042 of 20/11/2026 and reverses its amounts. The vehicle returns to stock; the invoice stays as issued, marked canceled.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(reasonBox(dialog)));
    expect(within(dialog).getByText('0 / 200')).toBeTruthy();
    fireEvent.change(reasonBox(dialog), { target: { value: 'Käufer ist zurückgetreten' } });
    expect(within(dialog).getByText('25 / 200')).toBeTruthy();
    // Automatic numbering is on: no number to type.
    expect(within(dialog).queryByRole('textbox', { name: texts.invoiceNumber })).toBeNull();
  });

  it('requires a reason of at most 200 characters before anything is sent', async () => {
    const calls = renderVehicle({ vehicle: soldVehicle, sale: finishedSale });
    const dialog = await openDialog('Cancel sale');
    fireEvent.click(within(dialog).getByRole('button', { name: texts.confirmSale }));
    expect(await within(dialog).findByText('The field must not be empty')).toBeTruthy();
    fireEvent.change(reasonBox(dialog), { target: { value: 'x'.repeat(201) } });
    expect(within(dialog).getByText('201 / 200')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.confirmSale }));
    expect(await within(dialog).findByText(catalogs.en.errors['9528'])).toBeTruthy();
    expect(cancelCalls(calls)).toHaveLength(0);
  });

  it('sends the reason, shows the progress without a way to close, then the cancellation invoice to open', async () => {
    const calls = renderVehicle({
      vehicle: soldVehicle,
      sale: finishedSale,
      statuses: [
        { suuid: 'j1', status: 'RUNNING', progress: 40, result: null, error: null },
        done({ tradeId: 't1', documentId: 'c1', number: 'RE-2026-0043' }),
      ],
    });
    const dialog = await openDialog('Cancel sale');
    fireEvent.change(reasonBox(dialog), { target: { value: '  The buyer withdrew  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.confirmSale }));

    expect(await within(dialog).findByText('Cancelling … 40%')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: texts.progress })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: texts.back }).hasAttribute('disabled')).toBe(true);
    expect(cancelCalls(calls)[0]!.body).toEqual({ reason: 'The buyer withdrew', order_type: 'SELLING' });
    // Escape does not close it while the job runs.
    fireEvent.keyDown(reasonBox(dialog), { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(screen.getByRole('dialog')).toBeTruthy();

    expect(
      await within(dialog).findByText(
        'The sale is canceled: cancellation invoice no. RE-2026-0043 was issued. The vehicle is back in stock.',
      ),
    ).toBeTruthy();
    // The vehicle is read again: back in stock, its sale gone.
    await waitFor(() => expect(screen.queryByText('Sale')).toBeNull());
    expect(await screen.findByRole('link', { name: /Sell$/ })).toBeTruthy();

    const open = vi.fn();
    vi.stubGlobal('open', open);
    URL.createObjectURL = vi.fn(() => 'blob:storno');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(`${texts.openInvoice}$`) }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:storno', '_blank', 'noopener'));
    expect(calls.map((call) => call.path)).toContain('/api/user/vehicles/v1/documents/c1/view');

    fireEvent.click(within(dialog).getByRole('button', { name: texts.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks the cancellation invoice’s number when automatic numbering is off, and sends it', async () => {
    const calls = renderVehicle({ vehicle: soldVehicle, sale: finishedSale, automatic: false });
    const dialog = await openDialog('Cancel sale');
    const number = await within(dialog).findByRole('textbox', { name: texts.invoiceNumber });
    fireEvent.change(reasonBox(dialog), { target: { value: 'Rücktritt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.confirmSale }));
    expect(await within(dialog).findByText(catalogs.en.errors['9511'])).toBeTruthy();
    fireEvent.change(number, { target: { value: 'ST-7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.confirmSale }));
    await waitFor(() => expect(cancelCalls(calls)).toHaveLength(1));
    expect(cancelCalls(calls)[0]!.body).toEqual({ reason: 'Rücktritt', order_type: 'SELLING', invoice_number: 'ST-7' });
  });

  it('checks a typed number as an invoice number: a space inside shows 5003 under the field and nothing is sent; so does the server’s', async () => {
    const calls = renderVehicle({
      vehicle: soldVehicle,
      sale: finishedSale,
      automatic: false,
      cancel: { status: 422, body: { error: { code: '5003', fields: { invoice_number: '5003' } } } },
    });
    const dialog = await openDialog('Cancel sale');
    const number = await within(dialog).findByRole('textbox', { name: texts.invoiceNumber });
    const item = number.closest('.ant-form-item') as HTMLElement;
    fireEvent.change(reasonBox(dialog), { target: { value: 'Rücktritt' } });
    fireEvent.change(number, { target: { value: 'ST 7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.confirmSale }));
    expect(await within(item).findByText(catalogs.en.errors['5003'])).toBeTruthy();
    expect(cancelCalls(calls)).toHaveLength(0);
    // Nothing cuts the number: one over 40 characters stays as typed and is refused naming the limit.
    expect(number.getAttribute('maxlength')).toBeNull();
    fireEvent.change(number, { target: { value: `ST-${'7'.repeat(40)}` } });
    expect(await within(item).findByText(catalogs.en.errors['5010'])).toBeTruthy();
    expect((number as HTMLInputElement).value).toBe(`ST-${'7'.repeat(40)}`);

    fireEvent.change(number, { target: { value: 'ST-7' } });
    await waitFor(() => expect(within(item).queryByText(catalogs.en.errors['5003'])).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: texts.confirmSale }));
    await waitFor(() => expect(cancelCalls(calls)).toHaveLength(1));
    expect(await within(item).findByText(catalogs.en.errors['5003'])).toBeTruthy();
  });

  it('puts a field refusal of the server under its field (the number, asked for after all)', async () => {
    renderVehicle({
      vehicle: soldVehicle,
      sale: finishedSale,
      cancel: { status: 422, body: { error: { code: '0001', fields: { invoice_number: '9511' } } } },
    });
    const dialog = await openDialog('Cancel sale');
    fireEvent.change(reasonBox(dialog), { target: { value: 'Rücktritt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.confirmSale }));
    const number = await within(dialog).findByRole('textbox', { name: texts.invoiceNumber });
    const item = number.closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText(catalogs.en.errors['9511'])).toBeTruthy();
  });

  it('puts a reason the server refuses under the reason', async () => {
    renderVehicle({
      vehicle: soldVehicle,
      sale: finishedSale,
      cancel: { status: 422, body: { error: { code: '0001', fields: { reason: '9528' } } } },
    });
    const dialog = await openDialog('Cancel sale');
    fireEvent.change(reasonBox(dialog), { target: { value: 'Rücktritt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.confirmSale }));
    const item = reasonBox(dialog).closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText(catalogs.en.errors['9528'])).toBeTruthy();
  });

  it('shows why the job failed and lets the dealer try again', async () => {
    const calls = renderVehicle({
      vehicle: soldVehicle,
      sale: finishedSale,
      statuses: [{ suuid: 'j1', status: 'FAILED', progress: 0, result: null, error: '9526' }],
    });
    const dialog = await openDialog('Cancel sale');
    fireEvent.change(reasonBox(dialog), { target: { value: 'Rücktritt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.confirmSale }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText(texts.failed)).toBeTruthy();
    expect(within(alert).getByText(catalogs.en.errors['9526'])).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: texts.confirmSale }).hasAttribute('disabled')).toBe(false);
    expect(cancelCalls(calls)).toHaveLength(1);
  });

  it('discards an open sale (it issued nothing, so nothing is canceled): says so, and offers nothing to open', async () => {
    renderVehicle({ vehicle, sale: openSale, statuses: [done({ tradeId: 't1', documentId: null, number: null })] });
    expect(screen.queryByRole('button', { name: 'Cancel sale' })).toBeNull();
    const dialog = await openDialog('Discard the open sale');
    expect(within(dialog).getByText('Discard the open sale of Volkswagen Golf')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'The open sale is discarded; nothing was issued and no document is made. The vehicle stays in stock.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(texts.listedDiscard)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: texts.reasonDiscard }), {
      target: { value: 'Kein Interesse mehr' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.confirmDiscard }));
    expect(await within(dialog).findByText(texts.doneDiscardSale)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: new RegExp(`${texts.openInvoice}$`) })).toBeNull();
  });

  it('closes with Escape before anything is sent', async () => {
    const calls = renderVehicle({ vehicle: soldVehicle, sale: finishedSale });
    const dialog = await openDialog('Cancel sale');
    fireEvent.keyDown(reasonBox(dialog), { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelCalls(calls)).toHaveLength(0);
  });

  it('gives focus back to Cancel sale when closed with Escape or Back, not to the page’s start', async () => {
    renderVehicle({ vehicle: soldVehicle, sale: finishedSale });
    const opener = await screen.findByRole('button', { name: 'Cancel sale' });
    for (const close of ['Escape', texts.back]) {
      // As a keyboard user opens it: the button has focus when it is pressed.
      opener.focus();
      fireEvent.click(opener);
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(document.activeElement).toBe(reasonBox(dialog)));
      if (close === 'Escape') fireEvent.keyDown(reasonBox(dialog), { key: 'Escape', code: 'Escape', keyCode: 27 });
      else fireEvent.click(within(dialog).getByRole('button', { name: close }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
    }
  });

  it('says it in German, with the invoice date as Germans write it', async () => {
    document.cookie = `${LOCALE_COOKIE}=de; path=/`;
    renderVehicle({ vehicle: soldVehicle, sale: finishedSale, inGerman: true });
    const dialog = await openDialog('Verkauf stornieren');
    expect(within(dialog).getByText('Verkauf von Volkswagen Golf stornieren')).toBeTruthy();
    expect(within(dialog).getByText(/verweist auf die Rechnung RE-2026-0042 vom 20\.11\.2026/)).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Grund der Stornierung' })).toBeTruthy();
  });
});

describe('cancelling a purchase', { timeout: 20_000 }, () => {
  it('says the notice references the purchase contract, and sends the purchase', async () => {
    const calls = renderVehicle({
      vehicle: boughtVehicle,
      purchase: finishedPurchase,
      statuses: [done({ tradeId: 'b1', documentId: 'c1', number: null })],
    });
    const dialog = await openDialog(/Cancel purchase$/);
    expect(within(dialog).getByText('Cancel the purchase of Volkswagen Golf')).toBeTruthy();
    expect(
      within(dialog).getByText(
        /A cancellation notice referencing the purchase contract of 01\/11\/2026 is made; the vehicle stays in stock/,
      ),
    ).toBeTruthy();
    fireEvent.change(reasonBox(dialog), { target: { value: 'Fahrzeug nicht geliefert' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.confirmPurchase }));
    expect(await within(dialog).findByText(texts.donePurchaseNotice)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: new RegExp(`${texts.openNotice}$`) })).toBeTruthy();
    expect(cancelCalls(calls)[0]!.body).toEqual({ reason: 'Fahrzeug nicht geliefert', order_type: 'BUYING' });
  });

  it('discards an open purchase without a document, in German „Verwerfen“, not „Stornieren“', async () => {
    document.cookie = `${LOCALE_COOKIE}=de; path=/`;
    renderVehicle({
      vehicle: boughtVehicle,
      purchase: { ...finishedPurchase, status: 'PENDING', purchasedOn: null },
      inGerman: true,
    });
    expect(screen.queryByRole('button', { name: 'Ankauf stornieren' })).toBeNull();
    const dialog = await openDialog('Offenen Ankauf verwerfen');
    expect(within(dialog).getByText('Offenen Ankauf von Volkswagen Golf verwerfen')).toBeTruthy();
    expect(within(dialog).getByText(/^Der offene Ankauf wird verworfen; es wurde nichts ausgestellt/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Verwerfen' })).toBeTruthy();
    expect(within(dialog).queryByText(/stornieren|wird storniert/i)).toBeNull();
  });

  it('asks to cancel the sale first when the vehicle is sold', async () => {
    const calls = renderVehicle({
      vehicle: { ...boughtVehicle, status: 'SOLD', soldOn: '2026-11-20' },
      sale: finishedSale,
      purchase: finishedPurchase,
    });
    const dialog = await openDialog(/Cancel purchase$/);
    expect(within(dialog).getByText(catalogs.en.errors['9529'])).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: texts.confirmPurchase }).hasAttribute('disabled')).toBe(true);
    expect(cancelCalls(calls)).toHaveLength(0);
  });
});
