import type { VehicleRecord } from '@kontor/domain/vehicle-record';
import {
  firstRegisteredOf,
  storedFirstRegistration,
  type Vehicle,
  type VehicleValues,
  type VinInStock,
} from '@kontor/domain/vehicles';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { trades } from '../../platform/db/schema/trades';
import { vehicles } from '../../platform/db/schema/vehicles';
import { isUuid } from '../../platform/db/uuid';
import { isVersion, nextVersion } from '../../platform/db/record-version';

// The only place that writes a company's vehicles (the list and the dashboard read in files of their
// own); every statement is scoped by the company id.

type Row = typeof vehicles.$inferSelect;
/** The form's values; `expected` is the version (updatedAt) they were made on, null to write whatever the version. */
type VehicleChange = VehicleValues & { soldOn: string | null; expected: Date | null };

export function toVehicle(row: Row): Vehicle {
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    bodywork: row.bodywork as Vehicle['bodywork'],
    constructionType: row.constructionType as Vehicle['constructionType'],
    fuelType: row.fuelType as Vehicle['fuelType'],
    power: row.power,
    engineCapacity: row.engineCapacity,
    hsn: row.hsn,
    tsn: row.tsn,
    carVariationId: row.carVariationId,
    briefNumber: row.briefNumber,
    vinCode: row.vinCode,
    previousOwners: row.previousOwners,
    doors: row.doors,
    euroNorm: row.euroNorm as Vehicle['euroNorm'],
    gearType: row.gearType as Vehicle['gearType'],
    nextInspection: row.nextInspection,
    mileage: row.mileage,
    firstRegistered: firstRegisteredOf(row.firstRegistered, row.firstRegisteredPrecision),
    comments: row.comments,
    status: row.status,
    addedOn: row.addedOn,
    purchasedOn: row.purchasedOn,
    soldOn: row.soldOn,
    purchasePrice: row.purchasePrice,
    purchaseTaxation: row.purchaseTaxation,
    purchaseVatRate: row.purchaseVatRate,
    askingPrice: row.askingPrice,
    minimumPrice: row.minimumPrice,
    colour: row.colour,
    interior: row.interior,
    equipment: row.equipment,
    licencePlate: row.licencePlate,
    accidentFree: row.accidentFree,
    accidentNote: row.accidentNote,
  };
}

/** The vehicle with its version (JSON carries milliseconds, as If-Match compares). */
function toVehicleRecord(row: Row): VehicleRecord {
  return { ...toVehicle(row), updatedAt: row.updatedAt.toISOString() };
}

/**
 * Makes sort the way a German reads them: Škoda with S, Öko with O. The ICU German collation does
 * that (the embedded PostgreSQL ships ICU); byte order would put Š and Ö after Z. The filter part of
 * the plan (company, status) still uses the index; only the final sort of the company's rows differs.
 * The list's statements (vehicle-list.repository.ts) spell the same collation.
 */
const makeGerman = sql`${vehicles.make} collate "de-x-icu"`;

/**
 * The read of one whole vehicle (opening it, a form's version): Drizzle wrote its SQL anew on every
 * call, each of the row's columns looked at again, and that was the largest part of an opened
 * vehicle's server time after the HTTP layer (docs/perf/load-and-fuzz.md, "Load"). It is written once
 * per database (or transaction) and runs as a named statement, which PostgreSQL parses once per
 * connection too.
 */
const recordStatements = new WeakMap<DbOrTx, ReturnType<typeof recordStatement>>();
function recordStatement(db: DbOrTx) {
  return db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.companyId, sql.placeholder('companyId')), eq(vehicles.id, sql.placeholder('id'))))
    .prepare('vehicle_record');
}

/** Reading the company's vehicles. */
function vehicleReads(db: DbOrTx) {
  async function findRecord(companyId: string, id: string, options: { lock?: boolean } = {}): Promise<VehicleRecord | null> {
    if (!isUuid(id)) return null;
    let row: Row | undefined;
    if (options.lock) {
      [row] = await db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, id)))
        .for('no key update');
    } else {
      let statement = recordStatements.get(db);
      if (!statement) recordStatements.set(db, (statement = recordStatement(db)));
      [row] = await statement.execute({ companyId, id });
    }
    return row ? toVehicleRecord(row) : null;
  }

  return {
    /** With `lock`, the row stays locked (FOR NO KEY UPDATE: rows referencing it can still be added) until the transaction ends. */
    async find(companyId: string, id: string, options: { lock?: boolean } = {}): Promise<Vehicle | null> {
      const record = await findRecord(companyId, id, options);
      if (!record) return null;
      const { updatedAt: _updatedAt, ...vehicle } = record;
      return vehicle;
    },

    /** As find, with the record's version (updatedAt). */
    findRecord,

    /** Whether an invoice of Kontor sold the vehicle and stands: a finished sale (a canceled one is REJECTED). */
    async hasIssuedSale(companyId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: trades.id })
        .from(trades)
        .where(
          and(
            eq(trades.companyId, companyId),
            eq(trades.vehicleId, id),
            eq(trades.kind, 'SELLING'),
            eq(trades.status, 'FINISHED'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The company's vehicle in stock with this VIN (at most one: the unique index on CURRENT rows). */
    async findInStockByVin(companyId: string, vinCode: string): Promise<VinInStock | null> {
      const [row] = await db
        .select({ id: vehicles.id, make: vehicles.make, model: vehicles.model, addedOn: vehicles.addedOn })
        .from(vehicles)
        .where(and(eq(vehicles.companyId, companyId), eq(vehicles.vinCode, vinCode), eq(vehicles.status, 'CURRENT')));
      return row ?? null;
    },

    async makes(companyId: string): Promise<string[]> {
      const rows = await db.selectDistinct({ make: vehicles.make }).from(vehicles).where(eq(vehicles.companyId, companyId));
      return rows.map((row) => row.make);
    },

    /** The makes of the company's vehicles of one status (in stock or sold), in German order, for the list's make filter. */
    async makesOfStatus(companyId: string, status: Vehicle['status']): Promise<string[]> {
      // GROUP BY rather than DISTINCT: DISTINCT forbids ordering by the collated expression.
      const rows = await db
        .select({ make: vehicles.make })
        .from(vehicles)
        .where(and(eq(vehicles.companyId, companyId), eq(vehicles.status, status)))
        .groupBy(vehicles.make)
        .orderBy(makeGerman);
      return rows.map((row) => row.make);
    },
  };
}

/** The dealer's own changes: add, change, delete. */
function vehicleWrites(db: DbOrTx) {
  return {
    async insert(companyId: string, values: VehicleValues & { addedOn: string; soldOn: string | null }): Promise<VehicleRecord> {
      const [row] = await db
        .insert(vehicles)
        .values({ ...values, ...storedFirstRegistration(values.firstRegistered), companyId })
        .returning();
      return toVehicleRecord(row!);
    },

    /**
     * Null when the company has no such vehicle or it is no longer the `expected` version (null: any
     * version). The version is part of the WHERE: a change made meanwhile cannot slip in between.
     */
    async update(companyId: string, id: string, change: VehicleChange): Promise<VehicleRecord | null> {
      if (!isUuid(id)) return null;
      const { expected, ...values } = change;
      const [row] = await db
        .update(vehicles)
        // At least a millisecond on (the precision clients compare at): two saves in one millisecond still differ.
        .set({ ...values, ...storedFirstRegistration(values.firstRegistered), updatedAt: nextVersion(vehicles.updatedAt) })
        .where(
          and(
            eq(vehicles.companyId, companyId),
            eq(vehicles.id, id),
            expected ? isVersion(vehicles.updatedAt, expected) : undefined,
          ),
        )
        .returning();
      return row ? toVehicleRecord(row) : null;
    },

    /** Deletes and answers whether a row went; a trade referencing it makes PostgreSQL refuse (see isStillReferenced). */
    async delete(companyId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(vehicles)
        .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, id)))
        .returning({ id: vehicles.id });
      return rows.length > 0;
    },
  };
}

/** What a trade's invoice, contract or cancellation records on its vehicle. */
function stockChanges(db: DbOrTx) {
  return {
    /**
     * The invoice was issued: the vehicle leaves the stock on the invoice date, with the mileage read
     * at the handover when that is higher (an odometer does not go back).
     */
    async markSold(
      companyId: string,
      id: string,
      { soldOn, handoverMileage }: { soldOn: string; handoverMileage: number | null },
    ): Promise<boolean> {
      const rows = await db
        .update(vehicles)
        .set({
          status: 'SOLD',
          soldOn,
          ...(handoverMileage === null ? {} : { mileage: sql`greatest(${vehicles.mileage}, ${handoverMileage})` }),
          updatedAt: sql`now()`,
        })
        .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, id)))
        .returning({ id: vehicles.id });
      return rows.length > 0;
    },

    /** Its sale was canceled: the vehicle is back in stock, without a sold day. */
    async returnToStock(companyId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(vehicles)
        .set({ status: 'CURRENT', soldOn: null, updatedAt: sql`now()` })
        .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, id)))
        .returning({ id: vehicles.id });
      return rows.length > 0;
    },

    /**
     * Its purchase was canceled: no contract records the purchase any more, so its fields are the
     * dealer's to edit again (the prices stay as they were typed) and its days in stock count from when it was added.
     */
    async forgetPurchase(companyId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(vehicles)
        .set({ purchasedOn: null, updatedAt: sql`now()` })
        .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, id)))
        .returning({ id: vehicles.id });
      return rows.length > 0;
    },

    /** A purchase contract was made: the vehicle records the price, its taxation and the day, as the purchase has them. */
    async recordPurchase(
      companyId: string,
      id: string,
      purchase: Pick<
        Vehicle,
        'purchasePrice' | 'purchaseTaxation' | 'purchaseVatRate' | 'mileage' | 'accidentFree' | 'accidentNote'
      > & {
        purchasedOn: string;
      },
    ): Promise<boolean> {
      const rows = await db
        .update(vehicles)
        .set({ ...purchase, updatedAt: sql`now()` })
        .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, id)))
        .returning({ id: vehicles.id });
      return rows.length > 0;
    },
  };
}

export function createVehiclesRepository(db: DbOrTx) {
  return { ...vehicleReads(db), ...vehicleWrites(db), ...stockChanges(db) };
}

export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;
