import { addDays, todayInBerlin } from '@kontor/domain/business-calendar';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney as formatCents } from '../../app/format';
import { restoreSession } from '../../app/session';
import { writeTokens } from '../../app/token-store';
import { type Answer, renderScreen, setUpScreenTests, stubServer, wireMe } from '../../test/screen-test-kit';
import SubscriptionsPage from './subscriptions-page';

// The subscriptions wizard (SPEC.md §2: plan, payment type, complete order) and the running
// subscription with its cancellation, against a stubbed server speaking the wire format.

const texts = catalogs.en.subscriptions;
/** Money as the screen's text reads to testing-library, which makes the non-breaking space a plain one. */
const formatMoney = (cents: number) => formatCents(cents).replace(/\s/g, ' ');
const today = todayInBerlin();
const startsOn = addDays(today, 5);

const me = wireMe({ subscription_end_day: addDays(startsOn, -1) });

const plan = (name: 'MONTHLY' | 'YEARLY', net: number) => ({
  plan_name: name,
  net_cents: net,
  vat_rate: 19,
  gross_cents: Math.round(net * 1.19),
  months: name === 'MONTHLY' ? 1 : 12,
});

const offer = (paymentTypes = ['SEPA', 'INVOICE'], monthly = 4900) => ({
  plans: [plan('MONTHLY', monthly), plan('YEARLY', 49000)],
  // No payment type: the operator cannot issue invoices yet, and no plan can be ordered.
  orderable: paymentTypes.length > 0,
  payment_types: paymentTypes,
  creditor: paymentTypes.includes('SEPA')
    ? { name: 'Kontor GmbH', address: 'Hauptstraße 1, 10115 Berlin', creditor_id: 'DE98ZZZ09999999999' }
    : null,
  starts_on: startsOn,
});

const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: 's1',
  plan_name: 'YEARLY',
  net_cents: 49000,
  vat_rate: 19,
  gross_cents: 58310,
  payment_type: 'SEPA',
  account_holder: 'Autohaus Beispiel GmbH',
  iban_masked: 'DE89 **** **** **** **30 00',
  bic: null,
  mandate_reference: 'KONTOR-K1-0001',
  mandate_signed_at: `${today}T10:00:00Z`,
  starts_on: startsOn,
  ends_on: null,
  cancelled_at: null,
  period_end: addDays(startsOn, -1),
  ordered_at: `${today}T10:00:00Z`,
  ...overrides,
});

type Server = Record<string, Answer | ((body: unknown) => Answer)>;

async function openPage(server: Server) {
  const calls = stubServer({
    '/api/auth/me': { status: 200, body: { data: me } },
    '/api/user/subscriptions/invoices': { status: 200, body: { data: { invoices: [] } } },
    ...server,
  });
  writeTokens({ token: 'token', refreshToken: 'refresh', expiresIn: 3600 }, false);
  await restoreSession();
  renderScreen([{ path: '/settings/subscriptions', element: <SubscriptionsPage /> }], '/settings/subscriptions');
  return calls;
}

const next = () => fireEvent.click(screen.getByRole('button', { name: texts.wizard.next }));
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

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
  it('goes into the wizard from a cancelled subscription, and back to its heading', async () => {
    const periodEnd = addDays(today, 20);
    const cancelled = subscription({ period_end: periodEnd, ends_on: periodEnd, cancelled_at: `${today}T11:00:00Z` });
    await openPage({
      '/api/user/subscriptions/plans': { status: 200, body: { data: offer() } },
      '/api/user/subscriptions': { status: 200, body: { data: { subscriptions: [cancelled] } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: texts.running.subscribeAgain }));
    const plans = await screen.findByRole('radiogroup', { name: texts.plans.label });
    await waitFor(() => expect(plans.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: texts.running.backToSubscription }));
    const heading = await screen.findByRole('heading', { name: texts.running.title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('the running subscription', () => {
  it('shows plan, price and mandate, and cancels to the end of the period after a confirmation', async () => {
    const periodEnd = addDays(today, 20);
    const running = subscription({ period_end: periodEnd });
    const calls = await openPage({
      '/api/user/subscriptions/plans': { status: 200, body: { data: offer() } },
      '/api/user/subscriptions': { status: 200, body: { data: { subscriptions: [running] } } },
      '/api/user/subscriptions/s1/cancel': {
        status: 200,
        body: { data: { ...running, ends_on: periodEnd, cancelled_at: `${today}T11:00:00Z` } },
      },
    });
    expect(await screen.findByText(texts.running.title)).toBeTruthy();
    // Ordered in the trial, it begins after it.
    expect(screen.getByText(texts.running.startsOn.replace('{date}', formatDate(startsOn)))).toBeTruthy();
    expect(screen.getByText(texts.plans.YEARLY)).toBeTruthy();
    expect(screen.getByText(`${formatMoney(49000)} ${texts.per.YEARLY}`)).toBeTruthy();
    expect(screen.getByText('DE89 **** **** **** **30 00')).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(texts.running.downloadMandate) })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: texts.running.cancel }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(texts.running.cancelText.replace('{date}', formatDate(periodEnd)))).toBeTruthy();
    // Keeping it sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: texts.running.cancelKeep }));
    expect(calls.some((call) => call.path.endsWith('/cancel'))).toBe(false);

    // (The first dialog may still be closing: the new one is the last.)
    const card = screen.getByText(texts.running.title).closest<HTMLElement>('.ant-card')!;
    fireEvent.click(within(card).getByRole('button', { name: texts.running.cancel }));
    await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).not.toBe(dialog));
    const confirm = screen.getAllByRole('dialog').at(-1)!;
    fireEvent.click(within(confirm).getByRole('button', { name: texts.running.cancelOk }));
    const plansRead = calls.filter((call) => call.path === '/api/user/subscriptions/plans').length;
    const cancelledTo = texts.running.cancelledTo.replace('{date}', formatDate(periodEnd));
    expect(await screen.findByText(cancelledTo)).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/user/subscriptions/s1/cancel')).toHaveLength(1);
    // A new order's first paid day follows the cancelled one's end: the offer is read again.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/user/subscriptions/plans').length).toBeGreaterThan(plansRead),
    );

    // A cancelled subscription may be followed by a new one: the wizard, and back.
    fireEvent.click(await screen.findByRole('button', { name: texts.running.subscribeAgain }));
    expect(await screen.findByRole('radiogroup', { name: texts.plans.label })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.running.backToSubscription }));
    expect(await screen.findByText(cancelledTo)).toBeTruthy();
  });

  it('says that a subscription cancelled before its first paid day never starts, and when the trial ends', async () => {
    const trialEnd = addDays(startsOn, -1);
    const ordered = subscription({ period_end: trialEnd });
    await openPage({
      '/api/user/subscriptions/plans': { status: 200, body: { data: offer() } },
      '/api/user/subscriptions': { status: 200, body: { data: { subscriptions: [ordered] } } },
      '/api/user/subscriptions/s1/cancel': {
        status: 200,
        body: { data: { ...ordered, ends_on: trialEnd, cancelled_at: `${today}T11:00:00Z` } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: texts.running.cancel }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(texts.running.cancelTextBeforeStart.replace('{date}', formatDate(trialEnd)))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.running.cancelOk }));
    expect(await screen.findByText(texts.running.cancelledBeforeStart.replace('{date}', formatDate(trialEnd)))).toBeTruthy();
  });

  it('says Active once the first paid day has come', async () => {
    await openPage({
      '/api/user/subscriptions/plans': { status: 200, body: { data: offer() } },
      '/api/user/subscriptions': { status: 200, body: { data: { subscriptions: [subscription({ starts_on: today })] } } },
    });
    expect(await screen.findByText(texts.running.active)).toBeTruthy();
  });

  it('lists the other subscriptions with their mandates: one still running before its successor, one never started', async () => {
    const successor = subscription({ id: 's3', payment_type: 'INVOICE', mandate_reference: null, starts_on: addDays(today, 10) });
    const running = subscription({
      id: 's2',
      starts_on: addDays(today, -20),
      ends_on: addDays(today, 9),
      mandate_reference: 'KONTOR-000002',
    });
    const never = subscription({
      id: 's1',
      starts_on: addDays(today, -30),
      ends_on: addDays(today, -31),
      mandate_reference: 'KONTOR-000001',
    });
    await openPage({
      '/api/user/subscriptions/plans': { status: 200, body: { data: offer() } },
      '/api/user/subscriptions': { status: 200, body: { data: { subscriptions: [successor, running, never] } } },
    });
    const others = await screen.findByRole('heading', { name: texts.earlier.title });
    const card = others.closest<HTMLElement>('.ant-card')!;
    expect(
      within(card).getByText(
        texts.earlier.period.replace('{from}', formatDate(addDays(today, -20))).replace('{to}', formatDate(addDays(today, 9))),
      ),
    ).toBeTruthy();
    expect(within(card).getByText(texts.earlier.neverStarted)).toBeTruthy();
    expect(within(card).getAllByRole('button', { name: texts.running.downloadMandate })).toHaveLength(2);
  });

  it('shows the wizard once the last subscription has ended', async () => {
    await openPage({
      '/api/user/subscriptions/plans': { status: 200, body: { data: offer() } },
      '/api/user/subscriptions': {
        status: 200,
        body: { data: { subscriptions: [subscription({ ends_on: addDays(today, -1) })] } },
      },
    });
    expect(await screen.findByRole('radiogroup', { name: texts.plans.label })).toBeTruthy();
    expect(screen.queryByText(texts.running.title)).toBeNull();
  });
});

describe('the subscription invoices', () => {
  it('lists each period’s invoice with amount, period and when it is paid, and saves its PDF', async () => {
    const invoice = (number: string, overrides: Record<string, unknown>) => ({
      id: number,
      subscription_id: 's1',
      number,
      plan_name: 'MONTHLY',
      period_start: '2026-12-01',
      period_end: '2026-12-31',
      net_cents: 4900,
      vat_rate: 19,
      vat_cents: 931,
      gross_cents: 5831,
      payment_type: 'SEPA',
      issued_on: '2026-12-01',
      due_on: '2026-12-15',
      ...overrides,
    });
    const calls = await openPage({
      '/api/user/subscriptions/plans': { status: 200, body: { data: offer() } },
      '/api/user/subscriptions': { status: 200, body: { data: { subscriptions: [subscription({ starts_on: today })] } } },
      '/api/user/subscriptions/invoices': {
        status: 200,
        body: {
          data: {
            invoices: [
              invoice('ABO-2027-00004', {
                period_start: '2027-01-01',
                period_end: '2027-01-31',
                due_on: '2027-01-15',
                payment_type: 'INVOICE',
              }),
              invoice('ABO-2026-00012', {}),
            ],
          },
        },
      },
      '/api/user/subscriptions/invoices/ABO-2026-00012/pdf': { status: 200, body: {} },
    });
    const card = (await screen.findByRole('heading', { name: texts.invoices.title })).closest('.ant-card') as HTMLElement;
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      expect.stringContaining(`ABO-2027-00004 · ${formatMoney(5831)}`),
      expect.stringContaining('ABO-2026-00012'),
    ]);
    expect(within(items[0]!).getByText(texts.invoices.dueOn.replace('{date}', formatDate('2027-01-15')))).toBeTruthy();
    expect(within(items[1]!).getByText(texts.invoices.debitOn.replace('{date}', formatDate('2026-12-15')))).toBeTruthy();
    expect(
      within(items[1]!).getByText(
        `${texts.plans.MONTHLY} · ${texts.invoices.period.replace('{from}', formatDate('2026-12-01')).replace('{to}', formatDate('2026-12-31'))}`,
      ),
    ).toBeTruthy();
    fireEvent.click(
      within(items[1]!).getByRole('button', { name: texts.invoices.downloadLabel.replace('{number}', 'ABO-2026-00012') }),
    );
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/user/subscriptions/invoices/ABO-2026-00012/pdf')).toBe(true),
    );
  });

  it('shows no invoices before the first paid day', async () => {
    await openPage({
      '/api/user/subscriptions/plans': { status: 200, body: { data: offer() } },
      '/api/user/subscriptions': { status: 200, body: { data: { subscriptions: [subscription()] } } },
    });
    expect(await screen.findByText(texts.running.title)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: texts.invoices.title })).toBeNull();
  });
});
