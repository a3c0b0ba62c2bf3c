import { DOCUMENT_TYPES } from '@kontor/domain/constants';
import { generatedDocumentSchema, generateDocumentSchema } from '@kontor/domain/trades';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { expectedVersionOf } from '../../platform/http/if-match';
import { uploadStartedAnswer } from '../../platform/uploads/uploads.routes';
import { requireCompanyUser } from '../auth/auth.guard';
import {
  GENERATED_FILE_ROUTE,
  listGeneratedDocuments,
  openSignedGeneratedDocument,
  signedVehicleDocumentUrl,
  startDocumentGeneration,
} from './trade-documents.service';
import { documentMailRoute } from './document-mail-route';
import { sendDocumentMail } from './document-mail.service';
import { documentXRechnung } from './xrechnung.service';
import { sendXRechnung } from './xrechnung-reply';

const bearer = [{ bearer: [] }];
const tags = ['documents'];
const vehicleParams = z.object({ vehicleId: z.string().max(64) });

/** A vehicle's generated documents (invoice, contract, …): generation by a job, the list, signed views. */
export async function documentsRoutes(app: HttpApp, ctx: AppContext) {
  app.post(
    '/api/user/vehicles/:vehicleId/documents/generate/:documentType/order/:orderType',
    {
      schema: {
        operationId: 'tradesGenerate',
        tags,
        security: bearer,
        summary: 'Generate a document of the vehicle’s sale; a job renders and stores it, its suuid is answered',
        description: [
          `documentType one of ${DOCUMENT_TYPES.join(', ')} (else 422 fields document_type 9506); orderType SELLING (else 404).`,
          'Checked before anything is queued: the vehicle is the company’s (404); the trade has a buyer and a price (422 9512 with the',
          'missing fields customer_id/gross_price as 0001), a purchase’s (orderType BUYING) a seller and a price (422 9523); no rule of the trade is broken (422 with fields); an invoice is issued once',
          '(409 9509). With automatic numbering off, the invoice takes invoice_number (422 9511 without; 409 9510 when issued before).',
          'Progress at GET /api/user/vehicles/uploading-documents-status/{suuid}; result: document_id, document_type, number, vehicle_sold.',
          'The invoice finishes the trade and moves the vehicle to SOLD. A full storage fails the job with 5007.',
          'With If-Match: "<updated_at>" of the trade, a trade changed since answers 409 9541 (the job fails with 9541 when it changed before the render).',
        ].join(' '),
        params: vehicleParams.extend({ documentType: z.string().max(40), orderType: z.string().max(40) }),
        body: generateDocumentSchema.nullish(),
        response: { 202: uploadStartedAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const suuid = await startDocumentGeneration(ctx, user.companyId, {
        ...request.params,
        input: request.body ?? {},
        expectedVersion: expectedVersionOf(request),
      });
      return reply.status(202).send({ data: { suuid } });
    },
  );

  app.get(
    '/api/user/vehicles/:vehicleId/documents/generated',
    {
      schema: {
        operationId: 'tradesGenerated',
        tags,
        security: bearer,
        summary: 'The documents generated for a vehicle, newest first (kept by law: there is no delete)',
        params: vehicleParams,
        response: { 200: z.object({ data: z.array(generatedDocumentSchema) }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await listGeneratedDocuments(ctx, user.companyId, request.params.vehicleId) };
    },
  );

  app.get(
    '/api/user/vehicles/:vehicleId/documents/:documentId/view',
    {
      schema: {
        operationId: 'tradesDocumentUrl',
        tags,
        security: bearer,
        summary:
          'A short-lived signed URL (data.url) of an uploaded or generated document, fetched without the Authorization header',
        params: vehicleParams.extend({ documentId: z.string().max(64) }),
        response: { 200: z.object({ data: z.object({ url: z.string(), expiresAt: z.string() }) }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await signedVehicleDocumentUrl(ctx, user.companyId, request.params) };
    },
  );
  generatedFileRoutes(app, ctx);
}

/** A generated document as a file: its PDF behind a signed URL, an invoice as XRechnung, by e-mail. */
function generatedFileRoutes(app: HttpApp, ctx: AppContext) {
  // The PDF behind its signed URL: the signature is the permission.
  app.get(
    `${GENERATED_FILE_ROUTE}/:documentId`,
    {
      schema: {
        operationId: 'generatedDocumentFile',
        security: [],
        tags,
        summary: 'A generated document’s PDF behind a signed URL (no Authorization header); expired or altered → 404',
        params: z.object({ documentId: z.string().max(64) }),
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(128) }),
      },
    },
    async (request, reply) => {
      const { document, stream } = await openSignedGeneratedDocument(ctx, {
        documentId: request.params.documentId,
        ...request.query,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(document.fileName)}`)
        .header('content-length', String(document.size))
        .header('cache-control', 'private, max-age=60')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  app.get(
    '/api/user/vehicles/:vehicleId/documents/:documentId/xrechnung',
    {
      schema: {
        operationId: 'tradesXrechnung',
        tags,
        security: bearer,
        summary: 'A sale’s invoice or cancellation invoice as XRechnung 3.0 (CII) for a public-sector buyer',
        description:
          'The XML (UTF-8) as an attachment, written from the stored invoice, the same file every time. 404 for another company’s document or one that is no invoice; 422 9410 when its buyer is no public-sector buyer with a Leitweg-ID; 422 9411 when the company data lacked phone, e-mail (or the VAT id a tax-free supply needs).',
        params: vehicleParams.extend({ documentId: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const file = await documentXRechnung(ctx, user.companyId, request.params);
      return sendXRechnung(reply, file);
    },
  );

  documentMailRoute(app, ctx, {
    url: '/api/user/vehicles/:vehicleId/documents/:documentId/mail',
    operationId: 'tradesMail',
    tags,
    summary: 'Mails a generated document of the vehicle to the buyer (with the XRechnung for a public-sector buyer’s invoice)',
    params: vehicleParams.extend({ documentId: z.string().max(64) }),
    mail: sendDocumentMail,
  });
}
