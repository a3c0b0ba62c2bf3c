import { todayInBerlin } from '@kontor/domain/business-calendar';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema/users';
import { mailsTo } from '../../test/auth-factories';
import { pdfText } from '../../test/documents-factories';
import type { TestUser } from '../../test/factories';
import { BILLING_OPERATOR_ENV } from '../../test/operator-env';
import { dealerOnTrial, SEPA_MONTHLY_ORDER } from '../../test/subscriptions-factories';
import { useTestContext } from '../../test/test-context';
import { issueDueSubscriptionInvoices } from './subscription-invoices.service';

// The operator's invoices, mandates and mails are business letters of a GmbH: each names the legal
// form in the name, the seat, the register court and number and all managing directors
// (§ 35a GmbHG), an invoice also the tax number and VAT id (§ 14 Abs. 4 UStG).

const t = useTestContext({ env: BILLING_OPERATOR_ENV });

const call = (user: TestUser, url: string, payload?: object) =>
  t.app.inject({ method: payload ? 'POST' : 'GET', url, headers: user.headers, ...(payload ? { payload } : {}) });

/** A dealer whose trial ended yesterday, ordering the monthly plan by direct debit: it starts today. */
async function subscribedDealer(locale: 'de' | 'en') {
  const dealer = await dealerOnTrial(t, -1);
  if (locale === 'en') await t.ctx.database.db.update(users).set({ locale }).where(eq(users.id, dealer.id));
  const res = await call(dealer, '/api/user/subscriptions/subscribe', SEPA_MONTHLY_ORDER);
  expect(res.statusCode).toBe(201);
  return { dealer, subscription: res.json().data as { id: string } };
}

const GERMAN_DETAILS = [
  'Kontor Software GmbH · Hauptstraße 5, 10115 Berlin',
  'Sitz: Berlin · Registergericht: Amtsgericht Berlin-Charlottenburg · Registernummer: HRB 123456 B',
  'Geschäftsführer: Anna Muster, Ben Beispiel',
];
const ENGLISH_DETAILS = [
  'Kontor Software GmbH · Hauptstraße 5, 10115 Berlin',
  'Registered office: Berlin · Register court: Amtsgericht Berlin-Charlottenburg · Register number: HRB 123456 B',
  'Managing directors: Anna Muster, Ben Beispiel',
];

describe('the operator’s company details', () => {
  it('stand at the foot of an invoice for a subscription, with its tax number and VAT id, in German and English', async () => {
    const german = await subscribedDealer('de');
    const english = await subscribedDealer('en');
    await issueDueSubscriptionInvoices(t.ctx, todayInBerlin(t.ctx.clock.now()));
    for (const [{ dealer }, details, tax] of [
      [german, GERMAN_DETAILS, 'USt-IdNr.: DE136695976 · Steuernummer: 30/123/45678'],
      [english, ENGLISH_DETAILS, 'VAT id: DE136695976 · Tax number: 30/123/45678'],
    ] as const) {
      const [invoice] = (await call(dealer, '/api/user/subscriptions/invoices')).json().data.invoices;
      const text = await pdfText((await call(dealer, `/api/user/subscriptions/invoices/${invoice.id}/pdf`)).rawPayload);
      for (const line of [...details, tax]) expect(text, line).toContain(line);
    }
  });

  it('stand at the foot of the SEPA mandate, in German and English', async () => {
    for (const [locale, details] of [
      ['de', GERMAN_DETAILS],
      ['en', ENGLISH_DETAILS],
    ] as const) {
      const { dealer, subscription } = await subscribedDealer(locale);
      const res = await call(dealer, `/api/user/subscriptions/${subscription.id}/mandate`);
      expect(res.statusCode).toBe(200);
      const text = await pdfText(res.rawPayload);
      for (const line of details) expect(text, line).toContain(line);
    }
  });

  it('stand at the foot of every mail the operator sends: the order confirmation and the invoice', async () => {
    const { dealer } = await subscribedDealer('de');
    await issueDueSubscriptionInvoices(t.ctx, todayInBerlin(t.ctx.clock.now()));
    const mails = mailsTo(t, dealer.email);
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) {
      for (const line of [...GERMAN_DETAILS, 'USt-IdNr.: DE136695976']) expect(mail, line).toContain(line);
    }
  });
});
