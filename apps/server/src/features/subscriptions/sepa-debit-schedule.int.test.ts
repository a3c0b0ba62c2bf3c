import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { addDays, todayInBerlin } from '@kontor/domain/business-calendar';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/auth-factories';
import type { TestUser } from '../../test/factories';
import { BILLING_OPERATOR_ENV } from '../../test/operator-env';
import { dealerOnTrial, SEPA_MONTHLY_ORDER } from '../../test/subscriptions-factories';
import { useTestContext } from '../../test/test-context';
import { readPain } from './sepa-debits.fixture';
import { issueDueSubscriptionInvoices } from './subscription-invoices.service';
import { sepaDebitsCommand } from './subscriptions.cli';
import { queueSepaDebitFile, sepaDebitFileJob } from './subscriptions.jobs';

// The debit file by itself: the daily tick, run morning by morning over a month by a clock the test
// moves, writes the file of the next collection day on the business day before it, each debit in
// one file only, whatever runs twice or at once, and tells the operator where it is.

const t = useTestContext({ env: BILLING_OPERATOR_ENV });
/** The operator's own address (SUPPORT_EMAIL, the e-mail its invoices name). */
const operatorMail = () => t.ctx.config.billing?.email ?? 'none';

type Written = { on: string; file: string; collectionDate: string; endToEndIds: string[] };

const sepaFolder = () => path.join(t.dataDir, 'sepa');
const filesNow = () => (existsSync(sepaFolder()) ? readdirSync(sepaFolder()).sort() : []);

/** Every file written since `before`, read after it passed the ISO 20022 schema. */
function newFiles(before: string[], on: string): Written[] {
  return filesNow()
    .filter((name) => !before.includes(name))
    .map((name) => {
      const file = path.join(sepaFolder(), name);
      const pain = readPain(file);
      try {
        return {
          on,
          file,
          collectionDate: pain.one('//p:PmtInf/p:ReqdColltnDt')!,
          endToEndIds: pain.all('//p:DrctDbtTxInf/p:PmtId/p:EndToEndId'),
        };
      } finally {
        pain.dispose();
      }
    });
}

async function subscribe(payload: object): Promise<TestUser> {
  const dealer = await dealerOnTrial(t, -1);
  const res = await t.app.inject({ method: 'POST', url: '/api/user/subscriptions/subscribe', headers: dealer.headers, payload });
  expect(res.statusCode).toBe(201);
  return dealer;
}

async function invoiceOf(user: TestUser): Promise<{ number: string; due_on: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/subscriptions/invoices', headers: user.headers });
  const [invoice] = res.json().data.invoices;
  return invoice;
}

/** The job the tick queued, run by the queue's workers to its end. */
async function finished(suuid: string) {
  for (let waited = 0; waited < 20_000; waited += 25) {
    const run = await t.ctx.jobs.status(suuid, null);
    if (run?.status === 'DONE' || run?.status === 'FAILED') return run;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${suuid} did not finish`);
}

const jobContext = { suuid: 'by-hand', companyId: null, progress: async () => undefined };

describe('the daily debit file', () => {
  it('appears on the business day before each collection day, holds each due debit once, and the operator is told', async () => {
    const logs: string[] = [];
    t.ctx.log = (message) => logs.push(message);
    const written: Written[] = [];
    const debits: Record<string, { number: string; due_on: string }> = {};
    let transferInvoice = '';
    const ticked: string[] = [];

    // Monday 1 March 2027 to Wednesday 31 March, each morning at 06:30 in Berlin (05:30 UTC in
    // winter, 07:30 after the clocks change on Easter Sunday, 28 March): the billing run, then the tick.
    for (let day = '2027-03-01'; day <= '2027-03-31'; day = addDays(day, 1)) {
      t.clock.set(new Date(`${day}T05:30:00Z`));
      expect(todayInBerlin(t.ctx.clock.now())).toBe(day);
      const orders: Array<[string, object]> = [];
      if (day === '2027-03-01')
        orders.push(['monday', SEPA_MONTHLY_ORDER], ['transfer', { ...SEPA_MONTHLY_ORDER, payment_type: 'INVOICE' }]);
      if (day === '2027-03-02') orders.push(['tuesday', { ...SEPA_MONTHLY_ORDER, account_holder: 'Jürgen Müller' }]);
      // Due 14 days later, on Easter Monday: the debit moves to the Tuesday after.
      if (day === '2027-03-15') orders.push(['easter', { ...SEPA_MONTHLY_ORDER, account_holder: 'Autohaus Ostern KG' }]);
      const dealers = await Promise.all(orders.map(async ([name, order]) => [name, await subscribe(order)] as const));
      await issueDueSubscriptionInvoices(t.ctx);
      for (const [name, dealer] of dealers) {
        if (name === 'transfer') transferInvoice = (await invoiceOf(dealer)).number;
        else debits[name] = await invoiceOf(dealer);
      }

      const before = filesNow();
      const mailsBefore = mailsTo(t, operatorMail()).length;
      if (day === '2027-03-15') {
        // The tick's job, a second run of it and the operator's command at once: one file.
        const [suuid] = await Promise.all([
          queueSepaDebitFile(t.ctx),
          sepaDebitFileJob(t.ctx).handler({ collectionDate: '2027-03-16' }, jobContext),
          sepaDebitsCommand.run(t.ctx, []),
        ]);
        expect((await finished(suuid!)).status).toBe('DONE');
        ticked.push(day);
      } else {
        const suuid = await queueSepaDebitFile(t.ctx);
        if (suuid) {
          expect((await finished(suuid)).status).toBe('DONE');
          ticked.push(day);
        }
      }
      const today = newFiles(before, day);
      written.push(...today);
      // One mail to the operator per file, naming where it is.
      const mails = mailsTo(t, operatorMail()).slice(mailsBefore);
      if (day === '2027-03-15') {
        // The command logs its file; the mail comes from the job, if the job took the debits first.
        expect(mails.length).toBeLessThanOrEqual(1);
      } else {
        expect(mails).toHaveLength(today.length);
        for (const [index, file] of today.entries()) expect(mails[index]).toContain(file.file);
      }
    }

    expect(debits.monday!.due_on).toBe('2027-03-15');
    expect(debits.tuesday!.due_on).toBe('2027-03-16');
    expect(debits.easter!.due_on).toBe('2027-03-30');

    // A tick on every SEPA business day, none on a weekend, Good Friday or Easter Monday.
    expect(ticked).not.toContain('2027-03-06');
    expect(ticked).not.toContain('2027-03-26');
    expect(ticked).not.toContain('2027-03-29');
    expect(ticked).toHaveLength(21);

    // Friday's file for Monday, Monday's for Tuesday, and before Easter Thursday's for the Tuesday after.
    expect(written.map(({ on, collectionDate, endToEndIds }) => ({ on, collectionDate, endToEndIds }))).toEqual([
      { on: '2027-03-12', collectionDate: '2027-03-15', endToEndIds: [debits.monday!.number] },
      { on: '2027-03-15', collectionDate: '2027-03-16', endToEndIds: [debits.tuesday!.number] },
      { on: '2027-03-25', collectionDate: '2027-03-30', endToEndIds: [debits.easter!.number] },
    ]);
    const submitted = written.flatMap(({ endToEndIds }) => endToEndIds);
    expect(new Set(submitted).size).toBe(submitted.length);
    expect(submitted).not.toContain(transferInvoice);

    // The mail of Friday's file says the day, the count and the sum, and by when the bank needs it.
    const friday = mailsTo(t, operatorMail()).find((mail) => mail.includes(written[0]!.file))!;
    expect(friday).toContain('15.03.2027');
    expect(friday).toContain('1 Lastschrift');
    expect(friday).toContain('12.03.2027');
    // Days with nothing due say so in the log; the files are logged where they are.
    expect(logs).toContain('SEPA debits: nothing due by 2027-03-11, no file written');
    expect(logs.some((line) => line.includes(written[2]!.file))).toBe(true);
    expect(logs).toContain('SEPA debits: 2027-03-27 is no SEPA business day, no file today');
  }, 180_000);

  it('writes nothing twice when the job runs again after it wrote the file', async () => {
    t.clock.set(new Date('2027-04-06T05:30:00Z'));
    const dealer = await subscribe({ ...SEPA_MONTHLY_ORDER, account_holder: 'Autohaus Zweimal GmbH' });
    await issueDueSubscriptionInvoices(t.ctx);
    const { number, due_on } = await invoiceOf(dealer);
    expect(due_on).toBe('2027-04-20');
    // The morning before: the job runs, and runs again (a retry after it wrote the file).
    t.clock.set(new Date('2027-04-19T05:30:00Z'));
    const before = filesNow();
    const mails = mailsTo(t, operatorMail()).length;
    const job = sepaDebitFileJob(t.ctx);

    const first = await job.handler({ collectionDate: due_on }, jobContext);
    const retry = await job.handler({ collectionDate: due_on }, jobContext);

    expect(first).toMatchObject({ file: expect.stringMatching(/\.xml$/) });
    expect(retry).toEqual({ file: null });
    const files = newFiles(before, '2027-04-19');
    expect(files).toHaveLength(1);
    // This debit, and the April debits of the plans ordered in March, each once.
    expect(files[0]!.endToEndIds).toContain(number);
    expect(new Set(files[0]!.endToEndIds).size).toBe(files[0]!.endToEndIds.length);
    expect(mailsTo(t, operatorMail())).toHaveLength(mails + 1);
  });
});
