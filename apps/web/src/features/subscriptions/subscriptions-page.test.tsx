import { addDays } from '@kontor/domain/business-calendar';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../app/format';
import { setUpScreenTests } from '../../test/screen-test-kit';
import { formatMoney, offer, openPage, startsOn, subscription, texts, today } from './subscriptions-page.fixture';

// The running subscription with its cancellation, the earlier ones, and the subscription invoices.

setUpScreenTests({ wide: true });

describe('the running subscription', () => {
  it('shows plan, price and mandate, and cancels to the end of the period after a confirmation', async () => {
    const periodEnd = addDays(today, 20);
    const running = subscription({ period_end: periodEnd });
    const calls = await openPage({
      '/api/user/subscriptions/plans': { status: 200, body: { data: offer() } },
      '/api/user/subscriptions': { status: 200, body: { data: { subscriptions: [running] } } },
      '/api/user/subscriptions/s1/cancel': {
        status: 200,
        body: { data: { ...running, ends_on: periodEnd, canceled_at: `${today}T11:00:00Z` } },
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
    const canceledTo = texts.running.canceledTo.replace('{date}', formatDate(periodEnd));
    expect(await screen.findByText(canceledTo)).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/user/subscriptions/s1/cancel')).toHaveLength(1);
    // A new order's first paid day follows the canceled one's end: the offer is read again.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/user/subscriptions/plans').length).toBeGreaterThan(plansRead),
    );

    // A canceled subscription may be followed by a new one: the wizard, and back.
    fireEvent.click(await screen.findByRole('button', { name: texts.running.subscribeAgain }));
    expect(await screen.findByRole('radiogroup', { name: texts.plans.label })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.running.backToSubscription }));
    expect(await screen.findByText(canceledTo)).toBeTruthy();
  });

  it('says that a subscription canceled before its first paid day never starts, and when the trial ends', async () => {
    const trialEnd = addDays(startsOn, -1);
    const ordered = subscription({ period_end: trialEnd });
    await openPage({
      '/api/user/subscriptions/plans': { status: 200, body: { data: offer() } },
      '/api/user/subscriptions': { status: 200, body: { data: { subscriptions: [ordered] } } },
      '/api/user/subscriptions/s1/cancel': {
        status: 200,
        body: { data: { ...ordered, ends_on: trialEnd, canceled_at: `${today}T11:00:00Z` } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: texts.running.cancel }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(texts.running.cancelTextBeforeStart.replace('{date}', formatDate(trialEnd)))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.running.cancelOk }));
    expect(await screen.findByText(texts.running.canceledBeforeStart.replace('{date}', formatDate(trialEnd)))).toBeTruthy();
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
