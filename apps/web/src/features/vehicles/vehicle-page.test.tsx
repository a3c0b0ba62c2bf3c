import { todayInBerlin } from '@kontor/domain/business-calendar';
import { keysToSnake } from '@kontor/domain/case';
import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { demoVehicles } from '@kontor/domain/demo';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { daysInStock } from '@kontor/domain/vehicle-list';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import VehiclePage from './vehicle-page';

// The vehicle page's ways into the sale and purchase wizards, the purchase, and the sale of a sold vehicle.

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
  saleMargin: { marginCents: 399_000, marginVatCents: 63_706 },
};

const seller = { id: 'c2', type: 'BUSINESS', firstName: null, lastName: null, companyName: 'Autohaus Nord GmbH' };
const finishedPurchase = {
  id: 'b1',
  vehicleId: 'v1',
  kind: 'BUYING',
  status: 'FINISHED',
  customerId: 'c2',
  seller,
  grossPrice: 1_190_000,
  purchasedOn: '2026-11-01',
};
const boughtVehicle = {
  ...vehicle,
  purchasePrice: 1_190_000,
  purchaseTaxation: 'REGULAR',
  purchaseVatRate: 19,
  purchasedOn: '2026-11-01',
};

/** The value under a label of a card's vertical descriptions (the label's row, then the value's row, cell by cell). */
function valueOf(card: HTMLElement, label: string): string {
  const cell = within(card).getByText(label).closest('th, td') as HTMLTableCellElement;
  const row = cell.closest('tr') as HTMLTableRowElement;
  const values = row.nextElementSibling as HTMLTableRowElement;
  return values.cells[[...row.cells].indexOf(cell)]?.textContent ?? '';
}

function renderVehicle(answer: { vehicle: unknown; trade?: unknown; purchase?: unknown }) {
  const calls = stubServer({
    '/api/user/vehicles/v1': { status: 200, body: keysToSnake({ data: answer.vehicle }) },
    '/api/user/vehicles/v1/trades/SELLING': { status: 200, body: keysToSnake({ data: answer.trade ?? null }) },
    '/api/user/vehicles/v1/trades/BUYING': { status: 200, body: keysToSnake({ data: answer.purchase ?? null }) },
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
      { path: '/buying/buying-documents/:id', element: <p>purchase wizard</p> },
      { path: '/vehicles', element: <p>vehicle list</p> },
    ],
    '/vehicles/v1',
  );
  return { router, calls };
}

describe('the vehicle page and the sale', { timeout: 20_000 }, () => {
  it('links a vehicle in stock to the sale wizard with a Sell button, and shows no sale while none is started', async () => {
    const { router, calls } = renderVehicle({ vehicle });
    const sell = await screen.findByRole('link', { name: /Sell$/ });
    expect(sell.getAttribute('href')).toBe('/selling/selling-documents/v1');
    // Asked for an open sale (it could be canceled here); there is none.
    await waitFor(() => expect(calls.some((call) => call.path === '/api/user/vehicles/v1/trades/SELLING')).toBe(true));
    expect(screen.queryByText('Sale')).toBeNull();
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

  it('starts the delete question on Cancel, so a second Enter does not delete the vehicle', async () => {
    renderVehicle({ vehicle });
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`${texts.detail.delete}$`) }));
    const question = await screen.findByRole('dialog');
    const cancel = within(question).getByRole('button', { name: catalogs.en.common.actions.cancel });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
  });

  it('deletes the vehicle after asking, opens the list, and reads nothing of it again', async () => {
    const { router, calls } = renderVehicle({ vehicle });
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`${texts.detail.delete}$`) }));
    const question = await screen.findByRole('dialog');
    const reads = calls.length;
    fireEvent.click(within(question).getByRole('button', { name: new RegExp(`${texts.detail.delete}$`) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vehicles'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The DELETE itself, and no read of the deleted vehicle, its trades or files after it.
    expect(calls.slice(reads).map((call) => call.path)).toEqual(['/api/user/vehicles/v1']);
  });

  it('offers no Delete for a sold vehicle or one bought by a contract: their documents stay', async () => {
    renderVehicle({ vehicle: soldVehicle, trade: finishedTrade });
    await screen.findByRole('link', { name: /Sale documents/ });
    expect(screen.getByRole('button', { name: new RegExp(`${texts.detail.edit}$`) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(`${texts.detail.delete}$`) })).toBeNull();
    cleanup();
    renderVehicle({ vehicle: boughtVehicle, purchase: finishedPurchase });
    await screen.findByText(texts.purchase.title, { selector: '.ant-card-head-title' });
    expect(screen.queryByRole('button', { name: new RegExp(`${texts.detail.delete}$`) })).toBeNull();
  });

  it('shows a sold vehicle’s sale (buyer, price, sold day, invoice number) and links to its sale documents', async () => {
    renderVehicle({ vehicle: soldVehicle, trade: finishedTrade });
    const documents = await screen.findByRole('link', { name: /Sale documents/ });
    expect(documents.getAttribute('href')).toBe('/selling/selling-documents/v1');
    const card = (await screen.findByText('Sale')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Erika Mustermann')).toBeTruthy();
    expect(within(card).getByText('€18,990.00')).toBeTruthy();
    expect(within(card).getByText('20/11/2026')).toBeTruthy();
    expect(within(card).getByText('RE-2026-0042')).toBeTruthy();
  });

  it('shows the margin of a sold vehicle’s sale and, for §25a, the VAT in it', async () => {
    renderVehicle({ vehicle: soldVehicle, trade: finishedTrade });
    const card = (await screen.findByText('Sale')).closest('.ant-card') as HTMLElement;
    expect(valueOf(card, texts.sale.margin)).toBe('€3,990.00');
    expect(valueOf(card, texts.sale.marginVat)).toBe('€637.06');
  });

  it('says a sale has no margin without a purchase price, and shows no VAT in it for a standard sale', async () => {
    renderVehicle({ vehicle: soldVehicle, trade: { ...finishedTrade, saleMargin: null } });
    const card = (await screen.findByText('Sale')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText(texts.sale.marginUnknown)).toBeTruthy();
    expect(within(card).queryByText(texts.sale.marginVat)).toBeNull();
  });

  it('shows the open sale of a vehicle in stock, with its buyer and a way to discard it (not to cancel: it issued nothing)', async () => {
    renderVehicle({ vehicle, trade: { ...finishedTrade, status: 'PENDING', invoiceNumber: null, issuedOn: null } });
    const card = (await screen.findByText('Sale')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText(texts.sales.status.PENDING)).toBeTruthy();
    expect(within(card).getByText('Erika Mustermann')).toBeTruthy();
    expect(within(card).getByText(texts.detail.saleOpen)).toBeTruthy();
    expect(within(card).getByRole('button', { name: catalogs.en.cancellations.action.discardSaleLabel })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: catalogs.en.cancellations.action.saleLabel })).toBeNull();
  });

  it('offers to cancel a sold vehicle’s sale', async () => {
    renderVehicle({ vehicle: soldVehicle, trade: finishedTrade });
    const card = (await screen.findByText('Sale')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByRole('button', { name: catalogs.en.cancellations.action.saleLabel })).toBeTruthy();
  });

  it('keeps the status of a vehicle sold by invoice in the form, saying that only cancelling the sale takes it back', async () => {
    renderVehicle({ vehicle: soldVehicle, trade: finishedTrade });
    await screen.findByText('Sale');
    fireEvent.click(await screen.findByRole('button', { name: /Edit$/ }));
    const status = await screen.findByRole('combobox', { name: texts.form.status });
    expect(status.closest('.ant-select')?.className).toContain('ant-select-disabled');
    expect(screen.getByText(texts.form.soldByInvoice.replace('{number}', 'RE-2026-0042'))).toBeTruthy();
  });

  it('leaves the status of a vehicle marked sold by hand to the dealer', async () => {
    renderVehicle({ vehicle: soldVehicle, trade: null });
    fireEvent.click(await screen.findByRole('button', { name: /Edit$/ }));
    const status = await screen.findByRole('combobox', { name: texts.form.status });
    expect(status.closest('.ant-select')?.className).not.toContain('ant-select-disabled');
    expect(screen.queryByText(/back into stock only by cancelling/)).toBeNull();
  });

  it('shows no sale card for a vehicle sold without an invoice from Kontor', async () => {
    const { calls } = renderVehicle({ vehicle: soldVehicle, trade: null });
    await screen.findByRole('link', { name: /Sale documents/ });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/user/vehicles/v1/trades/SELLING')).toBe(true));
    expect(screen.queryByText('Sale')).toBeNull();
  });
});

describe('the vehicle page and the purchase', { timeout: 20_000 }, () => {
  it('offers Buy beside Sell for a vehicle in stock without a purchase, leading to the purchase wizard', async () => {
    const { router } = renderVehicle({ vehicle });
    const buy = await screen.findByRole('link', { name: new RegExp(`${texts.purchase.buy}$`) });
    expect(buy.getAttribute('href')).toBe('/buying/buying-documents/v1');
    // Nothing bought and no price typed: no purchase card.
    expect(screen.queryByText(texts.purchase.title)).toBeNull();
    fireEvent.click(buy);
    await waitFor(() => expect(router.state.location.pathname).toBe('/buying/buying-documents/v1'));
  });

  it('shows what a bought vehicle cost: price with net and VAT, day bought, days in stock, seller, and its documents', async () => {
    renderVehicle({ vehicle: boughtVehicle, purchase: finishedPurchase });
    const card = (await screen.findByText(texts.purchase.title, { selector: '.ant-card-head-title' })).closest(
      '.ant-card',
    ) as HTMLElement;
    const item = (label: string) => valueOf(card, label);
    expect(item(texts.purchase.price)).toContain('€11,900.00');
    expect(item(texts.purchase.price)).toContain('net €10,000.00 + 19% VAT €1,900.00');
    expect(item(texts.purchase.purchasedOn)).toContain('01/11/2026');
    expect(item(texts.purchase.daysInStock)).toContain(String(daysInStock(boughtVehicle, todayInBerlin())));
    expect(item(texts.purchase.seller)).toContain('Autohaus Nord GmbH');
    expect(within(card).getByRole('link', { name: texts.purchase.documents }).getAttribute('href')).toBe(
      '/buying/buying-documents/v1',
    );
    // The header's action leads to the purchase's documents too.
    expect(screen.getAllByRole('link', { name: new RegExp(`${texts.purchase.documents}$`) })).toHaveLength(2);
  });

  it('shows a typed purchase price of a vehicle without a purchase in Kontor, and offers no Buy once it is sold', async () => {
    renderVehicle({ vehicle: { ...soldVehicle, purchasePrice: 900_000, purchaseTaxation: 'MARGIN' } });
    const card = (await screen.findByText(texts.purchase.title, { selector: '.ant-card-head-title' })).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(within(card).getByText('€9,000.00')).toBeTruthy();
    expect(within(card).getByText(texts.purchase.typed)).toBeTruthy();
    expect(within(card).queryByText(texts.purchase.seller)).toBeNull();
    expect(screen.queryByRole('link', { name: new RegExp(`${texts.purchase.buy}$`) })).toBeNull();
  });
});
