import { addDays, todayInBerlin } from '@kontor/domain/business-calendar';
import { subscriptionInvoiceDueOn } from '@kontor/domain/subscription-invoices';
import { addMonths } from '@kontor/domain/subscriptions';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionInvoices } from '../../platform/db/schema/subscriptions';
import { users } from '../../platform/db/schema/users';
import { mailsTo } from '../../test/auth-factories';
import { pdfText } from '../../test/documents-factories';
import { type CompanyUser, createCompany, createUser, type TestUser } from '../../test/factories';
import { BILLING_OPERATOR_ENV } from '../../test/operator-env';
import { dealerOnTrial, SEPA_MONTHLY_ORDER } from '../../test/subscriptions-factories';
import { useTestContext } from '../../test/test-context';
import { readCii, readEmbedded, xsdErrors } from '../document-engine/e-invoice/cii.fixture';
import { issueDueSubscriptionInvoices } from './subscription-invoices.service';

// The operator's invoices for subscriptions: one per billing period, issued on its first day by the
// billing run, numbered without gaps, kept as issued, mailed with the PDF, listed for the company.

const CREDITOR_ID = BILLING_OPERATOR_ENV.SEPA_CREDITOR_ID;
const t = useTestContext({ env: BILLING_OPERATOR_ENV });

const today = () => todayInBerlin(t.ctx.clock.now());

/** A dealer whose trial ended yesterday: a plan ordered now starts today. */
async function dealerAfterTrial(locale: 'de' | 'en' = 'de'): Promise<CompanyUser> {
  const dealer = await dealerOnTrial(t, -1);
  if (locale === 'en') await t.ctx.database.db.update(users).set({ locale }).where(eq(users.id, dealer.id));
  return dealer;
}

const call = (user: TestUser, url: string, payload?: object) =>
  t.app.inject({ method: payload ? 'POST' : 'GET', url, headers: user.headers, ...(payload ? { payload } : {}) });

const order = async (user: TestUser, payload: object) => {
  const res = await call(user, '/api/user/subscriptions/subscribe', payload);
  expect(res.statusCode).toBe(201);
  return res.json().data;
};
const yearlyByInvoice = { plan_name: 'YEARLY', price: 49000, payment_type: 'INVOICE' };

type Invoice = {
  id: string;
  number: string;
  period_start: string;
  period_end: string;
  gross_cents: number;
  due_on: string;
  issued_on: string;
};
const invoicesOf = async (user: TestUser): Promise<Invoice[]> =>
  (await call(user, '/api/user/subscriptions/invoices')).json().data.invoices;
const pdfOf = async (user: TestUser, invoice: Invoice) =>
  pdfText((await call(user, `/api/user/subscriptions/invoices/${invoice.id}/pdf`)).rawPayload);

describe('the billing run', () => {
  it('invoices a monthly plan paid by direct debit on its first day: the pre-notification with amount, debit day and mandate', async () => {
    const dealer = await dealerAfterTrial();
    const subscription = await order(dealer, SEPA_MONTHLY_ORDER);
    expect(subscription.starts_on).toBe(today());
    await issueDueSubscriptionInvoices(t.ctx, today());

    const [invoice, ...more] = await invoicesOf(dealer);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      subscription_id: subscription.id,
      plan_name: 'MONTHLY',
      period_start: today(),
      period_end: subscription.period_end,
      net_cents: 4900,
      vat_rate: 19,
      vat_cents: 931,
      gross_cents: 5831,
      payment_type: 'SEPA',
      issued_on: today(),
      due_on: subscriptionInvoiceDueOn(today(), 'SEPA'),
    });
    expect(invoice!.number).toMatch(/^ABO-\d{4}-\d{5}$/);

    const res = await call(dealer, `/api/user/subscriptions/invoices/${invoice!.id}/pdf`);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${invoice!.number}.pdf`);
    const text = (await pdfText(res.rawPayload)).replaceAll('\u00a0', ' ');
    expect(text).toMatch(/Autohaus \w+ GmbH Hauptstraße 12a 80331 München/);
    for (const line of [
      'Kontor Software GmbH',
      'Hauptstraße 5, 10115 Berlin · USt-IdNr. DE136695976',
      `Rechnung ${invoice!.number}`,
      'Leistungszeitraum',
      'Kontor-Abonnement, monatlich',
      '49,00 €',
      'Umsatzsteuer 19 %',
      '9,31 €',
      '58,31 €',
      subscription.mandate_reference,
      CREDITOR_ID,
      'DE89 **** **** **** **30 00',
    ]) {
      expect(text, line).toContain(line);
    }
    expect(text).not.toContain('DE89 3704 0044 0532 0130 00');

    const mail = mailsTo(t, dealer.email).find((text) => text.includes(invoice!.number))!;
    expect(mail).toContain(`anbei erhalten Sie die Rechnung ${invoice!.number}`);
    expect(mail).toContain('Content-Type: application/pdf');
    expect(t.mails().some((raw) => raw.includes(`filename=${invoice!.number}.pdf`))).toBe(true);
    expect(mail.replaceAll('\u00a0', ' ')).toContain('58,31 €');
  });

  it('bills each period once, however often and however many runs at once', async () => {
    const dealer = await dealerAfterTrial();
    await order(dealer, SEPA_MONTHLY_ORDER);
    await Promise.all([issueDueSubscriptionInvoices(t.ctx, today()), issueDueSubscriptionInvoices(t.ctx, today())]);
    await issueDueSubscriptionInvoices(t.ctx, today());
    expect(await invoicesOf(dealer)).toHaveLength(1);
  });

  it('catches up the periods a missed run left, numbered one after another without a gap', async () => {
    const dealer = await dealerAfterTrial();
    const subscription = await order(dealer, SEPA_MONTHLY_ORDER);
    await issueDueSubscriptionInvoices(t.ctx, today());
    const later = addMonths(today(), 2);
    await issueDueSubscriptionInvoices(t.ctx, later);
    const invoices = (await invoicesOf(dealer)).reverse();
    expect(invoices.map((invoice) => invoice.period_start)).toEqual([
      today(),
      addDays(subscription.period_end, 1),
      addMonths(today(), 2),
    ]);
    expect(invoices.map((invoice) => invoice.issued_on)).toEqual([today(), later, later]);
    const serial = (number: string) => Number(number.slice(-5));
    expect(serial(invoices[2]!.number)).toBe(serial(invoices[1]!.number) + 1);
    // Each year's range as a whole (every company's invoices so far) has no gap.
    const all = await t.ctx.database.db.select({ number: subscriptionInvoices.number }).from(subscriptionInvoices);
    for (const year of new Set(all.map((row) => row.number.slice(4, 8)))) {
      const serials = all
        .filter((row) => row.number.slice(4, 8) === year)
        .map((row) => serial(row.number))
        .sort((a, b) => a - b);
      expect(serials, year).toEqual(serials.map((_, index) => index + 1));
    }
  });

  it('invoices a yearly plan by transfer once a year: the operator’s account, due in 14 days', async () => {
    const dealer = await dealerAfterTrial();
    await order(dealer, yearlyByInvoice);
    await issueDueSubscriptionInvoices(t.ctx, today());
    await issueDueSubscriptionInvoices(t.ctx, addMonths(today(), 11));
    const [invoice, ...more] = await invoicesOf(dealer);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      plan_name: 'YEARLY',
      gross_cents: 58310,
      due_on: addDays(today(), 14),
      payment_type: 'INVOICE',
    });
    const text = (await pdfOf(dealer, invoice!)).replaceAll('\u00a0', ' ');
    for (const line of [
      'Kontor-Abonnement, jährlich',
      '490,00 €',
      '93,10 €',
      '583,10 €',
      'DE02 1203 0000 0000 2020 51',
      'BYLADEM1001',
      invoice!.number,
    ]) {
      expect(text, line).toContain(line);
    }
    await issueDueSubscriptionInvoices(t.ctx, addMonths(today(), 12));
    expect(await invoicesOf(dealer)).toHaveLength(2);
  });

  it('bills nothing for a plan canceled before its first day, and nothing after a canceled plan’s last day', async () => {
    const early = await createCompany(t);
    const onTrial = await createUser(t, { companyId: early.id, subscriptionEndDay: addDays(today(), 5) });
    const never = await order(onTrial, SEPA_MONTHLY_ORDER);
    expect((await call(onTrial, `/api/user/subscriptions/${never.id}/cancel`, {})).statusCode).toBe(200);

    const dealer = await dealerAfterTrial();
    const ending = await order(dealer, SEPA_MONTHLY_ORDER);
    expect((await call(dealer, `/api/user/subscriptions/${ending.id}/cancel`, {})).statusCode).toBe(200);
    await issueDueSubscriptionInvoices(t.ctx, addMonths(today(), 3));
    expect(await invoicesOf(onTrial)).toEqual([]);
    expect((await invoicesOf(dealer)).map((invoice) => invoice.period_start)).toEqual([today()]);
  });

  it('writes an English user’s invoice and mail in English', async () => {
    const dealer = await dealerAfterTrial('en');
    await order(dealer, yearlyByInvoice);
    await issueDueSubscriptionInvoices(t.ctx, today());
    const [invoice] = await invoicesOf(dealer);
    const text = (await pdfOf(dealer, invoice!)).replaceAll('\u00a0', ' ');
    for (const line of [
      `Invoice ${invoice!.number}`,
      'Service period',
      'Kontor subscription, yearly',
      '€490.00',
      'VAT 19 %',
      'VAT id DE136695976',
      'Please transfer €583.10',
    ]) {
      expect(text, line).toContain(line);
    }
    expect(mailsTo(t, dealer.email).some((mail) => mail.includes(`Your Kontor invoice ${invoice!.number}`))).toBe(true);
  });
});

describe('the e-invoice in the PDF', () => {
  /** The factur-x.xml an invoice's PDF embeds, checked against the Factur-X EN 16931 schema. */
  async function embeddedCii(user: TestUser, invoice: Invoice) {
    const pdf = (await call(user, `/api/user/subscriptions/invoices/${invoice.id}/pdf`)).rawPayload;
    const { files, xmp } = readEmbedded(pdf);
    expect(files.map((file) => [file.name, file.relationship])).toEqual([['factur-x.xml', 'Alternative']]);
    expect(xmp).toContain('EN 16931');
    const xml = files[0]!.content.toString('utf8');
    expect(xsdErrors(xml)).toEqual([]);
    return readCii(xml);
  }

  it('carries a direct debit with mandate, creditor id and the debited account (59)', async () => {
    const dealer = await dealerAfterTrial();
    const subscription = await order(dealer, SEPA_MONTHLY_ORDER);
    await issueDueSubscriptionInvoices(t.ctx, today());
    const [invoice] = await invoicesOf(dealer);
    const cii = await embeddedCii(dealer, invoice!);
    try {
      expect(cii.one('//rsm:ExchangedDocument/ram:ID')).toBe(invoice!.number);
      expect(cii.one('//rsm:ExchangedDocument/ram:TypeCode')).toBe('380');
      expect(cii.one('//ram:SellerTradeParty/ram:Name')).toBe('Kontor Software GmbH');
      expect(cii.one('//ram:SellerTradeParty/ram:PostalTradeAddress/ram:PostcodeCode')).toBe('10115');
      expect(cii.one('//ram:SellerTradeParty/ram:PostalTradeAddress/ram:CityName')).toBe('Berlin');
      expect(cii.one('//ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID[@schemeID="VA"]')).toBe('DE136695976');
      expect(cii.one('//ram:BuyerTradeParty/ram:PostalTradeAddress/ram:CityName')).toBe('München');
      expect(cii.one('//ram:SpecifiedTradeSettlementPaymentMeans/ram:TypeCode')).toBe('59');
      expect(cii.one('//ram:ApplicableHeaderTradeSettlement/ram:CreditorReferenceID')).toBe(CREDITOR_ID);
      expect(cii.one('//ram:PayerPartyDebtorFinancialAccount/ram:IBANID')).toBe('DE89370400440532013000');
      expect(cii.one('//ram:SpecifiedTradePaymentTerms/ram:DirectDebitMandateID')).toBe(subscription.mandate_reference);
      expect(cii.one('//ram:ApplicableHeaderTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode')).toBe('S');
      expect(cii.cents('//ram:TaxBasisTotalAmount')).toBe(4900);
      expect(cii.cents('//ram:TaxTotalAmount')).toBe(931);
      expect(cii.cents('//ram:DuePayableAmount')).toBe(5831);
    } finally {
      cii.dispose();
    }
  });

  it('carries a transfer to the operator’s account (58)', async () => {
    const dealer = await dealerAfterTrial();
    await order(dealer, yearlyByInvoice);
    await issueDueSubscriptionInvoices(t.ctx, today());
    const [invoice] = await invoicesOf(dealer);
    const cii = await embeddedCii(dealer, invoice!);
    try {
      expect(cii.one('//ram:SpecifiedTradeSettlementPaymentMeans/ram:TypeCode')).toBe('58');
      expect(cii.one('//ram:PayeePartyCreditorFinancialAccount/ram:IBANID')).toBe('DE02120300000000202051');
      expect(cii.one('//ram:ApplicableHeaderTradeSettlement/ram:CreditorReferenceID')).toBeNull();
      expect(cii.one('//ram:ApplicableHeaderTradeSettlement/ram:PaymentReference')).toBe(invoice!.number);
      expect(cii.cents('//ram:DuePayableAmount')).toBe(58310);
    } finally {
      cii.dispose();
    }
  });
});

describe('company isolation', () => {
  it('another company neither lists nor downloads an invoice; a malformed id is the same 404', async () => {
    const dealer = await dealerAfterTrial();
    await order(dealer, SEPA_MONTHLY_ORDER);
    await issueDueSubscriptionInvoices(t.ctx, today());
    const [invoice] = await invoicesOf(dealer);
    const rival = await dealerAfterTrial();
    expect(await invoicesOf(rival)).toEqual([]);
    expect((await call(rival, `/api/user/subscriptions/invoices/${invoice!.id}/pdf`)).statusCode).toBe(404);
    expect((await call(rival, '/api/user/subscriptions/invoices/not-a-uuid/pdf')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/subscriptions/invoices' })).statusCode).toBe(401);
  });
});
