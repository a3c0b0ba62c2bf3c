import type { TradeParty, TradeStatus } from '@kontor/domain/trades';
import type { TradesQuery } from '@kontor/domain/trades-overview';
import type { TradeSection } from '@kontor/domain/vat';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { likePattern } from '../../platform/db/like-pattern';
import { tradeDay as tradeDayOf, trades, tradeSearchText } from '../../platform/db/schema/trades';
import { vehicles } from '../../platform/db/schema/vehicles';
import { hasTrigrams, idAmong, trigramMatches } from '../../platform/db/trigram-search';

// The trades overview's query: a page of a kind's trades and the figures of every year, read only.

/**
 * A trade as the overview lists it, with its vehicle (a canceled one's as it recorded it, once the
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
 * A year of the overview: how many trades match (the canceled ones apart) and the gross total of the
 * finished ones, in cents.
 */
export type TradeYearFigures = { year: number; count: number; canceled: number; totalGross: number };

// The day a trade counts for: its invoice date, else the Berlin day it was started (the index trades_company_kind_day_idx's).
const tradeDay = tradeDayOf(trades);

// The vehicle as it is, else (a canceled trade whose vehicle was deleted) as the trade recorded it.
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

/**
 * The trades a search can find, from two (company, trigram) indexes: the trade's own texts (its
 * recorded vehicle, numbers, party) and the search text of its vehicle as it is now. A superset: the
 * search's conditions decide.
 */
function candidates(companyId: string, kind: TradesQuery['kind'], pattern: string): SQL {
  const own = trigramMatches(trades, {
    companyId,
    text: tradeSearchText(trades),
    patterns: [pattern],
    also: sql`kind = ${kind}`,
  });
  return sql`${own} union all select t.id from trades t join vehicles v on v.id = t.vehicle_id
    where array[v.company_id] @> array[${companyId}::uuid] and v.search_text ilike ${pattern} and t.company_id = ${companyId} and t.kind = ${kind}`;
}

/**
 * Each matching year's figures. Only a search reads the vehicle: without the join they are an
 * index-only scan of trades_company_kind_day_idx (a join, even one the planner removes, needs vehicle_id).
 */
function figuresOf(db: DbOrTx, { search, matching }: { search: boolean; matching: SQL | undefined }) {
  const year = sql<number>`extract(year from ${tradeDay})::int`;
  const figures = db
    .select({
      year,
      count: sql<number>`(count(*) filter (where ${trades.status} <> 'REJECTED'))::int`,
      canceled: sql<number>`(count(*) filter (where ${trades.status} = 'REJECTED'))::int`,
      totalGross:
        sql<number>`coalesce(sum(${trades.grossPrice}) filter (where ${trades.status} = 'FINISHED'), 0)::bigint`.mapWith(Number),
    })
    .from(trades)
    .$dynamic();
  return (search ? figures.leftJoin(vehicles, vehicleOfTrade) : figures).where(matching).groupBy(year);
}

// Left: a canceled trade outlives its vehicle. Both sides by company, so no other company's row joins;
// the company compared with IS NOT DISTINCT FROM, not =, so that the planner does not carry the
// trade's company over to vehicles (whose company_id has no statistics: estimated at a few rows, the
// company's vehicles were materialized and every trade compared with all of them, 200 ms a page)
// and looks each vehicle up by its primary key.
const vehicleOfTrade = and(
  eq(vehicles.id, trades.vehicleId),
  sql`${vehicles.companyId} is not distinct from ${trades.companyId}`,
);

export function createTradesOverviewRepository(db: DbOrTx) {
  return {
    /**
     * A page of the company's trades of a kind for the overview, newest first, and for every year with
     * matching trades its count and the gross total of its finished ones. A canceled trade that had
     * issued its invoice (a purchase: made its contract) stays listed but counts in neither; a draft
     * given up before issued nothing and is not listed.
     */
    async list(companyId: string, query: TradesQuery): Promise<{ rows: TradeListRow[]; years: TradeYearFigures[] }> {
      const where: (SQL | undefined)[] = [
        eq(trades.companyId, companyId),
        eq(trades.kind, query.kind),
        sql`(${trades.status} <> 'REJECTED' or ${trades.issuedOn} is not null)`,
      ];
      if (query.search) {
        where.push(searchCondition(query.search));
        if (hasTrigrams(query.search))
          where.push(idAmong(trades.id, candidates(companyId, query.kind, likePattern(query.search))));
      }
      const matching = and(...where);
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
          .leftJoin(vehicles, vehicleOfTrade)
          .where(matching)
          .orderBy(desc(tradeDay), desc(trades.createdAt), desc(trades.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        figuresOf(db, { search: query.search !== undefined, matching }),
      ]);
      return { rows, years };
    },
  };
}
