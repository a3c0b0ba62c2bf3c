import { BUCHUNGSSTAPEL_COLUMNS, encodeCp1252 } from '@kontor/domain/datev-format';
import { translate } from '@kontor/domain/i18n/catalogs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/customers-factories';
import {
  datevBalances as balances,
  datevExport,
  datevField as field,
  DATEV_JUNE as JUNE,
  DATEV_SETTINGS as SETTINGS,
  readDatevZip,
  saveDatevSettings,
  unquote,
} from '../../test/datev-export';
import { generateAndWait, sellableVehicle, waitForGeneration } from '../../test/documents-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import { dataOf, errorOf } from '../../test/responses';
import { useTestContext } from '../../test/test-context';

// The DATEV export through the HTTP API against real PostgreSQL and the real document jobs: the
// EXTF file's header, columns, encoding and sums, the PDFs in the ZIP, the refusals, the settings,
// and that a company exports only its own bookings.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;

type Issued = { vehicleId: string; number: string; gross: number };

/** A sale to a new customer with its invoice issued. */
async function soldTo(user: CompanyUser, customer: object, gross = 2_380_000): Promise<Issued> {
  const { vehicleId } = await sellableVehicle(t, { user, customer, trade: { grossPrice: gross } });
  const invoice = await generateAndWait(t, { user, vehicleId, type: 'INVOICE' });
  expect(invoice.status).toBe('DONE');
  return { vehicleId, number: (invoice.result as { number: string }).number, gross };
}

/** A service invoice of one line (net 1.000,00 €, 19 % VAT) to a business customer, issued. */
async function serviceInvoice(user: CompanyUser): Promise<Issued & { tradeId: string }> {
  const customer = await createCustomer(t, user.companyId, { type: 'BUSINESS', companyName: 'Spedition Rhein GmbH' });
  const created = await callAs(t, 'POST /api/user/service-invoices/trades/INVOICE', {
    user,
    body: {
      customerId: customer.id,
      make: 'MAN',
      model: 'TGE',
      lines: [{ description: 'Inspektion', quantity: 1, unitPrice: 100_000 }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const tradeId = dataOf(created).id as string;
  const started = await callAs(t, `POST /api/user/service-invoices/trades/${tradeId}/documents/generate/INVOICE`, {
    user,
    body: {},
  });
  expect(started.statusCode, started.body).toBe(202);
  const done = await waitForGeneration(t, { user, suuid: started.json().data.suuid as string });
  expect(done.status).toBe('DONE');
  return { vehicleId: '', tradeId, number: (done.result as { number: string }).number, gross: 119_000 };
}

const saveSettings = (user: CompanyUser, body: object = SETTINGS) => saveDatevSettings(t, user, body);
const exportOf = (user: CompanyUser, query: string, locale = 'de') => datevExport(t, { user, query, locale });
const exported = async (user: CompanyUser, query = `${JUNE}&chart=SKR03`) => readDatevZip(await exportOf(user, query));

let kept: Issued;
let canceled: Issued;
let cancellationNumber: string;
let service: Issued;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
  kept = await soldTo(dealer, { firstName: 'Jürgen', lastName: 'Müller' });
  canceled = await soldTo(dealer, { firstName: 'Anna', lastName: 'Storno' }, 1_190_000);
  const started = await callAs(t, `POST /api/user/vehicles/${canceled.vehicleId}/shtorno`, {
    user: dealer,
    body: { reason: 'Rücktritt' },
  });
  expect(started.statusCode, started.body).toBe(202);
  const done = await waitForGeneration(t, { user: dealer, suuid: started.json().data.suuid as string });
  cancellationNumber = (done.result as { number: string }).number;
  service = await serviceInvoice(dealer);
});

describe('the DATEV settings', () => {
  it('answers the defaults, saves valid numbers, refuses invalid ones at their fields, and stays the company’s own', async () => {
    expect(dataOf(await callAs(t, 'GET /api/user/exports/datev/settings', { user: dealer }))).toEqual({
      adviser_number: null,
      client_number: null,
      fiscal_year_start_month: 1,
      accounts: [],
    });
    const refused = await saveSettings(dealer, {
      ...SETTINGS,
      adviserNumber: 1000,
      clientNumber: 100_000,
      accounts: [{ chart: 'SKR03', accountCase: 'MARGIN', account: '81' }],
    });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).fields).toEqual({ adviser_number: '9594', client_number: '9595', 'accounts.0.account': '9598' });
    const saved = await saveSettings(dealer, {
      ...SETTINGS,
      accounts: [
        { chart: 'SKR03', accountCase: 'REVENUE_19', account: '8400' },
        { chart: 'SKR04', accountCase: 'MARGIN', account: '4137' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // An account equal to its default is not kept: it follows the default.
    expect(dataOf(saved)).toMatchObject({
      adviser_number: 29098,
      accounts: [{ chart: 'SKR04', account_case: 'MARGIN', account: '4137' }],
    });
    expect(dataOf(await callAs(t, 'GET /api/user/exports/datev/settings', { user: rival }))).toMatchObject({
      adviser_number: null,
    });
  });
});

describe('the EXTF Buchungsstapel', () => {
  it('has the 31 header fields and the 125 columns of format 13, in Windows-1252 with CRLF', async () => {
    await saveSettings(dealer);
    const { csvName, bytes, text, lines } = await exported(dealer);
    expect(csvName).toBe('EXTF_Buchungsstapel_2026-06-01_2026-06-30.csv');
    const header = lines[0]!.split(';');
    expect(header).toHaveLength(31);
    expect(header.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    expect(header[5]).toMatch(/^20260615\d{9}$/);
    expect(header.slice(10, 16)).toEqual(['29098', '55003', '20260101', '4', '20260601', '20260630']);
    expect(header[21]).toBe('"EUR"');
    expect(header[26]).toBe('"03"');
    expect(lines[1]).toBe(BUCHUNGSSTAPEL_COLUMNS.join(';'));
    expect(lines[1]!.split(';')).toHaveLength(125);
    // Every line ends with CRLF, no bare LF; decoding and encoding again gives the same bytes.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(Buffer.from(encodeCp1252(text)).equals(Buffer.from(bytes))).toBe(true);
    // "Müller" is written with ü as the single byte 0xFC.
    expect(Buffer.from(bytes).includes(Buffer.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]))).toBe(true);
  });

  it('books each invoice on the customer’s debtor and 8400 (4400 in SKR04); a cancellation reverses its invoice to zero', async () => {
    const { rows } = await exported(dealer);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toHaveLength(125);
    const byNumber = new Map(rows.map((row) => [unquote(field(row, 'Belegfeld 1')), row]));
    const keptRow = byNumber.get(kept.number)!;
    expect(field(keptRow, 'Umsatz (ohne Soll/Haben-Kz)')).toBe('23800,00');
    expect(field(keptRow, 'Soll/Haben-Kennzeichen')).toBe('"S"');
    expect(field(keptRow, 'Belegdatum')).toBe('1506');
    expect(field(keptRow, 'Buchungstext')).toBe('"Jürgen Müller"');
    const reversal = byNumber.get(cancellationNumber)!;
    expect(field(reversal, 'Soll/Haben-Kennzeichen')).toBe('"H"');
    expect(unquote(field(reversal, 'Belegfeld 2'))).toBe(canceled.number);
    const original = byNumber.get(canceled.number)!;
    expect(field(reversal, 'Konto')).toBe(field(original, 'Konto'));
    expect(field(reversal, 'Gegenkonto (ohne BU-Schlüssel)')).toBe(field(original, 'Gegenkonto (ohne BU-Schlüssel)'));

    const sums = balances(rows);
    const debtor = (number: string) => field(byNumber.get(number)!, 'Konto');
    expect(new Set([debtor(kept.number), debtor(canceled.number), debtor(service.number)]).size).toBe(3);
    for (const number of [kept.number, canceled.number, service.number])
      expect(Number(debtor(number))).toBeGreaterThanOrEqual(10_000);
    expect(sums.get(debtor(kept.number))).toBe(kept.gross);
    expect(sums.get(debtor(canceled.number))).toBe(0);
    expect(sums.get(debtor(service.number))).toBe(service.gross);
    expect(sums.get('8400')).toBe(-(kept.gross + service.gross));

    // The debtor accounts stay what they were given; the chart changes the revenue account only.
    const again = await exported(dealer, `${JUNE}&chart=SKR04`);
    const againByNumber = new Map(again.rows.map((row) => [unquote(field(row, 'Belegfeld 1')), row]));
    expect(field(againByNumber.get(kept.number)!, 'Konto')).toBe(debtor(kept.number));
    expect(balances(again.rows).get('4400')).toBe(-(kept.gross + service.gross));
    expect(again.lines[0]!.split(';')[26]).toBe('"04"');
  });

  it('holds every invoice and cancellation PDF of the period, named by its Belegfeld 1', async () => {
    const { entries } = await exported(dealer);
    const pdfs = Object.keys(entries).filter((name) => name.endsWith('.pdf'));
    expect(pdfs.sort()).toEqual([kept.number, canceled.number, cancellationNumber, service.number].map((n) => `${n}.pdf`).sort());
    for (const name of pdfs) expect(Buffer.from(entries[name]!.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('leaves out what lies outside the period', async () => {
    const { rows, entries } = await exported(dealer, 'from=2026-07-01&to=2026-07-31&chart=SKR03');
    expect(rows).toHaveLength(0);
    expect(Object.keys(entries)).toEqual(['EXTF_Buchungsstapel_2026-07-01_2026-07-31.csv']);
  });
});

describe('refusals', () => {
  it.each([
    ['from=2026-01-01&to=2027-01-01&chart=SKR03', 'to', '9592'],
    ['from=2026-06-30&to=2026-06-01&chart=SKR03', 'to', '9591'],
    ['from=2026-02-30&to=2026-03-31&chart=SKR03', 'from', '9590'],
    ['from=2026-06-01&to=2026-06-30&chart=SKR99', 'chart', '5015'],
  ])('%s → 422 at %s (%s), in German and English', async (query, name, code) => {
    for (const locale of ['de', 'en'] as const) {
      const answer = await exportOf(dealer, query, locale);
      expect(answer.statusCode).toBe(422);
      expect(errorOf(answer).fields).toEqual({ [name]: code });
      if (code !== '5015') expect(errorOf(answer).message).toBe(translate(locale, `errors.${code}`));
    }
  });

  it('refuses a period across two fiscal years', async () => {
    await saveSettings(dealer, { ...SETTINGS, fiscalYearStartMonth: 7 });
    const answer = await exportOf(dealer, 'from=2026-06-01&to=2026-07-31&chart=SKR03');
    expect(answer.statusCode).toBe(422);
    expect(errorOf(answer).fields).toEqual({ to: '9593' });
    await saveSettings(dealer);
  });

  it('names the missing adviser and client number', async () => {
    const answer = await exportOf(rival, `${JUNE}&chart=SKR03`, 'en');
    expect(answer.statusCode).toBe(422);
    expect(errorOf(answer)).toMatchObject({
      code: '9596',
      message: translate('en', 'errors.9596'),
      fields: { adviser_number: '9596', client_number: '9597' },
    });
  });
});

describe('company isolation', () => {
  it('exports only the company’s own bookings and PDFs', async () => {
    await saveSettings(rival, { ...SETTINGS, adviserNumber: 1001, clientNumber: 1 });
    const rivalSale = await soldTo(rival, { firstName: 'Rita', lastName: 'Rival' });
    const own = await exported(rival);
    expect(own.rows.map((row) => unquote(field(row, 'Belegfeld 1')))).toEqual([rivalSale.number]);
    expect(Object.keys(own.entries).filter((name) => name.endsWith('.pdf'))).toEqual([`${rivalSale.number}.pdf`]);
    expect(own.text).not.toContain('Müller');
    const dealers = await exported(dealer);
    expect(dealers.text).not.toContain('Rival');
    expect(dealers.rows).toHaveLength(4);
  });
});
