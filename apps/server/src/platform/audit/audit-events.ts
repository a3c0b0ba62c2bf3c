import type { AuditAction, AuditObjectType } from '@kontor/domain/audit-trail';
import type { DbOrTx } from '../db/database';
import { auditEvents } from '../db/schema/audit-events';
import { currentAuditScope } from './audit-scope';

/** One action of the audit trail; who and under which request come from the running scope unless given. */
export type AuditEventInput = {
  companyId: string;
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: string | null;
  /** What a person reads for the object: an invoice number, a vehicle's name, a customer's name. */
  label: string;
  documentSha256?: string | null;
  details?: Record<string, unknown>;
  userId?: string | null;
  requestId?: string | null;
};

/**
 * Writes one row of the audit trail (GoBD) with `tx`, the transaction of the action itself: the
 * action and its row commit together or not at all. The table is append-only (its triggers refuse
 * every change), which is why this is the only write there is.
 */
export async function recordAuditEvent(tx: DbOrTx, event: AuditEventInput): Promise<void> {
  const scope = currentAuditScope();
  await tx.insert(auditEvents).values({
    companyId: event.companyId,
    userId: event.userId === undefined ? scope.userId : event.userId,
    requestId: event.requestId === undefined ? scope.requestId : event.requestId,
    action: event.action,
    objectType: event.objectType,
    objectId: event.objectId,
    label: event.label.slice(0, 300),
    documentSha256: event.documentSha256 ?? null,
    details: event.details ?? {},
  });
}
