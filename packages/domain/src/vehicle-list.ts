import { z } from 'zod';
import { addDays, daysBetween } from './business-calendar';
import { ANY_MAKE, type Vehicle, type VehicleListQuery, vehicleListQuerySchema } from './vehicles';

// The vehicle list's filter rules, once: the server applies them in SQL (vehicles.repository.ts) and
// the demo version to its sample vehicles with this predicate; a server test holds the two together.

/** The list's filter: the query without status, sort and paging (both status tabs count what passes it). */
export type VehicleListFilter = Partial<Omit<VehicleListQuery, 'status' | 'sort' | 'page' | 'perPage'>>;
/** The list query as a client sends it: status, sort and paging, and whichever filters are set. */
export type VehicleListRequest = Pick<VehicleListQuery, 'status' | 'sort' | 'page' | 'perPage'> & VehicleListFilter;

/**
 * `GET /api/user/vehicles/makes`: without a query, the key list's makes and the company's own (the
 * add wizard); with `status`, only the makes of the company's vehicles of that status (the list's
 * make filter on its tab). `in_stock=true` is the older spelling of `status=CURRENT`. A bad status
 * is refused as the list's own status is (400 5003).
 */
export const vehicleMakesQuerySchema = z.object({
  status: vehicleListQuerySchema.shape.status.unwrap().optional(),
  inStock: z.enum(['true', 'false']).optional(),
});
export type VehicleMakesQuery = z.output<typeof vehicleMakesQuerySchema>;

/** The status whose makes a makes query asks for; undefined asks for the key list's makes. */
export function makesQueryStatus(query: VehicleMakesQuery): VehicleListQuery['status'] | undefined {
  return query.status ?? (query.inStock === 'true' ? 'CURRENT' : undefined);
}

/**
 * Days in stock on the business day `today`: from the day it was bought (its purchase contract),
 * else the day it was added, until it was sold, or until today. Never below 0: a vehicle bought outside
 * Kontor may be entered on a day after its sale's invoice date.
 */
export function daysInStock(
  vehicle: Pick<Vehicle, 'addedOn' | 'soldOn'> & { purchasedOn?: string | null },
  today: string,
): number {
  return Math.max(0, daysBetween(vehicle.purchasedOn ?? vehicle.addedOn, vehicle.soldOn ?? today));
}

/**
 * What the free-text filter searches, lower-cased: make, model, VIN, HSN/TSN, brief number, the
 * licence plate as written and without its spaces and hyphens (a dealer types "MAB123" as often as
 * "M-AB 123"), and the comments. The vehicles table's generated `search_text` column is the same expression.
 */
function vehicleSearchText(
  vehicle: Pick<Vehicle, 'make' | 'model' | 'vinCode' | 'hsn' | 'tsn' | 'briefNumber' | 'licencePlate' | 'comments'>,
): string {
  const plate = vehicle.licencePlate ?? '';
  return [
    vehicle.make,
    vehicle.model,
    vehicle.vinCode,
    `${vehicle.hsn ?? ''}/${vehicle.tsn ?? ''}`,
    vehicle.briefNumber,
    plate,
    plate.replace(/[ -]/g, ''),
    vehicle.comments ?? '',
  ]
    .join(' ')
    .toLowerCase();
}

/**
 * Whether a vehicle passes the filter on the business day `today` (YYYY-MM-DD): a vehicle without a
 * first registration passes no registration bound, and "HU/AU due within n days" includes overdue ones.
 */
export function matchesVehicleListFilter(vehicle: Vehicle, filter: VehicleListFilter, today: string): boolean {
  const search = filter.search?.toLowerCase();
  const registered = vehicle.firstRegistered;
  return (
    (!search || vehicleSearchText(vehicle).includes(search)) &&
    (!filter.make || filter.make === ANY_MAKE || vehicle.make === filter.make) &&
    (!filter.fuelType || vehicle.fuelType === filter.fuelType) &&
    // A first registration known by its month (YYYY-MM) may be any day of it: it passes a bound
    // within its month, compared month to month (vehicle-list.repository.ts does the same in SQL).
    (!filter.firstRegisteredFrom ||
      (registered !== null && registered >= filter.firstRegisteredFrom.slice(0, registered.length))) &&
    (!filter.firstRegisteredTo || (registered !== null && registered <= filter.firstRegisteredTo.slice(0, registered.length))) &&
    (filter.mileageMax === undefined || vehicle.mileage <= filter.mileageMax) &&
    (filter.inspectionDueDays === undefined || vehicle.nextInspection <= addDays(today, filter.inspectionDueDays))
  );
}
