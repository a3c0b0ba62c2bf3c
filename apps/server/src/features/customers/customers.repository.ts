import type { CustomerListQuery, CustomerValues } from '@kontor/domain/customers';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx, Queryable } from '../../platform/db/database';
import { likePattern } from '../../platform/db/like-pattern';
import { customerColumns, customerListName, customers } from '../../platform/db/schema/customers';
import { isVersion, nextVersion } from '../../platform/db/record-version';
import { hasTrigrams } from '../../platform/db/trigram-search';

/** A customer as stored, without the search text (the list's search alone reads it). */
export type CustomerRow = Omit<typeof customers.$inferSelect, 'searchText'>;
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

const dialect = new PgDialect();
/** Every column as CustomerRow names it (`c` the row's source). */
const ROW_COLUMNS = Object.entries(customerColumns)
  .map(([key, column]) => `c.${column.name} as "${key}"`)
  .join(', ');
// The name order's key (customers_company_name_idx's), as SQL text.
const NAME_KEY = dialect.sqlToQuery(customerListName(customers)).sql.replaceAll('"customers".', 'c.');
const LIST_ORDER: Record<CustomerListQuery['sort'], string> = {
  name: `${NAME_KEY} asc, c.id asc`,
  '-name': `${NAME_KEY} desc, c.id desc`,
  created_at: 'c.created_at asc, c.id asc',
  '-created_at': 'c.created_at desc, c.id desc',
};
const asJson = (select: string) => `(select coalesce(json_agg(r), '[]') from (${select}) r)`;

/**
 * The list's statement of one shape (the order, and which of searchPatterns a search has), written
 * once: $1 company, $2 limit, $3 offset, then the patterns (text, digits, compact, those set). One
 * statement answers the page and the total as one row of JSON (a round trip was what a page cost
 * most; docs/perf/other-lists.md). Unsearched, the page walks the index of its order and the total
 * is the company's figure kept by the database (list_figures, migration 0039: counting 10 000 index
 * entries on every request was half the statement); a search reads its matches once (a materialized CTE), and the page and
 * the total take them. A search with trigrams finds the company's candidates through
 * customers_company_search_trgm_idx (by each pattern) in the CTE, which has no order and no limit:
 * no walk of the company's rows in list order for the planner to prefer. (The candidates' ids
 * gathered first and looked up again by primary key cost 9 of 18 ms for a search matching one
 * customer in eight.)
 */
function listStatement(
  sort: CustomerListQuery['sort'],
  search: { digits: boolean; compact: boolean; vatByText: boolean; indexed: boolean } | null,
) {
  const order = LIST_ORDER[sort];
  if (!search) {
    return {
      name: `customers_page:${sort}`,
      text: `select ${asJson(`select ${ROW_COLUMNS} from customers c where c.company_id = $1 order by ${order} limit $2 offset $3`)} as rows,
        (select coalesce(sum(f.count), 0)::int from list_figures f where f.company_id = $1 and f.list = 'CUSTOMERS') as total`,
    };
  }
  // The patterns' parameters in the order customerListPage passes them: the text, then those set.
  const text = '$4';
  const digits = search.digits ? '$5' : null;
  const compact = search.compact ? `$${search.digits ? 6 : 5}` : null;
  const conditions = [
    `c.first_name ilike ${text}`,
    `c.last_name ilike ${text}`,
    `concat_ws(' ', c.first_name, c.last_name) ilike ${text}`,
    `c.company_name ilike ${text}`,
    `c.email ilike ${text}`,
    `c.city ilike ${text}`,
    `c.phone_number ilike ${text}`,
    // The VAT id by the compact form; by the text itself when that is already compact (one pattern less for the index to look up).
    ...(compact ? [`c.vat_id ilike ${compact}`] : search.vatByText ? [`c.vat_id ilike ${text}`] : []),
    ...(digits ? [`regexp_replace(coalesce(c.phone_number, ''), '\\D', '', 'g') like ${digits}`] : []),
  ];
  const patterns = [text, digits, compact].filter((pattern) => pattern !== null);
  const candidates = search.indexed
    ? ` and array[c.company_id] @> array[$1::uuid] and (${patterns.map((pattern) => `c.search_text like lower(${pattern})`).join(' or ')})`
    : '';
  return {
    ...(search.indexed
      ? { name: `customers_page:${sort}:${digits ? 'd' : ''}${compact ? 'c' : ''}${search.vatByText ? 'v' : ''}` }
      : {}),
    text: `with m as materialized (select c.* from customers c where c.company_id = $1 and (${conditions.join(' or ')})${candidates})
      select ${asJson(`select ${ROW_COLUMNS} from m c order by ${order} limit $2 offset $3`)} as rows, (select count(*)::int from m) as total`,
  };
}

type ListRecord = {
  rows: (Omit<CustomerRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string })[];
  total: number;
};

/**
 * A page of the company's customers (or of a search) in list order, and how many match: one
 * statement (see listStatement).
 */
export async function customerListPage(
  db: Queryable,
  companyId: string,
  query: CustomerListQuery,
): Promise<{ rows: CustomerRow[]; total: number }> {
  const values: unknown[] = [companyId, query.perPage, (query.page - 1) * query.perPage];
  let search = null;
  if (query.search) {
    const { text, digits, compact: compactForm } = searchPatterns(query.search);
    // A search with nothing to take out is its own compact form: the VAT id is then compared with the text's pattern.
    const compact = compactForm === text ? null : compactForm;
    values.push(...[text, digits, compact].filter((pattern) => pattern !== null));
    search = {
      digits: digits !== null,
      compact: compact !== null,
      vatByText: compactForm !== null && compact === null,
      indexed: hasTrigrams(query.search),
    };
  }
  const { rows } = await db.query<ListRecord>({ ...listStatement(query.sort, search), values });
  const { rows: page, total } = rows[0]!;
  return {
    rows: page.map((row) => ({ ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) })),
    total,
  };
}

/** Every query is scoped by the caller's company: another company's customer simply is not found. */
export function createCustomersRepository(db: DbOrTx) {
  return {
    async insert(companyId: string, values: CustomerValues, now: Date): Promise<CustomerRow> {
      const [row] = await db
        .insert(customers)
        .values({ ...values, companyId, createdAt: now, updatedAt: now })
        .returning(customerColumns);
      return row!;
    },

    async find(companyId: string, id: string): Promise<CustomerRow | undefined> {
      const [row] = await db
        .select(customerColumns)
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
        .returning(customerColumns);
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

    /**
     * The documents of the trades that keep their own copy of the customer (issued or canceled ones),
     * for how long the erasure leaves them (retention.ts); read before the erasure unlinks the trades.
     */
    async documentsKeepingCustomer(
      companyId: string,
      id: string,
    ): Promise<{ kind: string; issuedOn: string; tradeStatus: 'FINISHED' | 'REJECTED' }[]> {
      const { rows } = await db.execute<{ kind: string; issued_on: string; trade_status: 'FINISHED' | 'REJECTED' }>(sql`
        select g.document_type as kind, g.issued_on::text as issued_on, t.status as trade_status
          from trades t join generated_documents g on g.trade_id = t.id and g.company_id = t.company_id
         where t.company_id = ${companyId} and t.customer_id = ${id} and t.status in ('FINISHED', 'REJECTED')`);
      return rows.map((row) => ({ kind: row.kind, issuedOn: row.issued_on, tradeStatus: row.trade_status }));
    },

    /** Every customer of the company (or of a search), in list order: the CSV export. */
    async all(companyId: string, query: Pick<CustomerListQuery, 'search' | 'sort'>): Promise<CustomerRow[]> {
      return db
        .select(customerColumns)
        .from(customers)
        .where(and(eq(customers.companyId, companyId), query.search ? searchCondition(query.search) : undefined))
        .orderBy(...orderings[query.sort]);
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
