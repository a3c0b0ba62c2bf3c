import type { CanceledTradesQuery } from '@kontor/domain/cancellations';
import type { TradeParty, TradeVehicle } from '@kontor/domain/trades';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { likePattern } from '../../platform/db/like-pattern';
import { trades, tradeSearchText } from '../../platform/db/schema/trades';
import { hasTrigrams, idAmong, trigramMatches } from '../../platform/db/trigram-search';

// The only SQL of Canceled Trades: the company's REJECTED trades, read from what each trade recorded
// (its vehicle, buyer or seller, numbers), so a later edit of the vehicle or the customer changes nothing.

/** What the list shows of the vehicle; a service invoice's may lack any of it. */
type CanceledVehicle = { [K in 'make' | 'model' | 'vinCode' | 'licencePlate']: TradeVehicle[K] | null };

export type CanceledTradeRow = {
  id: string;
  kind: 'SELLING' | 'BUYING' | 'SERVICE_INVOICE';
  /** null once the vehicle was deleted (a canceled trade outlives it). */
  vehicleId: string | null;
  vehicle: CanceledVehicle | null;
  party: TradeParty | null;
  grossPrice: number;
  invoiceNumber: string | null;
  issuedOn: string | null;
  cancellationNumber: string | null;
  cancelReason: string | null;
  canceledOn: string;
  canceledAt: Date;
};

// The vehicle as the list shows it: what the trade recorded, a service invoice's from its fields.
const shownVehicle = sql`coalesce(${trades.vehicle}, case when ${trades.kind} = 'SERVICE_INVOICE' then jsonb_build_object('make', ${trades.fields}->'make', 'model', ${trades.fields}->'model', 'vinCode', ${trades.fields}->'vinCode', 'licencePlate', ${trades.fields}->'licencePlate') end)`;

// The search finds what the list shows: a service invoice's vehicle too.
function searchCondition(search: string): SQL | undefined {
  const pattern = likePattern(search);
  return or(
    sql`concat_ws(' ', ${shownVehicle}->>'make', ${shownVehicle}->>'model') ilike ${pattern}`,
    sql`${shownVehicle}->>'vinCode' ilike ${pattern}`,
    sql`${shownVehicle}->>'licencePlate' ilike ${pattern}`,
    sql`${trades.buyer}->>'companyName' ilike ${pattern}`,
    sql`concat_ws(' ', ${trades.buyer}->>'firstName', ${trades.buyer}->>'lastName') ilike ${pattern}`,
    sql`${trades.invoiceNumber} ilike ${pattern}`,
    sql`${trades.cancellationNumber} ilike ${pattern}`,
    sql`${trades.cancelReason} ilike ${pattern}`,
  );
}

export function createCancellationsRepository(db: DbOrTx) {
  return {
    /** A page of the company's canceled trades, newest cancellation first, and every matching year's count. */
    async list(
      companyId: string,
      query: CanceledTradesQuery,
    ): Promise<{ rows: CanceledTradeRow[]; years: { year: number; count: number }[] }> {
      const matching = and(
        eq(trades.companyId, companyId),
        eq(trades.status, 'REJECTED'),
        query.search ? searchCondition(query.search) : undefined,
        // A search with trigrams decides among the candidates of the (company, trigram) index.
        query.search && hasTrigrams(query.search)
          ? idAmong(
              trades.id,
              trigramMatches(trades, {
                companyId,
                text: tradeSearchText(trades),
                patterns: [likePattern(query.search)],
                also: sql`status = 'REJECTED'`,
              }),
            )
          : undefined,
      );
      const year = sql<number>`extract(year from ${trades.canceledOn})::int`;
      const [rows, years] = await Promise.all([
        db
          .select({
            id: trades.id,
            kind: trades.kind,
            vehicleId: trades.vehicleId,
            // A service invoice names its vehicle in its fields (typed, or copied from the stock).
            vehicle: sql<CanceledVehicle | null>`${shownVehicle}`,
            party: trades.buyer,
            grossPrice: trades.grossPrice,
            invoiceNumber: trades.invoiceNumber,
            issuedOn: trades.issuedOn,
            cancellationNumber: trades.cancellationNumber,
            cancelReason: trades.cancelReason,
            canceledOn: sql<string>`${trades.canceledOn}::text`,
            canceledAt: sql<Date>`${trades.canceledAt}`.mapWith(trades.canceledAt),
          })
          .from(trades)
          .where(matching)
          .orderBy(desc(trades.canceledAt), desc(trades.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db
          .select({ year, count: sql<number>`count(*)::int` })
          .from(trades)
          .where(matching)
          .groupBy(year),
      ]);
      return { rows, years };
    },
  };
}
