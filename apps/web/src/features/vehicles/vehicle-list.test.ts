import { describe, expect, it } from 'vitest';
import { filterFromParams, paramsFromFilter } from './use-vehicle-filter';

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
      sort: '-added_on',
      page: 1,
    });
  });

  it('writes and reads back every filter', () => {
    const filter = {
      status: 'SOLD' as const,
      search: 'golf',
      make: 'VW',
      fuelType: 'DIESEL',
      firstRegisteredFrom: '2020-01-01',
      firstRegisteredTo: '2021-12-31',
      mileageMax: 150_000,
      sort: 'mileage' as const,
      page: 3,
    };
    const params = paramsFromFilter(filter);
    expect(params.toString()).toBe(
      'status=SOLD&search=golf&make=VW&fuel_type=DIESEL&first_registered_from=2020-01-01&first_registered_to=2021-12-31&mileage_max=150000&sort=mileage&page=3',
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
