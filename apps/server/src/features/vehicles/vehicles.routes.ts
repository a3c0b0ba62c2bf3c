import { vehicleDashboardSchema } from '@kontor/domain/vehicle-dashboard';
import { vehicleCreateSchema } from '@kontor/domain/vehicle-ocr';
import {
  vehicleInputSchema,
  vehicleListItemSchema,
  vehicleListMetaSchema,
  vehicleListQuerySchema,
  vinInStockSchema,
} from '@kontor/domain/vehicles';
import { vehicleRecordSchema } from '@kontor/domain/vehicle-record';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { errorEnvelopeSchema } from '../../platform/http/error-schema';
import { expectedVersionOf } from '../../platform/http/if-match';
import { requireCompanyUser } from '../auth/auth.guard';
import { vehicleListSerializer } from './trusted-serializer';
import {
  createVehicle,
  deleteVehicle,
  findVehicleInStockByVin,
  getVehicleRecord,
  listVehicles,
  updateVehicle,
  vehicleDashboard,
  type VehicleRelease,
} from './vehicles.service';

const bearer = [{ bearer: [] }];
const tags = ['vehicles'];
const idParams = z.object({ id: z.string().max(64) });
const vehicleAnswer = z.object({ data: vehicleRecordSchema });
const listAnswer = z.object({ data: z.array(vehicleListItemSchema), meta: vehicleListMetaSchema });
const listSummary = 'Vehicles of the company: filter, sort, page (per_page ≤ 100); meta.counts per tab';

/**
 * The company's vehicles: the dashboard, the list (also under its old path), add, read, change,
 * delete. `releases`: what the features above vehicles let go of before a vehicle's row goes (app.ts
 * hands them in), in the deletion's transaction.
 */
export async function vehiclesRoutes(app: HttpApp, ctx: AppContext, { releases }: { releases: readonly VehicleRelease[] }) {
  stockRoutes(app, ctx);
  vehicleRecordRoutes(app, ctx, releases);
}

/** The stock as a whole: the dashboard and the list. */
function stockRoutes(app: HttpApp, ctx: AppContext) {
  app.get(
    '/api/user/vehicles/dashboard',
    {
      schema: {
        operationId: 'vehiclesDashboard',
        tags,
        summary:
          'Stock at a glance: in stock, stock value at purchase and asking price (cents, vehicles without a price counted), days in stock, HU/AU due within 60 days, sold this month and year, newest',
        security: bearer,
        response: { 200: z.object({ data: vehicleDashboardSchema }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await vehicleDashboard(ctx, user.companyId) };
    },
  );

  const list = async (request: FastifyRequest<{ Querystring: z.output<typeof vehicleListQuerySchema> }>) => {
    const user = await requireCompanyUser(ctx, request);
    const query = request.query;
    const { items, counts } = await listVehicles(ctx, user.companyId, query);
    const total = query.status === 'SOLD' ? counts.sold : counts.current;
    return { data: items, meta: { page: query.page, perPage: query.perPage, total, counts } };
  };
  app.get(
    '/api/user/vehicles',
    {
      serializerCompiler: vehicleListSerializer,
      schema: {
        operationId: 'vehiclesList',
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
      serializerCompiler: vehicleListSerializer,
      schema: {
        operationId: 'vehiclesListV1',
        tags,
        summary: `${listSummary} (same as GET /api/user/vehicles)`,
        security: bearer,
        querystring: vehicleListQuerySchema,
        response: { 200: listAnswer },
      },
    },
    list,
  );
}

/** One vehicle: add (and the VIN check before), read, change, delete. */
function vehicleRecordRoutes(app: HttpApp, ctx: AppContext, releases: readonly VehicleRelease[]) {
  app.post(
    '/api/user/vehicles',
    {
      schema: {
        operationId: 'vehiclesCreate',
        tags,
        summary:
          'Add a vehicle (power in kW, next_inspection as YYYY-MM-01, prices in cents); a VIN already in stock → 409 9311; ocr_image keeps the image read by OCR with it (not the company’s waiting image → 404)',
        security: bearer,
        body: vehicleCreateSchema,
        response: { 201: vehicleAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      return reply.status(201).send({ data: await createVehicle(ctx, user.companyId, request.body) });
    },
  );

  app.get(
    '/api/user/vehicles/vin/:vin',
    {
      schema: {
        operationId: 'vehiclesVinInStock',
        tags,
        summary: 'The company’s vehicle in stock with this VIN (the form warns before a second one); none → 404',
        security: bearer,
        params: z.object({ vin: z.string().max(32) }),
        response: { 200: z.object({ data: vinInStockSchema }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await findVehicleInStockByVin(ctx, user.companyId, request.params.vin) };
    },
  );

  app.get(
    '/api/user/vehicles/:id',
    {
      schema: {
        operationId: 'vehiclesGet',
        tags,
        summary: 'One vehicle of the company',
        security: bearer,
        params: idParams,
        response: { 200: vehicleAnswer },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await getVehicleRecord(ctx, user.companyId, request.params.id) };
    },
  );

  app.put(
    '/api/user/vehicles/:id',
    {
      schema: {
        operationId: 'vehiclesUpdate',
        tags,
        summary:
          'Change a vehicle (status SOLD records the sold day); a VIN of another vehicle in stock → 409 9311; with If-Match: "<updated_at>" a vehicle changed since → 409 9541',
        security: bearer,
        params: idParams,
        body: vehicleInputSchema,
        response: { 200: vehicleAnswer },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return {
        data: await updateVehicle(ctx, user.companyId, {
          vehicleId: request.params.id,
          values: request.body,
          expected: expectedVersionOf(request),
        }),
      };
    },
  );

  app.delete(
    '/api/user/vehicles/:id',
    {
      schema: {
        operationId: 'vehiclesRemove',
        tags,
        summary:
          'Delete a vehicle; one whose invoices or contracts are kept answers 409 9556 with kept_until (§ 147 AO), one with other trades 409 9310',
        security: bearer,
        params: idParams,
        response: { 204: z.null(), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      await deleteVehicle(ctx, user.companyId, { vehicleId: request.params.id, releases });
      return reply.status(204).send(null);
    },
  );
}
