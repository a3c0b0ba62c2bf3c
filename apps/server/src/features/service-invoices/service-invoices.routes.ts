import { cancelTradeInputSchema } from '@kontor/domain/cancellations';
import { LOCALES } from '@kontor/domain/constants';
import { listMetaSchema } from '@kontor/domain/lists';
import {
  serviceInvoiceInputSchema,
  serviceInvoiceSchema,
  serviceInvoicesQuerySchema,
  serviceInvoiceYearSchema,
  type ServiceDocumentType,
} from '@kontor/domain/service-invoices';
import { generatedDocumentSchema } from '@kontor/domain/trades';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { uploadStartedAnswer, uploadStatusRoute } from '../../platform/uploads/uploads.routes';
import { requireCompanyUser } from '../auth/auth.guard';
import {
  createServiceInvoice,
  deleteServiceDocument,
  deleteServiceInvoice,
  getServiceInvoice,
  listServiceDocuments,
  listServiceInvoices,
  mailServiceDocument,
  serviceDocumentXRechnung,
  signedServiceDocumentUrl,
  startServiceCancellation,
  startServiceDocument,
  updateServiceInvoice,
} from './service-invoices.service';
import { sendXRechnung } from '../trade-documents/xrechnung-reply';
import { documentMailRoute } from '../trade-documents/document-mail-route';

const bearer = [{ bearer: [] }];
const tags = ['service-invoices'];
const id = z.string().max(64);
const answer = z.object({ data: serviceInvoiceSchema });
const BASE = '/api/user/service-invoices';

/** Service invoices: their drafts, their documents and their cancellation. */
export async function serviceInvoicesRoutes(app: HttpApp, ctx: AppContext) {
  draftRoutes(app, ctx);
  documentRoutes(app, ctx);
  cancellationRoutes(app, ctx);
}

/** The drafts: start, save, list, read, delete. */
function draftRoutes(app: HttpApp, ctx: AppContext) {
  // One literal path per document type, one handler: a `:documentType` parameter here would be the
  // same path as GET …/trades/:tradeId (the OpenAPI contract could not tell them apart).
  for (const [documentType, operationId] of [
    ['INVOICE', 'serviceInvoicesCreateInvoice'],
    ['PROPOSAL', 'serviceInvoicesCreateProposal'],
  ] as const satisfies readonly (readonly [ServiceDocumentType, string])[]) {
    app.post(
      `${BASE}/trades/${documentType}`,
      {
        schema: {
          operationId,
          tags,
          security: bearer,
          summary: `A new service invoice draft meant to become ${documentType === 'INVOICE' ? 'an invoice' : 'a cost estimate'}, from any subset of its fields; 404 another company’s customer or vehicle; 422 with fields (lines.N.quantity 9530, lines.N.unit_price 9531, lines.N.description 0001)`,
          description:
            'Without VAT (vat false) vat_exemption says why: SMALL_BUSINESS (§19 UStG, also when left out or null), REVERSE_CHARGE (§13b UStG, a business in another EU state), NOT_TAXABLE (§3a Abs. 2 UStG, a business outside the EU). With VAT it is answered null.',
          body: serviceInvoiceInputSchema,
          response: { 201: answer },
        },
      },
      async (request, reply) => {
        const user = await requireCompanyUser(ctx, request);
        const created = await createServiceInvoice(ctx, user.companyId, { documentType, input: request.body });
        return reply.status(201).send({ data: created });
      },
    );
  }

  app.put(
    `${BASE}/trades/:id/:documentType`,
    {
      schema: {
        operationId: 'serviceInvoicesUpdate',
        tags,
        security: bearer,
        summary:
          'Merges fields into a draft (lines replace the list); 409 9509 once its invoice is issued; documentType INVOICE or PROPOSAL, any other 422 with fields document_type 9506',
        params: z.object({ id, documentType: z.string().max(32) }),
        body: serviceInvoiceInputSchema,
        response: { 200: answer },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await updateServiceInvoice(ctx, user.companyId, { ...request.params, input: request.body }) };
    },
  );

  app.get(
    `${BASE}/trades`,
    {
      schema: {
        operationId: 'serviceInvoicesYears',
        tags,
        security: bearer,
        summary:
          'A page of the service invoices, newest first, grouped by year with each year’s count and the total of its issued invoices; search over customer, numbers and licence plate',
        querystring: serviceInvoicesQuerySchema,
        response: { 200: z.object({ data: z.array(serviceInvoiceYearSchema), meta: listMetaSchema }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      const { years, total } = await listServiceInvoices(ctx, user.companyId, request.query);
      return { data: years, meta: { page: request.query.page, perPage: request.query.perPage, total } };
    },
  );

  app.get(
    `${BASE}/trades/:tradeId`,
    {
      schema: {
        operationId: 'serviceInvoicesGet',
        tags,
        security: bearer,
        summary: 'A service invoice (draft, issued or canceled)',
        params: z.object({ tradeId: id }),
        response: { 200: answer },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await getServiceInvoice(ctx, user.companyId, request.params.tradeId) };
    },
  );

  app.delete(
    `${BASE}/:tradeId`,
    {
      schema: {
        operationId: 'serviceInvoicesRemove',
        tags,
        security: bearer,
        summary: 'Deletes a draft with its cost estimates; 409 9509 once issued',
        params: z.object({ tradeId: id }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      await deleteServiceInvoice(ctx, user.companyId, request.params.tradeId);
      return reply.status(204).send(null);
    },
  );
}

/** A service invoice's documents: made by a job (its progress), listed, viewed, a cost estimate deleted. */
function documentRoutes(app: HttpApp, ctx: AppContext) {
  app.post(
    `${BASE}/trades/:tradeId/documents/generate/:documentType`,
    {
      schema: {
        operationId: 'serviceInvoicesGenerate',
        tags,
        security: bearer,
        summary:
          'Make the draft’s INVOICE (a number of the service series; the invoice is then issued and immutable) or PROPOSAL (a cost estimate with its own KV- number); a job does it, its suuid is answered',
        description:
          'documentType INVOICE or PROPOSAL, any other 422 with fields document_type 9506. 422 9512 with fields customer_id 0001 / lines 9532 / vat_rate 9513 / invoice_date 9518, customer_id 9537 (an invoice over 250 € gross, or any under the reverse charge, needs the customer’s full address), vat_exemption 9538 (REVERSE_CHARGE: a business with a VAT id of another EU state) / 9539 (NOT_TAXABLE: a business outside the EU) / 9540 (REVERSE_CHARGE: the company’s own VAT id); 409 9509 issued; with automatic numbering off an INVOICE takes invoice_number (422 9511, 409 9510). Progress at GET /api/user/service-invoices/trades/uploading-documents-status/{suuid}; result: document_id, document_type, number.',
        params: z.object({ tradeId: id, documentType: z.string().max(32) }),
        body: z.object({ language: z.enum(LOCALES).optional(), invoiceNumber: z.string().max(64).nullish() }).nullish(),
        response: { 202: uploadStartedAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const suuid = await startServiceDocument(ctx, user.companyId, { ...request.params, input: request.body ?? {} });
      return reply.status(202).send({ data: { suuid } });
    },
  );

  uploadStatusRoute(app, ctx, {
    url: `${BASE}/trades/uploading-documents-status/:suuid`,
    operationId: 'serviceInvoicesStatus',
    tags,
    summary: 'Progress of a service invoice’s document or cancellation; result when done',
    caller: requireCompanyUser,
  });

  app.get(
    `${BASE}/trades/:tradeId/documents/generated`,
    {
      schema: {
        operationId: 'serviceInvoicesGenerated',
        tags,
        security: bearer,
        summary: 'The documents made for a service invoice, newest first',
        params: z.object({ tradeId: id }),
        response: { 200: z.object({ data: z.array(generatedDocumentSchema) }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await listServiceDocuments(ctx, user.companyId, request.params.tradeId) };
    },
  );

  app.get(
    `${BASE}/trades/:tradeId/documents/:documentId/view`,
    {
      schema: {
        operationId: 'serviceInvoicesDocumentUrl',
        tags,
        security: bearer,
        summary: 'A short-lived signed URL (data.url) of one of its documents',
        params: z.object({ tradeId: id, documentId: id }),
        response: { 200: z.object({ data: z.object({ url: z.string(), expiresAt: z.string() }) }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await signedServiceDocumentUrl(ctx, user.companyId, request.params) };
    },
  );

  app.get(
    `${BASE}/trades/:tradeId/documents/:documentId/xrechnung`,
    {
      schema: {
        operationId: 'serviceInvoicesXrechnung',
        tags,
        security: bearer,
        summary: 'One of its invoices or cancellation invoices as XRechnung 3.0 (CII) for a public-sector buyer',
        description:
          'The XML (UTF-8) as an attachment, written from the stored invoice, the same file every time. 404 for another company’s service invoice or a document that is no invoice (a cost estimate); 422 9410 when its customer is no public-sector buyer with a Leitweg-ID; 422 9411 when the company data lacked phone or e-mail.',
        params: z.object({ tradeId: id, documentId: id }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const file = await serviceDocumentXRechnung(ctx, user.companyId, request.params);
      return sendXRechnung(reply, file);
    },
  );

  documentMailRoute(app, ctx, {
    url: `${BASE}/trades/:tradeId/documents/:documentId/mail`,
    operationId: 'serviceInvoicesMail',
    tags,
    summary: 'Mails one of its documents to the customer (with the XRechnung for a public-sector buyer’s invoice)',
    params: z.object({ tradeId: id, documentId: id }),
    mail: mailServiceDocument,
  });

  app.delete(
    `${BASE}/trades/:tradeId/documents/:documentId`,
    {
      schema: {
        operationId: 'serviceInvoicesRemoveDocument',
        tags,
        security: bearer,
        summary: 'Deletes a cost estimate; an invoice or cancellation invoice is kept (409 9533)',
        params: z.object({ tradeId: id, documentId: id }),
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      await deleteServiceDocument(ctx, user.companyId, request.params);
      return reply.status(204).send(null);
    },
  );
}

/** The cancellation of an issued invoice, by a cancellation invoice (its progress: the documents' status route). */
function cancellationRoutes(app: HttpApp, ctx: AppContext) {
  app.post(
    `${BASE}/:tradeId/shtorno`,
    {
      schema: {
        operationId: 'serviceInvoicesCancel',
        tags,
        security: bearer,
        summary:
          'Cancels an issued service invoice by a cancellation invoice of the service series (reason 1–200); 409 9526 canceled, 9527 a draft (delete it instead); a job does it',
        params: z.object({ tradeId: id }),
        body: cancelTradeInputSchema.omit({ orderType: true }),
        response: { 202: uploadStartedAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const suuid = await startServiceCancellation(ctx, user.companyId, { tradeId: request.params.tradeId, input: request.body });
      return reply.status(202).send({ data: { suuid } });
    },
  );
}
