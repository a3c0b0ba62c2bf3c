import type { GeneratedDocument, GeneratedDocumentType } from '@kontor/domain/trades';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { documentMails, generatedDocuments, trades } from '../../platform/db/schema/trades';
import { isUuid } from '../../platform/db/uuid';
import type { AnyDocumentContent } from '../document-engine/document-content';

/** A document's row with the kind and status of its trade (a sale's or a purchase's; canceled or not). */
type Row = typeof generatedDocuments.$inferSelect & {
  orderType: 'SELLING' | 'BUYING' | 'SERVICE_INVOICE';
  tradeStatus: string | null;
  publicSectorBuyer?: boolean | null;
  /** The last mail of the document (document_mails), as json_build_object answers it. */
  lastMail?: { recipient: string; sentAt: string } | null;
  recipientEmail?: string | null;
};

/** A generated document with where its file lives and its SHA-256 as stored (never answered to the browser). */
export type StoredGeneratedDocument = GeneratedDocument & { storageKey: string; sha256: string | null };

function toDocument(row: Row): StoredGeneratedDocument {
  return {
    id: row.id,
    tradeId: row.tradeId,
    orderType: row.orderType,
    vehicleId: row.vehicleId,
    documentType: row.documentType,
    number: row.number,
    // The documents of a canceled trade stay as issued and are marked; the cancellation itself is not.
    canceled: row.tradeStatus === 'REJECTED' && row.documentType !== 'CANCELLATION',
    xrechnung: row.publicSectorBuyer === true,
    version: row.version,
    language: row.language,
    issuedOn: row.issuedOn,
    fileName: row.fileName,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    recipientEmail: row.recipientEmail ?? null,
    lastMail: row.lastMail ? { recipient: row.lastMail.recipient, sentAt: new Date(row.lastMail.sentAt).toISOString() } : null,
    storageKey: row.storageKey,
    sha256: row.sha256,
  };
}

/** A document's row to insert, with the kind of the trade `tradeId` names (the caller locked it): answered with the document, not stored on it. */
type NewGeneratedDocument = {
  companyId: string;
  tradeId: string;
  vehicleId: string | null;
  documentType: GeneratedDocumentType;
  number: string | null;
  version: number;
  language: AnyDocumentContent['locale'];
  issuedOn: string;
  fileName: string;
  storageKey: string;
  size: number;
  sha256: string;
  content: AnyDocumentContent;
  jobSuuid: string;
  orderType: Row['orderType'];
};

/**
 * An invoice or cancellation invoice (a sale's or a service invoice's) whose snapshot names a
 * public-sector buyer with a Leitweg-ID: it is offered as XRechnung too (xrechnung.service.ts).
 */
const publicSectorBuyer = sql<boolean>`(${generatedDocuments.documentType} in ('INVOICE', 'CANCELLATION') and ${trades.kind} <> 'BUYING' and coalesce(${generatedDocuments.content}->'buyer', ${generatedDocuments.content}->'customer')->>'publicSector' = 'true' and coalesce(${generatedDocuments.content}->'buyer', ${generatedDocuments.content}->'customer')->>'buyerReference' is not null)`;

/** The newest mail of the document, for the lists' "Sent to … on …" (index document_mails_document_idx). */
const lastMail = sql<
  Row['lastMail']
>`(select json_build_object('recipient', ${documentMails.recipient}, 'sentAt', ${documentMails.sentAt}) from ${documentMails} where ${documentMails.companyId} = ${generatedDocuments.companyId} and ${documentMails.documentId} = ${generatedDocuments.id} order by ${documentMails.sentAt} desc limit 1)`;

/** The e-mail of whom the document is addressed to, as it was issued (a sale's buyer, a service invoice's customer, a purchase's seller). */
const recipientEmail = sql<
  string | null
>`coalesce(${generatedDocuments.content}->'buyer', ${generatedDocuments.content}->'customer', ${generatedDocuments.content}->'seller')->>'email'`;

const withOrderType = {
  ...getTableColumns(generatedDocuments),
  orderType: trades.kind,
  tradeStatus: trades.status,
  publicSectorBuyer,
  lastMail,
  recipientEmail,
};
const ofTrade = eq(trades.id, generatedDocuments.tradeId);

/** The documents joined to their trades, for a read's where clause. */
const selectDocuments = (db: DbOrTx) => db.select(withOrderType).from(generatedDocuments).innerJoin(trades, ofTrade);

/** A trade's document as a list answers it with the trade (tradeDocumentsJson). */
export type ListedTradeDocument = Pick<
  GeneratedDocument,
  'id' | 'documentType' | 'number' | 'issuedOn' | 'fileName' | 'language' | 'recipientEmail' | 'lastMail'
> & { xrechnung: boolean };

/**
 * The documents of one trade as a JSON array, newest first, as SQL for a list's own statement (a
 * list that answers its page and its trades' documents in one round trip: Canceled Trades). `at`
 * names the trade in that statement: its company, id and kind as SQL expressions. The same
 * documents, order and fields (xrechnung, recipientEmail, lastMail) as listOfTrades; lastMail's
 * sentAt as PostgreSQL writes a timestamptz in JSON (normalizeListedDocument makes it ISO).
 */
export const tradeDocumentsJson = (at: { company: string; trade: string; kind: string }) => {
  const party = `coalesce(g.content->'buyer', g.content->'customer')`;
  return `(select coalesce(json_agg(json_build_object('id', g.id, 'documentType', g.document_type, 'number', g.number,
      'issuedOn', g.issued_on::text, 'fileName', g.file_name, 'language', g.language,
      'xrechnung', (g.document_type in ('INVOICE', 'CANCELLATION') and ${at.kind} <> 'BUYING' and ${party}->>'publicSector' = 'true'
        and ${party}->>'buyerReference' is not null),
      'recipientEmail', coalesce(g.content->'buyer', g.content->'customer', g.content->'seller')->>'email',
      'lastMail', (select json_build_object('recipient', m.recipient, 'sentAt', m.sent_at) from document_mails m
        where m.company_id = g.company_id and m.document_id = g.id order by m.sent_at desc limit 1))
      order by g.created_at desc, g.version desc, g.id desc), '[]')
    from generated_documents g where g.company_id = ${at.company} and g.trade_id = ${at.trade})`;
};

/** A document of tradeDocumentsJson as listOfTrades answers it (its last mail's moment in ISO form). */
export const normalizeListedDocument = (document: ListedTradeDocument): ListedTradeDocument => ({
  ...document,
  xrechnung: document.xrechnung === true,
  recipientEmail: document.recipientEmail ?? null,
  lastMail: document.lastMail
    ? { recipient: document.lastMail.recipient, sentAt: new Date(document.lastMail.sentAt).toISOString() }
    : null,
});

/** A mail of a document that the mail server took: the record kept as proof (document_mails). */
export type NewDocumentMail = {
  companyId: string;
  documentId: string;
  recipient: string;
  copy: string | null;
  sentAt: Date;
  sentBy: string;
  messageId: string;
  attachments: string[];
};

/** Writing: a document's version and row, its mails, and the deletion of a service draft's cost estimates. */
function generatedDocumentWrites(db: DbOrTx) {
  return {
    /** Records a mail once it was sent; never changed afterwards. */
    async insertMail(values: NewDocumentMail): Promise<void> {
      await db.insert(documentMails).values(values);
    },

    /** The version the next document of this type in this trade gets; call with the trade locked. */
    async nextVersion(companyId: string, tradeId: string, documentType: GeneratedDocumentType): Promise<number> {
      const [row] = await db
        .select({ max: sql<number | null>`max(${generatedDocuments.version})` })
        .from(generatedDocuments)
        .where(
          and(
            eq(generatedDocuments.companyId, companyId),
            eq(generatedDocuments.tradeId, tradeId),
            eq(generatedDocuments.documentType, documentType),
          ),
        );
      return Number(row?.max ?? 0) + 1;
    },

    async insert(values: NewGeneratedDocument): Promise<StoredGeneratedDocument> {
      const { orderType, ...columns } = values;
      const [row] = await db.insert(generatedDocuments).values(columns).returning();
      // A document is made for an open or finished trade, or is the cancellation itself: never marked canceled.
      return toDocument({ ...row!, orderType, tradeStatus: null });
    },

    /**
     * Deletes a service draft's cost estimates (one, or all of the trade's); answers what their files
     * were and how many bytes they took. Never an invoice or a cancellation: those are kept.
     */
    async deleteProposals(
      companyId: string,
      { tradeId, documentId }: { tradeId: string; documentId?: string },
    ): Promise<{ keys: string[]; bytes: number; deleted: { id: string; fileName: string; sha256: string | null }[] }> {
      if (!isUuid(tradeId) || (documentId !== undefined && !isUuid(documentId))) return { keys: [], bytes: 0, deleted: [] };
      const rows = await db
        .delete(generatedDocuments)
        .where(
          and(
            eq(generatedDocuments.companyId, companyId),
            eq(generatedDocuments.tradeId, tradeId),
            eq(generatedDocuments.documentType, 'PROPOSAL'),
            documentId === undefined ? undefined : eq(generatedDocuments.id, documentId),
          ),
        )
        .returning({
          key: generatedDocuments.storageKey,
          size: generatedDocuments.size,
          id: generatedDocuments.id,
          fileName: generatedDocuments.fileName,
          sha256: generatedDocuments.sha256,
        });
      return {
        keys: rows.map((row) => row.key),
        bytes: rows.reduce((sum, row) => sum + row.size, 0),
        deleted: rows.map(({ id, fileName, sha256 }) => ({ id, fileName, sha256 })),
      };
    },

    /**
     * The documents of a vehicle's canceled trades (kept by law) outlive the vehicle: they no longer
     * name it. Runs while the canceled trades still name the vehicle (before the trades let go of it).
     */
    async detachCanceledFromVehicle(companyId: string, vehicleId: string): Promise<void> {
      if (!isUuid(vehicleId)) return;
      const canceled = and(eq(trades.companyId, companyId), eq(trades.vehicleId, vehicleId), eq(trades.status, 'REJECTED'));
      await db
        .update(generatedDocuments)
        .set({ vehicleId: null })
        .where(
          and(
            eq(generatedDocuments.companyId, companyId),
            inArray(generatedDocuments.tradeId, db.select({ id: trades.id }).from(trades).where(canceled)),
          ),
        );
    },
  };
}

/** Reading: a document by job, trade, vehicle or id, and the lists the API answers. */
function generatedDocumentReads(db: DbOrTx) {
  const newestFirst = [desc(generatedDocuments.createdAt), desc(generatedDocuments.version), desc(generatedDocuments.id)];
  return {
    /** The latest version of a type in a trade, with the snapshot it was rendered from (what a cancellation refers to). */
    async latestOfType(
      companyId: string,
      tradeId: string,
      documentType: GeneratedDocumentType,
    ): Promise<{ document: StoredGeneratedDocument; content: unknown } | null> {
      const [row] = await selectDocuments(db)
        .where(
          and(
            eq(generatedDocuments.companyId, companyId),
            eq(generatedDocuments.tradeId, tradeId),
            eq(generatedDocuments.documentType, documentType),
          ),
        )
        .orderBy(desc(generatedDocuments.version))
        .limit(1);
      return row ? { document: toDocument(row), content: row.content } : null;
    },

    /** The documents of these trades, newest first (Canceled Trades opens them). */
    async listOfTrades(companyId: string, tradeIds: string[]): Promise<StoredGeneratedDocument[]> {
      if (tradeIds.length === 0) return [];
      const rows = await selectDocuments(db)
        .where(and(eq(generatedDocuments.companyId, companyId), inArray(generatedDocuments.tradeId, tradeIds)))
        .orderBy(...newestFirst);
      return rows.map(toDocument);
    },

    /** The document a job made, if it got as far as recording it. */
    async findByJob(companyId: string, jobSuuid: string): Promise<StoredGeneratedDocument | null> {
      const [row] = await selectDocuments(db).where(
        and(eq(generatedDocuments.companyId, companyId), eq(generatedDocuments.jobSuuid, jobSuuid)),
      );
      return row ? toDocument(row) : null;
    },

    /** A vehicle's generated documents, newest first. */
    async list(companyId: string, vehicleId: string): Promise<StoredGeneratedDocument[]> {
      if (!isUuid(vehicleId)) return [];
      const rows = await selectDocuments(db)
        .where(and(eq(generatedDocuments.companyId, companyId), eq(generatedDocuments.vehicleId, vehicleId)))
        .orderBy(...newestFirst);
      return rows.map(toDocument);
    },

    async find(companyId: string, vehicleId: string, documentId: string): Promise<StoredGeneratedDocument | null> {
      if (!isUuid(vehicleId) || !isUuid(documentId)) return null;
      const [row] = await selectDocuments(db).where(
        and(
          eq(generatedDocuments.companyId, companyId),
          eq(generatedDocuments.vehicleId, vehicleId),
          eq(generatedDocuments.id, documentId),
        ),
      );
      return row ? toDocument(row) : null;
    },

    /** A document of one of the company's trades, whether or not it still has its vehicle. */
    async findOfTrade(companyId: string, tradeId: string, documentId: string): Promise<StoredGeneratedDocument | null> {
      if (!isUuid(tradeId) || !isUuid(documentId)) return null;
      const [row] = await selectDocuments(db).where(
        and(
          eq(generatedDocuments.companyId, companyId),
          eq(generatedDocuments.tradeId, tradeId),
          eq(generatedDocuments.id, documentId),
        ),
      );
      return row ? toDocument(row) : null;
    },

    /**
     * A document of the company with the snapshot it was rendered from, by its vehicle or its trade
     * (the XRechnung is written from that snapshot).
     */
    async findWithContent(
      companyId: string,
      ref: { vehicleId: string; documentId: string } | { tradeId: string; documentId: string },
    ): Promise<{ document: StoredGeneratedDocument; content: unknown } | null> {
      const owner = 'vehicleId' in ref ? ref.vehicleId : ref.tradeId;
      if (!isUuid(owner) || !isUuid(ref.documentId)) return null;
      const [row] = await selectDocuments(db).where(
        and(
          eq(generatedDocuments.companyId, companyId),
          'vehicleId' in ref ? eq(generatedDocuments.vehicleId, ref.vehicleId) : eq(generatedDocuments.tradeId, ref.tradeId),
          eq(generatedDocuments.id, ref.documentId),
        ),
      );
      return row ? { document: toDocument(row), content: row.content } : null;
    },

    /** For a signed URL, which carries no session: the signature proved the id. */
    async findById(documentId: string): Promise<StoredGeneratedDocument | null> {
      if (!isUuid(documentId)) return null;
      const [row] = await selectDocuments(db).where(eq(generatedDocuments.id, documentId));
      return row ? toDocument(row) : null;
    },
  };
}

/** A document as its retention sees it: what it is, its day, and whether its trade is issued, canceled or open. */
export type RetentionRecord = { kind: string; issuedOn: string; tradeStatus: 'PENDING' | 'FINISHED' | 'REJECTED' };

/** What a deletion asks before it may go on: the documents it would lose (retention.ts decides which are kept). */
function generatedDocumentRetention(db: DbOrTx) {
  const select = () =>
    db
      .select({ kind: generatedDocuments.documentType, issuedOn: generatedDocuments.issuedOn, tradeStatus: trades.status })
      .from(generatedDocuments)
      .innerJoin(trades, ofTrade);
  return {
    /** The documents of a trade, or of the vehicle's trades that are not canceled (a canceled trade's outlive the vehicle). */
    async retentionRecords(companyId: string, of: { tradeId: string } | { vehicleId: string }): Promise<RetentionRecord[]> {
      const id = 'tradeId' in of ? of.tradeId : of.vehicleId;
      if (!isUuid(id)) return [];
      return select().where(
        and(
          eq(generatedDocuments.companyId, companyId),
          'tradeId' in of
            ? eq(generatedDocuments.tradeId, of.tradeId)
            : and(eq(trades.vehicleId, of.vehicleId), sql`${trades.status} <> 'REJECTED'`),
        ),
      );
    },
  };
}

// The only SQL of generated documents; every statement but findById is scoped by the company id.
// An issued document is kept (GoBD), a document made again is a new version; only a service draft's
// cost estimates (no booking voucher) can be deleted.
export function createGeneratedDocumentsRepository(db: DbOrTx) {
  return { ...generatedDocumentWrites(db), ...generatedDocumentReads(db), ...generatedDocumentRetention(db) };
}
