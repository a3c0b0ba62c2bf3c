import type { VatConfirmation } from '@kontor/domain/vat-confirmation';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { vatConfirmations } from '../../platform/db/schema/vat-confirmations';

// The only place with SQL for the qualified confirmations; every statement is scoped by the company id.

type Row = typeof vatConfirmations.$inferSelect;
export type NewVatConfirmation = Omit<typeof vatConfirmations.$inferInsert, 'id' | 'companyId'>;

function toConfirmation(row: Row): VatConfirmation {
  return {
    id: row.id,
    tradeId: row.tradeId,
    requestedAt: row.requestedAt.toISOString(),
    requesterVatId: row.requesterVatId,
    vatId: row.vatId,
    name: row.name,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    outcome: row.outcome,
    status: row.status,
    results: { name: row.resultName, street: row.resultStreet, postalCode: row.resultPostalCode, city: row.resultCity },
    answeredAt: row.answeredAt,
    serviceRequestId: row.serviceRequestId,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    problem: row.problem,
    error: row.error,
  };
}

export function createVatConfirmationsRepository(db: DbOrTx) {
  return {
    /** Adds one request with its answer; earlier ones are never changed. */
    async insert(companyId: string, values: NewVatConfirmation): Promise<VatConfirmation> {
      const [row] = await db
        .insert(vatConfirmations)
        .values({ ...values, companyId })
        .returning();
      return toConfirmation(row!);
    },

    /** A trade's requests, newest first. */
    async listOfTrade(companyId: string, tradeId: string): Promise<VatConfirmation[]> {
      const rows = await db
        .select()
        .from(vatConfirmations)
        .where(and(eq(vatConfirmations.companyId, companyId), eq(vatConfirmations.tradeId, tradeId)))
        .orderBy(desc(vatConfirmations.requestedAt), desc(vatConfirmations.id));
      return rows.map(toConfirmation);
    },
  };
}
