import { bigint, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, randomId } from './columns';

/** A dealer's company: every business row of the product belongs to one, by company_id. */
export const companies = pgTable('companies', {
  id: randomId(),
  legalName: text('legal_name').notNull(),
  type: text('type').notNull(),
  streetAddress: text('street_address').notNull(),
  houseNumber: text('house_number').notNull(),
  additionalAddress: text('additional_address'),
  countryId: integer('country_id').notNull().default(82),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  taxNumber: text('tax_number'),
  vatId: text('vat_id'),
  /** A small business under §19 UStG: its invoices charge no VAT and say so; only then may a sale or service invoice go without VAT. */
  smallBusiness: boolean('small_business').notNull().default(false),
  commercialRegisterNumber: text('commercial_register_number'),
  commercialRegisterName: text('commercial_register_name'),
  website: text('website'),
  owner: text('owner'),
  phone: text('phone'),
  email: text('email'),
  fax: text('fax'),
  landlineNumber: text('landline_number'),
  bankName: text('bank_name'),
  iban: text('iban'),
  bic: text('bic'),
  /** Derived from the legal documents (deriveCompanyStatus) and stored, so every read is cheap. */
  status: text('status', { enum: ['VERIFIED', 'VERIFYING', 'UNVERIFIED', 'REJECTED'] })
    .notNull()
    .default('UNVERIFIED'),
  logoKey: text('logo_key'),
  logoSize: bigint('logo_size', { mode: 'number' }).notNull().default(0),
  usedStorage: bigint('used_storage', { mode: 'number' }).notNull().default(0),
  storageSize: bigint('storage_size', { mode: 'number' }).notNull(),
  /** Invoice numbering (standard and service) and custom templates; shapes are in domain. */
  invoiceNumbering: jsonb('invoice_numbering'),
  serviceInvoiceNumbering: jsonb('service_invoice_numbering'),
  customTemplates: jsonb('custom_templates'),
  /** Off: the dealer types each invoice number; on: the next number of the series is issued. */
  automaticNumbering: boolean('automatic_numbering').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The company a row belongs to; the row goes with the company when it is deleted. */
export const companyOwner = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
