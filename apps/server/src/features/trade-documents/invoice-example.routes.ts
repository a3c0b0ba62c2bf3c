import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { localeOf } from '../../platform/http/locale';
import { requireCompanyUser } from '../auth/auth.guard';
import { renderInvoiceExample } from './invoice-example.service';

const tags = ['company'];
const security = [{ bearer: [] }];

/** The sample invoice of Document settings, rendered by the documents engine like every real invoice. */
export async function invoiceExampleRoutes(app: HttpApp, ctx: AppContext) {
  app.get(
    '/api/user/invoice-example',
    {
      schema: {
        operationId: 'companyInvoiceExample',
        tags,
        security,
        summary: 'A sample invoice PDF with the current numbering (previewed, not issued), invoice template, logo and bank data',
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const pdf = await renderInvoiceExample(ctx, user.companyId, localeOf(request.headers));
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="invoice-example.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
