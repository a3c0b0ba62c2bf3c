import { keysToSnake } from '@kontor/domain/case';
import type { VehicleListItem, VehicleListMeta } from '@kontor/domain/vehicles';

/**
 * For the key-list search, a hot read path: its rows are built field by field in the repository (the
 * key-list entry columns), so nothing unnamed can leak; re-checking them against zod on every request
 * cost more than the query, so they are only renamed to snake_case.
 */
export const trustedSerializer = () => (data: unknown) => JSON.stringify(keysToSnake(data));

type VehicleListAnswer = { data: VehicleListItem[]; meta: VehicleListMeta };

const text = (value: string) => JSON.stringify(value);
const textOrNull = (value: string | null) => (value === null ? 'null' : JSON.stringify(value));
const integerOrNull = (value: number | null) => (value === null ? 'null' : String(value));

function vehicleListItem(v: VehicleListItem): string {
  const sale =
    v.sale === null
      ? 'null'
      : `{"buyer_name":${textOrNull(v.sale.buyerName)},"gross_price":${v.sale.grossPrice},"sold_on":${text(v.sale.soldOn)}}`;
  return (
    `{"id":${text(v.id)},"make":${text(v.make)},"model":${text(v.model)},"vin_code":${text(v.vinCode)},` +
    `"licence_plate":${textOrNull(v.licencePlate)},"mileage":${v.mileage},"first_registered":${textOrNull(v.firstRegistered)},` +
    `"next_inspection":${text(v.nextInspection)},"power":${v.power},"fuel_type":${text(v.fuelType)},"status":${text(v.status)},` +
    `"added_on":${text(v.addedOn)},"sold_on":${textOrNull(v.soldOn)},"asking_price":${integerOrNull(v.askingPrice)},` +
    `"purchase_price":${integerOrNull(v.purchasePrice)},"days_in_stock":${v.daysInStock},"thumbnail_url":${textOrNull(v.thumbnailUrl)},` +
    `"sale":${sale}}`
  );
}

/**
 * The vehicle list's answer (issue 15), written out field by field in its wire names: the rows are
 * built field by field in the service from the list's own statement, so nothing unnamed can be in
 * them, and neither a generic key renaming nor a schema walk runs per row. Each field of
 * vehicleListItemSchema appears here once; trusted-serializer.test.ts holds the two together.
 */
export const vehicleListSerializer = () => (answer: unknown) => {
  const { data, meta } = answer as VehicleListAnswer;
  const rows = data.map(vehicleListItem).join(',');
  return (
    `{"data":[${rows}],"meta":{"page":${meta.page},"per_page":${meta.perPage},"total":${meta.total},` +
    `"counts":{"current":${meta.counts.current},"sold":${meta.counts.sold}}}}`
  );
};
