import { type TradeParty, tradePartySchema } from '@kontor/domain/trades';
import type { DbOrTx } from '../../platform/db/database';
import { changedMeanwhile } from '../../platform/http/if-match';
import { findCustomerFields } from '../customers/customers.service';

// What the sale and the purchase wizard's step saves share: merging a step into the stored
// fields, and taking the customer as the trade keeps them.

type MergeInput<Values> = {
  /** The path's document type, already checked to be one of the trade kind's. */
  docType: string;
  values: Values;
  isNew: boolean;
};

/**
 * The wizard step's fields merged into the stored ones (fields left out of the step stay). The
 * path's document joins the defaults of a new trade; afterwards the wanted documents change only
 * through `documents` itself, so a later step never brings back a document the dealer deselected.
 */
export function mergedStep<Fields extends { documents: readonly string[] }>(
  base: Fields,
  { docType, values, isNew }: MergeInput<Partial<Fields>>,
): Fields {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<Fields>;
  const fields: Fields = { ...base, ...given };
  if (isNew && !given.documents && !fields.documents.includes(docType)) {
    fields.documents = [...fields.documents, docType];
  }
  return fields;
}

/** The customer as the trade keeps them; undefined when the id is not one of the company's customers. */
export async function partyOf(tx: DbOrTx, companyId: string, customerId: string): Promise<TradeParty | undefined> {
  const customer = await findCustomerFields(tx, companyId, customerId);
  return customer ? tradePartySchema.parse(customer) : undefined;
}

/** Which vehicle's trade a document is made of, and the trade's updatedAt the request was made on (If-Match; null: no check). */
export type DocumentsOf = { vehicleId: string; expectedVersion?: Date | null };

/**
 * Refuses (409 9541) a change made on another version of the trade than `row`, the trade as it is
 * now, read under its row lock in the change's own transaction (so nothing can slip in between the
 * check and the write). `expected` null: the client sent no version and the change goes through.
 * No trade while the client names a version: the trade it worked on is gone (finished or canceled
 * and replaced), which is a change elsewhere too. Milliseconds: what the API answered as updatedAt.
 */
export function requireVersion(row: { updatedAt: Date } | undefined, expected: Date | null): void {
  if (expected === null) return;
  if (!row || row.updatedAt.getTime() !== expected.getTime()) throw changedMeanwhile();
}
