import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyOwner } from './companies';
import { createdAt, randomId } from './columns';

/**
 * A dealer's customer (buyer or seller). Personal data under the GDPR: erasure deletes the row.
 * Trades reference it with ON DELETE SET NULL and keep their own copy of the buyer, and every
 * generated document its own snapshot, so an erasure never rewrites a retained invoice.
 */
export const customers = pgTable(
  'customers',
  {
    id: randomId(),
    companyId: companyOwner(),
    type: text('type', { enum: ['PRIVATE', 'BUSINESS'] })
      .notNull()
      .default('PRIVATE'),
    greeting: text('greeting', { enum: ['MISTER', 'MISSUS'] }),
    title: text('title', { enum: ['DOCTOR', 'PROFESSOR', 'DPROFESSOR'] }),
    companyName: text('company_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    streetAddress: text('street_address'),
    houseNumber: text('house_number'),
    additionalAddress: text('additional_address'),
    additionalInfo1: text('additional_info1'),
    additionalInfo2: text('additional_info2'),
    postalCode: text('postal_code'),
    city: text('city'),
    countryId: integer('country_id').notNull().default(82),
    phoneNumber: text('phone_number'),
    email: text('email'),
    birthday: date('birthday'),
    placeOfBirth: text('place_of_birth'),
    nationality: text('nationality'),
    passport: text('passport'),
    passportExpired: date('passport_expired'),
    passportFrom: text('passport_from'),
    comments: text('comments'),
    /** USt-IdNr. of a company customer (needed for intra-EU supplies). */
    vatId: text('vat_id'),
    /** The customer's debtor account in the DATEV export (10000–69999): given at its first export, never changed. */
    debtorAccount: integer('debtor_account'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customers_company_created_idx').on(table.companyId, table.createdAt),
    uniqueIndex('customers_debtor_account_idx').on(table.companyId, table.debtorAccount),
  ],
);
