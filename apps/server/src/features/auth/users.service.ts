import type { DbOrTx } from '../../platform/db/database';
import { createUsersRepository } from './users.repository';

// Auth owns the users table and is its only writer: what another feature changes on a user (the
// company it belongs to, the plan it may work under) goes through here, inside the caller's
// transaction where the caller has one.

/** Links a new company to the user who created it, inside the transaction that inserts the company. */
export function linkUserToCompany(tx: DbOrTx, { userId, companyId }: { userId: string; companyId: string }): Promise<void> {
  return createUsersRepository(tx).linkCompany(userId, companyId);
}

/**
 * Keeps a company's plan on each of its users, where the session and the guard read it with the
 * user: subscribed, and the last day they may change data (null: no end).
 */
export function setCompanyPlan(
  tx: DbOrTx,
  companyId: string,
  plan: { subscribed: boolean; endDay: string | null; now: Date },
): Promise<void> {
  const { now, ...kept } = plan;
  return createUsersRepository(tx).setCompanyPlan(companyId, kept, now);
}

/**
 * Operator: moves the end of the user's trial (and of everyone in their company) to `days` after
 * the later of that day and yesterday; undefined when the user is unknown or their plan has no end.
 */
export function extendTrial(
  db: DbOrTx,
  input: { email: string; days: number; today: string },
): Promise<{ endDay: string; users: number } | undefined> {
  return createUsersRepository(db).extendTrial(input);
}
