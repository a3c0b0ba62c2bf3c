import { addDays } from '@kontor/domain/business-calendar';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../app/format';
import { setUpScreenTests } from '../../test/screen-test-kit';
import { field, formatMoney, next, offer, openPage, startsOn, subscription, texts, today } from './subscriptions-page.fixture';

// The subscriptions wizard: plan, payment type, complete order; and where it puts focus.

setUpScreenTests({ wide: true });

describe('the subscriptions wizard', () => {
  it('offers the company’s own bank account for the direct debit, grouped as IBANs are written', async () => {
    await openPage({
      '/api/user/subscriptions/plans': { status: 200, body: { data: offer() } },
      '/api/user/subscriptions': { status: 200, body: { data: { subscriptions: [] } } },
      '/api/user/company': { status: 200, body: { data: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' } } },
    });
    const plans = await screen.findByRole('radiogroup', { name: texts.plans.label });
    fireEvent.click(within(plans).getByRole('radio', { name: new RegExp(texts.plans.MONTHLY) }));
    next();
    await waitFor(() => expect(field(texts.payment.iban).value).toBe('DE89 3704 0044 0532 0130 00'));
    expect(field(texts.payment.accountHolder).value).toBe('Autohaus Beispiel GmbH');
  });

  it('asks for a plan, checks the SEPA fields, keeps them when going back, and orders what it showed', async () => {
    const ordered = subscription();
    let list: unknown[] = [];
    const calls = await openPage({
      '/api/user/subscriptions/plans': { status: 200, body: { data: offer() } },
      '/api/user/subscriptions': () => ({ status: 200, body: { data: { subscriptions: list } } }),
      '/api/user/subscriptions/subscribe': () => {
        list = [ordered];
        return { status: 201, body: { data: ordered } };
      },
    });

    // Step 1: both plans with net, VAT and gross; the yearly one says what it saves.
    const plans = await screen.findByRole('radiogroup', { name: texts.plans.label });
    expect(within(plans).getByText(formatMoney(4900))).toBeTruthy();
    expect(within(plans).getByText(texts.price.saving.replace('{amount}', formatMoney(12 * 4900 - 49000)))).toBeTruthy();
    expect(within(plans).getByText(texts.cancellable.MONTHLY)).toBeTruthy();
    expect(screen.getByText(texts.benefits.users)).toBeTruthy();
    next();
    expect(await screen.findByText(texts.wizard.planRequired)).toBeTruthy();
    fireEvent.click(within(plans).getByRole('radio', { name: new RegExp(texts.plans.YEARLY) }));
    next();

    // Step 2: SEPA by default, the holder prefilled with the company, the mandate with the creditor.
    expect(await screen.findByText(texts.mandate.title)).toBeTruthy();
    expect((screen.getByRole('radio', { name: new RegExp(texts.payment.SEPA) }) as HTMLInputElement).checked).toBe(true);
    expect(field(texts.payment.accountHolder).value).toBe('Autohaus Beispiel GmbH');
    expect(screen.getByText(texts.mandate.authorisation.replaceAll('{creditor}', 'Kontor GmbH'))).toBeTruthy();
    expect(screen.getByText(texts.mandate.refund)).toBeTruthy();
    expect(screen.getByText(texts.mandate.creditorId.replace('{id}', 'DE98ZZZ09999999999'))).toBeTruthy();
    fireEvent.change(field(texts.payment.iban), { target: { value: 'DE00 1234' } });
    next();
    expect(await screen.findByText(catalogs.en.errors['9206'])).toBeTruthy();
    expect(await screen.findByText(catalogs.en.errors['9545'])).toBeTruthy();
    fireEvent.change(field(texts.payment.iban), { target: { value: 'DE89 3704 0044 0532 0130 00' } });
    fireEvent.click(screen.getByRole('checkbox', { name: texts.mandate.accept }));
    next();

    // Step 3: the summary with the masked IBAN and the first paid day.
    expect(await screen.findByText('DE89 **** **** **** **30 00')).toBeTruthy();
    expect(screen.getByText(formatDate(startsOn))).toBeTruthy();
    expect(screen.getByText(`${formatMoney(58310)} ${texts.per.YEARLY}`)).toBeTruthy();

    // Back and forth keeps what was entered.
    fireEvent.click(screen.getByRole('button', { name: texts.wizard.back }));
    await waitFor(() => expect(field(texts.payment.iban).value).toBe('DE89 3704 0044 0532 0130 00'));
    expect((screen.getByRole('checkbox', { name: texts.mandate.accept }) as HTMLInputElement).checked).toBe(true);
    next();

    // Ordered once, however often the button is pressed.
    const order = await screen.findByRole('button', { name: texts.wizard.order });
    fireEvent.click(order);
    fireEvent.click(order);
    expect(await screen.findByText(texts.saved)).toBeTruthy();
    const orders = calls.filter((call) => call.path === '/api/user/subscriptions/subscribe');
    expect(orders).toHaveLength(1);
    expect(orders[0]!.body).toEqual({
      plan_name: 'YEARLY',
      price: 49000,
      payment_type: 'SEPA',
      account_holder: 'Autohaus Beispiel GmbH',
      iban: 'DE89 3704 0044 0532 0130 00',
      mandate_accepted: true,
    });
    // The running subscription replaces the wizard; the session user is reloaded for header and banner.
    expect(await screen.findByText(texts.running.title)).toBeTruthy();
    expect(screen.getByText('KONTOR-K1-0001')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/auth/me').length).toBeGreaterThan(1);
  });

  it('offers only the invoice without a creditor identifier and orders without bank data', async () => {
    const calls = await openPage({
      '/api/user/subscriptions/plans': { status: 200, body: { data: offer(['INVOICE']) } },
      '/api/user/subscriptions': { status: 200, body: { data: { subscriptions: [] } } },
      '/api/user/subscriptions/subscribe': {
        status: 201,
        body: {
          data: subscription({
            plan_name: 'MONTHLY',
            payment_type: 'INVOICE',
            iban_masked: null,
            mandate_reference: null,
            account_holder: null,
          }),
        },
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: new RegExp(texts.plans.MONTHLY) }));
    next();
    expect(await screen.findByText(texts.payment.invoiceHint)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: new RegExp(texts.payment.SEPA) })).toBeNull();
    expect(screen.queryByText(texts.mandate.title)).toBeNull();
    next();
    fireEvent.click(await screen.findByRole('button', { name: texts.wizard.order }));
    expect(await screen.findByText(texts.saved)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/user/subscriptions/subscribe')!.body).toEqual({
      plan_name: 'MONTHLY',
      price: 4900,
      payment_type: 'INVOICE',
    });
  });

  it('says subscriptions are not available yet, offering neither a payment type nor a way on, while the operator cannot invoice', async () => {
    const calls = await openPage({
      '/api/user/subscriptions/plans': { status: 200, body: { data: offer([]) } },
      '/api/user/subscriptions': { status: 200, body: { data: { subscriptions: [] } } },
    });
    expect(await screen.findByText(texts.wizard.notAvailable.title)).toBeTruthy();
    expect(screen.getByText(texts.wizard.notAvailable.body)).toBeTruthy();
    // The prices stay readable; nothing can be chosen or ordered.
    const monthly = screen.getByRole('radio', { name: new RegExp(texts.plans.MONTHLY) }) as HTMLInputElement;
    expect(monthly.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: texts.wizard.next })).toBeNull();
    expect(screen.queryByText(texts.payment.INVOICE)).toBeNull();
    expect(calls.some((call) => call.path === '/api/user/subscriptions/subscribe')).toBe(false);
  });

  it('shows the server’s refusal and the plans again when the operator stopped invoicing meanwhile (9555)', async () => {
    let orderable = true;
    await openPage({
      '/api/user/subscriptions/plans': () => ({ status: 200, body: { data: offer(orderable ? ['INVOICE'] : []) } }),
      '/api/user/subscriptions': { status: 200, body: { data: { subscriptions: [] } } },
      '/api/user/subscriptions/subscribe': () => {
        orderable = false;
        return { status: 409, body: { error: { code: '9555', message: catalogs.en.errors['9555'] } } };
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: new RegExp(texts.plans.MONTHLY) }));
    next();
    await screen.findByText(texts.payment.invoiceHint);
    next();
    fireEvent.click(await screen.findByRole('button', { name: texts.wizard.order }));
    expect(await screen.findByText(texts.wizard.notAvailable.title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.wizard.next })).toBeNull();
  });

  it('reloads the plans and starts again at the plan when the price changed meanwhile', async () => {
    let monthly = 4900;
    await openPage({
      '/api/user/subscriptions/plans': () => ({ status: 200, body: { data: offer(['INVOICE'], monthly) } }),
      '/api/user/subscriptions': { status: 200, body: { data: { subscriptions: [] } } },
      '/api/user/subscriptions/subscribe': () => {
        monthly = 5900;
        return { status: 409, body: { error: { code: '9544', message: 'price changed' } } };
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: new RegExp(texts.plans.MONTHLY) }));
    next();
    await screen.findByText(texts.payment.invoiceHint);
    next();
    fireEvent.click(await screen.findByRole('button', { name: texts.wizard.order }));
    expect(await screen.findByText(texts.wizard.priceChanged)).toBeTruthy();
    const plans = await screen.findByRole('radiogroup', { name: texts.plans.label });
    expect(await within(plans).findByText(formatMoney(5900))).toBeTruthy();
  });

  it("puts the server's field errors on the payment step's fields", async () => {
    await openPage({
      '/api/user/subscriptions/plans': { status: 200, body: { data: offer() } },
      '/api/user/subscriptions': { status: 200, body: { data: { subscriptions: [] } } },
      '/api/user/subscriptions/subscribe': { status: 422, body: { error: { code: '0001', fields: { iban: '9206' } } } },
    });
    fireEvent.click(await screen.findByRole('radio', { name: new RegExp(texts.plans.MONTHLY) }));
    next();
    fireEvent.change(await screen.findByLabelText(texts.payment.iban), { target: { value: 'DE89370400440532013000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: texts.mandate.accept }));
    next();
    fireEvent.click(await screen.findByRole('button', { name: texts.wizard.order }));
    expect(await screen.findByText(catalogs.en.errors['9206'])).toBeTruthy();
    expect(field(texts.payment.iban).value).toBe('DE89370400440532013000');
    // Focus is at the field the server refused, not at the step's first field.
    await waitFor(() => expect(document.activeElement).toBe(field(texts.payment.iban)));
  });
});

describe('focus, for the keyboard', () => {
  it('goes to the first field in error when Next is refused, and to the running subscription once ordered', async () => {
    const ordered = subscription({ plan_name: 'MONTHLY', net_cents: 4900, gross_cents: 5831 });
    let list: unknown[] = [];
    await openPage({
      '/api/user/subscriptions/plans': { status: 200, body: { data: offer() } },
      '/api/user/subscriptions': () => ({ status: 200, body: { data: { subscriptions: list } } }),
      '/api/user/subscriptions/subscribe': () => {
        list = [ordered];
        return { status: 201, body: { data: ordered } };
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: new RegExp(texts.plans.MONTHLY) }));
    next();
    fireEvent.change(await screen.findByLabelText(texts.payment.iban), { target: { value: 'DE89 3704 0044 0532 0130 01' } });
    const mandate = screen.getByRole('checkbox', { name: texts.mandate.accept });
    fireEvent.click(mandate);
    mandate.focus();
    next();
    expect(await screen.findByText(catalogs.en.errors['9206'])).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(texts.payment.iban)));

    fireEvent.change(field(texts.payment.iban), { target: { value: 'DE89 3704 0044 0532 0130 00' } });
    next();
    fireEvent.click(await screen.findByRole('button', { name: texts.wizard.order }));
    const heading = await screen.findByRole('heading', { name: texts.running.title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  // (After a cancellation the heading takes focus once the dialog has closed: jsdom never ends
  // antd's closing motion, so the journey in the browser checks that.)
  it('goes into the wizard from a canceled subscription, and back to its heading', async () => {
    const periodEnd = addDays(today, 20);
    const canceled = subscription({ period_end: periodEnd, ends_on: periodEnd, canceled_at: `${today}T11:00:00Z` });
    await openPage({
      '/api/user/subscriptions/plans': { status: 200, body: { data: offer() } },
      '/api/user/subscriptions': { status: 200, body: { data: { subscriptions: [canceled] } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: texts.running.subscribeAgain }));
    const plans = await screen.findByRole('radiogroup', { name: texts.plans.label });
    await waitFor(() => expect(plans.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: texts.running.backToSubscription }));
    const heading = await screen.findByRole('heading', { name: texts.running.title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
