import { keysToCamel } from '@kontor/domain/case';
import { bankSchema, companyFieldsSchema, companyResponseSchema, companySchema } from '@kontor/domain/company';
import type { ErrorCode } from '@kontor/domain/errors';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { invalid } from '../../platform/http/app-error';
import { fieldCodesOf } from '../../platform/http/openapi-answers';
import type { HttpApp } from '../../platform/http/create-http-app';
import { readUploads, type UploadedFile } from '../../platform/uploads/uploads';
import { requireCompanyUser, requireVerifiedUser } from '../auth/auth.guard';
import { submitLogoForReview } from './company-documents.service';
import { createCompany, deleteLogo, getCompany, readLogo, updateBank, updateCompany } from './company.service';

const tags = ['company'];
const security = [{ bearer: [] }];
const companyEnvelope = z.object({ data: companyResponseSchema });
const multipartNote =
  'multipart/form-data: the company fields as snake_case form fields (legal_name, type, street_address, house_number, additional_address, country_id, city, postal_code, tax_number, vat_id, small_business (true or false), commercial_register_number, commercial_register_name, website, owner, phone, email, fax, landline_number';

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

/** The file sent as `logo` (the web client's name); a file under any other name is ignored, as the OCR route does. */
const logoOf = (files: UploadedFile[]) => files.find((file) => file.fieldName === 'logo');

/** The company itself: created once by its verified user, its data, logo and bank details. */
export async function companyRoutes(app: HttpApp, ctx: AppContext) {
  app.post(
    '/api/user/company',
    {
      schema: {
        operationId: 'companyCreate',
        tags,
        security,
        summary: 'Create the company of the verified user (a second one is refused with 409)',
        description: `${multipartNote}, bank_name, iban, bic) and an optional \`logo\` file (jpeg, png, jpg). A refused field 422 ${fieldCodesOf(companySchema).join(' ')}.`,
        consumes: ['multipart/form-data'],
        response: { 201: companyEnvelope },
      },
    },
    async (request, reply) => {
      const user = await requireVerifiedUser(ctx, request);
      const { fields, files } = await readUploads(request, { kind: 'logo', maxFiles: 1 });
      const values = parseFields(companySchema, fields);
      const company = await createCompany(ctx, user, { values, logo: logoOf(files) });
      await submitLogoForReview(ctx, company.id, logoOf(files));
      return reply.status(201).send({ data: await getCompany(ctx, company.id) });
    },
  );

  app.get(
    '/api/user/company',
    {
      schema: {
        operationId: 'companyGet',
        tags,
        security,
        summary: 'The company with status, storage in bytes, numbering and templates',
        response: { 200: companyEnvelope },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await getCompany(ctx, user.companyId) };
    },
  );

  app.post(
    '/api/user/company/update',
    {
      schema: {
        operationId: 'companyUpdate',
        tags,
        security,
        summary: "Change the company's data; a `logo` file replaces the logo",
        description: `${multipartNote}) and an optional \`logo\` file (jpeg, png, jpg). Bank data have their own call. A refused field 422 ${fieldCodesOf(companyFieldsSchema).join(' ')}.`,
        consumes: ['multipart/form-data'],
        response: { 200: companyEnvelope },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      const { fields, files } = await readUploads(request, { kind: 'logo', maxFiles: 1 });
      const values = parseFields(companyFieldsSchema, fields);
      await updateCompany(ctx, user.companyId, { values, logo: logoOf(files) });
      await submitLogoForReview(ctx, user.companyId, logoOf(files));
      return { data: await getCompany(ctx, user.companyId) };
    },
  );

  app.put(
    '/api/user/company/bank',
    {
      schema: {
        operationId: 'companyUpdateBank',
        tags,
        security,
        summary: 'Change the bank data (IBAN and BIC checked)',
        description: 'An IBAN whose check digits fail 422 9206; a BIC not in its format 422 9207.',
        body: bankSchema,
        response: { 200: companyEnvelope },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      return { data: await updateBank(ctx, user.companyId, request.body) };
    },
  );

  app.get(
    '/api/user/company/logo/view',
    {
      schema: {
        operationId: 'companyLogoUrl',
        tags,
        security,
        summary: 'The logo image itself (image/png or image/jpeg); 404 without a logo',
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const logo = await readLogo(ctx, user.companyId);
      return reply.type(logo.mimeType).header('cache-control', 'private, no-store').send(logo.buffer);
    },
  );

  app.delete(
    '/api/user/company/logo',
    {
      schema: {
        operationId: 'companyDeleteLogo',
        tags,
        security,
        summary: 'Delete the logo; its storage is given back',
        description: 'A company without a logo: 404.',
        response: { 200: companyEnvelope },
      },
    },
    async (request) => {
      const user = await requireCompanyUser(ctx, request);
      await deleteLogo(ctx, user.companyId);
      return { data: await getCompany(ctx, user.companyId) };
    },
  );
}
