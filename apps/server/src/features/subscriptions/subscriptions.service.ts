import { addDays } from '@kontor/domain/business-calendar';
import { type Company, companyFullName } from '@kontor/domain/company';
import { SUBSCRIPTION_PLANS } from '@kontor/domain/constants';
import {
  maskIban,
  type PaymentType,
  type PlansResponse,
  periodEndOn,
  planOf,
  type SubscribeValues,
  type Subscription,
  subscriptionTaxation,
  type SubscriptionTaxation,
  subscriptionVatRate,
} from '@kontor/domain/subscriptions';
import { addVat } from '@kontor/domain/vat';
import { translate } from '@kontor/domain/i18n/catalogs';
import { businessToday } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { renderMail } from '../../platform/mail/render-mail';
import { extendTrial as extendUsersTrial, setCompanyPlan } from '../auth/users.service';
import { getCompany } from '../company/company.service';
import { companyAddressLines } from '../document-engine/render/document-frame';
import { formatDate, formatMoney } from '../document-engine/render/document-formats';
import { renderSepaMandate } from './sepa-mandate-pdf';
import { createSubscriptionsRepository, isRunningSubscriptionConflict, type SubscriptionRow } from './subscriptions.repository';

// A company's subscription after the free trial: the plans on offer, ordering one (by SEPA direct
// debit or by invoice), cancelling it to the end of its period, and the SEPA mandate as a PDF.
// What the guard enforces (no changes after the trial without a plan, 5005) is kept on the users
// of the company (subscription_end_day), so the guard reads it with the user it reads anyway.

const alreadySubscribed = () => new AppError('5006', 409);

/**
 * A paid plan is billed by the operator's invoices (by transfer, or as the pre-notification of a
 * direct debit): without the operator's address, VAT id and account none can be issued (§ 14 Abs. 4
 * UStG), so nothing is offered for payment, and the trial goes on as it is.
 */
const orderable = (ctx: AppContext) => ctx.config.billing !== undefined;

function paymentTypes(ctx: AppContext): PaymentType[] {
  if (!orderable(ctx)) return [];
  return ctx.config.sepaCreditorId ? ['SEPA', 'INVOICE'] : ['INVOICE'];
}

/**
 * The first paid day of an order placed today: the day after the trial or the subscription that
 * still runs (a dealer who orders early loses no trial day), else today. Read inside the order's
 * transaction, after its lock, so that a cancellation at the same moment cannot make two overlap.
 */
async function firstPaidDay(ctx: AppContext, db: DbOrTx, user: { id: string; companyId: string }): Promise<string> {
  const repository = createSubscriptionsRepository(db);
  const today = businessToday(ctx.clock);
  const ends = [await repository.userEndDay(user.id), await repository.lastEndOn(user.companyId)].filter(
    (day): day is string => day !== null && day >= today,
  );
  return ends.length ? addDays(ends.sort().at(-1)!, 1) : today;
}

export async function listPlans(ctx: AppContext, companyId: string, userId: string): Promise<PlansResponse> {
  const creditorId = ctx.config.sepaCreditorId;
  // Priced as this company would be invoiced: with German VAT, under the reverse charge, or not taxable here.
  const taxation = subscriptionTaxation(await getCompany(ctx, companyId));
  return {
    plans: SUBSCRIPTION_PLANS.map((name) => planOf(name, ctx.config.planNetCents[name], taxation)),
    orderable: orderable(ctx),
    paymentTypes: paymentTypes(ctx),
    creditor: creditorId ? { name: ctx.config.operatorName, address: ctx.config.operatorAddress ?? null, creditorId } : null,
    startsOn: await firstPaidDay(ctx, ctx.database.db, { id: userId, companyId }),
  };
}

/** A subscription as the company now is taxed on it (its invoices are, see subscriptionTaxation). */
function toSubscription(row: SubscriptionRow, today: string, taxation: SubscriptionTaxation): Subscription {
  const vatRate = subscriptionVatRate(taxation);
  return {
    id: row.id,
    planName: row.planName,
    netCents: row.netCents,
    vatRate,
    grossCents: addVat(row.netCents, vatRate).grossCents,
    taxation,
    paymentType: row.paymentType,
    accountHolder: row.accountHolder,
    ibanMasked: row.iban ? maskIban(row.iban) : null,
    bic: row.bic,
    mandateReference: row.mandateReference,
    mandateSignedAt: row.mandateSignedAt?.toISOString() ?? null,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    periodEnd: row.endsOn ?? periodEndOn(row.startsOn, row.planName, today),
    orderedAt: row.createdAt.toISOString(),
  };
}

export async function listSubscriptions(ctx: AppContext, companyId: string): Promise<Subscription[]> {
  const today = businessToday(ctx.clock);
  const rows = await createSubscriptionsRepository(ctx.database.db).listByCompany(companyId);
  const taxation = subscriptionTaxation(await getCompany(ctx, companyId));
  return rows.map((row) => toSubscription(row, today, taxation));
}

type Orderer = { id: string; companyId: string; email: string; locale: 'de' | 'en' };

export async function subscribe(ctx: AppContext, user: Orderer, order: SubscribeValues): Promise<Subscription> {
  if (!orderable(ctx)) throw new AppError('9555', 409);
  if (order.paymentType === 'SEPA' && !ctx.config.sepaCreditorId) throw new AppError('9546', 422);
  // The price the dealer saw is the price ordered; one changed meanwhile is shown first.
  const netCents = ctx.config.planNetCents[order.planName];
  if (order.price !== netCents) throw new AppError('9544', 409);
  const now = ctx.clock.now();
  const company = await getCompany(ctx, user.companyId);
  const taxation = subscriptionTaxation(company);
  // The debtor as the mandate is granted, kept with it.
  const debtor = order.sepa ? mandateDebtor(company) : null;
  let row: SubscriptionRow;
  try {
    row = await ctx.database.db.transaction(async (tx) => {
      const repository = createSubscriptionsRepository(tx);
      await repository.lockCompany(user.companyId);
      const inserted = await repository.insert({
        companyId: user.companyId,
        orderedBy: user.id,
        planName: order.planName,
        netCents,
        vatRate: subscriptionVatRate(taxation),
        paymentType: order.paymentType,
        accountHolder: order.sepa?.accountHolder ?? null,
        iban: order.sepa?.iban ?? null,
        bic: order.sepa?.bic ?? null,
        mandateSignedAt: order.sepa ? now : null,
        debtorName: debtor?.name ?? null,
        debtorAddress: debtor?.address ?? null,
        signedPlace: debtor?.place ?? null,
        startsOn: await firstPaidDay(ctx, tx, user),
        now,
        withMandate: order.sepa !== null,
      });
      await setCompanyPlan(tx, user.companyId, { subscribed: true, endDay: null, now });
      return inserted;
    });
  } catch (error) {
    if (isRunningSubscriptionConflict(error)) throw alreadySubscribed();
    throw error;
  }
  const subscription = toSubscription(row, businessToday(ctx.clock), taxation);
  await mailConfirmation(ctx, user, { kind: 'ordered', subscription });
  return subscription;
}

/** The company's name and address and the place of signing, as a granted mandate keeps them. */
function mandateDebtor(company: Company): { name: string; address: string; place: string } {
  return {
    name: companyFullName(company),
    address: companyAddressLines(company, 'de', 'abroad').join(', '),
    place: company.city,
  };
}

/** Ends the subscription with its current period (a month, or a year); during the trial it never starts. */
export async function cancelSubscription(ctx: AppContext, user: Orderer, id: string): Promise<Subscription> {
  const { companyId } = user;
  const repository = createSubscriptionsRepository(ctx.database.db);
  const found = await repository.find(companyId, id);
  if (!found) throw notFound();
  if (found.canceledAt) throw new AppError('9547', 409);
  const today = businessToday(ctx.clock);
  const now = ctx.clock.now();
  const endsOn = periodEndOn(found.startsOn, found.planName, today);
  const row = await ctx.database.db.transaction(async (tx) => {
    const repository = createSubscriptionsRepository(tx);
    await repository.lockCompany(companyId);
    const canceled = await repository.cancelRunning({ companyId, id, endsOn, now });
    if (!canceled) throw new AppError('9547', 409);
    // The company may change data until the last paid day (or the trial's end), then not without a
    // new plan. Canceled before its first paid day, it leaves the company on its trial, as before.
    await setCompanyPlan(tx, companyId, { subscribed: await repository.hasPaidPeriod(companyId), endDay: endsOn, now });
    return canceled;
  });
  const subscription = toSubscription(row, today, subscriptionTaxation(await getCompany(ctx, companyId)));
  await mailConfirmation(ctx, user, { kind: 'canceled', subscription });
  return subscription;
}

/**
 * The confirmation of an order or a cancellation, to the user who made it, in their language. The
 * change is made by then: a mail that cannot go out is logged, not answered as a failure.
 */
async function mailConfirmation(
  ctx: AppContext,
  user: Orderer,
  { kind, subscription }: { kind: 'ordered' | 'canceled'; subscription: Subscription },
) {
  try {
    const locale = user.locale;
    const t = (key: string, params: Record<string, string | number> = {}) =>
      translate(locale, `mail.subscription.${key}`, params);
    const company = companyFullName(await getCompany(ctx, user.companyId));
    const plan = t(`plans.${subscription.planName}`);
    const paragraphs =
      kind === 'canceled'
        ? [
            t(subscription.periodEnd < subscription.startsOn ? 'canceledBeforeStart' : 'canceled', {
              plan,
              company,
              date: formatDate(locale, subscription.periodEnd),
            }),
          ]
        : [
            t('ordered', { plan, company }),
            t(subscription.taxation === 'STANDARD' ? 'price' : `price${subscription.taxation}`, {
              net: formatMoney(locale, subscription.netCents),
              vatRate: subscription.vatRate,
              // The VAT itself in the brackets, as the plan cards show it; the gross is named as such.
              vat: formatMoney(locale, subscription.grossCents - subscription.netCents),
              gross: formatMoney(locale, subscription.grossCents),
              period: t(`periods.${subscription.planName}`),
            }),
            subscription.startsOn > businessToday(ctx.clock)
              ? t('startsLater', { date: formatDate(locale, subscription.startsOn) })
              : t('startsToday', { date: formatDate(locale, subscription.startsOn) }),
            subscription.paymentType === 'SEPA'
              ? t('sepa', {
                  iban: subscription.ibanMasked ?? '',
                  holder: subscription.accountHolder ?? '',
                  reference: subscription.mandateReference ?? '',
                  creditorId: ctx.config.sepaCreditorId ?? '',
                })
              : t('invoice'),
            t('cancelHint'),
          ];
    const mail = renderMail(locale, {
      sender: ctx.config.operator,
      subject: t(`${kind}Subject`, { plan }),
      paragraphs,
      link: { href: `${ctx.config.publicUrl}/settings/subscriptions`, label: t('linkLabel') },
    });
    await ctx.mailer.send({ to: user.email, ...mail });
  } catch (error) {
    ctx.log(`subscription ${subscription.id}: the ${kind} confirmation to ${user.email} could not be sent: ${String(error)}`);
  }
}

/** The SEPA mandate the dealer granted with the order, as a PDF to keep. */
export async function sepaMandatePdf(
  ctx: AppContext,
  { companyId, id, locale }: { companyId: string; id: string; locale: 'de' | 'en' },
): Promise<{ fileName: string; pdf: Buffer }> {
  const found = await createSubscriptionsRepository(ctx.database.db).find(companyId, id);
  if (!found?.mandateReference || !found.iban || !found.mandateSignedAt || !ctx.config.sepaCreditorId) throw notFound();
  const pdf = await renderSepaMandate({
    locale,
    creditor: {
      name: ctx.config.operatorName,
      address: ctx.config.operatorAddress ?? null,
      creditorId: ctx.config.sepaCreditorId,
      details: ctx.config.operator,
    },
    mandateReference: found.mandateReference,
    debtor: {
      accountHolder: found.accountHolder ?? found.debtorName ?? '',
      companyName: found.debtorName ?? '',
      address: found.debtorAddress ?? '',
      iban: found.iban,
      bic: found.bic,
    },
    signedAt: found.mandateSignedAt,
    place: found.signedPlace ?? '',
  });
  return { fileName: `${found.mandateReference}.pdf`, pdf };
}

/** Operator: a longer trial for a dealer (support's goodwill); undefined when the user is unknown or their plan has no end. */
export async function extendTrial(ctx: AppContext, input: { email: string; days: number }) {
  return extendUsersTrial(ctx.database.db, { ...input, today: businessToday(ctx.clock) });
}
