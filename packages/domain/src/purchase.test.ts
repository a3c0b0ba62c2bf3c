import { describe, expect, it } from 'vitest';
import {
  purchaseInputSchema,
  purchaseProblems,
  DEFAULT_PURCHASE,
  purchaseAmounts,
  purchaseTaxationOf,
  sellerIdProblem,
} from './purchase';
import { saleMargin } from './trades';
import { tradeAmounts } from './vat';

// The purchase's rules: who may sell to the dealer, what the price carries, and what
// the purchase means for the sale's margin.

const privateSeller = { type: 'PRIVATE', passport: 'L01X00T47', passportFrom: 'Stadt Köln', passportExpired: '2030-01-31' };
const business = { type: 'BUSINESS', passport: null, passportFrom: null, passportExpired: null };

describe('the seller’s ID document', () => {
  it('is required, whole, of a private seller and must be valid on the contract day', () => {
    expect(sellerIdProblem(privateSeller, '2026-06-15')).toBeUndefined();
    expect(sellerIdProblem({ ...privateSeller, passport: null }, '2026-06-15')).toBe('9519');
    expect(sellerIdProblem({ ...privateSeller, passportFrom: null }, '2026-06-15')).toBe('9519');
    expect(sellerIdProblem({ ...privateSeller, passportExpired: null }, '2026-06-15')).toBe('9519');
    // Valid through its last day.
    expect(sellerIdProblem(privateSeller, '2030-01-31')).toBeUndefined();
    expect(sellerIdProblem(privateSeller, '2030-02-01')).toBe('9520');
    expect(sellerIdProblem(business, '2026-06-15')).toBeUndefined();
  });

  it('is checked on the contract date when one is chosen, else today', () => {
    // Valid on the (past) contract day, expired by today: the contract was signed with a valid one.
    const fields = { ...DEFAULT_PURCHASE, contractDate: '2030-01-31' };
    expect(purchaseProblems(fields, { seller: privateSeller, today: '2030-02-10' })).toEqual({});
    expect(purchaseProblems(DEFAULT_PURCHASE, { seller: privateSeller, today: '2030-02-10' })).toEqual({
      customerId: '9520',
    });
    expect(purchaseProblems(DEFAULT_PURCHASE, { seller: privateSeller, today: '2026-06-15' })).toEqual({});
  });
});

describe('the rules across fields', () => {
  it('refuses VAT from a private seller, a custom handover without its day and a seller invoice dated ahead', () => {
    const today = '2026-06-15';
    expect(purchaseProblems({ ...DEFAULT_PURCHASE, vat: true }, { seller: privateSeller, today })).toEqual({
      vat: '9521',
    });
    expect(purchaseProblems({ ...DEFAULT_PURCHASE, vat: true }, { seller: business, today })).toEqual({});
    // Before a seller is chosen the VAT waits.
    expect(purchaseProblems({ ...DEFAULT_PURCHASE, vat: true }, { seller: null, today })).toEqual({});
    expect(purchaseProblems({ ...DEFAULT_PURCHASE, handoverDate: 'CUSTOM' }, { seller: null, today })).toEqual({
      handoverOn: '0001',
    });
    expect(purchaseProblems({ ...DEFAULT_PURCHASE, sellerInvoiceDate: '2026-06-16' }, { seller: business, today })).toEqual({
      sellerInvoiceDate: '9524',
    });
  });

  it('refuses a contract date after today (it becomes the purchase day); today and before are fine', () => {
    const today = '2026-06-15';
    expect(purchaseProblems({ ...DEFAULT_PURCHASE, contractDate: '2026-06-16' }, { seller: business, today })).toEqual({
      contractDate: '9535',
    });
    expect(purchaseProblems({ ...DEFAULT_PURCHASE, contractDate: today }, { seller: business, today })).toEqual({});
    expect(purchaseProblems({ ...DEFAULT_PURCHASE, contractDate: '2026-05-02' }, { seller: business, today })).toEqual({});
    // Unset: the day the contract is made.
    expect(purchaseProblems(DEFAULT_PURCHASE, { seller: null, today })).toEqual({});
  });

  it('checks each field alone on input', () => {
    const parsed = purchaseInputSchema.safeParse({
      grossPrice: 0,
      vatRate: 0,
      documents: ['INVOICE'],
      damageNotes: 'x'.repeat(201),
    });
    expect(parsed.success).toBe(false);
    const codes = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(codes).toEqual({ grossPrice: '9501', vatRate: '9316', 'documents.0': '9506', damageNotes: '9307' });
  });
});

describe('the purchase’s amounts and what they mean for the sale', () => {
  it('takes the VAT out of a business seller’s gross price, none otherwise', () => {
    expect(purchaseAmounts({ grossPrice: 1_190_000, vat: true, vatRate: 19 })).toMatchObject({
      taxation: 'STANDARD',
      netCents: 1_000_000,
      vatCents: 190_000,
    });
    expect(purchaseAmounts({ grossPrice: 1_070_001, vat: true, vatRate: 7 })).toMatchObject({
      netCents: 1_000_001,
      vatCents: 70_000,
    });
    expect(purchaseAmounts({ grossPrice: 850_000, vat: false, vatRate: 19 })).toMatchObject({
      taxation: 'NO_VAT',
      netCents: 850_000,
      vatCents: 0,
    });
    expect(purchaseTaxationOf({ vat: true })).toBe('REGULAR');
    expect(purchaseTaxationOf({ vat: false })).toBe('MARGIN');
  });

  it('gives a §25a sale its margin and margin VAT, a regular one net price less net cost', () => {
    const margin = tradeAmounts({
      grossCents: 1_299_000,
      vat: false,
      vatRate: 19,
      sectionType: '25',
      depositCents: 0,
      purchaseCents: 1_000_050,
    });
    expect(saleMargin(margin, { purchasePrice: 1_000_050, purchaseTaxation: 'MARGIN', purchaseVatRate: null })).toEqual({
      marginCents: 298_950,
      marginVatCents: 47_732,
    });
    const regular = tradeAmounts({
      grossCents: 1_500_000,
      vat: true,
      vatRate: 19,
      sectionType: null,
      depositCents: 0,
      purchaseCents: null,
    });
    expect(saleMargin(regular, { purchasePrice: 1_190_000, purchaseTaxation: 'REGULAR', purchaseVatRate: 19 })).toEqual({
      marginCents: 260_504,
      marginVatCents: null,
    });
    expect(saleMargin(regular, { purchasePrice: 1_190_000, purchaseTaxation: 'MARGIN', purchaseVatRate: null })).toEqual({
      marginCents: 70_504,
      marginVatCents: null,
    });
    expect(saleMargin(regular, { purchasePrice: null, purchaseTaxation: null, purchaseVatRate: null })).toBeNull();
  });
});
