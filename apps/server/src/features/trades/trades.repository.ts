import type { PurchaseFields } from '@kontor/domain/purchase';
import type { SaleFields, TradeParty, TradeVehicle } from '@kontor/domain/trades';
import type { TradeAmounts } from '@kontor/domain/vat';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { generatedDocuments, trades } from '../../platform/db/schema/trades';
import { isUuid } from '../../platform/db/uuid';
import { nextVersion } from '../../platform/db/record-version';

// The trades feature is the only writer of the trades table: a vehicle's sales and purchases here,
// the service invoices' rows in service-invoice-trades.repository.ts (other features go through the
// services); the overview's read is trades-overview.repository.ts. Every statement is scoped by the
// company id.

/** A stored trade; only a canceled one can have lost its vehicle (deleted after the cancellation). */
export type StoredTradeRow = typeof trades.$inferSelect;
/**
 * A vehicle's sale or purchase that is not canceled: it always has its vehicle (trades_vehicle_kept_check)
 * and the VAT engine's amounts (a service invoice's, kind SERVICE_INVOICE, are its own and never read here).
 */
export type TradeRow = StoredTradeRow & { vehicleId: string; amounts: TradeAmounts };

function withVehicle(row: StoredTradeRow | undefined): TradeRow | undefined {
  if (!row) return undefined;
  if (row.vehicleId === null) throw new Error(`trade ${row.id} is open or finished without a vehicle`);
  return row as TradeRow;
}
type TradeFields = SaleFields | PurchaseFields;
type TradeKind = TradeRow['kind'];

/** Finding a vehicle's trade, or one by its id. */
function tradeReads(db: DbOrTx) {
  return {
    /**
     * The vehicle's trade of a kind that the wizard works on: the open one, else the latest finished
     * one (a sold vehicle shows its sale). With `lock`, the row stays locked until the transaction ends.
     */
    async findCurrent(
      companyId: string,
      { vehicleId, kind, lock }: { vehicleId: string; kind: TradeKind; lock?: boolean },
    ): Promise<TradeRow | undefined> {
      if (!isUuid(vehicleId)) return undefined;
      const query = db
        .select()
        .from(trades)
        .where(
          and(
            eq(trades.companyId, companyId),
            eq(trades.vehicleId, vehicleId),
            eq(trades.kind, kind),
            sql`${trades.status} <> 'REJECTED'`,
          ),
        )
        // PENDING sorts after FINISHED alphabetically; the open trade comes first, then the newest.
        .orderBy(desc(sql`${trades.status} = 'PENDING'`), desc(trades.createdAt))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return withVehicle(row);
    },

    /** The vehicle's latest trade of a kind, whatever its status (was there one to cancel?). */
    async findLatest(
      companyId: string,
      { vehicleId, kind }: { vehicleId: string; kind: TradeKind },
    ): Promise<StoredTradeRow | undefined> {
      if (!isUuid(vehicleId)) return undefined;
      const [row] = await db
        .select()
        .from(trades)
        .where(and(eq(trades.companyId, companyId), eq(trades.vehicleId, vehicleId), eq(trades.kind, kind)))
        .orderBy(desc(trades.createdAt))
        .limit(1);
      return row;
    },

    /** A trade by its id, without a lock. */
    async findById(companyId: string, tradeId: string): Promise<StoredTradeRow | undefined> {
      if (!isUuid(tradeId)) return undefined;
      const [row] = await db
        .select()
        .from(trades)
        .where(and(eq(trades.companyId, companyId), eq(trades.id, tradeId)));
      return row;
    },

    /** A trade by its id, locked until the transaction ends. */
    async lockById(companyId: string, tradeId: string): Promise<StoredTradeRow | undefined> {
      if (!isUuid(tradeId)) return undefined;
      const [row] = await db
        .select()
        .from(trades)
        .where(and(eq(trades.companyId, companyId), eq(trades.id, tradeId)))
        .for('update');
      return row;
    },
  };
}

/** Starting, saving, finishing and cancelling a trade. */
function tradeWrites(db: DbOrTx) {
  return {
    async insert(values: {
      companyId: string;
      vehicleId: string;
      kind: TradeKind;
      customerId: string | null;
      fields: TradeFields;
      buyer: TradeParty | null;
      amounts: TradeAmounts;
    }): Promise<TradeRow> {
      const [row] = await db
        .insert(trades)
        .values({ ...values, grossPrice: values.fields.grossPrice })
        .returning();
      return withVehicle(row)!;
    },

    /** Saves the wizard's fields of an open trade (never of a finished one). */
    async updateOpen(
      companyId: string,
      tradeId: string,
      values: { customerId: string | null; fields: TradeFields; buyer: TradeParty | null; amounts: TradeAmounts },
    ): Promise<TradeRow | undefined> {
      const [row] = await db
        .update(trades)
        .set({ ...values, grossPrice: values.fields.grossPrice, updatedAt: nextVersion(trades.updatedAt) })
        .where(and(eq(trades.companyId, companyId), eq(trades.id, tradeId), eq(trades.status, 'PENDING')))
        .returning();
      return withVehicle(row);
    },

    /**
     * Cancels an open or finished trade (never one canceled before): REJECTED with the reason, the
     * cancellation invoice's number and day. What it issued stays as it was; `vehicle` keeps the
     * vehicle as its documents printed it (an open trade's is taken now), so Canceled Trades can show it.
     */
    async reject(
      companyId: string,
      tradeId: string,
      values: { cancelReason: string; cancellationNumber: string | null; canceledOn: string; vehicle: TradeVehicle | null },
    ): Promise<StoredTradeRow | undefined> {
      const [row] = await db
        .update(trades)
        .set({
          status: 'REJECTED',
          cancelReason: values.cancelReason,
          cancellationNumber: values.cancellationNumber,
          canceledOn: values.canceledOn,
          canceledAt: sql`now()`,
          // A service invoice has no vehicle snapshot to keep (its fields name the vehicle).
          vehicle: values.vehicle ? sql`coalesce(${trades.vehicle}, ${JSON.stringify(values.vehicle)}::jsonb)` : undefined,
          updatedAt: nextVersion(trades.updatedAt),
        })
        .where(and(eq(trades.companyId, companyId), eq(trades.id, tradeId), sql`${trades.status} <> 'REJECTED'`))
        .returning();
      return row;
    },

    /**
     * Issuing the invoice (a purchase: making its contract) finishes the trade: number, date, and the
     * customer, amounts, fields and vehicle frozen as printed.
     */
    async finish(
      companyId: string,
      tradeId: string,
      values: {
        invoiceNumber: string | null;
        issuedOn: string;
        buyer: TradeParty;
        amounts: TradeAmounts;
        fields: TradeFields;
        vehicle: TradeVehicle;
      },
    ): Promise<TradeRow | undefined> {
      const [row] = await db
        .update(trades)
        .set({
          ...values,
          status: 'FINISHED',
          grossPrice: values.fields.grossPrice,
          finishedAt: sql`now()`,
          updatedAt: nextVersion(trades.updatedAt),
        })
        .where(and(eq(trades.companyId, companyId), eq(trades.id, tradeId), eq(trades.status, 'PENDING')))
        .returning();
      return withVehicle(row);
    },
  };
}

/** What a vehicle's deletion asks of its sales and purchases (the service invoices' drafts: service-invoice-trades.repository.ts). */
function vehicleRelease(db: DbOrTx) {
  return {
    /**
     * Deletes the vehicle's trade drafts that made no document (they are only wizard input). A
     * finished trade or one with a generated document stays, and then keeps the vehicle (9310).
     */
    async deleteDraftsOfVehicle(companyId: string, vehicleId: string): Promise<void> {
      if (!isUuid(vehicleId)) return;
      await db
        .delete(trades)
        .where(
          and(
            eq(trades.companyId, companyId),
            eq(trades.vehicleId, vehicleId),
            eq(trades.status, 'PENDING'),
            sql`not exists (select 1 from ${generatedDocuments} g where g.trade_id = "trades"."id")`,
          ),
        );
    },

    /**
     * Lets the vehicle's canceled trades outlive it: they no longer name it; each trade's `vehicle`
     * snapshot, taken when it was canceled, still says which it was.
     */
    async detachCanceledFromVehicle(companyId: string, vehicleId: string): Promise<void> {
      if (!isUuid(vehicleId)) return;
      await db
        .update(trades)
        .set({ vehicleId: null, updatedAt: sql`now()` })
        .where(and(eq(trades.companyId, companyId), eq(trades.vehicleId, vehicleId), eq(trades.status, 'REJECTED')));
    },
  };
}

export function createTradesRepository(db: DbOrTx) {
  return { ...tradeReads(db), ...tradeWrites(db), ...vehicleRelease(db) };
}
