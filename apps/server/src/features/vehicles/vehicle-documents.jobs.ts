import { THUMBNAIL_WIDTH } from '@kontor/domain/vehicles';
import sharp from 'sharp';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { type AbandonedJob, defineJob, JobFailure } from '../../platform/jobs/jobs';
import { discardStagedFiles, moveStagedFile, stagedFileSchema } from '../../platform/uploads/staged-uploads';
import { releaseStorage, reserveStorage } from '../company/storage.service';
import { createVehicleDocumentsRepository } from './vehicle-documents.repository';

const STORE_VEHICLE_DOCUMENTS = 'vehicle-store-documents';

const payloadSchema = z.object({
  companyId: z.uuid(),
  vehicleId: z.uuid(),
  files: z.array(stagedFileSchema),
  /** PHOTO: the files are pictures of the vehicle, each gets a thumbnail. */
  kind: z.enum(['DOCUMENT', 'PHOTO']).default('DOCUMENT'),
});
type Payload = z.infer<typeof payloadSchema>;

/**
 * The thumbnail of a photo, made once here so no list or gallery resizes on the fly: turned upright
 * by its EXIF orientation (phones store pictures sideways), THUMBNAIL_WIDTH wide, WebP.
 */
async function makeThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image, { failOn: 'error' })
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
}

/** Where a job's file (its place `index` in the upload) and its thumbnail are stored. */
function keysOf({ companyId, vehicleId, files }: Payload, { suuid, index }: { suuid: string; index: number }) {
  const name = `${suuid}-${index}`;
  return {
    storageKey: `companies/${companyId}/vehicles/${vehicleId}/${name}.${files[index]!.extension}`,
    thumbnailKey: `companies/${companyId}/vehicles/${vehicleId}/${name}.thumb.webp`,
  };
}

/**
 * The clean-up of an upload whose last attempt died: each file without its row is deleted wherever
 * the attempt left it (staged, moved, its thumbnail), and its bytes, reserved with the request, are
 * given back once. A failing delete is logged (the hourly sweep takes what is left in staging).
 */
async function abandonUpload(ctx: AppContext, payload: Payload, job: AbandonedJob): Promise<void> {
  const repository = createVehicleDocumentsRepository(job.tx);
  let unstored = 0;
  for (const [index, file] of payload.files.entries()) {
    const { storageKey, thumbnailKey } = keysOf(payload, { suuid: job.suuid, index });
    if (await repository.findByStorageKey(payload.companyId, storageKey)) continue;
    unstored += file.size;
    await Promise.all([storageKey, thumbnailKey, file.stagingKey].map((key) => ctx.storage.delete(key))).catch((error: unknown) =>
      ctx.log(`vehicle documents ${job.suuid}: clean-up: ${String(error)}`),
    );
  }
  if (job.first && unstored > 0) await releaseStorage(job.tx, payload.companyId, unstored);
}

/**
 * Moves the staged files of a vehicle upload to their place, one by one with progress; the storage
 * was reserved before staging. Files not stored (the vehicle was deleted meanwhile, a disk error)
 * give their storage back, and the result says how many made it.
 */
export function storeVehicleDocumentsJob(ctx: AppContext) {
  return defineJob({
    name: STORE_VEHICLE_DOCUMENTS,
    payload: payloadSchema,
    abandoned: (payload, job) => abandonUpload(ctx, payload, job),
    async handler(payload, job) {
      const { companyId, vehicleId, files, kind } = payload;
      const documentIds: string[] = [];
      let failedBytes = 0;
      for (const [index, file] of files.entries()) {
        // Named by the job and the file's place in it: an attempt killed after moving a file (or
        // after writing its row) left it where the retry looks, so the retry neither loses the file,
        // leaves it orphaned, nor stores or counts it twice.
        const { storageKey, thumbnailKey } = keysOf(payload, { suuid: job.suuid, index });
        const repository = createVehicleDocumentsRepository(ctx.database.db);
        const earlier = job.retried ? await repository.findByStorageKey(companyId, storageKey) : null;
        if (earlier) {
          documentIds.push(earlier.id);
          await job.progress(((index + 1) / files.length) * 100);
          continue;
        }
        let thumbnailSize = 0;
        try {
          const content = await moveStagedFile(ctx.storage, file, storageKey);
          const thumbnail = kind === 'PHOTO' ? await makeThumbnail(content) : null;
          if (thumbnail) await ctx.storage.put(thumbnailKey, thumbnail);
          // The thumbnail is the company's storage too: counted with its row in one transaction, so
          // a kill between them counts nothing (the retry writes the same thumbnail key again).
          const document = await ctx.database.db.transaction(async (tx) => {
            if (thumbnail) await reserveStorage(tx, companyId, thumbnail.length);
            return createVehicleDocumentsRepository(tx).insert({
              companyId,
              vehicleId,
              fileName: file.filename,
              mimeType: file.mimeType,
              storageKey,
              size: file.size,
              kind,
              thumbnailKey: thumbnail ? thumbnailKey : null,
              thumbnailSize: thumbnail?.length ?? 0,
            });
          });
          thumbnailSize = thumbnail?.length ?? 0;
          documentIds.push(document.id);
        } catch (error) {
          ctx.log(`vehicle documents ${job.suuid}: ${error instanceof Error ? error.message : String(error)}`);
          // The file's bytes were reserved with the request; its thumbnail's only if its row committed.
          failedBytes += file.size + thumbnailSize;
          await ctx.storage.delete(storageKey);
          if (kind === 'PHOTO') await ctx.storage.delete(thumbnailKey);
          // A file that failed before its move is still staged.
          await discardStagedFiles(ctx.storage, [file]);
        }
        await job.progress(((index + 1) / files.length) * 100);
      }
      if (failedBytes > 0) await releaseStorage(ctx.database.db, companyId, failedBytes);
      const result = { documentIds, stored: documentIds.length, total: files.length };
      if (documentIds.length === 0) throw new JobFailure('5003', result);
      return result;
    },
  });
}

export function vehicleDocumentsJobs(ctx: AppContext) {
  return [storeVehicleDocumentsJob(ctx)];
}
