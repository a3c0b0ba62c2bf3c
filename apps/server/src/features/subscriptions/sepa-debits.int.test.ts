import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { addDays, todayInBerlin } from '@kontor/domain/business-calendar';
import { XmlDocument } from 'libxml2-wasm';
import { describe, expect, it } from 'vitest';
import { CliUsageError } from '../../cli-commands';
import { createCompany, createUser, type TestUser } from '../../test/factories';
import { BILLING_OPERATOR_ENV } from '../../test/operator-env';
import { useTestContext } from '../../test/test-context';
import { collectionDayProblem, exportSepaDebits, nextCollectionDay, sepaText } from './sepa-debits';
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

const PAIN = { p: 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.08' };
function readPain(file: string) {
  const doc = XmlDocument.fromString(readFileSync(file, 'utf8'));
  const all = (xpath: string) => doc.find(xpath, PAIN).map((node) => node.content);
  return { all, one: (xpath: string) => all(xpath)[0] ?? null, dispose: () => doc.dispose() };
}

describe('the pain.008 file', () => {
  it('collects every SEPA invoice due by the day once, under its mandate, and none paid by transfer', async () => {
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

    const pain = readPain(written!.file);
    try {
      expect(pain.one('//p:GrpHdr/p:MsgId')).toBe(written!.messageId);
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

describe('sepaText', () => {
  it('writes umlauts out, drops accents and what the SEPA character set lacks, and cuts to the length', () => {
    expect(sepaText('Müller & Söhne Straße', 70)).toBe('Mueller + Soehne Strasse');
    expect(sepaText('Škoda Čepek — Nr. 5 *', 70)).toBe('Skoda Cepek Nr. 5');
    expect(sepaText('A'.repeat(80), 70)).toHaveLength(70);
  });
});
