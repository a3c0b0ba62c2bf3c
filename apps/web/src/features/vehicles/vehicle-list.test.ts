import { describe, expect, it } from 'vitest';
import { filterFromParams, paramsFromFilter, SORT_COLUMNS, type SortColumn, sortOrderOf } from './use-vehicle-filter';

describe('the list filter in the URL', () => {
  it('reads the defaults from an empty URL', () => {
    expect(filterFromParams(new URLSearchParams())).toEqual({
      status: 'CURRENT',
      search: undefined,
      make: undefined,
      fuelType: undefined,
      firstRegisteredFrom: undefined,
      firstRegisteredTo: undefined,
      mileageMax: undefined,
      inspectionDueDays: undefined,
      sort: '-added_on',
      page: 1,
    });
  });

  it('writes and reads back every filter', () => {
    const filter = {
      status: 'SOLD' as const,
      search: 'golf',
      make: 'VW',
      fuelType: 'DIESEL' as const,
      firstRegisteredFrom: '2020-01-01',
      firstRegisteredTo: '2021-12-31',
      mileageMax: 150_000,
      inspectionDueDays: 60,
      sort: '-asking_price' as const,
      page: 3,
    };
    const params = paramsFromFilter(filter);
    expect(params.toString()).toBe(
      'status=SOLD&search=golf&make=VW&fuel_type=DIESEL&first_registered_from=2020-01-01&first_registered_to=2021-12-31&mileage_max=150000&inspection_due_days=60&sort=-asking_price&page=3',
    );
    expect(filterFromParams(params)).toEqual(filter);
  });

  it('ignores values it does not know', () => {
    const filter = filterFromParams(
      new URLSearchParams('status=GONE&fuel_type=STEAM&sort=price&page=-2&mileage_max=abc&first_registered_from=2020-13'),
    );
    expect(filter).toMatchObject({
      status: 'CURRENT',
      fuelType: undefined,
      sort: '-added_on',
      page: 1,
      mileageMax: undefined,
      firstRegisteredFrom: undefined,
    });
  });
});

describe('sorting by a column header', () => {
  // antd's header turns ascend → descend on clicks; the page maps its order to these sorts and back.
  it('shows each column’s ascending and descending sort as antd’s order', () => {
    for (const column of Object.keys(SORT_COLUMNS) as SortColumn[]) {
      const [ascending, descending] = SORT_COLUMNS[column];
      expect(sortOrderOf(ascending, column)).toBe('ascend');
      expect(sortOrderOf(descending, column)).toBe('descend');
    }
  });

  it('reads days in stock backwards: fewest days first is the newest vehicle first', () => {
    expect(sortOrderOf('-added_on', 'daysInStock')).toBe('ascend');
    expect(sortOrderOf('added_on', 'daysInStock')).toBe('descend');
  });

  it('shows no sort on the other columns', () => {
    expect(sortOrderOf('mileage', 'make')).toBeNull();
    expect(sortOrderOf('-asking_price', 'purchasePrice')).toBeNull();
    expect(sortOrderOf('-asking_price', 'askingPrice')).toBe('descend');
  });
});
