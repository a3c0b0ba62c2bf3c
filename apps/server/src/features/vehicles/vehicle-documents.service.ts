import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { DOCUMENT_URL_SECONDS, type VehicleDocument } from '@kontor/domain/vehicles';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/http/app-error';
import type { UploadedFile } from '../../platform/uploads/uploads';
import { releaseStorage, reserveStorage } from '../company/storage.service';
import { createVehicleDocumentsRepository, type StoredDocument } from './vehicle-documents.repository';
import { storeVehicleDocumentsJob } from './vehicle-documents.jobs';
import { createVehiclesRepository } from './vehicles.repository';

const publicView = ({ storageKey: _key, ...document }: StoredDocument): VehicleDocument => document;

async function requireVehicle(ctx: AppContext, companyId: string, vehicleId: string): Promise<void> {
  if (!(await createVehiclesRepository(ctx.database.db).find(companyId, vehicleId))) throw notFound();
}

/**
 * Starts a vehicle upload: the storage is reserved first (416 5007 and nothing stored when full),
 * then the checked files are staged and a job stores them; the page polls its suuid.
 */
export async function startVehicleUpload(
  ctx: AppContext,
  companyId: string,
  vehicleId: string,
  files: UploadedFile[],
): Promise<string> {
  await requireVehicle(ctx, companyId, vehicleId);
  if (files.length === 0) throw new AppError('0001', 422, { documents: '0001' });
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  await ctx.database.db.transaction((tx) => reserveStorage(tx, companyId, totalBytes));
  const staged: { stagingKey: string; filename: string; extension: string; mimeType: string; size: number }[] = [];
  try {
    for (const file of files) {
      const stagingKey = `companies/${companyId}/staging/${randomUUID()}`;
      await ctx.storage.put(stagingKey, file.buffer);
      staged.push({ stagingKey, filename: file.filename, extension: file.extension, mimeType: file.mimeType, size: file.size });
    }
    return await ctx.jobs.enqueue(storeVehicleDocumentsJob(ctx), { companyId, vehicleId, files: staged }, { companyId });
  } catch (error) {
    await Promise.all(staged.map((file) => ctx.storage.delete(file.stagingKey)));
    await releaseStorage(ctx.database.db, companyId, totalBytes);
    throw error;
  }
}

export async function vehicleUploadStatus(ctx: AppContext, companyId: string, suuid: string) {
  const view = await ctx.jobs.status(suuid, companyId);
  if (!view) throw notFound();
  return view;
}

export async function listVehicleDocuments(ctx: AppContext, companyId: string, vehicleId: string): Promise<VehicleDocument[]> {
  await requireVehicle(ctx, companyId, vehicleId);
  return (await createVehicleDocumentsRepository(ctx.database.db).list(companyId, vehicleId)).map(publicView);
}

export async function deleteVehicleDocument(
  ctx: AppContext,
  companyId: string,
  vehicleId: string,
  documentId: string,
): Promise<void> {
  const deleted = await ctx.database.db.transaction(async (tx) => {
    const row = await createVehicleDocumentsRepository(tx).delete(companyId, vehicleId, documentId);
    if (row) await releaseStorage(tx, companyId, row.size);
    return row;
  });
  if (!deleted) throw notFound();
  await ctx.storage.delete(deleted.storageKey);
}

// Signed URLs: the browser fetches a document as a blob without the Authorization header, so the
// URL itself carries the permission: the document id and an expiry, signed with the server secret.
function signature(ctx: AppContext, documentId: string, expires: number): string {
  return createHmac('sha256', ctx.jwtSecret).update(`vehicle-document:${documentId}:${expires}`).digest('base64url');
}

export async function signedDocumentUrl(
  ctx: AppContext,
  companyId: string,
  vehicleId: string,
  documentId: string,
): Promise<{ url: string; expiresAt: string }> {
  const document = await createVehicleDocumentsRepository(ctx.database.db).find(companyId, vehicleId, documentId);
  if (!document) throw notFound();
  const expires = Math.floor(ctx.clock.now().getTime() / 1000) + DOCUMENT_URL_SECONDS;
  return {
    url: `/api/files/vehicle-documents/${document.id}?expires=${expires}&signature=${signature(ctx, document.id, expires)}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** The file behind a signed URL; an expired or altered URL is a 404 like any unknown one. */
export async function openSignedDocument(ctx: AppContext, documentId: string, expires: number, given: string) {
  const expected = Buffer.from(signature(ctx, documentId, expires));
  const actual = Buffer.from(given);
  const valid = expected.length === actual.length && timingSafeEqual(expected, actual);
  if (!valid || expires * 1000 < ctx.clock.now().getTime()) throw notFound();
  const document = await createVehicleDocumentsRepository(ctx.database.db).findById(documentId);
  if (!document) throw notFound();
  return { document, stream: await ctx.storage.stream(document.storageKey) };
}
