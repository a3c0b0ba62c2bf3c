import type { CanceledTradesQuery } from '@kontor/domain/cancellations';
import type { TradeParty, TradeVehicle } from '@kontor/domain/trades';
import type { Queryable } from '../../platform/db/database';
import { likePattern } from '../../platform/db/like-pattern';
import { hasTrigrams } from '../../platform/db/trigram-search';
import {
  type ListedTradeDocument,
  normalizeListedDocument,
  tradeDocumentsJson,
} from '../trade-documents/trade-documents.service';

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
  /** Every document of the trade, newest first (the trade-documents feature's, read in the same statement). */
  documents: ListedTradeDocument[];
};

// The vehicle as the list shows it: what the trade recorded, a service invoice's from its fields.
const SHOWN_VEHICLE = `coalesce(trades.vehicle, case when trades.kind = 'SERVICE_INVOICE' then jsonb_build_object('make', trades.fields->'make', 'model', trades.fields->'model', 'vinCode', trades.fields->'vinCode', 'licencePlate', trades.fields->'licencePlate') end)`;

// $1 company, $2 limit, $3 offset, $4 the search's ILIKE pattern.
const LISTED = `trades.company_id = $1 and trades.status = 'REJECTED'`;
// The search finds what the list shows: a service invoice's vehicle too.
const SEARCHED = `(concat_ws(' ', ${SHOWN_VEHICLE}->>'make', ${SHOWN_VEHICLE}->>'model') ilike $4 or ${SHOWN_VEHICLE}->>'vinCode' ilike $4
  or ${SHOWN_VEHICLE}->>'licencePlate' ilike $4 or trades.buyer->>'companyName' ilike $4
  or concat_ws(' ', trades.buyer->>'firstName', trades.buyer->>'lastName') ilike $4 or trades.invoice_number ilike $4
  or trades.cancellation_number ilike $4 or trades.cancel_reason ilike $4)`;
// A search with trigrams finds its candidates through the (company, trigram) index; the search's own
// conditions decide. A condition of the matches' CTE (no order, no limit: no walk in list order to prefer).
const CANDIDATES = `array[trades.company_id] @> array[$1::uuid] and trades.search_text like lower($4)`;
/** The row as CanceledTradeRow names it (canceledAt as JSON text, made a Date below). */
const ROW = `trades.id, trades.kind, trades.vehicle_id as "vehicleId", ${SHOWN_VEHICLE} as vehicle, trades.buyer as party,
  trades.gross_price as "grossPrice", trades.invoice_number as "invoiceNumber", trades.issued_on as "issuedOn",
  trades.cancellation_number as "cancellationNumber", trades.cancel_reason as "cancelReason", trades.canceled_on::text as "canceledOn",
  trades.canceled_at as "canceledAt"`;
const asJson = (select: string) => `(select coalesce(json_agg(r), '[]') from (${select}) r)`;
// The page's documents in the page's own statement (a second round trip per page was what kept this
// list slowest; docs/perf/other-lists.md), read for the page's rows only (\`p\`, after its limit).
const DOCUMENTS = tradeDocumentsJson({ company: '$1', trade: 'p.id', kind: 'p.kind' });
const ORDER = `order by trades.canceled_at desc, trades.id desc`;
// Unsearched, the year counts are the ones the database keeps (list_figures, migration 0039: by the
// year of the cancellation day, as below); counting the company's canceled trades was half the statement.
const KEPT_YEARS = asJson(`select f.year, sum(f.count)::int as count from list_figures f
  where f.company_id = $1 and f.list = 'CANCELED' group by f.year having sum(f.count) > 0`);

/**
 * One statement per page, written once per shape: the page and the year counts come back as one row
 * of JSON (a round trip was what a page cost most; docs/perf/other-lists.md). Unsearched, the page
 * walks trades_canceled_idx and the counts are kept ones (KEPT_YEARS); a search's matches are
 * read once (a materialized CTE), and page and counts take them.
 */
const searchedStatement = (indexed: boolean) => ({
  text: `with m as materialized (select ${ROW}, trades.canceled_on from trades where ${LISTED} and ${SEARCHED}${indexed ? ` and ${CANDIDATES}` : ''})
  select ${asJson(`select p.*, ${DOCUMENTS} as documents from (select id, kind, "vehicleId", vehicle, party, "grossPrice", "invoiceNumber",
      "issuedOn", "cancellationNumber", "cancelReason", "canceledOn", "canceledAt" from m order by "canceledAt" desc, id desc limit $2 offset $3) p`)} as rows,
    ${asJson('select extract(year from canceled_on)::int as year, count(*)::int as count from m group by 1')} as years`,
});
const PAGE_STATEMENTS = {
  plain: {
    name: 'canceled_trades_page',
    text: `select ${asJson(`select p.*, ${DOCUMENTS} as documents from (select ${ROW} from trades where ${LISTED} ${ORDER} limit $2 offset $3) p`)} as rows,
      ${KEPT_YEARS} as years`,
  },
  searched: searchedStatement(false),
  indexed: { name: 'canceled_trades_page_indexed', ...searchedStatement(true) },
};

type PageRecord = {
  rows: (Omit<CanceledTradeRow, 'canceledAt'> & { canceledAt: string })[];
  years: { year: number; count: number }[];
};

export function createCancellationsRepository(db: Queryable) {
  return {
    /** A page of the company's canceled trades, newest cancellation first, and every matching year's count. */
    async list(
      companyId: string,
      query: CanceledTradesQuery,
    ): Promise<{ rows: CanceledTradeRow[]; years: { year: number; count: number }[] }> {
      const search = query.search;
      const values: unknown[] = [companyId, query.perPage, (query.page - 1) * query.perPage];
      if (search) values.push(likePattern(search));
      const shape = search ? (hasTrigrams(search) ? 'indexed' : 'searched') : 'plain';
      const { rows } = await db.query<PageRecord>({ ...PAGE_STATEMENTS[shape], values });
      const { rows: page, years } = rows[0]!;
      return {
        rows: page.map((row) => ({
          ...row,
          canceledAt: new Date(row.canceledAt),
          documents: row.documents.map(normalizeListedDocument),
        })),
        years,
      };
    },
  };
}
