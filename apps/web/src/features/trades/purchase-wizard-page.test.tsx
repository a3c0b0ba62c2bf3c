import { type Purchase, DEFAULT_PURCHASE, purchaseAmounts } from '@kontor/domain/purchase';
import { todayInBerlin } from '@kontor/domain/business-calendar';
import { keysToCamel, keysToSnake } from '@kontor/domain/case';
import { LOCALE_COOKIE } from '@kontor/domain/constants';
import type { CustomerInput } from '@kontor/domain/customers';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import type { TradeParty } from '@kontor/domain/trades';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Answer, type Call, renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import PurchaseWizardPage from './purchase-wizard-page';
import { readPurchaseDraft, writePurchaseDraft } from './purchase-draft';
import type { WizardStep } from './wizard-state';
import { tradeParty } from '../../test/trade-party.fixture';

// The purchase wizard against a stubbed server: its steps and their saves, the seller's ID
// document, a business seller's VAT and invoice, the purchase's documents, a finished purchase.

const trades = catalogs.en.trades;
const texts = catalogs.en.purchase;
const errors = catalogs.en.errors;

setUpScreenTests({ wide: true });
beforeEach(() => {
  document.cookie = `${LOCALE_COOKIE}=en; path=/`;
});

const VEHICLE_ID = 'vehicle-1';
const UPDATED_AT = '2026-11-23T10:00:00.000Z';
const base = `/api/user/vehicles/${VEHICLE_ID}`;
const vehicle = {
  id: VEHICLE_ID,
  make: 'VW',
  model: 'Golf',
  vinCode: 'WVWZZZCDZMW424242',
  purchasePrice: null,
  purchasedOn: null,
  status: 'CURRENT',
};

const party: TradeParty = tradeParty({
  firstName: 'Max',
  lastName: 'Verkäufer',
  streetAddress: 'Ringstraße',
  houseNumber: '5',
  postalCode: '50667',
  city: 'Köln',
  passport: 'L01X00T47',
  passportExpired: '2031-01-31',
  passportFrom: 'Stadt Köln',
});
const withoutId: TradeParty = { ...party, passport: null, passportFrom: null, passportExpired: null };
const business: TradeParty = {
  ...party,
  id: 'customer-2',
  type: 'BUSINESS',
  companyName: 'Autohaus Nord GmbH',
  vatId: 'DE136695976',
  passport: null,
  passportFrom: null,
  passportExpired: null,
};

function purchase(fields: Partial<Purchase> = {}, seller: TradeParty = party): Purchase {
  const values = { ...DEFAULT_PURCHASE, customerId: seller.id, ...fields };
  return {
    ...values,
    id: 'trade-b1',
    vehicleId: VEHICLE_ID,
    kind: 'BUYING',
    status: 'PENDING',
    seller,
    amounts: purchaseAmounts(values),
    purchasedOn: null,
    finishedAt: null,
    createdAt: UPDATED_AT,
    updatedAt: UPDATED_AT,
    ...fields,
  };
}

const ok = (data: unknown): Answer => ({ status: 200, body: keysToSnake({ data }) });

/** The wizard's server: the vehicle, its purchase (a save merges into it), the seller, the vehicle's documents. */
function stubWizard(extra: Record<string, Answer | ((body: unknown) => Answer)> = {}, start: Purchase = purchase()): Call[] {
  let current = start;
  return stubServer({
    [base]: ok(vehicle),
    [`${base}/trades/BUYING`]: () => ok(current),
    [`${base}/trades/BUYING/`]: (body) => {
      current = purchase({ ...current, ...keysToCamel<Partial<Purchase>>(body) }, current.seller!);
      return ok(current);
    },
    '/api/user/clients': {
      status: 200,
      body: keysToSnake({ data: [party, business], meta: { page: 1, perPage: 20, total: 2 } }),
    },
    [`/api/user/clients/${start.seller!.id}`]: ok(start.seller),
    [`${base}/documents/generated`]: ok([]),
    [`${base}/documents/uploaded`]: ok([]),
    ...extra,
  });
}

/** The other features' parts as the router hands them in: a customer form that completes the ID, an upload that ends at once. */
function CustomerForm({
  initialValues,
  onSubmit,
}: {
  initialValues?: Partial<CustomerInput>;
  onSubmit(values: CustomerInput): Promise<unknown>;
}) {
  const completed = {
    ...initialValues,
    passport: 'C4X9N2R71',
    passportFrom: 'Stadt Köln',
    passportExpired: '2032-05-31',
  } as CustomerInput;
  return (
    <button type="button" onClick={() => void onSubmit(completed)}>
      Save the customer
    </button>
  );
}
function DocumentUpload({ onFinished }: { onFinished(): Promise<void> }) {
  return (
    <button type="button" onClick={() => void onFinished()}>
      Upload the file
    </button>
  );
}

const routes = [
  {
    path: '/buying/buying-documents/:id',
    element: <PurchaseWizardPage CustomerForm={CustomerForm} DocumentUpload={DocumentUpload} />,
  },
];
const open = () => renderScreen(routes, `/buying/buying-documents/${VEHICLE_ID}`);
const saves = (calls: Call[]) => calls.filter((call) => call.path.startsWith(`${base}/trades/BUYING/`));
const next = () => fireEvent.click(screen.getByRole('button', { name: trades.wizard.next }));
const keepDraft = (step: WizardStep, values: Partial<Purchase>) =>
  writePurchaseDraft(VEHICLE_ID, { step, values, tradeUpdatedAt: UPDATED_AT });
const summary = () => screen.getByTestId('trade-summary');
const titled = (title: string) => new RegExp(`^${title}`);

describe('the purchase wizard', () => {
  it('saves each step with the contract as its document and walks through seller, price, handover and documents', async () => {
    const calls = stubWizard();
    open();
    await screen.findByText('Max Verkäufer (Private person)');
    // The private seller's ID document, valid on the contract day: nothing holds the purchase.
    expect(screen.getByText('L01X00T47')).toBeTruthy();
    expect(screen.queryByText(texts.seller.idMissing)).toBeNull();
    next();

    const gross = (await screen.findByLabelText(texts.price.grossPrice)) as HTMLInputElement;
    expect(saves(calls)).toEqual([{ path: `${base}/trades/BUYING/CONTRACT`, body: { customer_id: party.id, vat: false } }]);
    // A private seller charges no VAT: no switch, the price is as paid.
    expect(screen.getByText(texts.price.privateSeller)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.change(gross, { target: { value: '5000' } });
    await waitFor(() => expect(summary().textContent).toContain(`${trades.summary.gross}€5,000.00`));
    expect(summary().textContent).not.toContain(trades.summary.net);
    next();

    await screen.findByRole('checkbox', { name: texts.handover.soleOwner });
    expect(saves(calls).at(-1)?.body).toMatchObject({
      gross_price: 500_000,
      vat: false,
      payment_type: 'IMMEDIATE',
      seller_invoice_number: null,
    });
    fireEvent.click(screen.getByRole('checkbox', { name: texts.handover.mileageConfirmed }));
    next();

    const contract = (await screen.findByRole('checkbox', {
      name: titled(texts.documents.types.CONTRACT.title),
    })) as HTMLInputElement;
    // The contract date showed only today: it stays open on the trade, the contract carries the day it is made.
    expect(saves(calls).at(-1)?.body).toMatchObject({
      sole_owner: true,
      mileage_confirmed: false,
      contract_date: null,
      handover_on: null,
    });
    expect(contract.checked).toBe(true);
    for (const type of ['PROTOCOL', 'RECEIPT', 'PRIVACY'] as const) {
      expect(screen.getByRole('checkbox', { name: titled(texts.documents.types[type].title) })).toBeTruthy();
    }
    next();
    await screen.findByRole('button', { name: trades.generate.start });
    expect(saves(calls).at(-1)?.body).toMatchObject({ documents: ['CONTRACT', 'PROTOCOL', 'RECEIPT'], language: 'de' });
    expect(readPurchaseDraft(VEHICLE_ID)?.step).toBe(4);
  });

  it('shows the server’s 9519 at the seller and lets the missing ID document be completed there', async () => {
    let seller = withoutId;
    const calls = stubWizard(
      {
        [`${base}/trades/BUYING/`]: { status: 422, body: { error: { code: '0001', fields: { customer_id: '9519' } } } },
        [`/api/user/clients/${party.id}`]: (body) => {
          if (body) seller = { ...seller, ...keysToCamel<Partial<TradeParty>>(body) };
          return ok(seller);
        },
      },
      purchase({}, withoutId),
    );
    open();
    // Said before any save: the seller's ID document is missing, with the way to complete it.
    const alert = (await screen.findByText(texts.seller.idMissing)).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(errors['9519'])).toBeTruthy();

    next();
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    await waitFor(() => {
      const fieldError = screen.getAllByText(errors['9519']).find((node) => node.closest('.ant-form-item'));
      expect(fieldError?.closest('.ant-form-item')?.textContent).toContain(trades.buyer.search);
    });
    expect(screen.queryByLabelText(texts.price.grossPrice)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: new RegExp(`${texts.seller.completeId}$`) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save the customer' }));
    await screen.findByText('C4X9N2R71');
    expect(calls.find((call) => call.path === `/api/user/clients/${party.id}` && call.body)?.body).toMatchObject({
      passport: 'C4X9N2R71',
    });
    expect(screen.queryByText(texts.seller.idMissing)).toBeNull();
    await waitFor(() => expect(screen.queryByText(errors['9519'])).toBeNull());
  });

  it('takes focus into the customer form at the ID number, back to its button on Cancel, and to the seller once saved', async () => {
    let seller = withoutId;
    stubWizard(
      {
        [`/api/user/clients/${party.id}`]: (body) => {
          if (body) seller = { ...seller, ...keysToCamel<Partial<TradeParty>>(body) };
          return ok(seller);
        },
      },
      purchase({}, withoutId),
    );
    // The customers form as far as focus goes: a first field, the ID number, Cancel and Save.
    const IdForm = ({ initialValues, onSubmit, onCancel }: Parameters<typeof CustomerForm>[0] & { onCancel?(): void }) => (
      <>
        <label htmlFor="firstName">{catalogs.en.customers.fields.firstName}</label>
        <input id="firstName" />
        <label htmlFor="passport">{catalogs.en.customers.fields.passport}</label>
        <input id="passport" />
        <button type="button" onClick={onCancel}>
          Cancel the form
        </button>
        <CustomerForm initialValues={initialValues} onSubmit={onSubmit} />
      </>
    );
    const page = <PurchaseWizardPage CustomerForm={IdForm} DocumentUpload={DocumentUpload} />;
    renderScreen([{ path: '/buying/buying-documents/:id', element: page }], `/buying/buying-documents/${VEHICLE_ID}`);
    const completeId = () => screen.getByRole('button', { name: new RegExp(`${texts.seller.completeId}$`) });
    const pressed = (button: HTMLElement) => {
      button.focus();
      fireEvent.click(button);
    };

    await screen.findByText(texts.seller.idMissing);
    pressed(completeId());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(catalogs.en.customers.fields.passport)));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the form' }));
    await waitFor(() => expect(document.activeElement).toBe(completeId()));

    const newCustomer = screen.getByRole('button', { name: new RegExp(`${trades.buyer.newCustomer}$`) });
    pressed(newCustomer);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(catalogs.en.customers.fields.firstName)));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the form' }));
    await waitFor(() => expect(document.activeElement).toBe(newCustomer));

    pressed(completeId());
    fireEvent.click(await screen.findByRole('button', { name: 'Save the customer' }));
    await screen.findByText('C4X9N2R71');
    await waitFor(() => expect(document.activeElement?.textContent).toContain('C4X9N2R71'));
    expect(document.activeElement?.textContent).toContain(texts.seller.chosen);
  });

  it('offers no contract date after today and shows the server’s 9535 on the contract date field', async () => {
    const calls = stubWizard({
      [`${base}/trades/BUYING/`]: { status: 422, body: { error: { code: '0001', fields: { contract_date: '9535' } } } },
    });
    keepDraft(2, {});
    open();
    const input = await screen.findByLabelText(texts.handover.contractDate);
    // The picker's days after today are disabled, today is not (the same bound as the seller's invoice date).
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    const today = todayInBerlin();
    const cells = Array.from(document.querySelectorAll<HTMLElement>('.ant-picker-cell[title]'));
    expect(cells.find((cell) => cell.title === today)?.classList.contains('ant-picker-cell-disabled')).toBe(false);
    const later = cells.filter((cell) => cell.title > today);
    expect(later.every((cell) => cell.classList.contains('ant-picker-cell-disabled'))).toBe(true);

    next();
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    await waitFor(() => {
      const fieldError = screen.getAllByText(errors['9535']).find((node) => node.closest('.ant-form-item'));
      expect(fieldError?.closest('.ant-form-item')?.textContent).toContain(texts.handover.contractDate);
    });
  });

  it('shows the seller’s phone number grouped as the customer list does', async () => {
    stubWizard({}, purchase({}, { ...party, phoneNumber: '+4989123456', email: 'otto@example.de' }));
    open();
    expect(await screen.findByText('+49 89 123456 · otto@example.de')).toBeTruthy();
  });

  it('says an expired ID document is refused', async () => {
    stubWizard({}, purchase({}, { ...party, passportExpired: '2020-01-31' }));
    open();
    const alert = (await screen.findByText(texts.seller.idExpired)).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(errors['9520'])).toBeTruthy();
  });

  it('shows net, VAT and gross of a business seller’s invoice with VAT, and records the uploaded invoice', async () => {
    const invoice = {
      id: '0b6f1c9e-4d0a-4a8e-9a53-7f1f2a3b4c5d',
      vehicleId: VEHICLE_ID,
      fileName: 'Rechnung-4711.pdf',
      mimeType: 'application/pdf',
      size: 40_000,
      createdAt: '2026-11-20T09:00:00.000Z',
    };
    let uploaded: unknown[] = [];
    const calls = stubWizard({ [`${base}/documents/uploaded`]: () => ok(uploaded) }, purchase({}, business));
    keepDraft(1, { grossPrice: 1_190_000, vat: true, vatRate: 19 });
    open();
    await waitFor(() => expect(summary().textContent).toContain(`${trades.summary.gross}€11,900.00`));
    const figures = summary().textContent!;
    expect(figures).toContain(`${trades.summary.net}€10,000.00`);
    expect(figures).toContain(`${trades.summary.vat.replace('{rate}', '19')}€1,900.00`);
    expect((screen.getByRole('switch', { name: texts.price.vat }) as HTMLButtonElement).getAttribute('aria-checked')).toBe(
      'true',
    );

    // The invoice just uploaded is the one picked.
    uploaded = [invoice];
    fireEvent.click(screen.getByRole('button', { name: 'Upload the file' }));
    await screen.findByText('Rechnung-4711.pdf · 20/11/2026');
    fireEvent.change(screen.getByLabelText(texts.price.invoiceNumber), { target: { value: 'RE-4711' } });
    next();
    await screen.findByRole('checkbox', { name: texts.handover.soleOwner });
    expect(saves(calls).at(-1)?.body).toMatchObject({
      gross_price: 1_190_000,
      vat: true,
      vat_rate: 19,
      seller_invoice_document_id: '0b6f1c9e-4d0a-4a8e-9a53-7f1f2a3b4c5d',
      seller_invoice_number: 'RE-4711',
    });
  });

  it('makes the contract first, tells that the purchase is recorded, and lists the purchase’s documents', async () => {
    const contract = {
      id: 'generated-1',
      tradeId: 'trade-b1',
      orderType: 'BUYING',
      vehicleId: VEHICLE_ID,
      documentType: 'CONTRACT',
      number: null,
      version: 1,
      language: 'en',
      issuedOn: '2026-11-23',
      fileName: 'Ankaufvertrag.pdf',
      size: 41_000,
      createdAt: '2026-11-23T10:05:00.000Z',
    };
    let generated: unknown[] = [];
    const done = (documentType: string) =>
      ok({
        suuid: `job-${documentType}`,
        status: 'DONE',
        progress: 100,
        result: { documentId: 'x', documentType, number: null, vehicleSold: false },
        error: null,
      });
    const calls = stubWizard({
      [`${base}/documents/generate/CONTRACT/order/BUYING`]: { status: 202, body: { data: { suuid: 'job-CONTRACT' } } },
      [`${base}/documents/generate/RECEIPT/order/BUYING`]: { status: 202, body: { data: { suuid: 'job-RECEIPT' } } },
      '/api/user/vehicles/uploading-documents-status/job-CONTRACT': () => {
        generated = [contract];
        return done('CONTRACT');
      },
      '/api/user/vehicles/uploading-documents-status/job-RECEIPT': () => done('RECEIPT'),
      [`${base}/documents/generated`]: () => ok(generated),
    });
    keepDraft(4, { documents: ['RECEIPT', 'CONTRACT'], language: 'en', grossPrice: 500_000 });
    open();
    fireEvent.click(await screen.findByRole('button', { name: trades.generate.start }));

    expect(await screen.findByText(texts.generate.purchased)).toBeTruthy();
    const made = calls
      .filter((call) => call.path.includes('/documents/generate/'))
      .map((call) => [call.path.split('/').at(-3), call.body]);
    expect(made).toEqual([
      ['CONTRACT', { language: 'en' }],
      ['RECEIPT', { language: 'en' }],
    ]);
    expect(screen.getByText(texts.generate.list)).toBeTruthy();
    const item = (await screen.findByText(texts.documents.types.CONTRACT.title, { selector: 'li *' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(item).getByText(texts.tag)).toBeTruthy();
    expect(readPurchaseDraft(VEHICLE_ID)).toBeNull();
  });

  it('makes no other document when the contract is refused', async () => {
    const calls = stubWizard({
      [`${base}/documents/generate/CONTRACT/order/BUYING`]: {
        status: 422,
        body: { error: { code: '9523', fields: { gross_price: '0001' } } },
      },
    });
    keepDraft(4, { documents: ['CONTRACT', 'PROTOCOL'] });
    open();
    fireEvent.click(await screen.findByRole('button', { name: trades.generate.start }));
    expect(await screen.findByText(errors['9523'])).toBeTruthy();
    expect(screen.getByText(texts.generate.gateFailed)).toBeTruthy();
    expect(screen.getByText(trades.generate.skipped)).toBeTruthy();
    expect(calls.some((call) => call.path.includes('/generate/PROTOCOL/'))).toBe(false);
  });

  it('opens a finished purchase on the documents step and shows its data read-only', async () => {
    const calls = stubWizard({}, purchase({ status: 'FINISHED', purchasedOn: '2026-11-20', grossPrice: 500_000 }));
    open();
    expect(await screen.findByText(texts.wizard.finished.replace('{date}', '20/11/2026'))).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: titled(texts.documents.types.CONTRACT.title) }) as HTMLInputElement).disabled,
    ).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: trades.wizard.back }));
    const keys = (await screen.findByLabelText(trades.handover.keys)) as HTMLInputElement;
    expect(keys.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: trades.wizard.back }));
    expect(((await screen.findByLabelText(texts.price.grossPrice)) as HTMLInputElement).disabled).toBe(true);
    next();
    await screen.findByLabelText(trades.handover.keys);
    expect(saves(calls)).toEqual([]);
  });
});
