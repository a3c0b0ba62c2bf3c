import { companyDocumentSchema, companyDocumentUploadKind } from '@kontor/domain/company';
import { COMPANY_DOCUMENT_TYPES } from '@kontor/domain/constants';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { HttpApp } from '../../platform/http/create-http-app';
import { readUploads } from '../../platform/uploads/uploads';
import { uploadStartedAnswer, uploadStatusRoute } from '../../platform/uploads/uploads.routes';
import { requireCompanyUser } from '../auth/auth.guard';
import { listDocuments, startDocumentUpload } from './company-documents.service';

const tags = ['company'];
const security = [{ bearer: [] }];

/** The legal documents the company is verified by: upload (stored by a job), its progress, the list. */
export async function companyDocumentsRoutes(app: HttpApp, ctx: AppContext) {
  app.post(
    '/api/user/company/upload-documents/:documentType',
    {
      schema: {
        operationId: 'companyUploadDocuments',
        tags,
        security,
        summary: 'Upload the files of a legal document; stored by a job whose suuid is answered',
        description:
          'multipart/form-data with files document_1..n (the general upload extensions, the company logo the logo ones; checked by content). A VERIFYING or VERIFIED document cannot be uploaded again (409); over the storage limit 416 5007 and nothing is stored.',
        consumes: ['multipart/form-data'],
        params: z.object({ documentType: z.enum(COMPANY_DOCUMENT_TYPES) }),
        response: { 202: uploadStartedAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireCompanyUser(ctx, request);
      const kind = companyDocumentUploadKind(request.params.documentType);
      const { files } = await readUploads(request, { kind, maxFiles: ctx.config.uploadMaxFiles });
      const suuid = await startDocumentUpload(ctx, user.companyId, { type: request.params.documentType, files });
      return reply.status(202).send({ data: { suuid } });
    },
  );

  uploadStatusRoute(app, ctx, {
    url: '/api/user/company/uploading-documents-status/:suuid',
    operationId: 'companyUploadStatus',
    tags,
    summary: 'Progress of a legal-document upload',
    caller: requireCompanyUser,
  });

  app.get(
    '/api/user/company/documents',
    {
      schema: {
        operationId: 'companyDocuments',
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
}
