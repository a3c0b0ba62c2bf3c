import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { companies } from '../../platform/db/schema/companies';
import { issuedInvoiceNumbers, numberSeries } from '../../platform/db/schema/invoice-numbers';
import type { InvoiceKind } from '@kontor/domain/invoice-numbering';

/** The invoice series, and the service proposals' (cost estimates: numbered, never typed, no template). */
type SeriesKind = InvoiceKind | 'SERVICE_PROPOSAL';

/** The first key of the advisory lock that queues a company's invoice series against each other. */
const ISSUE_LOCK_SPACE = 0x4b4e; // "KN"

/** The SQL of the numbering series; every statement is scoped by the company id it is given. */
export function createInvoiceNumberingRepository(db: DbOrTx) {
  /** Whether the company issued the number before, in either series. */
  const isIssued = async (companyId: string, number: string): Promise<boolean> => {
    const [row] = await db
      .select({ number: issuedInvoiceNumbers.number })
      .from(issuedInvoiceNumbers)
      .where(and(eq(issuedInvoiceNumbers.companyId, companyId), eq(issuedInvoiceNumbers.number, number)))
      .limit(1);
    return row !== undefined;
  };

  return {
    async findSettings(companyId: string) {
      const [row] = await db
        .select({
          invoiceNumbering: companies.invoiceNumbering,
          serviceInvoiceNumbering: companies.serviceInvoiceNumbering,
          automaticNumbering: companies.automaticNumbering,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row;
    },

    async listSeries(companyId: string) {
      return db.select().from(numberSeries).where(eq(numberSeries.companyId, companyId));
    },

    async saveTemplate(companyId: string, kind: InvoiceKind, template: unknown) {
      const column = kind === 'DEFAULT_INVOICE' ? { invoiceNumbering: template } : { serviceInvoiceNumbering: template };
      await db
        .update(companies)
        .set({ ...column, updatedAt: sql`now()` })
        .where(eq(companies.id, companyId));
    },

    async setAutomatic(companyId: string, on: boolean) {
      const rows = await db
        .update(companies)
        .set({ automaticNumbering: on, updatedAt: sql`now()` })
        .where(eq(companies.id, companyId))
        .returning({ id: companies.id });
      return rows.length === 1;
    },

    async setNext(companyId: string, kind: InvoiceKind, nextValue: number) {
      await db
        .insert(numberSeries)
        .values({ companyId, kind, nextValue })
        .onConflictDoUpdate({ target: [numberSeries.companyId, numberSeries.kind], set: { nextValue, updatedAt: sql`now()` } });
    },

    async ensureSeries(companyId: string, kind: SeriesKind, nextValue: number) {
      await db.insert(numberSeries).values({ companyId, kind, nextValue }).onConflictDoNothing();
    },

    /** Takes the next value; the row stays locked until the caller's transaction ends. */
    async takeNext(companyId: string, kind: SeriesKind): Promise<number> {
      const [row] = await db
        .update(numberSeries)
        .set({ nextValue: sql`${numberSeries.nextValue} + 1`, updatedAt: sql`now()` })
        .where(and(eq(numberSeries.companyId, companyId), eq(numberSeries.kind, kind)))
        .returning({ taken: sql<number>`${numberSeries.nextValue} - 1` });
      return Number(row!.taken);
    },

    /**
     * Records a number as issued; false when the company issued it before, in either series (a number
     * identifies one invoice of the company, §14 Abs. 4 Nr. 4 UStG). Each series' row lock already
     * queues its own issuers; this transaction-scoped lock queues the two series against each other,
     * so that both cannot record the same number at once.
     */
    async recordIssued(companyId: string, kind: InvoiceKind, number: string): Promise<boolean> {
      await db.execute(sql`select pg_advisory_xact_lock(${ISSUE_LOCK_SPACE}, hashtext(${companyId}))`);
      if (await isIssued(companyId, number)) return false;
      const rows = await db
        .insert(issuedInvoiceNumbers)
        .values({ companyId, kind, number })
        .onConflictDoNothing()
        .returning({ number: issuedInvoiceNumbers.number });
      return rows.length === 1;
    },

    isIssued,
  };
}
