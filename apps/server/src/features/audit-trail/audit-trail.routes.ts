import {
  auditEventExportQuerySchema,
  auditEventListQuerySchema,
  auditEventSchema,
  auditUserSchema,
} from '@kontor/domain/audit-trail';
import { listMetaSchema } from '@kontor/domain/lists';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { localeOf } from '../../platform/http/locale';
import { requireCompanyUser } from '../auth/auth.guard';
import { exportAuditEventsCsv, listAuditEvents, listAuditUsers } from './audit-trail.service';

const tags = ['audit-trail'];
const security = [{ bearer: [] }];
const FILTERS =
  'Filters: from/to (YYYY-MM-DD, Berlin days, both included; not a real day → 422 9590 at the field; to before from → 422 9591 at to), action, object_type, user_id, search (in the object as the list writes it, German or English: an invoice number, a vehicle’s name, “Rechnung”, “Invoice 2026-0001”).';

/** The company's audit trail (GoBD): read under Settings, exported as CSV; written only where the actions happen. */
export async function auditTrailRoutes(app: HttpApp, ctx: AppContext) {
  app.get(
    '/api/user/audit-events',
    {
      schema: {
        operationId: 'auditEventsList',
        tags,
        security,
        summary:
          'The company’s audit trail, newest first: who issued, regenerated, cancelled, deleted, mailed or exported what and when',
        description: `${FILTERS} per_page at most 100.`,
        querystring: auditEventListQuerySchema,
        // 401 and 422 (the error envelope, with their codes) are added for every route by openapi-answers.ts.
        response: { 200: z.object({ data: z.array(auditEventSchema), meta: listMetaSchema }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      const { items, total } = await listAuditEvents(ctx, user.companyId, request.query);
      return { data: items, meta: { page: request.query.page, perPage: request.query.perPage, total } };
    },
  );

  app.get(
    '/api/user/audit-events/users',
    {
      schema: {
        operationId: 'auditEventsUsers',
        tags,
        security,
        summary: 'The company’s users named in its audit trail, for the user filter',
        response: { 200: z.object({ data: z.array(auditUserSchema) }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await listAuditUsers(ctx, user.companyId) };
    },
  );

  app.get(
    '/api/user/audit-events/export.csv',
    {
      schema: {
        operationId: 'auditEventsExportCsv',
        tags,
        security,
        summary:
          'The audit trail (every event the filters select, oldest first) as CSV for Excel: UTF-8 with BOM, `;`, CRLF, RFC 4180 quoting, headers in lang (else the request’s language)',
        description: FILTERS,
        querystring: auditEventExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const { lang, ...query } = request.query;
      const { csv, fileName } = await exportAuditEventsCsv(ctx, user.companyId, {
        query,
        locale: lang ?? localeOf(request.headers),
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(csv, 'utf8'));
    },
  );
}
