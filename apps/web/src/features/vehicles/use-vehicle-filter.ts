import { toCamelKey } from '@kontor/domain/case';
import { PAGE_SIZE } from '@kontor/domain/constants';
import { parseListQuery } from '@kontor/domain/lists';
import type { VehicleListRequest } from '@kontor/domain/vehicle-list';
import { vehicleListQuerySchema, type VehicleSort } from '@kontor/domain/vehicles';
import { useSearchParams } from 'react-router';

/** The list's query without the page size, which the screen decides. */
export type VehicleFilter = Omit<VehicleListRequest, 'perPage'>;

/**
 * Reads the list's filter from the URL (so a reload, the back button or a shared link shows the same
 * list) with the API's own query schema; a value it refuses falls back to its default.
 */
export function filterFromParams(params: URLSearchParams): VehicleFilter {
  const input = Object.fromEntries([...params].map(([key, value]) => [toCamelKey(key), value]));
  const { perPage: _perPage, ...filter } = parseListQuery(vehicleListQuerySchema, input);
  return filter;
}

export function paramsFromFilter(filter: VehicleFilter): URLSearchParams {
  const out = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') out.set(key, String(value));
  };
  if (filter.status === 'SOLD') out.set('status', 'SOLD');
  set('search', filter.search);
  set('make', filter.make);
  set('fuel_type', filter.fuelType);
  set('first_registered_from', filter.firstRegisteredFrom);
  set('first_registered_to', filter.firstRegisteredTo);
  set('mileage_max', filter.mileageMax);
  set('inspection_due_days', filter.inspectionDueDays);
  if (filter.sort !== '-added_on') out.set('sort', filter.sort);
  if (filter.page > 1) out.set('page', String(filter.page));
  return out;
}

/**
 * The list columns that sort, each with its ascending and descending sort. Days in stock ascending
 * is the newest vehicle first, so it is `added_on` read backwards.
 */
export const SORT_COLUMNS = {
  make: ['make', '-make'],
  firstRegistered: ['first_registered', '-first_registered'],
  mileage: ['mileage', '-mileage'],
  purchasePrice: ['purchase_price', '-purchase_price'],
  askingPrice: ['asking_price', '-asking_price'],
  daysInStock: ['-added_on', 'added_on'],
} as const satisfies Record<string, readonly [VehicleSort, VehicleSort]>;
export type SortColumn = keyof typeof SORT_COLUMNS;

/** How a column header shows the current sort (antd's sortOrder). */
export function sortOrderOf(current: VehicleSort, column: SortColumn): 'ascend' | 'descend' | null {
  const [ascending, descending] = SORT_COLUMNS[column];
  if (current === ascending) return 'ascend';
  if (current === descending) return 'descend';
  return null;
}

/** The filter and a setter; any change but the page starts again at page 1. */
export function useVehicleFilter() {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const update = (next: Partial<VehicleFilter>, options: { replace?: boolean } = {}) => {
    const merged = { ...filter, ...next, page: next.page ?? 1 };
    setParams(paramsFromFilter(merged), { replace: options.replace ?? false });
  };
  const reset = () => setParams(paramsFromFilter({ status: filter.status, sort: '-added_on', page: 1 }));
  return { filter, update, reset, perPage: PAGE_SIZE };
}
