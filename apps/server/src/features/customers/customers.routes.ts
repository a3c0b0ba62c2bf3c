import {
  customerDataExportQuerySchema,
  customerDataExportSchema,
  customerErasureSchema,
  customerExportQuerySchema,
  customerListQuerySchema,
  customerResponseSchema,
  customerSchema,
} from '@kontor/domain/customers';
import { listMetaSchema } from '@kontor/domain/lists';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/db/uuid';
import { notFound } from '../../platform/http/app-error';
import type { HttpApp } from '../../platform/http/create-http-app';
import { expectedVersionOf } from '../../platform/http/if-match';
import { localeOf } from '../../platform/http/locale';
import { requireCompanyMember, requireCompanyUser } from '../auth/auth.guard';
import { customerListSerializer } from './customer-list-serializer';
import {
  createCustomer,
  eraseCustomerKeepingRecords,
  exportCustomerData,
  exportCustomersCsv,
  getCustomer,
  listCustomers,
  updateCustomer,
} from './customers.service';
import { errorEnvelopeSchema } from '../../platform/http/error-schema';

const tags = ['customers'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().describe('customer id (uuid)') });
const errorSchema = errorEnvelopeSchema;
const one = z.object({ data: customerResponseSchema });

/** A malformed id cannot name a customer of anyone: the same 404 as another company's customer. */
function customerId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id;
}
/** The company's customers: their records, and their exports (the list as CSV, one customer's data under GDPR). */
export async function customersRoutes(app: HttpApp, ctx: AppContext) {
  recordRoutes(app, ctx);
  exportRoutes(app, ctx);
}

/** Create, list, read, change, delete. */
function recordRoutes(app: HttpApp, ctx: AppContext) {
  app.post(
    '/api/user/clients',
    {
      schema: {
        operationId: 'customersCreate',
        tags,
        security,
        summary: 'Create a customer (buyer or seller)',
        body: customerSchema,
        response: { 201: one, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      return reply.status(201).send({ data: await createCustomer(ctx, user.companyId, request.body) });
    },
  );

  app.get(
    '/api/user/clients',
    {
      serializerCompiler: customerListSerializer,
      schema: {
        operationId: 'customersList',
        tags,
        security,
        summary: 'List customers: search over name, company name, e-mail, phone and city; per_page at most 100',
        querystring: customerListQuerySchema,
        response: {
          200: z.object({
            data: z.array(customerResponseSchema),
            meta: listMetaSchema,
          }),
          422: errorSchema,
        },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      const { items, total } = await listCustomers(ctx, user.companyId, request.query);
      return { data: items, meta: { page: request.query.page, perPage: request.query.perPage, total } };
    },
  );

  app.get(
    '/api/user/clients/:id',
    {
      schema: {
        operationId: 'customersGet',
        tags,
        security,
        summary: 'One customer',
        params: idParams,
        response: { 200: one, 404: errorSchema },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await getCustomer(ctx, user.companyId, customerId(request.params.id)) };
    },
  );

  app.put(
    '/api/user/clients/:id',
    {
      schema: {
        operationId: 'customersUpdate',
        tags,
        security,
        summary:
          'Replace a customer’s data (every field is sent); with If-Match: "<updated_at>" a customer changed since answers 409 9541',
        params: idParams,
        body: customerSchema,
        response: { 200: one, 404: errorSchema, 409: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      // Correcting a person's data (GDPR Art. 16) stays possible after the trial, like its export and erasure.
      const user = await requireCompanyMember(ctx, request);
      const change = { id: customerId(request.params.id), values: request.body, expected: expectedVersionOf(request) };
      return { data: await updateCustomer(ctx, user.companyId, change) };
    },
  );

  app.delete(
    '/api/user/clients/:id',
    {
      schema: {
        operationId: 'customersRemove',
        tags,
        security,
        summary:
          'Erase a customer (GDPR Art. 17); 409 9543 while the customer is party to an open trade. Issued invoices and contracts keep their copy of the customer until kept_until (§ 147 AO)',
        params: idParams,
        response: { 200: z.object({ data: customerErasureSchema }), 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      // An erasure request (GDPR Art. 17) is answered whatever the dealer's plan.
      const user = await requireCompanyMember(ctx, request);
      return { data: await eraseCustomerKeepingRecords(ctx, user.companyId, customerId(request.params.id)) };
    },
  );
}

/** The list as a CSV file, and everything stored about one customer. */
function exportRoutes(app: HttpApp, ctx: AppContext) {
  app.get(
    '/api/user/clients/export.csv',
    {
      schema: {
        operationId: 'customersExportCsv',
        tags,
        security,
        summary:
          'The company’s customers (all, or those of a search) as CSV for Excel: UTF-8 with BOM, `;`, CRLF, header and labels in lang (else the request’s language)',
        querystring: customerExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const locale = request.query.lang ?? localeOf(request.headers);
      const { csv, fileName } = await exportCustomersCsv(ctx, user.companyId, {
        search: request.query.search,
        sort: request.query.sort,
        locale,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(csv, 'utf8'));
    },
  );

  app.get(
    '/api/user/clients/:id/export',
    {
      schema: {
        operationId: 'customersExportData',
        tags,
        security,
        summary: 'Export everything stored about one customer as a JSON download (GDPR Art. 15 and 20)',
        params: idParams,
        querystring: customerDataExportQuerySchema,
        response: {
          200: z.object({ data: customerDataExportSchema }),
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const id = customerId(request.params.id);
      const data = await exportCustomerData(ctx, user.companyId, { id, locale: request.query.lang ?? localeOf(request.headers) });
      return reply.header('content-disposition', `attachment; filename="customer-${id}.json"`).send({ data });
    },
  );
}
