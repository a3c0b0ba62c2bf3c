import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// The tables of every feature. Company-owned rows carry company_id, and every repository filters by it.

/** Long work (PDFs, OCR, uploads) runs as pg-boss jobs; this is what the suuid status endpoints read. */
export const jobRuns = pgTable(
  'job_runs',
  {
    suuid: uuid('suuid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    companyId: uuid('company_id'),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['PENDING', 'RUNNING', 'DONE', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    progress: integer('progress').notNull().default(0),
    payload: jsonb('payload').notNull().default({}),
    result: jsonb('result'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_runs_company_idx').on(t.companyId, t.createdAt)],
);
