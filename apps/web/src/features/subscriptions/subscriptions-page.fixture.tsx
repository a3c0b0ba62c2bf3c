import { addDays, todayInBerlin } from '@kontor/domain/business-calendar';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen } from '@testing-library/react';
import { formatMoney as formatCents } from '../../app/format';
import { restoreSession } from '../../app/session';
import { writeTokens } from '../../app/token-store';
import { type Answer, renderScreen, stubServer, wireMe } from '../../test/screen-test-kit';
import SubscriptionsPage from './subscriptions-page';

// What the subscriptions page's screen tests share (the wizard's and the running subscription's):
// the offer and a subscription in the wire format, and the page opened, signed in, against a
// stubbed server.

export const texts = catalogs.en.subscriptions;
/** Money as the screen's text reads to testing-library, which makes the non-breaking space a plain one. */
export const formatMoney = (cents: number) => formatCents(cents).replace(/\s/g, ' ');
export const today = todayInBerlin();
export const startsOn = addDays(today, 5);

const me = wireMe({ subscription_end_day: addDays(startsOn, -1) });

type Taxation = 'STANDARD' | 'REVERSE_CHARGE' | 'NOT_TAXABLE';

/** A plan as the server prices it for the company: with 19 % German VAT, or without (reverse charge, not taxable here). */
export const plan = (name: 'MONTHLY' | 'YEARLY', net: number, taxation: Taxation = 'STANDARD') => ({
  plan_name: name,
  net_cents: net,
  vat_rate: taxation === 'STANDARD' ? 19 : 0,
  gross_cents: taxation === 'STANDARD' ? Math.round(net * 1.19) : net,
  months: name === 'MONTHLY' ? 1 : 12,
  taxation,
});

export const offer = (paymentTypes = ['SEPA', 'INVOICE'], monthly = 4900, taxation: Taxation = 'STANDARD') => ({
  plans: [plan('MONTHLY', monthly, taxation), plan('YEARLY', 49000, taxation)],
  // No payment type: the operator cannot issue invoices yet, and no plan can be ordered.
  orderable: paymentTypes.length > 0,
  payment_types: paymentTypes,
  creditor: paymentTypes.includes('SEPA')
    ? { name: 'Kontor GmbH', address: 'Hauptstraße 1, 10115 Berlin', creditor_id: 'DE98ZZZ09999999999' }
    : null,
  starts_on: startsOn,
});

export const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: 's1',
  plan_name: 'YEARLY',
  net_cents: 49000,
  vat_rate: 19,
  gross_cents: 58310,
  taxation: 'STANDARD',
  payment_type: 'SEPA',
  account_holder: 'Autohaus Beispiel GmbH',
  iban_masked: 'DE89 **** **** **** **30 00',
  bic: null,
  mandate_reference: 'KONTOR-K1-0001',
  mandate_signed_at: `${today}T10:00:00Z`,
  starts_on: startsOn,
  ends_on: null,
  canceled_at: null,
  period_end: addDays(startsOn, -1),
  ordered_at: `${today}T10:00:00Z`,
  ...overrides,
});

export type Server = Record<string, Answer | ((body: unknown) => Answer)>;

export async function openPage(server: Server) {
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

export const next = () => fireEvent.click(screen.getByRole('button', { name: texts.wizard.next }));
export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
