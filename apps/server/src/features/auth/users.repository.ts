import { eq, sql } from 'drizzle-orm';
import { type BatchedLookup, createBatchedLookup } from '../../platform/db/batched-lookup';
import type { DbOrTx, Queryable } from '../../platform/db/database';
import { isUuid } from '../../platform/db/uuid';
import { companies } from '../../platform/db/schema/companies';
import { users } from '../../platform/db/schema/users';

export type UserRow = typeof users.$inferSelect;

type NewUser = {
  publicId: string;
  email: string;
  phone: string;
  locale: 'de' | 'en';
  termsVersion: string;
  termsAcceptedAt: Date;
};

type CompletedAccount = {
  phone: string;
  firstName: string;
  lastName: string;
  gender: 'MALE' | 'FEMALE';
  birthDate: string;
  passwordHash: string;
  subscriptionEndDay: string;
};

export type UserDetails = Pick<UserRow, 'phone' | 'firstName' | 'lastName' | 'gender' | 'birthDate'>;

export type AuthUserRow = Pick<UserRow, 'id' | 'email' | 'status' | 'companyId' | 'locale' | 'blocked' | 'subscriptionEndDay'>;

const AUTH_USERS = {
  name: 'auth_users',
  text: 'select id, email, status, company_id, locale, blocked, subscription_end_day from users where id = any($1::uuid[])',
};

const authUserLookups = new WeakMap<Queryable, BatchedLookup<AuthUserRow>>();

function authUserLookup(db: Queryable): BatchedLookup<AuthUserRow> {
  let lookup = authUserLookups.get(db);
  if (!lookup) {
    lookup = createBatchedLookup(async (ids) => {
      type Row = Omit<AuthUserRow, 'companyId' | 'subscriptionEndDay'> & {
        company_id: string | null;
        subscription_end_day: string | null;
      };
      const { rows } = await db.query<Row>({ ...AUTH_USERS, values: [ids] });
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            email: row.email,
            status: row.status,
            companyId: row.company_id,
            locale: row.locale,
            blocked: row.blocked,
            subscriptionEndDay: row.subscription_end_day,
          },
        ]),
      );
    });
    authUserLookups.set(db, lookup);
  }
  return lookup;
}

/**
 * The caller of every authenticated request, read fresh (a block takes effect at once): a named
 * statement on the pool, planned once per connection instead of built by the ORM per request, that
 * reads the callers of all requests arriving in the same turn of the event loop (batched-lookup.ts).
 */
export async function findAuthUserById(db: Queryable, id: string): Promise<AuthUserRow | undefined> {
  // A malformed id would fail the whole batch's uuid[] cast; it names no user.
  return isUuid(id) ? authUserLookup(db)(id.toLowerCase()) : undefined;
}

export function createUsersRepository(db: DbOrTx) {
  return {
    async findAuthUser(id: string) {
      const [user] = await db
        .select({
          id: users.id,
          email: users.email,
          status: users.status,
          companyId: users.companyId,
          locale: users.locale,
          blocked: users.blocked,
        })
        .from(users)
        .where(eq(users.id, id));
      return user;
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },
    /** The user with what the session shows of their company (header, banner, storage bar); null without one. */
    async findWithCompany(id: string) {
      const [row] = await db
        .select({
          user: users,
          company: {
            id: companies.id,
            legalName: companies.legalName,
            smallBusiness: companies.smallBusiness,
            status: companies.status,
            usedStorage: companies.usedStorage,
            storageSize: companies.storageSize,
          },
        })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, id));
      return row;
    },
    /** E-mail addresses are compared without case (the unique index is on lower(email)). */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return user;
    },
    /** Undefined when the address is taken (also when another request took it a moment ago). */
    async insert(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row;
    },
    async completeAccount(id: string, account: CompletedAccount, now: Date) {
      await db
        .update(users)
        .set({
          ...account,
          status: 'VERIFIED',
          // A trial starts once; completing again (not possible today) must not extend it.
          subscriptionEndDay: sql`coalesce(${users.subscriptionEndDay}, ${account.subscriptionEndDay}::date)`,
          updatedAt: now,
        })
        .where(eq(users.id, id));
    },
    async updateDetails(id: string, details: UserDetails, now: Date) {
      await db
        .update(users)
        .set({ ...details, updatedAt: now })
        .where(eq(users.id, id));
    },
    /** The language the user's mails go out in; it follows the language last used in the app. */
    async setLocale(id: string, locale: 'de' | 'en') {
      await db.update(users).set({ locale }).where(eq(users.id, id));
    },
    async setPasswordHash(id: string, passwordHash: string, now: Date) {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
    },
    /** Links a new company to the user who created it, inside the transaction that inserts it. */
    async linkCompany(userId: string, companyId: string): Promise<void> {
      await db.update(users).set({ companyId, updatedAt: new Date() }).where(eq(users.id, userId));
    },
    /**
     * What the session and the guard read of a plan, kept on every user of the company: subscribed,
     * and the last day they may change data (null: no end). A plan is for all users of the company.
     */
    async setCompanyPlan(companyId: string, plan: { subscribed: boolean; endDay: string | null }, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ isSubscribedToPaidPlan: plan.subscribed, subscriptionEndDay: plan.endDay, updatedAt: now })
        .where(eq(users.companyId, companyId));
    },
    /**
     * Operator: moves the end day of the user's trial (and of everyone in their company) to `days`
     * after the later of that day and yesterday. Users whose plan has no end are left alone.
     */
    async extendTrial({
      email,
      days,
      today,
    }: {
      email: string;
      days: number;
      today: string;
    }): Promise<{ endDay: string; users: number } | undefined> {
      const { rows } = await db.execute<{ end_day: string }>(sql`
        update users set subscription_end_day = greatest(subscription_end_day, ${today}::date - 1) + ${days}::int,
          -- What follows a run-out subscription is a trial again: the session shows its days.
          is_subscribed_to_paid_plan = is_subscribed_to_paid_plan and subscription_end_day >= ${today}::date,
          updated_at = now()
        where subscription_end_day is not null
          and (id = (select id from users where lower(email) = lower(${email}))
               or company_id = (select company_id from users where lower(email) = lower(${email})))
        returning subscription_end_day as end_day`);
      return rows[0] ? { endDay: rows[0].end_day, users: rows.length } : undefined;
    },
    /** False when no user has the address. */
    async setBlocked(email: string, blocked: boolean, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ blocked, updatedAt: now })
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
