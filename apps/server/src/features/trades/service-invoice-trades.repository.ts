import type { ServiceAmounts, ServiceInvoiceFields, ServiceInvoicesQuery } from '@kontor/domain/service-invoices';
import type { TradeParty } from '@kontor/domain/trades';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { likePattern } from '../../platform/db/like-pattern';
import { tradeDay, trades, tradeSearchText } from '../../platform/db/schema/trades';
import { hasTrigrams, idAmong, trigramMatches } from '../../platform/db/trigram-search';
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
// The day a service invoice counts for: its invoice date, else the Berlin day the draft was started (the index trades_company_kind_day_idx's).
const serviceDay = tradeDay(trades);

function searchCondition(search: string): SQL | undefined {
  const pattern = likePattern(search);
  return or(
    sql`${trades.buyer}->>'companyName' ilike ${pattern}`,
    sql`concat_ws(' ', ${trades.buyer}->>'firstName', ${trades.buyer}->>'lastName') ilike ${pattern}`,
    sql`${trades.invoiceNumber} ilike ${pattern}`,
    sql`${trades.proposalNumber} ilike ${pattern}`,
    sql`${trades.fields}->>'licencePlate' ilike ${pattern}`,
  );
}

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

/**
 * A page of the company's service invoices (drafts, issued, canceled), newest first, and each
 * matching year's count and gross total of its issued invoices.
 */
export async function serviceInvoiceTradesPage(
  db: DbOrTx,
  companyId: string,
  query: ServiceInvoicesQuery,
): Promise<{ rows: ServiceListRow[]; years: { year: number; count: number; totalPrice: number }[] }> {
  const search = query.search;
  // A search with trigrams decides among the candidates of the (company, trigram) index.
  const candidates =
    search && hasTrigrams(search)
      ? idAmong(
          trades.id,
          trigramMatches(trades, {
            companyId,
            text: tradeSearchText(trades),
            patterns: [likePattern(search)],
            also: sql`kind = 'SERVICE_INVOICE'`,
          }),
        )
      : undefined;
  const matching = and(eq(trades.companyId, companyId), SERVICE, search ? searchCondition(search) : undefined, candidates);
  const year = sql<number>`extract(year from ${serviceDay})::int`;
  const [rows, years] = await Promise.all([
    db
      .select({
        id: trades.id,
        status: trades.status,
        date: sql<string>`${serviceDay}::text`,
        invoiceNumber: trades.invoiceNumber,
        proposalNumber: trades.proposalNumber,
        buyer: trades.buyer,
        licencePlate: sql<string | null>`${trades.fields}->>'licencePlate'`,
        grossPrice: trades.grossPrice,
      })
      .from(trades)
      .where(matching)
      .orderBy(desc(serviceDay), desc(trades.createdAt), desc(trades.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({
        year,
        count: sql<number>`count(*)::int`,
        // Summed exactly in SQL (numeric). Every invoice is issued at most 10 M € gross (SERVICE_AMOUNT_MAX_CENTS,
        // checked on every save and again at issue), so a year stays exact in a JS number below 9 million invoices.
        totalPrice:
          sql<number>`coalesce(sum(${trades.grossPrice}) filter (where ${trades.status} = 'FINISHED'), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(trades)
      .where(matching)
      .groupBy(year),
  ]);
  return { rows, years };
}
