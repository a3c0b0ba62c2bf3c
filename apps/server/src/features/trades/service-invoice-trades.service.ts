import type { ServiceInvoicesQuery } from '@kontor/domain/service-invoices';
import type { DbOrTx, Queryable } from '../../platform/db/database';
import {
  createServiceInvoiceTradesRepository,
  serviceInvoiceTradesPage,
  type ServiceListRow,
  type ServiceTradeRow,
  type ServiceTradeValues,
} from './service-invoice-trades.repository';

export type { ServiceListRow, ServiceTradeRow, ServiceTradeValues };

// The rows of the service invoices (trades of kind SERVICE_INVOICE): the trades feature owns the
// table, the service-invoices feature its rules. Each call runs in the caller's transaction (or on
// the pool), so a service invoice's save, document or cancellation stays one transaction.

/** A new draft's row. */
export function insertServiceInvoiceTrade(tx: DbOrTx, companyId: string, values: ServiceTradeValues): Promise<ServiceTradeRow> {
  return createServiceInvoiceTradesRepository(tx).insert(companyId, values);
}

/** The company's service invoice; with `lock` its row stays locked until the transaction ends. */
export function findServiceInvoiceTrade(
  db: DbOrTx,
  companyId: string,
  { id, lock = false }: { id: string; lock?: boolean },
): Promise<ServiceTradeRow | undefined> {
  return createServiceInvoiceTradesRepository(db).find(companyId, id, { lock });
}

/** Saves a draft's fields (never an issued one's); undefined when it is no draft (any more). */
export function updateOpenServiceInvoiceTrade(
  tx: DbOrTx,
  companyId: string,
  { id, values }: { id: string; values: ServiceTradeValues },
): Promise<ServiceTradeRow | undefined> {
  return createServiceInvoiceTradesRepository(tx).updateOpen(companyId, id, values);
}

/** The cost estimate number its first proposal took. */
export function setServiceProposalNumber(
  tx: DbOrTx,
  companyId: string,
  { id, proposalNumber }: { id: string; proposalNumber: string },
): Promise<void> {
  return createServiceInvoiceTradesRepository(tx).setProposalNumber(companyId, id, proposalNumber);
}

/** Issuing the invoice: number, date, and the customer, fields and amounts frozen as printed; false when it is no draft. */
export function finishServiceInvoiceTrade(
  tx: DbOrTx,
  companyId: string,
  { id, values }: { id: string; values: Omit<ServiceTradeValues, 'customerId'> & { invoiceNumber: string; issuedOn: string } },
): Promise<boolean> {
  return createServiceInvoiceTradesRepository(tx).finish(companyId, id, values);
}

/** Deletes a draft's row; false when it is no draft. */
export function deleteServiceInvoiceDraft(tx: DbOrTx, companyId: string, id: string): Promise<boolean> {
  return createServiceInvoiceTradesRepository(tx).deleteDraft(companyId, id);
}

/** The drafts that named the vehicle in their fields forget it (issued ones keep what they printed). */
export function forgetVehicleInServiceDrafts(tx: DbOrTx, companyId: string, vehicleId: string): Promise<void> {
  return createServiceInvoiceTradesRepository(tx).forgetVehicleInDrafts(companyId, vehicleId);
}

/** A page of the company's service invoices and each matching year's figures. */
export function listServiceInvoiceTrades(db: Queryable, companyId: string, query: ServiceInvoicesQuery) {
  return serviceInvoiceTradesPage(db, companyId, query);
}
