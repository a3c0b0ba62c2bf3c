import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { isValidSignedFile, signedFilePath, signedUrlExpiry } from '../../platform/storage/signed-urls';
import { stageAndEnqueue } from '../../platform/uploads/staged-uploads';
import type { UploadedFile } from '../../platform/uploads/uploads';
import { reserveStorage } from '../company/storage.service';
import { findOcrImage, findOcrImageById } from '../vehicles/vehicle-ocr-images.service';
import { readRegistrationJob } from './vehicle-ocr.jobs';
import { onePagePdf } from './scan-image';

/**
 * Starts reading a registration document: one file (415 5002 for anything but a picture or a
 * one-page PDF), staged, its bytes reserved in the company's storage (416 5007 when full, the staged
 * file deleted) in the transaction that queues the job reading it; the job's suuid is answered.
 */
export async function startOcr(ctx: AppContext, companyId: string, files: UploadedFile[]): Promise<string> {
  const [file] = files;
  if (!file) throw new AppError('0001', 422, { passport: '0001' });
  if (files.length > 1) throw new AppError('5008', 413);
  if (file.mimeType === 'application/pdf') await onePagePdf(file.buffer);
  // Reserved with the job, after staging: a server killed in between counts nothing (the sweep takes the file).
  const reserve = (tx: DbOrTx) => reserveStorage(tx, companyId, file.size);
  return stageAndEnqueue(ctx, { companyId, files: [file], reserve }, ([staged], tx) =>
    ctx.jobs.enqueue(readRegistrationJob(ctx), { companyId, file: staged! }, { companyId, tx }),
  );
}

const SIGNED = { purpose: 'vehicle-ocr-image', route: '/api/files/vehicle-ocr-images' };

/** A short-lived signed URL of a waiting OCR image, for the page to show it beside the form. */
export async function ocrImageUrl(
  ctx: AppContext,
  companyId: string,
  imageId: string,
): Promise<{ url: string; expiresAt: string }> {
  const image = await findOcrImage(ctx.database.db, companyId, imageId);
  if (!image) throw notFound();
  const expires = signedUrlExpiry(ctx.clock.now());
  return {
    url: signedFilePath(ctx.jwtSecret, { ...SIGNED, id: image.id, expires }),
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** The image behind a signed URL; an expired or altered URL is a 404 like an unknown one. */
export async function openSignedOcrImage(
  ctx: AppContext,
  { imageId, expires, signature }: { imageId: string; expires: number; signature: string },
) {
  const file = { purpose: SIGNED.purpose, id: imageId, expires, signature, now: ctx.clock.now() };
  if (!isValidSignedFile(ctx.jwtSecret, file)) throw notFound();
  const image = await findOcrImageById(ctx.database.db, imageId);
  if (!image) throw notFound();
  return { image, stream: await ctx.storage.stream(image.storageKey) };
}
