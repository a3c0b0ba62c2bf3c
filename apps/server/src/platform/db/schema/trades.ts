import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PurchaseFields } from '@kontor/domain/purchase';
import type { SaleFields, TradeParty, TradeVehicle } from '@kontor/domain/trades';
import type { ServiceAmounts, ServiceInvoiceFields } from '@kontor/domain/service-invoices';
import type { TradeAmounts } from '@kontor/domain/vat';
import { companyOwner } from './companies';
import { customers } from './customers';
import { users } from './users';
import { vehicles } from './vehicles';
import { createdAt, randomId } from './columns';

type TradeColumns = Record<
  | 'issuedOn'
  | 'createdAt'
  | 'vehicle'
  | 'fields'
  | 'buyer'
  | 'invoiceNumber'
  | 'proposalNumber'
  | 'cancellationNumber'
  | 'cancelReason',
  PgColumn
>;

/** The day a trade counts for in its lists: its invoice (a purchase: contract) date, else the Berlin day it was started. */
export const tradeDay = (t: TradeColumns) =>
  sql<string>`coalesce(${t.issuedOn}, (${t.createdAt} at time zone 'Europe/Berlin')::date)`;

/**
 * Every text of the trade the lists' searches look at, in one string: the vehicle as recorded (a
 * service invoice's from its fields), the seller's invoice number of a purchase, the numbers, the
 * reason of a cancellation and the party as the trade keeps it (its own copy, `buyer`). A trade whose
 * field holds a search holds it here too. Stored lower-cased in `search_text` for the trigram index,
 * so that a search's candidates are found and rechecked on the stored text, not by extracting a
 * dozen JSON keys again for every candidate; each list's own conditions decide.
 */
export const tradeSearchText = (t: TradeColumns) => {
  const of = (column: PgColumn, keys: string[]) => keys.map((key) => sql`coalesce(${column}->>${sql.raw(`'${key}'`)}, '')`);
  const parts = [
    ...of(t.vehicle, ['make', 'model', 'vinCode', 'licencePlate']),
    ...of(t.fields, ['make', 'model', 'vinCode', 'licencePlate', 'sellerInvoiceNumber']),
    ...[t.invoiceNumber, t.proposalNumber, t.cancellationNumber, t.cancelReason].map((column) => sql`coalesce(${column}, '')`),
    ...of(t.buyer, ['companyName', 'firstName', 'lastName']),
  ];
  return sql`(${sql.join(parts, sql` || ' ' || `)})`;
};

/**
 * A trade (the sale or the purchase of a vehicle, or a service invoice) with the data its documents
 * print. The wizard's fields live in `fields`; what lists, totals and rules query is a column of its
 * own. `fields` is checked when written: only the trades feature writes it, from a request the
 * domain's input schema parsed, merged with what was stored and held to the domain's rules. It is not
 * parsed again when read: a row saved before a field existed lacks it, so the reader fills in the
 * domain's defaults (saleFieldsOfStored, DEFAULT_PURCHASE, DEFAULT_SERVICE_INVOICE), where a
 * strict parse would refuse exactly those rows; the lists read single keys in SQL.
 */
export const trades = pgTable(
  'trades',
  {
    id: randomId(),
    companyId: companyOwner(),
    // A vehicle with a trade that made documents cannot be deleted (9310); a draft goes with it. Only a
    // canceled trade outlives its vehicle (vehicle_id null): its `vehicle` snapshot says which it was.
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'restrict' }),
    // The trade keeps its own copy of the buyer (`buyer`), so a customer's erasure leaves it intact.
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['SELLING', 'BUYING', 'SERVICE_INVOICE'] }).notNull(),
    status: text('status', { enum: ['PENDING', 'REJECTED', 'FINISHED'] })
      .notNull()
      .default('PENDING'),
    /** A sale's fields, a purchase's or a service invoice's (the kind says which). */
    fields: jsonb('fields').$type<SaleFields | PurchaseFields | ServiceInvoiceFields>().notNull(),
    /**
     * The customer's data as last taken (the buyer of a sale, the seller of a purchase): refreshed on
     * every save until the invoice, or the purchase contract, freezes it.
     */
    buyer: jsonb('buyer').$type<TradeParty | null>(),
    /** The vehicle's data as the invoice printed it: documents made after the sale print these, not later edits. */
    vehicle: jsonb('vehicle').$type<TradeVehicle>(),
    /** The amounts of the VAT engine as last computed; frozen with the invoice (the §25a record of the books). */
    amounts: jsonb('amounts').$type<TradeAmounts | ServiceAmounts>().notNull(),
    grossPrice: bigint('gross_price', { mode: 'number' }).notNull().default(0),
    /**
     * A service invoice's reason for no VAT (SMALL_BUSINESS §19, REVERSE_CHARGE §13b, NOT_TAXABLE
     * §3a Abs. 2 UStG); null with VAT, and on rows from before the choice, where null without VAT is
     * SMALL_BUSINESS. Null on a sale and a purchase. The domain's VAT_EXEMPTIONS spelled out: the
     * schema files import only the domain's types.
     */
    vatExemption: text('vat_exemption', { enum: ['SMALL_BUSINESS', 'REVERSE_CHARGE', 'NOT_TAXABLE'] }),
    invoiceNumber: text('invoice_number'),
    /** A service invoice's cost estimate number, taken by its first proposal and kept by the later ones. */
    proposalNumber: text('proposal_number'),
    /** The invoice date of the issued invoice; for a purchase, the date of its contract. */
    issuedOn: date('issued_on'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** A REJECTED trade's cancellation: the dealer's reason, the cancellation invoice's number (a sale's), its Berlin day and the moment. */
    cancelReason: text('cancel_reason'),
    cancellationNumber: text('cancellation_number'),
    canceledOn: date('canceled_on'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * tradeSearchText lower-cased, as PostgreSQL's lower() does it (ILIKE compares the same lower-cased
     * texts): generated from the trade's own columns, so every write of the trade keeps it (a
     * customer's later edit reaches it only with the trade's refreshed copy of the party, as the lists show it).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${tradeSearchText(trades)})`),
  },
  (t) => [
    // At most one open trade of a kind per vehicle.
    uniqueIndex('trades_open_per_vehicle_idx')
      .on(t.vehicleId, t.kind)
      .where(sql`${t.status} = 'PENDING'`),
    index('trades_company_kind_idx').on(t.companyId, t.kind, t.createdAt),
    // The overview's and the service invoices' order, newest day first; and the lists' searches.
    index('trades_company_kind_day_idx').on(
      t.companyId,
      t.kind,
      sql`${tradeDay(t)} desc`,
      sql`${t.createdAt} desc`,
      sql`${t.id} desc`,
      // The year figures read these from the index alone (an index-only scan), not from the rows.
      t.issuedOn,
      t.status,
      t.grossPrice,
    ),
    // GIN's pending list small (128 kB, as the vehicles' search index): a search reads it whole, and none at all made bulk inserts slow.
    index('trades_company_search_trgm_idx')
      .using('gin', sql`(array[${t.companyId}])`, t.searchText.op('gin_trgm_ops'))
      .with({ gin_pending_list_limit: 128 }),
    index('trades_vehicle_idx').on(t.companyId, t.vehicleId, t.createdAt),
    // A vehicle's trade keeps its vehicle unless canceled; a service invoice may name none (a typed vehicle).
    check(
      'trades_vehicle_kept_check',
      sql`${t.vehicleId} is not null or ${t.status} = 'REJECTED' or ${t.kind} = 'SERVICE_INVOICE'`,
    ),
    index('trades_service_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.kind} = 'SERVICE_INVOICE'`),
    // Canceled Trades lists a company's cancellations newest first; with the id that breaks ties and the
    // day that makes the year, the year counts read the index alone.
    index('trades_canceled_idx')
      .on(t.companyId, t.canceledAt, t.id, t.canceledOn)
      .where(sql`${t.status} = 'REJECTED'`),
  ],
);

/**
 * A document Kontor made (invoice, contract, …): the stored PDF and the snapshot it was rendered
 * from (`content`: company, buyer, vehicle, amounts as they were), so a later edit of the customer
 * or the company never changes what was issued. Never updated; an invoice never deleted.
 */
export const generatedDocuments = pgTable(
  'generated_documents',
  {
    id: randomId(),
    companyId: companyOwner(),
    tradeId: uuid('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'restrict' }),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'restrict' }),
    documentType: text('document_type', {
      enum: ['INVOICE', 'CONTRACT', 'PRIVACY', 'PROPOSAL', 'PROTOCOL', 'RECEIPT', 'BINDING_CONTRACT', 'CANCELLATION'],
    }).notNull(),
    number: text('number'),
    version: integer('version').notNull(),
    language: text('language', { enum: ['de', 'en'] }).notNull(),
    issuedOn: date('issued_on').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    content: jsonb('content').notNull(),
    /** The job that made it: a run retried after its commit finds its document instead of making a second one. */
    jobSuuid: uuid('job_suuid').notNull(),
    /** SHA-256 (hex) of the PDF as stored (GoBD: unchanged since issue); null for a document stored before it was recorded. */
    sha256: text('sha256'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('generated_documents_version_idx').on(t.tradeId, t.documentType, t.version),
    // One invoice per trade: an issued invoice is immutable (a correction is a cancellation).
    uniqueIndex('generated_documents_one_invoice_idx')
      .on(t.tradeId)
      .where(sql`${t.documentType} = 'INVOICE'`),
    // A trade is canceled once: one cancellation invoice (or notice) per trade.
    uniqueIndex('generated_documents_one_cancellation_idx')
      .on(t.tradeId)
      .where(sql`${t.documentType} = 'CANCELLATION'`),
    uniqueIndex('generated_documents_job_idx').on(t.jobSuuid),
    index('generated_documents_vehicle_idx').on(t.companyId, t.vehicleId, t.createdAt),
  ],
);

/**
 * Every mail of a generated document to its buyer, written once the mail server took it: the proof
 * of what was sent to whom and when (GoBD: the dispatch of a business letter is kept with it). Never
 * changed or deleted, like the document it names.
 */
export const documentMails = pgTable(
  'document_mails',
  {
    id: randomId(),
    companyId: companyOwner(),
    documentId: uuid('document_id')
      .notNull()
      // An invoice is never deleted, so its mails stay; a draft's cost estimate may be, and its mails go with it.
      .references(() => generatedDocuments.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    /** The company's own address the copy went to; null without a copy. */
    copy: text('copy'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** Who sent it; a user deleted since leaves the record (set null). */
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    messageId: text('message_id').notNull(),
    /** The attached files' names, as the recipient sees them (the PDF, and the XRechnung where one went). */
    attachments: text('attachments').array().notNull(),
  },
  (t) => [index('document_mails_document_idx').on(t.companyId, t.documentId, t.sentAt)],
);
