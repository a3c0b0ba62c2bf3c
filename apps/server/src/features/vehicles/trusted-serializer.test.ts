import { keysToSnake } from '@kontor/domain/case';
import { type VehicleListItem, vehicleListItemSchema, vehicleListMetaSchema } from '@kontor/domain/vehicles';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { vehicleListSerializer } from './trusted-serializer';

// The list's hand-written serializer against what the zod response schema and the snake_case
// renaming make of the same answer: the same fields, names and values, nulls and escapes included.

const answerSchema = z.object({ data: z.array(vehicleListItemSchema), meta: vehicleListMetaSchema });

const inStock: VehicleListItem = {
  id: '6f1c2f9e-3a8e-4c55-9d1e-0d5a0c6f8b11',
  make: 'Škoda "Sonder" \\ Edition',
  model: 'Octavia\tCombi \u2028 ünd </script>',
  vinCode: 'TMBJJ7NE8J0123456',
  licencePlate: null,
  mileage: 90_000,
  firstRegistered: null,
  nextInspection: '2027-05-01',
  power: 110,
  fuelType: 'DIESEL',
  status: 'CURRENT',
  addedOn: '2026-06-01',
  soldOn: null,
  askingPrice: null,
  purchasePrice: 1_100_000,
  daysInStock: 14,
  thumbnailUrl: '/api/files/vehicle-documents/abc/thumbnail?expires=1&signature=x%2By',
  sale: null,
};
const sold: VehicleListItem = {
  ...inStock,
  id: '0b7e7c1a-1111-4c55-9d1e-0d5a0c6f8b12',
  licencePlate: 'M-AB 123',
  firstRegistered: '2019-03-01',
  status: 'SOLD',
  soldOn: '2026-06-05',
  askingPrice: 1_490_000,
  thumbnailUrl: null,
  sale: { buyerName: 'Erika Mustermann', grossPrice: 1_390_050, soldOn: '2026-06-05' },
};
const soldWithoutBuyer: VehicleListItem = {
  ...sold,
  id: '0b7e7c1a-2222-4c55-9d1e-0d5a0c6f8b13',
  sale: { ...sold.sale!, buyerName: null },
};

describe('the vehicle list serializer', () => {
  it('writes what the response schema and the renaming write, for every kind of row', () => {
    const answer = {
      data: [inStock, sold, soldWithoutBuyer],
      meta: { page: 2, perPage: 50, total: 51, counts: { current: 51, sold: 7 } },
    };
    const written = vehicleListSerializer()(answer);
    const expected = keysToSnake(answerSchema.parse(answer)) as { data: Array<Record<string, unknown>> };
    expect(JSON.parse(written)).toEqual(expected);
    // Same keys, none more: toEqual alone would let a key with an undefined value pass.
    const rows = JSON.parse(written).data as Array<Record<string, unknown>>;
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(Object.keys(expected.data[0]).sort());
  });

  it('writes an empty page with its counts', () => {
    const answer = { data: [], meta: { page: 9, perPage: 50, total: 3, counts: { current: 3, sold: 0 } } };
    expect(JSON.parse(vehicleListSerializer()(answer))).toEqual(keysToSnake(answerSchema.parse(answer)));
  });
});
