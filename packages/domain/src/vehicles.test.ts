import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoVehicles, isDemoId } from './demo';
import { commonMakeName, MAKE_NAMES } from './make-names';
import { kwToPs, toInspectionMonth, vehicleInputSchema, vehicleListQuerySchema, vehicleSchema } from './vehicles';

const valid = {
  make: 'VW',
  model: 'Golf',
  bodywork: 'LIMOUSINE',
  constructionType: 'KFZ',
  fuelType: 'PETROL',
  power: 110,
  engineCapacity: 1498,
  hsn: '0603',
  tsn: 'CDZ',
  briefNumber: 'AB123456',
  vinCode: 'WVWZZZCDZMW123456',
  previousOwners: 1,
  doors: 5,
  euroNorm: 'EURO_6D',
  gearType: 'Manual',
  nextInspection: '2027-05-01',
};

const fieldCode = (input: Record<string, unknown>, field: string) => {
  const result = vehicleInputSchema.safeParse({ ...valid, ...input });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe('vehicleInputSchema', () => {
  it('accepts a complete vehicle and fills the defaults', () => {
    const parsed = vehicleInputSchema.parse(valid);
    expect(parsed).toMatchObject({ mileage: 0, status: 'CURRENT', comments: null, firstRegistered: null, carVariationId: null });
  });

  it('upper-cases TSN, VIN and brief number and removes spaces', () => {
    const parsed = vehicleInputSchema.parse({ ...valid, tsn: 'c dz', vinCode: ' wvwzzzcdzmw 123456', briefNumber: 'ab 123 456' });
    expect(parsed).toMatchObject({ tsn: 'CDZ', vinCode: 'WVWZZZCDZMW123456', briefNumber: 'AB123456' });
  });

  it('takes numbers typed as text', () => {
    expect(vehicleInputSchema.parse({ ...valid, power: '85', mileage: '12000', doors: '3' })).toMatchObject({
      power: 85,
      mileage: 12_000,
      doors: 3,
    });
  });

  it('rejects each bad field with its code', () => {
    expect(fieldCode({ hsn: '12a4' }, 'hsn')).toBe('9301');
    expect(fieldCode({ tsn: 'AB' }, 'tsn')).toBe('9302');
    expect(fieldCode({ vinCode: 'WVWZZZCDZMW12345I' }, 'vinCode')).toBe('9303');
    expect(fieldCode({ briefNumber: 'A1234567' }, 'briefNumber')).toBe('9304');
    expect(fieldCode({ mileage: 1_000_000 }, 'mileage')).toBe('9305');
    expect(fieldCode({ doors: 10 }, 'doors')).toBe('9306');
    expect(fieldCode({ comments: 'x'.repeat(201) }, 'comments')).toBe('9307');
    expect(fieldCode({ make: ' ' }, 'make')).toBe('0001');
  });

  it('accepts exactly the VINs of 17 allowed characters (property)', () => {
    const allowed = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.split('');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...allowed), { minLength: 17, maxLength: 17 }), (chars) => {
        expect(fieldCode({ vinCode: chars.join('') }, 'vinCode')).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...allowed), { minLength: 16, maxLength: 16 }),
        fc.constantFrom('I', 'O', 'Q'),
        fc.nat(16),
        (chars, bad, at) => {
          chars.splice(at, 0, bad);
          expect(fieldCode({ vinCode: chars.join('') }, 'vinCode')).toBe('9303');
        },
      ),
    );
  });

  it('keeps every mileage of 0 to 999 999 and nothing else (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000, max: 2_000_000 }), (mileage) => {
        const ok = mileage >= 0 && mileage <= 999_999;
        expect(fieldCode({ mileage }, 'mileage')).toBe(ok ? undefined : '9305');
      }),
    );
  });

  it('turns a month into the first of that month', () => {
    expect(toInspectionMonth('2027-05')).toBe('2027-05-01');
    expect(toInspectionMonth('2027-05-17')).toBe('2027-05-01');
    expect(toInspectionMonth('2027-00')).toBeNull();
    expect(toInspectionMonth('05/2027')).toBeNull();
  });
});

describe('vehicleListQuerySchema', () => {
  it('defaults to the current tab, newest first, 50 per page', () => {
    expect(vehicleListQuerySchema.parse({})).toEqual({ status: 'CURRENT', sort: '-added_on', page: 1, perPage: 50 });
  });
  it('refuses more than 100 per page', () => {
    expect(vehicleListQuerySchema.safeParse({ perPage: '101' }).success).toBe(false);
  });
  it('treats empty filters as none', () => {
    expect(vehicleListQuerySchema.parse({ search: '', fuelType: '', mileageMax: '', firstRegisteredFrom: '' })).toEqual({
      status: 'CURRENT',
      sort: '-added_on',
      page: 1,
      perPage: 50,
    });
  });
});

describe('kwToPs', () => {
  it('converts as German listings print it', () => {
    expect(kwToPs(110)).toBe(150);
    expect(kwToPs(55)).toBe(75);
    expect(kwToPs(0)).toBe(0);
  });
});

describe('make names', () => {
  it('names the big manufacturers by brand', () => {
    expect(commonMakeName('BAYER.MOT.WERKE-BMW')).toBe('BMW');
    expect(commonMakeName('DAIMLER (D)')).toBe('Mercedes-Benz');
    expect(commonMakeName('MERCEDES-BENZ')).toBe('Mercedes-Benz');
    expect(commonMakeName('VOLKSWAGEN-VW')).toBe('VW');
  });
  it('cleans up the others: country suffix off, title case', () => {
    expect(commonMakeName('TESLA MOTORS (USA)')).toBe('Tesla Motors');
    expect(commonMakeName('LYNK & CO (CN)')).toBe('Lynk & Co');
  });
  it('maps every listed name to a non-empty brand', () => {
    for (const [kba, name] of Object.entries(MAKE_NAMES)) expect(name.trim(), kba).not.toBe('');
  });
});

describe('demo vehicles', () => {
  it('are valid vehicles, marked by their ids, dated relative to today', () => {
    const list = demoVehicles('2026-06-15');
    expect(list.length).toBeGreaterThan(3);
    for (const vehicle of list) {
      expect(vehicleSchema.parse(vehicle)).toEqual(vehicle);
      expect(isDemoId(vehicle.id)).toBe(true);
      expect(vehicleInputSchema.safeParse(vehicle).success).toBe(true);
    }
    expect(list[0]!.addedOn).toBe('2026-06-03');
  });
});
