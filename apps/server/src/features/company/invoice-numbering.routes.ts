import { customTemplatesSchema } from '@kontor/domain/custom-templates';
import { invoiceNumberingConfigSchema, invoiceNumberingSchema, numberingViewSchema } from '@kontor/domain/invoice-numbering';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { requireCompanyUser } from '../auth/auth.guard';
import {
  getCustomTemplates,
  getNumbering,
  setAutomaticNumbering,
  setCustomTemplates,
  setNumbering,
} from './invoice-numbering.service';

const tags = ['company'];
const security = [{ bearer: [] }];
const numberingEnvelope = z.object({ data: numberingViewSchema });
const templatesEnvelope = z.object({ data: customTemplatesSchema });

/** How the company's invoices are numbered and laid out (the sample invoice that shows both is the documents engine's). */
export async function invoiceNumberingRoutes(app: HttpApp, ctx: AppContext) {
  app.get(
    '/api/user/company/invoice-numbering',
    {
      schema: {
        operationId: 'companyNumbering',
        tags,
        security,
        summary: 'Both invoice numbering series with their next number, and whether numbering is automatic',
        response: { 200: numberingEnvelope },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await getNumbering(ctx, user.companyId) };
    },
  );

  for (const [url, kind, summary, operationId] of [
    ['/api/user/company/invoice-number', 'DEFAULT_INVOICE', 'The standard invoice numbering', 'companySetInvoiceNumber'],
    [
      '/api/user/company/service-invoice-number',
      'SERVICE_INVOICE',
      'The service invoice numbering',
      'companySetServiceInvoiceNumber',
    ],
  ] as const) {
    app.put(
      url,
      {
        schema: {
          operationId,
          tags,
          security,
          summary: `${summary}: prefix, root, suffix (each at most 6 characters), padding and the numeric changing part, which holds the next number`,
          body: invoiceNumberingSchema,
          response: { 200: numberingEnvelope },
        },
      },
      async (request) => {
        const user = await requireCompanyUser(ctx, request);
        return { data: await setNumbering(ctx, user.companyId, { kind, template: request.body }) };
      },
    );
  }

  app.post(
    '/api/user/company/configurations/invoice-numbering',
    {
      schema: {
        operationId: 'companyConfigureNumbering',
        tags,
        security,
        summary: 'Automatic invoice numbering on or off',
        body: invoiceNumberingConfigSchema,
        response: { 200: numberingEnvelope },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await setAutomaticNumbering(ctx, user.companyId, request.body.configValue === 'on') };
    },
  );

  app.get(
    '/api/user/company/custom-templates',
    {
      schema: {
        operationId: 'companyCustomTemplates',
        tags,
        security,
        summary: 'The layouts and texts of invoices and contracts',
        response: { 200: templatesEnvelope },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await getCustomTemplates(ctx, user.companyId) };
    },
  );

  app.put(
    '/api/user/company/custom-templates',
    {
      schema: {
        operationId: 'companySaveCustomTemplates',
        tags,
        security,
        summary: 'Set the layout, header note, footer and terms of invoices and contracts',
        body: customTemplatesSchema,
        response: { 200: templatesEnvelope },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await setCustomTemplates(ctx, user.companyId, request.body) };
    },
  );
}
