import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { boolean, date, index, integer, type PgColumn, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyOwner } from './companies';
import { createdAt, randomId } from './columns';

type CustomerColumns = Record<
  'type' | 'companyName' | 'firstName' | 'lastName' | 'email' | 'city' | 'phoneNumber' | 'vatId',
  PgColumn
>;

/**
 * The customer list's sort name: a business by its company name, a person by last then first name
 * (concat_ws's result, written with || because an index expression must be immutable).
 */
export const customerListName = (t: CustomerColumns) =>
  sql`lower(coalesce(case when ${t.type} = 'BUSINESS' then ${t.companyName} end, ${t.lastName} || ' ' || ${t.firstName}, ${t.lastName}, ${t.firstName}, ''))`;

/**
 * Every text the customer list's search looks at, in one string (the phone number also as its digits,
 * the VAT id as stored): a row whose field holds the search holds it here too. Stored lower-cased in
 * `search_text` for the trigram index, so that a search's candidates are found and rechecked on the
 * stored text, not by working the text out again for every candidate; the search's own conditions decide.
 */
export const customerSearchText = (t: CustomerColumns) =>
  sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '') || ' ' || coalesce(${t.companyName}, '') || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.city}, '') || ' ' || coalesce(${t.phoneNumber}, '') || ' ' || regexp_replace(coalesce(${t.phoneNumber}, ''), '[^0-9]', '', 'g') || ' ' || coalesce(${t.vatId}, ''))`;

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
    /** The Leitweg-ID of a public-sector buyer (BT-10 of its XRechnung). */
    buyerReference: text('buyer_reference'),
    /** A public-sector buyer (öffentlicher Auftraggeber): its invoices are offered as XRechnung too (§ 4a ERechV). */
    publicSector: boolean('public_sector').notNull().default(false),
    /** The customer's debtor account in the DATEV export (10000–69999): given at its first export, never changed. */
    debtorAccount: integer('debtor_account'),
    /** The seller's creditor account in the DATEV export (70000–99998): given at its first purchase exported, never changed. */
    creditorAccount: integer('creditor_account'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * customerSearchText lower-cased, as PostgreSQL's lower() does it (ILIKE compares the same
     * lower-cased texts): generated, so every write keeps it. Not part of a customer: never selected
     * as one (customerColumns).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${customerSearchText(customers)})`),
  },
  (table) => [
    index('customers_company_created_idx').on(table.companyId, table.createdAt),
    // The customer list by name, and its search (customers/customer-list.repository.ts).
    index('customers_company_name_idx').on(table.companyId, customerListName(table), table.id),
    // GIN's pending list small (128 kB, as the vehicles' search index): a search reads it whole, and none at all made bulk inserts slow.
    index('customers_company_search_trgm_idx')
      .using('gin', sql`(array[${table.companyId}])`, table.searchText.op('gin_trgm_ops'))
      .with({ gin_pending_list_limit: 128 }),
    uniqueIndex('customers_debtor_account_idx').on(table.companyId, table.debtorAccount),
    uniqueIndex('customers_creditor_account_idx').on(table.companyId, table.creditorAccount),
  ],
);

/** Every column of a customer but the search text (which only the list's search reads). */
const { searchText: _searchText, ...columnsOfCustomer } = getTableColumns(customers);
export const customerColumns = columnsOfCustomer;
