import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { generatedDocuments } from '../../platform/db/schema/trades';

/** A stored document as the check of its file sees it, across all companies (an operator's command). */
export type HashedDocument = {
  id: string;
  companyId: string;
  label: string;
  storageKey: string;
  size: number;
  sha256: string | null;
};

const columns = {
  id: generatedDocuments.id,
  companyId: generatedDocuments.companyId,
  number: generatedDocuments.number,
  fileName: generatedDocuments.fileName,
  storageKey: generatedDocuments.storageKey,
  size: generatedDocuments.size,
  sha256: generatedDocuments.sha256,
};

/** The generated documents' recorded hashes: read in id order, a batch at a time, for `verify-documents`. */
export function createDocumentHashesRepository(db: DbOrTx) {
  return {
    async count(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(generatedDocuments);
      return row?.total ?? 0;
    },

    /** The next `limit` documents after `afterId` (keyset, so a long run neither skips nor repeats one). */
    async batch(afterId: string | null, limit: number): Promise<HashedDocument[]> {
      const rows = await db
        .select(columns)
        .from(generatedDocuments)
        .where(afterId ? gt(generatedDocuments.id, afterId) : undefined)
        .orderBy(asc(generatedDocuments.id))
        .limit(limit);
      return rows.map(({ number, fileName, ...row }) => ({ ...row, label: number ?? fileName }));
    },

    /** Records the hash of a document stored before hashes were kept; never overwrites a recorded one. */
    async recordMissing(id: string, sha256: string): Promise<void> {
      await db
        .update(generatedDocuments)
        .set({ sha256 })
        .where(and(eq(generatedDocuments.id, id), isNull(generatedDocuments.sha256)));
    },
  };
}
