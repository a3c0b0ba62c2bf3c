import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { companies } from '../../platform/db/schema/companies';
import { users } from '../../platform/db/schema/users';

export type SupportSender = {
  id: string;
  publicId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  locale: 'de' | 'en';
  companyId: string | null;
  companyName: string | null;
};

export function createSupportRepository(db: DbOrTx) {
  return {
    /** Who is writing: the user and, if any, their company, so support can answer without asking. */
    async findSender(userId: string): Promise<SupportSender | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          publicId: users.publicId,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          locale: users.locale,
          companyId: users.companyId,
          companyName: companies.legalName,
        })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, userId));
      return row;
    },
  };
}
