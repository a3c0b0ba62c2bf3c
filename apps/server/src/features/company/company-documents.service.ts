import { type Company, type CompanyDocument, type CompanyDocumentType, requiredCompanyDocuments } from '@kontor/domain/company';
import { COMPANY_DOCUMENT_TYPES } from '@kontor/domain/constants';
import { translate } from '@kontor/domain/i18n/catalogs';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/database';
import { isUuid } from '../../platform/db/uuid';
import { AppError, conflict, notFound } from '../../platform/http/app-error';
import { renderMail } from '../../platform/mail/render-mail';
import { stageAndEnqueue } from '../../platform/uploads/staged-uploads';
import type { UploadedFile } from '../../platform/uploads/uploads';
import { storeCompanyDocumentsJob } from './company-documents.jobs';
import { createCompanyRepository } from './company.repository';
import { refreshCompanyStatus, reserveDocumentUpload } from './company.service';

/**
 * Starts a legal-document upload: stage the checked files, then reserve and lock (409 or 416 delete
 * what was staged) and queue the job that stores them in one transaction, so a server killed in
 * between has counted and locked nothing; the page polls the job's suuid.
 */
export async function startDocumentUpload(
  ctx: AppContext,
  companyId: string,
  upload: { type: CompanyDocumentType; files: UploadedFile[] },
): Promise<string> {
  // Named as on the wire (the client numbers the files document_1..n), not camelCased.
  if (upload.files.length === 0) throw new AppError('0001', 422, { document_1: '0001' });
  let reserved: Awaited<ReturnType<typeof reserveDocumentUpload>> | undefined;
  const reserve = async (tx: DbOrTx) => {
    reserved = await reserveDocumentUpload(ctx, tx, { companyId, ...upload });
  };
  const suuid = await stageAndEnqueue(ctx, { companyId, files: upload.files, reserve }, (files, tx) => {
    const { documentId, previousStatus, totalBytes } = reserved!;
    return ctx.jobs.enqueue(
      storeCompanyDocumentsJob(ctx),
      { companyId, documentId, previousStatus, totalBytes, files },
      { companyId, tx },
    );
  });
  await reserved!.deleteObsolete();
  return suuid;
}

/**
 * A logo given with the company's data goes to the operator's review as the legal document "company
 * logo" too, while that document has none: the dealer uploaded the logo once, and the banner had
 * still asked for it. Its own upload flow (storage, job, status) as if the dealer had sent it there.
 */
export async function submitLogoForReview(ctx: AppContext, companyId: string, logo: UploadedFile | undefined): Promise<void> {
  if (!logo) return;
  const legal = (await listDocuments(ctx, companyId)).find((document) => document.type === 'COMPANY_LOGO');
  if (legal?.status === 'UNVERIFIED' && legal.files.length === 0)
    await startDocumentUpload(ctx, companyId, { type: 'COMPANY_LOGO', files: [logo] });
}

/** Every document type, each with its status, the operator's reason, whether the legal form requires it, and the stored files. */
export async function listDocuments(ctx: AppContext, companyId: string): Promise<CompanyDocument[]> {
  const repository = createCompanyRepository(ctx.database.db);
  const [company, documents, files] = await Promise.all([
    repository.find(companyId),
    repository.listDocuments(companyId),
    repository.listDocumentFiles(companyId),
  ]);
  const required = company ? requiredCompanyDocuments(company.type) : COMPANY_DOCUMENT_TYPES;
  return COMPANY_DOCUMENT_TYPES.map((type) => {
    const document = documents.find((candidate) => candidate.type === type);
    return {
      type,
      status: document?.status ?? 'UNVERIFIED',
      reason: document?.status === 'REJECTED' ? document.reason : null,
      required: required.includes(type),
      files: document
        ? files
            .filter((file) => file.documentId === document.id)
            .map((file) => ({ id: file.id, filename: file.filename, size: file.size, uploadedAt: file.createdAt.toISOString() }))
        : [],
    };
  });
}

/** The operator's decision on a document type; mails the company's users. */
export async function decideDocument(
  ctx: AppContext,
  input: { companyRef: string; type: CompanyDocumentType; decision: 'VERIFIED' | 'REJECTED'; reason?: string },
): Promise<{ companyId: string; status: Company['status'] }> {
  const repository = createCompanyRepository(ctx.database.db);
  const companyId = input.companyRef.includes('@') ? await repository.findIdByUserEmail(input.companyRef) : input.companyRef;
  if (!companyId || !isUuid(companyId) || !(await repository.find(companyId))) throw notFound();
  const status = await ctx.database.db.transaction(async (tx) => {
    const txRepository = createCompanyRepository(tx);
    await txRepository.findForUpdate(companyId);
    const document = await txRepository.lockDocument(companyId, input.type);
    // Only an uploaded document can be decided; deciding it twice the same way changes nothing.
    if (document.status === 'UNVERIFIED') throw conflict();
    const reason = input.decision === 'REJECTED' ? (input.reason ?? null) : null;
    await txRepository.setDocumentStatus(companyId, document.id, { status: input.decision, reason });
    return refreshCompanyStatus(tx, companyId);
  });
  await mailDecision(ctx, { companyId, ...input, status });
  return { companyId, status };
}

async function mailDecision(
  ctx: AppContext,
  input: {
    companyId: string;
    type: CompanyDocumentType;
    decision: 'VERIFIED' | 'REJECTED';
    reason?: string;
    status: Company['status'];
  },
) {
  const recipients = await createCompanyRepository(ctx.database.db).listUsers(input.companyId);
  for (const user of recipients) {
    const t = (key: string, params: Record<string, string> = {}) => translate(user.locale, key, params);
    const document = t(`company.documentTypes.${input.type}`);
    const verified = input.decision === 'VERIFIED';
    const mail = renderMail(user.locale, {
      sender: ctx.config.operator,
      subject: t(verified ? 'mail.companyDocument.verifiedSubject' : 'mail.companyDocument.rejectedSubject', { document }),
      paragraphs: [
        verified
          ? t('mail.companyDocument.verified', { document })
          : t('mail.companyDocument.rejected', { document, reason: input.reason ?? '' }),
        ...(verified ? [] : [t('mail.companyDocument.rejectedHint')]),
        t('mail.companyDocument.status', { status: t(`company.statuses.${input.status}`) }),
      ],
      link: {
        href: `${ctx.config.publicUrl}/settings/manage-profile?fromNotification=true`,
        label: t('mail.companyDocument.linkLabel'),
      },
    });
    await ctx.mailer.send({ to: user.email, ...mail });
  }
}
