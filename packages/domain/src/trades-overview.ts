import { z } from 'zod';
import { TRADE_KINDS, TRADE_SECTIONS, TRADE_STATUSES } from './constants';
import { listQueryFields } from './lists';

// The trades overviews: the sales (/selling) and the purchases (/buying) by year, with each year's
// count and total. Money in integer cents.

/**
 * `GET /api/user/trades`: a page of trades, newest first, grouped by year: the sales
 * overview (SELLING) and the purchases overview (BUYING). A per_page over 100 is refused like any bad
 * field (422, naming it), as in the other lists.
 */
export const tradesQuerySchema = z.object({
  kind: z.enum(TRADE_KINDS, { error: '5003' }).default('SELLING'),
  ...listQueryFields,
});
export type TradesQuery = z.output<typeof tradesQuerySchema>;

const tradeListItemSchema = z.object({
  id: z.string(),
  /** The vehicle; null only for a canceled trade whose vehicle was deleted since. */
  vehicleId: z.string().nullable(),
  /** REJECTED: an issued sale (or a purchase with its contract) that was canceled; it stays listed, marked. */
  status: z.enum(TRADE_STATUSES),
  make: z.string(),
  model: z.string(),
  vinCode: z.string(),
  /** The buyer of a sale, the seller of a purchase, as the trade recorded them. */
  customerName: z.string().nullable(),
  grossPrice: z.number().int(),
  sectionType: z.enum(TRADE_SECTIONS).nullable(),
  /** A sale's invoice number; a purchase's is the business seller's own invoice number. */
  invoiceNumber: z.string().nullable(),
  /** The invoice date of a finished trade (a purchase: its contract's), else the day the trade was started. */
  date: z.string(),
  /** A canceled trade's cancellation: the cancellation invoice's number (a sale's) and its day. */
  cancellation: z.object({ number: z.string().nullable(), canceledOn: z.string() }).nullable(),
});
export type TradeListItem = z.infer<typeof tradeListItemSchema>;

export const tradeYearSchema = z.object({
  year: z.number().int(),
  /** How many of the year's trades match (all of them, not only those on this page), the canceled ones not counted. */
  count: z.number().int(),
  /** How many of the year's matching trades were canceled: listed, marked, but in neither count nor total. */
  canceled: z.number().int(),
  /** The gross total of the year's matching finished trades (all pages), in cents; a canceled one is no part of it. */
  totalGross: z.number().int(),
  /** The year's trades on this page, newest first. */
  items: z.array(tradeListItemSchema),
});
export type TradeYear = z.infer<typeof tradeYearSchema>;
