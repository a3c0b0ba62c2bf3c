import { type Purchase, DEFAULT_PURCHASE, purchaseAmounts } from '@kontor/domain/purchase';
import { DEFAULT_SALE, type DocumentType, type Sale, type SaleFields, type TradeParty } from '@kontor/domain/trades';
import { tradeAmounts } from '@kontor/domain/vat';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error';
import { hasFullAddress, requireReadyPurchase, requireReadyTrade } from './document-readiness';
import { TEST_BUSINESS_BUYER, TEST_BUYER } from '../document-engine/render/document-content.fixture';

// Which documents need the customer's full address (§14 Abs. 4 Nr. 1 UStG for the invoice; a contract
// names both parties with their addresses), and the small-amount invoice that does not (§33 UStDV).

const TODAY = '2026-06-15';
const NAME_ONLY: TradeParty = {
  ...TEST_BUYER,
  firstName: 'Ülkü',
  lastName: 'Öz',
  streetAddress: null,
  houseNumber: null,
  postalCode: null,
  city: null,
};

function sale(fields: Partial<SaleFields>, buyer: TradeParty = NAME_ONLY): Sale {
  const values: SaleFields = { ...DEFAULT_SALE, customerId: buyer.id, grossPrice: 599_999, ...fields };
  return {
    ...values,
    id: 'trade-1',
    vehicleId: 'vehicle-1',
    kind: 'SELLING',
    status: 'PENDING',
    effectiveTradeType: buyer.type === 'BUSINESS' ? 'BUSINESS' : 'PRIVATE',
    buyer,
    effectivePurchasePrice: null,
    purchaseTaxation: null,
    vehicleAccidentFree: null,
    vehiclePurchasedOn: null,
    amounts: tradeAmounts({
      grossCents: values.grossPrice,
      vat: values.vat,
      vatRate: values.vatRate,
      sectionType: values.sectionType,
      depositCents: values.deposit,
      purchaseCents: null,
    }),
    saleMargin: null,
    invoiceNumber: null,
    issuedOn: null,
    finishedAt: null,
    createdAt: `${TODAY}T10:00:00.000Z`,
    updatedAt: `${TODAY}T10:00:00.000Z`,
  };
}

function purchase(seller: TradeParty = NAME_ONLY): Purchase {
  const fields = { ...DEFAULT_PURCHASE, customerId: seller.id, grossPrice: 1_234_599 };
  return {
    ...fields,
    id: 'trade-2',
    vehicleId: 'vehicle-1',
    kind: 'BUYING',
    status: 'PENDING',
    seller,
    amounts: purchaseAmounts(fields),
    purchasedOn: null,
    finishedAt: null,
    createdAt: `${TODAY}T10:00:00.000Z`,
    updatedAt: `${TODAY}T10:00:00.000Z`,
  };
}

const context = {
  seller: { vatId: 'DE136695976', smallBusiness: false },
  today: TODAY,
  vehicle: { firstRegistered: '2019-03-12' },
};

/** The error `check` throws, or null when it passes. */
function refusal(check: () => void): { code: string; status: number; fields?: Record<string, string> } | null {
  try {
    check();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, status: error.status, fields: error.fields };
  }
}

const ADDRESS_MISSING = { code: '9537', status: 422, fields: { customerId: '9537' } };

describe('the customer’s address on a sale’s documents', () => {
  it.each<DocumentType>(['INVOICE', 'CONTRACT', 'BINDING_CONTRACT'])(
    'refuses the %s for a buyer with only a name (422 9537 on the buyer)',
    (type) => {
      expect(refusal(() => requireReadyTrade(type, sale({}), context))).toEqual(ADDRESS_MISSING);
    },
  );

  it.each<DocumentType>(['PROPOSAL', 'RECEIPT', 'PROTOCOL', 'PRIVACY'])('makes the %s without the address', (type) => {
    expect(refusal(() => requireReadyTrade(type, sale({}), context))).toBeNull();
  });

  it.each(['streetAddress', 'houseNumber', 'postalCode', 'city'] as const)(
    'counts an address without %s as incomplete',
    (field) => {
      const buyer = { ...TEST_BUYER, [field]: ' ' };
      expect(hasFullAddress(TEST_BUYER)).toBe(true);
      expect(hasFullAddress(buyer)).toBe(false);
      expect(refusal(() => requireReadyTrade('CONTRACT', sale({}, buyer), context))).toEqual(ADDRESS_MISSING);
    },
  );

  it('issues a small-amount invoice of at most 250 € without the address (§33 UStDV), but not its contract', () => {
    expect(refusal(() => requireReadyTrade('INVOICE', sale({ grossPrice: 25_000 }), context))).toBeNull();
    expect(refusal(() => requireReadyTrade('INVOICE', sale({ grossPrice: 25_001 }), context))).toEqual(ADDRESS_MISSING);
    expect(refusal(() => requireReadyTrade('CONTRACT', sale({ grossPrice: 25_000 }), context))).toEqual(ADDRESS_MISSING);
  });

  it('keeps the address on a small intra-EU invoice (§33 Satz 3 UStDV excludes §6a)', () => {
    const buyer = { ...TEST_BUSINESS_BUYER, streetAddress: null };
    const trade = sale({ grossPrice: 20_000, vat: false, sectionType: '4.1b', tradeType: 'BUSINESS' }, buyer);
    expect(refusal(() => requireReadyTrade('INVOICE', trade, context))).toEqual(ADDRESS_MISSING);
  });

  it('still answers a missing buyer or price first (9512)', () => {
    expect(refusal(() => requireReadyTrade('INVOICE', sale({ grossPrice: 0 }), context))).toMatchObject({
      code: '9512',
      fields: { grossPrice: '0001' },
    });
  });
});

describe('the vehicle’s first registration on a sale’s documents', () => {
  const unregistered = { ...context, vehicle: { firstRegistered: null } };
  const trade = sale({}, TEST_BUYER);

  it.each<DocumentType>(['INVOICE', 'CONTRACT'])(
    'refuses the %s of a vehicle without a first registration (422 9561 on it)',
    (type) => {
      expect(refusal(() => requireReadyTrade(type, trade, unregistered))).toEqual({
        code: '9561',
        status: 422,
        fields: { firstRegistered: '9561' },
      });
      expect(refusal(() => requireReadyTrade(type, trade, context))).toBeNull();
    },
  );

  it.each<DocumentType>(['PROPOSAL', 'BINDING_CONTRACT', 'RECEIPT', 'PROTOCOL', 'PRIVACY'])('makes the %s without it', (type) => {
    expect(refusal(() => requireReadyTrade(type, trade, unregistered))).toBeNull();
  });

  it('leaves a finished sale’s contract alone: its invoice froze the vehicle as it was', () => {
    const finished = { ...trade, status: 'FINISHED' as const, invoiceNumber: 'RE-1' };
    expect(refusal(() => requireReadyTrade('CONTRACT', finished, unregistered))).toBeNull();
  });
});

describe('the seller’s address on a purchase’s documents', () => {
  it('refuses the purchase contract for a seller with only a name (422 9537 on the seller)', () => {
    expect(refusal(() => requireReadyPurchase('CONTRACT', purchase({ ...NAME_ONLY, passport: 'L01X00T47' }), TODAY))).toEqual(
      ADDRESS_MISSING,
    );
    expect(refusal(() => requireReadyPurchase('CONTRACT', purchase(TEST_BUYER), TODAY))).toBeNull();
  });

  it.each(['PROTOCOL', 'RECEIPT', 'PRIVACY'] as const)('makes the %s without the address', (type) => {
    expect(refusal(() => requireReadyPurchase(type, purchase(), TODAY))).toBeNull();
  });
});
