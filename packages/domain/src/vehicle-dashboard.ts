import { z } from 'zod';
import { vehicleSchema } from './vehicles';

// The dashboard (GET /api/user/vehicles/dashboard): the stock and the month's sales in figures.

/** The dashboard's HU/AU figure: due within this many days, overdue ones included. */
export const INSPECTION_DUE_DAYS = 60;

/** A sum of prices in cents, and how many vehicles in stock have no such price (not in the sum). */
const stockValueSchema = z.object({ cents: z.number().int(), withoutPrice: z.number().int() });

export const vehicleDashboardSchema = z.object({
  inStock: z.number().int(),
  stockValuePurchase: stockValueSchema,
  stockValueAsking: stockValueSchema,
  daysInStockAverage: z.number(),
  daysInStockMax: z.number().int().nullable(),
  inspectionDue: z.number().int(),
  oldest: z.array(vehicleSchema.extend({ daysInStock: z.number().int() })),
  soldThisMonth: z.number().int(),
  /** The month's invoiced sales: gross total, margin and the VAT in §25a margins, in cents; sales without a purchase price have no margin. */
  salesThisMonth: z.object({
    count: z.number().int(),
    grossCents: z.number().int(),
    marginCents: z.number().int(),
    marginVatCents: z.number().int(),
    withoutPurchase: z.number().int(),
  }),
  soldThisYear: z.number().int(),
  newest: z.array(vehicleSchema),
});
export type VehicleDashboard = z.infer<typeof vehicleDashboardSchema>;
