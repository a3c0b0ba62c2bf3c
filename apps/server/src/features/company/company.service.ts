import { randomUUID } from 'node:crypto';
import {
  type BankValues,
  type Company,
  type CompanyDocumentType,
  type CompanyFieldsValues,
  type CompanyValues,
  deriveCompanyStatus,
  requiredCompanyDocuments,
} from '@kontor/domain/company';
import { COMPANY_DOCUMENT_TYPES } from '@kontor/domain/constants';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import { deleteFilesWithRows } from '../../platform/uploads/file-deletions';
import type { UploadedFile } from '../../platform/uploads/uploads';
import { linkUserToCompany } from '../auth/users.service';
import { type CompanyRow, createCompanyRepository } from './company.repository';
import { releaseStorage, reserveStorage } from './storage.service';

function toCompany(row: CompanyRow): Company {
  const json = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : null);
  return {
    id: row.id,
    legalName: row.legalName,
    type: row.type as Company['type'],
    streetAddress: row.streetAddress,
    houseNumber: row.houseNumber,
    additionalAddress: row.additionalAddress,
    countryId: row.countryId,
    city: row.city,
    postalCode: row.postalCode,
    taxNumber: row.taxNumber,
    vatId: row.vatId,
    smallBusiness: row.smallBusiness,
    commercialRegisterNumber: row.commercialRegisterNumber,
    commercialRegisterName: row.commercialRegisterName,
    website: row.website,
    owner: row.owner,
    phone: row.phone,
    email: row.email,
    fax: row.fax,
    landlineNumber: row.landlineNumber,
    bankName: row.bankName,
    iban: row.iban,
    bic: row.bic,
    hasLogo: row.logoKey !== null,
    status: row.status,
    usedStorage: row.usedStorage,
    storageSize: row.storageSize,
    invoiceNumbering: json(row.invoiceNumbering),
    serviceInvoiceNumbering: json(row.serviceInvoiceNumbering),
    customTemplates: json(row.customTemplates),
  };
}

const logoKeyOf = (companyId: string, extension: string) =>
  `companies/${companyId}/logo/${randomUUID()}.${extension === 'jpeg' ? 'jpg' : extension}`;

/**
 * Creates the company of a verified user without one and links it to them. The logo counts against
 * the new company's storage; a failure anywhere stores nothing.
 */
export async function createCompany(
  ctx: AppContext,
  user: { id: string; companyId: string | null },
  { values, logo }: { values: CompanyValues; logo?: UploadedFile },
): Promise<Company> {
  if (user.companyId) throw conflict();
  let storedKey: string | undefined;
  try {
    const row = await ctx.database.db.transaction(async (tx) => {
      const repository = createCompanyRepository(tx);
      const company = await repository.insert({ ...values, storageSize: ctx.config.companyStorageBytes });
      await linkUserToCompany(tx, { userId: user.id, companyId: company.id });
      if (!logo) return company;
      await reserveStorage(tx, company.id, logo.size);
      storedKey = logoKeyOf(company.id, logo.extension);
      await ctx.storage.put(storedKey, logo.buffer);
      await repository.update(company.id, { logoKey: storedKey, logoSize: logo.size });
      return (await repository.find(company.id))!;
    });
    return toCompany(row);
  } catch (error) {
    if (storedKey) await ctx.storage.delete(storedKey);
    throw error;
  }
}

export async function getCompany(ctx: AppContext, companyId: string): Promise<Company> {
  const row = await createCompanyRepository(ctx.database.db).find(companyId);
  if (!row) throw notFound();
  return toCompany(row);
}

/** Changes the company's own data; a new logo replaces the old one and the storage follows. */
export async function updateCompany(
  ctx: AppContext,
  companyId: string,
  { values, logo }: { values: CompanyFieldsValues; logo?: UploadedFile },
): Promise<Company> {
  let storedKey: string | undefined;
  let deleteOld = async () => {};
  try {
    const row = await ctx.database.db.transaction(async (tx) => {
      const repository = createCompanyRepository(tx);
      const current = await repository.findForUpdate(companyId);
      if (!current) throw notFound();
      await repository.update(companyId, values);
      // Another legal form may require other documents (a register extract or none).
      if (values.type !== current.type) await refreshCompanyStatus(tx, companyId);
      if (logo) {
        await reserveStorage(tx, companyId, logo.size);
        storedKey = logoKeyOf(companyId, logo.extension);
        await ctx.storage.put(storedKey, logo.buffer);
        await releaseStorage(tx, companyId, current.logoKey ? current.logoSize : 0);
        await repository.update(companyId, { logoKey: storedKey, logoSize: logo.size });
        // The old logo's deletion is queued with the row: a storage away at the commit leaves no orphan.
        if (current.logoKey) deleteOld = await deleteFilesWithRows(ctx, tx, { companyId, keys: [current.logoKey] });
      }
      return (await repository.find(companyId))!;
    });
    await deleteOld();
    return toCompany(row);
  } catch (error) {
    if (storedKey) await ctx.storage.delete(storedKey);
    throw error;
  }
}

export async function updateBank(ctx: AppContext, companyId: string, bank: BankValues): Promise<Company> {
  const repository = createCompanyRepository(ctx.database.db);
  if (!(await repository.find(companyId))) throw notFound();
  await repository.update(companyId, bank);
  return getCompany(ctx, companyId);
}

export async function readLogo(ctx: AppContext, companyId: string): Promise<{ buffer: Buffer; mimeType: string }> {
  const row = await createCompanyRepository(ctx.database.db).find(companyId);
  if (!row?.logoKey) throw notFound();
  return { buffer: await ctx.storage.read(row.logoKey), mimeType: row.logoKey.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}

/** Deletes the logo; its file's deletion is queued with the row (tried at once, again while the storage is away). */
export async function deleteLogo(ctx: AppContext, companyId: string): Promise<void> {
  const deleteFile = await ctx.database.db.transaction(async (tx) => {
    const repository = createCompanyRepository(tx);
    const current = await repository.findForUpdate(companyId);
    if (!current?.logoKey) throw notFound();
    await releaseStorage(tx, companyId, current.logoSize);
    await repository.update(companyId, { logoKey: null, logoSize: 0 });
    return deleteFilesWithRows(ctx, tx, { companyId, keys: [current.logoKey] });
  });
  await deleteFile();
}

/**
 * Derives the company status from its documents (deriveCompanyStatus: a missing document is no rejection)
 * and stores it. Call inside the changing transaction.
 */
export async function refreshCompanyStatus(tx: DbOrTx, companyId: string) {
  const repository = createCompanyRepository(tx);
  const [company, documents] = await Promise.all([repository.find(companyId), repository.listDocuments(companyId)]);
  const required = company ? requiredCompanyDocuments(company.type) : COMPANY_DOCUMENT_TYPES;
  const statuses = required.map((type) => documents.find((document) => document.type === type)?.status ?? 'UNVERIFIED');
  const status = deriveCompanyStatus(statuses);
  await repository.setStatus(companyId, status);
  return status;
}

/** What a legal-document upload reserved with its job, so a failed job can give it back. */
type DocumentReservation = {
  documentId: string;
  previousStatus: 'UNVERIFIED' | 'REJECTED';
  totalBytes: number;
};

/**
 * The reservation of a legal-document upload, in the transaction that queues its job (after
 * staging: a server killed before the commit counts and locks nothing): the document may be
 * uploaded (not VERIFYING or VERIFIED: 409), the storage is reserved for every file at once (416
 * `5007` refuses it whole), and the type becomes VERIFYING so a second upload is refused. A rejected
 * document's old files are given up here, their storage released and their deletion queued with
 * the rows; the answer's `deleteObsolete` is its first try, to run after the commit.
 */
export async function reserveDocumentUpload(
  ctx: AppContext,
  tx: DbOrTx,
  { companyId, type, files }: { companyId: string; type: CompanyDocumentType; files: UploadedFile[] },
): Promise<DocumentReservation & { deleteObsolete: () => Promise<void> }> {
  const repository = createCompanyRepository(tx);
  if (!(await repository.findForUpdate(companyId))) throw notFound();
  const document = await repository.lockDocument(companyId, type);
  if (document.status === 'VERIFYING' || document.status === 'VERIFIED') throw conflict();
  const obsolete = await repository.listFilesOfDocument(companyId, document.id);
  await repository.deleteFilesOfDocument(companyId, document.id);
  await releaseStorage(
    tx,
    companyId,
    obsolete.reduce((sum, file) => sum + file.size, 0),
  );
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  await reserveStorage(tx, companyId, totalBytes);
  await repository.setDocumentStatus(companyId, document.id, { status: 'VERIFYING', reason: null });
  await refreshCompanyStatus(tx, companyId);
  const keys = obsolete.map((file) => file.storageKey);
  const deleteObsolete = keys.length > 0 ? await deleteFilesWithRows(ctx, tx, { companyId, keys }) : async () => {};
  return { documentId: document.id, previousStatus: document.status, totalBytes, deleteObsolete };
}

/** Undoes `reserveDocumentUpload` when the files could not be stored: nothing stays counted or verifying. */
export async function abortDocumentUpload(ctx: AppContext, companyId: string, reserved: DocumentReservation): Promise<void> {
  const deleteStored = await ctx.database.db.transaction(async (tx) => {
    const repository = createCompanyRepository(tx);
    await repository.findForUpdate(companyId);
    const stored = await repository.listFilesOfDocument(companyId, reserved.documentId);
    await repository.deleteFilesOfDocument(companyId, reserved.documentId);
    await releaseStorage(tx, companyId, reserved.totalBytes);
    await repository.setDocumentStatus(companyId, reserved.documentId, { status: reserved.previousStatus, reason: null });
    await refreshCompanyStatus(tx, companyId);
    const keys = stored.map((file) => file.storageKey);
    return keys.length > 0 ? deleteFilesWithRows(ctx, tx, { companyId, keys }) : async () => {};
  });
  await deleteStored();
}

export async function recordDocumentFile(
  ctx: AppContext,
  companyId: string,
  file: { documentId: string; filename: string; mimeType: string; storageKey: string; size: number },
): Promise<void> {
  await createCompanyRepository(ctx.database.db).insertFile({ companyId, ...file });
}
