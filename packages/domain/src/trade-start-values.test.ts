import { describe, expect, it } from 'vitest';
import { DEFAULT_PURCHASE, newPurchaseFields, vehicleConditionAfterPurchase } from './purchase';
import { DEFAULT_SALE, newSaleFields } from './trades';
import { taxationOf } from './vat';

// A new trade starts from what the vehicle already records, so the wizard's first screen does not invite a wrong invoice.

const vehicle = {
  accidentFree: true,
  accidentNote: null,
  purchaseTaxation: 'MARGIN' as const,
  askingPrice: 1_250_000,
  mileage: 84_000,
};

describe('a new sale starts from its vehicle', () => {
  it('sells a vehicle bought under the margin scheme under §25a, at its asking price and mileage', () => {
    const fields = newSaleFields(vehicle);
    expect(fields).toMatchObject({ sectionType: '25', grossPrice: 1_250_000, handoverMileage: 84_000, damaged: 'NO_ACCIDENT' });
    // No 19 % VAT shown on a §25a sale.
    expect(taxationOf(fields)).toBe('MARGIN');
  });

  it('sells a vehicle bought with VAT (or of unknown taxation) regularly', () => {
    expect(newSaleFields({ ...vehicle, purchaseTaxation: 'REGULAR' }).sectionType).toBeNull();
    expect(newSaleFields({ ...vehicle, purchaseTaxation: null }).sectionType).toBeNull();
  });

  it('sells without VAT and without a section for a small business (§19 UStG), whatever the vehicle', () => {
    for (const purchaseTaxation of ['MARGIN', 'REGULAR', null] as const) {
      const fields = newSaleFields({ ...vehicle, purchaseTaxation }, { smallBusiness: true });
      expect(fields, String(purchaseTaxation)).toMatchObject({ vat: false, sectionType: null });
      expect(taxationOf(fields)).toBe('NO_VAT');
    }
  });

  it('keeps the defaults where the vehicle records nothing', () => {
    expect(
      newSaleFields({ accidentFree: null, accidentNote: null, purchaseTaxation: null, askingPrice: null, mileage: null }),
    ).toEqual(DEFAULT_SALE);
  });

  it('tells the buyer of the damage the vehicle records', () => {
    const damaged = { ...vehicle, accidentFree: false, accidentNote: 'Kratzer Stoßstange hinten links' };
    expect(newSaleFields(damaged)).toMatchObject({ damaged: 'REPAIRED', damageNotes: 'Kratzer Stoßstange hinten links' });
  });
});

describe('a purchase tells the vehicle’s record what its contract says', () => {
  const recorded = { mileage: 87_450, accidentFree: true, accidentNote: null };
  const purchase = { handoverMileage: 87_452, damaged: 'UNKNOWN' as const, damageNotes: null };

  it('takes a higher handover reading, never a lower one', () => {
    expect(vehicleConditionAfterPurchase(purchase, recorded).mileage).toBe(87_452);
    expect(vehicleConditionAfterPurchase({ ...purchase, handoverMileage: 80_000 }, recorded).mileage).toBe(87_450);
    expect(vehicleConditionAfterPurchase({ ...purchase, handoverMileage: null }, recorded).mileage).toBe(87_450);
  });

  it('records the damage the seller declared, keeping a note of the dealer’s own', () => {
    const declared = { ...purchase, damaged: 'REPAIRED' as const, damageNotes: 'Steinschlag Frontscheibe' };
    expect(vehicleConditionAfterPurchase(declared, recorded)).toMatchObject({
      accidentFree: false,
      accidentNote: 'Steinschlag Frontscheibe',
    });
    expect(vehicleConditionAfterPurchase(declared, { ...recorded, accidentNote: 'Delle Tür' }).accidentNote).toBe('Delle Tür');
  });

  it('fills only an unknown accident record from a declaration of no accident', () => {
    const none = { ...purchase, damaged: 'NO_ACCIDENT' as const };
    expect(vehicleConditionAfterPurchase(none, { ...recorded, accidentFree: null }).accidentFree).toBe(true);
    expect(vehicleConditionAfterPurchase(none, { ...recorded, accidentFree: false }).accidentFree).toBe(false);
  });
});

describe('a new purchase starts from its vehicle', () => {
  const unknown = { purchasePrice: null, mileage: null, accidentFree: null };

  it('takes the purchase price already entered on the vehicle', () => {
    expect(newPurchaseFields({ ...unknown, purchasePrice: 900_000 })).toEqual({
      ...DEFAULT_PURCHASE,
      grossPrice: 900_000,
    });
    expect(newPurchaseFields(unknown)).toEqual(DEFAULT_PURCHASE);
  });

  it('takes the vehicle’s mileage as the handover reading, and its accident record', () => {
    expect(newPurchaseFields({ ...unknown, mileage: 87_450, accidentFree: true })).toEqual({
      ...DEFAULT_PURCHASE,
      handoverMileage: 87_450,
      damaged: 'NO_ACCIDENT',
    });
    expect(newPurchaseFields({ ...unknown, accidentFree: false }).damaged).toBe('REPAIRED');
  });
});
