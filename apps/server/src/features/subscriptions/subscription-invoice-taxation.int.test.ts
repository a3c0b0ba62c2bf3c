import { addDays, todayInBerlin } from '@kontor/domain/business-calendar';
import { countryByIso2 } from '@kontor/domain/countries';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema/users';
import { mailsTo } from '../../test/auth-factories';
import { pdfText } from '../../test/documents-factories';
import { createCompany, createUser, type CompanyUser, type TestUser } from '../../test/factories';
import { BILLING_OPERATOR_ENV } from '../../test/operator-env';
import { useTestContext } from '../../test/test-context';
import { readCii, readEmbedded, xsdErrors } from '../document-engine/e-invoice/cii.fixture';
import { en16931Errors } from '../document-engine/e-invoice/en16931-rules.fixture';
import { issueDueSubscriptionInvoices } from './subscription-invoices.service';

// How the operator's invoice taxes a dealer's subscription (§ 3a Abs. 2 UStG: where the business
// receiving the service is established): a German dealer pays 19 % German VAT; an Austrian business
// with its VAT id owes the VAT itself (reverse charge, § 13b UStG / Art. 196 MwStSystRL: AE, both
// VAT ids, the note); a Swiss one is not taxable in Germany (O). Each e-invoice passes the XSD and
// the CEN EN 16931 rules, and states the billing period (BG-14) the PDF prints.

const t = useTestContext({ env: BILLING_OPERATOR_ENV });
const OPERATOR_VAT_ID = BILLING_OPERATOR_ENV.OPERATOR_VAT_ID;

const today = () => todayInBerlin(t.ctx.clock.now());
/** 2027-01-07 → 07.01.2027, as the German PDF writes a day. */
const germanDay = (iso: string) => iso.split('-').reverse().join('.');

const AUSTRIAN = { countryId: countryByIso2('AT')!.id, postalCode: '1010', city: 'Wien', vatId: 'ATU13585627' };
const SWISS = { countryId: countryByIso2('CH')!.id, postalCode: '8001', city: 'Zürich', vatId: 'CHE116281710MWST' };

/** A dealer of a company `where` it is, whose trial ended yesterday: a plan ordered now starts today. */
async function dealer(where: Parameters<typeof createCompany>[1] = {}, locale: 'de' | 'en' = 'de'): Promise<CompanyUser> {
  const company = await createCompany(t, where);
  const user = await createUser(t, { companyId: company.id, subscriptionEndDay: addDays(today(), -1) });
  if (locale === 'en') await t.ctx.database.db.update(users).set({ locale }).where(eq(users.id, user.id));
  return { ...user, companyId: company.id };
}

const call = (user: TestUser, url: string, payload?: object) =>
  t.app.inject({ method: payload ? 'POST' : 'GET', url, headers: user.headers, ...(payload ? { payload } : {}) });

/** Orders the monthly plan by invoice, runs the billing and answers the invoice, its PDF's text and its e-invoice. */
async function billed(user: CompanyUser) {
  const ordered = await call(user, '/api/user/subscriptions/subscribe', {
    plan_name: 'MONTHLY',
    price: 4900,
    payment_type: 'INVOICE',
  });
  expect(ordered.statusCode).toBe(201);
  await issueDueSubscriptionInvoices(t.ctx, today());
  const [invoice] = (await call(user, '/api/user/subscriptions/invoices')).json().data.invoices;
  const pdf = (await call(user, `/api/user/subscriptions/invoices/${invoice.id}/pdf`)).rawPayload;
  const xml = readEmbedded(pdf).files[0]!.content.toString('utf8');
  expect(xsdErrors(xml)).toEqual([]);
  expect(en16931Errors(xml)).toEqual([]);
  return { invoice, subscription: ordered.json().data, text: (await pdfText(pdf)).replaceAll('\u00a0', ' '), xml };
}

const TAX = '//ram:ApplicableHeaderTradeSettlement/ram:ApplicableTradeTax';

/** The billing period in the XML (BG-14) as the PDF prints it, and no single delivery day beside it. */
function expectPeriod(cii: ReturnType<typeof readCii>, text: string, invoice: { period_start: string; period_end: string }) {
  const period = '//ram:ApplicableHeaderTradeSettlement/ram:BillingSpecifiedPeriod';
  const start = cii.one(`${period}/ram:StartDateTime/udt:DateTimeString`)!;
  const end = cii.one(`${period}/ram:EndDateTime/udt:DateTimeString`)!;
  expect([start, end]).toEqual([invoice.period_start.replace(/-/g, ''), invoice.period_end.replace(/-/g, '')]);
  const printed = (compact: string) => germanDay(`${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`);
  expect(text).toContain(`Leistungszeitraum ${printed(start)} – ${printed(end)}`);
  expect(cii.count('//ram:ActualDeliverySupplyChainEvent')).toBe(0);
}

describe('the subscription invoice by where the dealer is established', () => {
  it('a German dealer: 19 % German VAT (S), as before, with the period in the e-invoice', async () => {
    const german = await dealer();
    const plans = (await call(german, '/api/user/subscriptions/plans')).json().data.plans;
    expect(plans[0]).toMatchObject({ plan_name: 'MONTHLY', vat_rate: 19, gross_cents: 5831, taxation: 'STANDARD' });
    const { invoice, text, xml } = await billed(german);
    expect(invoice).toMatchObject({ net_cents: 4900, vat_rate: 19, vat_cents: 931, gross_cents: 5831 });
    for (const line of ['Umsatzsteuer 19 %', '9,31 €', '58,31 €']) expect(text, line).toContain(line);
    expect(text).not.toContain('Steuerschuldnerschaft');
    const cii = readCii(xml);
    try {
      expect(cii.one(`${TAX}/ram:CategoryCode`)).toBe('S');
      expect(cii.one(`${TAX}/ram:RateApplicablePercent`)).toBe('19');
      expect(cii.cents('//ram:TaxTotalAmount')).toBe(931);
      expectPeriod(cii, text, invoice);
    } finally {
      cii.dispose();
    }
  });

  it('an Austrian business with its VAT id: reverse charge (AE, 0 %, VATEX-EU-AE), both VAT ids and the note', async () => {
    const austrian = await dealer(AUSTRIAN);
    const plans = (await call(austrian, '/api/user/subscriptions/plans')).json().data.plans;
    expect(plans[0]).toMatchObject({ vat_rate: 0, gross_cents: 4900, taxation: 'REVERSE_CHARGE' });
    const { invoice, subscription, text, xml } = await billed(austrian);
    expect(subscription).toMatchObject({ vat_rate: 0, gross_cents: 4900, taxation: 'REVERSE_CHARGE' });
    expect(invoice).toMatchObject({ net_cents: 4900, vat_rate: 0, vat_cents: 0, gross_cents: 4900 });
    for (const line of [
      'Steuerschuldnerschaft des Leistungsempfängers',
      `USt-IdNr. des Leistenden: ${OPERATOR_VAT_ID}`,
      'USt-IdNr. des Leistungsempfängers: ATU13585627',
      'Umsatzsteuer: Steuerschuld beim Leistungsempfänger',
      '1010 Wien',
    ]) {
      expect(text, line).toContain(line);
    }
    expect(text).not.toContain('Umsatzsteuer 19 %');
    const confirmation = mailsTo(t, austrian.email).find((mail) => mail.includes('Ihre Bestellung'))!;
    expect(confirmation.replaceAll('\u00a0', ' ')).toMatch(
      /49,00 € netto je Monat, ohne deutsche Umsatzsteuer: Steuerschuldnerschaft/,
    );
    const cii = readCii(xml);
    try {
      expect(cii.one(`${TAX}/ram:CategoryCode`)).toBe('AE');
      expect(cii.one(`${TAX}/ram:RateApplicablePercent`)).toBe('0');
      expect(cii.one(`${TAX}/ram:ExemptionReasonCode`)).toBe('VATEX-EU-AE');
      expect(cii.one(`${TAX}/ram:ExemptionReason`)).toContain('Steuerschuldnerschaft des Leistungsempfängers');
      expect(cii.one('//ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode')).toBe('AE');
      expect(cii.one('//ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID[@schemeID="VA"]')).toBe(OPERATOR_VAT_ID);
      expect(cii.one('//ram:BuyerTradeParty/ram:SpecifiedTaxRegistration/ram:ID')).toBe('ATU13585627');
      expect(cii.one('//ram:BuyerTradeParty/ram:PostalTradeAddress/ram:CountryID')).toBe('AT');
      expect(cii.one("//ram:IncludedNote[ram:SubjectCode='TXD']/ram:Content")).toContain('ATU13585627');
      expect(cii.cents('//ram:TaxTotalAmount')).toBe(0);
      expect(cii.cents('//ram:DuePayableAmount')).toBe(4900);
      expectPeriod(cii, text, invoice);
    } finally {
      cii.dispose();
    }
  });

  it('in English: “Reverse charge” with both VAT ids', async () => {
    const { text } = await billed(await dealer(AUSTRIAN, 'en'));
    for (const line of [
      'Reverse charge: the service is supplied where the recipient is established',
      `Supplier’s VAT id: ${OPERATOR_VAT_ID}`,
      'Recipient’s VAT id: ATU13585627',
      'VAT: owed by the recipient',
    ]) {
      expect(text, line).toContain(line);
    }
  });

  it('an Austrian company without a VAT id pays German VAT: nothing shows it is a business there', async () => {
    const austrian = await dealer({ ...AUSTRIAN, vatId: null });
    const plans = (await call(austrian, '/api/user/subscriptions/plans')).json().data.plans;
    expect(plans[0]).toMatchObject({ vat_rate: 19, taxation: 'STANDARD' });
  });

  it('a Swiss business: not taxable in Germany (O, no rate, VATEX-EU-O, no VAT id in the e-invoice)', async () => {
    const swiss = await dealer(SWISS);
    const plans = (await call(swiss, '/api/user/subscriptions/plans')).json().data.plans;
    expect(plans[0]).toMatchObject({ vat_rate: 0, gross_cents: 4900, taxation: 'NOT_TAXABLE' });
    const { invoice, text, xml } = await billed(swiss);
    expect(invoice).toMatchObject({ vat_rate: 0, vat_cents: 0, gross_cents: 4900 });
    for (const line of ['Nicht im Inland steuerbare Leistung (§ 3a Abs. 2 UStG)', 'Umsatzsteuer: nicht im Inland steuerbar']) {
      expect(text, line).toContain(line);
    }
    const cii = readCii(xml);
    try {
      expect(cii.one(`${TAX}/ram:CategoryCode`)).toBe('O');
      expect(cii.one(`${TAX}/ram:RateApplicablePercent`)).toBeNull();
      expect(cii.one(`${TAX}/ram:ExemptionReasonCode`)).toBe('VATEX-EU-O');
      // BR-O-02: no VAT id of seller or buyer; the operator's identifies it as the seller's id (BR-CO-26).
      expect(cii.count("//ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']")).toBe(0);
      expect(cii.one('//ram:SellerTradeParty/ram:ID')).toBe(OPERATOR_VAT_ID);
      expect(cii.one('//ram:BuyerTradeParty/ram:PostalTradeAddress/ram:CountryID')).toBe('CH');
      expectPeriod(cii, text, invoice);
    } finally {
      cii.dispose();
    }
  });
});
