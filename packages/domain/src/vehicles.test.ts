import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoVehicles, isDemoId } from './demo';
import { commonMakeName, MAKE_NAMES } from './make-names';
import { addDays, addYears, todayInBerlin } from './business-calendar';
import { NO_DEALER_DATA, SAMPLE_VEHICLE } from './sample-data';
import {
  firstRegisteredOf,
  kwToPs,
  normalizeLicencePlate,
  purchaseNet,
  storedFirstRegistration,
  toInspectionMonth,
  vehicleInputSchema,
  vehicleListQuerySchema,
  vehicleSchema,
} from './vehicles';

/** The sample vehicle as a dealer enters it, the optional fields left for the schema to fill. */
const valid = {
  ...SAMPLE_VEHICLE,
  carVariationId: undefined,
  firstRegistered: undefined,
  comments: undefined,
  status: undefined,
};

const fieldCode = (input: Record<string, unknown>, field: string) => {
  const result = vehicleInputSchema.safeParse({ ...valid, ...input });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe('vehicleInputSchema', () => {
  it('accepts a complete vehicle and fills the defaults', () => {
    const parsed = vehicleInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      mileage: SAMPLE_VEHICLE.mileage,
      status: 'CURRENT',
      comments: null,
      firstRegistered: null,
      carVariationId: null,
    });
  });

  it('upper-cases TSN, VIN and brief number and removes spaces', () => {
    const parsed = vehicleInputSchema.parse({ ...valid, tsn: 'c dz', vinCode: ' wvwzzzcdzmw 123456', briefNumber: 'ab 123 456' });
    expect(parsed).toMatchObject({ tsn: 'CDZ', vinCode: 'WVWZZZCDZMW123456', briefNumber: 'AB123456' });
  });

  it('takes numbers only: a string, even of digits, gets the field’s code', () => {
    for (const value of ['87450', '1e3', '0x10', '87.450', ' 5 ']) {
      expect(fieldCode({ mileage: value }, 'mileage'), value).toBe('9305');
      expect(fieldCode({ power: value }, 'power'), value).toBe('9308');
      expect(fieldCode({ engineCapacity: value }, 'engineCapacity'), value).toBe('9309');
      expect(fieldCode({ previousOwners: value }, 'previousOwners'), value).toBe('9306');
      expect(fieldCode({ doors: value }, 'doors'), value).toBe('9306');
    }
    expect(fieldCode({ mileage: Number.NaN }, 'mileage')).toBe('9305');
    expect(fieldCode({ mileage: Number.POSITIVE_INFINITY }, 'mileage')).toBe('9305');
  });

  it('asks no engine capacity of an electric vehicle: none needed, any sent is stored as 0', () => {
    for (const engineCapacity of [undefined, null, 1498]) {
      expect(
        vehicleInputSchema.parse({ ...valid, fuelType: 'ELECTRIC', engineCapacity }).engineCapacity,
        String(engineCapacity),
      ).toBe(0);
    }
    // Every other fuel still needs it.
    expect(fieldCode({ fuelType: 'PETROL', engineCapacity: undefined }, 'engineCapacity')).toBe('0001');
    expect(fieldCode({ fuelType: 'HYBRID_PETROL', engineCapacity: null }, 'engineCapacity')).toBe('0001');
    expect(vehicleInputSchema.parse({ ...valid, fuelType: 'DIESEL', engineCapacity: 1968 }).engineCapacity).toBe(1968);
  });

  it('requires the mileage: missing, null or empty is 0001, while 0 km is a mileage', () => {
    for (const mileage of [undefined, null, '']) expect(fieldCode({ mileage }, 'mileage'), String(mileage)).toBe('0001');
    expect(vehicleInputSchema.parse({ ...valid, mileage: 0 }).mileage).toBe(0);
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

  it('turns a month into the first of that month, and refuses a day that does not exist', () => {
    expect(toInspectionMonth('2027-05')).toBe('2027-05-01');
    expect(toInspectionMonth('2027-05-17')).toBe('2027-05-01');
    expect(toInspectionMonth('2027-00')).toBeNull();
    expect(toInspectionMonth('2026-02-30')).toBeNull();
    expect(toInspectionMonth('2026-02-99')).toBeNull();
    expect(toInspectionMonth('2028-02-29')).toBe('2028-02-01');
    expect(toInspectionMonth('05/2027')).toBeNull();
  });

  it('refuses a next inspection before 1900, as the first registration (5003; year 0 is no PostgreSQL date)', () => {
    expect(toInspectionMonth('0000-05')).toBeNull();
    expect(toInspectionMonth('1899-12')).toBeNull();
    expect(toInspectionMonth('1900-01')).toBe('1900-01-01');
    for (const nextInspection of ['0000-05', '0000-05-01', '0001-01', '1899-12-01']) {
      expect(fieldCode({ nextInspection }, 'nextInspection'), nextInspection).toBe('5003');
    }
    expect(fieldCode({ nextInspection: '1900-01' }, 'nextInspection')).toBeUndefined();
    expect(fieldCode({ firstRegistered: '1899-12-31' }, 'firstRegistered')).toBe('5003');
  });

  it('caps the key-list entry id at the integer column’s limit (5003)', () => {
    expect(fieldCode({ carVariationId: 2_147_483_647 }, 'carVariationId')).toBeUndefined();
    for (const carVariationId of [2_147_483_648, Number.MAX_SAFE_INTEGER, 0, -1, 1.5, '12']) {
      expect(fieldCode({ carVariationId }, 'carVariationId'), String(carVariationId)).toBe('5003');
    }
  });

  it('refuses a first registration after today (Berlin) and takes today', () => {
    const today = todayInBerlin();
    expect(fieldCode({ firstRegistered: addDays(today, 1) }, 'firstRegistered')).toBe('9312');
    expect(fieldCode({ firstRegistered: today }, 'firstRegistered')).toBeUndefined();
  });

  it('takes a first registration as a day or as a month, as the registration document or an advert states it', () => {
    const parsed = (firstRegistered: unknown) => vehicleInputSchema.parse({ ...valid, firstRegistered }).firstRegistered;
    expect(parsed('2019-03-12')).toBe('2019-03-12');
    expect(parsed('2019-03')).toBe('2019-03');
    expect(parsed(' 2019-03 ')).toBe('2019-03');
    expect(parsed('')).toBeNull();
    expect(parsed(null)).toBeNull();
  });

  it('refuses a first registration that is no real day or month (5003) and a month after the current one (9312)', () => {
    const today = todayInBerlin();
    for (const firstRegistered of [
      '2019-13',
      '2019-00',
      '2019-3',
      '1899-12',
      '0000-01',
      '03/2019',
      '03.2019',
      '2019-02-30',
      'März 2019',
      '2019-03-1x',
      '201903',
    ]) {
      expect(fieldCode({ firstRegistered }, 'firstRegistered'), firstRegistered).toBe('5003');
    }
    const nextMonth = addDays(`${today.slice(0, 7)}-01`, 31).slice(0, 7);
    expect(fieldCode({ firstRegistered: nextMonth }, 'firstRegistered')).toBe('9312');
    expect(fieldCode({ firstRegistered: '2031-04' }, 'firstRegistered')).toBe('9312');
    // The current month is not in the future, even on its first day.
    expect(fieldCode({ firstRegistered: today.slice(0, 7) }, 'firstRegistered')).toBeUndefined();
  });

  it('stores a month as its first day with precision MONTH, a day as itself, and answers each as it was given', () => {
    expect(storedFirstRegistration('2019-03')).toEqual({ firstRegistered: '2019-03-01', firstRegisteredPrecision: 'MONTH' });
    expect(storedFirstRegistration('2019-03-12')).toEqual({ firstRegistered: '2019-03-12', firstRegisteredPrecision: 'DAY' });
    expect(storedFirstRegistration(null)).toEqual({ firstRegistered: null, firstRegisteredPrecision: 'DAY' });
    expect(firstRegisteredOf('2019-03-01', 'MONTH')).toBe('2019-03');
    expect(firstRegisteredOf('2019-03-01', 'DAY')).toBe('2019-03-01');
    expect(firstRegisteredOf(null, 'MONTH')).toBeNull();
  });

  it('refuses a next inspection more than 3 years ahead, keeps one that is overdue', () => {
    const today = todayInBerlin();
    const limit = addYears(today, 3).slice(0, 7);
    const after = addDays(`${limit}-01`, 31).slice(0, 7);
    expect(fieldCode({ nextInspection: `${limit}-01` }, 'nextInspection')).toBeUndefined();
    expect(fieldCode({ nextInspection: `${after}-01` }, 'nextInspection')).toBe('9313');
    expect(fieldCode({ nextInspection: '2020-01-01' }, 'nextInspection')).toBeUndefined();
  });

  it('takes the dealer data and fills the empty parts', () => {
    expect(vehicleInputSchema.parse(valid)).toMatchObject(NO_DEALER_DATA);
    const parsed = vehicleInputSchema.parse({
      ...valid,
      purchasePrice: 1_190_000,
      purchaseTaxation: 'REGULAR',
      purchaseVatRate: 19,
      askingPrice: 1_499_000,
      minimumPrice: 1_399_000,
      colour: ' Schwarz ',
      equipment: ['Navi', '  ', 'Sitzheizung '],
      licencePlate: 'b - ab  1234',
      accidentFree: false,
      accidentNote: 'Kratzer hinten links',
    });
    expect(parsed).toMatchObject({
      purchasePrice: 1_190_000,
      purchaseVatRate: 19,
      colour: 'Schwarz',
      equipment: ['Navi', 'Sitzheizung'],
      licencePlate: 'B-AB 1234',
      accidentFree: false,
    });
  });

  it('keeps no taxation without a purchase price', () => {
    const parsed = vehicleInputSchema.parse({ ...valid, purchaseTaxation: 'REGULAR', purchaseVatRate: 19 });
    expect(parsed).toMatchObject({ purchasePrice: null, purchaseTaxation: null, purchaseVatRate: null });
  });

  it('drops the VAT rate of a margin purchase', () => {
    const parsed = vehicleInputSchema.parse({
      ...valid,
      purchasePrice: 500_000,
      purchaseTaxation: 'MARGIN',
      purchaseVatRate: 19,
    });
    expect(parsed.purchaseVatRate).toBeNull();
  });

  it('rejects bad dealer data with its code', () => {
    expect(fieldCode({ purchasePrice: 1000, purchaseTaxation: 'REGULAR' }, 'purchaseVatRate')).toBe('9316');
    expect(fieldCode({ purchasePrice: 1000, purchaseTaxation: 'REGULAR', purchaseVatRate: 16 }, 'purchaseVatRate')).toBe('9316');
    expect(fieldCode({ purchasePrice: 1000 }, 'purchaseTaxation')).toBe('0001');
    expect(fieldCode({ askingPrice: -1 }, 'askingPrice')).toBe('9317');
    expect(fieldCode({ askingPrice: 12.5 }, 'askingPrice')).toBe('9317');
    expect(fieldCode({ askingPrice: 1_000_000_001 }, 'askingPrice')).toBe('9317');
    expect(fieldCode({ askingPrice: 1_000_000, minimumPrice: 1_000_001 }, 'minimumPrice')).toBe('9314');
    expect(fieldCode({ askingPrice: 1_000_000, minimumPrice: 1_000_000 }, 'minimumPrice')).toBeUndefined();
    expect(fieldCode({ colour: 'x'.repeat(61) }, 'colour')).toBe('9319');
    expect(fieldCode({ equipment: ['x'.repeat(101)] }, 'equipment')).toBe('9318');
    expect(fieldCode({ equipment: Array.from({ length: 101 }, () => 'Navi') }, 'equipment')).toBe('9318');
    expect(fieldCode({ accidentNote: 'x'.repeat(201) }, 'accidentNote')).toBe('9307');
    for (const plate of ['B-AB 1234', 'M-X 1E', 'HH-AB 12H', 'Y-123 456', 'B 1234']) {
      expect(fieldCode({ licencePlate: plate }, 'licencePlate'), plate).toBeUndefined();
    }
    for (const plate of ['ABCD-X 1', 'B-AB', 'B-ABC 123', '12345678901234', 'B-AB 1234X']) {
      expect(fieldCode({ licencePlate: plate }, 'licencePlate'), plate).toBe('9315');
    }
  });

  it('normalises a plate as it is written on the car', () => {
    expect(normalizeLicencePlate(' m -  ab 12 ')).toBe('M-AB 12');
  });
});

describe('purchaseNet', () => {
  it('takes the VAT out of a regular purchase, half-up in cents', () => {
    expect(purchaseNet(1_190_000, 'REGULAR', 19)).toEqual({ net: 1_000_000, vat: 190_000 });
    expect(purchaseNet(107, 'REGULAR', 7)).toEqual({ net: 100, vat: 7 });
    // 100 / 1.19 = 84.03… → 84; 1 / 1.19 = 0.84 → 1; 1.234.567 / 1.19 = 1.037.451,26… → 1.037.451.
    expect(purchaseNet(100, 'REGULAR', 19)).toEqual({ net: 84, vat: 16 });
    expect(purchaseNet(1, 'REGULAR', 19)).toEqual({ net: 1, vat: 0 });
    expect(purchaseNet(1_234_567, 'REGULAR', 19)).toEqual({ net: 1_037_451, vat: 197_116 });
    // 0,56 € / 1,07 = 0,5233… → 52; 0,55 € / 1,07 = 0,514… → 51.
    expect(purchaseNet(56, 'REGULAR', 7).net).toBe(52);
    expect(purchaseNet(55, 'REGULAR', 7).net).toBe(51);
  });

  it('has no deductible VAT for a margin purchase', () => {
    expect(purchaseNet(1_190_000, 'MARGIN', null)).toEqual({ net: 1_190_000, vat: 0 });
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
  it('cleans up the others: country suffix and company words off, title case', () => {
    expect(commonMakeName('TESLA MOTORS (USA)')).toBe('Tesla');
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
