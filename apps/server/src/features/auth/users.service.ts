import type { DbOrTx } from '../../platform/db/database';
import { createUsersRepository } from './users.repository';

/** The company feature links a new company to its user inside its own transaction. */
export async function assignCompany(tx: DbOrTx, userId: string, companyId: string): Promise<void> {
  await createUsersRepository(tx).setCompany(userId, companyId);
}
