import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyOwner } from './companies';
import { trades } from './trades';
import { randomId } from './columns';

/**
 * The qualified confirmations of a sale's buyer VAT id (§ 18e UStG): what was asked and what eVatR
 * answered, one row per request. Rows are only added, never changed: the record shows what was
 * known when. The domain's enums spelled out: the schema files import only the domain's types.
 */
export const vatConfirmations = pgTable(
  'vat_confirmations',
  {
    id: randomId(),
    companyId: companyOwner(),
    // The proof of an issued invoice: its trade is never deleted (canceled at most).
    tradeId: uuid('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'restrict' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    requesterVatId: text('requester_vat_id').notNull(),
    vatId: text('vat_id').notNull(),
    name: text('name').notNull(),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city').notNull(),
    outcome: text('outcome', { enum: ['CONFIRMED', 'NOT_CONFIRMED', 'INVALID', 'UNAVAILABLE'] }).notNull(),
    status: text('status'),
    resultName: text('result_name', { enum: ['A', 'B', 'C', 'D'] }),
    resultStreet: text('result_street', { enum: ['A', 'B', 'C', 'D'] }),
    resultPostalCode: text('result_postal_code', { enum: ['A', 'B', 'C', 'D'] }),
    resultCity: text('result_city', { enum: ['A', 'B', 'C', 'D'] }),
    answeredAt: text('answered_at'),
    serviceRequestId: text('service_request_id'),
    validFrom: text('valid_from'),
    validUntil: text('valid_until'),
    problem: text('problem', { enum: ['UNREACHABLE', 'TIMEOUT', 'SERVICE_ERROR', 'MISSING_DATA'] }),
    error: text('error'),
  },
  (t) => [index('vat_confirmations_trade_idx').on(t.companyId, t.tradeId, t.requestedAt)],
);
