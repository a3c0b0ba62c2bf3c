import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { createVehicleOcrImagesRepository, type OcrImage } from './vehicle-ocr-images.repository';

// The picture of a registration document read by OCR waits here for the vehicle it describes: the
// OCR feature stores it and forgets it after a while; saving the vehicle keeps it as one of the
// vehicle's documents. Vehicles own it, since it becomes a vehicle file; OCR stands above them.

export type { OcrImage };

/** Stores a picture OCR read, inside the caller's transaction (its storage is counted there). */
export function storeOcrImage(
  tx: DbOrTx,
  row: { companyId: string; fileName: string; mimeType: string; storageKey: string; size: number },
): Promise<OcrImage> {
  return createVehicleOcrImagesRepository(tx).insert(row);
}

/** A waiting picture of the company; null when unknown, another company's, kept or forgotten. */
export function findOcrImage(db: DbOrTx, companyId: string, imageId: string): Promise<OcrImage | null> {
  return createVehicleOcrImagesRepository(db).find(companyId, imageId);
}

/** A waiting picture by its id alone, for a signed URL (which carries no session: the signature proved the id). */
export function findOcrImageById(db: DbOrTx, imageId: string): Promise<OcrImage | null> {
  return createVehicleOcrImagesRepository(db).findById(imageId);
}

/** Takes a picture out of the waiting ones, to forget it; null when a vehicle kept it or it is gone. */
export function takeOcrImage(tx: DbOrTx, companyId: string, imageId: string): Promise<OcrImage | null> {
  return createVehicleOcrImagesRepository(tx).take(companyId, imageId);
}

/**
 * Inside the caller's transaction (the vehicle's creation): the OCR image becomes the vehicle's
 * document under the same id, its storage still counted. An image of another company, already
 * kept or forgotten → 404, and the vehicle is not created.
 */
export async function keepOcrImage(
  tx: DbOrTx,
  companyId: string,
  { imageId, vehicleId }: { imageId: string; vehicleId: string },
) {
  const repository = createVehicleOcrImagesRepository(tx);
  const image = await repository.take(companyId, imageId);
  if (!image) throw notFound();
  await repository.keepWithVehicle(image, vehicleId);
}
