import { translate } from '@kontor/domain/i18n/catalogs';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForJob } from '../../test/company-factories';
import { createCustomer } from '../../test/customers-factories';
import {
  byBeleg,
  datevBalances as balances,
  datevExport,
  datevField as field,
  DATEV_JUNE as JUNE,
  readDatevZip,
  saveDatevSettings,
  unquote,
} from '../../test/datev-export';
import { generateAndWait, waitForGeneration } from '../../test/documents-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import { postFiles, sampleFiles } from '../../test/multipart';
import { useTestContext } from '../../test/test-context';
import { addVehicle } from '../../test/vehicles-factories';

// The DATEV export's purchases through the HTTP API against real PostgreSQL and the real document
// jobs: a business seller's invoice booked on Wareneingang against the seller's creditor account, its
// uploaded invoice in the ZIP, the purchases it cannot book named in the ZIP, and company isolation.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;

const BUSINESS = { type: 'BUSINESS', passport: null, passportFrom: null, passportExpired: null } as const;

/** Uploads a PDF as a document of the vehicle and answers its id. */
async function upload(user: CompanyUser, vehicleId: string, content: Buffer): Promise<string> {
  const started = await postFiles(t, `/api/user/vehicles/${vehicleId}/upload-documents`, {
    headers: user.headers,
    field: 'document',
    files: [{ filename: 'rechnung-verkaeufer.pdf', content }],
  });
  expect(started.statusCode, started.body).toBe(202);
  const { data } = await waitForJob(
    t,
    `/api/user/vehicles/uploading-documents-status/${started.json().data.suuid}`,
    user.headers,
  );
  return (data as { result: { document_ids: string[] } }).result.document_ids[0]!;
}

type Bought = { vehicleId: string; vinCode: string };

/** A vehicle bought with its contract made (the purchase finished); `invoice` the seller's invoice fields. */
async function bought(user: CompanyUser, body: Record<string, unknown>, { withUpload = false } = {}): Promise<Bought> {
  const vinCode = `WVWZZZ1KZ6W${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const vehicleId = await addVehicle(t, user.companyId, { make: 'Volkswagen', model: 'Golf', vinCode });
  const sellerInvoiceDocumentId = withUpload ? await upload(user, vehicleId, sampleFiles.pdf) : null;
  const saved = await callAs(t, `POST /api/user/vehicles/${vehicleId}/trades/BUYING/CONTRACT`, {
    user,
    body: { ...body, ...(sellerInvoiceDocumentId ? { sellerInvoiceDocumentId } : {}) },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await generateAndWait(t, { user, vehicleId, type: 'CONTRACT', orderType: 'BUYING' })).status).toBe('DONE');
  return { vehicleId, vinCode };
}

async function exported(user: CompanyUser, { chart = 'SKR03', locale = 'de' } = {}) {
  return readDatevZip(await datevExport(t, { user, query: `${JUNE}&chart=${chart}`, locale }));
}

let withVat: Bought;
let withoutNumber: Bought;
let fromPrivate: Bought;
let canceled: Bought;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
  for (const user of [dealer, rival]) expect((await saveDatevSettings(t, user)).statusCode).toBe(200);
  const regular = await createCustomer(t, dealer.companyId, {
    ...BUSINESS,
    companyName: 'Autohaus Süd GmbH',
    vatId: 'DE136695976',
  });
  const margin = await createCustomer(t, dealer.companyId, { ...BUSINESS, companyName: 'Gebrauchtwagen West KG' });
  const privateSeller = await createCustomer(t, dealer.companyId, { firstName: 'Max', lastName: 'Verkäufer' });
  const invoice = (number: string | null, date: string | null) => ({ sellerInvoiceNumber: number, sellerInvoiceDate: date });
  withVat = await bought(
    dealer,
    { customerId: regular.id, grossPrice: 1_190_000, vat: true, vatRate: 19, ...invoice('ER 2026/0417', '2026-06-10') },
    { withUpload: true },
  );
  await bought(dealer, { customerId: margin.id, grossPrice: 800_000, vat: false, ...invoice('G-77', '2026-06-12') });
  withoutNumber = await bought(dealer, {
    customerId: regular.id,
    grossPrice: 595_000,
    vat: true,
    vatRate: 19,
    ...invoice(null, '2026-06-11'),
  });
  fromPrivate = await bought(dealer, { customerId: privateSeller.id, grossPrice: 450_000, vat: false });
  canceled = await bought(dealer, { customerId: margin.id, grossPrice: 300_000, vat: false, ...invoice('G-99', '2026-06-13') });
  const started = await callAs(t, `POST /api/user/vehicles/${canceled.vehicleId}/shtorno`, {
    user: dealer,
    body: { reason: 'Rücktritt', orderType: 'BUYING' },
  });
  expect(started.statusCode, started.body).toBe(202);
  expect((await waitForGeneration(t, { user: dealer, suuid: started.json().data.suuid as string })).status).toBe('DONE');
});

describe('the purchases in the DATEV export', () => {
  it('books a business seller’s invoice with VAT on 3400 and a § 25a one on 3200, each against the seller’s creditor', async () => {
    const { rows } = await exported(dealer);
    const rowOf = byBeleg(rows);
    // The canceled purchase (G-99) never became one: not booked, and not listed as not booked either.
    expect([...rowOf.keys()].sort()).toEqual(['ER2026/0417', 'G-77']);
    const regular = rowOf.get('ER2026/0417')!;
    expect(field(regular, 'Gegenkonto (ohne BU-Schlüssel)')).toBe('3400');
    expect(field(regular, 'Soll/Haben-Kennzeichen')).toBe('"H"');
    expect(field(regular, 'Umsatz (ohne Soll/Haben-Kz)')).toBe('11900,00');
    expect(field(regular, 'Belegdatum')).toBe('1006');
    expect(field(regular, 'BU-Schlüssel')).toBe('');
    expect(field(regular, 'Buchungstext')).toBe('"Autohaus Süd GmbH"');
    const margin = rowOf.get('G-77')!;
    expect(field(margin, 'Gegenkonto (ohne BU-Schlüssel)')).toBe('3200');
    expect(field(margin, 'Belegdatum')).toBe('1206');
    const creditors = [field(regular, 'Konto'), field(margin, 'Konto')].map(Number);
    expect(new Set(creditors).size).toBe(2);
    for (const creditor of creditors) expect(creditor).toBeGreaterThanOrEqual(70_000);
    for (const creditor of creditors) expect(creditor).toBeLessThan(99_999);

    // The sums per account: the creditor owes the gross price, Wareneingang holds it.
    const sums = balances(rows);
    expect(sums.get(field(regular, 'Konto'))).toBe(-1_190_000);
    expect(sums.get(field(margin, 'Konto'))).toBe(-800_000);
    expect(sums.get('3400')).toBe(1_190_000);
    expect(sums.get('3200')).toBe(800_000);
  });

  it('keeps each seller’s creditor account from one export to the next; SKR04 books 5400 and 5200', async () => {
    const first = byBeleg((await exported(dealer)).rows);
    const again = byBeleg((await exported(dealer, { chart: 'SKR04' })).rows);
    for (const beleg of ['ER2026/0417', 'G-77'])
      expect(field(again.get(beleg)!, 'Konto')).toBe(field(first.get(beleg)!, 'Konto'));
    expect(field(again.get('ER2026/0417')!, 'Gegenkonto (ohne BU-Schlüssel)')).toBe('5400');
    expect(field(again.get('G-77')!, 'Gegenkonto (ohne BU-Schlüssel)')).toBe('5200');
  });

  it('holds the seller’s uploaded invoice, named by its Belegfeld 1', async () => {
    const { entries } = await exported(dealer);
    expect(Buffer.from(entries['ER2026_0417.pdf']!).equals(sampleFiles.pdf)).toBe(true);
    expect(Object.keys(entries).filter((name) => name.endsWith('.pdf'))).toEqual(['ER2026_0417.pdf']);
  });

  it('names each purchase it could not book and why, in the request’s language', async () => {
    const german = await exported(dealer);
    expect(german.skipped).toBe('2');
    const text = new TextDecoder().decode(german.entries['nicht-gebucht.txt']);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Nicht gebuchte Ankäufe 01.06.2026 bis 30.06.2026');
    const lineOf = (vin: string) => lines.find((line) => line.includes(vin))!;
    expect(lineOf(withoutNumber.vinCode)).toContain(translate('de', 'datevExport.notBooked.noInvoiceNumber'));
    expect(lineOf(withoutNumber.vinCode)).toContain('Autohaus Süd GmbH');
    expect(lineOf(fromPrivate.vinCode)).toContain(translate('de', 'datevExport.notBooked.privateSeller'));
    expect(lineOf(fromPrivate.vinCode)).toContain('Max Verkäufer');
    expect(text).not.toContain(withVat.vinCode);
    expect(text).not.toContain(canceled.vinCode);

    const english = await exported(dealer, { locale: 'en' });
    expect(english.entries['nicht-gebucht.txt']).toBeUndefined();
    const englishText = new TextDecoder().decode(english.entries['not-booked.txt']);
    expect(englishText).toContain(translate('en', 'datevExport.notBooked.privateSeller'));
  });

  it('exports only the company’s own purchases, with creditor accounts of its own', async () => {
    const seller = await createCustomer(t, rival.companyId, { ...BUSINESS, companyName: 'Rival Motors GmbH' });
    await bought(rival, {
      customerId: seller.id,
      grossPrice: 500_000,
      vat: false,
      sellerInvoiceNumber: 'RM-1',
      sellerInvoiceDate: '2026-06-03',
    });
    const own = await exported(rival);
    expect(own.rows.map((row) => unquote(field(row, 'Belegfeld 1')))).toEqual(['RM-1']);
    expect(field(own.rows[0]!, 'Konto')).toBe('70000');
    expect(own.skipped).toBe('0');
    expect(Object.keys(own.entries)).toEqual(['EXTF_Buchungsstapel_2026-06-01_2026-06-30.csv']);
    expect(own.text).not.toContain('Autohaus');
    expect((await exported(dealer)).text).not.toContain('Rival');
  });
});
