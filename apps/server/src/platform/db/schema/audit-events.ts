import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { randomId } from './columns';

/**
 * The audit trail (GoBD: who issued, cancelled, regenerated, deleted, mailed or exported what and
 * when). Append-only: the migration's triggers refuse UPDATE, DELETE and TRUNCATE, also for the app's
 * own role (the table's owner), so a row once written stays as written. Kept eight years (§ 147 AO),
 * so neither column references its row: deleting a company or a user must not take its trail along
 * (nor try to null it, which the trigger refuses).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: randomId(),
    companyId: uuid('company_id').notNull(),
    /** Who acted; null for the system (a scheduled job). No foreign key: the trail outlives the user. */
    userId: uuid('user_id'),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: uuid('object_id'),
    /** What a person reads for the object: the invoice number, the vehicle's name, the customer's name. */
    label: text('label').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The HTTP request's id (Fastify's request.id, X-Request-Id) or the job's suuid. */
    requestId: text('request_id'),
    /** The SHA-256 (hex) of the document the action concerns, as stored. */
    documentSha256: text('document_sha256'),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [index('audit_events_company_time_idx').on(t.companyId, t.occurredAt)],
);
