import { listMetaSchema } from '@kontor/domain/lists';
import { purchaseInputSchema, purchaseSchema } from '@kontor/domain/purchase';
import { saleInputSchema, saleSchema } from '@kontor/domain/trades';
import { tradesQuerySchema, tradeYearSchema } from '@kontor/domain/trades-overview';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/app-error';
import type { HttpApp } from '../../platform/http/create-http-app';
import { expectedVersionOf } from '../../platform/http/if-match';
import { requireCompanyUser } from '../auth/auth.guard';
import { getPurchase, savePurchase } from './purchase.service';
import { getSale, listTrades, saveSale } from './trades.service';

const bearer = [{ bearer: [] }];
const tags = ['trades'];
const tradeParams = z.object({ vehicleId: z.string().max(64), orderType: z.string().max(32) });
const stepParams = tradeParams.extend({ docType: z.string().max(64) });

/** The order types are SELLING and BUYING; BUYING has its own routes (below), any other is a 404. */
function requireSaleOrderType(orderType: string): void {
  if (orderType !== 'SELLING') throw notFound();
}
const purchaseParams = z.object({ vehicleId: z.string().max(64) });

/** The sales and purchases of a vehicle (read, saved step by step by the wizards) and the trades overview. */
export async function tradesRoutes(app: HttpApp, ctx: AppContext) {
  app.get(
    '/api/user/vehicles/:vehicleId/trades/:orderType',
    {
      schema: {
        operationId: 'tradesSale',
        tags,
        summary: "The vehicle's open sale, else its latest finished one; null when it has none (orderType SELLING)",
        security: bearer,
        params: tradeParams,
        response: { 200: z.object({ data: saleSchema.nullable() }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      requireSaleOrderType(request.params.orderType);
      return { data: await getSale(ctx, user.companyId, request.params.vehicleId) };
    },
  );

  app.post(
    '/api/user/vehicles/:vehicleId/trades/:orderType/:docType',
    {
      schema: {
        operationId: 'tradesSaveStep',
        tags,
        summary:
          "Saves a wizard step: merges any subset of the fields into the vehicle's open sale (created on the first save) and adds docType to the wanted documents unless `documents` is sent; with If-Match: \"<updated_at>\" a trade changed since answers 409 9541; 409 9508 sold, 9509 invoice issued; 422 with fields for broken rules. orderType SELLING, any other 404; BUYING is the purchase's own step route (POST …/trades/BUYING/{docType}), which answers its refusals: 422 9316 vat_rate, 9519/9520 seller's ID document, 9521 VAT from a private seller",
        security: bearer,
        params: stepParams,
        body: saleInputSchema,
        response: { 200: z.object({ data: saleSchema }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      requireSaleOrderType(request.params.orderType);
      const { vehicleId, docType } = request.params;
      return {
        data: await saveSale(ctx, user.companyId, {
          vehicleId,
          docType,
          input: request.body,
          expectedVersion: expectedVersionOf(request),
        }),
      };
    },
  );

  // The purchase: the same calls with BUYING. A static segment wins over :orderType.
  app.get(
    '/api/user/vehicles/:vehicleId/trades/BUYING',
    {
      schema: {
        operationId: 'tradesPurchase',
        tags,
        summary: "The vehicle's open purchase, else its finished one; null when it has none",
        security: bearer,
        params: purchaseParams,
        response: { 200: z.object({ data: purchaseSchema.nullable() }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await getPurchase(ctx, user.companyId, request.params.vehicleId) };
    },
  );

  app.post(
    '/api/user/vehicles/:vehicleId/trades/BUYING/:docType',
    {
      schema: {
        operationId: 'tradesSavePurchaseStep',
        tags,
        summary:
          'Saves a step of the purchase wizard: merges any subset of the fields into the vehicle\'s open purchase (created on the first save; docType one of CONTRACT, PROTOCOL, RECEIPT, PRIVACY); with If-Match: "<updated_at>" a purchase changed since answers 409 9541; 409 9522 contract made, 9508 vehicle sold; 422 9519/9520 seller\'s ID document, 9521 VAT from a private seller',
        security: bearer,
        params: purchaseParams.extend({ docType: z.string().max(64) }),
        body: purchaseInputSchema,
        response: { 200: z.object({ data: purchaseSchema }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      const { vehicleId, docType } = request.params;
      return {
        data: await savePurchase(ctx, user.companyId, {
          vehicleId,
          docType,
          input: request.body,
          expectedVersion: expectedVersionOf(request),
        }),
      };
    },
  );

  app.get(
    '/api/user/trades',
    {
      schema: {
        operationId: 'tradesOverviewYears',
        tags,
        summary:
          'A page of the company’s sales (kind SELLING) or purchases (BUYING), newest first, grouped by year; each year’s count and gross total of the finished ones cover all its matching trades; a canceled one that had issued its invoice (a purchase: its contract) stays listed with its cancellation but counts in neither (`canceled` says how many); search over make, model, VIN, buyer or seller, invoice number (a purchase: the seller’s), cancellation number; per_page at most 100',
        security: bearer,
        querystring: tradesQuerySchema,
        response: { 200: z.object({ data: z.array(tradeYearSchema), meta: listMetaSchema }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      const { years, total } = await listTrades(ctx, user.companyId, request.query);
      return { data: years, meta: { page: request.query.page, perPage: request.query.perPage, total } };
    },
  );
}
