import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { addDays } from '../../packages/domain/src/business-calendar';
import { descriptions } from '../support/purchase';
import { seenMails, waitForMail } from '../support/mailbox';
import { openMenuGroup } from '../support/menu';
import { captureScreens } from '../support/screens';
import { day, money, pdfText, startingWith } from '../support/sale';
import { newDealer } from '../support/session';
import { type Locale, texts } from '../support/texts';

// The subscription after the free trial, in German and in English: a new dealer orders the monthly
// plan by SEPA direct debit through the three-step wizard, downloads the mandate and gets the
// confirmation; cancels during the trial (nothing is charged), and orders again, by invoice.

/** The e2e server's creditor identifier (playwright.config.ts), printed on every mandate. */
const CREDITOR_ID = 'DE98ZZZ09999999999';
/** The plans' net prices the server has without PLAN_*_NET_CENTS (apps/server/src/config.ts). */
const NET_CENTS = { MONTHLY: 4_900, YEARLY: 49_000 } as const;
const VAT_RATE = 19;
const GOOD_IBAN = 'DE89 3704 0044 0532 0130 00';
/** GOOD_IBAN with its last digit changed: the check digits no longer fit. */
const WRONG_IBAN = 'DE89 3704 0044 0532 0130 01';
const COMPANY = 'Autohaus Beispiel GmbH';
/** The creditor the e2e server names (its OPERATOR_NAME, playwright.config.ts). */
const CREDITOR = 'Kontor Software GmbH';

/**
 * Lets antd's field-message animations settle and the toasts leave (an order's and a cancellation's
 * stack over the header and the banner at 375 px), so the pictures show the settled page.
 */
async function snap(page: Page, name: string) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await page.waitForTimeout(400);
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureScreens(page, name);
}

/** The last day of the logged-in dealer's trial, as the server keeps it (GET /api/auth/me, snake_case on the wire). */
async function trialEndDay(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('kontor.token') ?? '');
  const response = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  const me = ((await response.json()) as { data: { is_subscribed_to_paid_plan: boolean; subscription_end_day: string | null } })
    .data;
  expect(me.is_subscribed_to_paid_plan).toBe(false);
  expect(me.subscription_end_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return me.subscription_end_day!;
}

/** A day as the mails write it (the documents' format): de 23.11.2026, en 23 Nov 2026. */
function mailDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** A price row of the summaries: "49,00 € pro Monat" / "€49.00 per month". */
function perPeriod(locale: Locale, cents: number, plan: keyof typeof NET_CENTS): string {
  const tx = texts(locale);
  return tx('subscriptions.summary.perPeriod', { amount: money(cents, locale), per: tx(`subscriptions.per.${plan}`) });
}

/** The rows every summary (order step, running view) shows about a plan's price. */
function priceRows(locale: Locale, plan: keyof typeof NET_CENTS): Record<string, string> {
  const tx = texts(locale);
  const net = NET_CENTS[plan];
  const gross = Math.round(net * (100 + VAT_RATE)) / 100;
  return {
    [tx('subscriptions.summary.plan')]: tx(`subscriptions.plans.${plan}`),
    [tx('subscriptions.summary.net')]: perPeriod(locale, net, plan),
    [tx('subscriptions.summary.vat', { rate: VAT_RATE })]: perPeriod(locale, gross - net, plan),
    [tx('subscriptions.summary.gross')]: perPeriod(locale, gross, plan),
  };
}

/** The wizard's and the running view's controls in one language. */
function subscriptionPage(page: Page, locale: Locale) {
  const tx = texts(locale);
  return {
    tx,
    /** The step shown: the wizard names its step's group after the step. */
    step: (name: 'plan' | 'payment' | 'order') =>
      page.getByRole('group', { name: tx(`subscriptions.steps.${name}`), exact: true }),
    plan: (plan: keyof typeof NET_CENTS) => page.getByRole('radio', { name: startingWith(tx(`subscriptions.plans.${plan}`)) }),
    paymentType: (type: 'SEPA' | 'INVOICE') =>
      page.getByRole('radio', { name: startingWith(tx(`subscriptions.payment.${type}`)) }),
    next: page.getByRole('button', { name: tx('subscriptions.wizard.next'), exact: true }),
    order: page.getByRole('button', { name: tx('subscriptions.wizard.order'), exact: true }),
    iban: page.getByLabel(tx('subscriptions.payment.iban'), { exact: true }),
    accountHolder: page.getByLabel(tx('subscriptions.payment.accountHolder'), { exact: true }),
    mandate: page.getByRole('checkbox', { name: tx('subscriptions.mandate.accept') }),
    running: page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { name: tx('subscriptions.running.title'), exact: true }) }),
    downloadMandate: page.getByRole('button', { name: tx('subscriptions.running.downloadMandate'), exact: true }),
    cancel: page.getByRole('button', { name: tx('subscriptions.running.cancel'), exact: true }),
    subscribeAgain: page.getByRole('button', { name: tx('subscriptions.running.subscribeAgain'), exact: true }),
  };
}

for (const locale of ['de', 'en'] as const) {
  test(`subscriptions (${locale}): order monthly by SEPA mandate, download the mandate, cancel in the trial, order again by invoice`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const ui = subscriptionPage(page, locale);
    const { tx } = ui;
    const mailText = (key: string, params: Record<string, string | number> = {}) => tx(`mail.subscription.${key}`, params);
    const dealer = await newDealer(page, { locale, withCompany: true });
    const trialEnd = await trialEndDay(page);
    // An order placed in the trial starts the day after it: no trial day is lost.
    const firstPaidDay = addDays(trialEnd, 1);

    // 1. Settings → Subscriptions in the side menu.
    await openMenuGroup(page, tx('shell.menu.settings'));
    await page.getByRole('menuitem', { name: tx('subscriptions.menu'), exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/subscriptions$/);
    await expect(ui.step('plan')).toBeVisible();
    await expect(page.locator('.ant-steps-item-process')).toContainText(tx('subscriptions.steps.plan'));

    // Both plans, net with VAT and gross, in the UI language's money format; the yearly one's saving.
    for (const plan of ['MONTHLY', 'YEARLY'] as const) {
      const card = ui.plan(plan).locator('xpath=ancestor::label[1]');
      const net = NET_CENTS[plan];
      const gross = Math.round(net * (100 + VAT_RATE)) / 100;
      await expect(card).toContainText(money(net, locale));
      await expect(card).toContainText(tx('subscriptions.price.gross', { amount: money(gross, locale) }));
      await expect(card).toContainText(tx(`subscriptions.cancellable.${plan}`));
      await expect(ui.plan(plan)).not.toBeChecked();
    }
    await expect(ui.plan('MONTHLY').locator('xpath=ancestor::label[1]')).toContainText(
      locale === 'de' ? '49,00\u00a0€' : '€49.00',
    );
    await expect(ui.plan('YEARLY').locator('xpath=ancestor::label[1]')).toContainText(
      tx('subscriptions.price.saving', { amount: money(12 * NET_CENTS.MONTHLY - NET_CENTS.YEARLY, locale) }),
    );
    await snap(page, `subscriptions-plan-${locale}`);

    // Next without a plan is refused on the step.
    await ui.next.click();
    await expect(page.getByText(tx('subscriptions.wizard.planRequired'), { exact: true })).toBeVisible();
    await expect(ui.step('plan')).toBeVisible();
    await ui.plan('MONTHLY').check();
    await expect(page.getByText(tx('subscriptions.wizard.planRequired'), { exact: true })).toBeHidden();
    await ui.next.click();

    // 2. Payment: SEPA is preselected (the server has a creditor id), the account holder is the company.
    await expect(ui.step('payment')).toBeVisible();
    await expect(ui.paymentType('SEPA')).toBeChecked();
    await expect(ui.accountHolder).toHaveValue(COMPANY);
    // The company's own IBAN from its bank data is offered.
    await expect(ui.iban).toHaveValue(GOOD_IBAN);
    await expect(page.getByText(tx('subscriptions.mandate.creditorId', { id: CREDITOR_ID }), { exact: true })).toBeVisible();
    const wording = (language: Locale) => [
      texts(language)('subscriptions.mandate.authorisation', { creditor: CREDITOR }),
      texts(language)('subscriptions.mandate.refund'),
    ];
    for (const paragraph of wording(locale)) await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
    await ui.iban.fill(WRONG_IBAN);
    await ui.next.click();
    await expect(page.getByText(tx('errors.9206'), { exact: true })).toBeVisible();
    await expect(page.getByText(tx('errors.9545'), { exact: true })).toBeVisible();
    await expect(ui.step('payment')).toBeVisible();
    await snap(page, `subscriptions-payment-errors-${locale}`);
    await ui.iban.fill(GOOD_IBAN);
    await ui.mandate.check();
    await expect(page.getByText(tx('errors.9206'), { exact: true })).toBeHidden();
    await expect(page.getByText(tx('errors.9545'), { exact: true })).toBeHidden();
    await ui.next.click();

    // 3. The summary: plan, price, first paid day, the masked IBAN.
    await expect(ui.step('order')).toBeVisible();
    await expect(ui.order).toBeVisible();
    expect(await descriptions(ui.step('order'))).toEqual({
      ...priceRows(locale, 'MONTHLY'),
      [tx('subscriptions.summary.startsOn')]: day(firstPaidDay, locale),
      [tx('subscriptions.summary.paymentType')]: tx('subscriptions.payment.SEPA'),
      [tx('subscriptions.summary.accountHolder')]: COMPANY,
      [tx('subscriptions.summary.iban')]: 'DE89 **** **** **** **30 00',
    });
    await expect(
      page.getByText(tx('subscriptions.summary.notice', { cancellable: tx('subscriptions.cancellable.MONTHLY') })),
    ).toBeVisible();
    await snap(page, `subscriptions-order-${locale}`);
    const mailsBeforeOrder = await seenMails(dealer.email);
    await ui.order.click();

    // The running subscription, with its mandate reference; focus is at its heading (the order button
    // is gone with the wizard, and reading the session again keeps the page).
    await expect(page.getByText(tx('subscriptions.saved'), { exact: true })).toBeVisible();
    await expect(ui.running).toBeVisible();
    await expect(ui.running.getByRole('heading', { name: tx('subscriptions.running.title'), exact: true })).toBeFocused();
    await expect(
      ui.running.getByText(tx('subscriptions.running.startsOn', { date: day(firstPaidDay, locale) }), { exact: true }),
    ).toBeVisible();
    const running = await descriptions(ui.running);
    const reference = running[tx('subscriptions.summary.mandateReference')] ?? '';
    expect(reference).toMatch(/^KONTOR-\d{6}$/);
    expect(running).toEqual({
      ...priceRows(locale, 'MONTHLY'),
      [tx('subscriptions.summary.paymentType')]: tx('subscriptions.payment.SEPA'),
      [tx('subscriptions.summary.startsOn')]: day(firstPaidDay, locale),
      [tx('subscriptions.summary.accountHolder')]: COMPANY,
      [tx('subscriptions.summary.iban')]: 'DE89 **** **** **** **30 00',
      [tx('subscriptions.summary.mandateReference')]: reference,
    });
    await snap(page, `subscriptions-running-${locale}`);

    // The mandate as a PDF named after its reference.
    const downloading = page.waitForEvent('download');
    await ui.downloadMandate.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(tx('subscriptions.running.mandateFileName', { reference }));
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 4).toString('latin1')).toBe('%PDF');
    const mandatePdf = await pdfText(download);
    expect(mandatePdf.text).toContain(reference);
    expect(mandatePdf.text).toContain(CREDITOR_ID);
    // The wording the page showed, and the German one (the creditor's) in an English copy too.
    for (const paragraph of [...wording(locale), ...wording('de')]) expect(mandatePdf.text).toContain(paragraph);

    // The order's confirmation names the plan, the masked account and the mandate reference.
    const monthly = mailText('plans.MONTHLY');
    const ordered = await waitForMail(
      dealer.email,
      (mail) => mail.subject === mailText('orderedSubject', { plan: monthly }),
      mailsBeforeOrder,
    );
    expect(ordered.text).toContain(mailText('ordered', { plan: monthly, company: COMPANY }));
    expect(ordered.text).toContain(mailText('startsLater', { date: mailDay(firstPaidDay, locale) }));
    expect(ordered.text).toContain(`${reference},`);
    expect(ordered.text).toContain(CREDITOR_ID);
    expect(ordered.text).toContain('DE89 **** **** **** **30 00');
    // The price as net, the VAT in the brackets, and the gross named as such.
    const gross = Math.round(NET_CENTS.MONTHLY * (100 + VAT_RATE)) / 100;
    expect(ordered.text.replaceAll('\u00a0', ' ')).toContain(
      mailText('price', {
        net: money(NET_CENTS.MONTHLY, locale),
        vatRate: VAT_RATE,
        vat: money(gross - NET_CENTS.MONTHLY, locale),
        gross: money(gross, locale),
        period: mailText('periods.MONTHLY'),
      }).replaceAll('\u00a0', ' '),
    );

    // 4. Cancelling asks first; "keep" keeps it.
    await ui.cancel.click();
    // The confirmation is named by its question (aria-labelledby its title).
    const dialog = page.getByRole('dialog', { name: tx('subscriptions.running.cancelTitle'), exact: true });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(tx('subscriptions.running.cancelTextBeforeStart', { date: day(trialEnd, locale) }));
    await dialog.getByRole('button', { name: tx('subscriptions.running.cancelKeep'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(
      ui.running.getByText(tx('subscriptions.running.startsOn', { date: day(firstPaidDay, locale) }), { exact: true }),
    ).toBeVisible();
    await expect(ui.cancel).toBeVisible();

    const mailsBeforeCancel = await seenMails(dealer.email);
    await ui.cancel.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: tx('subscriptions.running.cancelOk'), exact: true }).click();
    await expect(dialog).toBeHidden();
    // The cancel button is gone: focus is at the card's heading, not back at the top of the page.
    await expect(ui.running.getByRole('heading', { name: tx('subscriptions.running.title'), exact: true })).toBeFocused();

    // Canceled in the trial: nothing is charged, the trial ends as it would have.
    await expect(
      ui.running.getByText(tx('subscriptions.running.canceledBeforeStart', { date: day(trialEnd, locale) }), { exact: true }),
    ).toBeVisible();
    await expect(
      ui.running.getByText(tx('subscriptions.running.startsOn', { date: day(firstPaidDay, locale) }), { exact: true }),
    ).toHaveCount(0);
    await expect(ui.cancel).toHaveCount(0);
    await expect(ui.subscribeAgain).toBeVisible();
    // The mandate stays to be downloaded (it was granted).
    await expect(ui.downloadMandate).toBeVisible();
    // It never has a first paid day.
    await expect(ui.running.getByText(tx('subscriptions.summary.startsOn'), { exact: true })).toHaveCount(0);
    await snap(page, `subscriptions-canceled-${locale}`);

    const canceled = await waitForMail(
      dealer.email,
      (mail) => mail.subject === mailText('canceledSubject', { plan: monthly }),
      mailsBeforeCancel,
    );
    expect(canceled.text).toContain(
      mailText('canceledBeforeStart', { plan: monthly, company: COMPANY, date: mailDay(trialEnd, locale) }),
    );

    // 5. Subscribe again, by invoice this time: no bank fields, no mandate.
    await ui.subscribeAgain.click();
    await expect(ui.step('plan')).toBeVisible();
    await expect(page.getByRole('button', { name: tx('subscriptions.running.backToSubscription'), exact: true })).toBeVisible();
    await ui.plan('YEARLY').check();
    await ui.next.click();
    await expect(ui.step('payment')).toBeVisible();
    await ui.paymentType('INVOICE').check();
    await expect(ui.iban).toHaveCount(0);
    await expect(ui.accountHolder).toHaveCount(0);
    await expect(ui.mandate).toHaveCount(0);
    await ui.next.click();
    await expect(ui.step('order')).toBeVisible();
    // The canceled subscription never started: the new one starts where it would have.
    expect(await descriptions(ui.step('order'))).toEqual({
      ...priceRows(locale, 'YEARLY'),
      [tx('subscriptions.summary.startsOn')]: day(firstPaidDay, locale),
      [tx('subscriptions.summary.paymentType')]: tx('subscriptions.payment.INVOICE'),
    });
    // The first order's toast gone, so the one asserted below is this order's.
    await expect(page.getByText(tx('subscriptions.saved'), { exact: true })).toHaveCount(0);
    const mailsBeforeReorder = await seenMails(dealer.email);
    await ui.order.click();

    await expect(page.getByText(tx('subscriptions.saved'), { exact: true })).toBeVisible();
    await expect(
      ui.running.getByText(tx('subscriptions.running.startsOn', { date: day(firstPaidDay, locale) }), { exact: true }),
    ).toBeVisible();
    expect(await descriptions(ui.running)).toEqual({
      ...priceRows(locale, 'YEARLY'),
      [tx('subscriptions.summary.paymentType')]: tx('subscriptions.payment.INVOICE'),
      [tx('subscriptions.summary.startsOn')]: day(firstPaidDay, locale),
    });
    await expect(ui.running.getByRole('button', { name: tx('subscriptions.running.downloadMandate'), exact: true })).toHaveCount(
      0,
    );
    await expect(ui.cancel).toBeVisible();
    // The one canceled before its first paid day is listed below, its granted mandate still to be had.
    const others = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { name: tx('subscriptions.earlier.title'), exact: true }) });
    await expect(others.getByText(tx('subscriptions.earlier.neverStarted'), { exact: true })).toBeVisible();
    await expect(others.getByRole('button', { name: tx('subscriptions.running.downloadMandate'), exact: true })).toBeVisible();
    await snap(page, `subscriptions-running-invoice-${locale}`);

    const yearly = mailText('plans.YEARLY');
    const reordered = await waitForMail(
      dealer.email,
      (mail) => mail.subject === mailText('orderedSubject', { plan: yearly }),
      mailsBeforeReorder,
    );
    expect(reordered.text).toContain(mailText('invoice'));
    expect(reordered.text).not.toContain('KONTOR-');
  });
}
