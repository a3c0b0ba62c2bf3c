import type { TradeParty, TradeStatus } from '@kontor/domain/trades';
import type { TradesQuery } from '@kontor/domain/trades-overview';
import type { TradeSection } from '@kontor/domain/vat';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/database';
import { likePattern } from '../../platform/db/like-pattern';
import { tradeDay as tradeDayOf, trades } from '../../platform/db/schema/trades';
import { hasTrigrams } from '../../platform/db/trigram-search';

// The trades overview's query: a page of a kind's trades and the figures of every year, read only, in
// ONE statement (a round trip is what a page cost most; see docs/perf/other-lists.md). The statement
// is written once per shape (no search, a search with trigrams, a shorter one) and answers one row:
// the page's rows and the years' figures, each as JSON.

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

const dialect = new PgDialect();
// The day a trade counts for: its invoice date, else the Berlin day it was started (the index trades_company_kind_day_idx's).
const DAY = dialect.sqlToQuery(tradeDayOf(trades)).sql;

// The vehicle as it is, else (a canceled trade whose vehicle was deleted) as the trade recorded it.
const MAKE = `coalesce(vehicles.make, trades.vehicle->>'make', '')`;
const MODEL = `coalesce(vehicles.model, trades.vehicle->>'model', '')`;
const VIN = `coalesce(vehicles.vin_code, trades.vehicle->>'vinCode', '')`;
/**
 * A sale's invoice number; a purchase has none of Kontor's, its number is the business seller's own
 * invoice (the vehicle was bought on it, §15 UStG for the input VAT).
 */
const NUMBER = `case when trades.kind = 'BUYING' then trades.fields->>'sellerInvoiceNumber' else trades.invoice_number end`;

// $1 company, $2 kind, $3 limit, $4 offset, $5 the search's ILIKE pattern.
const LISTED = `trades.company_id = $1 and trades.kind = $2 and (trades.status <> 'REJECTED' or trades.issued_on is not null)`;
// The search, the trade's own texts first (a number, the party): a match on them needs no look-up of
// the vehicle. Then the vehicle as it is now (its make, model and VIN are never null), else (deleted,
// or none of the company's) as the trade recorded it, looked up only for a trade its own texts did not match.
const SEARCHED_OWN = `(${NUMBER}) ilike $5 or trades.cancellation_number ilike $5 or trades.buyer->>'companyName' ilike $5
  or concat_ws(' ', trades.buyer->>'firstName', trades.buyer->>'lastName') ilike $5`;
const SEARCHED_VEHICLE = `coalesce((select v.make ilike $5 or v.model ilike $5 or v.vin_code ilike $5 from vehicles v
    where v.id = trades.vehicle_id and v.company_id is not distinct from trades.company_id),
  coalesce(trades.vehicle->>'make', '') ilike $5 or coalesce(trades.vehicle->>'model', '') ilike $5
    or coalesce(trades.vehicle->>'vinCode', '') ilike $5)`;
const SEARCHED = `(${SEARCHED_OWN} or ${SEARCHED_VEHICLE})`;

/**
 * The trades a search can find, from two (company, trigram) indexes: the trade's own texts (its
 * recorded vehicle, numbers, party; trades_company_search_trgm_idx) and the search text of its
 * vehicle as it is now (the vehicles' ids from vehicles_company_search_trgm_idx, gathered first). A
 * superset: the search's conditions decide. A condition of the matches' CTE, which has no order and
 * no limit, so the planner has no walk in list order to prefer; the candidates' ids gathered first
 * and looked up again by primary key cost 4 of 8 ms for a search matching one sale in eight.
 */
const CANDIDATES = `((array[trades.company_id] @> array[$1::uuid] and trades.search_text like lower($5))
  or trades.vehicle_id = any(array(select v.id from vehicles v where array[v.company_id] @> array[$1::uuid] and v.search_text like lower($5))))`;

// Left: a canceled trade outlives its vehicle. Both sides by company, so no other company's row joins;
// the company compared with IS NOT DISTINCT FROM, not =, so that the planner does not carry the
// trade's company over to vehicles (whose company_id has no statistics: estimated at a few rows, the
// company's vehicles were materialized and every trade compared with all of them, 200 ms a page)
// and looks each vehicle up by its primary key.
const WITH_VEHICLE = `trades left join vehicles on vehicles.id = trades.vehicle_id and vehicles.company_id is not distinct from trades.company_id`;
/** The row as TradeListRow names it; `day` and `created_at` of the source for the order. */
const ROW = (
  day: string,
) => `id, vehicle_id as "vehicleId", status, make, model, vin_code as "vinCode", buyer, gross_price as "grossPrice",
  section_type as "sectionType", invoice_number as "invoiceNumber", ${day}::text as date, cancellation_number as "cancellationNumber",
  canceled_on::text as "canceledOn"`;
const SOURCE_COLUMNS = `trades.id, trades.vehicle_id, trades.status, ${MAKE} as make, ${MODEL} as model, ${VIN} as vin_code, trades.buyer,
  trades.gross_price, trades.fields->>'sectionType' as section_type, ${NUMBER} as invoice_number, ${DAY} as day, trades.created_at,
  trades.cancellation_number, trades.canceled_on`;
/** A year's figures of the rows it aggregates. */
const AGGREGATES = (
  status: string,
  gross: string,
) => `count(*) filter (where ${status} <> 'REJECTED')::int as count, count(*) filter (where ${status} = 'REJECTED')::int as canceled,
  coalesce(sum(${gross}) filter (where ${status} = 'FINISHED'), 0)::bigint as "totalGross"`;
const asJson = (select: string) => `(select coalesce(json_agg(r), '[]') from (${select}) r)`;

type Shape = 'plain' | 'searched' | 'indexed';
const statements: Record<Shape, { name?: string; text: string }> = {
  // Unsearched: the page walks trades_company_kind_day_idx (a vehicle looked up by its key per row);
  // the figures are the kind's years as the database keeps them (list_figures, migration 0039, by the
  // same rules as AGGREGATES): counting the kind's trades on every request was half the statement.
  plain: {
    name: 'trades_overview_page',
    text: `select ${asJson(`select ${ROW('day')} from (select ${SOURCE_COLUMNS} from ${WITH_VEHICLE} where ${LISTED}
        order by ${DAY} desc, trades.created_at desc, trades.id desc limit $3 offset $4) p`)} as rows,
      ${asJson(`select f.year, sum(f.count)::int as count, sum(f.canceled)::int as canceled, sum(f.gross)::bigint as "totalGross"
        from list_figures f where f.company_id = $1 and f.list = $2 group by f.year having sum(f.count) + sum(f.canceled) > 0`)} as years`,
  },
  // A search: its matches are read once, then the page and the figures are taken from them.
  searched: searchedStatement(false),
  indexed: { name: 'trades_overview_page_indexed', ...searchedStatement(true) },
};

function searchedStatement(indexed: boolean) {
  // The matches keep what the order and the figures need; the page's rows (and their vehicles) are
  // read for the page alone. Looking the vehicle up for every match cost 19 of 36 ms of a search
  // matching one sale in eight (497 index look-ups), where the page shows 50.
  return {
    text: `with m as materialized (select trades.id, ${DAY} as day, trades.created_at, trades.status, trades.gross_price from trades
        where ${LISTED} and ${SEARCHED}${indexed ? ` and ${CANDIDATES}` : ''}),
      p as (select id from m order by day desc, created_at desc, id desc limit $3 offset $4)
    select ${asJson(`select ${ROW('day')} from (select ${SOURCE_COLUMNS} from ${WITH_VEHICLE} where trades.id in (select id from p)
        order by ${DAY} desc, trades.created_at desc, trades.id desc) p`)} as rows,
      ${asJson(`select extract(year from day)::int as year, ${AGGREGATES('status', 'gross_price')} from m group by 1`)} as years`,
  };
}

export function createTradesOverviewRepository(db: Queryable) {
  return {
    /**
     * A page of the company's trades of a kind for the overview, newest first, and for every year with
     * matching trades its count and the gross total of its finished ones. A canceled trade that had
     * issued its invoice (a purchase: made its contract) stays listed but counts in neither; a draft
     * given up before issued nothing and is not listed.
     */
    async list(companyId: string, query: TradesQuery): Promise<{ rows: TradeListRow[]; years: TradeYearFigures[] }> {
      const values: unknown[] = [companyId, query.kind, query.perPage, (query.page - 1) * query.perPage];
      const shape: Shape = query.search ? (hasTrigrams(query.search) ? 'indexed' : 'searched') : 'plain';
      if (query.search) values.push(likePattern(query.search));
      const { rows } = await db.query<{ rows: TradeListRow[]; years: TradeYearFigures[] }>({ ...statements[shape], values });
      return rows[0]!;
    },
  };
}
