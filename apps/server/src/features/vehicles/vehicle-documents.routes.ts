import { vehicleDocumentSchema, vehiclePhotoSchema } from '@kontor/domain/vehicles';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { errorEnvelopeSchema } from '../../platform/http/error-schema';
import { readUploads } from '../../platform/uploads/uploads';
import { uploadStartedAnswer, uploadStatusRoute } from '../../platform/uploads/uploads.routes';
import { requireCompanyUser } from '../auth/auth.guard';
import {
  deleteVehicleDocument,
  listVehicleDocuments,
  listVehiclePhotos,
  openSignedDocument,
  startVehicleUpload,
} from './vehicle-documents.service';

const bearer = [{ bearer: [] }];
const tags = ['vehicles'];
const idParams = z.object({ id: z.string().max(64) });
const documentParams = z.object({ vehicleId: z.string().max(64), documentId: z.string().max(64) });
const documentsAnswer = z.object({ data: z.array(vehicleDocumentSchema) });

/**
 * The documents and photos of a vehicle: upload (stored by a job), its progress, lists, signed files,
 * delete. The view route (a signed URL) is the documents feature's: it answers generated documents too.
 */
export async function vehicleDocumentsRoutes(app: HttpApp, ctx: AppContext) {
  uploadRoutes(app, ctx);
  listRoutes(app, ctx);
  signedFileRoutes(app, ctx);
}

/** Uploads: documents and photos, stored by a job, and the job's progress. */
function uploadRoutes(app: HttpApp, ctx: AppContext) {
  app.post(
    '/api/user/vehicles/:id/upload-documents',
    {
      schema: {
        operationId: 'vehiclesUploadDocuments',
        tags,
        security: bearer,
        summary: 'Upload documents of a vehicle; a job stores them, its suuid is answered',
        description:
          'multipart/form-data with files document_1..n (the general upload extensions, checked by content). Counted against the company storage: over the limit 416 5007 and nothing is stored.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 202: uploadStartedAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const { files } = await readUploads(request, { kind: 'general', maxFiles: ctx.config.uploadMaxFiles });
      const suuid = await startVehicleUpload(ctx, user.companyId, { vehicleId: request.params.id, files });
      return reply.status(202).send({ data: { suuid } });
    },
  );

  app.post(
    '/api/user/vehicles/:id/upload-photos',
    {
      schema: {
        operationId: 'vehiclesUploadPhotos',
        tags,
        security: bearer,
        summary: 'Upload photos of a vehicle (jpeg, png); a job stores them with a thumbnail each, its suuid is answered',
        description:
          'multipart/form-data with files photo_1..n. The photos and their thumbnails count against the company storage: over the limit 416 5007 and nothing is stored. Progress at uploading-documents-status/:suuid.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 202: uploadStartedAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      // The logo kind is exactly the raster formats a browser shows and sharp reads: jpeg, jpg, png.
      const { files } = await readUploads(request, { kind: 'logo', maxFiles: ctx.config.uploadMaxFiles });
      const suuid = await startVehicleUpload(ctx, user.companyId, { vehicleId: request.params.id, files, kind: 'PHOTO' });
      return reply.status(202).send({ data: { suuid } });
    },
  );

  uploadStatusRoute(app, ctx, {
    url: '/api/user/vehicles/uploading-documents-status/:suuid',
    operationId: 'vehiclesUploadStatus',
    tags,
    summary: 'Progress of a vehicle document upload; result.document_ids when done',
    caller: requireCompanyUser,
  });
}

/** What the vehicle has: its photos and documents, and deleting one. */
function listRoutes(app: HttpApp, ctx: AppContext) {
  app.get(
    '/api/user/vehicles/:vehicleId/photos',
    {
      schema: {
        operationId: 'vehiclesPhotos',
        tags,
        security: bearer,
        summary: 'The photos of a vehicle, oldest first, with short-lived signed URLs of each image and thumbnail',
        params: z.object({ vehicleId: z.string().max(64) }),
        response: { 200: z.object({ data: z.array(vehiclePhotoSchema) }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await listVehiclePhotos(ctx, user.companyId, request.params.vehicleId) };
    },
  );

  app.get(
    '/api/user/vehicles/:vehicleId/documents/uploaded',
    {
      schema: {
        operationId: 'vehiclesDocuments',
        tags,
        security: bearer,
        summary: 'The uploaded documents of a vehicle',
        params: z.object({ vehicleId: z.string().max(64) }),
        response: { 200: documentsAnswer },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await listVehicleDocuments(ctx, user.companyId, request.params.vehicleId) };
    },
  );

  app.delete(
    '/api/user/vehicles/:vehicleId/documents/:documentId',
    {
      schema: {
        operationId: 'vehiclesRemoveFile',
        tags,
        security: bearer,
        summary:
          'Delete an uploaded document; its storage is given back. A purchase’s seller invoice answers 409 9525, a canceled purchase’s 409 9557 with kept_until (§ 147 AO)',
        params: documentParams,
        response: { 204: z.null(), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      await deleteVehicleDocument(ctx, user.companyId, request.params);
      return reply.status(204).send(null);
    },
  );
}

/** The file and a photo's thumbnail behind their signed URLs: the signature is the permission. */
function signedFileRoutes(app: HttpApp, ctx: AppContext) {
  const signedFiles = [
    {
      path: '/api/files/vehicle-documents/:documentId',
      variant: 'original',
      what: 'The file',
      operationId: 'vehicleDocumentFile',
    },
    {
      path: '/api/files/vehicle-thumbnails/:documentId',
      variant: 'thumbnail',
      what: 'A photo’s thumbnail (WebP)',
      operationId: 'vehicleThumbnailFile',
    },
  ] as const;
  for (const { path, variant, what, operationId } of signedFiles) {
    app.get(
      path,
      {
        schema: {
          operationId,
          security: [],
          tags,
          summary: `${what} behind a signed URL (no Authorization header); expired or altered → 404`,
          params: z.object({ documentId: z.string().max(64) }),
          querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(128) }),
        },
      },
      async (request, reply) => {
        const { document, stream } = await openSignedDocument(ctx, {
          documentId: request.params.documentId,
          ...request.query,
          variant,
        });
        if (variant === 'original') {
          reply.header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(document.fileName)}`);
        }
        return reply
          .header('content-type', document.mimeType)
          .header('content-length', String(document.size))
          .header('cache-control', 'private, max-age=60')
          .header('x-content-type-options', 'nosniff')
          .send(stream);
      },
    );
  }
}
