import type { VehicleDocument, VehiclePhoto } from '@kontor/domain/vehicles';
import { isStillRetained, latestRetentionEnd } from '@kontor/domain/retention';
import { recordAuditEvent } from '../../platform/audit/audit-events';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, keptRecord, notFound } from '../../platform/http/app-error';
import { businessToday } from '../../platform/clock';
import { deleteFilesWithRows } from '../../platform/uploads/file-deletions';
import { isValidSignedFile, signedFilePath, signedUrlExpiry } from '../../platform/storage/signed-urls';
import { stageAndEnqueue } from '../../platform/uploads/staged-uploads';
import type { UploadedFile } from '../../platform/uploads/uploads';
import { releaseStorage, reserveStorage } from '../company/storage.service';
import { createVehicleDocumentsRepository, type DocumentKind, type StoredDocument } from './vehicle-documents.repository';
import { storeVehicleDocumentsJob } from './vehicle-documents.jobs';
import { createVehiclesRepository } from './vehicles.repository';

const publicView = ({ id, vehicleId, fileName, mimeType, size, createdAt, ocr }: StoredDocument): VehicleDocument => ({
  id,
  vehicleId,
  fileName,
  mimeType,
  size,
  createdAt,
  ocr,
});

async function requireVehicle(ctx: AppContext, companyId: string, vehicleId: string): Promise<void> {
  if (!(await createVehiclesRepository(ctx.database.db).find(companyId, vehicleId))) throw notFound();
}

/** A document of a company's vehicle, as the routes name it: vehicle, document. */
type VehicleDocumentRef = { vehicleId: string; documentId: string };

/**
 * Starts a vehicle upload: the checked files are staged, then the storage is reserved and the job
 * that stores them queued in one transaction (416 5007 and the staged files deleted when full); the
 * page polls its suuid. A server killed in between has counted nothing.
 */
export async function startVehicleUpload(
  ctx: AppContext,
  companyId: string,
  { vehicleId, files, kind = 'DOCUMENT' }: { vehicleId: string; files: UploadedFile[]; kind?: DocumentKind },
): Promise<string> {
  await requireVehicle(ctx, companyId, vehicleId);
  if (files.length === 0) throw new AppError('0001', 422, { documents: '0001' });
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  const reserve = (tx: DbOrTx) => reserveStorage(tx, companyId, totalBytes);
  return stageAndEnqueue(ctx, { companyId, files, reserve }, (staged, tx) =>
    ctx.jobs.enqueue(storeVehicleDocumentsJob(ctx), { companyId, vehicleId, files: staged, kind }, { companyId, tx }),
  );
}

export async function listVehicleDocuments(ctx: AppContext, companyId: string, vehicleId: string): Promise<VehicleDocument[]> {
  await requireVehicle(ctx, companyId, vehicleId);
  return (await createVehicleDocumentsRepository(ctx.database.db).list(companyId, vehicleId)).map(publicView);
}

/** The photos of a vehicle, each with signed URLs of the image and its thumbnail (no extra round trip per photo). */
export async function listVehiclePhotos(ctx: AppContext, companyId: string, vehicleId: string): Promise<VehiclePhoto[]> {
  await requireVehicle(ctx, companyId, vehicleId);
  const photos = await createVehicleDocumentsRepository(ctx.database.db).list(companyId, vehicleId, 'PHOTO');
  const expires = expiry(ctx);
  return photos.map((photo) => ({
    ...publicView(photo),
    thumbnailSize: photo.thumbnailSize,
    url: signedPath(ctx, { variant: 'original', documentId: photo.id, expires }),
    thumbnailUrl: signedPath(ctx, { variant: 'thumbnail', documentId: photo.id, expires }),
    expiresAt: new Date(expires * 1000).toISOString(),
  }));
}

/** Inside the caller's transaction: whether the document is one of the company's vehicle's uploads (a purchase names the seller's invoice). */
export async function vehicleDocumentExists(
  tx: DbOrTx,
  companyId: string,
  { vehicleId, documentId }: VehicleDocumentRef,
): Promise<boolean> {
  return (await createVehicleDocumentsRepository(tx).find(companyId, vehicleId, documentId)) !== null;
}

/** The stored file of one of the company's vehicle's uploads, unchanged (a purchase reads the seller's e-invoice from it); else 404. */
export async function readVehicleDocument(
  ctx: AppContext,
  companyId: string,
  { vehicleId, documentId }: VehicleDocumentRef,
): Promise<{ id: string; fileName: string; content: Buffer }> {
  const document = await createVehicleDocumentsRepository(ctx.database.db).find(companyId, vehicleId, documentId);
  if (!document) throw notFound();
  return { id: document.id, fileName: document.fileName, content: await ctx.storage.read(document.storageKey) };
}

/**
 * Until when the seller's invoices of canceled purchases among the uploads (one, or the vehicle's) are
 * kept (retention.ts: an invoice, 8 years), or null when none is kept any more.
 */
export async function keptSellerInvoicesUntil(
  db: DbOrTx,
  companyId: string,
  { of, today }: { of: { documentId: string } | { vehicleId: string }; today: string },
): Promise<string | null> {
  const days = await createVehicleDocumentsRepository(db).canceledSellerInvoiceDays(companyId, of);
  const keptUntil = latestRetentionEnd(days.map((issuedOn) => ({ kind: 'INVOICE', issuedOn })));
  return keptUntil && isStillRetained(keptUntil, today) ? keptUntil : null;
}

/** Deletes a document or a photo; the photo's thumbnail goes with it and both give their storage back. */
export async function deleteVehicleDocument(
  ctx: AppContext,
  companyId: string,
  { vehicleId, documentId }: VehicleDocumentRef,
): Promise<void> {
  let deleteFiles: (() => Promise<void>) | undefined;
  const deleted = await ctx.database.db.transaction(async (tx) => {
    // The vehicle first, as its deletion takes it (the row, then its documents by cascade): the trigger
    // that keeps its first photo (migration 0017) locks the row when a document goes, and taking it
    // after the document would let this and a deletion of the vehicle wait for each other.
    if (!(await createVehiclesRepository(tx).find(companyId, vehicleId, { lock: true }))) return null;
    const repository = createVehicleDocumentsRepository(tx);
    // The seller's invoice of a purchase is its booking voucher: it stays as long as the purchase names it.
    if (await repository.isSellerInvoice(companyId, documentId)) throw new AppError('9525', 409);
    const keptUntil = await keptSellerInvoicesUntil(tx, companyId, { of: { documentId }, today: businessToday(ctx.clock) });
    if (keptUntil) throw keptRecord('9557', keptUntil);
    const row = await repository.delete(companyId, vehicleId, documentId);
    if (row) {
      await releaseStorage(tx, companyId, row.size + row.thumbnailSize);
      const keys = row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey];
      deleteFiles = await deleteFilesWithRows(ctx, tx, { companyId, keys });
      await recordAuditEvent(tx, {
        companyId,
        action: 'DOCUMENT_DELETED',
        objectType: 'DOCUMENT',
        objectId: row.id,
        label: row.fileName,
        details: { vehicleId, uploaded: true },
      });
    }
    return row;
  });
  if (!deleted) throw notFound();
  // The row is gone: the files follow now, or by the queued job once the storage is back.
  await deleteFiles?.();
}

// Signed URLs (platform/storage/signed-urls.ts): a thumbnail URL is signed apart from its photo's,
// so it cannot be turned into the full image's URL or back.
type Variant = 'original' | 'thumbnail';
const SIGNED_PURPOSE: Record<Variant, string> = { original: 'vehicle-document', thumbnail: 'vehicle-thumbnail' };
const SIGNED_ROUTE: Record<Variant, string> = {
  original: '/api/files/vehicle-documents',
  thumbnail: '/api/files/vehicle-thumbnails',
};

/** One signed file: which file of which document, valid until `expires` (seconds since the epoch). */
type SignedFile = { variant: Variant; documentId: string; expires: number };

function expiry(ctx: AppContext): number {
  return signedUrlExpiry(ctx.clock.now());
}

function signedPath(ctx: AppContext, { variant, documentId, expires }: SignedFile): string {
  return signedFilePath(ctx.jwtSecret, {
    route: SIGNED_ROUTE[variant],
    purpose: SIGNED_PURPOSE[variant],
    id: documentId,
    expires,
  });
}

/** A thumbnail's signed URL for a photo id the caller already read scoped to its company (the list rows). */
export function signedThumbnailPath(ctx: AppContext, documentId: string): string {
  return signedPath(ctx, { variant: 'thumbnail', documentId, expires: expiry(ctx) });
}

export async function signedDocumentUrl(
  ctx: AppContext,
  companyId: string,
  { vehicleId, documentId }: VehicleDocumentRef,
): Promise<{ url: string; expiresAt: string }> {
  const document = await createVehicleDocumentsRepository(ctx.database.db).find(companyId, vehicleId, documentId);
  if (!document) throw notFound();
  const expires = expiry(ctx);
  return {
    url: signedPath(ctx, { variant: 'original', documentId: document.id, expires }),
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** The file behind a signed URL; an expired or altered URL is a 404 like any unknown one. */
export async function openSignedDocument(
  ctx: AppContext,
  { documentId, expires, signature: given, variant }: SignedFile & { signature: string },
) {
  const file = { purpose: SIGNED_PURPOSE[variant], id: documentId, expires, signature: given, now: ctx.clock.now() };
  if (!isValidSignedFile(ctx.jwtSecret, file)) throw notFound();
  const document = await createVehicleDocumentsRepository(ctx.database.db).findById(documentId);
  if (!document) throw notFound();
  if (variant === 'thumbnail') {
    if (!document.thumbnailKey) throw notFound();
    return {
      document: { ...document, mimeType: 'image/webp', size: document.thumbnailSize },
      stream: await ctx.storage.stream(document.thumbnailKey),
    };
  }
  return { document, stream: await ctx.storage.stream(document.storageKey) };
}
