import { keysToSnake } from '@kontor/domain/case';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests } from '../../test/screen-test-kit';
import { readSaleDraft, writeSaleDraft } from './sale-draft';
import SaleWizardPage from './sale-wizard-page';
import {
  base,
  buyer,
  keepDraft,
  ok,
  open,
  saves,
  stubWizard,
  trade,
  UPDATED_AT,
  vehicle,
  VEHICLE_ID,
} from './sale-wizard-page.fixture';

const en = catalogs.en.trades;
const errors = catalogs.en.errors;

setUpScreenTests({ wide: true });

const grossInput = () => screen.getByLabelText(en.price.grossPrice) as HTMLInputElement;
const summary = () => screen.getByTestId('trade-summary');

describe('the sale wizard', () => {
  it('saves each step before moving on, keeps what was typed on Back, and restores step and input after a reload', async () => {
    const calls = stubWizard();
    open();
    await screen.findByText('Erika Mustermann (Private person)');
    fireEvent.click(screen.getByRole('button', { name: en.wizard.next }));

    await screen.findByLabelText(en.price.grossPrice);
    expect(saves(calls)).toEqual([{ path: `${base}/trades/SELLING/INVOICE`, body: { customer_id: buyer.id } }]);
    fireEvent.change(grossInput(), { target: { value: '15000' } });

    fireEvent.click(screen.getByRole('button', { name: en.wizard.back }));
    await screen.findByText('Erika Mustermann (Private person)');
    fireEvent.click(screen.getByRole('button', { name: en.wizard.next }));
    await waitFor(() => expect(grossInput().value).toBe('15,000.00'));
    expect(readSaleDraft(VEHICLE_ID)).toMatchObject({ step: 1, values: { grossPrice: 1_500_000 } });

    // A reload: the page starts again from the server's trade and the tab's draft.
    cleanup();
    open();
    await waitFor(() => expect(grossInput().value).toBe('15,000.00'));
    fireEvent.click(screen.getByRole('button', { name: en.wizard.next }));
    await screen.findByLabelText(en.handover.keys);
    const priceSave = saves(calls).at(-1)!;
    expect(priceSave.path).toBe(`${base}/trades/SELLING/INVOICE`);
    expect(priceSave.body).toMatchObject({
      customer_id: buyer.id,
      gross_price: 1_500_000,
      vat: true,
      vat_rate: 19,
      section_type: null,
    });
  });

  it('moves focus to the new step’s first field, and saves a step with Enter in a text field as Next does', async () => {
    const calls = stubWizard();
    open();
    await screen.findByText('Erika Mustermann (Private person)');
    const next = screen.getByRole('button', { name: en.wizard.next });
    next.focus();
    fireEvent.click(next);
    await waitFor(() => expect(document.activeElement).toBe(grossInput()));
    expect(screen.getByRole('group', { name: en.wizard.steps.price }).contains(grossInput())).toBe(true);

    fireEvent.change(grossInput(), { target: { value: '15000' } });
    fireEvent.keyDown(grossInput(), { key: 'Enter', code: 'Enter' });
    await screen.findByLabelText(en.handover.keys);
    expect(saves(calls).at(-1)?.body).toMatchObject({ gross_price: 1_500_000 });
    // The handover day's chosen option: where Tab would enter the group.
    const chosenDay = screen.getByRole('radio', { name: en.handover.handoverDates.INVOICE_DATE });
    await waitFor(() => expect(document.activeElement).toBe(chosenDay));
  });

  it('brings focus into the last step, which has no Next', async () => {
    stubWizard();
    keepDraft(3, { grossPrice: 1_190_000, documents: ['INVOICE'] });
    open();
    const next = await screen.findByRole('button', { name: en.wizard.next });
    next.focus();
    fireEvent.click(next);
    const step = await screen.findByRole('group', { name: en.wizard.steps.generate });
    await waitFor(() => expect(step.contains(document.activeElement)).toBe(true));
  });

  it('holds the buyer step while the new-customer form is open, so a half-typed buyer is not skipped past', async () => {
    const calls = stubWizard();
    // The customers form as the router hands it in; here only its Cancel matters.
    const CustomerForm = ({ onCancel }: { onCancel?(): void }) => (
      <button type="button" onClick={onCancel}>
        Cancel the new customer
      </button>
    );
    renderScreen(
      [{ path: '/selling/selling-documents/:id', element: <SaleWizardPage CustomerForm={CustomerForm} /> }],
      `/selling/selling-documents/${VEHICLE_ID}`,
    );
    await screen.findByText('Erika Mustermann (Private person)');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`${en.buyer.newCustomer}$`) }));
    const next = screen.getByRole('button', { name: en.wizard.next });
    await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(true));
    expect(next.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(next.getAttribute('aria-describedby')!)!.textContent).toBe(en.buyer.finishNewCustomer);
    fireEvent.click(next);
    expect(saves(calls)).toEqual([]);

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the new customer' }));
    await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText(en.buyer.finishNewCustomer)).toBeNull();
    fireEvent.click(next);
    await screen.findByLabelText(en.price.grossPrice);
    expect(saves(calls)).toHaveLength(1);
  });

  it('sums up a standard sale at 19 % and a §25a sale with its margin for the books', async () => {
    stubWizard();
    keepDraft(1, { grossPrice: 1_190_000, deposit: 100_000 });
    open();
    await waitFor(() => expect(summary().textContent).toContain('€10,000.00'));
    const standard = summary().textContent!;
    expect(standard).toContain(`${en.summary.vat.replace('{rate}', '19')}€1,900.00`);
    expect(standard).toContain(`${en.summary.gross}€11,900.00`);
    expect(standard).toContain(`${en.summary.amountDue}€10,900.00`);

    fireEvent.click(screen.getByRole('radio', { name: new RegExp(en.price.sections.margin.title.replace(/[()§]/g, '.')) }));
    // The purchase price comes from the vehicle (8,000.00): margin 3,900.00, VAT in it 19/119 = 622.69.
    await waitFor(() => expect(summary().textContent).toContain(en.summary.books));
    // The vehicle has its purchase price: shown, not editable here, and not sent (the server takes the vehicle's).
    const purchase = screen.getByLabelText(en.price.purchasePrice) as HTMLInputElement;
    expect(purchase.value).toBe('8,000.00');
    expect(purchase.disabled).toBe(true);
    expect(screen.getByText(en.price.purchasePriceFromVehicle)).toBeTruthy();
    const margin = summary().textContent!;
    // Without VAT shown the net would only repeat the gross.
    expect(margin).not.toContain(en.summary.net);
    expect(margin).not.toContain(en.summary.vat.replace('{rate}', '19'));
    expect(margin).toContain(`${en.summary.margin}€3,900.00`);
    expect(margin).toContain(`${en.summary.marginVat}€622.69`);
  });

  it('does not offer §25a for a vehicle bought on an invoice with VAT shown, and says why', async () => {
    stubWizard({ [base]: ok({ ...vehicle, purchaseTaxation: 'REGULAR' }) });
    keepDraft(1, { grossPrice: 1_190_000 });
    open();
    const margin = (await screen.findByRole('radio', {
      name: new RegExp(en.price.sections.margin.title.replace(/[()§]/g, '.')),
    })) as HTMLInputElement;
    expect(margin.disabled).toBe(true);
    expect(screen.getByText(catalogs.en.errors['9515'])).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: new RegExp(en.price.sections.export.title.replace(/[()§]/g, '.')) }) as HTMLInputElement)
        .disabled,
    ).toBe(false);
  });

  it('asks for the §25a purchase price when the vehicle has none, and sends it', async () => {
    const calls = stubWizard({ [base]: ok({ ...vehicle, purchasePrice: null }) });
    keepDraft(1, { grossPrice: 1_190_000, sectionType: '25' });
    open();
    const purchase = (await screen.findByLabelText(en.price.purchasePrice)) as HTMLInputElement;
    expect(purchase.disabled).toBe(false);
    fireEvent.change(purchase, { target: { value: '7000' } });
    await waitFor(() => expect(summary().textContent).toContain(`${en.summary.margin}€4,900.00`));
    fireEvent.click(screen.getByRole('button', { name: en.wizard.next }));
    await screen.findByLabelText(en.handover.keys);
    expect(saves(calls).at(-1)?.body).toMatchObject({ section_type: '25', purchase_price: 700_000 });
  });

  it('does not send the purchase price of a vehicle that has one', async () => {
    const calls = stubWizard();
    keepDraft(1, { grossPrice: 1_190_000, sectionType: '25' });
    open();
    await screen.findByLabelText(en.price.purchasePrice);
    fireEvent.click(screen.getByRole('button', { name: en.wizard.next }));
    await screen.findByLabelText(en.handover.keys);
    const body = saves(calls).at(-1)!.body as Record<string, unknown>;
    expect(body).toMatchObject({ section_type: '25', gross_price: 1_190_000 });
    expect(body).not.toHaveProperty('purchase_price');
  });

  it('drops the tab’s draft when the server’s trade was saved after it (another tab), and keeps no defaulted date', async () => {
    stubWizard({}, trade({ grossPrice: 2_500_000 }));
    writeSaleDraft(VEHICLE_ID, { step: 1, values: { grossPrice: 1_000_000 }, tradeUpdatedAt: '2026-11-23T09:00:00.000Z' });
    open();
    // The draft is gone: the wizard opens on the first step with the server's values.
    await screen.findByText('Erika Mustermann (Private person)');
    expect(readSaleDraft(VEHICLE_ID)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.wizard.next }));
    await waitFor(() => expect(grossInput().value).toBe('25,000.00'));
    fireEvent.change(grossInput(), { target: { value: '26000' } });
    await waitFor(() => expect(readSaleDraft(VEHICLE_ID)?.values.grossPrice).toBe(2_600_000));
    const draft = readSaleDraft(VEHICLE_ID)!;
    expect(draft.tradeUpdatedAt).toBe(UPDATED_AT);
    // The invoice and contract dates were only today's default: a draft read tomorrow shows tomorrow.
    expect(draft.values).not.toHaveProperty('invoiceDate');
    expect(draft.values).not.toHaveProperty('contractDate');
  });

  it('leaves the invoice and contract dates open on the trade while they show only today, and sends a chosen day', async () => {
    const calls = stubWizard();
    keepDraft(2, { grossPrice: 1_190_000 });
    open();
    await screen.findByLabelText(en.handover.keys);
    fireEvent.click(screen.getByRole('button', { name: en.wizard.next }));
    await screen.findByText(en.documents.language);
    expect(saves(calls).at(-1)?.body).toMatchObject({ invoice_date: null, contract_date: null });
  });

  it('shows why the wizard cannot open when its data cannot be read, with a retry', async () => {
    let failing = true;
    stubWizard({
      [base]: () => {
        if (failing) throw new TypeError('Failed to fetch');
        return ok(vehicle);
      },
    });
    open();
    expect(await screen.findByText(en.wizard.loadFailed)).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: catalogs.en.common.actions.retry }));
    expect(await screen.findByText('Erika Mustermann (Private person)')).toBeTruthy();
  });

  it('shows the server’s 9503 on the section field when an intra-EU supply lacks the buyer’s VAT id', async () => {
    const calls = stubWizard({
      [`${base}/trades/SELLING/`]: {
        status: 422,
        body: keysToSnake({ error: { code: '9503', fields: { sectionType: '9503' } } }),
      },
    });
    keepDraft(1, { grossPrice: 2_000_000, sectionType: '4.1b' });
    open();
    await screen.findByText(en.price.exportProofHints.intraEu); // under the proof's field: the entry certificate, not an MRN
    fireEvent.click(screen.getByRole('button', { name: en.wizard.next }));
    const message = await screen.findByText(errors['9503']);
    expect(message.closest('.ant-form-item')?.textContent).toContain(en.price.section);
    expect(saves(calls).at(-1)?.body).toMatchObject({ section_type: '4.1b', gross_price: 2_000_000 });
    expect(screen.getByLabelText(en.price.grossPrice)).toBeTruthy();
  });

  it('starts a new sale of a vehicle recorded as not accident-free with the accident damage stated, and sends it', async () => {
    const calls = stubWizard({ [base]: ok({ ...vehicle, accidentFree: false }), [`${base}/trades/SELLING`]: ok(null) });
    writeSaleDraft(VEHICLE_ID, { step: 2, values: { customerId: buyer.id, grossPrice: 1_500_000 }, tradeUpdatedAt: null });
    open();
    await screen.findByLabelText(en.handover.keys);
    const damaged = screen.getByLabelText(en.handover.damaged).closest('.ant-form-item') as HTMLElement;
    expect(within(damaged).getByText(en.handover.damages.REPAIRED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.wizard.next }));
    await waitFor(() => expect(saves(calls).at(-1)?.body).toMatchObject({ damaged: 'REPAIRED' }));
  });

  it.each([
    {
      code: '9534',
      why: 'the accident damage contradicts the vehicle’s record',
      field: 'damaged',
      draft: { damaged: 'NO_ACCIDENT' },
      label: en.handover.damaged,
    },
    {
      code: '9536',
      why: 'the invoice date is before the vehicle’s purchase',
      field: 'invoiceDate',
      draft: { invoiceDate: '2026-01-02' },
      label: en.handover.invoiceDate,
    },
  ] as const)('shows the server’s $code on its field when $why', async ({ code, field, draft, label }) => {
    stubWizard({
      [`${base}/trades/SELLING/`]: { status: 422, body: keysToSnake({ error: { code, fields: { [field]: code } } }) },
    });
    keepDraft(2, { grossPrice: 1_500_000, ...draft });
    open();
    await screen.findByLabelText(en.handover.keys);
    fireEvent.click(screen.getByRole('button', { name: en.wizard.next }));
    const message = await screen.findByText(errors[code]);
    expect(message.closest('.ant-form-item')?.textContent).toContain(label);
  });

  it('creates the invoice with its progress and tells that the vehicle moved to the sold list', async () => {
    let polls = 0;
    const document = {
      id: 'document-1',
      tradeId: 'trade-1',
      vehicleId: VEHICLE_ID,
      documentType: 'INVOICE',
      number: 'RE-2026-0001',
      version: 1,
      language: 'de',
      issuedOn: '2026-11-23',
      fileName: 'Rechnung-RE-2026-0001.pdf',
      size: 48_000,
      createdAt: '2026-11-23T10:05:00.000Z',
    };
    let generated: unknown[] = [];
    const calls = stubWizard({
      [`${base}/documents/generate/INVOICE/order/SELLING`]: { status: 202, body: { data: { suuid: 'job-1' } } },
      '/api/user/vehicles/uploading-documents-status/job-1': () => {
        polls += 1;
        if (polls === 1) return ok({ suuid: 'job-1', status: 'RUNNING', progress: 60, result: null, error: null });
        generated = [document];
        return ok({
          suuid: 'job-1',
          status: 'DONE',
          progress: 100,
          result: { documentId: document.id, documentType: 'INVOICE', number: document.number, vehicleSold: true },
          error: null,
        });
      },
      [`${base}/documents/generated`]: () => ok(generated),
    });
    keepDraft(4, { documents: ['INVOICE'], language: 'de', grossPrice: 1_190_000 });
    open();
    fireEvent.click(await screen.findByRole('button', { name: en.generate.start }));

    const progress = await screen.findByRole('progressbar', {
      name: en.generate.progressOf.replace('{document}', en.documents.types.INVOICE.title),
    });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('60'));
    expect(await screen.findByText(en.generate.sold)).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/generate/INVOICE/order/SELLING'))?.body).toEqual({ language: 'de' });
    const list = await screen.findByText(
      `${en.documents.types.INVOICE.title} · ${en.generate.number.replace('{number}', 'RE-2026-0001')}`,
    );
    expect(
      within(list.closest('li') as HTMLElement).getByRole('button', { name: new RegExp(`^${en.generate.download}:`) }),
    ).toBeTruthy();
    // Made: making them again is no longer the step's main (primary) action.
    const again = screen.getByText(en.generate.again).closest('button')!;
    expect(again.classList.contains('ant-btn-primary')).toBe(false);
    // The sale is over: nothing is left to restore.
    expect(readSaleDraft(VEHICLE_ID)).toBeNull();
  });

  it.each([
    { code: '9509', status: 409, fields: undefined },
    // The buyer's address is missing (§14 Abs. 4 Nr. 1 UStG): answered on the field that chose the buyer.
    { code: '9537', status: 422, fields: { customer_id: '9537' } },
  ] as const)('shows a refused document with the translated reason ($code)', async ({ code, status, fields }) => {
    stubWizard({ [`${base}/documents/generate/INVOICE/order/SELLING`]: { status, body: { error: { code, fields } } } });
    keepDraft(4, { documents: ['INVOICE'] });
    open();
    fireEvent.click(await screen.findByRole('button', { name: en.generate.start }));
    expect(await screen.findByText(errors[code])).toBeTruthy();
    expect(screen.getByText(en.generate.failed)).toBeTruthy();
  });

  it('holds the dealer on the step while documents are made, and makes no other document when the invoice fails', async () => {
    let polls = 0;
    const calls = stubWizard({
      [`${base}/documents/generate/INVOICE/order/SELLING`]: { status: 202, body: { data: { suuid: 'job-1' } } },
      '/api/user/vehicles/uploading-documents-status/job-1': () => {
        polls += 1;
        if (polls < 3) return ok({ suuid: 'job-1', status: 'RUNNING', progress: 30, result: null, error: null });
        return ok({ suuid: 'job-1', status: 'FAILED', progress: 30, result: null, error: '9510' });
      },
    });
    keepDraft(4, { documents: ['INVOICE', 'CONTRACT', 'RECEIPT'] });
    open();
    const back = () => screen.getByRole('button', { name: en.wizard.back }) as HTMLButtonElement;
    const start = await screen.findByRole('button', { name: en.generate.start });
    expect(back().disabled).toBe(false);
    fireEvent.click(start);

    // Running: neither Back nor an earlier step of the bar leads away.
    await waitFor(() => expect(back().disabled).toBe(true));
    const earlier = screen.getByText(en.wizard.steps.documents).closest('.ant-steps-item');
    expect(earlier?.className).toContain('ant-steps-item-disabled');

    expect(await screen.findByText(en.generate.invoiceFailed)).toBeTruthy();
    expect(screen.getByText(errors['9510'])).toBeTruthy();
    expect(screen.getAllByText(en.generate.skipped)).toHaveLength(2);
    expect(calls.some((call) => call.path.includes('/generate/CONTRACT/') || call.path.includes('/generate/RECEIPT/'))).toBe(
      false,
    );
    await waitFor(() => expect(back().disabled).toBe(false));
  });

  it('opens a finished sale on the documents step: the invoice is issued, the other documents can be made again', async () => {
    const calls = stubWizard(
      {},
      trade({ status: 'FINISHED', invoiceNumber: 'RE-2026-0007', grossPrice: 1_190_000, documents: ['INVOICE', 'CONTRACT'] }),
    );
    open();
    expect(await screen.findByText(en.wizard.finished.replace('{number}', 'RE-2026-0007'))).toBeTruthy();
    const invoice = screen.getByRole('checkbox', {
      name: new RegExp(`^${en.documents.types.INVOICE.title}`),
    }) as HTMLInputElement;
    expect(invoice.disabled).toBe(true);
    expect(invoice.checked).toBe(false);
    expect(
      (screen.getByRole('checkbox', { name: new RegExp(`^${en.documents.types.CONTRACT.title}`) }) as HTMLInputElement).checked,
    ).toBe(true);
    // Each box sits beside its title (the label's first line), not centred on the title and its hint.
    const box = invoice.closest<HTMLElement>('.ant-checkbox')!;
    expect(box.style.alignSelf).toBe('flex-start');
    expect(box.closest<HTMLElement>('label')!.style.alignItems).toBe('flex-start');
    expect((screen.getByRole('button', { name: en.wizard.back }) as HTMLButtonElement).disabled).toBe(true);

    // Nothing of an issued sale is saved again: on to the generate step without a call.
    fireEvent.click(screen.getByRole('button', { name: en.wizard.next }));
    await screen.findByRole('button', { name: en.generate.start });
    expect(saves(calls)).toEqual([]);
  });
});
