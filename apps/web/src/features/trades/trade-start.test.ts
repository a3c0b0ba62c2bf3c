import { type Purchase, DEFAULT_PURCHASE } from '@kontor/domain/purchase';
import type { Sale } from '@kontor/domain/trades';
import { afterEach, describe, expect, it } from 'vitest';
import { purchaseStartingPoint } from './purchase-draft';
import { startingPoint } from './sale-draft';

// The wizards' first screen of a NEW trade starts from the vehicle (as the server's first save does);
// a saved trade keeps what the dealer chose.

afterEach(() => sessionStorage.clear());

const marginVehicle = {
  accidentFree: null,
  accidentNote: null,
  purchaseTaxation: 'MARGIN' as const,
  askingPrice: 1_250_000,
  mileage: 84_000,
};

describe('the sale wizard’s start', () => {
  it('takes §25a, the asking price and the mileage of a vehicle bought under the margin scheme', () => {
    const { values } = startingPoint({ vehicleId: 'v1', trade: null, vehiclePurchasePrice: 800_000, vehicle: marginVehicle });
    expect(values).toMatchObject({ sectionType: '25', grossPrice: 1_250_000, handoverMileage: 84_000, purchasePrice: 800_000 });
  });

  it('never overwrites a saved trade with the vehicle’s values', () => {
    const saved = {
      status: 'PENDING',
      sectionType: null,
      grossPrice: 1_190_000,
      handoverMileage: 80_000,
      documents: ['INVOICE'],
      updatedAt: 'x',
    } as unknown as Sale;
    const { values } = startingPoint({ vehicleId: 'v1', trade: saved, vehiclePurchasePrice: 800_000, vehicle: marginVehicle });
    expect(values).toMatchObject({ sectionType: null, grossPrice: 1_190_000, handoverMileage: 80_000 });
  });
});

describe('the purchase wizard’s start', () => {
  const unknownVehicle = { purchasePrice: null, mileage: null, accidentFree: null };

  it('takes the purchase price already entered on the vehicle for a new purchase only', () => {
    expect(purchaseStartingPoint('v1', null, { ...unknownVehicle, purchasePrice: 640_000 }).values.grossPrice).toBe(640_000);
    expect(purchaseStartingPoint('v1', null, unknownVehicle).values.grossPrice).toBe(DEFAULT_PURCHASE.grossPrice);
    const saved = { ...DEFAULT_PURCHASE, status: 'PENDING', grossPrice: 500_000, updatedAt: 'x' } as unknown as Purchase;
    expect(purchaseStartingPoint('v1', saved, { ...unknownVehicle, purchasePrice: 640_000 }).values.grossPrice).toBe(500_000);
  });

  it('takes the mileage and the accident record entered on the vehicle for a new purchase only', () => {
    const recorded = { purchasePrice: null, mileage: 87_450, accidentFree: true };
    expect(purchaseStartingPoint('v1', null, recorded).values).toMatchObject({ handoverMileage: 87_450, damaged: 'NO_ACCIDENT' });
    expect(purchaseStartingPoint('v1', null, { ...recorded, accidentFree: false }).values.damaged).toBe('REPAIRED');
    expect(purchaseStartingPoint('v1', null, unknownVehicle).values).toMatchObject({ handoverMileage: null, damaged: 'UNKNOWN' });
    const saved = {
      ...DEFAULT_PURCHASE,
      status: 'PENDING',
      handoverMileage: 90_000,
      damaged: 'UNKNOWN',
      updatedAt: 'x',
    } as unknown as Purchase;
    expect(purchaseStartingPoint('v1', saved, recorded).values).toMatchObject({ handoverMileage: 90_000, damaged: 'UNKNOWN' });
  });
});
