import { z } from 'zod';
import { addDays } from './business-calendar';
import { SUBSCRIPTION_PAYMENT_TYPES, SUBSCRIPTION_PLANS } from './constants';
import { PLAN_MONTHS, type PlanName, termEndOn } from './subscriptions';

// The operator's invoices for a subscription: one for each billing period, issued on its first day,
// a month or a year in advance. Paid by transfer within 14 days; paid by SEPA direct debit, the
// invoice is the pre-notification and the debit is due 14 calendar days later (the SEPA rulebook's
// pre-notification period), on a day the SEPA system settles.

/** Days between an invoice and its due date (transfer) or its debit (SEPA pre-notification). */
export const SUBSCRIPTION_INVOICE_PAYMENT_DAYS = 14;

export type BillingPeriod = { start: string; end: string };

/**
 * The billing periods of a subscription that have begun by `today`, oldest first: from its first
 * paid day, a month or a year each (§ 188 BGB, as periodEndOn), up to its last day once canceled.
 * A subscription canceled before its first paid day has none.
 */
export function billingPeriods(
  subscription: { startsOn: string; planName: PlanName; endsOn: string | null },
  today: string,
): BillingPeriod[] {
  const months = PLAN_MONTHS[subscription.planName];
  const periods: BillingPeriod[] = [];
  let start = subscription.startsOn;
  for (let index = 1; start <= today && (subscription.endsOn === null || start <= subscription.endsOn); index += 1) {
    const end = termEndOn(subscription.startsOn, index * months);
    periods.push({ start, end });
    start = addDays(end, 1);
  }
  return periods;
}

/** Western Easter Sunday of a year (the Gregorian computus), for the SEPA system's holidays. */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((8 * b + 13) / 25)) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Whether the SEPA system settles on a day (a TARGET2 day): not a Saturday or Sunday, New Year's Day,
 * Good Friday, Easter Monday, 1 May, Christmas Day or 26 December. A debit falls due only on such a day.
 */
export function isSepaBusinessDay(iso: string): boolean {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const easter = easterSunday(Number(iso.slice(0, 4)));
  const closed = ['01-01', '05-01', '12-25', '12-26'].map((day) => `${iso.slice(0, 4)}-${day}`);
  return !closed.includes(iso) && iso !== addDays(easter, -2) && iso !== addDays(easter, 1);
}

/** When an invoice issued on `issuedOn` is paid: a transfer's due date, or a debit's settlement day. */
export function subscriptionInvoiceDueOn(issuedOn: string, paymentType: (typeof SUBSCRIPTION_PAYMENT_TYPES)[number]): string {
  let due = addDays(issuedOn, SUBSCRIPTION_INVOICE_PAYMENT_DAYS);
  if (paymentType === 'SEPA') while (!isSepaBusinessDay(due)) due = addDays(due, 1);
  return due;
}

export const subscriptionInvoiceSchema = z.object({
  id: z.string(),
  subscriptionId: z.string(),
  /** The operator's invoice number (ABO-2026-00001): its own range, one a year. */
  number: z.string(),
  planName: z.enum(SUBSCRIPTION_PLANS),
  periodStart: z.string(),
  periodEnd: z.string(),
  netCents: z.number().int(),
  vatRate: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  paymentType: z.enum(SUBSCRIPTION_PAYMENT_TYPES),
  issuedOn: z.string(),
  /** The transfer's due date, or the day of the SEPA debit. */
  dueOn: z.string(),
});
export type SubscriptionInvoice = z.infer<typeof subscriptionInvoiceSchema>;

/** GET /api/user/subscriptions/invoices: the company's subscription invoices, newest first. */
export const subscriptionInvoiceListSchema = z.object({ invoices: z.array(subscriptionInvoiceSchema) });
