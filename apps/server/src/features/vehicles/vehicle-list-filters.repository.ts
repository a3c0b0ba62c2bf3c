import { ANY_MAKE, type VehicleListQuery } from '@kontor/domain/vehicles';

// The vehicle list's orders and filters in SQL, for the statements of vehicle-list.repository.ts.

/**
 * Makes and models sort the way a German reads them: Škoda with S, Öko with O (the ICU German
 * collation, as vehicles.repository.ts's makeGerman). Every order ends on the id, so pages never overlap.
 */
export const ORDER_BY: Record<VehicleListQuery['sort'], string> = {
  added_on: 'v.added_on asc, v.id asc',
  '-added_on': 'v.added_on desc, v.id desc',
  mileage: 'v.mileage asc, v.id asc',
  '-mileage': 'v.mileage desc, v.id desc',
  first_registered: 'v.first_registered asc nulls last, v.id asc',
  '-first_registered': 'v.first_registered desc nulls last, v.id desc',
  make: 'v.make collate "de-x-icu" asc, v.model collate "de-x-icu" asc, v.id asc',
  '-make': 'v.make collate "de-x-icu" desc, v.model collate "de-x-icu" desc, v.id desc',
  // Vehicles without a price go last either way: they are the ones still to be priced.
  asking_price: 'v.asking_price asc nulls last, v.id asc',
  '-asking_price': 'v.asking_price desc nulls last, v.id desc',
  purchase_price: 'v.purchase_price asc nulls last, v.id asc',
  '-purchase_price': 'v.purchase_price desc nulls last, v.id desc',
};

export type Filter = {
  /** Whether the query sets this filter. */
  isSet(query: VehicleListQuery): boolean;
  /** Its condition; `at` is the number of its first parameter. */
  condition(at: number): string;
  /** How many parameters the condition takes. */
  params: number;
  values(query: VehicleListQuery, today: string): unknown[];
};

/**
 * The filter rules of matchesVehicleListFilter (domain), in SQL; vehicle-list-filter.int.test.ts holds
 * them together. The order is fixed: it numbers the parameters and names the statement shapes.
 */
export const FILTERS: Filter[] = [
  {
    // The search comes first: shapeOf reads set[0] to leave a short search's statements unprepared,
    // and an indexed search (usesSearchIndex) moves this first condition into its CTE.
    // search_text is lower-cased by PostgreSQL's lower(); the pattern goes through the same lower(),
    // so LIKE folds case as ILIKE did, at a third of its cost per row (ILIKE lowers the text again).
    isSet: (query) => Boolean(query.search),
    condition: (at) => `v.search_text like lower($${at})`,
    params: 1,
    values: (query) => [`%${(query.search ?? '').toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
  },
  {
    isSet: (query) => Boolean(query.make) && query.make !== ANY_MAKE,
    condition: (at) => `v.make = $${at}`,
    params: 1,
    values: (query) => [query.make],
  },
  {
    isSet: (query) => Boolean(query.fuelType),
    condition: (at) => `v.fuel_type = $${at}`,
    params: 1,
    values: (query) => [query.fuelType],
  },
  {
    // A first registration known by its month (stored as its first day) may be any day of it, so it
    // passes a lower bound within its month: compared with the bound's month ($at+1, its first day).
    // An upper bound needs no such care: the month's first day is within it whenever the month is.
    isSet: (query) => Boolean(query.firstRegisteredFrom),
    condition: (at) =>
      `(v.first_registered >= $${at}::date or (v.first_registered_precision = 'MONTH' and v.first_registered >= $${at + 1}::date))`,
    params: 2,
    values: (query) => [query.firstRegisteredFrom, `${(query.firstRegisteredFrom ?? '').slice(0, 7)}-01`],
  },
  {
    isSet: (query) => Boolean(query.firstRegisteredTo),
    condition: (at) => `v.first_registered <= $${at}::date`,
    params: 1,
    values: (query) => [query.firstRegisteredTo],
  },
  {
    isSet: (query) => query.mileageMax !== undefined,
    condition: (at) => `v.mileage <= $${at}::int`,
    params: 1,
    values: (query) => [query.mileageMax],
  },
  {
    isSet: (query) => query.inspectionDueDays !== undefined,
    condition: (at) => `v.next_inspection <= $${at}::date + $${at + 1}::int`,
    params: 2,
    values: (query, today) => [today, query.inspectionDueDays],
  },
];
