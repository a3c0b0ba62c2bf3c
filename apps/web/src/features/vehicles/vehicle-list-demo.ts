import { todayInBerlin } from '@kontor/domain/business-calendar';
import { daysInStock, matchesVehicleListFilter } from '@kontor/domain/vehicle-list';
import { ANY_MAKE, type Vehicle, type VehicleListItem, type VehicleSort } from '@kontor/domain/vehicles';
import type { VehicleFilter } from './use-vehicle-filter';

/** A sample vehicle as a list row: the samples have no photos. */
function toListItem(vehicle: Vehicle, today: string): VehicleListItem {
  return {
    ...vehicle,
    daysInStock: daysInStock(vehicle, today),
    thumbnailUrl: null,
    // A sample is never sold through Kontor's invoice.
    sale: null,
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

/** The demo version lists its sample vehicles with the server's filter rules (domain) and sort orders. */
export function filterDemo(vehicles: Vehicle[], filter: VehicleFilter) {
  const today = todayInBerlin();
  const matches = vehicles.filter((vehicle) => matchesVehicleListFilter(vehicle, filter, today));
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

/** The makes the demo's make filter offers on a tab: those of the samples in stock or sold, ANY first. */
export function demoMakes(vehicles: Vehicle[], status: VehicleFilter['status']): string[] {
  const makes = new Set(vehicles.filter((v) => v.status === status).map((v) => v.make));
  return [ANY_MAKE, ...[...makes].sort(german.compare)];
}
