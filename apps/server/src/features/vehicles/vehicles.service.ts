import type { VehicleDashboard } from '@kontor/domain/vehicle-dashboard';
import type { VehicleCreateValues } from '@kontor/domain/vehicle-ocr';
import { customerDisplayName } from '@kontor/domain/customers';
import { saleMargin } from '@kontor/domain/trades';
import type { TradeAmounts } from '@kontor/domain/vat';
import { daysInStock } from '@kontor/domain/vehicle-list';
import {
  compactUpper,
  firstRegisteredOf,
  type Vehicle,
  type VehicleListItem,
  type VehicleListQuery,
  type VehicleValues,
  type VinInStock,
} from '@kontor/domain/vehicles';
import type { VehicleRecord } from '@kontor/domain/vehicle-record';
import { businessToday } from '../../platform/clock';
import { recordAuditEvent } from '../../platform/audit/audit-events';
import type { AppContext } from '../../platform/context';
import { type DbOrTx, isStillReferenced, isUniqueViolation } from '../../platform/db/database';
import { AppError, keptRecord, notFound } from '../../platform/http/app-error';
import { changedMeanwhile } from '../../platform/http/if-match';
import { deleteFilesWithRows } from '../../platform/uploads/file-deletions';
import { releaseStorage } from '../company/storage.service';
import { createVehicleDocumentsRepository } from './vehicle-documents.repository';
import { keptSellerInvoicesUntil, signedThumbnailPath } from './vehicle-documents.service';
import { keepOcrImage } from './vehicle-ocr-images.service';
import { createVehicleDashboardRepository } from './vehicle-dashboard.repository';
import { createVehicleListRepository, type VehicleCounts } from './vehicle-list.repository';
import { createVehiclesRepository, type VehiclesRepository } from './vehicles.repository';

/** Maps the VIN's unique violation to 409 9311 (the form shows it at the VIN field). */
async function vinChecked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two requests at once both pass any check made before: the partial unique index decides.
    if (isUniqueViolation(error, 'vehicles_company_vin_in_stock_idx')) throw new AppError('9311', 409, { vinCode: '9311' });
    throw error;
  }
}

/** With `ocrImage`, the image read by OCR is kept with the vehicle in the same transaction (404, nothing saved, when not the company's waiting image). */
export function createVehicle(
  ctx: AppContext,
  companyId: string,
  { ocrImage, ...values }: VehicleCreateValues,
): Promise<VehicleRecord> {
  const day = businessToday(ctx.clock);
  return vinChecked(() =>
    ctx.database.db.transaction(async (tx) => {
      const vehicle = await createVehiclesRepository(tx).insert(companyId, {
        ...values,
        addedOn: day,
        soldOn: values.status === 'SOLD' ? day : null,
      });
      if (ocrImage) await keepOcrImage(tx, companyId, { imageId: ocrImage, vehicleId: vehicle.id });
      return vehicle;
    }),
  );
}

/** The vehicle in stock with this VIN, for the form's warning; none → 404. */
export async function findVehicleInStockByVin(ctx: AppContext, companyId: string, vinCode: string): Promise<VinInStock> {
  const found = await createVehiclesRepository(ctx.database.db).findInStockByVin(companyId, compactUpper(vinCode));
  if (!found) throw notFound();
  return found;
}

export async function getVehicle(ctx: AppContext, companyId: string, vehicleId: string): Promise<Vehicle> {
  const vehicle = await createVehiclesRepository(ctx.database.db).find(companyId, vehicleId);
  if (!vehicle) throw notFound();
  return vehicle;
}

/** The vehicle with its version, for the edit form (which sends the version back as If-Match). */
export async function getVehicleRecord(ctx: AppContext, companyId: string, vehicleId: string): Promise<VehicleRecord> {
  const vehicle = await createVehiclesRepository(ctx.database.db).findRecord(companyId, vehicleId);
  if (!vehicle) throw notFound();
  return vehicle;
}

/**
 * Moving to SOLD records the day; moving back to CURRENT clears it. A vehicle that Kontor's invoice
 * sold goes back to stock only by cancelling that sale (409 9320): the invoice stands until a
 * cancellation invoice reverses it (an issued invoice is corrected only by cancelling it, § 14
 * UStG), and a second sale would otherwise issue a second invoice for the same vehicle. The vehicle
 * is locked while it is checked and saved, as issuing an invoice locks it, so a form opened before
 * the sale cannot put it back either.
 */
export async function updateVehicle(
  ctx: AppContext,
  companyId: string,
  { vehicleId, values, expected = null }: { vehicleId: string; values: VehicleValues; expected?: Date | null },
): Promise<VehicleRecord> {
  return vinChecked(() =>
    ctx.database.db.transaction(async (tx) => {
      const repository = createVehiclesRepository(tx);
      const existing = await repository.findRecord(companyId, vehicleId, { lock: true });
      if (!existing) throw notFound();
      // The form was opened on an older version (another tab saved meanwhile): refused, not overwritten.
      // The row is locked, and the UPDATE below repeats the condition in its WHERE.
      if (expected && existing.updatedAt !== expected.toISOString()) throw changedMeanwhile();
      const soldByInvoice = existing.status === 'SOLD' && (await repository.hasIssuedSale(companyId, vehicleId));
      if (soldByInvoice && values.status === 'CURRENT') throw new AppError('9320', 409, { status: '9320' });
      const soldOn = values.status === 'SOLD' ? (existing.soldOn ?? businessToday(ctx.clock)) : null;
      // A purchase contract made in Kontor recorded what the vehicle cost, and an issued sale's margin
      // (the dashboard's, the §25a records') rests on it: the form cannot rewrite it.
      const recorded =
        existing.purchasedOn === null && !soldByInvoice
          ? {}
          : // The vehicle's stored rate came from a validated save (19, 7 or null).
            {
              purchasePrice: existing.purchasePrice,
              purchaseTaxation: existing.purchaseTaxation,
              purchaseVatRate: existing.purchaseVatRate as VehicleValues['purchaseVatRate'],
            };
      const updated = await repository.update(companyId, vehicleId, { ...values, ...recorded, soldOn, expected });
      if (!updated) throw changedMeanwhile();
      return updated;
    }),
  );
}

/** Inside the caller's transaction: the company's vehicle, locked until the transaction ends; null when not the company's. */
export function lockVehicle(tx: DbOrTx, companyId: string, vehicleId: string): Promise<Vehicle | null> {
  return createVehiclesRepository(tx).find(companyId, vehicleId, { lock: true });
}

/** Inside the caller's transaction: the purchase contract was made, the vehicle records what it cost and when it was bought. */
export async function recordVehiclePurchase(
  tx: DbOrTx,
  companyId: string,
  { vehicleId, purchase }: { vehicleId: string; purchase: Parameters<VehiclesRepository['recordPurchase']>[2] },
): Promise<void> {
  if (!(await createVehiclesRepository(tx).recordPurchase(companyId, vehicleId, purchase))) throw notFound();
}

/** Inside the caller's transaction: the invoice was issued, the vehicle is SOLD on its date with the handover's mileage. */
export async function markVehicleSold(
  tx: DbOrTx,
  companyId: string,
  { vehicleId, ...sale }: { vehicleId: string; soldOn: string; handoverMileage: number | null },
): Promise<void> {
  if (!(await createVehiclesRepository(tx).markSold(companyId, vehicleId, sale))) throw notFound();
}

/** Inside the caller's transaction: the vehicle's sale was canceled, it is back in stock (CURRENT, no sold day). */
export async function returnVehicleToStock(tx: DbOrTx, companyId: string, vehicleId: string): Promise<void> {
  if (!(await createVehiclesRepository(tx).returnToStock(companyId, vehicleId))) throw notFound();
}

/** Inside the caller's transaction: the vehicle's purchase was canceled; it stays in stock, its purchase no longer recorded. */
export async function forgetVehiclePurchase(tx: DbOrTx, companyId: string, vehicleId: string): Promise<void> {
  if (!(await createVehiclesRepository(tx).forgetPurchase(companyId, vehicleId))) throw notFound();
}

/**
 * What a feature above vehicles does inside a vehicle's deletion, before its row goes: its rows that
 * name the vehicle let go of it (or go with it). Vehicles cannot call the floors above, so the
 * composition root (app.ts) hands these to the vehicles' routes.
 */
export type VehicleRelease = (tx: DbOrTx, companyId: string, vehicleId: string) => Promise<void>;

/**
 * A vehicle that an open or finished trade with documents references cannot go: its documents must
 * stay (409 9310). Its canceled trades and their documents stay without it, listed under Canceled
 * Trades. Trade drafts without documents go with it; service invoice drafts forget it (all through
 * `releases`: the trade documents', the trades' and the service invoices'); its uploaded documents
 * go, and their storage is given back.
 */
export async function deleteVehicle(
  ctx: AppContext,
  companyId: string,
  { vehicleId, releases }: { vehicleId: string; releases: readonly VehicleRelease[] },
): Promise<void> {
  let deleteFiles: () => Promise<void>;
  try {
    deleteFiles = await ctx.database.db.transaction(async (tx) => {
      // The vehicle's row first, then its trades: the order of the sale wizard and the document
      // jobs, so a deletion meeting a save or a document waits instead of deadlocking.
      const vehicle = await lockVehicle(tx, companyId, vehicleId);
      if (!vehicle) throw notFound();
      // Its uploads go with it: not a canceled purchase's seller invoice, which is still kept (§ 147 AO).
      const keptUntil = await keptSellerInvoicesUntil(tx, companyId, { of: { vehicleId }, today: businessToday(ctx.clock) });
      if (keptUntil) throw keptRecord('9556', keptUntil);
      const documents = await createVehicleDocumentsRepository(tx).totals(companyId, vehicleId);
      // A canceled purchase (or sale) does not keep the vehicle in stock; it and its documents stay.
      for (const release of releases) await release(tx, companyId, vehicleId);
      // The company's storage before the vehicle's row: deleting it locks the company's vehicle_counts
      // row (trigger), and a document job takes the storage first and the counts last (the sale's
      // invoice), so the same order here keeps the two from deadlocking.
      await releaseStorage(tx, companyId, documents.bytes);
      if (!(await createVehiclesRepository(tx).delete(companyId, vehicleId))) throw notFound();
      await recordAuditEvent(tx, {
        companyId,
        action: 'VEHICLE_DELETED',
        objectType: 'VEHICLE',
        objectId: vehicleId,
        label: [vehicle.make, vehicle.model, vehicle.vinCode].filter(Boolean).join(' '),
        details: { documentsDeleted: documents.keys.length },
      });
      // Queued with the row, so a storage away at the commit (or a kill after it) leaves no file behind.
      if (documents.keys.length === 0) return async () => {};
      return deleteFilesWithRows(ctx, tx, { companyId, keys: documents.keys });
    });
  } catch (error) {
    if (isStillReferenced(error)) throw new AppError('9310', 409);
    throw error;
  }
  await deleteFiles();
}

/**
 * A page of the list; a sold vehicle's days in stock end on its sold day. A Sold page also carries
 * each vehicle's sale (a second query for the page's ids, so the list's own query plans stay as they are).
 * The page a dealer opens most, so the hot path: named statements on the pool, rows built field by
 * field.
 */
export async function listVehicles(
  ctx: AppContext,
  companyId: string,
  query: VehicleListQuery,
): Promise<{ items: VehicleListItem[]; counts: VehicleCounts }> {
  const day = businessToday(ctx.clock);
  const repository = createVehicleListRepository(ctx.database.pool);
  const { rows, counts } = await repository.page(companyId, query, day);
  const sales =
    query.status === 'SOLD'
      ? await repository.sales(
          companyId,
          rows.map((row) => row.id),
        )
      : [];
  const saleOf = new Map(
    sales.map((sale) => [
      sale.vehicleId,
      {
        buyerName: sale.buyer ? customerDisplayName(sale.buyer) || null : null,
        grossPrice: sale.grossPrice,
        soldOn: sale.soldOn,
      },
    ]),
  );
  return {
    counts,
    items: rows.map((row) => ({
      id: row.id,
      make: row.make,
      model: row.model,
      vinCode: row.vinCode,
      licencePlate: row.licencePlate,
      mileage: row.mileage,
      firstRegistered: firstRegisteredOf(row.firstRegistered, row.firstRegisteredPrecision),
      nextInspection: row.nextInspection,
      power: row.power,
      fuelType: row.fuelType,
      status: row.status,
      addedOn: row.addedOn,
      soldOn: row.soldOn,
      askingPrice: row.askingPrice,
      purchasePrice: row.purchasePrice,
      daysInStock: daysInStock(row, day),
      thumbnailUrl: row.photoId ? signedThumbnailPath(ctx, row.photoId) : null,
      sale: saleOf.get(row.id) ?? null,
    })),
  };
}

/** The makes of the company's vehicles, sold ones included (the key-list makes are added to them). */
export function listVehicleMakes(ctx: AppContext, companyId: string): Promise<string[]> {
  return createVehiclesRepository(ctx.database.db).makes(companyId);
}

/** The makes of the company's vehicles in stock (CURRENT) or sold (SOLD): what the list's make filter offers on that tab. */
export function listMakesOfStatus(ctx: AppContext, companyId: string, status: Vehicle['status']): Promise<string[]> {
  return createVehiclesRepository(ctx.database.db).makesOfStatus(companyId, status);
}

/**
 * The month's sales: their gross total and margin (§25a: the margin taxed, with the VAT in it;
 * otherwise net price less net cost). A sale of a vehicle without a purchase price has no margin and is counted apart.
 */
function monthSalesFigures(
  sales: Array<Parameters<typeof saleMargin>[1] & { amounts: TradeAmounts }>,
): VehicleDashboard['salesThisMonth'] {
  const figures = { count: sales.length, grossCents: 0, marginCents: 0, marginVatCents: 0, withoutPurchase: 0 };
  for (const sale of sales) {
    figures.grossCents += sale.amounts.grossCents;
    const margin = saleMargin(sale.amounts, sale);
    if (!margin) figures.withoutPurchase += 1;
    figures.marginCents += margin?.marginCents ?? 0;
    figures.marginVatCents += margin?.marginVatCents ?? 0;
  }
  return figures;
}

export async function vehicleDashboard(ctx: AppContext, companyId: string): Promise<VehicleDashboard> {
  const day = businessToday(ctx.clock);
  const figures = await createVehicleDashboardRepository(ctx.database.db).dashboard(companyId, day);
  return {
    inStock: figures.inStock,
    daysInStockAverage: Math.round(figures.averageDays * 10) / 10,
    daysInStockMax: figures.maxDays,
    stockValuePurchase: figures.stockValuePurchase,
    stockValueAsking: figures.stockValueAsking,
    inspectionDue: figures.inspectionDue,
    oldest: figures.oldest.map((vehicle) => ({ ...vehicle, daysInStock: daysInStock(vehicle, day) })),
    soldThisMonth: figures.soldThisMonth,
    salesThisMonth: monthSalesFigures(figures.monthSales),
    soldThisYear: figures.soldThisYear,
    newest: figures.newest,
  };
}
