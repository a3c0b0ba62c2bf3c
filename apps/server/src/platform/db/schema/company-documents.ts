import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyOwner } from './companies';
import { createdAt, randomId } from './columns';

/** One row per company and legal document type once something happened to it; no row means UNVERIFIED. */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: randomId(),
    companyId: companyOwner(),
    type: text('type', { enum: ['COMPANY_LOGO', 'OWNER_PASSPORT', 'BUSINESS_REGISTRATION', 'TRADE_REGISTER'] }).notNull(),
    status: text('status', { enum: ['UNVERIFIED', 'VERIFYING', 'VERIFIED', 'REJECTED'] })
      .notNull()
      .default('UNVERIFIED'),
    /** The operator's reason when REJECTED. */
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_documents_type_unique').on(t.companyId, t.type)],
);

/** The stored files of a legal document; their bytes count in companies.used_storage. */
export const companyDocumentFiles = pgTable(
  'company_document_files',
  {
    id: randomId(),
    companyId: companyOwner(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => companyDocuments.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('company_document_files_document_idx').on(t.companyId, t.documentId)],
);
