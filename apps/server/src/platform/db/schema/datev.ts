import { integer, jsonb, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DatevAccounts } from '@kontor/domain/datev';
import { companies } from './companies';

/**
 * A company's DATEV settings for the export to its tax adviser: Beraternummer and Mandantennummer of
 * the header (null until given), the month its fiscal year starts, and its own revenue accounts per
 * chart where they differ from the defaults. No row: nothing set yet (the domain's defaults).
 */
export const datevSettings = pgTable('datev_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  adviserNumber: integer('adviser_number'),
  clientNumber: integer('client_number'),
  fiscalYearStartMonth: smallint('fiscal_year_start_month').notNull().default(1),
  accounts: jsonb('accounts').$type<DatevAccounts>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
