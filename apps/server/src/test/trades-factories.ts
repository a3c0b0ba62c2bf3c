import { randomUUID } from 'node:crypto';
import type { SaleInput } from '@kontor/domain/trades';
import { eq } from 'drizzle-orm';
import { finishSale, lockTradeForDocuments } from '../features/trades/trades.service';
import { generatedDocuments, trades } from '../platform/db/schema/trades';
import { callAs, type TestUser } from './factories';
import type { TestContext } from './test-context';

/** One wizard step through the API as `user` (the fields in camelCase, as the web client has them). */
export function saveStep(
  t: TestContext,
  { user, vehicleId, docType = 'CONTRACT', body }: { user: TestUser; vehicleId: string; docType?: string; body: SaleInput },
) {
  return callAs(t, `POST /api/user/vehicles/${vehicleId}/trades/SELLING/${docType}`, { user, body });
}

/** The vehicle's sale as the API answers it to `user` (data null before the first step is saved). */
export function getSale(t: TestContext, { user, vehicleId }: { user: TestUser; vehicleId: string }) {
  return callAs(t, `GET /api/user/vehicles/${vehicleId}/trades/SELLING`, { user });
}

/** How many trades the vehicle has in the table, finished and canceled ones included. */
export async function tradeCount(t: TestContext, vehicleId: string): Promise<number> {
  const rows = await t.ctx.database.db.select({ id: trades.id }).from(trades).where(eq(trades.vehicleId, vehicleId));
  return rows.length;
}

/**
 * Issues the invoice the way the documents engine does (without a PDF): the vehicle's open trade is
 * finished with this number and date and the vehicle is SOLD. Answers the trade's id.
 */
export async function finishTrade(
  t: TestContext,
  {
    companyId,
    vehicleId,
    invoiceNumber,
    issuedOn,
  }: { companyId: string; vehicleId: string; invoiceNumber: string; issuedOn: string },
): Promise<string> {
  return t.ctx.database.db.transaction(async (tx) => {
    const found = await lockTradeForDocuments(tx, companyId, vehicleId);
    if (!found) throw new Error(`no trade for vehicle ${vehicleId}`);
    await finishSale(tx, companyId, { trade: found.trade, vehicle: found.vehicle, invoiceNumber, issuedOn });
    return found.trade.id;
  });
}

/** A generated document row of a trade (the stored PDF itself does not matter to the trade's rules). */
export async function insertGeneratedDocument(
  t: TestContext,
  { companyId, tradeId, vehicleId }: { companyId: string; tradeId: string; vehicleId: string },
): Promise<void> {
  await t.ctx.database.db.insert(generatedDocuments).values({
    companyId,
    tradeId,
    vehicleId,
    documentType: 'PROPOSAL',
    jobSuuid: randomUUID(),
    version: 1,
    language: 'de',
    issuedOn: '2026-06-15',
    fileName: 'Angebot.pdf',
    storageKey: `companies/${companyId}/documents/test.pdf`,
    size: 1234,
    content: {},
  });
}
