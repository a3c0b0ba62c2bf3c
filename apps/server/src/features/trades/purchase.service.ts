import { isDeepStrictEqual } from 'node:util';
import {
  type Purchase,
  type PurchaseFields,
  type PurchaseValues,
  purchaseProblems,
  DEFAULT_PURCHASE,
  isPurchaseDocumentType,
  newPurchaseFields,
  vehicleConditionAfterPurchase,
  pickPurchaseFields,
  purchaseAmounts,
  purchaseTaxationOf,
} from '@kontor/domain/purchase';
import type { ErrorCode } from '@kontor/domain/errors';
import { type TradeVehicle, tradeVehicleOf } from '@kontor/domain/trades';
import { businessToday } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, conflict, invalid, notFound } from '../../platform/http/app-error';
import { vehicleDocumentExists } from '../vehicles/vehicle-documents.service';
import { getVehicle, lockVehicle, recordVehiclePurchase } from '../vehicles/vehicles.service';
import { type DocumentsOf, lockCurrentTrade, mergedStep, partyOf, requireVersion } from './trades.service';
import { createTradesRepository, type TradeRow } from './trades.repository';

// The purchase: the dealer buys a vehicle from a seller. The wizard saves it step by
// step; making the purchase contract finishes it, freezes seller, price and vehicle, and records on
// the vehicle what it cost and when it was bought (the sale's margin and §25a rule read that).

/** A purchase with the vehicle its documents print: as it is now while open, as the contract printed it once finished. */
export type PurchaseForDocuments = { trade: Purchase; vehicle: TradeVehicle; vehicleSold: boolean };

/** The stored fields with every default filled. Only BUYING rows reach here (every query names the kind). */
function fieldsOf(row: TradeRow): PurchaseFields {
  return { ...DEFAULT_PURCHASE, ...(row.fields as Partial<PurchaseFields>), customerId: row.customerId };
}

function toPurchase(row: TradeRow): Purchase {
  const fields = fieldsOf(row);
  return {
    ...fields,
    id: row.id,
    vehicleId: row.vehicleId,
    kind: row.kind,
    status: row.status,
    seller: row.buyer,
    amounts: row.status === 'FINISHED' ? row.amounts : purchaseAmounts(fields),
    purchasedOn: row.status === 'FINISHED' ? row.issuedOn : null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The open purchase, else the finished one; null when the vehicle has none. Another company's vehicle → 404. */
export async function getPurchase(ctx: AppContext, companyId: string, vehicleId: string): Promise<Purchase | null> {
  await getVehicle(ctx, companyId, vehicleId);
  const row = await createTradesRepository(ctx.database.db).findCurrent(companyId, { vehicleId, kind: 'BUYING' });
  return row ? toPurchase(row) : null;
}

/** The seller as they are now; undefined (→ 404) when the id is not one of the company's customers. */
async function sellerOf(tx: DbOrTx, companyId: string, fields: PurchaseFields) {
  return fields.customerId ? partyOf(tx, companyId, fields.customerId) : null;
}

type SaveInput = {
  vehicleId: string;
  docType: string;
  input: PurchaseValues;
  /** The trade's updatedAt the step was made on (If-Match); null: no check. */
  expectedVersion?: Date | null;
};

/**
 * Saves one step of the purchase wizard in one transaction: creates the vehicle's open purchase on
 * the first save, merges the step, takes the seller as they are now and checks the rules. A
 * finished purchase (its contract made) is 409 9522, a step made on an older version of the open
 * purchase (another tab saved meanwhile) 409 9541; any refusal leaves the trade as it was. A new
 * purchase starts from the price already entered on the vehicle.
 */
export async function savePurchase(
  ctx: AppContext,
  companyId: string,
  { vehicleId, docType, input, expectedVersion = null }: SaveInput,
): Promise<Purchase> {
  if (!isPurchaseDocumentType(docType)) throw invalid({ documentType: '9506' });
  return ctx.database.db.transaction(async (tx) => {
    // The vehicle's row lock orders all saves of one vehicle (see saveSale).
    const vehicle = await lockVehicle(tx, companyId, vehicleId);
    if (!vehicle) throw notFound();
    const repository = createTradesRepository(tx);
    const current = await repository.findCurrent(companyId, { vehicleId, kind: 'BUYING', lock: true });
    if (current?.status === 'FINISHED') throw conflict('9522');
    // A sold vehicle's margin is frozen with its invoice: a purchase recorded now would contradict it.
    if (vehicle.status === 'SOLD') throw new AppError('9508', 409);
    requireVersion(current, expectedVersion);
    const fields = mergedStep(current ? fieldsOf(current) : newPurchaseFields(vehicle), {
      docType,
      values: input,
      isNew: !current,
    });
    const seller = await sellerOf(tx, companyId, fields);
    if (seller === undefined) throw notFound();
    // The seller's invoice is one of this vehicle's uploads; anything else is not the company's to name.
    // (Once named, the upload cannot be deleted while the trade names it: see deleteVehicleDocument.)
    if (
      input.sellerInvoiceDocumentId &&
      !(await vehicleDocumentExists(tx, companyId, { vehicleId, documentId: input.sellerInvoiceDocumentId }))
    ) {
      throw notFound();
    }
    const problems = purchaseProblems(fields, { seller, today: businessToday(ctx.clock) });
    // purchaseProblems answers only codes of the domain's error table.
    if (Object.keys(problems).length > 0) throw invalid(problems as Record<string, ErrorCode>);
    const values = { customerId: fields.customerId, fields, buyer: seller, amounts: purchaseAmounts(fields) };
    const row = current
      ? await repository.updateOpen(companyId, current.id, values)
      : await repository.insert({ ...values, companyId, vehicleId, kind: 'BUYING' });
    if (!row) throw notFound();
    return toPurchase(row);
  });
}

/**
 * Inside tx: locks the vehicle and its current purchase, refreshes an open trade's seller from
 * the customer, and answers it with the vehicle its documents print; undefined when the vehicle is
 * not the company's or has no purchase. A finished trade answers what its contract froze. With
 * an expected version, a trade changed since (another tab saved) is refused with 409 9541.
 */
export async function lockPurchaseForDocuments(
  tx: DbOrTx,
  companyId: string,
  of: string | DocumentsOf,
): Promise<PurchaseForDocuments | undefined> {
  // Compared before the seller's refresh below: the version is the one the dealer's tab saw.
  const locked = await lockCurrentTrade(tx, companyId, { of, kind: 'BUYING' });
  if (!locked) return undefined;
  const { vehicle, row, repository } = locked;
  const vehicleSold = vehicle.status === 'SOLD';
  if (row.status !== 'PENDING') return { trade: toPurchase(row), vehicle: row.vehicle ?? tradeVehicleOf(vehicle), vehicleSold };
  const fields = fieldsOf(row);
  const seller = await sellerOf(tx, companyId, fields);
  // The seller was erased since the last save: the documents wait for a new one.
  const current = seller ?? null;
  // Written only when the customer's data moved (an untouched trade keeps its updatedAt).
  const refreshed = isDeepStrictEqual(current, row.buyer)
    ? row
    : await repository.updateOpen(companyId, row.id, {
        customerId: current ? fields.customerId : null,
        fields,
        buyer: current,
        amounts: purchaseAmounts(fields),
      });
  return { trade: toPurchase(refreshed ?? row), vehicle: tradeVehicleOf(vehicle), vehicleSold };
}

type FinishInput = {
  /** The open trade as `lockPurchaseForDocuments` answered it in this transaction (its rows still locked). */
  trade: Purchase;
  /** The vehicle as the contract printed it. */
  vehicle: TradeVehicle;
  /** The contract's date: the day the vehicle was bought. */
  purchasedOn: string;
};

/**
 * Inside tx, after `lockPurchaseForDocuments`: the purchase contract is made. The trade is FINISHED
 * and keeps what the contract was rendered from; the vehicle records the price, its taxation (VAT
 * shown: REGULAR, so no §25a later), the purchase day, and the handover reading and declared damage
 * (vehicleConditionAfterPurchase), which a later sale starts from.
 */
export async function finishPurchase(tx: DbOrTx, companyId: string, { trade, vehicle, purchasedOn }: FinishInput): Promise<void> {
  if (!trade.seller || trade.grossPrice <= 0) throw new AppError('9523', 422);
  const frozen = {
    invoiceNumber: null,
    issuedOn: purchasedOn,
    buyer: trade.seller,
    amounts: trade.amounts,
    fields: pickPurchaseFields(trade),
    vehicle,
  };
  if (!(await createTradesRepository(tx).finish(companyId, trade.id, frozen))) throw conflict('9522');
  await recordVehiclePurchase(tx, companyId, {
    vehicleId: trade.vehicleId,
    purchase: {
      purchasePrice: trade.grossPrice,
      purchaseTaxation: purchaseTaxationOf(trade),
      purchaseVatRate: trade.vat ? trade.vatRate : null,
      purchasedOn,
      ...vehicleConditionAfterPurchase(trade, vehicle),
    },
  });
}
