import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { addDays, todayInBerlin } from '@kontor/domain/business-calendar';
import { describe, expect, it } from 'vitest';
import { CliUsageError } from '../../cli-commands';
import { createCompany, createUser, type TestUser } from '../../test/factories';
import { BILLING_OPERATOR_ENV } from '../../test/operator-env';
import { useTestContext } from '../../test/test-context';
import { berlinDateTime } from '@kontor/domain/business-calendar';
import { collectionDayProblem, exportSepaDebits, nextCollectionDay, sepaText } from './sepa-debits';
import { painXsdErrors, readPain } from './sepa-debits.fixture';
import { issueDueSubscriptionInvoices } from './subscription-invoices.service';
import { sepaDebitsCommand } from './subscriptions.cli';

// The SEPA debits of the subscription invoices as a pain.008 file for the operator's bank: every debit
// due by the collection day, once, with the mandate it is collected under.

const CREDITOR_ID = BILLING_OPERATOR_ENV.SEPA_CREDITOR_ID;
const OPERATOR_IBAN = BILLING_OPERATOR_ENV.OPERATOR_IBAN;
const t = useTestContext({ env: BILLING_OPERATOR_ENV });

const today = () => todayInBerlin(t.ctx.clock.now());

async function subscriber(order: object): Promise<TestUser> {
  const company = await createCompany(t);
  const user = await createUser(t, { companyId: company.id, subscriptionEndDay: addDays(today(), -1) });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/subscriptions/subscribe',
    headers: user.headers,
    payload: order,
  });
  expect(res.statusCode).toBe(201);
  return user;
}
const sepa = (holder: string, iban: string) => ({
  plan_name: 'MONTHLY',
  price: 4900,
  payment_type: 'SEPA',
  account_holder: holder,
  iban,
  mandate_accepted: true,
});
const invoicesOf = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/subscriptions/invoices', headers: user.headers })).json().data
    .invoices as Array<{ number: string; due_on: string }>;

describe('the pain.008 file', () => {
  it('collects every SEPA invoice due by the day once, under its mandate, and none paid by transfer; valid by the ISO schema', async () => {
    const sonne = await subscriber(sepa('Autohaus Sonne GmbH & Co. KG', 'DE89 3704 0044 0532 0130 00'));
    const mueller = await subscriber(sepa('Jürgen Müller', 'DE02 5001 0517 0137 0750 30'));
    await subscriber({ plan_name: 'MONTHLY', price: 4900, payment_type: 'INVOICE' });
    await issueDueSubscriptionInvoices(t.ctx, today());
    const [sonneInvoice] = await invoicesOf(sonne);
    const [muellerInvoice] = await invoicesOf(mueller);
    const day = sonneInvoice!.due_on;

    const written = await exportSepaDebits(t.ctx, day);
    expect(written).toMatchObject({ count: 2, totalCents: 2 * 5831, collectionDate: day });
    expect(path.dirname(written!.file)).toBe(path.join(t.dataDir, 'sepa'));
    expect(readdirSync(path.dirname(written!.file))).toEqual([path.basename(written!.file)]);

    // readPain refuses a file the ISO 20022 pain.008.001.08 schema does not take.
    const pain = readPain(written!.file);
    try {
      expect(pain.one('//p:GrpHdr/p:MsgId')).toBe(written!.messageId);
      // The creation time with Berlin's offset, so the bank reads the moment meant.
      const created = pain.one('//p:GrpHdr/p:CreDtTm');
      expect(created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
      expect(created).toBe(berlinDateTime(t.ctx.clock.now()));
      // Identifiers are Max35Text in ISO 20022.
      for (const id of pain.all('//p:MsgId | //p:PmtInfId | //p:InstrId | //p:EndToEndId | //p:MndtId'))
        expect(id.length, id).toBeLessThanOrEqual(35);
      expect(pain.one('//p:GrpHdr/p:NbOfTxs')).toBe('2');
      expect(pain.one('//p:GrpHdr/p:CtrlSum')).toBe('116.62');
      expect(pain.one('//p:PmtInf/p:PmtMtd')).toBe('DD');
      expect(pain.one('//p:PmtInf/p:PmtTpInf/p:LclInstrm/p:Cd')).toBe('CORE');
      expect(pain.one('//p:PmtInf/p:PmtTpInf/p:SeqTp')).toBe('RCUR');
      expect(pain.one('//p:PmtInf/p:ReqdColltnDt')).toBe(day);
      expect(pain.one('//p:PmtInf/p:Cdtr/p:Nm')).toBe('Kontor Software GmbH');
      expect(pain.one('//p:PmtInf/p:CdtrAcct/p:Id/p:IBAN')).toBe(OPERATOR_IBAN);
      expect(pain.one('//p:PmtInf/p:CdtrSchmeId//p:Othr/p:Id')).toBe(CREDITOR_ID);
      expect(pain.all('//p:DrctDbtTxInf/p:PmtId/p:EndToEndId').sort()).toEqual(
        [sonneInvoice!.number, muellerInvoice!.number].sort(),
      );
      expect(pain.all('//p:DrctDbtTxInf/p:InstdAmt')).toEqual(['58.31', '58.31']);
      expect(pain.all('//p:DrctDbtTxInf/p:Dbtr/p:Nm').sort()).toEqual(['Autohaus Sonne GmbH + Co. KG', 'Juergen Mueller']);
      expect(pain.all('//p:DrctDbtTxInf/p:DbtrAcct/p:Id/p:IBAN').sort()).toEqual([
        'DE02500105170137075030',
        'DE89370400440532013000',
      ]);
      expect(pain.all('//p:DrctDbtTxInf//p:MndtRltdInf/p:MndtId').every((id) => /^KONTOR-\d{6}$/.test(id))).toBe(true);
      expect(pain.all('//p:DrctDbtTxInf//p:MndtRltdInf/p:DtOfSgntr')).toEqual([today(), today()]);
      expect(pain.one('//p:DrctDbtTxInf[p:PmtId/p:EndToEndId = "' + sonneInvoice!.number + '"]/p:RmtInf/p:Ustrd')).toContain(
        sonneInvoice!.number,
      );
    } finally {
      pain.dispose();
    }

    // Submitted once: the next file has none of them.
    expect(await exportSepaDebits(t.ctx, day)).toBeNull();
  });

  it('leaves a debit due later for a later file', async () => {
    await subscriber(sepa('Autohaus Regen GmbH', 'DE89 3704 0044 0532 0130 00'));
    await issueDueSubscriptionInvoices(t.ctx, today());
    expect(await exportSepaDebits(t.ctx, nextCollectionDay(today()))).toBeNull();
  });

  it('refuses a collection day before the next SEPA business day, and writes nothing', async () => {
    expect(collectionDayProblem(today(), today())).toMatch(/SEPA business day/);
    expect(collectionDayProblem('2027-12-25', '2027-12-20')).toMatch(/SEPA business day/);
    expect(collectionDayProblem('2027-12-27', '2027-12-20')).toBeNull();
    await expect(exportSepaDebits(t.ctx, today())).rejects.toThrow(/SEPA business day/);
    await expect(sepaDebitsCommand.run(t.ctx, ['27.12.2027'])).rejects.toBeInstanceOf(CliUsageError);
    await expect(sepaDebitsCommand.run(t.ctx, [today()])).rejects.toBeInstanceOf(CliUsageError);
    expect(existsSync(path.join(t.dataDir, 'sepa')) ? readdirSync(path.join(t.dataDir, 'sepa')) : []).toHaveLength(1);
  });
});

describe('the ISO 20022 schema check', () => {
  it('takes the file as written and rejects it broken: a field missing, a code or a date-time wrong, an id too long', async () => {
    const user = await subscriber(sepa('Autohaus Wind GmbH', 'DE89 3704 0044 0532 0130 00'));
    await issueDueSubscriptionInvoices(t.ctx, today());
    const [invoice] = await invoicesOf(user);
    const written = await exportSepaDebits(t.ctx, invoice!.due_on);
    const { xml, dispose } = readPain(written!.file);
    dispose();
    expect(painXsdErrors(xml)).toEqual([]);

    const broken: Array<[string, (xml: string) => string, RegExp]> = [
      ['no message id', (x) => x.replace(/<MsgId>[^<]*<\/MsgId>/, ''), /CreDtTm.*not expected/],
      ['an unknown sequence type', (x) => x.replace('<SeqTp>RCUR</SeqTp>', '<SeqTp>ONCE</SeqTp>'), /SeqTp/],
      ['a creation time without a time', (x) => x.replace(/<CreDtTm>(\d{4}-\d{2}-\d{2})T[^<]*</, '<CreDtTm>$1<'), /CreDtTm/],
      [
        'an end-to-end id of 36 characters',
        (x) => x.replace(/<EndToEndId>[^<]*</, `<EndToEndId>${'A'.repeat(36)}<`),
        /EndToEndId/,
      ],
      [
        'an amount with three decimals',
        (x) => x.replace(/<InstdAmt Ccy="EUR">[^<]*</, '<InstdAmt Ccy="EUR">58.3100001<'),
        /InstdAmt/,
      ],
    ];
    for (const [what, breakIt, complaint] of broken) {
      const bad = breakIt(xml);
      expect(bad, what).not.toBe(xml);
      const errors = painXsdErrors(bad);
      expect(errors.length, what).toBeGreaterThan(0);
      expect(errors.join('\n'), what).toMatch(complaint);
    }
  });

  it('writes the creation time as Berlin time with its offset, in winter and in summer', () => {
    expect(berlinDateTime(new Date('2027-01-05T08:00:00Z'))).toBe('2027-01-05T09:00:00+01:00');
    expect(berlinDateTime(new Date('2027-07-05T22:30:15Z'))).toBe('2027-07-06T00:30:15+02:00');
  });
});

describe('sepaText', () => {
  it('writes umlauts out, drops accents and what the SEPA character set lacks, and cuts to the length', () => {
    expect(sepaText('Müller & Söhne Straße', 70)).toBe('Mueller + Soehne Strasse');
    expect(sepaText('Škoda Čepek — Nr. 5 *', 70)).toBe('Skoda Cepek Nr. 5');
    expect(sepaText('A'.repeat(80), 70)).toHaveLength(70);
  });
});
