import { canceledTradesQuerySchema, canceledTradeYearSchema, cancelTradeInputSchema } from '@kontor/domain/cancellations';
import { listMetaSchema } from '@kontor/domain/lists';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { uploadStartedAnswer } from '../../platform/uploads/uploads.routes';
import { requireCompanyUser } from '../auth/auth.guard';
import { signedTradeDocumentUrl } from '../trade-documents/trade-documents.service';
import { documentMailRoute } from '../trade-documents/document-mail-route';
import { sendDocumentMail } from '../trade-documents/document-mail.service';
import { documentXRechnung } from '../trade-documents/xrechnung.service';
import { listCanceledTrades, signedCancellationUrl, startCancellation } from './cancellations.service';
import { sendXRechnung } from '../trade-documents/xrechnung-reply';

const bearer = [{ bearer: [] }];
const tags = ['cancellations'];

/** Cancelling a vehicle's sale or purchase (Storno) and the Canceled Trades list. */
export async function cancellationsRoutes(app: HttpApp, ctx: AppContext) {
  app.post(
    '/api/user/vehicles/:vehicleId/shtorno',
    {
      schema: {
        operationId: 'vehiclesCancelTrade',
        tags,
        security: bearer,
        summary:
          'Cancel the vehicle’s sale (order_type SELLING, the default) or purchase (BUYING) with a reason; a job does it, its suuid is answered',
        description: [
          'The current trade of that kind, open or finished, becomes REJECTED with the reason (1–200 characters: 422 fields reason 0001 or 9528).',
          'A finished sale gets a cancellation invoice with the next number of the invoice series, referencing the invoice and reversing its',
          'amounts, and the vehicle returns to CURRENT without sold date; a finished purchase gets a cancellation notice referencing the',
          'purchase contract, the vehicle stays in stock. An open trade is canceled without a document. 404 another company’s vehicle;',
          '409 9526 canceled already, 9527 nothing to cancel, 9529 the purchase of a sold vehicle. With automatic numbering off a finished',
          'sale needs invoice_number (422 9511; 409 9510 issued before). Progress at GET /api/user/vehicles/uploading-documents-status/{suuid};',
          'result: trade_id, document_id, number (null without document).',
        ].join(' '),
        params: z.object({ vehicleId: z.string().max(64) }),
        body: cancelTradeInputSchema,
        response: { 202: uploadStartedAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const suuid = await startCancellation(ctx, user.companyId, { vehicleId: request.params.vehicleId, input: request.body });
      return reply.status(202).send({ data: { suuid } });
    },
  );

  app.get(
    '/api/user/vehicles/canceled-trades',
    {
      schema: {
        operationId: 'cancellationsYears',
        tags,
        security: bearer,
        summary:
          'A page of the company’s canceled trades, newest cancellation first, grouped by year with each year’s count; search over vehicle, customer, numbers and reason; per_page at most 100',
        querystring: canceledTradesQuerySchema,
        response: { 200: z.object({ data: z.array(canceledTradeYearSchema), meta: listMetaSchema }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      const { years, total } = await listCanceledTrades(ctx, user.companyId, request.query);
      return { data: years, meta: { page: request.query.page, perPage: request.query.perPage, total } };
    },
  );

  app.get(
    '/api/user/vehicles/canceled-trades/:tradeId/documents/:documentId/view',
    {
      schema: {
        operationId: 'cancellationsDocumentUrl',
        tags,
        security: bearer,
        summary:
          'A short-lived signed URL (data.url) of a canceled trade’s document, also once its vehicle was deleted; 404 for another company’s',
        params: z.object({ tradeId: z.string().max(64), documentId: z.string().max(64) }),
        response: { 200: z.object({ data: z.object({ url: z.string(), expiresAt: z.string() }) }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await signedTradeDocumentUrl(ctx, user.companyId, request.params) };
    },
  );

  app.get(
    '/api/user/vehicles/canceled-trades/:tradeId/cancellation/view',
    {
      schema: {
        operationId: 'tradesOverviewCancellationUrl',
        tags,
        security: bearer,
        summary:
          'A short-lived signed URL (data.url) of a canceled trade’s cancellation invoice (a purchase’s: notice), by the trade alone, as the sales and purchases overviews open it; 404 for another company’s trade or when the cancellation issued none',
        params: z.object({ tradeId: z.string().max(64) }),
        response: { 200: z.object({ data: z.object({ url: z.string(), expiresAt: z.string() }) }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await signedCancellationUrl(ctx, user.companyId, request.params.tradeId) };
    },
  );

  app.get(
    '/api/user/vehicles/canceled-trades/:tradeId/documents/:documentId/xrechnung',
    {
      schema: {
        operationId: 'cancellationsXrechnung',
        tags,
        security: bearer,
        summary:
          'A canceled trade’s invoice or cancellation invoice as XRechnung 3.0 (CII) for a public-sector buyer, also once its vehicle was deleted',
        description:
          'The XML (UTF-8) as an attachment, written from the stored invoice, the same file every time. 404 for another company’s document or one that is no invoice; 422 9410 when its buyer is no public-sector buyer with a Leitweg-ID; 422 9411 when the company data lacked phone, e-mail (or the VAT id a tax-free supply needs).',
        params: z.object({ tradeId: z.string().max(64), documentId: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const file = await documentXRechnung(ctx, user.companyId, request.params);
      return sendXRechnung(reply, file);
    },
  );

  documentMailRoute(app, ctx, {
    url: '/api/user/vehicles/canceled-trades/:tradeId/documents/:documentId/mail',
    operationId: 'cancellationsMail',
    tags,
    summary:
      'Mails a canceled trade’s document (its invoice, its cancellation invoice) to the buyer, also once its vehicle was deleted',
    params: z.object({ tradeId: z.string().max(64), documentId: z.string().max(64) }),
    mail: sendDocumentMail,
  });
}
