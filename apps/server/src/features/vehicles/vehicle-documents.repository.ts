import type { VehicleDocument } from '@kontor/domain/vehicles';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { trades } from '../../platform/db/schema/trades';
import { vehicleDocuments } from '../../platform/db/schema/vehicles';
import { isUuid } from '../../platform/db/uuid';

type Row = typeof vehicleDocuments.$inferSelect;
export type DocumentKind = 'DOCUMENT' | 'PHOTO';
export type StoredDocument = VehicleDocument & {
  storageKey: string;
  kind: DocumentKind;
  thumbnailKey: string | null;
  thumbnailSize: number;
};

function toDocument(row: Row): StoredDocument {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    storageKey: row.storageKey,
    kind: row.kind,
    thumbnailKey: row.thumbnailKey,
    thumbnailSize: row.thumbnailSize,
    ocr: row.ocr,
  };
}

/** The files of one vehicle of one company: the scope every statement but findById starts from. */
function ofVehicle(companyId: string, vehicleId: string) {
  return [eq(vehicleDocuments.companyId, companyId), eq(vehicleDocuments.vehicleId, vehicleId)];
}

// The only SQL of vehicle documents; every statement is scoped by the company id.
export function createVehicleDocumentsRepository(db: DbOrTx) {
  return {
    async insert(row: {
      companyId: string;
      vehicleId: string;
      fileName: string;
      mimeType: string;
      storageKey: string;
      size: number;
      kind?: DocumentKind;
      thumbnailKey?: string | null;
      thumbnailSize?: number;
    }): Promise<StoredDocument> {
      const [inserted] = await db.insert(vehicleDocuments).values(row).returning();
      return toDocument(inserted!);
    },

    /** The row of a stored file, if one was written (by an earlier attempt of the job that stores it). */
    async findByStorageKey(companyId: string, storageKey: string): Promise<StoredDocument | null> {
      const [row] = await db
        .select()
        .from(vehicleDocuments)
        .where(and(eq(vehicleDocuments.companyId, companyId), eq(vehicleDocuments.storageKey, storageKey)));
      return row ? toDocument(row) : null;
    },

    /** Documents and photos are listed apart: the vehicle page shows them on their own tabs. */
    async list(companyId: string, vehicleId: string, kind: DocumentKind = 'DOCUMENT'): Promise<StoredDocument[]> {
      if (!isUuid(vehicleId)) return [];
      const rows = await db
        .select()
        .from(vehicleDocuments)
        .where(and(...ofVehicle(companyId, vehicleId), eq(vehicleDocuments.kind, kind)))
        .orderBy(asc(vehicleDocuments.createdAt), asc(vehicleDocuments.id));
      return rows.map(toDocument);
    },

    async find(companyId: string, vehicleId: string, documentId: string): Promise<StoredDocument | null> {
      if (!isUuid(vehicleId) || !isUuid(documentId)) return null;
      const [row] = await db
        .select()
        .from(vehicleDocuments)
        .where(and(...ofVehicle(companyId, vehicleId), eq(vehicleDocuments.id, documentId)));
      return row ? toDocument(row) : null;
    },

    /** For a signed URL, which carries no session: the signature proved the id. */
    async findById(documentId: string): Promise<StoredDocument | null> {
      if (!isUuid(documentId)) return null;
      const [row] = await db.select().from(vehicleDocuments).where(eq(vehicleDocuments.id, documentId));
      return row ? toDocument(row) : null;
    },

    /**
     * The days of the seller's invoices (their invoice date, else the contract's) that the company's
     * canceled purchases name, of one upload or of the vehicle's: still booking vouchers, of the
     * purchase and of its reversal (§ 147 AO), though the purchase no longer keeps the vehicle.
     */
    async canceledSellerInvoiceDays(companyId: string, of: { documentId: string } | { vehicleId: string }): Promise<string[]> {
      const id = 'documentId' in of ? of.documentId : of.vehicleId;
      if (!isUuid(id)) return [];
      const named = sql`${trades.fields}->>'sellerInvoiceDocumentId'`;
      const rows = await db
        .select({
          day: sql<string>`coalesce(${trades.fields}->>'sellerInvoiceDate', ${trades.issuedOn}::text, ${trades.canceledOn}::text)`,
        })
        .from(trades)
        .where(
          and(
            eq(trades.companyId, companyId),
            eq(trades.kind, 'BUYING'),
            eq(trades.status, 'REJECTED'),
            'documentId' in of
              ? sql`${named} = ${of.documentId}`
              : and(
                  eq(trades.vehicleId, of.vehicleId),
                  sql`exists (select 1 from ${vehicleDocuments} d where d.company_id = ${companyId} and d.id::text = ${named})`,
                ),
          ),
        );
      return rows.map((row) => row.day);
    },

    /** Whether a purchase of the company names the upload as the seller's invoice (a booking voucher to keep). */
    async isSellerInvoice(companyId: string, documentId: string): Promise<boolean> {
      if (!isUuid(documentId)) return false;
      const rows = await db
        .select({ id: trades.id })
        .from(trades)
        .where(
          and(
            eq(trades.companyId, companyId),
            eq(trades.kind, 'BUYING'),
            sql`${trades.status} <> 'REJECTED'`,
            sql`${trades.fields}->>'sellerInvoiceDocumentId' = ${documentId}`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async delete(companyId: string, vehicleId: string, documentId: string): Promise<StoredDocument | null> {
      if (!isUuid(vehicleId) || !isUuid(documentId)) return null;
      const [row] = await db
        .delete(vehicleDocuments)
        .where(and(...ofVehicle(companyId, vehicleId), eq(vehicleDocuments.id, documentId)))
        .returning();
      return row ? toDocument(row) : null;
    },

    /** What a vehicle's documents and photos occupy (thumbnails included), for releasing it when the vehicle goes. */
    async totals(companyId: string, vehicleId: string): Promise<{ bytes: number; keys: string[] }> {
      if (!isUuid(vehicleId)) return { bytes: 0, keys: [] };
      const rows = await db
        .select({
          size: vehicleDocuments.size,
          key: vehicleDocuments.storageKey,
          thumbnailSize: vehicleDocuments.thumbnailSize,
          thumbnailKey: vehicleDocuments.thumbnailKey,
        })
        .from(vehicleDocuments)
        .where(and(...ofVehicle(companyId, vehicleId)))
        .for('update');
      return {
        bytes: rows.reduce((sum, row) => sum + row.size + row.thumbnailSize, 0),
        keys: rows.flatMap((row) => (row.thumbnailKey ? [row.key, row.thumbnailKey] : [row.key])),
      };
    },
  };
}
