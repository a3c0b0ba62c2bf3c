import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { subscriptionInvoiceCounters, subscriptionInvoices, subscriptions } from '../../platform/db/schema/subscriptions';
import { users } from '../../platform/db/schema/users';
import type { SubscriptionRow } from './subscriptions.repository';

export type SubscriptionInvoiceRow = typeof subscriptionInvoices.$inferSelect;
type NewSubscriptionInvoice = Omit<SubscriptionInvoiceRow, 'id' | 'number' | 'createdAt' | 'debitExportedAt' | 'debitMessageId'>;

/** A subscription with periods to bill, and the first day after its last invoiced period (null: none yet). */
export type BillableSubscription = SubscriptionRow & { billedUntil: string | null };

/** Who an invoice goes to: the user who ordered the plan, or (gone since) the company's longest-standing user. */
export type InvoiceRecipient = { email: string; locale: 'de' | 'en' };

export function createSubscriptionInvoicesRepository(db: DbOrTx) {
  return {
    /**
     * Operator-wide (the billing run, not a dealer's request): the subscriptions whose paid time has
     * begun by `today` and is not billed to its end yet. The service works out the periods left.
     */
    async billable(today: string): Promise<BillableSubscription[]> {
      const billedUntil = sql<
        string | null
      >`(select max(i.period_end) + 1 from ${subscriptionInvoices} i where i.subscription_id = ${subscriptions.id})`;
      const rows = await db
        .select({ subscription: subscriptions, billedUntil: sql<string | null>`${billedUntil}::text` })
        .from(subscriptions)
        .where(
          and(
            sql`${subscriptions.startsOn} <= ${today}::date`,
            sql`(${subscriptions.endsOn} is null or ${subscriptions.endsOn} >= ${subscriptions.startsOn})`,
            sql`coalesce(${billedUntil}, ${subscriptions.startsOn}) <= least(${today}::date, coalesce(${subscriptions.endsOn}, ${today}::date))`,
          ),
        )
        .orderBy(asc(subscriptions.startsOn), asc(subscriptions.id));
      return rows.map((row) => ({ ...row.subscription, billedUntil: row.billedUntil }));
    },

    /** Whether the period already has its invoice (read after the company's lock: a second run issues none). */
    async hasInvoice(subscriptionId: string, periodStart: string): Promise<boolean> {
      const [row] = await db
        .select({ id: subscriptionInvoices.id })
        .from(subscriptionInvoices)
        .where(and(eq(subscriptionInvoices.subscriptionId, subscriptionId), eq(subscriptionInvoices.periodStart, periodStart)));
      return row !== undefined;
    },

    /** The next number of the year's range: the counter row stays locked until the issuing transaction ends, so the range has no gaps. */
    async nextNumber(year: number): Promise<number> {
      const [row] = await db
        .insert(subscriptionInvoiceCounters)
        .values({ year, lastNumber: 1 })
        .onConflictDoUpdate({
          target: subscriptionInvoiceCounters.year,
          set: { lastNumber: sql`${subscriptionInvoiceCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: subscriptionInvoiceCounters.lastNumber });
      return row!.lastNumber;
    },

    async insert(values: NewSubscriptionInvoice & { id: string; number: string }): Promise<SubscriptionInvoiceRow> {
      const [row] = await db.insert(subscriptionInvoices).values(values).returning();
      return row!;
    },

    async recipient(subscription: Pick<SubscriptionRow, 'orderedBy' | 'companyId'>): Promise<InvoiceRecipient | undefined> {
      const [row] = await db
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.companyId, subscription.companyId))
        .orderBy(sql`${users.id} = ${subscription.orderedBy ?? null} desc nulls last`, asc(users.createdAt))
        .limit(1);
      return row;
    },

    /** The company's invoices, newest period first, each with its subscription's plan. */
    async listByCompany(
      companyId: string,
    ): Promise<Array<{ invoice: SubscriptionInvoiceRow; planName: SubscriptionRow['planName'] }>> {
      return db
        .select({ invoice: subscriptionInvoices, planName: subscriptions.planName })
        .from(subscriptionInvoices)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionInvoices.subscriptionId))
        .where(eq(subscriptionInvoices.companyId, companyId))
        .orderBy(desc(subscriptionInvoices.periodStart), desc(subscriptionInvoices.number));
    },

    /**
     * Operator-wide: the SEPA invoices due by `dueBy` whose debit was not submitted yet, with the
     * mandate they are collected under, locked until the caller's transaction ends (two exports at
     * once cannot both take one).
     */
    async debitsToSubmit(dueBy: string): Promise<Array<{ invoice: SubscriptionInvoiceRow; mandate: SubscriptionRow }>> {
      return db
        .select({ invoice: subscriptionInvoices, mandate: subscriptions })
        .from(subscriptionInvoices)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionInvoices.subscriptionId))
        .where(
          and(
            eq(subscriptionInvoices.paymentType, 'SEPA'),
            isNull(subscriptionInvoices.debitExportedAt),
            sql`${subscriptionInvoices.dueOn} <= ${dueBy}::date`,
          ),
        )
        .orderBy(asc(subscriptionInvoices.number))
        .for('update', { of: subscriptionInvoices });
    },

    async markDebitsSubmitted(ids: string[], { messageId, now }: { messageId: string; now: Date }): Promise<void> {
      await db
        .update(subscriptionInvoices)
        .set({ debitExportedAt: now, debitMessageId: messageId })
        .where(inArray(subscriptionInvoices.id, ids));
    },

    async find(companyId: string, id: string): Promise<SubscriptionInvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptionInvoices)
        .where(and(eq(subscriptionInvoices.companyId, companyId), eq(subscriptionInvoices.id, id)));
      return row;
    },
  };
}
