import { z } from 'zod';
import { ledgerSchema } from './ledger.ts';
import { lineStatusSchema } from './orders.ts';

/* The creator's and the seller's dashboards: sales, visits and orders over a period, with their earnings. */

export const dailyPointSchema = z.object({ day: z.string(), value: z.number() });
export type DailyPoint = z.infer<typeof dailyPointSchema>;

export const creatorDashboardSchema = z.object({
  days: z.number().int(),
  /** What buyers paid for the store's sales (paise) per day in India (Asia/Kolkata), zero-filled. */
  salesByDay: z.array(dailyPointSchema),
  salesPaise: z.number().int(),
  orders: z.number().int(),
  unitsSold: z.number().int(),
  visitsByDay: z.array(dailyPointSchema),
  visits: z.number().int(),
  visitsBySource: z.array(z.object({ source: z.string(), visits: z.number().int() })),
  /** Orders ÷ visits over the period, 0 when there were no visits. */
  conversion: z.number(),
  ledger: ledgerSchema,
});
export type CreatorDashboard = z.infer<typeof creatorDashboardSchema>;

/** The most creators a seller's dashboard lists. */
export const TOP_CREATORS = 10;

export const sellerDashboardSchema = z.object({
  days: z.number().int(),
  /** `revenuePaise` per day in India (Asia/Kolkata) the lines were ordered, zero-filled. */
  revenueByDay: z.array(dailyPointSchema),
  /**
   * The seller's base price × quantity of the lines ordered in the period, less those cancelled, returned or whose
   * delivery failed (a line still on its way, or delivered with a return asked for, counts); before Haat's commission,
   * without delivery fees.
   */
  revenuePaise: z.number().int(),
  ordersByStatus: z.array(z.object({ status: lineStatusSchema, lines: z.number().int() })),
  topProducts: z.array(
    z.object({ productId: z.string(), name: z.string(), units: z.number().int(), revenuePaise: z.number().int() }),
  ),
  /**
   * The stores that sold most of the seller's products in the period (then list most), TOP_CREATORS at most; what
   * they sold counted as `revenuePaise` is (the seller's base price, the creator's markup left out).
   */
  creators: z.array(
    z.object({
      storeId: z.string(),
      handle: z.string(),
      displayName: z.string(),
      listings: z.number().int(),
      units: z.number().int(),
      revenuePaise: z.number().int(),
    }),
  ),
  /** How many stores list the seller's products, `creators` among them. */
  creatorCount: z.number().int(),
  ledger: ledgerSchema,
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;
