import { type Purchase, DEFAULT_PURCHASE, purchaseAmounts } from '@kontor/domain/purchase';
import type { CustomTemplates } from '@kontor/domain/custom-templates';
import { NO_DEALER_DATA, SAMPLE_VEHICLE } from '@kontor/domain/sample-data';
import { DEFAULT_SALE, type Sale, tradeVehicleOf } from '@kontor/domain/trades';
import { tradeAmounts } from '@kontor/domain/vat';
import type { Vehicle } from '@kontor/domain/vehicles';
import { describe, expect, it } from 'vitest';
import { TEST_BUYER, TEST_COMPANY } from '../document-engine/render/document-content.fixture';
import { buildDocumentContent, buildPurchaseContent } from './document-content-builder';

// What a document is built from: the template and the date by type, the handover day, the invoice
// the other documents refer to.

const TEMPLATES: CustomTemplates = {
  invoiceTemplate: { layout: 'MODERN', headerNote: 'Danke!', footer: 'Seit 1987', terms: 'Es gelten unsere AGB.' },
  contractTemplate: {
    layout: 'COMPACT',
    headerNote: 'Kaufvertrag gemäß ZDK-Empfehlung',
    footer: null,
    terms: 'Vertragsbedingungen',
  },
};
const STANDARD = { layout: 'CLASSIC', headerNote: null, footer: null, terms: null };

const vehicle: Vehicle = {
  ...SAMPLE_VEHICLE,
  ...NO_DEALER_DATA,
  id: '5b1f0c9e-2f43-4c3e-9a57-0d6f1b2c3d4e',
  addedOn: '2026-01-10',
  purchasedOn: null,
  soldOn: null,
  colour: 'Blau',
};

function trade(overrides: Partial<Sale> = {}): Sale {
  const fields = { ...DEFAULT_SALE, customerId: TEST_BUYER.id, grossPrice: 2_380_000, deposit: 100_000 };
  return {
    ...fields,
    id: '0a4e9c71-1d2b-4f5e-8c3a-7b6d5e4f3a21',
    vehicleId: vehicle.id,
    kind: 'SELLING',
    status: 'PENDING',
    effectiveTradeType: 'PRIVATE',
    buyer: TEST_BUYER,
    effectivePurchasePrice: null,
    purchaseTaxation: null,
    vehicleAccidentFree: null,
    vehiclePurchasedOn: null,
    amounts: tradeAmounts({
      grossCents: 2_380_000,
      vat: true,
      vatRate: 19,
      sectionType: null,
      depositCents: 100_000,
      purchaseCents: null,
    }),
    saleMargin: null,
    invoiceNumber: null,
    issuedOn: null,
    finishedAt: null,
    createdAt: '2026-06-01T08:00:00.000Z',
    updatedAt: '2026-06-01T08:00:00.000Z',
    ...overrides,
  };
}

const build = (type: Parameters<typeof buildDocumentContent>[0]['type'], sale: Sale, number: string | null = null) =>
  buildDocumentContent({
    type,
    locale: 'de',
    trade: sale,
    buyer: TEST_BUYER,
    vehicle,
    company: TEST_COMPANY,
    templates: TEMPLATES,
    number,
    today: '2026-06-15',
  });

describe('buildDocumentContent', () => {
  it('dates the invoice by its chosen date, the contract by the contract date, the rest by today', () => {
    const sale = trade({ invoiceDate: '2026-06-12', contractDate: '2026-06-10' });
    expect(build('INVOICE', sale, 'RE-1001')).toMatchObject({
      number: 'RE-1001',
      issuedOn: '2026-06-12',
      trade: { invoiceNumber: 'RE-1001', invoiceDate: '2026-06-12' },
    });
    expect(build('CONTRACT', sale).issuedOn).toBe('2026-06-10');
    expect(build('BINDING_CONTRACT', sale).issuedOn).toBe('2026-06-10');
    expect(build('PROTOCOL', sale).issuedOn).toBe('2026-06-15');
    expect(build('INVOICE', trade(), 'RE-1002').issuedOn).toBe('2026-06-15');
  });

  it('takes the company’s template by document kind, or the plain standard', () => {
    const custom = trade();
    expect(build('INVOICE', custom).template).toEqual(TEMPLATES.invoiceTemplate);
    expect(build('CONTRACT', custom).template).toEqual(TEMPLATES.contractTemplate);
    expect(build('BINDING_CONTRACT', custom).template).toEqual(TEMPLATES.contractTemplate);
    // The header note is written for the invoice or the contract: the template's other documents
    // take its layout, footer and terms, never a note about another document.
    for (const type of ['RECEIPT', 'PROPOSAL', 'PROTOCOL'] as const) {
      expect(build(type, custom).template, type).toEqual({ ...TEMPLATES.invoiceTemplate, headerNote: null });
    }
    expect(build('PRIVACY', custom).template).toEqual({ ...TEMPLATES.contractTemplate, headerNote: null });
    const standard = trade({ invoiceTemplate: 'STANDARD', contractTemplate: 'STANDARD' });
    expect(build('INVOICE', standard).template).toEqual(STANDARD);
    expect(build('CONTRACT', standard).template).toEqual(STANDARD);
  });

  it('gives a purchase’s documents the same template texts: the header note only to its contract', () => {
    const fields = { ...DEFAULT_PURCHASE, customerId: TEST_BUYER.id, grossPrice: 1_850_000 };
    const purchase: Purchase = {
      ...fields,
      id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
      vehicleId: vehicle.id,
      kind: 'BUYING',
      status: 'PENDING',
      seller: TEST_BUYER,
      amounts: purchaseAmounts(fields),
      purchasedOn: null,
      finishedAt: null,
      createdAt: '2026-06-01T08:00:00.000Z',
      updatedAt: '2026-06-01T08:00:00.000Z',
    };
    const buildPurchase = (type: 'CONTRACT' | 'PROTOCOL' | 'RECEIPT' | 'PRIVACY') =>
      buildPurchaseContent({
        type,
        locale: 'de',
        trade: purchase,
        seller: TEST_BUYER,
        vehicle,
        company: TEST_COMPANY,
        templates: TEMPLATES,
        today: '2026-06-15',
      });
    expect(buildPurchase('CONTRACT').template).toEqual(TEMPLATES.contractTemplate);
    expect(buildPurchase('PRIVACY').template).toEqual({ ...TEMPLATES.contractTemplate, headerNote: null });
    // "Danke!" of the invoice template would thank the seller for a purchase the dealer made.
    expect(buildPurchase('PROTOCOL').template).toEqual({ ...TEMPLATES.invoiceTemplate, headerNote: null });
    expect(buildPurchase('RECEIPT').template).toEqual({ ...TEMPLATES.invoiceTemplate, headerNote: null });
  });

  it('hands over on the invoice date unless a custom day is set, and refers to the issued invoice', () => {
    expect(build('PROTOCOL', trade({ invoiceDate: '2026-06-20' })).trade.handoverOn).toBe('2026-06-20');
    expect(build('PROTOCOL', trade({ handoverDate: 'CUSTOM', handoverOn: '2026-06-18' })).trade.handoverOn).toBe('2026-06-18');
    const issued = trade({ status: 'FINISHED', invoiceNumber: 'RE-1001', issuedOn: '2026-06-12' });
    const receipt = build('RECEIPT', issued);
    expect(receipt).toMatchObject({
      number: null,
      trade: { invoiceNumber: 'RE-1001', invoiceDate: '2026-06-12', handoverOn: '2026-06-12', tradeType: 'PRIVATE' },
    });
    expect(receipt.vehicle).toMatchObject({ make: 'VW', model: 'Golf 1.5 TSI', colour: 'Blau', vinCode: SAMPLE_VEHICLE.vinCode });
    expect(receipt.vehicle).not.toHaveProperty('purchasePrice');
    expect(receipt.trade.amounts.grossCents).toBe(2_380_000);
  });

  it('takes exactly the trade’s fields and the vehicle’s printed data, nothing the API view or the stock record adds', () => {
    const content = build('CONTRACT', trade());
    expect(Object.keys(content.trade).sort()).toEqual(
      [...new Set([...Object.keys(DEFAULT_SALE), 'amounts', 'invoiceDate', 'invoiceNumber'])].sort(),
    );
    expect(content.vehicle).toEqual(tradeVehicleOf(vehicle));
    for (const key of ['id', 'status', 'addedOn', 'askingPrice', 'minimumPrice', 'interior'])
      expect(content.vehicle).not.toHaveProperty(key);
  });
});
