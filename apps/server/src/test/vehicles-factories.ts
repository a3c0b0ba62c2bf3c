import type { VehicleInput } from '@kontor/domain/vehicles';
import { vehicles } from '../platform/db/schema/vehicles';
import type { TestContext } from './test-context';

let serial = 0;

/** A complete, valid vehicle body as the web form sends it (camelCase; the app's inject takes snake_case). */
export function vehicleInput(overrides: Partial<VehicleInput> = {}): VehicleInput {
  serial += 1;
  const suffix = String(serial).padStart(6, '0');
  return {
    make: 'VW',
    model: 'Golf',
    bodywork: 'LIMOUSINE',
    constructionType: 'KFZ',
    fuelType: 'PETROL',
    power: 110,
    engineCapacity: 1498,
    hsn: '0603',
    tsn: 'CDZ',
    briefNumber: `AB${suffix}`,
    vinCode: `WVWZZZCDZMW${suffix}`,
    previousOwners: 1,
    doors: 5,
    euroNorm: 'EURO_6D',
    gearType: 'Manual',
    nextInspection: '2027-05-01',
    mileage: 42_000,
    firstRegistered: '2021-04-12',
    comments: null,
    ...overrides,
  };
}

type VehicleRow = typeof vehicles.$inferInsert;

/** Vehicles straight into the table (for lists, filters and dashboards); what the API does with them goes through HTTP. */
export async function insertVehicles(t: TestContext, companyId: string, rows: Array<Partial<VehicleRow>>): Promise<string[]> {
  if (rows.length === 0) return [];
  const values = rows.map((row) => {
    serial += 1;
    const suffix = String(serial).padStart(6, '0');
    return {
      companyId,
      make: 'VW',
      model: 'Golf',
      bodywork: 'LIMOUSINE',
      constructionType: 'KFZ',
      fuelType: 'PETROL',
      power: 110,
      engineCapacity: 1498,
      hsn: '0603',
      tsn: 'CDZ',
      briefNumber: `AB${suffix}`,
      vinCode: `WVWZZZCDZMW${suffix}`,
      previousOwners: 1,
      doors: 5,
      euroNorm: 'EURO_6D',
      gearType: 'Manual',
      nextInspection: '2027-05-01',
      mileage: 42_000,
      firstRegistered: '2021-04-12',
      addedOn: '2026-01-10',
      ...row,
    } satisfies VehicleRow;
  });
  const inserted = await t.ctx.database.db.insert(vehicles).values(values).returning({ id: vehicles.id });
  return inserted.map((row) => row.id);
}
