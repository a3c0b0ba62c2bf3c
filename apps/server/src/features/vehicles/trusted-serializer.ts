import { keysToSnake } from '@kontor/domain/case';
import type { VehicleListItem, VehicleListMeta } from '@kontor/domain/vehicles';

/**
 * For the key-list search, a hot read path: its rows are built field by field in the repository (the
 * key-list entry columns), so nothing unnamed can leak; re-checking them against zod on every request
 * cost more than the query, so they are only renamed to snake_case.
 */
export const trustedSerializer = () => (data: unknown) => JSON.stringify(keysToSnake(data));

type VehicleListAnswer = { data: VehicleListItem[]; meta: VehicleListMeta };

/** A list item in its wire names, as a plain object of one fixed shape (V8 stringifies those fastest). */
const vehicleListItem = (v: VehicleListItem) => ({
  id: v.id,
  make: v.make,
  model: v.model,
  vin_code: v.vinCode,
  licence_plate: v.licencePlate,
  mileage: v.mileage,
  first_registered: v.firstRegistered,
  next_inspection: v.nextInspection,
  power: v.power,
  fuel_type: v.fuelType,
  status: v.status,
  added_on: v.addedOn,
  sold_on: v.soldOn,
  asking_price: v.askingPrice,
  purchase_price: v.purchasePrice,
  days_in_stock: v.daysInStock,
  thumbnail_url: v.thumbnailUrl,
  sale: v.sale && { buyer_name: v.sale.buyerName, gross_price: v.sale.grossPrice, sold_on: v.sale.soldOn },
});

/**
 * The vehicle list's answer in its wire names, renamed field by field and stringified
 * once: the rows are built field by field in the service from the list's own statement, so nothing
 * unnamed can be in them, and neither a generic key renaming nor a schema walk runs per row (one
 * JSON.stringify of plain objects took half the time of stringifying each field on its own). Each
 * field of vehicleListItemSchema appears here once; trusted-serializer.test.ts holds the two together.
 */
export const vehicleListSerializer = () => (answer: unknown) => {
  const { data, meta } = answer as VehicleListAnswer;
  return JSON.stringify({
    data: data.map(vehicleListItem),
    meta: {
      page: meta.page,
      per_page: meta.perPage,
      total: meta.total,
      counts: { current: meta.counts.current, sold: meta.counts.sold },
    },
  });
};
