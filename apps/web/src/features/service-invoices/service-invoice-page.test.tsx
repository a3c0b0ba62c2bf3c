import { todayInBerlin } from '@kontor/domain/business-calendar';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type Answer } from '../../test/screen-test-kit';
import {
  button,
  en,
  itemOf,
  job,
  lines,
  ok,
  openPage,
  PAGE,
  serviceTrade,
  setUpServiceInvoicePageTests,
  stubService,
  TRADES,
  writes,
} from './service-invoice-page.fixture';

// The add page of a service invoice: a new one is dated today and gets its id in the URL with the
// first save; the server's field errors land under their line; a cost estimate keeps the draft; the
// invoice is issued after a warning, with its progress, and the page turns read-only; an issued one
// is canceled, a draft deleted. In English and German.

setUpServiceInvoicePageTests();

describe('the service invoice add page', { timeout: 30_000 }, () => {
  it('starts a new invoice dated today, creates the draft on the first save and then puts its id in the URL', async () => {
    const calls = stubService({ trade: null });
    const router = openPage(PAGE);
    expect(await screen.findByRole('heading', { name: en.page.titleNew })).toBeTruthy();
    expect((screen.getByLabelText(en.terms.invoiceDate) as HTMLInputElement).value).toBe(
      todayInBerlin().split('-').reverse().join('/'),
    );
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
    expect(((await screen.findByRole('textbox', { name: 'Description of line 2' })) as HTMLInputElement).value).toBe('Ölfilter');
    expect((screen.getByRole('textbox', { name: 'Quantity of line 1' }) as HTMLInputElement).value).toBe('1.5');
    expect(screen.getByTestId('service-totals').textContent).toContain(`${en.lines.totalGross}€173.72`);
    expect(await screen.findByText('Erika Mustermann (Private person)')).toBeTruthy();
  });

  it('puts the server’s field errors under the line they belong to', async () => {
    const refusal: Answer = {
      status: 422,
      body: {
        error: {
          code: '0001',
          fields: { 'lines.0.quantity': '9530', 'lines.1.description': '0001', 'lines.2.unit_price': '9531' },
        },
      },
    };
    stubService({
      trade: serviceTrade({ lines: [...lines, { description: 'Wischer', quantity: 1, unitPrice: 2_450 }] }),
      answers: { [`${TRADES}/t1/INVOICE`]: refusal },
    });
    openPage();
    await screen.findByRole('textbox', { name: 'Description of line 3' });
    fireEvent.click(button(en.actions.save));
    const quantity = itemOf(screen.getByRole('textbox', { name: 'Quantity of line 1' }));
    expect(await within(quantity).findByText(catalogs.en.errors['9530'])).toBeTruthy();
    expect(
      within(itemOf(screen.getByRole('textbox', { name: 'Description of line 2' }))).getByText(catalogs.en.errors['0001']),
    ).toBeTruthy();
    expect(
      within(itemOf(screen.getByRole('textbox', { name: 'Unit price (net) of line 3' }))).getByText(catalogs.en.errors['9531']),
    ).toBeTruthy();
    expect(await screen.findByText(en.actions.fixErrors)).toBeTruthy();
    // The dealer is taken to the first field in error, not left on the button far below it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Quantity of line 1' })));
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

  it('refuses a date of service years away and a cost estimate expiring before its date, under their fields, and sends nothing', async () => {
    const today = todayInBerlin();
    const calls = stubService({
      trade: serviceTrade({
        invoiceDate: today,
        handoverDate: 'CUSTOM',
        handoverOn: '2099-05-05',
        proposalValidUntil: '2020-01-01',
      }),
    });
    openPage();
    await screen.findByDisplayValue('Ölwechsel');
    fireEvent.click(button(en.actions.issue));
    expect(itemOf(await screen.findByText(catalogs.en.errors['9551'])).textContent).toContain(en.terms.handoverOn);
    expect(itemOf(screen.getByText(catalogs.en.errors['9552'])).textContent).toContain(en.terms.proposalValidUntil);
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
        [`${TRADES}/uploading-documents-status/j1`]: ok(
          job('DONE', 100, { documentId: 'p1', documentType: 'PROPOSAL', number: 'KV-2026-0003' }),
        ),
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
    expect(await screen.findByText(/Invoice no\. SR-2026-0007 of 20\/11\/2026 is issued/)).toBeTruthy();
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
    expect(writes(calls).find((call) => call.path.endsWith('/generate/INVOICE'))!.body).toEqual({
      language: 'de',
      invoice_number: 'SR-77',
    });
  });

  it('asks again for a number the server refuses as taken, under the number', async () => {
    stubService({
      automatic: false,
      answers: { [`${TRADES}/t1/documents/generate/`]: { status: 409, body: { error: { code: '9510' } } } },
    });
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
        [`${TRADES}/uploading-documents-status/j2`]: ok({
          ...job('DONE', 100, { tradeId: 't1', documentId: 'c1', number: 'SR-2026-0008' }),
          suuid: 'j2',
        }),
      },
    });
    openPage();
    const heading = await screen.findByRole('heading', { name: `${en.page.titleView} SR-2026-0007` });
    // On a phone the title wraps before the number, never inside it ("SR-" | "2026-0007").
    expect(within(heading).getByText('SR-2026-0007').style.whiteSpace).toBe('nowrap');
    fireEvent.click(button(en.actions.cancel));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancel service invoice SR-2026-0007')).toBeTruthy();
    expect(within(dialog).getByText(/references invoice SR-2026-0007 of 20\/11\/2026/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: catalogs.en.cancellations.dialog.reason }), {
      target: { value: 'Wrong recipient' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: en.cancel.confirm }));
    expect(
      await within(dialog).findByText('The invoice is canceled: cancellation invoice no. SR-2026-0008 was issued.'),
    ).toBeTruthy();
    expect(writes(calls).find((call) => call.path.endsWith('/shtorno'))!.body).toEqual({ reason: 'Wrong recipient' });
  });

  it('gives focus back to the button that opened the issue or the cancellation dialog once it is closed', async () => {
    const reopen = async (name: string) => {
      const opener = await screen.findByRole('button', { name: new RegExp(`${name}$`) });
      opener.focus();
      fireEvent.click(opener);
      return { opener, dialog: await screen.findByRole('dialog') };
    };
    stubService();
    openPage();
    const issue = await reopen(en.actions.issue);
    fireEvent.click(within(issue.dialog).getByRole('button', { name: en.issue.back }));
    await waitFor(() => expect(document.activeElement).toBe(issue.opener));
    cleanup();
    stubService({ trade: serviceTrade({ status: 'FINISHED', invoiceNumber: 'SR-2026-0007', issuedOn: '2026-11-20' }) });
    openPage();
    const cancel = await reopen(en.actions.cancel);
    fireEvent.keyDown(within(cancel.dialog).getByRole('textbox'), { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(document.activeElement).toBe(cancel.opener));
  });
});
