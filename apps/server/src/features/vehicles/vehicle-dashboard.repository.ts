import { INSPECTION_DUE_DAYS } from '@kontor/domain/vehicle-dashboard';
import type { TradeAmounts } from '@kontor/domain/vat';
import { and, asc, count, desc, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { trades } from '../../platform/db/schema/trades';
import { vehicles } from '../../platform/db/schema/vehicles';
import { toVehicle } from './vehicles.repository';

// The dashboard's figures of a company's stock and this month's sales, read only.

// The generated search column is for filtering only; it never leaves the database.
const { searchText: _searchText, ...selectable } = getTableColumns(vehicles);

// The day a vehicle's time in stock starts: its purchase contract, else the day it was added.
const stockSince = sql`coalesce(${vehicles.purchasedOn}, ${vehicles.addedOn})`;

export function createVehicleDashboardRepository(db: DbOrTx) {
  return {
    async dashboard(companyId: string, today: string) {
      const monthStart = `${today.slice(0, 7)}-01`;
      const yearStart = `${today.slice(0, 4)}-01-01`;
      const current = and(eq(vehicles.companyId, companyId), eq(vehicles.status, 'CURRENT'));
      const [stock, sold, oldest, newest, monthSales] = await Promise.all([
        db
          .select({
            inStock: count(),
            averageDays: sql<string | null>`avg(${today}::date - ${stockSince})`,
            maxDays: sql<number | null>`max(${today}::date - ${stockSince})`,
            // bigint sums of cents come back as text; a company's stock stays far below 2^53 cents.
            // The acquisition cost: a REGULAR purchase's VAT is reclaimed, so it is no part of the stock's
            // value; a §25a (MARGIN) purchase has no input VAT to reclaim (§ 25a Abs. 5 UStG), its gross is its cost.
            // Same integer half-up rule as purchaseNet in domain, per vehicle, before summing.
            purchaseCents: sql<string>`coalesce(sum(case
              when ${vehicles.purchaseTaxation} = 'REGULAR' and ${vehicles.purchaseVatRate} > 0
                then (${vehicles.purchasePrice}::bigint * 200 + (100 + ${vehicles.purchaseVatRate}))
                  / (2 * (100 + ${vehicles.purchaseVatRate}))
              else ${vehicles.purchasePrice}
            end), 0)`,
            withoutPurchase: sql<number>`count(*) filter (where ${vehicles.purchasePrice} is null)`.mapWith(Number),
            askingCents: sql<string>`coalesce(sum(${vehicles.askingPrice}), 0)`,
            withoutAsking: sql<number>`count(*) filter (where ${vehicles.askingPrice} is null)`.mapWith(Number),
            inspectionDue:
              sql<number>`count(*) filter (where ${vehicles.nextInspection} <= ${today}::date + ${INSPECTION_DUE_DAYS}::int)`.mapWith(
                Number,
              ),
          })
          .from(vehicles)
          .where(current),
        db
          .select({
            thisMonth: sql<number>`count(*) filter (where ${vehicles.soldOn} >= ${monthStart}::date)`.mapWith(Number),
            thisYear: count(),
          })
          .from(vehicles)
          .where(and(eq(vehicles.companyId, companyId), eq(vehicles.status, 'SOLD'), gte(vehicles.soldOn, yearStart))),
        db.select(selectable).from(vehicles).where(current).orderBy(asc(stockSince), asc(vehicles.id)).limit(5),
        db.select(selectable).from(vehicles).where(current).orderBy(desc(vehicles.addedOn), desc(vehicles.createdAt)).limit(5),
        db
          .select({
            // A sale's amounts (the where clause names SELLING): the VAT engine's, never a service invoice's.
            amounts: sql<TradeAmounts>`${trades.amounts}`,
            purchasePrice: vehicles.purchasePrice,
            purchaseTaxation: vehicles.purchaseTaxation,
            purchaseVatRate: vehicles.purchaseVatRate,
          })
          .from(trades)
          .innerJoin(vehicles, and(eq(vehicles.id, trades.vehicleId), eq(vehicles.companyId, trades.companyId)))
          .where(
            and(
              eq(trades.companyId, companyId),
              eq(trades.kind, 'SELLING'),
              eq(trades.status, 'FINISHED'),
              gte(trades.issuedOn, monthStart),
            ),
          ),
      ]);
      return {
        inStock: Number(stock[0]?.inStock ?? 0),
        averageDays: stock[0]?.averageDays === null || stock[0]?.averageDays === undefined ? 0 : Number(stock[0].averageDays),
        maxDays: stock[0]?.maxDays === null || stock[0]?.maxDays === undefined ? null : Number(stock[0].maxDays),
        stockValuePurchase: { cents: Number(stock[0]?.purchaseCents ?? 0), withoutPrice: stock[0]?.withoutPurchase ?? 0 },
        stockValueAsking: { cents: Number(stock[0]?.askingCents ?? 0), withoutPrice: stock[0]?.withoutAsking ?? 0 },
        inspectionDue: stock[0]?.inspectionDue ?? 0,
        soldThisMonth: sold[0]?.thisMonth ?? 0,
        soldThisYear: Number(sold[0]?.thisYear ?? 0),
        oldest: oldest.map((row) => toVehicle({ ...row, searchText: null })),
        newest: newest.map((row) => toVehicle({ ...row, searchText: null })),
        monthSales,
      };
    },
  };
}
