import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { defineJob, JobFailure } from '../../platform/jobs/jobs';
import { releaseStorage } from '../company/storage.service';
import { createVehicleDocumentsRepository } from './vehicle-documents.repository';

export const STORE_VEHICLE_DOCUMENTS = 'vehicle-store-documents';

const payloadSchema = z.object({
  companyId: z.uuid(),
  vehicleId: z.uuid(),
  files: z.array(
    z.object({
      stagingKey: z.string(),
      filename: z.string(),
      extension: z.string(),
      mimeType: z.string(),
      size: z.number().int(),
    }),
  ),
});
export type StoreVehicleDocumentsPayload = z.infer<typeof payloadSchema>;

/**
 * Moves the staged files of a vehicle upload to their place, one by one with progress; the storage
 * was reserved before staging. Files not stored (the vehicle was deleted meanwhile, a disk error)
 * give their storage back, and the result says how many made it.
 */
export function storeVehicleDocumentsJob(ctx: AppContext) {
  return defineJob({
    name: STORE_VEHICLE_DOCUMENTS,
    payload: payloadSchema,
    async handler(payload, job) {
      const { companyId, vehicleId, files } = payload;
      const documentIds: string[] = [];
      let failedBytes = 0;
      for (const [index, file] of files.entries()) {
        const storageKey = `companies/${companyId}/vehicles/${vehicleId}/${randomUUID()}.${file.extension}`;
        try {
          await ctx.storage.put(storageKey, await ctx.storage.read(file.stagingKey));
          const document = await createVehicleDocumentsRepository(ctx.database.db).insert({
            companyId,
            vehicleId,
            fileName: file.filename,
            mimeType: file.mimeType,
            storageKey,
            size: file.size,
          });
          documentIds.push(document.id);
        } catch (error) {
          ctx.log(`vehicle documents ${job.suuid}: ${error instanceof Error ? error.message : String(error)}`);
          failedBytes += file.size;
          await ctx.storage.delete(storageKey);
        }
        await ctx.storage.delete(file.stagingKey);
        await job.progress(((index + 1) / files.length) * 100);
      }
      if (failedBytes > 0) await releaseStorage(ctx.database.db, companyId, failedBytes);
      const result = { documentIds, stored: documentIds.length, total: files.length };
      if (documentIds.length === 0) throw new JobFailure('5003', result);
      return result;
    },
  });
}

export function vehiclesJobs(ctx: AppContext) {
  return [storeVehicleDocumentsJob(ctx)];
}
