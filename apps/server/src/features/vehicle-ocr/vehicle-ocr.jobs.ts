import { randomUUID } from 'node:crypto';
import { OCR_IMAGE_KEEP_HOURS, type OcrResult } from '@kontor/domain/vehicle-ocr';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/app-error';
import { defineJob, detachedProgress, JobFailure } from '../../platform/jobs/jobs';
import { discardStagedFiles, stagedFileSchema } from '../../platform/uploads/staged-uploads';
import { releaseStorage, reserveStorage } from '../company/storage.service';
import { storeOcrImage, takeOcrImage } from '../vehicles/vehicle-ocr-images.service';
import { businessToday } from '../../platform/clock';
import { keyListLookup } from './key-list-check';
import { NotAnImageError } from './page-lines';
import { scanOf } from './scan-image';
import { readCertificate } from './zb1-reader';

const READ_REGISTRATION = 'vehicle-ocr-read';
const FORGET_IMAGE = 'vehicle-ocr-forget-image';

const readPayload = z.object({ companyId: z.uuid(), file: stagedFileSchema });
const forgetPayload = z.object({ companyId: z.uuid(), imageId: z.uuid() });

// Progress: preparing the picture up to 5 %, reading 5–95 %, keeping the image the rest.
const READ_FROM = 5;
const READ_SPAN = 90;

/**
 * Reads a registration document: its picture (a PDF's page picture, a TIFF as JPEG), the text lines
 * by OCR, the fields found by their codes and labels and checked, HSN/TSN against the key list
 * (which confirms make and model). A picture in which no registration certificate is recognised
 * (a blank page, a receipt) is nothing readable. When something was read, the picture is kept
 * as an OCR image of the company (counted in its storage, forgotten after a day unless a vehicle
 * keeps it) and the result names it. Nothing readable fails the job with 5001 and keeps nothing.
 */
export function readRegistrationJob(ctx: AppContext) {
  return defineJob({
    name: READ_REGISTRATION,
    payload: readPayload,
    async handler({ companyId, file }, job): Promise<OcrResult> {
      // The upload reserved what it sent; from here on the kept picture is what counts.
      const nothingKept = async (code: string) => {
        await discardStagedFiles(ctx.storage, [file]);
        await releaseStorage(ctx.database.db, companyId, file.size);
        return new JobFailure(code);
      };
      const content = await ctx.storage.read(file.stagingKey);
      let read;
      let scan;
      try {
        scan = await scanOf({ content, mimeType: file.mimeType, extension: file.extension });
        if (!scan) throw await nothingKept('5001');
        await job.progress(READ_FROM);
        // The engine reports from its workers without waiting; settled before the run is finished.
        const progress = detachedProgress(job, ctx.log);
        read = await readCertificate(scan.image, {
          today: businessToday(ctx.clock),
          lookup: keyListLookup(ctx),
          onProgress: (percent: number) => progress.report(READ_FROM + (percent * READ_SPAN) / 100),
        });
        await progress.settled();
      } catch (error) {
        if (error instanceof JobFailure) throw error;
        // A file that passed the content check but no decoder opens is no picture (5002); any other
        // failure of reading is not retried either: it would fail alike, and the dealer waits.
        ctx.log(`vehicle ocr ${job.suuid}: ${error instanceof Error ? error.message : String(error)}`);
        throw await nothingKept(error instanceof NotAnImageError ? '5002' : '5001');
      }
      if (!read.found) throw await nothingKept('5001');
      const { fields, rejected } = read;

      const storageKey = `companies/${companyId}/ocr/${randomUUID()}.${scan.stored.extension}`;
      const stored = scan.stored;
      try {
        const image = await ctx.database.db.transaction(async (tx) => {
          await releaseStorage(tx, companyId, file.size);
          await reserveStorage(tx, companyId, stored.content.length);
          await ctx.storage.put(storageKey, stored.content);
          return storeOcrImage(tx, {
            companyId,
            fileName: keptName(file.filename, stored.extension),
            mimeType: stored.mimeType,
            storageKey,
            size: stored.content.length,
          });
        });
        await ctx.jobs.enqueue(
          forgetOcrImageJob(ctx),
          { companyId, imageId: image.id },
          {
            companyId,
            startAfterSeconds: OCR_IMAGE_KEEP_HOURS * 3600,
          },
        );
        await discardStagedFiles(ctx.storage, [file]);
        return { fields, rejected, image: image.id };
      } catch (error) {
        await ctx.storage.delete(storageKey);
        // A picture bigger than the upload (a PDF's page as JPEG) may not fit the storage left.
        if (error instanceof AppError && error.code === '5007') throw await nothingKept('5007');
        throw error;
      }
    },
  });
}

/** The kept picture's name: the uploaded name, with the extension of what is kept (scan.pdf → scan.jpg). */
function keptName(uploaded: string, extension: string): string {
  const base = uploaded.replace(/\.[A-Za-z0-9]{1,8}$/, '');
  return `${base}.${extension}`;
}

/**
 * An OCR image no vehicle kept after OCR_IMAGE_KEEP_HOURS is deleted and its storage given back.
 * One delayed job per image (pg-boss keeps it across restarts) rather than a sweep on the next OCR:
 * a company that never reads another document would otherwise carry the image forever.
 */
export function forgetOcrImageJob(ctx: AppContext) {
  return defineJob({
    name: FORGET_IMAGE,
    payload: forgetPayload,
    async handler({ companyId, imageId }) {
      return { forgotten: await forgetOcrImage(ctx, { companyId, imageId }) };
    },
  });
}

/** Deletes a waiting OCR image; false when a vehicle kept it (or it is gone already). */
export async function forgetOcrImage(
  ctx: AppContext,
  { companyId, imageId }: { companyId: string; imageId: string },
): Promise<boolean> {
  const taken = await ctx.database.db.transaction(async (tx) => {
    const image = await takeOcrImage(tx, companyId, imageId);
    if (image) await releaseStorage(tx, companyId, image.size);
    return image;
  });
  if (!taken) return false;
  await ctx.storage.delete(taken.storageKey);
  return true;
}

export function vehicleOcrJobs(ctx: AppContext) {
  return [readRegistrationJob(ctx), forgetOcrImageJob(ctx)];
}
