import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { readUploads } from '../../platform/uploads/uploads';
import { uploadStartedAnswer, uploadStatusRoute } from '../../platform/uploads/uploads.routes';
import { requireCompanyUser } from '../auth/auth.guard';
import { ocrImageUrl, openSignedOcrImage, startOcr } from './vehicle-ocr.service';

const bearer = [{ bearer: [] }];
const tags = ['vehicles'];

/** Reading a registration document (Zulassungsbescheinigung Teil I) by OCR: start, progress, the kept image. */
export async function vehicleOcrRoutes(app: HttpApp, ctx: AppContext) {
  app.post(
    '/api/user/vehicles/ocr',
    {
      schema: {
        operationId: 'vehicleOcrStart',
        tags,
        security: bearer,
        summary: 'Read a registration document by OCR; a job reads it, its suuid is answered',
        description:
          'multipart/form-data with one file `passport`: jpeg, png, bmp, tiff or a one-page pdf, checked by content (else 415 5002). Counted against the company storage (full: 416 5007). The status at GET /api/user/vehicles/ocr/:suuid answers, when DONE, result.fields (each { value, confidence 0..1 }, named as in POST /api/user/vehicles) and result.image (the kept image, to send as ocr_image when saving the vehicle); nothing readable: FAILED with error 5001.',
        consumes: ['multipart/form-data'],
        response: { 202: uploadStartedAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const { files } = await readUploads(request, { kind: 'ocr', maxFiles: 1 });
      const suuid = await startOcr(
        ctx,
        user.companyId,
        files.filter((file) => file.fieldName === 'passport'),
      );
      return reply.status(202).send({ data: { suuid } });
    },
  );

  uploadStatusRoute(app, ctx, {
    url: '/api/user/vehicles/ocr/:suuid',
    operationId: 'vehicleOcrStatus',
    tags,
    summary:
      'Progress of reading a registration document; result.fields and result.image when DONE, error 5001 when nothing was readable',
    caller: requireCompanyUser,
  });

  app.get(
    '/api/user/vehicles/ocr/images/:imageId/view',
    {
      schema: {
        operationId: 'vehicleOcrImageUrl',
        tags,
        security: bearer,
        summary: 'A short-lived signed URL of an image read by OCR whose vehicle is not saved yet; another company’s → 404',
        params: z.object({ imageId: z.string().max(64) }),
        response: { 200: z.object({ data: z.object({ url: z.string(), expiresAt: z.string() }) }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await ocrImageUrl(ctx, user.companyId, request.params.imageId) };
    },
  );

  app.get(
    '/api/files/vehicle-ocr-images/:imageId',
    {
      schema: {
        operationId: 'vehicleOcrImageFile',
        security: [],
        tags,
        summary: 'An image read by OCR behind a signed URL (no Authorization header); expired or altered → 404',
        params: z.object({ imageId: z.string().max(64) }),
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(128) }),
      },
    },
    async (request, reply) => {
      const { image, stream } = await openSignedOcrImage(ctx, { imageId: request.params.imageId, ...request.query });
      return reply
        .header('content-type', image.mimeType)
        .header('content-length', String(image.size))
        .header('cache-control', 'private, max-age=60')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
}
