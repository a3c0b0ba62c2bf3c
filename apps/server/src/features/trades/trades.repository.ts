import type { BuyingTradeFields } from '@kontor/domain/buying';
import type { SellingTradeFields, TradeParty, TradeStatus, TradeVehicle } from '@kontor/domain/trades';
import type { TradesQuery } from '@kontor/domain/trades-overview';
import type { TradeSection, TradeAmounts } from '@kontor/domain/vat';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { likePattern } from '../../platform/db/like-pattern';
import { trades } from '../../platform/db/schema/trades';
import { vehicles } from '../../platform/db/schema/vehicles';
import { isUuid } from '../../platform/db/uuid';
import { nextVersion } from '../../platform/db/record-version';

// The only place with SQL for a company's trades; every statement is scoped by the company id.

/** A stored trade; only a cancelled one can have lost its vehicle (deleted after the cancellation). */
export type StoredTradeRow = typeof trades.$inferSelect;
/**
 * A vehicle's sale or purchase that is not cancelled: it always has its vehicle (trades_vehicle_kept_check)
 * and the VAT engine's amounts (a service invoice's, kind SERVICE_INVOICE, are its own and never read here).
 */
export type TradeRow = StoredTradeRow & { vehicleId: string; amounts: TradeAmounts };

function withVehicle(row: StoredTradeRow | undefined): TradeRow | undefined {
  if (!row) return undefined;
  if (row.vehicleId === null) throw new Error(`trade ${row.id} is open or finished without a vehicle`);
  return row as TradeRow;
}
type TradeFields = SellingTradeFields | BuyingTradeFields;
type TradeKind = TradeRow['kind'];

/**
 * A trade as the overview lists it, with its vehicle (a cancelled one's as it recorded it, once the
 * vehicle is deleted); `date` is the invoice (a purchase: contract) date, else the day it was started.
 */
export type TradeListRow = {
  id: string;
  vehicleId: string | null;
  status: TradeStatus;
  make: string;
  model: string;
  vinCode: string;
  buyer: TradeParty | null;
  grossPrice: number;
  sectionType: TradeSection | null;
  invoiceNumber: string | null;
  date: string;
  cancellationNumber: string | null;
  canceledOn: string | null;
};

/**
 * A year of the overview: how many trades match (the cancelled ones apart) and the gross total of the
 * finished ones, in cents.
 */
export type TradeYearFigures = { year: number; count: number; canceled: number; totalGross: number };

// The day a trade counts for: its invoice date, else the Berlin day it was started.
const tradeDay = sql<string>`coalesce(${trades.issuedOn}, (${trades.createdAt} at time zone 'Europe/Berlin')::date)`;

// The vehicle as it is, else (a cancelled trade whose vehicle was deleted) as the trade recorded it.
const listedVehicle = (field: 'make' | 'model' | 'vinCode') =>
  sql<string>`coalesce(${vehicles[field]}, ${trades.vehicle}->>${field}, '')`;
const listedMake = listedVehicle('make');
const listedModel = listedVehicle('model');
const listedVin = listedVehicle('vinCode');

/**
 * A sale's invoice number; a purchase has none of Kontor's, its number is the business seller's own
 * invoice (the vehicle was bought on it, §15 UStG for the input VAT).
 */
const listedNumber = sql<
  string | null
>`case when ${trades.kind} = 'BUYING' then ${trades.fields}->>'sellerInvoiceNumber' else ${trades.invoiceNumber} end`;

function searchCondition(search: string): SQL | undefined {
  const pattern = likePattern(search);
  return or(
    sql`${listedMake} ilike ${pattern}`,
    sql`${listedModel} ilike ${pattern}`,
    sql`${listedVin} ilike ${pattern}`,
    sql`${listedNumber} ilike ${pattern}`,
    ilike(trades.cancellationNumber, pattern),
    sql`${trades.buyer}->>'companyName' ilike ${pattern}`,
    sql`concat_ws(' ', ${trades.buyer}->>'firstName', ${trades.buyer}->>'lastName') ilike ${pattern}`,
  );
}

export function createTradesRepository(db: DbOrTx) {
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

    /**
     * A page of the company's trades of a kind for the overview, newest first, and for every year with
     * matching trades its count and the gross total of its finished ones. A cancelled trade that had
     * issued its invoice (a purchase: made its contract) stays listed but counts in neither; a draft
     * given up before issued nothing and is not listed.
     */
    async list(companyId: string, query: TradesQuery): Promise<{ rows: TradeListRow[]; years: TradeYearFigures[] }> {
      const where: (SQL | undefined)[] = [
        eq(trades.companyId, companyId),
        eq(trades.kind, query.kind),
        sql`(${trades.status} <> 'REJECTED' or ${trades.issuedOn} is not null)`,
      ];
      if (query.search) where.push(searchCondition(query.search));
      const matching = and(...where);
      // Left: a cancelled trade outlives its vehicle. Both sides by company, so no other company's row joins.
      const joined = and(eq(vehicles.id, trades.vehicleId), eq(vehicles.companyId, trades.companyId));
      const year = sql<number>`extract(year from ${tradeDay})::int`;
      const [rows, years] = await Promise.all([
        db
          .select({
            id: trades.id,
            vehicleId: trades.vehicleId,
            status: trades.status,
            make: listedMake,
            model: listedModel,
            vinCode: listedVin,
            buyer: trades.buyer,
            grossPrice: trades.grossPrice,
            sectionType: sql<TradeSection | null>`${trades.fields}->>'sectionType'`,
            invoiceNumber: listedNumber,
            date: sql<string>`${tradeDay}::text`,
            cancellationNumber: trades.cancellationNumber,
            canceledOn: sql<string | null>`${trades.canceledOn}::text`,
          })
          .from(trades)
          .leftJoin(vehicles, joined)
          .where(matching)
          .orderBy(desc(tradeDay), desc(trades.createdAt), desc(trades.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db
          .select({
            year,
            count: sql<number>`(count(*) filter (where ${trades.status} <> 'REJECTED'))::int`,
            canceled: sql<number>`(count(*) filter (where ${trades.status} = 'REJECTED'))::int`,
            totalGross:
              sql<number>`coalesce(sum(${trades.grossPrice}) filter (where ${trades.status} = 'FINISHED'), 0)::bigint`.mapWith(
                Number,
              ),
          })
          .from(trades)
          .leftJoin(vehicles, joined)
          .where(matching)
          .groupBy(year),
      ]);
      return { rows, years };
    },

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
     * Cancels an open or finished trade (never one cancelled before): REJECTED with the reason, the
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
