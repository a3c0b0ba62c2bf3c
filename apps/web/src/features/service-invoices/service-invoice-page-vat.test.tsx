import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import type { ServiceInvoice } from '@kontor/domain/service-invoices';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Answer, signInAs } from '../../test/screen-test-kit';
import {
  austrianBusiness,
  button,
  customer,
  en,
  itemOf,
  openPage,
  serviceTrade,
  setUpServiceInvoicePageTests,
  stubService,
  swissBusiness,
  TRADES,
  writes,
} from './service-invoice-page.fixture';

// Why a service invoice has no VAT (§19, §13b, §3a Abs. 2 UStG): the choice shown once VAT is
// switched off (the small business first), the hint for a foreign business (never chosen for the
// dealer), what is sent, and the server's refusals (9537–9540) under their fields; in English and German.

setUpServiceInvoicePageTests();

const de = catalogs.de.serviceInvoices;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A reason's radio, by the label it starts with (its hint follows in the same label). */
const reason = (label: string) => screen.getByRole('radio', { name: new RegExp(`^${escaped(label)}`) }) as HTMLInputElement;
const refusal = (fields: Record<string, string>): Answer => ({ status: 422, body: { error: { code: '9512', fields } } });

/** Issues the invoice through the warning dialog. */
async function issue(label = en.actions.issue, confirm = en.issue.confirm) {
  fireEvent.click(button(label));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: confirm }));
}

describe('the reason for no VAT on the service invoice page', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs({ smallBusiness: true }));

  it('offers the small business’s reason only to a company that is one (9550 says why)', async () => {
    await signInAs({ smallBusiness: false });
    stubService({ trade: serviceTrade({ vat: false }) });
    openPage();
    await screen.findByDisplayValue('Ölwechsel');
    expect(reason(en.terms.vatExemptions.SMALL_BUSINESS).disabled).toBe(true);
    expect(itemOf(reason(en.terms.vatExemptions.SMALL_BUSINESS)).textContent).toContain(catalogs.en.errors['9550']);
    expect(reason(en.terms.vatExemptions.REVERSE_CHARGE).disabled).toBe(false);
  });

  it('offers the three reasons once VAT is switched off, none chosen, each with its hint; sends the one chosen', async () => {
    const calls = stubService();
    openPage();
    await screen.findByDisplayValue('Ölwechsel');
    expect(screen.queryByRole('radio', { name: new RegExp(escaped(en.terms.vatExemptions.REVERSE_CHARGE)) })).toBeNull();
    // With VAT shown the rates are 19 % and 7 %: 0 % is "no VAT" with its reason (9513 otherwise).
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(
      expect.arrayContaining(['19%', '7%']),
    );
    expect(screen.queryByRole('radio', { name: '0%' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: en.terms.vat }));

    const group = itemOf(await screen.findByRole('radio', { name: new RegExp(escaped(en.terms.vatExemptions.SMALL_BUSINESS)) }));
    expect(group.textContent).toContain(en.terms.vatExemption);
    for (const value of ['SMALL_BUSINESS', 'REVERSE_CHARGE', 'NOT_TAXABLE'] as const) {
      expect(within(group).getByText(en.terms.vatExemptionHints[value])).toBeTruthy();
    }
    // Nothing is assumed: an invoice must not claim the small-business scheme for a dealer who never said so.
    for (const value of ['SMALL_BUSINESS', 'REVERSE_CHARGE', 'NOT_TAXABLE'] as const) {
      expect(reason(en.terms.vatExemptions[value]).checked).toBe(false);
    }
    fireEvent.click(button(en.actions.issue));
    expect(itemOf(await screen.findByText(catalogs.en.errors['0001'])).textContent).toContain(en.terms.vatExemption);
    expect(writes(calls)).toHaveLength(0);
    // No VAT, whatever the reason: the totals show none.
    expect(screen.getByTestId('service-totals').textContent).toContain(`${en.lines.totalNoVat}€0.00`);

    fireEvent.click(reason(en.terms.vatExemptions.REVERSE_CHARGE));
    expect(screen.getByTestId('service-totals').textContent).toContain(`${en.lines.totalNoVat}€0.00`);
    fireEvent.click(button(en.actions.save));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({ vat: false, vat_exemption: 'REVERSE_CHARGE' });

    // VAT on again: the reason is not sent (null), and the choice is hidden.
    fireEvent.click(screen.getByRole('switch', { name: en.terms.vat }));
    fireEvent.click(button(en.actions.save));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]!.body).toMatchObject({ vat: true, vat_exemption: null });
  });

  it('reads a draft’s reason back', async () => {
    stubService({ trade: serviceTrade({ vat: false, vatExemption: 'NOT_TAXABLE' }) });
    openPage();
    await screen.findByDisplayValue('Ölwechsel');
    expect(reason(en.terms.vatExemptions.NOT_TAXABLE).checked).toBe(true);
    expect(reason(en.terms.vatExemptions.SMALL_BUSINESS).checked).toBe(false);
  });

  it('suggests the reverse charge for a business in another EU state without choosing it; Apply chooses it', async () => {
    const calls = stubService({
      trade: serviceTrade({ customerId: austrianBusiness.id, customer: austrianBusiness } as Partial<ServiceInvoice>),
    });
    openPage();
    const hint = await screen.findByTestId('vat-exemption-suggestion');
    expect(hint.textContent).toContain(en.terms.suggestion.REVERSE_CHARGE.replace('{country}', 'Austria'));
    // Nothing chosen for the dealer: VAT is still shown.
    expect((screen.getByRole('switch', { name: en.terms.vat }) as HTMLButtonElement).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(hint).getByRole('button', { name: en.terms.suggestion.apply }));
    await waitFor(() => expect(reason(en.terms.vatExemptions.REVERSE_CHARGE).checked).toBe(true));
    expect(screen.queryByTestId('vat-exemption-suggestion')).toBeNull();
    fireEvent.click(button(en.actions.save));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({ customer_id: 'c3', vat: false, vat_exemption: 'REVERSE_CHARGE' });
  });

  it('suggests "not taxable" for a business outside the EU, and nothing for a customer at home', async () => {
    stubService({ trade: serviceTrade({ customerId: swissBusiness.id, customer: swissBusiness } as Partial<ServiceInvoice>) });
    openPage();
    expect((await screen.findByTestId('vat-exemption-suggestion')).textContent).toContain(
      en.terms.suggestion.NOT_TAXABLE.replace('{country}', 'Switzerland'),
    );
    cleanup();
    stubService({ trade: serviceTrade({ customerId: customer.id }) });
    openPage();
    await screen.findByText('Erika Mustermann (Private person)');
    expect(screen.queryByTestId('vat-exemption-suggestion')).toBeNull();
  });

  it('refuses the reverse charge for a private customer before sending, under the reason (9538)', async () => {
    const calls = stubService({ trade: serviceTrade({ vat: false, vatExemption: 'REVERSE_CHARGE' }) });
    openPage();
    await screen.findByText('Erika Mustermann (Private person)');
    fireEvent.click(button(en.actions.issue));
    const error = await screen.findByText(catalogs.en.errors['9538']);
    expect(itemOf(error).textContent).toContain(en.terms.vatExemption);
    expect(writes(calls)).toHaveLength(0);
    // Another choice answers it.
    fireEvent.click(reason(en.terms.vatExemptions.SMALL_BUSINESS));
    await waitFor(() => expect(screen.queryByText(catalogs.en.errors['9538'])).toBeNull());
  });

  it.each([
    ['vat_exemption', '9540', () => en.terms.vatExemption],
    ['vat_exemption', '9539', () => en.terms.vatExemption],
    ['customer_id', '9537', () => en.customer.search],
  ] as const)('puts the server’s %s %s under its field', async (field, code, label) => {
    const trade = serviceTrade({
      customerId: austrianBusiness.id,
      customer: austrianBusiness,
      vat: false,
      vatExemption: 'REVERSE_CHARGE',
    } as Partial<ServiceInvoice>);
    stubService({ trade, answers: { [`${TRADES}/t1/documents/generate/`]: refusal({ [field]: code }) } });
    openPage();
    await screen.findByText('Autohandel Österreich Süd GmbH (Business)');
    await issue();
    const error = await screen.findByText(catalogs.en.errors[code]);
    expect(itemOf(error).textContent).toContain(label());
    expect(await screen.findByText(en.actions.fixErrors)).toBeTruthy();
  });

  it('in German: the reasons, the hint, and the server’s refusals in German', async () => {
    document.cookie = `${LOCALE_COOKIE}=de; path=/`;
    const trade = serviceTrade({ customerId: austrianBusiness.id, customer: austrianBusiness } as Partial<ServiceInvoice>);
    stubService({
      trade,
      answers: { [`${TRADES}/t1/documents/generate/`]: refusal({ vat_exemption: '9540', customer_id: '9537' }) },
    });
    openPage(undefined, true);
    const hint = await screen.findByTestId('vat-exemption-suggestion');
    expect(hint.textContent).toContain(de.terms.suggestion.REVERSE_CHARGE.replace('{country}', 'Österreich'));
    fireEvent.click(within(hint).getByRole('button', { name: de.terms.suggestion.apply }));
    const chosen = await waitFor(() => reason(de.terms.vatExemptions.REVERSE_CHARGE));
    expect(chosen.checked).toBe(true);
    expect(itemOf(chosen).textContent).toContain(de.terms.vatExemption);
    expect(itemOf(chosen).textContent).toContain(de.terms.vatExemptionHints.SMALL_BUSINESS);
    expect(reason('Kleinunternehmer (§ 19 UStG)')).toBeTruthy();
    await issue('Rechnung ausstellen', de.issue.confirm);
    expect(itemOf(await screen.findByText(catalogs.de.errors['9540'])).textContent).toContain('Grund ohne Umsatzsteuer');
    expect(itemOf(screen.getByText(catalogs.de.errors['9537'])).textContent).toContain(de.customer.search);
  });
});
