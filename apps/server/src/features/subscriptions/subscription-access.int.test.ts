import { addDays, todayInBerlin } from '@kontor/domain/business-calendar';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema/users';
import { CliUsageError } from '../../cli-commands';
import { signAccessToken } from '../auth/access-token';
import { trialExtendCommand } from './subscriptions.cli';
import { callAs, createUser, type Route, type TestUser } from '../../test/factories';
import { BILLING_OPERATOR_ENV } from '../../test/operator-env';
import { dealerOnTrial } from '../../test/subscriptions-factories';
import { useTestContext } from '../../test/test-context';

// What a dealer may do once the trial or a canceled subscription has ended: read everything,
// change nothing (5005) until a plan is ordered; and the operator's command that extends a trial.
// Every call through real HTTP.

// An operator that invoices its subscriptions (address, VAT id, account) and collects by direct debit.
const t = useTestContext({ env: BILLING_OPERATOR_ENV });

const today = () => todayInBerlin(t.ctx.clock.now());

/** One call as `user`, the payload in snake_case as on the wire. */
const call = (user: TestUser, route: Route, payload?: object) => callAs(t, route, { user, body: payload });

describe('a canceled subscription after its last day', () => {
  it('is no longer a paid plan, and changes are refused (5005) until a new order', async () => {
    const dealer = await dealerOnTrial(t, -1);
    const ordered = (
      await call(dealer, 'POST /api/user/subscriptions/subscribe', { plan_name: 'MONTHLY', price: 4900, payment_type: 'INVOICE' })
    ).json().data;
    const canceled = (await call(dealer, `POST /api/user/subscriptions/${ordered.id}/cancel`)).json().data;
    const started = t.ctx.clock.now();
    try {
      t.clock.set(new Date(`${addDays(canceled.ends_on, 1)}T12:00:00Z`));
      const later = {
        ...dealer,
        headers: { authorization: `Bearer ${signAccessToken(t.ctx.jwtSecret, dealer.id, t.ctx.clock.now())}` },
      };
      expect((await call(later, 'GET /api/auth/me')).json().data).toMatchObject({
        is_subscribed_to_paid_plan: false,
        is_free_trial_plan: false,
        subscription_end_day: canceled.ends_on,
        subscription_ended: true,
      });
      expect(
        (await call(later, 'POST /api/user/clients', { type: 'PRIVATE', first_name: 'Erika', last_name: 'Muster' })).json().error
          .code,
      ).toBe('5005');
      const renewed = (
        await call(later, 'POST /api/user/subscriptions/subscribe', {
          plan_name: 'MONTHLY',
          price: 4900,
          payment_type: 'INVOICE',
        })
      ).json().data;
      expect(renewed.starts_on).toBe(addDays(canceled.ends_on, 1));
    } finally {
      t.clock.set(started);
    }
  });
});

describe('an ended trial', () => {
  it('keeps every list and document readable, refuses changes with 5005 until a plan is ordered', async () => {
    const dealer = await dealerOnTrial(t, -1);
    expect((await call(dealer, 'GET /api/user/clients')).statusCode).toBe(200);
    expect((await call(dealer, 'GET /api/user/vehicles')).statusCode).toBe(200);
    const refused = await call(dealer, 'POST /api/user/clients', { type: 'PRIVATE', first_name: 'Erika', last_name: 'Muster' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('5005');
    expect(refused.json().error.message).toMatch(/^Ihr Abonnement ist abgelaufen\. .*„Einstellungen“ → „Abonnement“/);
    expect((await call(dealer, 'GET /api/user/clients')).json().data).toEqual([]);

    const me = (await call(dealer, 'GET /api/auth/me')).json().data;
    expect(me).toMatchObject({ is_subscribed_to_paid_plan: false, is_free_trial_plan: false, subscription_ended: false });

    expect(
      (
        await call(dealer, 'POST /api/user/subscriptions/subscribe', {
          plan_name: 'MONTHLY',
          price: 4900,
          payment_type: 'INVOICE',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await call(dealer, 'POST /api/user/clients', { type: 'PRIVATE', first_name: 'Erika', last_name: 'Muster' })).statusCode,
    ).toBe(201);
  });

  it('still lets the dealer correct and erase a person’s data (GDPR Art. 16, 17)', async () => {
    const dealer = await dealerOnTrial(t, 1);
    const created = (
      await call(dealer, 'POST /api/user/clients', { type: 'PRIVATE', first_name: 'Erika', last_name: 'Muster' })
    ).json().data;
    await t.ctx.database.db
      .update(users)
      .set({ subscriptionEndDay: addDays(today(), -1) })
      .where(eq(users.id, dealer.id));
    const corrected = await call(dealer, `PUT /api/user/clients/${created.id}`, {
      type: 'PRIVATE',
      first_name: 'Erika',
      last_name: 'Mustermann',
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().data.last_name).toBe('Mustermann');
    expect((await call(dealer, `GET /api/user/clients/${created.id}/export`)).statusCode).toBe(200);
    expect((await call(dealer, `DELETE /api/user/clients/${created.id}`)).statusCode).toBe(200);
  });

  it('a trial running to today still allows changes', async () => {
    const dealer = await dealerOnTrial(t, 0);
    expect(
      (await call(dealer, 'POST /api/user/clients', { type: 'PRIVATE', first_name: 'Erika', last_name: 'Muster' })).statusCode,
    ).toBe(201);
  });
});

describe('trial:extend (operator)', () => {
  it('moves an ended trial to days from today and a running one from its end, for the whole company', async () => {
    const ended = await dealerOnTrial(t, -10);
    const colleague = await createUser(t, { companyId: ended.companyId, subscriptionEndDay: addDays(today(), -10) });
    await trialExtendCommand.run(t.ctx, [ended.email, '7']);
    for (const user of [ended, colleague]) {
      expect((await call(user, 'GET /api/auth/me')).json().data).toMatchObject({
        subscription_end_day: addDays(today(), 6),
        is_free_trial_plan: true,
      });
    }
    expect(
      (await call(ended, 'POST /api/user/clients', { type: 'PRIVATE', first_name: 'Erika', last_name: 'Muster' })).statusCode,
    ).toBe(201);

    const running = await dealerOnTrial(t, 3);
    await trialExtendCommand.run(t.ctx, [running.email.toUpperCase(), '14']);
    expect((await call(running, 'GET /api/auth/me')).json().data.subscription_end_day).toBe(addDays(today(), 17));

    // After a subscription has run out, the extension is a trial again.
    const lapsed = await dealerOnTrial(t, -1);
    await t.ctx.database.db.update(users).set({ isSubscribedToPaidPlan: true }).where(eq(users.id, lapsed.id));
    await trialExtendCommand.run(t.ctx, [lapsed.email, '3']);
    expect((await call(lapsed, 'GET /api/auth/me')).json().data).toMatchObject({
      is_subscribed_to_paid_plan: false,
      is_free_trial_plan: true,
    });
  });

  it('refuses an unknown user, a subscription without an end, and days out of range', async () => {
    const subscribed = await dealerOnTrial(t, 3);
    await call(subscribed, 'POST /api/user/subscriptions/subscribe', {
      plan_name: 'MONTHLY',
      price: 4900,
      payment_type: 'INVOICE',
    });
    await expect(trialExtendCommand.run(t.ctx, [subscribed.email, '7'])).rejects.toThrow(CliUsageError);
    await expect(trialExtendCommand.run(t.ctx, ['nobody@example.de', '7'])).rejects.toThrow(/No user/);
    await expect(trialExtendCommand.run(t.ctx, [subscribed.email, '0'])).rejects.toThrow(/Usage/);
    await expect(trialExtendCommand.run(t.ctx, [subscribed.email, 'x'])).rejects.toThrow(/Usage/);
    expect((await call(subscribed, 'GET /api/auth/me')).json().data.subscription_end_day).toBeNull();
  });
});
