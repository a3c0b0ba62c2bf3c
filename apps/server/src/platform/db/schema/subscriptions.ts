import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * A company's subscription to Kontor (SPEC.md §3 "Subscription plan"). The price is kept as ordered,
 * net in cents, whatever the plan costs later. A cancellation sets the last day; the row stays as
 * the record of the order and, for SEPA, of the mandate (kept after it ends, as the creditor must).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
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
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_company_idx').on(t.companyId, t.createdAt),
    // One subscription that runs on without an end per company: two orders at once cannot both pass.
    uniqueIndex('subscriptions_company_running_unique').on(t.companyId).where(sql`${t.cancelledAt} is null`),
    uniqueIndex('subscriptions_mandate_reference_unique').on(t.mandateReference),
  ],
);
