import { randomUUID } from 'node:crypto';
import type { GeneratedDocumentType } from '@kontor/domain/trades';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/database';
import { reserveStorage } from '../company/storage.service';
import type { AnyDocumentContent } from '../document-engine/document-content';
import { documentFileName } from '../document-engine/document-file-name';
import { createGeneratedDocumentsRepository, type StoredGeneratedDocument } from './generated-documents.repository';

/** A rendered document to keep: its PDF, the snapshot it was rendered from, and whose it is. */
export type DocumentToRecord = {
  tradeId: string;
  /** null for a service invoice's document (its vehicle may be typed, not one in stock). */
  vehicleId: string | null;
  orderType: 'SELLING' | 'BUYING' | 'SERVICE_INVOICE';
  documentType: GeneratedDocumentType;
  /** The invoice (or cancellation invoice) number it issues; null for the other documents. */
  number: string | null;
  content: AnyDocumentContent;
  pdf: Buffer;
  jobSuuid: string;
};

/**
 * Keeps the documents a job renders. `record` runs inside the job's transaction: the file is written
 * (and synced) before the storage is counted, because counting locks the company's row until the
 * commit, which every document of the company waits for; a refusal (a full storage) or any later
 * failure rolls the record back, and `discard` then deletes the file again.
 */
export function documentStore(ctx: AppContext, companyId: string) {
  let storageKey: string | undefined;
  return {
    async record(tx: DbOrTx, document: DocumentToRecord): Promise<StoredGeneratedDocument> {
      const { pdf, content, ...columns } = document;
      storageKey = `companies/${companyId}/documents/${randomUUID()}.pdf`;
      await ctx.storage.put(storageKey, pdf);
      await reserveStorage(tx, companyId, pdf.length);
      const repository = createGeneratedDocumentsRepository(tx);
      const version = await repository.nextVersion(companyId, document.tradeId, document.documentType);
      return repository.insert({
        ...columns,
        companyId,
        version,
        language: content.locale,
        issuedOn: content.issuedOn,
        fileName: documentFileName({ ...content, number: document.number }, version),
        storageKey,
        size: pdf.length,
        content,
      });
    },

    /** After the transaction failed: a failing delete leaves an orphan file to log, never hides why the document failed. */
    async discard(): Promise<void> {
      const key = storageKey;
      if (!key) return;
      await ctx.storage.delete(key).catch((error: unknown) => ctx.log(`documents: delete ${key}: ${String(error)}`));
    },
  };
}
