import { addDays } from '@kontor/domain/business-calendar';
import { translate } from '@kontor/domain/i18n/catalogs';
import { isSepaBusinessDay } from '@kontor/domain/subscription-invoices';
import { z } from 'zod';
import { businessToday } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { defineJob, JobFailure } from '../../platform/jobs/jobs';
import { renderMail } from '../../platform/mail/render-mail';
import { formatDate, formatMoney } from '../document-engine/render/document-formats';
import { collectionDayProblem, type DebitFile, exportSepaDebits, nextCollectionDay } from './sepa-debits';

// The SEPA debit file by itself: each SEPA business day the daily tick queues the file of the debits
// due by the next collection day, so that the operator hands it to the bank the business day before
// (a core debit is submitted D-1). A debit due on a Monday is in Friday's file; on a weekend or a
// TARGET2 holiday nothing is written. The file is written where `sepa:debits` writes it
// (DATA_DIR/sepa), and the operator is told by a log line and a mail to the operator's own address
// (SUPPORT_EMAIL, the e-mail its invoices name). A day with nothing due writes no file and sends no
// mail; it logs that nothing is due.
//
// Each debit goes to the bank once however the job, its retries and the command meet: the export
// locks the debits it takes and marks them submitted in its own transaction, so a second run finds
// none. The log line and the mail come after that commit: a run that died in between is retried,
// finds nothing and says so, and the file stays where it was written; a mail that fails is logged.

export const SEPA_DEBIT_FILE_JOB = 'sepa-debit-file';

const payloadSchema = z.object({ collectionDate: z.iso.date() });

/** The last SEPA business day before `day`: by then a core debit collected on `day` must be at the bank. */
function submissionDeadline(day: string): string {
  let deadline = addDays(day, -1);
  while (!isSepaBusinessDay(deadline)) deadline = addDays(deadline, -1);
  return deadline;
}

/** The mail that tells the operator where the file is; in German, as the installation's mails to the operator are. */
async function tellOperator(ctx: AppContext, written: DebitFile, to: string): Promise<void> {
  const t = (key: string, params: Record<string, string | number> = {}) => translate('de', `mail.sepaDebitFile.${key}`, params);
  const date = formatDate('de', written.collectionDate);
  const mail = renderMail('de', {
    sender: ctx.config.operator,
    subject: t('subject', { date }),
    paragraphs: [
      t(written.count === 1 ? 'intro_one' : 'intro_other', {
        date,
        count: written.count,
        total: formatMoney('de', written.totalCents),
      }),
      [t('file', { file: written.file }), t('messageId', { messageId: written.messageId })].join('\n'),
      t('deadline', { deadline: formatDate('de', submissionDeadline(written.collectionDate)) }),
    ],
  });
  try {
    await ctx.mailer.send({ to, ...mail });
  } catch (error) {
    ctx.log(`SEPA debits: the mail to ${to} about ${written.file} could not be sent: ${String(error)}`);
  }
}

/** Writes the debit file of a collection day (each debit once) and tells the operator; nothing due, no file. */
export function sepaDebitFileJob(ctx: AppContext) {
  return defineJob({
    name: SEPA_DEBIT_FILE_JOB,
    payload: payloadSchema,
    async handler({ collectionDate }) {
      const billing = ctx.config.billing;
      if (!billing || !ctx.config.sepaCreditorId) {
        ctx.log('SEPA debits: no file, SEPA_CREDITOR_ID and the operator’s billing settings are not all set');
        throw new JobFailure('5003');
      }
      // Queued for a day that can no longer be collected (the job waited past it): the next
      // business day's file takes these debits, as it takes every debit due by its day.
      const problem = collectionDayProblem(collectionDate, businessToday(ctx.clock));
      if (problem) {
        ctx.log(`SEPA debits: no file for ${collectionDate}: ${problem}`);
        throw new JobFailure('5003');
      }
      const written = await exportSepaDebits(ctx, collectionDate);
      if (!written) {
        ctx.log(`SEPA debits: nothing due by ${collectionDate}, no file written`);
        return { file: null };
      }
      ctx.log(
        `SEPA debits: ${written.count} debit(s), ${(written.totalCents / 100).toFixed(2)} EUR, collected on ${collectionDate}: ${written.file}`,
      );
      await tellOperator(ctx, written, billing.email);
      return { file: written.file, messageId: written.messageId, count: written.count, totalCents: written.totalCents };
    },
  });
}

/**
 * The daily tick: on a SEPA business day, queues the debit file of the next collection day; its id,
 * or null when there is none to make today (a weekend or holiday, or no creditor settings).
 */
export async function queueSepaDebitFile(ctx: AppContext, today = businessToday(ctx.clock)): Promise<string | null> {
  if (!ctx.config.billing || !ctx.config.sepaCreditorId) return null;
  if (!isSepaBusinessDay(today)) {
    ctx.log(`SEPA debits: ${today} is no SEPA business day, no file today`);
    return null;
  }
  return ctx.jobs.enqueue(sepaDebitFileJob(ctx), { collectionDate: nextCollectionDay(today) }, { companyId: null });
}

export function subscriptionsJobs(ctx: AppContext) {
  return [sepaDebitFileJob(ctx)];
}
