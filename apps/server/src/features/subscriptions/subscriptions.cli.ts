import { emailSchema } from '@kontor/domain/fields';
import { type CliCommand, CliUsageError } from '../../cli-commands';
import { BILLING_SETTINGS } from '../../config';
import { businessToday } from '../../platform/clock';
import { collectionDayProblem, exportSepaDebits, nextCollectionDay } from './sepa-debits';
import { issueDueSubscriptionInvoices } from './subscription-invoices.service';
import { extendTrial } from './subscriptions.service';

/** The operator's settings billing needs (the start-up note names those still unset). */
const BILLING_NEEDS = `${BILLING_SETTINGS.join(', ')} and the register details OPERATOR_LEGAL_FORM requires`;

const MAX_DAYS = 365;

/** Operator: give a dealer more trial days (from today when the trial has ended), for their whole company. */
export const trialExtendCommand: CliCommand = {
  name: 'trial:extend',
  usage: 'trial:extend <email> <days>      more trial days for the user’s company (from today if ended)',
  async run(ctx, args) {
    const email = emailSchema.safeParse(args[0] ?? '');
    const days = Number(args[1]);
    if (!email.success || !Number.isInteger(days) || days < 1 || days > MAX_DAYS) {
      throw new CliUsageError(`Usage: npm run admin -- trial:extend <email> <days 1–${MAX_DAYS}>`);
    }
    const extended = await extendTrial(ctx, { email: email.data, days });
    if (!extended)
      throw new CliUsageError(
        `No user with the e-mail address ${email.data} whose plan has an end day (a running subscription needs no trial)`,
      );
    ctx.log(`${email.data}: the trial now ends on ${extended.endDay} (${extended.users} user(s) of the company)`);
  },
};

/** Operator: the billing run now (it runs hourly by itself), e.g. after the operator's settings were completed. */
export const invoiceRunCommand: CliCommand = {
  name: 'subscriptions:invoice',
  usage: 'subscriptions:invoice            issue the subscription invoices due by today now',
  async run(ctx) {
    if (!ctx.config.billing) throw new CliUsageError(`Subscription invoices need ${BILLING_NEEDS}`);
    const { issued } = await issueDueSubscriptionInvoices(ctx);
    ctx.log(`${issued} subscription invoice(s) issued`);
  },
};

/**
 * Operator: the pain.008 file of the SEPA debits due by a collection day, for the bank (each debit
 * once, whether this or the daily job takes it first): by hand, e.g. for a later day.
 */
export const sepaDebitsCommand: CliCommand = {
  name: 'sepa:debits',
  usage: 'sepa:debits [YYYY-MM-DD]         the pain.008 file of the debits due by then (default: next SEPA business day)',
  async run(ctx, args) {
    if (!ctx.config.billing || !ctx.config.sepaCreditorId) {
      throw new CliUsageError(`SEPA debits need SEPA_CREDITOR_ID and ${BILLING_NEEDS}`);
    }
    const today = businessToday(ctx.clock);
    const day = args[0] ?? nextCollectionDay(today);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new CliUsageError('Usage: npm run admin -- sepa:debits [YYYY-MM-DD]');
    const problem = collectionDayProblem(day, today);
    if (problem) throw new CliUsageError(problem);
    const written = await exportSepaDebits(ctx, day);
    if (!written) {
      ctx.log(`no SEPA debits due by ${day} to submit`);
      return;
    }
    ctx.log(`${written.count} debit(s), ${(written.totalCents / 100).toFixed(2)} EUR, collected on ${day}: ${written.file}`);
  },
};
