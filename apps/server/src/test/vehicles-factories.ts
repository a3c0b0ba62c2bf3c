import { SAMPLE_VEHICLE } from '@kontor/domain/sample-data';
import { storedFirstRegistration, type VehicleInput } from '@kontor/domain/vehicles';
import { vehicles } from '../platform/db/schema/vehicles';
import type { TestContext } from './test-context';

let serial = 0;

/** The sample vehicle as the web form sends it (camelCase; the app's inject takes snake_case), with its own VIN and brief number. */
export function vehicleInput(overrides: Partial<VehicleInput> = {}): VehicleInput {
  serial += 1;
  const suffix = String(serial).padStart(6, '0');
  // The form has no status field (a new vehicle starts in stock) and sends a key-list entry only when one was picked.
  const { status: _status, carVariationId: _carVariationId, ...formFields } = SAMPLE_VEHICLE;
  return { ...formFields, briefNumber: `AB${suffix}`, vinCode: `WVWZZZCDZMW${suffix}`, ...overrides };
}

type VehicleRow = typeof vehicles.$inferInsert;

/**
 * Vehicles straight into the table (for lists, filters and dashboards); what the API does with them
 * goes through HTTP. A first registration may be a month (`YYYY-MM`), stored as the repository stores it.
 */
export async function insertVehicles(t: TestContext, companyId: string, rows: Array<Partial<VehicleRow>>): Promise<string[]> {
  if (rows.length === 0) return [];
  const values = rows.map((row) => {
    serial += 1;
    const suffix = String(serial).padStart(6, '0');
    const firstRegistered = row.firstRegistered === undefined ? SAMPLE_VEHICLE.firstRegistered : row.firstRegistered;
    return {
      ...SAMPLE_VEHICLE,
      companyId,
      briefNumber: `AB${suffix}`,
      vinCode: `WVWZZZCDZMW${suffix}`,
      addedOn: '2026-01-10',
      ...row,
      ...storedFirstRegistration(firstRegistered),
    } satisfies VehicleRow;
  });
  const inserted = await t.ctx.database.db.insert(vehicles).values(values).returning({ id: vehicles.id });
  return inserted.map((row) => row.id);
}

/** One vehicle straight into the table (the sample vehicle: in stock, nothing about its purchase recorded). */
export async function addVehicle(t: TestContext, companyId: string, overrides: Partial<VehicleRow> = {}): Promise<string> {
  const [id] = await insertVehicles(t, companyId, [overrides]);
  return id!;
}
