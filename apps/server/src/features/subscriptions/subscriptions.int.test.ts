import { addDays, todayInBerlin } from '@kontor/domain/business-calendar';
import { translate } from '@kontor/domain/i18n/catalogs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../platform/db/schema/companies';
import { mailsTo } from '../../test/auth-factories';
import { pdfText } from '../../test/documents-factories';
import { callAs, createCompany, createCompanyUser, createUser, type Route, type TestUser } from '../../test/factories';
import { BILLING_OPERATOR_ENV } from '../../test/operator-env';
import { dealerOnTrial, SEPA_MONTHLY_ORDER } from '../../test/subscriptions-factories';
import { useTestContext } from '../../test/test-context';

// Subscriptions after the trial: plans, ordering by SEPA mandate or invoice, cancelling, the mandate
// PDF, company isolation and an operator without the settings billing needs. What an ended trial
// allows is in subscription-access.int.test.ts. Every call through real HTTP.

const CREDITOR_ID = 'DE98ZZZ09999999999';
const IBAN = 'DE89370400440532013000';
// An operator that invoices its subscriptions (address, VAT id, account) and collects by direct debit.
const t = useTestContext({ env: BILLING_OPERATOR_ENV });

const today = () => todayInBerlin(t.ctx.clock.now());

/** One call as `user`, the payload in snake_case as on the wire. */
const call = (user: TestUser, route: Route, payload?: object) => callAs(t, route, { user, body: payload });

describe('plans', () => {
  it('offers both plans with net, VAT and gross, SEPA with its creditor, and the first paid day after the trial', async () => {
    const dealer = await dealerOnTrial(t, 10);
    const res = await call(dealer, 'GET /api/user/subscriptions/plans');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      plans: [
        { plan_name: 'MONTHLY', net_cents: 4900, vat_rate: 19, gross_cents: 5831, months: 1, taxation: 'STANDARD' },
        { plan_name: 'YEARLY', net_cents: 49000, vat_rate: 19, gross_cents: 58310, months: 12, taxation: 'STANDARD' },
      ],
      orderable: true,
      payment_types: ['SEPA', 'INVOICE'],
      creditor: { name: 'Kontor Software GmbH', address: 'Hauptstraße 5, 10115 Berlin', creditor_id: CREDITOR_ID },
      starts_on: addDays(today(), 11),
    });
  });

  it('starts today when the trial has ended', async () => {
    const dealer = await dealerOnTrial(t, -3);
    expect((await call(dealer, 'GET /api/user/subscriptions/plans')).json().data.starts_on).toBe(today());
  });

  it('needs a verified user with a company', async () => {
    const unverified = await createUser(t, { status: 'UNVERIFIED', companyId: (await createCompany(t)).id });
    const withoutCompany = await createUser(t);
    for (const user of [unverified, withoutCompany]) {
      expect((await call(user, 'GET /api/user/subscriptions/plans')).statusCode).toBe(403);
      expect((await call(user, 'POST /api/user/subscriptions/subscribe', SEPA_MONTHLY_ORDER)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/user/subscriptions' })).statusCode).toBe(401);
  });
});

describe('ordering', () => {
  it('orders by SEPA direct debit: mandate reference, masked IBAN, first paid day after the trial, subscribed in the session', async () => {
    const dealer = await dealerOnTrial(t, 5);
    const res = await call(dealer, 'POST /api/user/subscriptions/subscribe', SEPA_MONTHLY_ORDER);
    expect(res.statusCode).toBe(201);
    const subscription = res.json().data;
    expect(subscription).toMatchObject({
      plan_name: 'MONTHLY',
      net_cents: 4900,
      vat_rate: 19,
      gross_cents: 5831,
      payment_type: 'SEPA',
      account_holder: 'Autohaus Sonne GmbH',
      iban_masked: 'DE89 **** **** **** **30 00',
      bic: null,
      starts_on: addDays(today(), 6),
      ends_on: null,
      canceled_at: null,
      period_end: addDays(today(), 5),
    });
    expect(subscription.mandate_reference).toMatch(/^KONTOR-\d{6}$/);
    expect(subscription.mandate_signed_at).not.toBeNull();
    // The full IBAN is kept for the debits but never answered.
    expect(res.body).not.toContain(IBAN);
    // Money is written with a no-break space before the euro sign.
    const mail = (mailsTo(t, dealer.email)[0] ?? '').replaceAll('\u00a0', ' ');
    for (const line of [
      'Tarif „Monatlich“',
      '49,00 € netto zzgl. 19 % MwSt. (9,31 €), gesamt 58,31 € brutto je Monat',
      subscription.mandate_reference,
      CREDITOR_ID,
      'DE89 **** **** **** **30 00',
    ]) {
      expect(mail, line).toContain(line);
    }
    expect(mail).not.toContain(IBAN);

    const me = (await call(dealer, 'GET /api/auth/me')).json().data;
    expect(me).toMatchObject({ is_subscribed_to_paid_plan: true, is_free_trial_plan: false, subscription_end_day: null });
    const list = (await call(dealer, 'GET /api/user/subscriptions')).json().data.subscriptions;
    expect(list.map((s: { id: string }) => s.id)).toEqual([subscription.id]);
  });

  it('orders by invoice without bank data', async () => {
    const dealer = await dealerOnTrial(t, 1);
    const res = await call(dealer, 'POST /api/user/subscriptions/subscribe', {
      plan_name: 'YEARLY',
      price: 49000,
      payment_type: 'INVOICE',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      plan_name: 'YEARLY',
      payment_type: 'INVOICE',
      mandate_reference: null,
      iban_masked: null,
      account_holder: null,
    });
  });

  it('refuses a second order (5006), also two at once', async () => {
    const dealer = await dealerOnTrial(t, 5);
    const [first, second] = await Promise.all([
      call(dealer, 'POST /api/user/subscriptions/subscribe', SEPA_MONTHLY_ORDER),
      call(dealer, 'POST /api/user/subscriptions/subscribe', SEPA_MONTHLY_ORDER),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([201, 409]);
    expect([first!.json(), second!.json()].find((body) => body.error)?.error.code).toBe('5006');
    const again = await call(dealer, 'POST /api/user/subscriptions/subscribe', {
      ...SEPA_MONTHLY_ORDER,
      plan_name: 'YEARLY',
      price: 49000,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('5006');
    expect((await call(dealer, 'GET /api/user/subscriptions')).json().data.subscriptions).toHaveLength(1);
  });

  it('refuses a price the plan no longer has (9544) and bad bank data at the fields, saving nothing', async () => {
    const dealer = await dealerOnTrial(t, 5);
    const stale = await call(dealer, 'POST /api/user/subscriptions/subscribe', { ...SEPA_MONTHLY_ORDER, price: 3900 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('9544');

    const bad = await call(dealer, 'POST /api/user/subscriptions/subscribe', {
      ...SEPA_MONTHLY_ORDER,
      account_holder: '',
      iban: 'DE00 1234',
      bic: 'XX',
      mandate_accepted: false,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ account_holder: '0001', iban: '9206', bic: '9207', mandate_accepted: '9545' });

    // A valid IBAN outside the SEPA area cannot be debited; a Swiss one needs its BIC.
    const outside = await call(dealer, 'POST /api/user/subscriptions/subscribe', {
      ...SEPA_MONTHLY_ORDER,
      iban: 'SA03 8000 0000 6080 1016 7519',
    });
    expect(outside.json().error.fields).toEqual({ iban: '9548' });
    const swiss = await call(dealer, 'POST /api/user/subscriptions/subscribe', {
      ...SEPA_MONTHLY_ORDER,
      iban: 'CH93 0076 2011 6238 5295 7',
    });
    expect(swiss.json().error.fields).toEqual({ bic: '9549' });
    expect((await call(dealer, 'GET /api/user/subscriptions')).json().data.subscriptions).toEqual([]);
    expect((await call(dealer, 'GET /api/auth/me')).json().data.is_subscribed_to_paid_plan).toBe(false);
  });
});

describe('cancelling', () => {
  it('during the trial: the subscription never starts and the trial ends as it would have', async () => {
    const dealer = await dealerOnTrial(t, 5);
    const ordered = (await call(dealer, 'POST /api/user/subscriptions/subscribe', SEPA_MONTHLY_ORDER)).json().data;
    const res = await call(dealer, `POST /api/user/subscriptions/${ordered.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ends_on: addDays(today(), 5), period_end: addDays(today(), 5) });
    expect(res.json().data.canceled_at).not.toBeNull();
    // Back on the trial: its days are shown again, and its end is no subscription that ended.
    expect((await call(dealer, 'GET /api/auth/me')).json().data).toMatchObject({
      subscription_end_day: addDays(today(), 5),
      is_subscribed_to_paid_plan: false,
      is_free_trial_plan: true,
      subscription_ended: false,
    });
    expect(mailsTo(t, dealer.email).at(-1)).toContain('beginnt nicht, es wird nichts berechnet');

    const twice = await call(dealer, `POST /api/user/subscriptions/${ordered.id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('9547');

    // Ordering again starts after what is paid or on trial, not before.
    const again = await call(dealer, 'POST /api/user/subscriptions/subscribe', {
      plan_name: 'MONTHLY',
      price: 4900,
      payment_type: 'INVOICE',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.starts_on).toBe(addDays(today(), 6));
    expect((await call(dealer, 'GET /api/auth/me')).json().data.subscription_end_day).toBeNull();
  });

  it('and ordering at the same moment never make two subscriptions overlap', async () => {
    for (let round = 0; round < 6; round += 1) {
      const dealer = await dealerOnTrial(t, -1);
      const invoice = { plan_name: 'MONTHLY', price: 4900, payment_type: 'INVOICE' };
      const first = (await call(dealer, 'POST /api/user/subscriptions/subscribe', invoice)).json().data;
      await Promise.all([
        call(dealer, `POST /api/user/subscriptions/${first.id}/cancel`),
        call(dealer, 'POST /api/user/subscriptions/subscribe', invoice),
      ]);
      const list = (await call(dealer, 'GET /api/user/subscriptions')).json().data.subscriptions as Array<{
        starts_on: string;
        ends_on: string | null;
      }>;
      const [newer, older] = list;
      // Either the order came first (refused, 5006) or the cancellation did (the new one starts after it).
      if (newer && older) expect(newer.starts_on > older.ends_on!).toBe(true);
      else expect(list).toHaveLength(1);
    }
  });

  it('after the start: to the end of the month that runs', async () => {
    const dealer = await dealerOnTrial(t, -1);
    const ordered = (await call(dealer, 'POST /api/user/subscriptions/subscribe', SEPA_MONTHLY_ORDER)).json().data;
    expect(ordered.starts_on).toBe(today());
    const canceled = (await call(dealer, `POST /api/user/subscriptions/${ordered.id}/cancel`)).json().data;
    expect(canceled.ends_on).toBe(ordered.period_end);
    expect(canceled.ends_on > today()).toBe(true);
    expect(mailsTo(t, dealer.email).at(-1)).toMatch(
      /Ihr Abonnement „Monatlich“ für Autohaus \w+ GmbH endet am \d{2}\.\d{2}\.\d{4}/,
    );
    // Until that day the dealer still works.
    expect(
      (await call(dealer, 'POST /api/user/clients', { type: 'PRIVATE', first_name: 'Erika', last_name: 'Muster' })).statusCode,
    ).toBe(201);
  });
});

describe('the SEPA mandate', () => {
  it('is a PDF with creditor, creditor id, reference, the authorisation and refund notice, and the debtor’s account', async () => {
    const dealer = await dealerOnTrial(t, 5);
    const ordered = (
      await call(dealer, 'POST /api/user/subscriptions/subscribe', { ...SEPA_MONTHLY_ORDER, bic: 'cobadeffxxx' })
    ).json().data;
    const res = await call(dealer, `GET /api/user/subscriptions/${ordered.id}/mandate`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${ordered.mandate_reference}.pdf`);
    const text = await pdfText(res.rawPayload);
    for (const line of [
      'SEPA-Lastschriftmandat',
      'Kontor Software GmbH, Hauptstraße 5, 10115 Berlin',
      CREDITOR_ID,
      ordered.mandate_reference,
      'Ich ermächtige / Wir ermächtigen Kontor Software GmbH, Zahlungen von meinem / unserem Konto mittels Lastschrift einzuziehen.',
      'innerhalb von acht Wochen',
      'Autohaus Sonne GmbH',
      'Hauptstraße 12a, 80331 München',
      'DE89 3704 0044 0532 0130 00',
      'COBADEFFXXX',
    ]) {
      expect(text, line).toContain(line);
    }
  });

  it('keeps the debtor as granted when the company’s data change later', async () => {
    const dealer = await dealerOnTrial(t, 5);
    const ordered = (await call(dealer, 'POST /api/user/subscriptions/subscribe', SEPA_MONTHLY_ORDER)).json().data;
    await t.ctx.database.db
      .update(companies)
      .set({ streetAddress: 'Neue Straße', city: 'Hamburg', postalCode: '20095' })
      .where(eq(companies.id, dealer.companyId));
    const text = await pdfText((await call(dealer, `GET /api/user/subscriptions/${ordered.id}/mandate`)).rawPayload);
    expect(text).toContain('Hauptstraße 12a, 80331 München');
    expect(text).not.toContain('Hamburg');
  });

  it('is in English for an English user, and there is none for an order by invoice', async () => {
    const company = await createCompany(t);
    const dealer = await createUser(t, { companyId: company.id, locale: 'en', subscriptionEndDay: addDays(today(), 3) });
    const ordered = (await call(dealer, 'POST /api/user/subscriptions/subscribe', SEPA_MONTHLY_ORDER)).json().data;
    const text = await pdfText((await call(dealer, `GET /api/user/subscriptions/${ordered.id}/mandate`)).rawPayload);
    expect(text).toContain('SEPA Direct Debit Mandate');
    // The wording the English order page showed, and the German one beside it (the creditor's own).
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(translate('en', 'subscriptions.mandate.authorisation', { creditor: 'Kontor Software GmbH' }));
    expect(flat).toContain(translate('en', 'subscriptions.mandate.refund'));
    expect(flat).toContain(translate('de', 'subscriptions.mandate.authorisation', { creditor: 'Kontor Software GmbH' }));
    expect(flat).toContain(translate('de', 'subscriptions.mandate.refund'));

    const other = await dealerOnTrial(t, 3);
    const byInvoice = (
      await call(other, 'POST /api/user/subscriptions/subscribe', { plan_name: 'MONTHLY', price: 4900, payment_type: 'INVOICE' })
    ).json().data;
    expect((await call(other, `GET /api/user/subscriptions/${byInvoice.id}/mandate`)).statusCode).toBe(404);
  });
});

describe('company isolation', () => {
  it('another company neither sees, cancels nor downloads a subscription', async () => {
    const owner = await dealerOnTrial(t, 5);
    const stranger = await createCompanyUser(t);
    const ordered = (await call(owner, 'POST /api/user/subscriptions/subscribe', SEPA_MONTHLY_ORDER)).json().data;
    expect((await call(stranger, 'GET /api/user/subscriptions')).json().data.subscriptions).toEqual([]);
    expect((await call(stranger, `POST /api/user/subscriptions/${ordered.id}/cancel`)).statusCode).toBe(404);
    expect((await call(stranger, `GET /api/user/subscriptions/${ordered.id}/mandate`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST /api/user/subscriptions/not-a-uuid/cancel')).statusCode).toBe(404);
    expect((await call(owner, 'GET /api/user/subscriptions')).json().data.subscriptions[0].canceled_at).toBeNull();
  });
});

describe('without a SEPA creditor identifier', () => {
  const { SEPA_CREDITOR_ID: _none, ...invoicing } = BILLING_OPERATOR_ENV;
  const plain = useTestContext({ env: invoicing });

  it('offers payment by invoice only and refuses SEPA (9546)', async () => {
    const company = await createCompany(plain);
    const dealer = await createUser(plain, { companyId: company.id, subscriptionEndDay: addDays(todayInBerlin(), 3) });
    const plans = (
      await plain.app.inject({ method: 'GET', url: '/api/user/subscriptions/plans', headers: dealer.headers })
    ).json().data;
    expect(plans).toMatchObject({ orderable: true, payment_types: ['INVOICE'], creditor: null });
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions/subscribe',
      headers: dealer.headers,
      payload: SEPA_MONTHLY_ORDER,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('9546');
  });
});

describe('without the operator’s billing settings (address, VAT id, account)', () => {
  // What a fresh installation has: no invoice can be issued (§ 14 UStG names the seller's address and VAT id).
  const unbilled = useTestContext({ env: { OPERATOR_NAME: 'Kontor Software GmbH' } });

  it('offers no payment type, refuses a paid order with 9555 in the dealer’s language, and keeps the trial', async () => {
    const company = await createCompany(unbilled);
    const dealer = await createUser(unbilled, { companyId: company.id, subscriptionEndDay: addDays(todayInBerlin(), 3) });
    const headers = (locale: 'de' | 'en') => ({ ...dealer.headers, cookie: `kontor_locale=${locale}` });
    const plans = (
      await unbilled.app.inject({ method: 'GET', url: '/api/user/subscriptions/plans', headers: dealer.headers })
    ).json().data;
    expect(plans).toMatchObject({ orderable: false, payment_types: [], creditor: null });
    expect(plans.plans).toHaveLength(2);

    for (const locale of ['de', 'en'] as const) {
      const res = await unbilled.app.inject({
        method: 'POST',
        url: '/api/user/subscriptions/subscribe',
        headers: headers(locale),
        payload: { plan_name: 'MONTHLY', price: 4900, payment_type: 'INVOICE' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ code: '9555', message: translate(locale, 'errors.9555') });
    }
    expect(translate('de', 'errors.9555')).toMatch(/^Abonnements sind noch nicht verfügbar/);
    expect(translate('en', 'errors.9555')).toMatch(/^Subscriptions are not available yet/);

    // Nothing was ordered; the trial runs on as before.
    expect(
      (await unbilled.app.inject({ method: 'GET', url: '/api/user/subscriptions', headers: dealer.headers })).json().data
        .subscriptions,
    ).toEqual([]);
    const me = (await unbilled.app.inject({ method: 'GET', url: '/api/auth/me', headers: dealer.headers })).json().data;
    expect(me).toMatchObject({
      is_subscribed_to_paid_plan: false,
      is_free_trial_plan: true,
      subscription_end_day: addDays(todayInBerlin(), 3),
    });
  });
});
