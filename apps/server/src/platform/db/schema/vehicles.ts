import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, companyOwner } from './companies';
import { createdAt, randomId, uploadedFile } from './columns';

/** The KBA key list (FZ 6): one row per HSN/TSN, shared by every company. Replaced whole on import. */
export const kbaTypes = pgTable(
  'kba_types',
  {
    id: serial('id').primaryKey(),
    hsn: text('hsn').notNull(),
    tsn: text('tsn').notNull(),
    /** The manufacturer as the KBA registers it, e.g. BAYER.MOT.WERKE-BMW. */
    manufacturer: text('manufacturer').notNull(),
    /** The common name (domain make-names.ts), e.g. BMW. */
    make: text('make').notNull(),
    /** The trade name (Handelsname). */
    model: text('model').notNull(),
    /** lower(model) for the prefix and trigram searches. */
    modelSearch: text('model_search').notNull(),
  },
  (t) => [
    uniqueIndex('kba_types_hsn_tsn_idx').on(t.hsn, t.tsn),
    index('kba_types_model_prefix_idx').using('btree', t.modelSearch.op('text_pattern_ops')),
    index('kba_types_model_trgm_idx').using('gin', t.modelSearch.op('gin_trgm_ops')),
    index('kba_types_make_idx').on(t.make),
  ],
);

/** Which key list is loaded: the start-up import compares the file's hash with the last one. */
export const kbaImports = pgTable('kba_imports', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  fileHash: text('file_hash').notNull(),
  fileMtime: timestamp('file_mtime', { withTimezone: true }).notNull(),
  rows: integer('rows').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A company's vehicle. Trades (a later issue) reference it with ON DELETE RESTRICT, so a vehicle that
 * was bought or sold cannot be deleted; the service turns that refusal into 409 9310.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    // Time-ordered (UUIDv7, migration 0019): every order of the list ends on the id, so vehicles
    // added on the same day list newest first as they were added, not at random.
    id: uuid('id')
      .primaryKey()
      .default(sql`kontor_uuid_v7()`),
    companyId: companyOwner(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    bodywork: text('bodywork').notNull(),
    constructionType: text('construction_type').notNull(),
    fuelType: text('fuel_type').notNull(),
    power: integer('power').notNull(),
    engineCapacity: integer('engine_capacity').notNull(),
    hsn: text('hsn'),
    tsn: text('tsn'),
    carVariationId: integer('car_variation_id'),
    briefNumber: text('brief_number').notNull(),
    vinCode: text('vin_code').notNull(),
    previousOwners: integer('previous_owners').notNull(),
    doors: integer('doors').notNull(),
    euroNorm: text('euro_norm').notNull(),
    gearType: text('gear_type').notNull(),
    nextInspection: date('next_inspection').notNull(),
    mileage: integer('mileage').notNull().default(0),
    /** A month known without its day is stored as its first day (precision MONTH), so the date still orders and filters the list. */
    firstRegistered: date('first_registered'),
    /** DAY: the registration document's day; MONTH: only the month is known (EZ 03/2019). Rows from before are days. */
    firstRegisteredPrecision: text('first_registered_precision', { enum: ['DAY', 'MONTH'] })
      .notNull()
      .default('DAY'),
    comments: text('comments'),
    /** What the dealer paid, in cents, as invoiced (gross); with its taxation for the margin later. */
    purchasePrice: integer('purchase_price'),
    /** MARGIN: bought without deductible VAT (§25a possible); REGULAR: bought on an invoice with VAT. */
    purchaseTaxation: text('purchase_taxation', { enum: ['MARGIN', 'REGULAR'] }),
    /** The VAT rate of a REGULAR purchase invoice (19 or 7). */
    purchaseVatRate: integer('purchase_vat_rate'),
    askingPrice: integer('asking_price'),
    minimumPrice: integer('minimum_price'),
    colour: text('colour'),
    interior: text('interior'),
    /** Free list of equipment lines, in the order the dealer typed them. */
    equipment: jsonb('equipment').$type<string[]>().notNull().default([]),
    licencePlate: text('licence_plate'),
    /** Null: not stated; true: accident-free; false: had an accident (see the note). */
    accidentFree: boolean('accident_free'),
    accidentNote: text('accident_note'),
    status: text('status', { enum: ['CURRENT', 'SOLD'] })
      .notNull()
      .default('CURRENT'),
    addedOn: date('added_on').notNull(),
    /** The day of the purchase contract, set by the vehicle's finished purchase (with the purchase price and taxation). */
    purchasedOn: date('purchased_on'),
    soldOn: date('sold_on'),
    /**
     * The list's picture: the vehicle's first photo with a thumbnail (by upload time, then id), null
     * without one. Kept by triggers on vehicle_documents in the transaction of every change to them
     * (migration 0017), so a page of the list reads it with the row instead of probing the documents
     * 50 times. No foreign key: the trigger sets it null when that photo goes.
     */
    firstPhotoId: uuid('first_photo_id'),
    /**
     * What the free-text filter searches (domain vehicleSearchText, the same text): make, model, VIN,
     * HSN/TSN, brief number, the licence plate as written and without its spaces and hyphens (a dealer
     * types "MAB123" as often as "M-AB 123"), and the comments.
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${vehicles.make} || ' ' || ${vehicles.model} || ' ' || ${vehicles.vinCode} || ' ' || coalesce(${vehicles.hsn}, '') || '/' || coalesce(${vehicles.tsn}, '') || ' ' || ${vehicles.briefNumber} || ' ' || coalesce(${vehicles.licencePlate}, '') || ' ' || replace(replace(coalesce(${vehicles.licencePlate}, ''), ' ', ''), '-', '') || ' ' || coalesce(${vehicles.comments}, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicles_company_status_added_idx').on(t.companyId, t.status, t.addedOn, t.id),
    index('vehicles_company_status_mileage_idx').on(t.companyId, t.status, t.mileage, t.id),
    // Every order of the list has an index that walks it, the id (every order's last key) included,
    // so a page reads its 50 rows whatever the stock and whatever the statistics
    // (vehicle-list.repository.ts's ORDER_BY; vehicle-list-plans.int.test.ts). A backward scan serves
    // the other direction only where the nulls still come out last: the prices and the first
    // registration, nullable and sorted nulls last both ways, need a descending index of their own,
    // and make and model sort in German (the ICU collation), which no plain index holds. Each also
    // holds the columns the filters test as INCLUDE columns (migration 0040; Drizzle cannot write
    // them), so a walk of the tab in its order tests a filter on the index entries.
    index('vehicles_company_status_first_registered_idx').on(t.companyId, t.status, t.firstRegistered, t.id),
    index('vehicles_company_status_first_registered_desc_idx').on(
      t.companyId,
      t.status,
      t.firstRegistered.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('vehicles_company_status_make_model_idx').on(
      t.companyId,
      t.status,
      sql`${t.make} collate "de-x-icu"`,
      sql`${t.model} collate "de-x-icu"`,
      t.id,
    ),
    index('vehicles_company_status_asking_price_desc_idx').on(
      t.companyId,
      t.status,
      t.askingPrice.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('vehicles_company_status_purchase_price_idx').on(t.companyId, t.status, t.purchasePrice, t.id),
    index('vehicles_company_status_purchase_price_desc_idx').on(
      t.companyId,
      t.status,
      t.purchasePrice.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    // Seeks a filtered list's matches by company, tab, make, fuel and mileage; every other column a
    // filter, an order or a page reads it holds as INCLUDE columns, which Drizzle cannot write
    // (migration 0022 adds them), so a filtered list counts its matches and reads its page from the
    // index alone (an index-only scan on a vacuumed table), testing first registration and inspection
    // on its entries. A range column as a key after a column of many values without a condition drew
    // PostgreSQL 18's planner to cost a skip scan over that column and take a sort-order index instead
    // (migration 0022). Only a statement that states the predicate may use it
    // (vehicle-list.repository.ts FILTER_INDEX_PREDICATE; docs/perf/vehicle-list.md).
    index('vehicles_company_status_list_filter_idx')
      .on(t.companyId, t.status, t.make, t.fuelType, t.mileage)
      .where(sql`${t.addedOn} > '-infinity'::date`),
    index('vehicles_company_sold_idx').on(t.companyId, t.soldOn),
    index('vehicles_company_status_asking_price_idx').on(t.companyId, t.status, t.askingPrice, t.id),
    // One vehicle in stock per VIN and company; a sold one may come back (bought again).
    uniqueIndex('vehicles_company_vin_in_stock_idx')
      .on(t.companyId, t.vinCode)
      .where(sql`${t.status} = 'CURRENT'`),
    // The free-text search of one company's list (vehicle-list.repository.ts): the company as a
    // one-element array (GIN's own array_ops; the list writes its condition as array containment,
    // which no btree index answers), then the trigrams. So a search reads the company's matches and
    // nothing else, whatever the statistics say (migration 0009). GIN's pending list is kept at 128 kB:
    // its entries (4 MB after a stock arrived, until a vacuum) were read whole by every search, and
    // without the list a bulk insert took four times as long.
    index('vehicles_company_search_trgm_idx')
      .using('gin', sql`(array[${t.companyId}])`, t.searchText.op('gin_trgm_ops'))
      .with({ gin_pending_list_limit: 128 }),
  ],
);

/**
 * How many vehicles each company has in stock and sold: the list's tab counts, read with the page
 * instead of counting the company's vehicles on every request. Kept by statement triggers on
 * vehicles (migrations 0008 and 0011), so every writer — the services, bulk inserts, a company's cascade —
 * keeps it in the same transaction as its change; no code writes it.
 */
export const vehicleCounts = pgTable('vehicle_counts', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  current: integer('current').notNull().default(0),
  sold: integer('sold').notNull().default(0),
  /**
   * Taken anew from vehicleCountsVersion by every change that can move a vehicle into or out of a
   * list filter (migration 0011), so a filtered list's counts, kept by the server, are known to be
   * current while it stays the same (vehicle-list.repository.ts).
   */
  version: bigint('version', { mode: 'bigint' })
    .notNull()
    .default(sql`nextval('vehicle_counts_version')`),
});

/** One sequence for every company: a version is never handed out twice, not even to another company. */
export const vehicleCountsVersion = pgSequence('vehicle_counts_version');

/** A file uploaded to a vehicle: a document (registration papers, reports) or a photo. */
export const vehicleDocuments = pgTable(
  'vehicle_documents',
  {
    id: randomId(),
    companyId: companyOwner(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    ...uploadedFile(),
    kind: text('kind', { enum: ['DOCUMENT', 'PHOTO'] })
      .notNull()
      .default('DOCUMENT'),
    /** A photo's thumbnail, made once on upload; its bytes count in the company's storage too. */
    thumbnailKey: text('thumbnail_key'),
    thumbnailSize: bigint('thumbnail_size', { mode: 'number' }).notNull().default(0),
    /** The registration document the vehicle was read from by OCR (its ocrPath): kept with the vehicle, listed with its documents. */
    ocr: boolean('ocr').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('vehicle_documents_vehicle_idx').on(t.companyId, t.vehicleId, t.createdAt),
    // A vehicle's first photo (vehicles.first_photo_id, set by the triggers of migration 0017). Only
    // photos with a thumbnail, in the look-up's order, so each is one index-only probe that skips the
    // documents uploaded before (an OCR'd vehicle's registration document always is).
    index('vehicle_documents_first_photo_idx')
      .on(t.companyId, t.vehicleId, t.createdAt, t.id)
      .where(sql`${t.kind} = 'PHOTO' and ${t.thumbnailKey} is not null`),
  ],
);

/**
 * A registration document read by OCR whose vehicle is not saved yet. Its bytes count in the company's
 * storage from the upload on; saving the vehicle moves the row into vehicle_documents under the same
 * id (the id the OCR result answered), and one never claimed is deleted a day later.
 */
export const vehicleOcrImages = pgTable(
  'vehicle_ocr_images',
  {
    id: randomId(),
    companyId: companyOwner(),
    ...uploadedFile(),
    createdAt: createdAt(),
  },
  (t) => [index('vehicle_ocr_images_company_idx').on(t.companyId, t.createdAt)],
);
