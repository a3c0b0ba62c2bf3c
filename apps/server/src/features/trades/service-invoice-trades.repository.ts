import type { ServiceAmounts, ServiceInvoiceFields, ServiceInvoicesQuery } from '@kontor/domain/service-invoices';
import type { TradeParty } from '@kontor/domain/trades';
import { and, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx, Queryable } from '../../platform/db/database';
import { likePattern } from '../../platform/db/like-pattern';
import { tradeDay, trades } from '../../platform/db/schema/trades';
import { hasTrigrams } from '../../platform/db/trigram-search';
import { isUuid } from '../../platform/db/uuid';

// The SQL of service invoices: the company's trades of kind SERVICE_INVOICE (the trades feature owns
// the table; the service invoices' rules call service-invoice-trades.service.ts). Every statement
// names the company and the kind, so a vehicle's sale or purchase is never read or written here.

/** A service invoice's row: its fields and amounts are a service invoice's (the kind says so). */
export type ServiceTradeRow = Omit<typeof trades.$inferSelect, 'fields' | 'amounts'> & {
  fields: ServiceInvoiceFields;
  amounts: ServiceAmounts;
};

// The vehicle taken from stock is named in `fields` only, never in the vehicle_id column: a service
// invoice must not keep a vehicle from being deleted (its documents print what was copied).
export type ServiceTradeValues = {
  customerId: string | null;
  fields: ServiceInvoiceFields;
  buyer: TradeParty | null;
  amounts: ServiceAmounts;
};

/** The reason for no VAT has a column of its own (vat_exemption), the other fields live in `fields`. */
function columnsOf<V extends { fields: ServiceInvoiceFields }>(values: V) {
  const { vatExemption, ...fields } = values.fields;
  return { ...values, fields: fields as ServiceInvoiceFields, vatExemption };
}

export type ServiceListRow = {
  id: string;
  status: ServiceTradeRow['status'];
  date: string;
  invoiceNumber: string | null;
  proposalNumber: string | null;
  buyer: TradeParty | null;
  licencePlate: string | null;
  grossPrice: number;
};

const SERVICE = eq(trades.kind, 'SERVICE_INVOICE');

export function createServiceInvoiceTradesRepository(db: DbOrTx) {
  // The fields as the domain has them: the column's reason for no VAT among them (null on an old row).
  const asRow = (row: typeof trades.$inferSelect | undefined): ServiceTradeRow | undefined =>
    row && ({ ...row, fields: { ...row.fields, vatExemption: row.vatExemption } } as ServiceTradeRow);
  return {
    async insert(companyId: string, values: ServiceTradeValues): Promise<ServiceTradeRow> {
      const [row] = await db
        .insert(trades)
        .values({ ...columnsOf(values), companyId, kind: 'SERVICE_INVOICE', grossPrice: values.amounts.grossCents })
        .returning();
      return asRow(row)!;
    },

    /** The company's service invoice; with `lock` its row stays locked until the transaction ends. */
    async find(companyId: string, id: string, { lock = false } = {}): Promise<ServiceTradeRow | undefined> {
      if (!isUuid(id)) return undefined;
      const query = db
        .select()
        .from(trades)
        .where(and(eq(trades.companyId, companyId), eq(trades.id, id), SERVICE));
      const [row] = lock ? await query.for('update') : await query;
      return asRow(row);
    },

    /** Saves a draft's fields (never an issued one's). */
    async updateOpen(companyId: string, id: string, values: ServiceTradeValues): Promise<ServiceTradeRow | undefined> {
      const [row] = await db
        .update(trades)
        .set({ ...columnsOf(values), grossPrice: values.amounts.grossCents, updatedAt: sql`now()` })
        .where(and(eq(trades.companyId, companyId), eq(trades.id, id), SERVICE, eq(trades.status, 'PENDING')))
        .returning();
      return asRow(row);
    },

    async setProposalNumber(companyId: string, id: string, proposalNumber: string): Promise<void> {
      await db
        .update(trades)
        .set({ proposalNumber, updatedAt: sql`now()` })
        .where(and(eq(trades.companyId, companyId), eq(trades.id, id), SERVICE));
    },

    /** Issuing the invoice: number, date, and the customer, fields and amounts frozen as printed. */
    async finish(
      companyId: string,
      id: string,
      values: Omit<ServiceTradeValues, 'customerId'> & { invoiceNumber: string; issuedOn: string },
    ): Promise<boolean> {
      const rows = await db
        .update(trades)
        .set({
          ...columnsOf(values),
          status: 'FINISHED',
          grossPrice: values.amounts.grossCents,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(trades.companyId, companyId), eq(trades.id, id), SERVICE, eq(trades.status, 'PENDING')))
        .returning({ id: trades.id });
      return rows.length > 0;
    },

    async deleteDraft(companyId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(trades)
        .where(and(eq(trades.companyId, companyId), eq(trades.id, id), SERVICE, eq(trades.status, 'PENDING')))
        .returning({ id: trades.id });
      return rows.length > 0;
    },

    /** The drafts (never an issued one) that name the vehicle in their fields lose that key. */
    async forgetVehicleInDrafts(companyId: string, vehicleId: string): Promise<void> {
      if (!isUuid(vehicleId)) return;
      await db
        .update(trades)
        .set({ fields: sql`${trades.fields} - 'vehicleId'`, updatedAt: sql`now()` })
        .where(
          and(
            eq(trades.companyId, companyId),
            SERVICE,
            eq(trades.status, 'PENDING'),
            sql`${trades.fields}->>'vehicleId' = ${vehicleId}`,
          ),
        );
    },
  };
}

const dialect = new PgDialect();
// The day a service invoice counts for: its invoice date, else the Berlin day the draft was started (the index trades_company_kind_day_idx's).
const DAY = dialect.sqlToQuery(tradeDay(trades)).sql;

// $1 company, $2 limit, $3 offset, $4 the search's ILIKE pattern.
const LISTED = `trades.company_id = $1 and trades.kind = 'SERVICE_INVOICE'`;
const SEARCHED = `(trades.buyer->>'companyName' ilike $4 or concat_ws(' ', trades.buyer->>'firstName', trades.buyer->>'lastName') ilike $4
  or trades.invoice_number ilike $4 or trades.proposal_number ilike $4 or trades.fields->>'licencePlate' ilike $4)`;
// A search with trigrams finds its candidates through the (company, trigram) index; the search's own
// conditions decide. A condition of the matches' CTE (no order, no limit: no walk in list order to prefer).
const CANDIDATES = `array[trades.company_id] @> array[$1::uuid] and trades.search_text like lower($4)`;
const SOURCE_COLUMNS = `trades.id, trades.status, ${DAY} as day, trades.created_at, trades.invoice_number, trades.proposal_number, trades.buyer,
  trades.fields->>'licencePlate' as licence_plate, trades.gross_price`;
/** The row as ServiceListRow names it. */
const ROW = `id, status, day::text as date, invoice_number as "invoiceNumber", proposal_number as "proposalNumber", buyer,
  licence_plate as "licencePlate", gross_price as "grossPrice"`;
// Summed exactly in SQL (numeric). Every invoice is issued at most 10 M € gross (SERVICE_AMOUNT_MAX_CENTS,
// checked on every save and again at issue), so a year stays exact in a JS number below 9 million invoices.
const AGGREGATES = (status: string, gross: string) =>
  `count(*)::int as count, coalesce(sum(${gross}) filter (where ${status} = 'FINISHED'), 0)::bigint as "totalPrice"`;
const asJson = (select: string) => `(select coalesce(json_agg(r), '[]') from (${select}) r)`;

const searchedStatement = (indexed: boolean) => ({
  text: `with m as materialized (select ${SOURCE_COLUMNS} from trades where ${LISTED} and ${SEARCHED}${indexed ? ` and ${CANDIDATES}` : ''})
  select ${asJson(`select ${ROW} from m order by day desc, created_at desc, id desc limit $2 offset $3`)} as rows,
    ${asJson(`select extract(year from day)::int as year, ${AGGREGATES('status', 'gross_price')} from m group by 1`)} as years`,
});

// One statement per page, written once per shape: the page and the figures come back as one row of
// JSON (a round trip was what a page cost most; docs/perf/other-lists.md). Unsearched, the page walks
// trades_company_kind_day_idx and the figures are the years the database keeps (list_figures, migration
// 0039, by the same rules as AGGREGATES: a year counts every invoice, canceled ones too); a search reads
// its matches once, then takes the page and the figures from them.
const PAGE_STATEMENTS = {
  plain: {
    name: 'service_invoices_page',
    text: `select ${asJson(`select ${ROW} from (select ${SOURCE_COLUMNS} from trades where ${LISTED}
        order by ${DAY} desc, trades.created_at desc, trades.id desc limit $2 offset $3) p`)} as rows,
      ${asJson(`select f.year, (sum(f.count) + sum(f.canceled))::int as count, sum(f.gross)::bigint as "totalPrice"
        from list_figures f where f.company_id = $1 and f.list = 'SERVICE_INVOICE' group by f.year
        having sum(f.count) + sum(f.canceled) > 0`)} as years`,
  },
  searched: searchedStatement(false),
  indexed: { name: 'service_invoices_page_indexed', ...searchedStatement(true) },
};

/**
 * A page of the company's service invoices (drafts, issued, canceled), newest first, and each
 * matching year's count and gross total of its issued invoices.
 */
export async function serviceInvoiceTradesPage(
  db: Queryable,
  companyId: string,
  query: ServiceInvoicesQuery,
): Promise<{ rows: ServiceListRow[]; years: { year: number; count: number; totalPrice: number }[] }> {
  const search = query.search;
  const values: unknown[] = [companyId, query.perPage, (query.page - 1) * query.perPage];
  if (search) values.push(likePattern(search));
  const shape = search ? (hasTrigrams(search) ? 'indexed' : 'searched') : 'plain';
  const { rows } = await db.query<{ rows: ServiceListRow[]; years: { year: number; count: number; totalPrice: number }[] }>({
    ...PAGE_STATEMENTS[shape],
    values,
  });
  return rows[0]!;
}
