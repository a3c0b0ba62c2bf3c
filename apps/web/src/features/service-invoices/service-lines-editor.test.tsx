import { LOCALE_COOKIE, type Locale } from '@kontor/domain/constants';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { serviceAmounts } from '@kontor/domain/service-invoices';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setUpScreenTests, setUpGermanI18n } from '../../test/screen-test-kit';
import { formatMoney } from '../../ui/format';
import type { LineFormValues, ServiceFormValues } from './service-invoice-form';
import { ServiceLinesEditor } from './service-lines-editor';

// The lines editor: lines added, moved and removed with buttons the keyboard reaches (the focus
// stays with the moved line), quantities typed as the language writes them, and every amount
// exactly what the domain's serviceAmounts says.

const en = catalogs.en.serviceInvoices.lines;
const de = catalogs.de.serviceInvoices.lines;
/** The button's name: its icon's label, then its text. */
const addLine = new RegExp(`${en.add}$`);

setUpScreenTests({ wide: true });
beforeEach(() => {
  document.cookie = `${LOCALE_COOKIE}=en; path=/`;
});

const german = setUpGermanI18n();

const oil: LineFormValues = { description: 'Ölwechsel', quantity: 1.5, unitPrice: 8_000 };
const filter: LineFormValues = { description: 'Ölfilter', quantity: 2, unitPrice: 1_299 };
const wipers: LineFormValues = { description: 'Wischerblätter', quantity: 1, unitPrice: 2_450 };

type Setup = { lines: LineFormValues[]; vat?: boolean; vatRate?: number; inGerman?: boolean; listError?: string };

function renderEditor(setup: Setup) {
  const holder: { form?: FormInstance<ServiceFormValues> } = {};
  function Harness() {
    const [form] = Form.useForm<ServiceFormValues>();
    holder.form = form;
    const [error, setError] = useState<string | null>(setup.listError ?? null);
    return (
      <Form form={form} initialValues={{ lines: setup.lines, vat: setup.vat ?? true, vatRate: setup.vatRate ?? 19 }}>
        <ServiceLinesEditor listError={error} onListChange={() => setError(null)} />
      </Form>
    );
  }
  renderWithProviders(
    setup.inGerman ? (
      <I18nextProvider i18n={german}>
        <Harness />
      </I18nextProvider>
    ) : (
      <Harness />
    ),
  );
  return () => holder.form!.getFieldValue('lines') as LineFormValues[];
}

const descriptions = () =>
  screen.getAllByRole('textbox').filter((box) => box.getAttribute('aria-label')?.startsWith('Description'));
const descriptionTexts = () => descriptions().map((box) => (box as HTMLInputElement).value);
const totals = () => screen.getByTestId('service-totals').textContent!;
const money = (cents: number, locale: Locale = 'en') => formatMoney(cents, locale);

/** Presses a focused button the way the keyboard does (Enter or Space activate it). */
function pressFocused() {
  fireEvent.click(document.activeElement!);
}

describe('the service lines editor', { timeout: 20_000 }, () => {
  it('shows each line’s net, VAT and gross and the totals exactly as serviceAmounts computes them', async () => {
    renderEditor({ lines: [oil, filter, wipers] });
    const expected = serviceAmounts({
      lines: [oil, filter, wipers] as { quantity: number; unitPrice: number }[],
      vat: true,
      vatRate: 19,
    });
    const rows = within(screen.getByRole('list', { name: 'Lines' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    for (const [index, row] of rows.entries()) {
      const line = expected.lines[index]!;
      expect(row.textContent).toContain(`${en.net}${money(line.netCents)}`);
      expect(row.textContent).toContain(`${en.vat}${money(line.vatCents)}`);
      expect(row.textContent).toContain(`${en.gross}${money(line.grossCents)}`);
    }
    // 1.5 × €80.00 = €120.00 net; the line's VAT €22.80, its gross €142.80.
    expect(rows[0]!.textContent).toContain('€120.00');
    expect(rows[0]!.textContent).toContain('€142.80');
    expect(totals()).toContain(`${en.totalNet}${money(expected.netCents)}`);
    expect(totals()).toContain(`${en.totalVat.replace('{rate}', '19')}${money(expected.vatCents)}`);
    expect(totals()).toContain(`${en.totalGross}${money(expected.grossCents)}`);
  });

  it('adds a line with the button, focuses its description, and counts it in the totals', async () => {
    const lines = renderEditor({ lines: [oil] });
    fireEvent.click(screen.getByRole('button', { name: addLine }));
    const added = await screen.findByRole('textbox', { name: 'Description of line 2' });
    await waitFor(() => expect(document.activeElement).toBe(added));
    fireEvent.change(added, { target: { value: 'Arbeitszeit' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of line 2' }), { target: { value: '0.75' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Unit price (net) of line 2' }), { target: { value: '96' } });
    await waitFor(() =>
      expect(lines()[1]).toEqual({ description: 'Arbeitszeit', quantity: 0.75, unit: 'PIECE', unitPrice: 9_600 }),
    );
    const expected = serviceAmounts({
      lines: [
        { quantity: 1.5, unitPrice: 8_000 },
        { quantity: 0.75, unitPrice: 9_600 },
      ],
      vat: true,
      vatRate: 19,
    });
    await waitFor(() => expect(totals()).toContain(money(expected.grossCents)));
    expect(screen.getByText('Line 2 added')).toBeTruthy();
  });

  it('counts a new line in pieces unless the dealer chooses another unit, one unit a line', async () => {
    const lines = renderEditor({ lines: [oil] });
    // A line stored before units existed shows none chosen.
    expect(screen.getByRole('combobox', { name: en.unitOf.replace('{number}', '1') })).toBeTruthy();
    expect(lines()[0]!.unit).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: addLine }));
    await screen.findByRole('textbox', { name: 'Description of line 2' });
    await waitFor(() => expect(lines()[1]!.unit).toBe('PIECE'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: en.unitOf.replace('{number}', '2') }));
    await waitFor(() => expect(document.querySelector(`.ant-select-item-option[title="${en.units.HOUR}"]`)).toBeTruthy());
    fireEvent.click(document.querySelector(`.ant-select-item-option[title="${en.units.HOUR}"]`)!);
    await waitFor(() => expect(lines()[1]!.unit).toBe('HOUR'));
    expect(Object.keys(en.units)).toEqual(['PIECE', 'HOUR', 'LITRE', 'LUMP_SUM']);
  });

  it('adds the next line with Enter in the last description', async () => {
    renderEditor({ lines: [oil, filter] });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Description of line 1' }), {
      key: 'Enter',
      code: 'Enter',
      keyCode: 13,
    });
    expect(descriptions()).toHaveLength(2);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Description of line 2' }), {
      key: 'Enter',
      code: 'Enter',
      keyCode: 13,
    });
    const added = await screen.findByRole('textbox', { name: 'Description of line 3' });
    await waitFor(() => expect(document.activeElement).toBe(added));
  });

  it('moves a line down and up with the keyboard, the focus staying on the moved line’s button', async () => {
    const lines = renderEditor({ lines: [oil, filter, wipers] });
    screen.getByRole('button', { name: 'Move line 1 down' }).focus();
    pressFocused();
    await waitFor(() => expect(descriptionTexts()).toEqual(['Ölfilter', 'Ölwechsel', 'Wischerblätter']));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move line 2 down' })));
    expect(screen.getByText('Line 1 is now line 2')).toBeTruthy();

    pressFocused();
    await waitFor(() => expect(descriptionTexts()).toEqual(['Ölfilter', 'Wischerblätter', 'Ölwechsel']));
    // The last line cannot move further down: the focus goes to its other arrow.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move line 3 up' })));
    expect((screen.getByRole('button', { name: 'Move line 3 down' }) as HTMLButtonElement).disabled).toBe(true);

    pressFocused();
    await waitFor(() => expect(descriptionTexts()).toEqual(['Ölfilter', 'Ölwechsel', 'Wischerblätter']));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move line 2 up' })));
    // The amounts travel with their line.
    expect(lines().map((line) => line.unitPrice)).toEqual([1_299, 8_000, 2_450]);
    const rows = within(screen.getByRole('list', { name: 'Lines' })).getAllByRole('listitem');
    expect(rows[1]!.textContent).toContain('€120.00');
  });

  it('removes a line with the keyboard, focusing the line that took its place, then Add line once none is left', async () => {
    const lines = renderEditor({ lines: [oil, filter] });
    screen.getByRole('button', { name: 'Remove line 1' }).focus();
    pressFocused();
    await waitFor(() => expect(descriptionTexts()).toEqual(['Ölfilter']));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove line 1' })));
    expect(screen.getByText('Line 1 removed')).toBeTruthy();
    pressFocused();
    await waitFor(() => expect(lines()).toEqual([]));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: addLine })));
    expect(screen.getByText(en.empty)).toBeTruthy();
    expect(totals()).toContain(`${en.totalGross}${money(0)}`);
  });

  it('marks an empty description, a quantity of 0, a negative price and text that is no quantity', async () => {
    renderEditor({ lines: [oil] });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description of line 1' }), { target: { value: '' } });
    expect(await screen.findByText(catalogs.en.errors['0001'])).toBeTruthy();
    const quantity = screen.getByRole('textbox', { name: 'Quantity of line 1' });
    fireEvent.change(quantity, { target: { value: '0' } });
    expect(await screen.findByText(catalogs.en.errors['9530'])).toBeTruthy();
    fireEvent.change(quantity, { target: { value: '1,5' } });
    expect(await screen.findByText('Please enter a quantity, e.g. 1.5')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Unit price (net) of line 1' }), { target: { value: '-5' } });
    expect(await screen.findByText(catalogs.en.errors['9531'])).toBeTruthy();
  });

  it('shows the list’s own error until a line is added', async () => {
    renderEditor({ lines: [], listError: '9532' });
    expect(screen.getByRole('alert').textContent).toBe(catalogs.en.errors['9532']);
    fireEvent.click(screen.getByRole('button', { name: addLine }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('in German: quantities with a decimal comma, money as Germans write it, no VAT when switched off', async () => {
    document.cookie = `${LOCALE_COOKIE}=de; path=/`;
    const lines = renderEditor({ lines: [oil], inGerman: true, vat: false });
    const quantity = screen.getByRole('textbox', { name: 'Menge der Position 1' }) as HTMLInputElement;
    expect(quantity.value).toBe('1,5');
    fireEvent.change(quantity, { target: { value: '2,25' } });
    await waitFor(() => expect(lines()[0]!.quantity).toBe(2.25));
    const expected = serviceAmounts({ lines: [{ quantity: 2.25, unitPrice: 8_000 }], vat: false, vatRate: 19 });
    await waitFor(() => expect(totals()).toContain(`${de.totalGross}${money(expected.grossCents, 'de')}`));
    expect(totals()).toContain(`${de.totalNoVat}${money(0, 'de')}`);
    expect(money(expected.grossCents, 'de')).toBe('180,00\u00a0€');
    fireEvent.change(quantity, { target: { value: '2.5' } });
    expect(await screen.findByText('Bitte eine Menge eingeben, z. B. 1,5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Position 1 nach unten' })).toBeTruthy();
  });

  it('on a phone, shows each line as a card with its labels and amounts', async () => {
    // A 375 px screen: only antd's "xs" query, (max-width: 575px), matches.
    const wideMatchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...wideMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      renderEditor({ lines: [oil, filter] });
      const cards = document.querySelectorAll('.ant-card');
      expect(cards).toHaveLength(2);
      const first = cards[0] as HTMLElement;
      expect(within(first).getByText('Line 1')).toBeTruthy();
      expect(within(first).getByText(en.description)).toBeTruthy();
      expect(within(first).getByRole('group', { name: 'Amounts of line 1' }).textContent).toContain(`${en.gross}€142.80`);
      expect(within(first).getByRole('button', { name: 'Move line 1 down' })).toBeTruthy();
    } finally {
      window.matchMedia = wideMatchMedia;
    }
  });
});
