import { catalogs } from '@kontor/domain/i18n/catalogs';
import { planOf, type SubscriptionTaxation } from '@kontor/domain/subscriptions';
import { fireEvent, screen, within } from '@testing-library/react';
import { Form } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setUpScreenTests, setUpGermanI18n } from '../../test/screen-test-kit';
import { OrderStep } from './order-step';
import { PlanStep } from './plan-step';
import { formatMoney, next, offer, openPage } from './subscriptions-page.fixture';

// What the price says of VAT before the dealer orders: a German dealer pays 19 % German VAT; a
// business in another member state with its VAT id owes the VAT itself (reverse charge); one outside
// the EU is not taxed in Germany. The plan cards and the order summary say which, in both languages.

setUpScreenTests({ wide: true });

const en = catalogs.en.subscriptions;
const de = catalogs.de.subscriptions;

const german = setUpGermanI18n();

async function openOffer(taxation: SubscriptionTaxation) {
  await openPage({
    '/api/user/subscriptions/plans': { status: 200, body: { data: offer(['INVOICE'], 4900, taxation) } },
    '/api/user/subscriptions': { status: 200, body: { data: { subscriptions: [] } } },
  });
  return screen.findByRole('radiogroup', { name: en.plans.label });
}

/** The monthly plan by invoice, on to the summary of the order. */
async function toSummary(plans: HTMLElement) {
  fireEvent.click(within(plans).getByRole('radio', { name: new RegExp(en.plans.MONTHLY) }));
  next();
  expect(await screen.findByText(en.payment.invoiceHint)).toBeTruthy();
  next();
  await screen.findByText(en.summary.title);
}

/** The plan cards and the order summary of a monthly plan, in German. */
function renderGerman(taxation: SubscriptionTaxation) {
  const plans = [planOf('MONTHLY', 4900, taxation), planOf('YEARLY', 49000, taxation)];
  renderWithProviders(
    <I18nextProvider i18n={german}>
      <Form>
        <PlanStep plans={plans} orderable />
      </Form>
      <OrderStep order={{ plan: plans[0]!, paymentType: 'INVOICE', startsOn: '2027-01-07' }} />
    </I18nextProvider>,
  );
}

describe('the price before ordering says how it is taxed', () => {
  it('a German dealer: plus 19 % VAT with its amount, and the gross', async () => {
    const plans = await openOffer('STANDARD');
    expect(within(plans).getByText(en.price.plusVat.replace('{rate}', '19').replace('{amount}', formatMoney(931)))).toBeTruthy();
    expect(within(plans).getByText(en.price.gross.replace('{amount}', formatMoney(5831)))).toBeTruthy();
    expect(within(plans).queryByText(en.price.REVERSE_CHARGE)).toBeNull();
    await toSummary(plans);
    expect(screen.getByText(en.summary.vat.replace('{rate}', '19'))).toBeTruthy();
    expect(screen.getByText(`${formatMoney(5831)} ${en.per.MONTHLY}`)).toBeTruthy();
  });

  it('a business in another member state: reverse charge, no German VAT, the net the total', async () => {
    const plans = await openOffer('REVERSE_CHARGE');
    expect(en.price.REVERSE_CHARGE).toBe('Reverse charge: no German VAT, the VAT is owed by the recipient');
    expect(within(plans).getAllByText(en.price.REVERSE_CHARGE)).toHaveLength(2);
    expect(within(plans).queryByText(/plus 19/)).toBeNull();
    expect(within(plans).getByText(en.price.total.replace('{amount}', formatMoney(4900)))).toBeTruthy();
    await toSummary(plans);
    expect(screen.getByText(en.summary.vatNone)).toBeTruthy();
    expect(screen.getByText(en.summary.total)).toBeTruthy();
    expect(screen.getAllByText(`${formatMoney(4900)} ${en.per.MONTHLY}`)).toHaveLength(2);
  });

  it('a business outside the EU: not taxable in Germany', async () => {
    const plans = await openOffer('NOT_TAXABLE');
    expect(en.price.NOT_TAXABLE).toBe('Not taxable in Germany: no German VAT');
    expect(within(plans).getAllByText(en.price.NOT_TAXABLE)).toHaveLength(2);
    expect(within(plans).queryByText(/plus 19/)).toBeNull();
  });

  it('in German, a German dealer: „zzgl. 19 % MwSt.“ and the gross', () => {
    renderGerman('STANDARD');
    expect(screen.getAllByText(/^zzgl\. 19 % MwSt\./)).toHaveLength(2);
    expect(screen.getByText(de.summary.vat.replace('{rate}', '19'))).toBeTruthy();
    expect(screen.getByText(de.summary.gross)).toBeTruthy();
  });

  it('in German, the reverse charge on the cards and in the summary', () => {
    renderGerman('REVERSE_CHARGE');
    expect(de.price.REVERSE_CHARGE).toBe('Reverse Charge: ohne deutsche USt, Steuerschuld beim Leistungsempfänger');
    // Two cards and the summary's VAT row.
    expect(screen.getAllByText(de.price.REVERSE_CHARGE)).toHaveLength(3);
    expect(screen.getByText(de.summary.total)).toBeTruthy();
    expect(screen.queryByText(/zzgl\./)).toBeNull();
  });

  it('in German, not taxable in Germany', () => {
    renderGerman('NOT_TAXABLE');
    expect(de.price.NOT_TAXABLE).toBe('Nicht im Inland steuerbar: ohne deutsche USt');
    expect(screen.getAllByText(de.price.NOT_TAXABLE)).toHaveLength(3);
  });
});
