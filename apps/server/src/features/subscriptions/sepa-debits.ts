import { addDays, berlinDateTime, berlinDayOf } from '@kontor/domain/business-calendar';
import { isSepaBusinessDay } from '@kontor/domain/subscription-invoices';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Document as SepaDocument } from 'sepa';
import { businessToday } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { createSubscriptionInvoicesRepository } from './subscription-invoices.repository';

// The debits of the SEPA invoices for the operator's bank, submitted as pain.008 XML: one SEPA core
// direct-debit file (pain.008.001.08, the version German banks take since November 2023) of every
// invoice due by the collection day and not submitted before, written under DATA_DIR/sepa and
// marked submitted in the same transaction, so a debit goes to the bank once. Every debit is RCUR:
// since the EPC rulebook of November 2016 a first debit need not be FRST, and one sequence type
// keeps a mandate's catch-up debits of several periods in one file valid.

/** The first day a debit submitted today can be collected: the next SEPA business day after today. */
export function nextCollectionDay(today: string): string {
  let day = addDays(today, 1);
  while (!isSepaBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** Why `day` cannot be a collection day for debits submitted today, or null when it can. */
export function collectionDayProblem(day: string, today: string): string | null {
  const earliest = nextCollectionDay(today);
  if (day >= earliest && isSepaBusinessDay(day)) return null;
  return `the collection day must be a SEPA business day from ${earliest} on (a core debit is submitted a business day ahead)`;
}

/** The library writes CreDtTm as the server's local time without offset: written again, with Berlin's. */
function withCreationTime(xml: string, created: Date): string {
  const pattern = /<CreDtTm>[^<]*<\/CreDtTm>/g;
  if (xml.match(pattern)?.length !== 1) throw new Error('a pain.008 group header has one CreDtTm');
  return xml.replace(pattern, `<CreDtTm>${berlinDateTime(created)}</CreDtTm>`);
}

/** A calendar day as the sepa library wants it: a Date whose local calendar day is that day. */
const localDay = (iso: string) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

const TRANSLITERATED: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss', '&': '+' };

/**
 * A text in the SEPA character set (letters, digits and / - ? : ( ) . , ' + and space), at most
 * `max` characters: umlauts written out as German banks do, other accents dropped, the rest a space.
 */
export function sepaText(value: string, max: number): string {
  const written = value
    .replace(/[äöüÄÖÜß&]/g, (c) => TRANSLITERATED[c]!)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return written
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

export type DebitFile = { file: string; messageId: string; count: number; totalCents: number; collectionDate: string };

/**
 * Writes the pain.008 file of the debits due by `collectionDate` (not before the next collection
 * day) and marks them submitted; null when there is none to submit. Needs the operator's account
 * and creditor identifier.
 */
export async function exportSepaDebits(ctx: AppContext, collectionDate: string): Promise<DebitFile | null> {
  const billing = ctx.config.billing;
  const creditorId = ctx.config.sepaCreditorId;
  if (!billing || !creditorId)
    throw new Error('SEPA debits need OPERATOR_IBAN, OPERATOR_VAT_ID, OPERATOR_ADDRESS and SEPA_CREDITOR_ID');
  const problem = collectionDayProblem(collectionDate, businessToday(ctx.clock));
  if (problem) throw new Error(problem);
  const now = ctx.clock.now();
  const messageId = `KONTOR-${collectionDate.replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
  const folder = path.join(ctx.config.dataDir, 'sepa');
  const file = path.join(folder, `${messageId}.xml`);
  let written = false;
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const repository = createSubscriptionInvoicesRepository(tx);
      const debits = await repository.debitsToSubmit(collectionDate);
      if (debits.length === 0) return null;

      const doc = new SepaDocument('pain.008.001.08');
      doc.grpHdr.id = messageId;
      doc.grpHdr.created = now;
      doc.grpHdr.initiatorName = sepaText(ctx.config.operatorName, 70);
      const info = doc.createPaymentInfo();
      info.collectionDate = localDay(collectionDate);
      info.creditorIBAN = billing.iban;
      info.creditorBIC = billing.bic ?? '';
      info.creditorName = sepaText(ctx.config.operatorName, 70);
      info.creditorId = creditorId;
      info.localInstrumentation = 'CORE';
      info.sequenceType = 'RCUR';
      info.batchBooking = true;
      // The library prefixes the message id (PmtInfId MsgId.1, InstrId MsgId.1.n): all within ISO 20022's 35 characters.
      info.id = '1';
      doc.addPaymentInfo(info);
      let totalCents = 0;
      for (const { invoice, mandate } of debits) {
        const transaction = info.createTransaction();
        transaction.debtorName = sepaText(mandate.accountHolder ?? mandate.debtorName ?? '', 70);
        transaction.debtorIBAN = mandate.iban!;
        transaction.debtorBIC = mandate.bic ?? '';
        transaction.mandateId = mandate.mandateReference!;
        transaction.mandateSignatureDate = localDay(berlinDayOf(mandate.mandateSignedAt!));
        transaction.amount = invoice.grossCents / 100;
        transaction.end2endId = invoice.number;
        transaction.remittanceInfo = sepaText(
          `Kontor Rechnung ${invoice.number} Zeitraum ${invoice.periodStart} bis ${invoice.periodEnd}`,
          140,
        );
        info.addTransaction(transaction);
        totalCents += invoice.grossCents;
      }
      await mkdir(folder, { recursive: true });
      // Into place by rename: a bank upload watching the folder never takes half a file.
      await writeFile(`${file}.part`, withCreationTime(doc.toString(), now));
      await rename(`${file}.part`, file);
      written = true;
      await repository.markDebitsSubmitted(
        debits.map(({ invoice }) => invoice.id),
        { messageId, now },
      );
      return { file, messageId, count: debits.length, totalCents, collectionDate };
    });
  } catch (error) {
    // Not marked submitted, so the file must not reach the bank either.
    if (written) await rm(file, { force: true });
    throw error;
  }
}
