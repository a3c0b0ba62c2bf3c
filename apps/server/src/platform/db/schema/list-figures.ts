import { bigint, bigserial, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The figures of the lists a dealer searches, kept by triggers on customers and trades (migration
 * 0039) in the writer's own transaction, so an unsearched page reads them instead of counting the
 * company's rows on every request: `CUSTOMERS` (year null) the customers, `SELLING` and `BUYING` the
 * overview's years (count without the canceled, canceled, gross of the finished), `SERVICE_INVOICE`
 * the service invoices' years (the same three), `CANCELED` Canceled Trades' years (of the
 * cancellation day). A company's figure is the SUM of its rows: each writing statement adds its
 * change as a row and folds in the rows no other transaction holds (FOR UPDATE SKIP LOCKED), so
 * writers never wait for one another on a hot counter and a reader's snapshot always sums to an exact
 * count. No foreign key: a company's cascade adds its trades' removal as rows that sum to nothing.
 */
export const listFigures = pgTable(
  'list_figures',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    companyId: uuid('company_id').notNull(),
    list: text('list', { enum: ['CUSTOMERS', 'SELLING', 'BUYING', 'SERVICE_INVOICE', 'CANCELED'] }).notNull(),
    year: integer('year'),
    count: integer('count').notNull().default(0),
    canceled: integer('canceled').notNull().default(0),
    gross: bigint('gross', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('list_figures_company_list_idx').on(t.companyId, t.list, t.year)],
);
