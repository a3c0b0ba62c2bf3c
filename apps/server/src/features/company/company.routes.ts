import { keysToCamel } from '@kontor/domain/case';
import {
  bankSchema,
  companyDocumentSchema,
  companyFieldsSchema,
  companyResponseSchema,
  companySchema,
  jobStatusSchema,
} from '@kontor/domain/company';
import { COMPANY_DOCUMENT_TYPES } from '@kontor/domain/constants';
import { customTemplatesSchema } from '@kontor/domain/custom-templates';
import type { ErrorCode } from '@kontor/domain/errors';
import { invoiceNumberingConfigSchema, invoiceNumberingSchema, numberingViewSchema } from '@kontor/domain/invoice-numbering';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { invalid } from '../../platform/http/app-error';
import type { HttpApp } from '../../platform/http/create-http-app';
import { localeOf } from '../../platform/http/locale';
import { readUploads } from '../../platform/uploads/uploads';
import { requireCompanyUser, requireVerifiedUser } from '../auth/auth.guard';
import { documentUploadStatus, startDocumentUpload } from './company-documents.service';
import { getCustomTemplates, getNumbering, setAutomaticNumbering, setCustomTemplates, setNumbering } from './invoice-numbering.service';
import { renderInvoiceExample } from './invoice-example.service';
import { createCompany, deleteLogo, getCompany, listDocuments, readLogo, updateBank, updateCompany } from './company.service';

const tags = ['company'];
const security = [{ bearer: [] }];
const companyEnvelope = z.object({ data: companyResponseSchema });
const multipartNote =
  'multipart/form-data: the company fields as snake_case form fields (legal_name, type, street_address, house_number, additional_address, country_id, city, postal_code, tax_number, vat_id, commercial_register_number, commercial_register_name, website, owner, phone, email, fax, landline_number';

/** Parses multipart text fields (snake_case) with a domain schema; a failure is 422 with each field's code. */
function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(keysToCamel(fields));
  if (result.success) return result.data;
  const codes: Record<string, ErrorCode> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.') || '_';
    codes[name] ??= (/^\d{4}$/.test(issue.message) ? issue.message : '0001') as ErrorCode;
  }
  throw invalid(codes);
}

export async function companyRoutes(app: HttpApp, ctx: AppContext) {
  app.post(
    '/api/user/company',
    {
      schema: {
        tags,
        security,
        summary: 'Create the company of the verified user (a second one is refused with 409)',
        description: `${multipartNote}, bank_name, iban, bic) and an optional \`logo\` file (jpeg, png, jpg).`,
        consumes: ['multipart/form-data'],
        response: { 201: companyEnvelope },
      },
    },
    async (request, reply) => {
      const user = await requireVerifiedUser(ctx, request);
      const { fields, files } = await readUploads(request, { kind: 'logo', maxFiles: 1 });
      const values = parseFields(companySchema, fields);
      const company = await createCompany(ctx, user, values, files[0]);
      return reply.status(201).send({ data: company });
    },
  );

  app.get(
    '/api/user/company',
    { schema: { tags, security, summary: 'The company with status, storage in bytes, numbering and templates', response: { 200: companyEnvelope } } },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await getCompany(ctx, user.companyId) };
    },
  );

  app.post(
    '/api/user/company/update',
    {
      schema: {
        tags,
        security,
        summary: "Change the company's data; a `logo` file replaces the logo",
        description: `${multipartNote}) and an optional \`logo\` file (jpeg, png, jpg). Bank data have their own call.`,
        consumes: ['multipart/form-data'],
        response: { 200: companyEnvelope },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      const { fields, files } = await readUploads(request, { kind: 'logo', maxFiles: 1 });
      const values = parseFields(companyFieldsSchema, fields);
      return { data: await updateCompany(ctx, user.companyId, values, files[0]) };
    },
  );

  app.put(
    '/api/user/company/bank',
    { schema: { tags, security, summary: 'Change the bank data (IBAN and BIC checked)', body: bankSchema, response: { 200: companyEnvelope } } },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await updateBank(ctx, user.companyId, request.body) };
    },
  );

  app.get(
    '/api/user/company/logo/view',
    { schema: { tags, security, summary: 'The logo image itself (image/png or image/jpeg); 404 without a logo' } },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const logo = await readLogo(ctx, user.companyId);
      return reply.type(logo.mimeType).header('cache-control', 'private, no-store').send(logo.buffer);
    },
  );

  app.delete(
    '/api/user/company/logo',
    { schema: { tags, security, summary: 'Delete the logo; its storage is given back', response: { 200: companyEnvelope } } },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      await deleteLogo(ctx, user.companyId);
      return { data: await getCompany(ctx, user.companyId) };
    },
  );

  app.post(
    '/api/user/company/upload-documents/:documentType',
    {
      schema: {
        tags,
        security,
        summary: 'Upload the files of a legal document; stored by a job whose suuid is answered',
        description:
          'multipart/form-data with files document_1..n (the general upload extensions, checked by content). A VERIFYING or VERIFIED document cannot be uploaded again (409); over the storage limit 416 5007 and nothing is stored.',
        consumes: ['multipart/form-data'],
        params: z.object({ documentType: z.enum(COMPANY_DOCUMENT_TYPES) }),
        response: { 202: z.object({ data: z.object({ suuid: z.string() }) }) },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const { files } = await readUploads(request, { kind: 'general', maxFiles: ctx.config.uploadMaxFiles });
      const suuid = await startDocumentUpload(ctx, user.companyId, request.params.documentType, files);
      return reply.status(202).send({ data: { suuid } });
    },
  );

  app.get(
    '/api/user/company/uploading-documents-status/:suuid',
    {
      schema: {
        tags,
        security,
        summary: 'Progress of a legal-document upload',
        params: z.object({ suuid: z.uuid() }),
        response: { 200: z.object({ data: jobStatusSchema }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await documentUploadStatus(ctx, user.companyId, request.params.suuid) };
    },
  );

  app.get(
    '/api/user/company/documents',
    {
      schema: {
        tags,
        security,
        summary: 'Each legal document type with its status, the reason of a rejection and its files',
        response: { 200: z.object({ data: z.array(companyDocumentSchema) }) },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await listDocuments(ctx, user.companyId) };
    },
  );
  const numberingEnvelope = z.object({ data: numberingViewSchema });

  app.get(
    '/api/user/company/invoice-numbering',
    { schema: { tags, security, summary: 'Both invoice numbering series with their next number, and whether numbering is automatic', response: { 200: numberingEnvelope } } },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await getNumbering(ctx, user.companyId) };
    },
  );

  for (const [url, kind, summary] of [
    ['/api/user/company/invoice-number', 'DEFAULT_INVOICE', 'The standard invoice numbering'],
    ['/api/user/company/service-invoice-number', 'SERVICE_INVOICE', 'The service invoice numbering'],
  ] as const) {
    app.put(
      url,
      {
        schema: {
          tags,
          security,
          summary: `${summary}: prefix, root, suffix (each at most 6 characters), padding and the numeric changing part, which holds the next number`,
          body: invoiceNumberingSchema,
          response: { 200: numberingEnvelope },
        },
      },
      async (request) => {
        const user = await requireCompanyUser(ctx, request);
        return { data: await setNumbering(ctx, user.companyId, kind, request.body) };
      },
    );
  }

  app.post(
    '/api/user/company/configurations/invoice-numbering',
    {
      schema: {
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
  const templatesEnvelope = z.object({ data: customTemplatesSchema });

  app.get(
    '/api/user/invoice-example',
    {
      schema: {
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

  app.get(
    '/api/user/company/custom-templates',
    { schema: { tags, security, summary: 'The layouts and texts of invoices and contracts', response: { 200: templatesEnvelope } } },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await getCustomTemplates(ctx, user.companyId) };
    },
  );

  app.put(
    '/api/user/company/custom-templates',
    {
      schema: {
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
