import { bigint, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyOwner } from './companies';

/**
 * The counter of each numbering series (standard and service invoices) of a company. A number is
 * taken by one UPDATE … RETURNING inside the transaction that issues the document: the row lock
 * serialises concurrent issuers, and a rolled-back transaction gives its number back (no gaps).
 */
export const numberSeries = pgTable(
  'number_series',
  {
    companyId: companyOwner(),
    // SERVICE_PROPOSAL numbers the cost estimates of service invoices (KV-1, KV-2, …; no template).
    kind: text('kind', { enum: ['DEFAULT_INVOICE', 'SERVICE_INVOICE', 'SERVICE_PROPOSAL'] }).notNull(),
    nextValue: bigint('next_value', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind] })],
);

/** Every number ever issued; unique per company and series, so none is issued twice even after a template change. */
export const issuedInvoiceNumbers = pgTable(
  'issued_invoice_numbers',
  {
    companyId: companyOwner(),
    kind: text('kind', { enum: ['DEFAULT_INVOICE', 'SERVICE_INVOICE'] }).notNull(),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('issued_invoice_numbers_unique').on(t.companyId, t.kind, t.number)],
);
