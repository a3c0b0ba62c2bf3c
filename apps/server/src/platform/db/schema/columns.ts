import { sql } from 'drizzle-orm';
import { bigint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns most tables declare alike: written once, so a table says only what is its own.

/** A primary key PostgreSQL draws at random (gen_random_uuid): ids reveal neither count nor order. */
export const randomId = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/** When the row was written. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A file a dealer uploaded, as it is kept: its name and type as sent, where it is stored, its size in bytes. */
export const uploadedFile = () => ({
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  storageKey: text('storage_key').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
});
