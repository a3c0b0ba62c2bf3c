import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { companies } from '../../platform/db/schema/companies';
import { companyDocumentFiles, companyDocuments } from '../../platform/db/schema/company-documents';
import { users } from '../../platform/db/schema/users';
import type { CompanyDocumentType, CompanyStatus, DocumentStatus } from '@kontor/domain/company';

export type CompanyRow = typeof companies.$inferSelect;
type CompanyInsert = typeof companies.$inferInsert;
type CompanyDocumentRow = typeof companyDocuments.$inferSelect;
type CompanyDocumentFileRow = typeof companyDocumentFiles.$inferSelect;

/**
 * The company's whole row, read by every sale save and document: written once per database (or
 * transaction) and run as a named statement, as the opened vehicle's read is (Drizzle wrote the SQL
 * of a whole-row select anew on every call; docs/perf/load-and-fuzz.md, "Load").
 */
const rowStatements = new WeakMap<DbOrTx, ReturnType<typeof rowStatement>>();
function rowStatement(db: DbOrTx) {
  return db
    .select()
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('company_row');
}

/** Every query is scoped by the company id it is given; the caller's company, never one from input. */
export function createCompanyRepository(db: DbOrTx) {
  return {
    async find(companyId: string): Promise<CompanyRow | undefined> {
      let statement = rowStatements.get(db);
      if (!statement) rowStatements.set(db, (statement = rowStatement(db)));
      const [row] = await statement.execute({ companyId });
      return row;
    },

    /** Locks the company row for the rest of the transaction (logo replacement, status change). */
    async findForUpdate(companyId: string): Promise<CompanyRow | undefined> {
      const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update');
      return row;
    },

    async insert(values: CompanyInsert): Promise<CompanyRow> {
      const [row] = await db.insert(companies).values(values).returning();
      return row!;
    },

    async update(companyId: string, values: Partial<CompanyInsert>): Promise<void> {
      await db
        .update(companies)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(companies.id, companyId));
    },

    /** Adds to used_storage only while it stays within storage_size; false when it would not. */
    async addUsedStorage(companyId: string, bytes: number): Promise<boolean> {
      const rows = await db
        .update(companies)
        .set({ usedStorage: sql`${companies.usedStorage} + ${bytes}` })
        .where(and(eq(companies.id, companyId), sql`${companies.usedStorage} + ${bytes} <= ${companies.storageSize}`))
        .returning({ id: companies.id });
      return rows.length === 1;
    },

    async subtractUsedStorage(companyId: string, bytes: number): Promise<void> {
      await db
        .update(companies)
        .set({ usedStorage: sql`greatest(${companies.usedStorage} - ${bytes}, 0)` })
        .where(eq(companies.id, companyId));
    },

    async setStatus(companyId: string, status: CompanyStatus): Promise<void> {
      await db
        .update(companies)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(companies.id, companyId));
    },

    async listDocuments(companyId: string): Promise<CompanyDocumentRow[]> {
      return db.select().from(companyDocuments).where(eq(companyDocuments.companyId, companyId));
    },

    async listDocumentFiles(companyId: string): Promise<CompanyDocumentFileRow[]> {
      return db
        .select()
        .from(companyDocumentFiles)
        .where(eq(companyDocumentFiles.companyId, companyId))
        .orderBy(asc(companyDocumentFiles.createdAt), asc(companyDocumentFiles.filename));
    },

    /** The document row of a type, created UNVERIFIED when missing, and locked for the transaction. */
    async lockDocument(companyId: string, type: CompanyDocumentType): Promise<CompanyDocumentRow> {
      await db.insert(companyDocuments).values({ companyId, type }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(companyDocuments)
        .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.type, type)))
        .for('update');
      return row!;
    },

    async setDocumentStatus(
      companyId: string,
      documentId: string,
      { status, reason }: { status: DocumentStatus; reason: string | null },
    ): Promise<void> {
      await db
        .update(companyDocuments)
        .set({ status, reason, updatedAt: sql`now()` })
        .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.id, documentId)));
    },

    async listFilesOfDocument(companyId: string, documentId: string): Promise<CompanyDocumentFileRow[]> {
      return db
        .select()
        .from(companyDocumentFiles)
        .where(and(eq(companyDocumentFiles.companyId, companyId), eq(companyDocumentFiles.documentId, documentId)));
    },

    async insertFile(values: typeof companyDocumentFiles.$inferInsert): Promise<void> {
      await db.insert(companyDocumentFiles).values(values);
    },

    async deleteFilesOfDocument(companyId: string, documentId: string): Promise<void> {
      await db
        .delete(companyDocumentFiles)
        .where(and(eq(companyDocumentFiles.companyId, companyId), eq(companyDocumentFiles.documentId, documentId)));
    },

    /** The company's users, to be told about verification (one user per company today). */
    async listUsers(companyId: string): Promise<{ id: string; email: string; locale: 'de' | 'en' }[]> {
      return db
        .select({ id: users.id, email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.companyId, companyId));
    },

    /** The operator names a company by its id or by its user's e-mail. */
    async findIdByUserEmail(email: string): Promise<string | null> {
      const [row] = await db
        .select({ companyId: users.companyId })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row?.companyId ?? null;
    },
  };
}
