import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** One row per company and legal document type once something happened to it; no row means UNVERIFIED. */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['COMPANY_LOGO', 'OWNER_PASSPORT', 'BUSINESS_REGISTRATION', 'TRADE_REGISTER'] }).notNull(),
    status: text('status', { enum: ['UNVERIFIED', 'VERIFYING', 'VERIFIED', 'REJECTED'] })
      .notNull()
      .default('UNVERIFIED'),
    /** The operator's reason when REJECTED. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_documents_type_unique').on(t.companyId, t.type)],
);

/** The stored files of a legal document; their bytes count in companies.used_storage. */
export const companyDocumentFiles = pgTable(
  'company_document_files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => companyDocuments.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_document_files_document_idx').on(t.companyId, t.documentId)],
);
