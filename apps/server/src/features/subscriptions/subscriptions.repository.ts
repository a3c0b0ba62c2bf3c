import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { subscriptions } from '../../platform/db/schema/subscriptions';
import { users } from '../../platform/db/schema/users';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

type NewSubscription = Pick<
  SubscriptionRow,
  | 'companyId'
  | 'orderedBy'
  | 'planName'
  | 'netCents'
  | 'vatRate'
  | 'paymentType'
  | 'accountHolder'
  | 'iban'
  | 'bic'
  | 'mandateSignedAt'
  | 'debtorName'
  | 'debtorAddress'
  | 'signedPlace'
  | 'startsOn'
> & { now: Date; withMandate: boolean };

/** Postgres' unique_violation, raised here only by the one-running-subscription index. */
export function isRunningSubscriptionConflict(error: unknown): boolean {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === '23505' && cause.constraint === 'subscriptions_company_running_unique';
}

/** The advisory lock space of subscription changes (another feature's locks use their own). */
const SUBSCRIPTIONS_LOCK_SPACE = 7_340_001;

/** Every query is scoped by the caller's company. */
export function createSubscriptionsRepository(db: DbOrTx) {
  return {
    async listByCompany(companyId: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.companyId, companyId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.mandateNumber));
    },

    async find(companyId: string, id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.id, id)));
      return row;
    },

    /**
     * Serialises the changes of one company's subscriptions (an order and a cancellation at the same
     * moment): each runs in a transaction that first takes this lock, and reads the dates after it.
     */
    async lockCompany(companyId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${SUBSCRIPTIONS_LOCK_SPACE}, hashtext(${companyId}))`);
    },

    /** Whether a paid period of the company has begun or will: a subscription not canceled before its first paid day. */
    async hasPaidPeriod(companyId: string): Promise<boolean> {
      const [row] = await db
        .select({
          paid: sql<boolean>`bool_or(${subscriptions.endsOn} is null or ${subscriptions.endsOn} >= ${subscriptions.startsOn})`,
        })
        .from(subscriptions)
        .where(eq(subscriptions.companyId, companyId));
      return row?.paid ?? false;
    },

    /** The latest end among the company's canceled subscriptions: the next one starts after it. */
    async lastEndOn(companyId: string): Promise<string | null> {
      const [row] = await db
        .select({ endsOn: sql<string | null>`max(${subscriptions.endsOn})` })
        .from(subscriptions)
        .where(eq(subscriptions.companyId, companyId));
      return row?.endsOn ?? null;
    },

    /** The mandate reference comes from the row's own number, so it is unique and never reused. */
    async insert({ now, withMandate, ...values }: NewSubscription): Promise<SubscriptionRow> {
      const numbered = await db.execute<{ number: string }>(
        sql`select nextval(pg_get_serial_sequence('subscriptions', 'mandate_number')) as number`,
      );
      const mandateNumber = Number(numbered.rows[0]!.number);
      const [row] = await db
        .insert(subscriptions)
        .values({
          ...values,
          mandateNumber,
          mandateReference: withMandate ? `KONTOR-${String(mandateNumber).padStart(6, '0')}` : null,
          createdAt: now,
        })
        .returning();
      return row!;
    },

    /** Sets the last day of the company's running subscription; undefined when none runs on. */
    async cancelRunning({
      companyId,
      id,
      endsOn,
      now,
    }: {
      companyId: string;
      id: string;
      endsOn: string;
      now: Date;
    }): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({ endsOn, canceledAt: now })
        .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.id, id), isNull(subscriptions.canceledAt)))
        .returning();
      return row;
    },

    /** The ordering user's own end day: the trial's end until a subscription replaces it. */
    async userEndDay(userId: string): Promise<string | null> {
      const [row] = await db.select({ endDay: users.subscriptionEndDay }).from(users).where(eq(users.id, userId));
      return row?.endDay ?? null;
    },
  };
}
