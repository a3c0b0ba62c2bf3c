import { isDeepStrictEqual } from 'node:util';
import { customerDisplayName } from '@kontor/domain/customers';
import type { ErrorCode } from '@kontor/domain/errors';
import {
  derivedTradeType,
  isDocumentType,
  newSaleFields,
  pickTradeFields,
  saleMargin,
  saleFieldsOfStored,
  type Sale,
  type SaleFields,
  type SaleValues,
  tradeProblems,
  type TradeParty,
  tradePartySchema,
  type TradeVehicle,
  tradeVehicleOf,
} from '@kontor/domain/trades';
import type { TradeListItem, TradesQuery, TradeYear } from '@kontor/domain/trades-overview';
import { type TradeAmounts, tradeAmounts } from '@kontor/domain/vat';
import type { Vehicle } from '@kontor/domain/vehicles';
import { businessToday } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, conflict, invalid, notFound } from '../../platform/http/app-error';
import { changedMeanwhile } from '../../platform/http/if-match';
import { getCompany } from '../company/company.service';
import { findCustomerFields } from '../customers/customers.service';
import { getVehicle, lockVehicle, markVehicleSold } from '../vehicles/vehicles.service';
import { createTradesOverviewRepository, type TradeListRow } from './trades-overview.repository';
import { createTradesRepository, type StoredTradeRow, type TradeRow } from './trades.repository';

export type { StoredTradeRow };

// The sale: the wizard saves it step by step, the documents engine reads and
// finishes it. The buyer and the amounts are derived on every save and frozen, with the vehicle, when
// the invoice is issued.

/** A trade with the vehicle its documents print: as it is now while the trade is open, as the invoice printed it once finished. */
export type TradeForDocuments = { trade: Sale; vehicle: TradeVehicle };

/**
 * The stored fields with every default filled (a trade saved before a field existed still reads
 * whole, as its documents stated it: saleFieldsOfStored, by the vehicle they print, frozen with a
 * finished trade's invoice). The customer is the column's: an erased customer's id is set null there by the database.
 */
function fieldsOf(row: TradeRow, vehicle: Vehicle): SaleFields {
  // Only SELLING rows reach here (every query names the kind).
  const printed = row.status === 'FINISHED' && row.vehicle ? row.vehicle : vehicle;
  return { ...saleFieldsOfStored(row.fields as Partial<SaleFields>, printed), customerId: row.customerId };
}

/**
 * The purchase price the margin uses: the vehicle's (recorded by its purchase, or typed on the
 * vehicle); the wizard's field only for a vehicle without one.
 */
function effectivePurchasePrice(fields: SaleFields, vehicle: Vehicle): number | null {
  return vehicle.purchasePrice ?? fields.purchasePrice;
}

function amountsOf(fields: SaleFields, purchaseCents: number | null): TradeAmounts {
  return tradeAmounts({
    grossCents: fields.grossPrice,
    vat: fields.vat,
    vatRate: fields.vatRate,
    sectionType: fields.sectionType,
    depositCents: fields.deposit,
    purchaseCents,
  });
}

/** The trade as the API answers it. A finished trade shows what was frozen with its invoice. */
function toSale(row: TradeRow, vehicle: Vehicle): Sale {
  const fields = fieldsOf(row, vehicle);
  const finished = row.status === 'FINISHED';
  const purchasePrice = finished
    ? (row.amounts.margin?.purchaseCents ?? effectivePurchasePrice(fields, vehicle))
    : effectivePurchasePrice(fields, vehicle);
  const amounts = finished ? row.amounts : amountsOf(fields, purchasePrice);
  return {
    ...fields,
    id: row.id,
    vehicleId: row.vehicleId,
    kind: row.kind,
    status: row.status,
    effectiveTradeType: derivedTradeType(fields, row.buyer),
    buyer: row.buyer,
    effectivePurchasePrice: purchasePrice,
    purchaseTaxation: vehicle.purchaseTaxation,
    // A finished trade answers the vehicle as its documents printed it.
    vehicleAccidentFree: (finished && row.vehicle ? row.vehicle : vehicle).accidentFree ?? null,
    // The purchase day bounds an open trade's invoice date (9536); a finished one was checked when issued.
    vehiclePurchasedOn: vehicle.purchasedOn,
    amounts,
    saleMargin: saleMargin(amounts, vehicle),
    invoiceNumber: row.invoiceNumber,
    issuedOn: row.issuedOn,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The buyer and amounts of an open trade as they are now (the customer's current data, the vehicle's current purchase price). */
async function derived(tx: DbOrTx, companyId: string, input: { fields: SaleFields; vehicle: Vehicle }) {
  const buyer = input.fields.customerId ? await partyOf(tx, companyId, input.fields.customerId) : null;
  if (buyer === undefined) throw notFound();
  const purchasePrice = effectivePurchasePrice(input.fields, input.vehicle);
  return { buyer, purchasePrice, amounts: amountsOf(input.fields, purchasePrice) };
}

/** The open trade, else the latest finished one; null when the vehicle has none. Another company's vehicle → 404. */
export async function getSale(ctx: AppContext, companyId: string, vehicleId: string): Promise<Sale | null> {
  const vehicle = await getVehicle(ctx, companyId, vehicleId);
  const row = await createTradesRepository(ctx.database.db).findCurrent(companyId, { vehicleId, kind: 'SELLING' });
  return row ? toSale(row, vehicle) : null;
}

type SaveInput = {
  vehicleId: string;
  docType: string;
  input: SaleValues;
  /** The trade's updatedAt the step was made on (If-Match); null: no check. */
  expectedVersion?: Date | null;
};

/**
 * Saves one wizard step in one transaction: creates the vehicle's open trade on the first save,
 * merges the step's fields, takes the buyer's data as it is now and computes the amounts. Any
 * refusal leaves the trade as it was. A step made on an older version of the open trade (another tab
 * saved meanwhile) is refused with 409 9541 instead of overwriting that tab's buyer and price.
 */
export async function saveSale(
  ctx: AppContext,
  companyId: string,
  { vehicleId, docType, input, expectedVersion = null }: SaveInput,
): Promise<Sale> {
  if (!isDocumentType(docType)) throw invalid({ documentType: '9506' });
  // The seller's VAT id decides whether §4 Nr. 1b can be chosen (9514), its being a small business whether VAT may be left out (9550).
  const seller = await getCompany(ctx, companyId);
  return ctx.database.db.transaction(async (tx) => {
    // The vehicle's row lock orders all saves of one vehicle, first saves included: the second waits
    // and then finds the first one's trade, so the one-open-trade index is never the one to decide.
    const vehicle = await lockVehicle(tx, companyId, vehicleId);
    if (!vehicle) throw notFound();
    const repository = createTradesRepository(tx);
    const current = await repository.findCurrent(companyId, { vehicleId, kind: 'SELLING', lock: true });
    if (vehicle.status === 'SOLD') throw new AppError(current?.status === 'FINISHED' ? '9509' : '9508', 409);
    // A finished trade of a vehicle back in stock is a past sale: this save starts a new one.
    const open = current?.status === 'PENDING' ? current : undefined;
    requireVersion(open, expectedVersion);
    // A new sale starts with the accident damage the vehicle records (the wizard shows the same).
    const fields = mergedStep(open ? fieldsOf(open, vehicle) : newSaleFields(vehicle, seller), {
      docType,
      values: input,
      isNew: !open,
    });
    const { buyer, purchasePrice, amounts } = await derived(tx, companyId, { fields, vehicle });
    const problems = tradeProblems(fields, {
      buyer,
      purchasePrice,
      purchaseTaxation: vehicle.purchaseTaxation,
      seller,
      today: businessToday(ctx.clock),
      vehicleAccidentFree: vehicle.accidentFree,
      vehiclePurchasedOn: vehicle.purchasedOn,
    });
    // tradeProblems answers only codes of the domain's error table.
    if (Object.keys(problems).length > 0) throw invalid(problems as Record<string, ErrorCode>);
    const values = { customerId: fields.customerId, fields, buyer, amounts };
    const row = open
      ? await repository.updateOpen(companyId, open.id, values)
      : await repository.insert({ ...values, companyId, vehicleId, kind: 'SELLING' });
    if (!row) throw notFound();
    return toSale(row, vehicle);
  });
}

/**
 * Inside tx: locks the vehicle's current sale (open, else latest finished), refreshes its buyer
 * snapshot from the customer while it is PENDING, and answers it with the vehicle its documents print;
 * undefined when the vehicle is not the company's or has no trade. A finished trade answers its
 * frozen buyer and vehicle, so a later edit of either never reaches a document made after the sale.
 * With an expected version, a trade changed since (another tab saved) is refused with 409 9541.
 */
export async function lockTradeForDocuments(
  tx: DbOrTx,
  companyId: string,
  of: string | DocumentsOf,
): Promise<TradeForDocuments | undefined> {
  // Compared before the buyer's refresh below: the version is the one the dealer's tab saw.
  const locked = await lockCurrentTrade(tx, companyId, { of, kind: 'SELLING' });
  if (!locked) return undefined;
  const { vehicle, row, repository } = locked;
  if (row.status !== 'PENDING') return { trade: toSale(row, vehicle), vehicle: row.vehicle ?? tradeVehicleOf(vehicle) };
  const fields = fieldsOf(row, vehicle);
  const { buyer, amounts } = await derived(tx, companyId, { fields, vehicle });
  // Written only when the customer's data or the amounts moved: an untouched trade keeps its
  // updatedAt, which the wizard's draft in the dealer's tab is compared with.
  const unchanged = isDeepStrictEqual(buyer, row.buyer) && isDeepStrictEqual(amounts, row.amounts);
  const refreshed = unchanged
    ? row
    : await repository.updateOpen(companyId, row.id, { customerId: fields.customerId, fields, buyer, amounts });
  return { trade: toSale(refreshed ?? row, vehicle), vehicle: tradeVehicleOf(vehicle) };
}

type FinishInput = {
  /** The open trade as `lockTradeForDocuments` answered it in this transaction (its rows still locked). */
  trade: Sale;
  /** The vehicle as the invoice printed it. */
  vehicle: TradeVehicle;
  invoiceNumber: string;
  issuedOn: string;
};

/**
 * Inside tx, after `lockTradeForDocuments` locked the trade and its vehicle: the invoice is issued.
 * The trade is FINISHED with invoice number and date and keeps exactly what the invoice was rendered
 * from (buyer, amounts, fields, vehicle); the vehicle is SOLD with sold_on = issuedOn.
 */
export async function finishSale(
  tx: DbOrTx,
  companyId: string,
  { trade, vehicle, invoiceNumber, issuedOn }: FinishInput,
): Promise<void> {
  if (!trade.buyer || trade.grossPrice <= 0) throw new AppError('9512', 422);
  const frozen = {
    invoiceNumber,
    issuedOn,
    buyer: trade.buyer,
    amounts: trade.amounts,
    fields: pickTradeFields(trade),
    vehicle: tradeVehicleOf(vehicle),
  };
  // Only an open trade finishes: a second invoice for the same trade is refused.
  if (!(await createTradesRepository(tx).finish(companyId, trade.id, frozen))) throw conflict('9509');
  await markVehicleSold(tx, companyId, { vehicleId: trade.vehicleId, soldOn: issuedOn, handoverMileage: trade.handoverMileage });
}

function toListItem(row: TradeListRow): TradeListItem {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    status: row.status,
    make: row.make,
    model: row.model,
    vinCode: row.vinCode,
    customerName: row.buyer ? customerDisplayName(row.buyer) || null : null,
    grossPrice: row.grossPrice,
    sectionType: row.sectionType,
    invoiceNumber: row.invoiceNumber,
    date: row.date,
    cancellation:
      row.status === 'REJECTED' && row.canceledOn ? { number: row.cancellationNumber, canceledOn: row.canceledOn } : null,
  };
}

/**
 * The trades overview (sales or purchases): a page of the company's trades of a kind, newest first
 * (by the invoice or contract date, else the day the trade was started in Berlin), grouped by year.
 * Each year's count and gross total of its finished trades cover all the year's matching trades, not
 * just the page's. An issued invoice is never deleted, only canceled (§ 14 UStG, GoBD): a canceled
 * sale stays in its year, marked, but is no sale in the count or the total; a draft given up before
 * it issued anything is not listed.
 */
export async function listTrades(
  ctx: AppContext,
  companyId: string,
  query: TradesQuery,
): Promise<{ years: TradeYear[]; total: number }> {
  const { rows, years: totals } = await createTradesOverviewRepository(ctx.database.pool).list(companyId, query);
  const years = new Map<number, TradeYear>();
  for (const row of rows) {
    const year = Number(row.date.slice(0, 4));
    let group = years.get(year);
    if (!group) {
      const figures = totals.find((totalsOfYear) => totalsOfYear.year === year);
      group = {
        year,
        count: figures?.count ?? 0,
        canceled: figures?.canceled ?? 0,
        totalGross: figures?.totalGross ?? 0,
        items: [],
      };
      years.set(year, group);
    }
    group.items.push(toListItem(row));
  }
  return {
    years: [...years.values()].sort((a, b) => b.year - a.year),
    // The pages run over every listed trade, the canceled ones too.
    total: totals.reduce((sum, figures) => sum + figures.count + figures.canceled, 0),
  };
}

type TradeKindOf = { vehicleId: string; kind: TradeRow['kind'] };

/** The vehicle's trade of a kind a cancellation cancels (its current one, open or finished), and whether it ever had one of that kind. */
export async function findTradeToCancel(
  ctx: AppContext,
  companyId: string,
  of: TradeKindOf,
): Promise<{ trade: TradeRow | undefined; hadOne: boolean }> {
  const repository = createTradesRepository(ctx.database.db);
  const trade = await repository.findCurrent(companyId, of);
  return { trade, hadOne: trade !== undefined || (await repository.findLatest(companyId, of)) !== undefined };
}

/** One of the company's trades by its id, as stored; undefined for another company's or an unknown id. */
export function findTradeById(ctx: AppContext, companyId: string, tradeId: string): Promise<StoredTradeRow | undefined> {
  return createTradesRepository(ctx.database.db).findById(companyId, tradeId);
}

/** Inside tx: a trade by its id, locked until the transaction ends (lock its vehicle first, as every trade writer does). */
export function lockTradeById(tx: DbOrTx, companyId: string, tradeId: string): Promise<StoredTradeRow | undefined> {
  return createTradesRepository(tx).lockById(companyId, tradeId);
}

/** Inside tx: the trade is canceled (REJECTED) with the reason; false when it was canceled before. */
export async function rejectTrade(
  tx: DbOrTx,
  companyId: string,
  { tradeId, ...values }: { tradeId: string } & Parameters<ReturnType<typeof createTradesRepository>['reject']>[2],
): Promise<boolean> {
  return (await createTradesRepository(tx).reject(companyId, tradeId, values)) !== undefined;
}

/**
 * Inside the vehicle's deletion, its row locked first (the order of the wizards and the document
 * jobs, so a deletion meeting a save waits instead of deadlocking): the vehicle's sale and purchase
 * drafts that made no document go (only wizard input); its canceled trades stay without it, listed
 * under Canceled Trades by the snapshot they took. A finished trade, or a draft with a document,
 * keeps naming it, and the vehicle's deletion then fails (9310).
 */
export async function releaseVehicle(tx: DbOrTx, companyId: string, vehicleId: string): Promise<void> {
  const repository = createTradesRepository(tx);
  await repository.deleteDraftsOfVehicle(companyId, vehicleId);
  await repository.detachCanceledFromVehicle(companyId, vehicleId);
}

/** The customer as the trade keeps them; undefined when the id is not one of the company's customers. */
export async function partyOf(tx: DbOrTx, companyId: string, customerId: string): Promise<TradeParty | undefined> {
  const customer = await findCustomerFields(tx, companyId, customerId);
  return customer ? tradePartySchema.parse(customer) : undefined;
}

/**
 * Refuses (409 9541) a change made on another version of the trade than `row`, the trade as it is
 * now, read under its row lock in the change's own transaction (so nothing can slip in between the
 * check and the write). `expected` null: the client sent no version and the change goes through.
 * No trade while the client names a version: the trade it worked on is gone (finished or canceled
 * and replaced), which is a change elsewhere too. Milliseconds: what the API answered as updatedAt.
 */
export function requireVersion(row: { updatedAt: Date } | undefined, expected: Date | null): void {
  if (expected === null) return;
  if (!row || row.updatedAt.getTime() !== expected.getTime()) throw changedMeanwhile();
}

/**
 * Inside tx: the vehicle and its current trade of `kind`, both locked, for making the trade's
 * documents; undefined when the vehicle is not the company's or has no such trade. A version the
 * client names is compared here, before anything is refreshed (409 9541 when the trade moved since).
 */
export async function lockCurrentTrade(
  tx: DbOrTx,
  companyId: string,
  { of, kind }: { of: string | DocumentsOf; kind: 'SELLING' | 'BUYING' },
) {
  const { vehicleId, expectedVersion = null } = typeof of === 'string' ? { vehicleId: of } : of;
  const vehicle = await lockVehicle(tx, companyId, vehicleId);
  if (!vehicle) return undefined;
  const repository = createTradesRepository(tx);
  const row = await repository.findCurrent(companyId, { vehicleId, kind, lock: true });
  if (!row) return undefined;
  requireVersion(row, expectedVersion);
  return { vehicle, row, repository };
}

// What the sale's and the purchase's step saves share: merging a step into the stored fields.

type MergeInput<Values> = {
  /** The path's document type, already checked to be one of the trade kind's. */
  docType: string;
  values: Values;
  isNew: boolean;
};

/**
 * The wizard step's fields merged into the stored ones (fields left out of the step stay). The
 * path's document joins the defaults of a new trade; afterwards the wanted documents change only
 * through `documents` itself, so a later step never brings back a document the dealer deselected.
 */
export function mergedStep<Fields extends { documents: readonly string[] }>(
  base: Fields,
  { docType, values, isNew }: MergeInput<Partial<Fields>>,
): Fields {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<Fields>;
  const fields: Fields = { ...base, ...given };
  if (isNew && !given.documents && !fields.documents.includes(docType)) {
    fields.documents = [...fields.documents, docType];
  }
  return fields;
}

/** Which vehicle's trade a document is made of, and the trade's updatedAt the request was made on (If-Match; null: no check). */
export type DocumentsOf = { vehicleId: string; expectedVersion?: Date | null };
