import { ORDER_STATUSES } from './orders';
import * as z from './zod';

/** GET /manufacturer/dashboard (product.md §3 "Dashboard response"); every figure is defined in docs/dashboard.md. */
export const dashboardSchema = z.object({
  totalOrders: z.number().int(),
  averageOrderValue: z.number(),
  averageFulfillmentTimeMinutes: z.number().nullable(),
  topSellingProducts: z.array(
    z.object({ productId: z.number().int(), name: z.string(), totalSold: z.number().int() }),
  ),
  subscription: z
    .object({ endDate: z.string(), retailerLimit: z.number().int(), productLimit: z.number().int() })
    .nullable(),
  sizeDemandMatch: z.array(
    z.object({ size: z.string(), stockQty: z.number().int(), soldQty: z.number().int() }),
  ),
  monthlyTrends: z.array(z.object({ month: z.string(), totalSales: z.number() })),
  orderStatusSummary: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
  topRetailers: z.array(
    z.object({ retailerId: z.number().int(), name: z.string(), totalOrderValue: z.number() }),
  ),
  retailerEngagement: z.array(
    z.object({ retailerId: z.number().int(), name: z.string(), engagementScore: z.number().int() }),
  ),
  /** Rupees my retailers owe, net of advances (product.md §16). */
  outstanding: z.number(),
  /** Rupees of invoices past their due date still owed. */
  overdue: z.number(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
