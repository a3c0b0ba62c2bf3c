import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';
import { createdAt, randomId } from './columns';

/**
 * A company's subscription to Kontor. The price is kept as ordered,
 * net in cents, whatever the plan costs later. A cancellation sets the last day; the row stays as
 * the record of the order and, for SEPA, of the mandate (kept after it ends, as the creditor must).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: randomId(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** Who ordered it (and signed the mandate); kept if that user leaves. */
    orderedBy: uuid('ordered_by').references(() => users.id, { onDelete: 'set null' }),
    planName: text('plan_name', { enum: ['MONTHLY', 'YEARLY'] }).notNull(),
    netCents: integer('net_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    paymentType: text('payment_type', { enum: ['SEPA', 'INVOICE'] }).notNull(),
    accountHolder: text('account_holder'),
    iban: text('iban'),
    bic: text('bic'),
    /** Numbers the mandate references (KONTOR-000001): unique per creditor, never reused. */
    mandateNumber: bigserial('mandate_number', { mode: 'number' }).notNull(),
    mandateReference: text('mandate_reference'),
    mandateSignedAt: timestamp('mandate_signed_at', { withTimezone: true }),
    /**
     * The debtor as the mandate was granted: the company's name and address, and the place of the
     * signature, kept with it (a later change of the company's data does not change a granted mandate).
     */
    debtorName: text('debtor_name'),
    debtorAddress: text('debtor_address'),
    signedPlace: text('signed_place'),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_company_idx').on(t.companyId, t.createdAt),
    // One subscription that runs on without an end per company: two orders at once cannot both pass.
    uniqueIndex('subscriptions_company_running_unique')
      .on(t.companyId)
      .where(sql`${t.canceledAt} is null`),
    uniqueIndex('subscriptions_mandate_reference_unique').on(t.mandateReference),
  ],
);

/**
 * The operator's invoice for one billing period of a subscription: issued on the period's first day,
 * its PDF kept as issued (`storage_key`, not counted in the company's storage: it is the operator's
 * document). One per subscription and period.
 */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: randomId(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    number: text('number').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    netCents: integer('net_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    paymentType: text('payment_type', { enum: ['SEPA', 'INVOICE'] }).notNull(),
    issuedOn: date('issued_on').notNull(),
    /** A transfer's due date, or the day of the SEPA debit that the invoice announces. */
    dueOn: date('due_on').notNull(),
    storageKey: text('storage_key').notNull(),
    /** When a SEPA invoice's debit went into a pain.008 file for the bank, and that file's message id: each debit is submitted once. */
    debitExportedAt: timestamp('debit_exported_at', { withTimezone: true }),
    debitMessageId: text('debit_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscription_invoices_period_unique').on(t.subscriptionId, t.periodStart),
    uniqueIndex('subscription_invoices_number_unique').on(t.number),
    index('subscription_invoices_company_idx').on(t.companyId, t.issuedOn),
  ],
);

/** The operator's invoice numbers, a range per year without gaps: taken in the transaction that issues the invoice. */
export const subscriptionInvoiceCounters = pgTable('subscription_invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
