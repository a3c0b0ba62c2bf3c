import type { CustomerListQuery, CustomerValues } from '@kontor/domain/customers';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { likePattern } from '../../platform/db/like-pattern';
import { customerListName, customerSearchText, customers } from '../../platform/db/schema/customers';
import { isVersion, nextVersion } from '../../platform/db/record-version';
import { hasTrigrams, idAmong, trigramMatches } from '../../platform/db/trigram-search';

export type CustomerRow = typeof customers.$inferSelect;
/** `expected`: the version (updated_at) the change was made on; null writes whatever the version. */
type CustomerUpdate = { id: string; values: CustomerValues; now: Date; expected: Date | null };

// A person sorts by last then first name, a business by its company name: the way a dealer reads a list.
// The same key as the index customers_company_name_idx (written with || there: an index needs an immutable expression).
const nameKey = customerListName(customers);

/**
 * What a search compares: the text as typed; a phone-like search (digits and + ( ) / . - and spaces,
 * at least four digits) also by its digits without the national prefix's zeros, because numbers are
 * stored as +49…; and the text without spaces, dots, slashes and hyphens, because a VAT id is stored
 * compact and typed as printed ("DE 123 456 789").
 */
function searchPatterns(search: string) {
  const digits = search.replace(/\D/g, '').replace(/^0+/, '');
  const compact = search.replace(/[\s./-]/g, '');
  return {
    text: likePattern(search),
    digits: /^[\d\s+()/.-]+$/.test(search) && digits.length >= 4 ? likePattern(digits) : null,
    compact: compact ? likePattern(compact) : null,
  };
}

function searchCondition(search: string): SQL | undefined {
  const patterns = searchPatterns(search);
  const conditions: (SQL | undefined)[] = [
    ilike(customers.firstName, patterns.text),
    ilike(customers.lastName, patterns.text),
    sql`concat_ws(' ', ${customers.firstName}, ${customers.lastName}) ilike ${patterns.text}`,
    ilike(customers.companyName, patterns.text),
    ilike(customers.email, patterns.text),
    ilike(customers.city, patterns.text),
    ilike(customers.phoneNumber, patterns.text),
  ];
  if (patterns.compact) conditions.push(ilike(customers.vatId, patterns.compact));
  if (patterns.digits)
    conditions.push(sql`regexp_replace(coalesce(${customers.phoneNumber}, ''), '\\D', '', 'g') like ${patterns.digits}`);
  return or(...conditions);
}

const orderings: Record<CustomerListQuery['sort'], SQL[]> = {
  name: [asc(nameKey), asc(customers.id)],
  '-name': [desc(nameKey), desc(customers.id)],
  created_at: [asc(customers.createdAt), asc(customers.id)],
  '-created_at': [desc(customers.createdAt), desc(customers.id)],
};

/** Every query is scoped by the caller's company: another company's customer simply is not found. */
export function createCustomersRepository(db: DbOrTx) {
  return {
    async insert(companyId: string, values: CustomerValues, now: Date): Promise<CustomerRow> {
      const [row] = await db
        .insert(customers)
        .values({ ...values, companyId, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    async find(companyId: string, id: string): Promise<CustomerRow | undefined> {
      const [row] = await db
        .select()
        .from(customers)
        .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
      return row;
    },

    /**
     * Undefined when the company has no such customer or it is no longer the `expected` version: the
     * version is part of the WHERE, so a change made meanwhile cannot be overwritten between a check and the write.
     */
    async update(companyId: string, { id, values, now, expected }: CustomerUpdate): Promise<CustomerRow | undefined> {
      const [row] = await db
        .update(customers)
        // Every change moves the version on, by at least a millisecond (the precision clients compare at),
        // even when the clock stands still or two changes fall into the same millisecond.
        .set({
          ...values,
          updatedAt: nextVersion(customers.updatedAt, now),
        })
        .where(
          and(
            eq(customers.companyId, companyId),
            eq(customers.id, id),
            expected ? isVersion(customers.updatedAt, expected) : undefined,
          ),
        )
        .returning();
      return row;
    },

    /**
     * Deletes the customer unless they are party to an open trade (a sale, a purchase or a service
     * invoice not yet issued or canceled): 'deleted', 'open-trade' (nothing deleted) or 'missing'. In
     * one statement, so a trade saved meanwhile cannot lose its customer between a check and the delete.
     * Finished and canceled trades keep their own copy of the customer (trades.customer_id is ON
     * DELETE SET NULL).
     */
    async delete(companyId: string, id: string): Promise<'deleted' | 'open-trade' | 'missing'> {
      const { rows } = await db.execute<{ deleted: boolean; found: boolean }>(sql`
        with open_trade as (
          select exists (
            select 1 from trades t where t.company_id = ${companyId} and t.customer_id = ${id} and t.status = 'PENDING'
          ) as open
        ), erased as (
          delete from customers c
           where c.company_id = ${companyId} and c.id = ${id} and not (select open from open_trade)
          returning c.id
        )
        select exists (select 1 from erased) as deleted,
               exists (select 1 from customers c where c.company_id = ${companyId} and c.id = ${id}) as found`);
      const [row] = rows;
      if (row?.deleted) return 'deleted';
      // The statement saw the customer before its own delete: found and not deleted is an open trade.
      return row?.found ? 'open-trade' : 'missing';
    },

    /** Every customer of the company (or of a search), in list order: the CSV export. */
    async all(companyId: string, query: Pick<CustomerListQuery, 'search' | 'sort'>): Promise<CustomerRow[]> {
      return db
        .select()
        .from(customers)
        .where(and(eq(customers.companyId, companyId), query.search ? searchCondition(query.search) : undefined))
        .orderBy(...orderings[query.sort]);
    },

    /**
     * A page of the list and how many match. A search with trigrams first gathers the company's
     * candidates from customers_company_search_trgm_idx (by each of its searchPatterns), then
     * decides on them; an order by name or by creation walks its index.
     */
    async list(companyId: string, query: CustomerListQuery): Promise<{ rows: CustomerRow[]; total: number }> {
      const conditions = [eq(customers.companyId, companyId)];
      if (query.search) {
        conditions.push(searchCondition(query.search)!);
        const { text, digits, compact } = searchPatterns(query.search);
        const patterns = [...new Set([text, digits, compact].filter((pattern): pattern is string => pattern !== null))];
        if (hasTrigrams(query.search))
          conditions.push(
            idAmong(customers.id, trigramMatches(customers, { companyId, text: customerSearchText(customers), patterns })),
          );
      }
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(customers)
          .where(where)
          .orderBy(...orderings[query.sort])
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ total: count() }).from(customers).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /**
     * Gives each customer of `ids` that has none the next DATEV account of `kind` after the company's
     * highest (debtor accounts for buyers, creditor accounts for sellers; inside the caller's
     * transaction, one export of the company at a time); null when the range is used up. An account,
     * once given, is never changed: the adviser's books know the customer by it.
     */
    async assignAccounts(companyId: string, range: AccountRange): Promise<Map<string, number> | null> {
      return assignAccounts(db, companyId, range);
    },
  };
}

/** Which DATEV accounts (a buyer's debtor, a seller's creditor account), for whom, and their range. */
export type AccountRange = { kind: 'debtor' | 'creditor'; ids: readonly string[]; min: number; max: number };

/** One lock per company and kind, the next account after the highest given. */
async function assignAccounts(
  db: DbOrTx,
  companyId: string,
  { kind, ids, min, max }: AccountRange,
): Promise<Map<string, number> | null> {
  const column = kind === 'debtor' ? 'debtorAccount' : 'creditorAccount';
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}-accounts:${companyId}`}, 0))`);
  const rows = await db
    .select({ id: customers.id, account: customers[column] })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), inArray(customers.id, [...ids])));
  const accounts = new Map(rows.filter((row) => row.account !== null).map((row) => [row.id, row.account!]));
  const known = new Set(rows.map((row) => row.id));
  const [highest] = await db
    .select({ value: sql<number | null>`max(${customers[column]})` })
    .from(customers)
    .where(eq(customers.companyId, companyId));
  let next = highest?.value == null ? min : Math.max(min, highest.value + 1);
  for (const id of ids) {
    if (!known.has(id) || accounts.has(id)) continue;
    if (next > max) return null;
    await db
      .update(customers)
      .set({ [column]: next })
      .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
    accounts.set(id, next);
    next += 1;
  }
  return accounts;
}
