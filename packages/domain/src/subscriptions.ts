import { isSEPACountry } from 'ibantools';
import { z } from 'zod';
import { raising } from './raised-codes';
import { addDays } from './business-calendar';
import { bankSchema } from './company';
import { countryById, isEuMember } from './countries';
import { SUBSCRIPTION_PAYMENT_TYPES, SUBSCRIPTION_PLANS, TEXT_MAX } from './constants';
import { addVat } from './vat';
import { tooLongCode } from './text-limits';
import { isValidEuVatId, normalizeVatId, vatIdCountryCode } from './vat-id';

// The dealer's own subscription to Kontor after the free trial. Prices are net, in cents; dealers are
// businesses and deduct the VAT.

export type PlanName = (typeof SUBSCRIPTION_PLANS)[number];
export type PaymentType = (typeof SUBSCRIPTION_PAYMENT_TYPES)[number];

/** The VAT the operator charges on a plan (a German operator's service to a German business). */
export const PLAN_VAT_RATE = 19;

export const SUBSCRIPTION_TAXATIONS = ['STANDARD', 'REVERSE_CHARGE', 'NOT_TAXABLE'] as const;
/**
 * How the operator's service to a dealer is taxed. It is supplied where the business receiving it
 * has its seat (§ 3a Abs. 2 UStG): a German dealer pays German VAT (STANDARD); a business in
 * another member state that gives its VAT id owes the VAT itself (REVERSE_CHARGE, Art. 196
 * MwStSystRL, § 13b UStG: no German VAT, both VAT ids on the invoice); one outside the EU receives
 * it not taxable in Germany (NOT_TAXABLE). A company in another member state without a valid VAT
 * id of its state is not shown to be a business there (§ 14a Abs. 1 UStG needs that id), so it is
 * charged German VAT.
 */
export type SubscriptionTaxation = (typeof SUBSCRIPTION_TAXATIONS)[number];

export function subscriptionTaxation(company: { countryId: number; vatId: string | null }): SubscriptionTaxation {
  const iso2 = countryById(company.countryId)?.iso2 ?? 'DE';
  if (iso2 === 'DE') return 'STANDARD';
  if (!isEuMember(iso2)) return 'NOT_TAXABLE';
  const vatId = company.vatId ? normalizeVatId(company.vatId) : '';
  return vatId.startsWith(vatIdCountryCode(iso2)) && isValidEuVatId(vatId) ? 'REVERSE_CHARGE' : 'STANDARD';
}

/** The rate the operator charges: German VAT on a STANDARD service, none where the recipient owes it or Germany does not tax. */
export function subscriptionVatRate(taxation: SubscriptionTaxation): number {
  return taxation === 'STANDARD' ? PLAN_VAT_RATE : 0;
}

/** How many months one billing period of a plan lasts. */
export const PLAN_MONTHS: Record<PlanName, 1 | 12> = { MONTHLY: 1, YEARLY: 12 };

export const planSchema = z.object({
  planName: z.enum(SUBSCRIPTION_PLANS),
  netCents: z.number().int(),
  vatRate: z.number().int(),
  grossCents: z.number().int(),
  months: z.union([z.literal(1), z.literal(12)]),
  /** How the plan is taxed for the asking company (its country and VAT id): what the price says beside the net. */
  taxation: z.enum(SUBSCRIPTION_TAXATIONS),
});
export type Plan = z.infer<typeof planSchema>;

export function planOf(planName: PlanName, netCents: number, taxation: SubscriptionTaxation = 'STANDARD'): Plan {
  const vatRate = subscriptionVatRate(taxation);
  return {
    planName,
    netCents,
    vatRate,
    grossCents: addVat(netCents, vatRate).grossCents,
    months: PLAN_MONTHS[planName],
    taxation,
  };
}

/** GET /api/user/subscriptions/plans */
export const plansResponseSchema = z.object({
  plans: z.array(planSchema),
  /**
   * Whether a plan can be ordered: not while the operator cannot issue invoices (its address, VAT id
   * and account unset, § 14 UStG); then no payment type is offered and an order is refused (9555).
   */
  orderable: z.boolean(),
  /** SEPA is offered only where the operator has a creditor identifier (SEPA_CREDITOR_ID). */
  paymentTypes: z.array(z.enum(SUBSCRIPTION_PAYMENT_TYPES)),
  /** Who collects by direct debit, as the mandate names them; null without SEPA. */
  creditor: z.object({ name: z.string(), address: z.string().nullable(), creditorId: z.string() }).nullable(),
  /** The first paid day of a subscription ordered today: the day after the trial (or a running subscription) ends. */
  startsOn: z.string(),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** Missing: 0001; given but not one of the values (a plan "WEEKLY") or not a number: 5003. */
const requiredOrKnown = {
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? '0001' : '5003'),
};

/** The European Economic Area (the EU and Iceland, Liechtenstein, Norway), by IBAN country code. */
const EEA_COUNTRIES = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO'.split(' '),
);

/** Whether a direct debit from this IBAN needs no BIC: an account in the EEA (a French IBAN for Réunion too). */
export function isEeaIban(iban: string): boolean {
  return EEA_COUNTRIES.has(iban.slice(0, 2).toUpperCase());
}

/**
 * POST /api/user/subscriptions/subscribe. `price` is the plan's net price in cents as the page
 * showed it: a price changed meanwhile is refused (9544) instead of ordered unseen.
 */
export const subscribeSchema = raising(
  z
    .object({
      planName: z.enum(SUBSCRIPTION_PLANS, requiredOrKnown),
      // A price the page can have shown: a whole, positive number of cents (any other is no plan's).
      price: z.number(requiredOrKnown).int('5003').positive('5003'),
      paymentType: z.enum(SUBSCRIPTION_PAYMENT_TYPES, requiredOrKnown).default('SEPA'),
      accountHolder: z.string().trim().max(TEXT_MAX, tooLongCode(TEXT_MAX)).optional(),
      iban: z.string().optional(),
      bic: z.string().optional(),
      mandateAccepted: z.boolean().optional(),
    })
    .transform((value, context) => {
      if (value.paymentType !== 'SEPA')
        return { planName: value.planName, price: value.price, paymentType: value.paymentType, sepa: null };
      const holder = value.accountHolder ?? '';
      if (holder.length < 2) context.addIssue({ code: 'custom', path: ['accountHolder'], message: '0001' });
      const parsedIban = bankSchema.shape.iban.safeParse(value.iban ?? '');
      // A SEPA direct debit can only be drawn on an account in the SEPA area: a valid IBAN elsewhere
      // (Saudi Arabia, Brazil, …) would make a mandate that can never be collected.
      const iban = parsedIban.success && !isSEPACountry(parsedIban.data.slice(0, 2)) ? null : parsedIban;
      if (!iban) context.addIssue({ code: 'custom', path: ['iban'], message: '9548' });
      else if (!iban.success)
        context.addIssue({ code: 'custom', path: ['iban'], message: iban.error.issues[0]?.message ?? '9206' });
      const bicText = value.bic?.trim() ?? '';
      const bic = bicText ? bankSchema.shape.bic.safeParse(bicText) : null;
      if (bic && !bic.success)
        context.addIssue({ code: 'custom', path: ['bic'], message: bic.error.issues[0]?.message ?? '9207' });
      // The BIC may be left out only for an IBAN of the EEA (EPC rulebook, IBAN-only since 2016); an
      // account in Switzerland, the United Kingdom, Monaco … still needs it.
      const bicMissing = Boolean(iban?.success && !bic && !isEeaIban(iban.data));
      if (bicMissing) context.addIssue({ code: 'custom', path: ['bic'], message: '9549' });
      if (value.mandateAccepted !== true) context.addIssue({ code: 'custom', path: ['mandateAccepted'], message: '9545' });
      if (!iban?.success || (bic && !bic.success) || bicMissing || holder.length < 2 || value.mandateAccepted !== true)
        return z.NEVER;
      return {
        planName: value.planName,
        price: value.price,
        paymentType: value.paymentType,
        sepa: { accountHolder: holder, iban: iban.data, bic: bic?.success ? bic.data : null },
      };
    }),
  // The SEPA fields, checked only for a direct debit: the IBAN's own codes and the mandate's.
  '0001',
  '9206',
  '9207',
  '9545',
  '9548',
  '9549',
);
export type SubscribeInput = z.input<typeof subscribeSchema>;
export type SubscribeValues = z.output<typeof subscribeSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  planName: z.enum(SUBSCRIPTION_PLANS),
  netCents: z.number().int(),
  vatRate: z.number().int(),
  grossCents: z.number().int(),
  /** How its invoices are taxed for the company as it is now. */
  taxation: z.enum(SUBSCRIPTION_TAXATIONS),
  paymentType: z.enum(SUBSCRIPTION_PAYMENT_TYPES),
  accountHolder: z.string().nullable(),
  /** The IBAN with all but its country, check digits and last four characters hidden. */
  ibanMasked: z.string().nullable(),
  bic: z.string().nullable(),
  mandateReference: z.string().nullable(),
  mandateSignedAt: z.string().nullable(),
  /** The first paid day. */
  startsOn: z.string(),
  /** The last day, once canceled; null while it runs on. */
  endsOn: z.string().nullable(),
  canceledAt: z.string().nullable(),
  /** The last day of the billing period running today (or of the first one): where a cancellation today ends it. */
  periodEnd: z.string(),
  orderedAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/user/subscriptions: the company's subscriptions, newest first. */
export const subscriptionListSchema = z.object({ subscriptions: z.array(subscriptionSchema) });

/** `iso` plus `months`; the 31st becomes the month's last day where the month is shorter. */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/**
 * The last day of a term of `months` from `startsOn` (its first day), by §§ 187 Abs. 2, 188 Abs. 2
 * and 3 BGB: the day before the start's day of the month in the term's last month, or that month's
 * last day where the month has no such day (from 31 January: 28 February, not 27).
 */
export function termEndOn(startsOn: string, months: number): string {
  const next = addMonths(startsOn, months);
  return next.slice(8) < startsOn.slice(8) ? next : addDays(next, -1);
}

/**
 * The last day of the billing period that runs on `today`: a plan is cancellable to the end of its
 * period (a month, or a year). Before the first paid day, the day before it: a subscription
 * canceled during the trial never starts.
 */
export function periodEndOn(startsOn: string, planName: PlanName, today: string): string {
  if (today < startsOn) return addDays(startsOn, -1);
  const months = PLAN_MONTHS[planName];
  let periods = 1;
  while (termEndOn(startsOn, periods * months) < today) periods += 1;
  return termEndOn(startsOn, periods * months);
}

/**
 * A SEPA creditor identifier (Gläubiger-Identifikationsnummer): country, two check digits, a
 * three-character business code that the check ignores, and the national identifier; ISO 7064
 * mod 97-10 over the national identifier followed by the country and "00".
 */
export function isValidCreditorId(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const match = /^([A-Z]{2})(\d{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/.exec(compact);
  if (!match) return false;
  const [, country, check, national] = match as unknown as [string, string, string, string];
  const digits = `${national}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return 98 - remainder === Number(check);
}

/** DE89 3704 0044 0532 0130 00 → DE89 **** **** **** **30 00: enough to recognise the account. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '');
  const hidden = `${compact.slice(0, 4)}${'*'.repeat(Math.max(0, compact.length - 8))}${compact.slice(-4)}`;
  return hidden.replace(/(.{4})/g, '$1 ').trim();
}
