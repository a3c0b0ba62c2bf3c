import { addDays, daysBetween, todayInBerlin } from '@kontor/domain/business-calendar';
import type { Vehicle, VehicleListItem, VehicleSort } from '@kontor/domain/vehicles';
import type { VehicleFilter } from './use-vehicle-filter';

/** A sample vehicle as a list row: the samples have no photos; prices when the sample data has them. */
function toListItem(vehicle: Vehicle, today: string): VehicleListItem {
  const priced = vehicle as Vehicle & Partial<Pick<VehicleListItem, 'askingPrice' | 'purchasePrice'>>;
  return {
    ...vehicle,
    askingPrice: priced.askingPrice ?? null,
    purchasePrice: priced.purchasePrice ?? null,
    daysInStock: daysBetween(vehicle.addedOn, vehicle.soldOn ?? today),
    thumbnailUrl: null,
  };
}

const german = new Intl.Collator('de');
const byPrice = (key: 'askingPrice' | 'purchasePrice', direction: 1 | -1) => (a: VehicleListItem, b: VehicleListItem) => {
  // Unpriced vehicles last either way, as the server sorts them.
  if (a[key] === null || b[key] === null) return (a[key] === null ? 1 : 0) - (b[key] === null ? 1 : 0);
  return direction * (a[key] - b[key]);
};

const ORDER: Record<VehicleSort, (a: VehicleListItem, b: VehicleListItem) => number> = {
  '-added_on': (a, b) => b.addedOn.localeCompare(a.addedOn),
  added_on: (a, b) => a.addedOn.localeCompare(b.addedOn),
  mileage: (a, b) => a.mileage - b.mileage,
  '-mileage': (a, b) => b.mileage - a.mileage,
  first_registered: (a, b) => (a.firstRegistered ?? '9999').localeCompare(b.firstRegistered ?? '9999'),
  '-first_registered': (a, b) => (b.firstRegistered ?? '0000').localeCompare(a.firstRegistered ?? '0000'),
  make: (a, b) => german.compare(`${a.make} ${a.model}`, `${b.make} ${b.model}`),
  '-make': (a, b) => german.compare(`${b.make} ${b.model}`, `${a.make} ${a.model}`),
  asking_price: byPrice('askingPrice', 1),
  '-asking_price': byPrice('askingPrice', -1),
  purchase_price: byPrice('purchasePrice', 1),
  '-purchase_price': byPrice('purchasePrice', -1),
};

/** The demo version filters its sample vehicles here, the same way the server filters stored ones. */
export function filterDemo(vehicles: Vehicle[], filter: VehicleFilter) {
  const today = todayInBerlin();
  const text = filter.search?.toLowerCase();
  const dueBy = filter.inspectionDueDays === undefined ? undefined : addDays(today, filter.inspectionDueDays);
  const matches = vehicles.filter(
    (v) =>
      (!text ||
        `${v.make} ${v.model} ${v.vinCode} ${v.hsn ?? ''}/${v.tsn ?? ''} ${v.briefNumber}`.toLowerCase().includes(text)) &&
      (!filter.make || filter.make === 'ANY' || v.make === filter.make) &&
      (!filter.fuelType || v.fuelType === filter.fuelType) &&
      (filter.mileageMax === undefined || v.mileage <= filter.mileageMax) &&
      (dueBy === undefined || v.nextInspection <= dueBy) &&
      (!filter.firstRegisteredFrom || (v.firstRegistered ?? '') >= filter.firstRegisteredFrom) &&
      (!filter.firstRegisteredTo || (v.firstRegistered !== null && v.firstRegistered <= filter.firstRegisteredTo)),
  );
  const counts = {
    current: matches.filter((v) => v.status === 'CURRENT').length,
    sold: matches.filter((v) => v.status === 'SOLD').length,
  };
  const rows = matches
    .filter((v) => v.status === filter.status)
    .map((v) => toListItem(v, today))
    .sort(ORDER[filter.sort]);
  return { data: rows, counts };
}

/** The makes the demo's make filter offers: those of the samples in stock, ANY first. */
export function demoMakes(vehicles: Vehicle[]): string[] {
  const makes = new Set(vehicles.filter((v) => v.status === 'CURRENT').map((v) => v.make));
  return ['ANY', ...[...makes].sort(german.compare)];
}
