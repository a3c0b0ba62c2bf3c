import type { DatevAccounts, DatevSettings } from '@kontor/domain/datev';
import type { ServiceAmounts } from '@kontor/domain/service-invoices';
import type { PurchaseFields } from '@kontor/domain/purchase';
import type { TradeParty, TradeVehicle } from '@kontor/domain/trades';
import type { TradeAmounts } from '@kontor/domain/vat';
import { and, asc, between, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { datevSettings } from '../../platform/db/schema/datev';
import { generatedDocuments, trades } from '../../platform/db/schema/trades';
import { vehicleDocuments } from '../../platform/db/schema/vehicles';

// The DATEV export's own SQL: its settings table (which it alone writes) and its reads of the invoices
// and cancellations of a period, as each trade froze them with its invoice. Every query names the company.

/** A sale or service invoice with an invoice issued or canceled in the period. */
export type BookedTrade = {
  id: string;
  kind: 'SELLING' | 'SERVICE_INVOICE';
  customerId: string | null;
  buyer: TradeParty | null;
  amounts: TradeAmounts | ServiceAmounts;
  invoiceNumber: string;
  issuedOn: string;
  cancellationNumber: string | null;
  canceledOn: string | null;
};

export type BookedDocument = {
  tradeId: string;
  documentType: 'INVOICE' | 'CANCELLATION';
  number: string | null;
  storageKey: string;
};

export type Period = { from: string; to: string };

/** A finished purchase as its contract froze it: the seller, the amounts and the seller's invoice fields. */
export type BookedPurchase = {
  id: string;
  vehicleId: string | null;
  customerId: string | null;
  seller: TradeParty | null;
  amounts: TradeAmounts;
  vehicle: TradeVehicle | null;
  /** The contract's date: the day the vehicle was bought. */
  purchasedOn: string;
  sellerInvoiceNumber: string | null;
  sellerInvoiceDate: string | null;
  sellerInvoiceDocumentId: string | null;
};

/** A seller's invoice uploaded as a document of the purchased vehicle. */
export type SellerInvoiceFile = { documentId: string; fileName: string; storageKey: string };

export function createDatevExportRepository(db: DbOrTx) {
  return {
    async findSettings(companyId: string): Promise<DatevSettings | undefined> {
      const [row] = await db
        .select({
          adviserNumber: datevSettings.adviserNumber,
          clientNumber: datevSettings.clientNumber,
          fiscalYearStartMonth: datevSettings.fiscalYearStartMonth,
          accounts: datevSettings.accounts,
        })
        .from(datevSettings)
        .where(eq(datevSettings.companyId, companyId));
      return row;
    },

    async saveSettings(companyId: string, settings: DatevSettings, now: Date): Promise<void> {
      const values = {
        adviserNumber: settings.adviserNumber,
        clientNumber: settings.clientNumber,
        fiscalYearStartMonth: settings.fiscalYearStartMonth,
        accounts: settings.accounts satisfies DatevAccounts,
        updatedAt: now,
      };
      await db
        .insert(datevSettings)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: datevSettings.companyId, set: values });
    },

    /**
     * The company's sales and service invoices whose invoice was issued in the period, or whose
     * cancellation invoice was; oldest invoice first. A purchase's cancellation is a notice, not an invoice.
     */
    async bookedTrades(companyId: string, period: Period): Promise<BookedTrade[]> {
      const rows = await db
        .select({
          id: trades.id,
          kind: trades.kind,
          customerId: trades.customerId,
          buyer: trades.buyer,
          amounts: trades.amounts,
          invoiceNumber: trades.invoiceNumber,
          issuedOn: trades.issuedOn,
          cancellationNumber: trades.cancellationNumber,
          canceledOn: trades.canceledOn,
        })
        .from(trades)
        .where(
          and(
            eq(trades.companyId, companyId),
            inArray(trades.kind, ['SELLING', 'SERVICE_INVOICE']),
            isNotNull(trades.invoiceNumber),
            isNotNull(trades.issuedOn),
            or(
              between(trades.issuedOn, period.from, period.to),
              and(
                eq(trades.status, 'REJECTED'),
                isNotNull(trades.cancellationNumber),
                between(trades.canceledOn, period.from, period.to),
              ),
            ),
          ),
        )
        .orderBy(asc(trades.issuedOn), asc(trades.invoiceNumber));
      return rows as BookedTrade[];
    },

    /** The stored invoice and cancellation PDFs of these trades (one of each per trade at most). */
    async documentsOf(companyId: string, tradeIds: readonly string[]): Promise<BookedDocument[]> {
      if (tradeIds.length === 0) return [];
      const rows = await db
        .select({
          tradeId: generatedDocuments.tradeId,
          documentType: generatedDocuments.documentType,
          number: generatedDocuments.number,
          storageKey: generatedDocuments.storageKey,
        })
        .from(generatedDocuments)
        .where(
          and(
            eq(generatedDocuments.companyId, companyId),
            inArray(generatedDocuments.tradeId, [...tradeIds]),
            inArray(generatedDocuments.documentType, ['INVOICE', 'CANCELLATION']),
          ),
        )
        .orderBy(asc(generatedDocuments.createdAt), sql`${generatedDocuments.id}`);
      return rows as BookedDocument[];
    },
  };
}

/** The reads of the period's purchases and their sellers' uploaded invoices. */
export function createDatevPurchasesRepository(db: DbOrTx) {
  return {
    /**
     * The company's finished purchases whose contract or seller's invoice is dated in the period,
     * oldest contract first. A canceled purchase (a notice, never booked) is not one of them.
     */
    async bookedPurchases(companyId: string, period: Period): Promise<BookedPurchase[]> {
      const invoiceDate = sql<string | null>`(${trades.fields}->>'sellerInvoiceDate')`;
      const rows = await db
        .select({
          id: trades.id,
          vehicleId: trades.vehicleId,
          customerId: trades.customerId,
          seller: trades.buyer,
          amounts: trades.amounts,
          vehicle: trades.vehicle,
          purchasedOn: trades.issuedOn,
          fields: trades.fields,
        })
        .from(trades)
        .where(
          and(
            eq(trades.companyId, companyId),
            eq(trades.kind, 'BUYING'),
            eq(trades.status, 'FINISHED'),
            isNotNull(trades.issuedOn),
            or(between(trades.issuedOn, period.from, period.to), between(invoiceDate, period.from, period.to)),
          ),
        )
        .orderBy(asc(trades.issuedOn), asc(trades.id));
      return rows.map(({ fields, ...row }) => {
        const purchase = fields as Partial<PurchaseFields>;
        return {
          ...row,
          amounts: row.amounts as TradeAmounts,
          purchasedOn: row.purchasedOn!,
          sellerInvoiceNumber: purchase.sellerInvoiceNumber ?? null,
          sellerInvoiceDate: purchase.sellerInvoiceDate ?? null,
          sellerInvoiceDocumentId: purchase.sellerInvoiceDocumentId ?? null,
        };
      });
    },

    /** The stored files of these vehicle uploads, the company's only. */
    async sellerInvoiceFiles(companyId: string, documentIds: readonly string[]): Promise<SellerInvoiceFile[]> {
      if (documentIds.length === 0) return [];
      return db
        .select({ documentId: vehicleDocuments.id, fileName: vehicleDocuments.fileName, storageKey: vehicleDocuments.storageKey })
        .from(vehicleDocuments)
        .where(and(eq(vehicleDocuments.companyId, companyId), inArray(vehicleDocuments.id, [...documentIds])));
    },
  };
}
