import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { vehicleDocuments, vehicleOcrImages } from '../../platform/db/schema/vehicles';
import { isUuid } from '../../platform/db/uuid';

export type OcrImage = typeof vehicleOcrImages.$inferSelect;

// The only SQL of the images read by OCR that wait for their vehicle; every statement but findById
// is scoped by the company id.
export function createVehicleOcrImagesRepository(db: DbOrTx) {
  return {
    async insert(row: {
      companyId: string;
      fileName: string;
      mimeType: string;
      storageKey: string;
      size: number;
    }): Promise<OcrImage> {
      const [inserted] = await db.insert(vehicleOcrImages).values(row).returning();
      return inserted!;
    },

    async find(companyId: string, imageId: string): Promise<OcrImage | null> {
      if (!isUuid(imageId)) return null;
      const [row] = await db
        .select()
        .from(vehicleOcrImages)
        .where(and(eq(vehicleOcrImages.companyId, companyId), eq(vehicleOcrImages.id, imageId)));
      return row ?? null;
    },

    /** For a signed URL, which carries no session: the signature proved the id. */
    async findById(imageId: string): Promise<OcrImage | null> {
      if (!isUuid(imageId)) return null;
      const [row] = await db.select().from(vehicleOcrImages).where(eq(vehicleOcrImages.id, imageId));
      return row ?? null;
    },

    /** Takes the image out of the waiting ones (to keep it with a vehicle, or to forget it); null when not waiting. */
    async take(companyId: string, imageId: string): Promise<OcrImage | null> {
      if (!isUuid(imageId)) return null;
      const [row] = await db
        .delete(vehicleOcrImages)
        .where(and(eq(vehicleOcrImages.companyId, companyId), eq(vehicleOcrImages.id, imageId)))
        .returning();
      return row ?? null;
    },

    /** The image becomes one of the vehicle's documents under the same id, so the OCR result's id names it still. */
    async keepWithVehicle(image: OcrImage, vehicleId: string): Promise<void> {
      await db.insert(vehicleDocuments).values({
        id: image.id,
        companyId: image.companyId,
        vehicleId,
        fileName: image.fileName,
        mimeType: image.mimeType,
        storageKey: image.storageKey,
        size: image.size,
        kind: 'DOCUMENT',
        ocr: true,
      });
    },
  };
}
