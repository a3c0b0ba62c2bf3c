import {
  keyListEntrySchema,
  keyListStatusSchema,
  keyListMetaSchema,
  keyListQuerySchema,
  vehicleDashboardSchema,
  vehicleInputSchema,
  vehicleListMetaSchema,
  vehicleListQuerySchema,
  vehicleDocumentSchema,
  vehicleListItemSchema,
  vehiclePhotoSchema,
  vehicleSchema,
  vinInStockSchema,
} from '@kontor/domain/vehicles';
import { jobStatusSchema } from '@kontor/domain/company';
import { keysToSnake } from '@kontor/domain/case';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/app-error';
import type { HttpApp } from '../../platform/http/create-http-app';
import { readUploads } from '../../platform/uploads/uploads';
import { requireCompanyUser, requireUser } from '../auth/auth.guard';
import {
  countNames,
  findKeyListEntry,
  searchKeyList,
  importConfiguredKeyList,
  keyListStatus,
  listMakes,
} from './key-list.service';
import {
  deleteVehicleDocument,
  listVehicleDocuments,
  listVehiclePhotos,
  openSignedDocument,
  signedDocumentUrl,
  startVehicleUpload,
  vehicleUploadStatus,
} from './vehicle-documents.service';
import { createVehiclesService } from './vehicles.service';

const bearer = [{ bearer: [] }];
const tags = ['vehicles'];
const idParams = z.object({ id: z.string().max(64) });
const vehicleAnswer = z.object({ data: vehicleSchema });
const listAnswer = z.object({ data: z.array(vehicleListItemSchema), meta: vehicleListMetaSchema });
/**
 * The hot read paths (the list, the key search) answer rows that the repositories build field by
 * field (toVehicle, the key-list entry columns), so nothing unnamed can leak; re-checking 50 rows against
 * zod on every request cost more than the query; they are only renamed to snake_case.
 */
const trustedSerializer = () => (data: unknown) => JSON.stringify(keysToSnake(data));
const listSummary = 'Vehicles of the company: filter, sort, page (per_page ≤ 100); meta.counts per tab';

export async function vehiclesRoutes(root: HttpApp, ctx: AppContext) {
  // The key list from KBA_DATA_FILE loads after the server listens, so a large file never delays the start.
  if (ctx.config.kbaDataFile) root.addHook('onListen', async () => void importConfiguredKeyList(ctx));
  await registerVehicleRoutes(root, ctx);
}

async function registerVehicleRoutes(app: HttpApp, ctx: AppContext) {
  const vehicles = createVehiclesService(ctx);

  app.get(
    '/api/user/vehicles/variations',
    {
      serializerCompiler: trustedSerializer,
      schema: {
        tags,
        summary:
          'Key-list search: exact ?hsn=&tsn= (or every TSN of ?hsn=), or ?car_model= by trade name (prefix, then fuzzy), best first; ' +
          'the first 50 trade names with all their HSN/TSN pairs, meta.total names in all and meta.has_more when there are more',
        security: bearer,
        querystring: keyListQuerySchema,
        response: { 200: z.object({ data: z.array(keyListEntrySchema), meta: keyListMetaSchema }) },
      },
    },
    async (request) => {
      await requireUser(ctx, request);
      const [found, status] = await Promise.all([searchKeyList(ctx, request.query), keyListStatus(ctx)]);
      const shown = countNames(found.rows);
      return { data: found.rows, meta: { imported: status.imported, total: found.total, shown, hasMore: found.total > shown } };
    },
  );

  app.get(
    '/api/user/vehicles/variations/:id',
    {
      schema: {
        tags,
        summary: 'One key-list entry (the finish-search form fills itself from it)',
        security: bearer,
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: z.object({ data: keyListEntrySchema }) },
      },
    },
    async (request) => {
      await requireUser(ctx, request);
      const entry = await findKeyListEntry(ctx, request.params.id);
      if (!entry) throw notFound();
      return { data: entry };
    },
  );

  app.get(
    '/api/user/vehicles/key-list',
    {
      schema: {
        tags,
        summary: 'Whether a key list is loaded, from which file and when',
        security: bearer,
        response: { 200: z.object({ data: keyListStatusSchema }) },
      },
    },
    async (request) => {
      await requireUser(ctx, request);
      return { data: await keyListStatus(ctx) };
    },
  );

  app.get(
    '/api/user/vehicles/makes',
    {
      schema: {
        tags,
        summary:
          'Makes by common name (key list and own vehicles), ANY first; ?in_stock=true: only the makes of the company’s vehicles in stock',
        security: bearer,
        querystring: z.object({ inStock: z.enum(['true', 'false']).optional() }),
        response: { 200: z.object({ data: z.array(z.string()) }) },
      },
    },
    async (request) => {
      if (request.query.inStock === 'true') {
        // The list's filter: what the dealer has, not every manufacturer of the key list.
        const member = await requireCompanyUser(ctx, request);
        return { data: ['ANY', ...(await vehicles.makesInStock(member.companyId))] };
      }
      const user = await requireUser(ctx, request);
      const own = user.companyId && user.status === 'VERIFIED' ? await vehicles.makes(user.companyId) : [];
      return { data: await listMakes(ctx, own) };
    },
  );

  app.get(
    '/api/user/vehicles/dashboard',
    {
      schema: {
        tags,
        summary:
          'Stock at a glance: in stock, stock value at purchase and asking price (cents, vehicles without a price counted), days in stock, HU/AU due within 60 days, sold this month and year, newest',
        security: bearer,
        response: { 200: z.object({ data: vehicleDashboardSchema }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await vehicles.dashboard(user.companyId) };
    },
  );

  const list = async (request: FastifyRequest<{ Querystring: z.output<typeof vehicleListQuerySchema> }>) => {
    const user = await requireCompanyUser(ctx, request);
    const query = request.query;
    const { items, counts } = await vehicles.list(user.companyId, query);
    const total = query.status === 'SOLD' ? counts.sold : counts.current;
    return { data: items, meta: { page: query.page, perPage: query.perPage, total, counts } };
  };
  app.get(
    '/api/user/vehicles',
    {
      serializerCompiler: trustedSerializer,
      schema: {
        tags,
        summary: listSummary,
        security: bearer,
        querystring: vehicleListQuerySchema,
        response: { 200: listAnswer },
      },
    },
    list,
  );
  app.get(
    '/v1/user/vehicle',
    {
      serializerCompiler: trustedSerializer,
      schema: {
        tags,
        summary: `${listSummary} (same as GET /api/user/vehicles)`,
        security: bearer,
        querystring: vehicleListQuerySchema,
        response: { 200: listAnswer },
      },
    },
    list,
  );

  app.post(
    '/api/user/vehicles',
    {
      schema: {
        tags,
        summary: 'Add a vehicle (power in kW, next_inspection as YYYY-MM-01, prices in cents); a VIN already in stock → 409 9311',
        security: bearer,
        body: vehicleInputSchema,
        response: { 201: vehicleAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      return reply.status(201).send({ data: await vehicles.create(user.companyId, request.body) });
    },
  );

  app.get(
    '/api/user/vehicles/vin/:vin',
    {
      schema: {
        tags,
        summary: 'The company’s vehicle in stock with this VIN (the form warns before a second one); none → 404',
        security: bearer,
        params: z.object({ vin: z.string().max(32) }),
        response: { 200: z.object({ data: vinInStockSchema }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await vehicles.findInStockByVin(user.companyId, request.params.vin) };
    },
  );

  app.get(
    '/api/user/vehicles/:id',
    {
      schema: {
        tags,
        summary: 'One vehicle of the company',
        security: bearer,
        params: idParams,
        response: { 200: vehicleAnswer },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await vehicles.get(user.companyId, request.params.id) };
    },
  );

  app.put(
    '/api/user/vehicles/:id',
    {
      schema: {
        tags,
        summary: 'Change a vehicle (status SOLD records the sold day); a VIN of another vehicle in stock → 409 9311',
        security: bearer,
        params: idParams,
        body: vehicleInputSchema,
        response: { 200: vehicleAnswer },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await vehicles.update(user.companyId, request.params.id, request.body) };
    },
  );

  const documentParams = z.object({ vehicleId: z.string().max(64), documentId: z.string().max(64) });
  const documentsAnswer = z.object({ data: z.array(vehicleDocumentSchema) });

  app.post(
    '/api/user/vehicles/:id/upload-documents',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Upload documents of a vehicle; a job stores them, its suuid is answered',
        description:
          'multipart/form-data with files document_1..n (the general upload extensions, checked by content). Counted against the company storage: over the limit 416 5007 and nothing is stored.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 202: z.object({ data: z.object({ suuid: z.string() }) }) },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const { files } = await readUploads(request, { kind: 'general', maxFiles: ctx.config.uploadMaxFiles });
      const suuid = await startVehicleUpload(ctx, user.companyId, request.params.id, files);
      return reply.status(202).send({ data: { suuid } });
    },
  );

  app.post(
    '/api/user/vehicles/:id/upload-photos',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Upload photos of a vehicle (jpeg, png); a job stores them with a thumbnail each, its suuid is answered',
        description:
          'multipart/form-data with files photo_1..n. The photos and their thumbnails count against the company storage: over the limit 416 5007 and nothing is stored. Progress at uploading-documents-status/:suuid.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 202: z.object({ data: z.object({ suuid: z.string() }) }) },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      // The logo kind is exactly the raster formats a browser shows and sharp reads: jpeg, jpg, png.
      const { files } = await readUploads(request, { kind: 'logo', maxFiles: ctx.config.uploadMaxFiles });
      const suuid = await startVehicleUpload(ctx, user.companyId, request.params.id, files, 'PHOTO');
      return reply.status(202).send({ data: { suuid } });
    },
  );

  app.get(
    '/api/user/vehicles/:vehicleId/photos',
    {
      schema: {
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
    '/api/user/vehicles/uploading-documents-status/:suuid',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Progress of a vehicle document upload; result.document_ids when done',
        params: z.object({ suuid: z.uuid() }),
        response: { 200: z.object({ data: jobStatusSchema }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await vehicleUploadStatus(ctx, user.companyId, request.params.suuid) };
    },
  );

  app.get(
    '/api/user/vehicles/:vehicleId/documents/uploaded',
    {
      schema: {
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

  app.get(
    '/api/user/vehicles/:vehicleId/documents/:documentId/view',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'A short-lived signed URL of the document (data.url), fetched without the Authorization header',
        params: documentParams,
        response: { 200: z.object({ data: z.object({ url: z.string(), expiresAt: z.string() }) }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await signedDocumentUrl(ctx, user.companyId, request.params.vehicleId, request.params.documentId) };
    },
  );

  app.delete(
    '/api/user/vehicles/:vehicleId/documents/:documentId',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Delete an uploaded document; its storage is given back',
        params: documentParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      await deleteVehicleDocument(ctx, user.companyId, request.params.vehicleId, request.params.documentId);
      return reply.status(204).send(null);
    },
  );

  // The file and a photo's thumbnail behind their signed URLs: the signature is the permission.
  const signedFiles = [
    { path: '/api/files/vehicle-documents/:documentId', variant: 'original', what: 'The file' },
    { path: '/api/files/vehicle-thumbnails/:documentId', variant: 'thumbnail', what: 'A photo’s thumbnail (WebP)' },
  ] as const;
  for (const { path, variant, what } of signedFiles) {
    app.get(
      path,
      {
        schema: {
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

  app.delete(
    '/api/user/vehicles/:id',
    {
      schema: {
        tags,
        summary: 'Delete a vehicle; one with trades answers 409 9310',
        security: bearer,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      await vehicles.delete(user.companyId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
