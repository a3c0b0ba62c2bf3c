import { companyFullName } from '@kontor/domain/company';
import { translate } from '@kontor/domain/i18n/catalogs';
import {
  billingPeriods,
  type BillingPeriod,
  type SubscriptionInvoice,
  subscriptionInvoiceDueOn,
} from '@kontor/domain/subscription-invoices';
import { maskIban, subscriptionTaxation, subscriptionVatRate } from '@kontor/domain/subscriptions';
import { addVat } from '@kontor/domain/vat';
import { randomUUID } from 'node:crypto';
import { businessToday } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/app-error';
import { renderMail } from '../../platform/mail/render-mail';
import { getCompany } from '../company/company.service';
import { companyAddressLines } from '../document-engine/render/document-frame';
import { formatDate, formatMoney } from '../document-engine/render/document-formats';
import { renderSubscriptionInvoice } from './subscription-invoice-pdf';
import {
  type BillableSubscription,
  createSubscriptionInvoicesRepository,
  type SubscriptionInvoiceRow,
} from './subscription-invoices.repository';
import { createSubscriptionsRepository } from './subscriptions.repository';

// The operator bills each period of a subscription on its first day (a monthly plan monthly, a
// yearly plan a year at a time): the invoice is numbered in the operator's own range, rendered once
// and kept as issued, and mailed with its PDF to the user who ordered the plan. A run issues what
// is due up to today, so a run missed (the server was down) is caught up by the next; each period
// is billed once, whatever runs at the same time.

function toInvoice(row: SubscriptionInvoiceRow, planName: SubscriptionInvoice['planName']): SubscriptionInvoice {
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    number: row.number,
    planName,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    netCents: row.netCents,
    vatRate: row.vatRate,
    vatCents: row.vatCents,
    grossCents: row.grossCents,
    paymentType: row.paymentType,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
  };
}

/**
 * Issues the invoice of one period, or nothing when it has one already (another run was first). The
 * number is taken, the PDF stored and the row written in one transaction under the company's
 * subscription lock; a failure leaves neither a number used nor a file behind.
 */
async function issueInvoice(
  ctx: AppContext,
  subscription: BillableSubscription,
  { period, today }: { period: BillingPeriod; today: string },
) {
  const billing = ctx.config.billing!;
  const company = await getCompany(ctx, subscription.companyId);
  const recipient = await createSubscriptionInvoicesRepository(ctx.database.db).recipient(subscription);
  const locale = recipient?.locale ?? 'de';
  // Taxed as the company is when the period is invoiced (its seat and VAT id then): § 3a Abs. 2, § 13b UStG.
  const taxation = subscriptionTaxation(company);
  const vatRate = subscriptionVatRate(taxation);
  const { vatCents, grossCents } = addVat(subscription.netCents, vatRate);
  const id = randomUUID();
  const storageKey = `subscription-invoices/${subscription.companyId}/${id}.pdf`;
  let stored = false;
  try {
    const issued = await ctx.database.db.transaction(async (tx) => {
      await createSubscriptionsRepository(tx).lockCompany(subscription.companyId);
      const repository = createSubscriptionInvoicesRepository(tx);
      if (await repository.hasInvoice(subscription.id, period.start)) return null;
      const year = Number(today.slice(0, 4));
      const number = `ABO-${year}-${String(await repository.nextNumber(year)).padStart(5, '0')}`;
      const values = {
        id,
        number,
        companyId: subscription.companyId,
        subscriptionId: subscription.id,
        periodStart: period.start,
        periodEnd: period.end,
        netCents: subscription.netCents,
        vatRate,
        vatCents,
        grossCents,
        paymentType: subscription.paymentType,
        issuedOn: today,
        dueOn: subscriptionInvoiceDueOn(today, subscription.paymentType),
        storageKey,
      };
      const debit = subscription.paymentType === 'SEPA' && subscription.iban && subscription.mandateReference;
      const pdf = await renderSubscriptionInvoice({
        ...values,
        locale,
        planName: subscription.planName,
        operator: {
          name: ctx.config.operatorName,
          address: ctx.config.operatorAddress ?? '',
          ...billing,
          creditorId: ctx.config.sepaCreditorId,
          details: ctx.config.operator,
        },
        taxation,
        customer: {
          name: companyFullName(company),
          address: companyAddressLines(company, 'de', 'abroad'),
          vatId: company.vatId,
        },
        debit: debit ? { ibanMasked: maskIban(subscription.iban!), mandateReference: subscription.mandateReference! } : null,
        eInvoice: { company, supportEmail: billing.email, debtorIban: debit ? subscription.iban : null },
      });
      await ctx.storage.put(storageKey, pdf);
      stored = true;
      return { row: await repository.insert(values), pdf };
    });
    return issued && { ...issued, companyName: companyFullName(company), recipient };
  } catch (error) {
    if (stored) await ctx.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** The invoice with its PDF to the user who ordered the plan; a mail that cannot go out is logged (the invoice is on the page). */
async function mailInvoice(
  ctx: AppContext,
  subscription: BillableSubscription,
  issued: NonNullable<Awaited<ReturnType<typeof issueInvoice>>>,
): Promise<void> {
  const { row, pdf, recipient, companyName } = issued;
  if (!recipient) return;
  const { locale } = recipient;
  const t = (key: string, params: Record<string, string | number> = {}) => translate(locale, `mail.${key}`, params);
  const date = (iso: string) => formatDate(locale, iso);
  try {
    const mail = renderMail(locale, {
      sender: ctx.config.operator,
      subject: t('subscriptionInvoice.subject', { number: row.number }),
      paragraphs: [
        t('subscriptionInvoice.intro', {
          number: row.number,
          company: companyName,
          plan: t(`subscription.plans.${subscription.planName}`),
          from: date(row.periodStart),
          to: date(row.periodEnd),
          gross: formatMoney(locale, row.grossCents),
        }),
        row.paymentType === 'SEPA'
          ? t('subscriptionInvoice.debit', {
              due: date(row.dueOn),
              iban: maskIban(subscription.iban ?? ''),
              reference: subscription.mandateReference ?? '',
            })
          : t('subscriptionInvoice.transfer', { due: date(row.dueOn) }),
        t('subscriptionInvoice.linkHint'),
      ],
      link: { href: `${ctx.config.publicUrl}/settings/subscriptions`, label: t('subscription.linkLabel') },
    });
    await ctx.mailer.send({
      to: recipient.email,
      ...mail,
      attachments: [{ filename: `${row.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
    });
  } catch (error) {
    ctx.log(`subscription invoice ${row.number}: the mail to ${recipient.email} could not be sent: ${String(error)}`);
  }
}

/**
 * The billing run: every period begun by `today` that has no invoice gets one. Without the
 * operator's VAT id and account (config.billing) no invoice can be issued, and none is.
 */
export async function issueDueSubscriptionInvoices(
  ctx: AppContext,
  today = businessToday(ctx.clock),
): Promise<{ issued: number }> {
  if (!ctx.config.billing) return { issued: 0 };
  let issued = 0;
  for (const subscription of await createSubscriptionInvoicesRepository(ctx.database.db).billable(today)) {
    const periods = billingPeriods(subscription, today).filter(
      (period) => subscription.billedUntil === null || period.start >= subscription.billedUntil,
    );
    for (const period of periods) {
      const invoice = await issueInvoice(ctx, subscription, { period, today });
      if (!invoice) continue;
      issued += 1;
      await mailInvoice(ctx, subscription, invoice);
    }
  }
  return { issued };
}

export async function listSubscriptionInvoices(ctx: AppContext, companyId: string): Promise<SubscriptionInvoice[]> {
  const rows = await createSubscriptionInvoicesRepository(ctx.database.db).listByCompany(companyId);
  return rows.map(({ invoice, planName }) => toInvoice(invoice, planName));
}

/** An invoice's PDF as it was issued. */
export async function subscriptionInvoicePdf(
  ctx: AppContext,
  companyId: string,
  id: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await createSubscriptionInvoicesRepository(ctx.database.db).find(companyId, id);
  if (!row) throw notFound();
  return { fileName: `${row.number}.pdf`, pdf: await ctx.storage.read(row.storageKey) };
}
