import { revenueAccounts } from '@kontor/domain/datev';
import { BUCHUNGSSTAPEL_COLUMNS } from '@kontor/domain/datev-format';
import type { ServiceAmounts } from '@kontor/domain/service-invoices';
import type { TradeParty } from '@kontor/domain/trades';
import { tradeAmounts } from '@kontor/domain/vat';
import { describe, expect, it } from 'vitest';
import { bookingsOf, purchaseBookingsOf } from './datev-bookings';
import type { BookedPurchase, BookedTrade } from './datev-export.repository';
import { bookingFields, headerFields, writeBuchungsstapel } from './extf-writer';

const period = { from: '2026-06-01', to: '2026-06-30' };
const accounts = revenueAccounts('SKR03', []);
const buyer = (overrides: Partial<TradeParty>) =>
  ({ type: 'PRIVATE', firstName: 'Erika', lastName: 'Muster', ...overrides }) as TradeParty;

function sale(
  id: string,
  amounts: Partial<Parameters<typeof tradeAmounts>[0]>,
  overrides: Partial<BookedTrade> = {},
): BookedTrade {
  return {
    id,
    kind: 'SELLING',
    customerId: `customer-${id}`,
    buyer: buyer({}),
    amounts: tradeAmounts({
      grossCents: 1_190_000,
      vat: true,
      vatRate: 19,
      sectionType: null,
      depositCents: 0,
      purchaseCents: 900_000,
      ...amounts,
    }),
    invoiceNumber: `RE-${id}`,
    issuedOn: '2026-06-10',
    cancellationNumber: null,
    canceledOn: null,
    ...overrides,
  };
}

function service(id: string, amounts: Partial<ServiceAmounts>, party: Partial<TradeParty> = {}): BookedTrade {
  return {
    ...sale(id, {}),
    kind: 'SERVICE_INVOICE',
    buyer: buyer({ type: 'BUSINESS', companyName: 'Spedition Nord', ...party }),
    amounts: {
      vatRate: 19,
      vatExemption: null,
      lines: [],
      netCents: 10_000,
      vatCents: 1_900,
      grossCents: 11_900,
      ...amounts,
    } as ServiceAmounts,
  };
}

const debtors = new Map([
  ['customer-a', 10_000],
  ['customer-b', 10_001],
]);

describe('the bookings of a period', () => {
  it('books every sale case and every service case on its revenue account', () => {
    const trades = [
      sale('a', {}),
      sale('b', { vatRate: 7 }),
      sale('c', { vat: false, sectionType: '25' }),
      sale('d', { vat: false, sectionType: '4.1a' }),
      sale(
        'e',
        { vat: false, sectionType: '4.1b' },
        { buyer: buyer({ type: 'BUSINESS', companyName: 'Auto Wien', vatId: 'ATU13585627' }) },
      ),
      sale('f', { vat: false }),
      service('g', {}),
      service('h', { vatRate: 7 }),
      service('i', { vatRate: 0, vatExemption: 'REVERSE_CHARGE' }, { vatId: 'FRXX999999999' }),
      service('j', { vatRate: 0, vatExemption: 'NOT_TAXABLE' }),
      service('k', { vatRate: 0, vatExemption: null }),
    ];
    const bookings = bookingsOf({ trades, period, accounts, debtors });
    expect(bookings.map((booking) => [booking.belegfeld1, booking.contraAccount])).toEqual([
      ['RE-a', '8400'],
      ['RE-b', '8300'],
      ['RE-c', '8191'],
      ['RE-d', '8120'],
      ['RE-e', '8125'],
      ['RE-f', '8195'],
      ['RE-g', '8400'],
      ['RE-h', '8300'],
      ['RE-i', '8336'],
      ['RE-j', '8338'],
      ['RE-k', '8195'],
    ]);
    expect(bookings.find((booking) => booking.belegfeld1 === 'RE-e')?.buyerVatId).toBe('ATU13585627');
    expect(bookings.find((booking) => booking.belegfeld1 === 'RE-i')?.buyerVatId).toBe('FRXX999999999');
    expect(bookings.find((booking) => booking.belegfeld1 === 'RE-a')?.buyerVatId).toBeNull();
  });

  it('debits the customer’s debtor, the collective debtor once the customer is erased; a cancellation in the period reverses an invoice of an earlier one', () => {
    const bookings = bookingsOf({
      trades: [
        sale('a', {}),
        sale('z', {}, { customerId: null }),
        sale('b', {}, { issuedOn: '2026-05-20', cancellationNumber: 'RE-b-S', canceledOn: '2026-06-02' }),
      ],
      period,
      accounts,
      debtors,
    });
    expect(
      bookings.map((booking) => [
        booking.belegfeld1,
        booking.belegfeld2,
        booking.direction,
        booking.account,
        booking.amountCents,
      ]),
    ).toEqual([
      ['RE-b-S', 'RE-b', 'H', 10_001, 1_190_000],
      ['RE-a', '', 'S', 10_000, 1_190_000],
      ['RE-z', '', 'S', 69_999, 1_190_000],
    ]);
    expect(bookings[0]!.text).toBe('Storno RE-b Erika Muster');
  });

  it('books nothing for an invoice of 0,00 €', () => {
    expect(bookingsOf({ trades: [sale('a', { grossCents: 0 })], period, accounts, debtors })).toEqual([]);
  });
});

function purchase(id: string, vat: boolean, overrides: Partial<BookedPurchase> = {}): BookedPurchase {
  return {
    id,
    vehicleId: `vehicle-${id}`,
    customerId: `seller-${id}`,
    seller: buyer({ type: 'BUSINESS', companyName: 'Autohaus Süd GmbH' }),
    amounts: tradeAmounts({ grossCents: 1_190_000, vat, vatRate: 19, sectionType: null, depositCents: 0, purchaseCents: null }),
    vehicle: null,
    purchasedOn: '2026-06-05',
    sellerInvoiceNumber: `ER ${id}/2026`,
    sellerInvoiceDate: '2026-06-04',
    sellerInvoiceDocumentId: null,
    ...overrides,
  };
}

describe('the bookings of a period’s purchases', () => {
  const creditors = new Map([['seller-a', 70_000]]);
  const skr03 = revenueAccounts('SKR03', []);

  it('credits the seller’s creditor against Wareneingang: 3400 with input VAT, 3200 without; SKR04 5400/5200', () => {
    const purchases = [purchase('a', true), purchase('b', false), purchase('c', true, { customerId: null })];
    const { bookings, booked, notBooked } = purchaseBookingsOf({ purchases, period, accounts: skr03, creditors });
    expect(bookings.map((b) => [b.belegfeld1, b.direction, b.account, b.contraAccount, b.amountCents, b.date, b.text])).toEqual([
      ['ER a/2026', 'H', 70_000, '3400', 1_190_000, '2026-06-04', 'Autohaus Süd GmbH'],
      ['ER b/2026', 'H', 99_999, '3200', 1_190_000, '2026-06-04', 'Autohaus Süd GmbH'],
      ['ER c/2026', 'H', 99_999, '3400', 1_190_000, '2026-06-04', 'Autohaus Süd GmbH'],
    ]);
    expect(booked.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(notBooked).toEqual([]);
    const skr04 = purchaseBookingsOf({ purchases, period, accounts: revenueAccounts('SKR04', []), creditors });
    expect(skr04.bookings.map((b) => b.contraAccount)).toEqual(['5400', '5200', '5400']);
    expect(bookingFields(bookings[0]!)[BUCHUNGSSTAPEL_COLUMNS.indexOf('Belegfeld 1')]).toBe('"ERa/2026"');
  });

  it('names a purchase it cannot book, in the period of its contract, and books an invoice in the period of its date', () => {
    const purchases = [
      purchase('a', true, { sellerInvoiceNumber: null }),
      purchase('b', true, { sellerInvoiceNumber: ' _ ' }),
      purchase('c', true, { sellerInvoiceDate: null }),
      purchase('d', false, { seller: buyer({}), sellerInvoiceNumber: null, sellerInvoiceDate: null }),
      purchase('e', true, { purchasedOn: '2026-05-28', sellerInvoiceNumber: null }),
      purchase('f', true, { purchasedOn: '2026-06-02', sellerInvoiceDate: '2026-05-30' }),
      purchase('g', true, { purchasedOn: '2026-05-30', sellerInvoiceDate: '2026-06-01' }),
    ];
    const { bookings, notBooked } = purchaseBookingsOf({ purchases, period, accounts: skr03, creditors });
    expect(notBooked.map((entry) => [entry.purchase.id, entry.reason])).toEqual([
      ['a', 'noInvoiceNumber'],
      ['b', 'noInvoiceNumber'],
      ['c', 'noInvoiceDate'],
      ['d', 'privateSeller'],
    ]);
    expect(bookings.map((b) => b.belegfeld1)).toEqual(['ER g/2026']);
  });
});

describe('the EXTF writer', () => {
  const header = {
    createdAt: new Date('2026-06-30T22:30:00.123Z'),
    adviserNumber: 1001,
    clientNumber: 1,
    fiscalYearStart: '2026-01-01',
    from: '2026-06-01',
    to: '2026-06-30',
    label: 'Kontor 26-06-01 bis 26-06-30',
    chart: 'SKR04' as const,
  };

  it('writes the 31 header fields with the Berlin time of creation', () => {
    const fields = headerFields(header);
    expect(fields).toHaveLength(31);
    expect(fields[5]).toBe('20260701003000123');
    expect(fields[26]).toBe('"04"');
  });

  it('cuts the texts to DATEV’s limits, keeps only allowed Belegfeld characters and the end of a long Belegfeld 2', () => {
    const row = bookingFields({
      amountCents: 123_456,
      direction: 'H',
      account: 10_000,
      contraAccount: '4400',
      date: '2026-06-02',
      belegfeld1: 'RE 2026_000001',
      belegfeld2: 'RE-2026-000000001',
      text: `Storno ${'Łukasz Wiśniewski '.repeat(5)}`,
      buyerVatId: null,
    });
    expect(row).toHaveLength(BUCHUNGSSTAPEL_COLUMNS.length);
    expect(row.slice(0, 14)).toEqual([
      '1234,56',
      '"H"',
      '"EUR"',
      '',
      '',
      '',
      '10000',
      '4400',
      '',
      '0206',
      '"RE2026000001"',
      '"26-000000001"',
      '',
      '"Storno ?ukasz Wisniewski ?ukasz Wisniewski ?ukasz Wisniewski"',
    ]);
  });

  it('ends every line with CRLF in Windows-1252', () => {
    const bytes = writeBuchungsstapel(header, []);
    const text = new TextDecoder('windows-1252').decode(bytes);
    expect(text.split('\r\n')).toHaveLength(3);
    expect(text.includes('Schlüssel')).toBe(true);
    expect(bytes.includes(0xfc)).toBe(true);
  });
});
