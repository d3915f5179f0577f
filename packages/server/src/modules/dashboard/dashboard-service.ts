import { type Dashboard, paiseToRupees, todayInIndia } from '@apparel/contracts';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { rupees } from '../../db/numeric';
import { queryRows } from '../../db/sql-rows';
import { moneyOwedTotals } from '../credit/money-owed';
import { dashboardSql } from './dashboard-queries';

type Num = string | number;

export type DashboardService = ReturnType<typeof createDashboardService>;

/** GET /manufacturer/dashboard: every figure computed by the database from the order rollups. */
export const createDashboardService = ({ db, clock }: { db: Database; clock: Clock }) => ({
  async read(manufacturerId: number): Promise<Dashboard> {
    // Independent reads: in parallel on PostgreSQL's pool (PGlite runs them one after the other).
    const m = manufacturerId;
    const [[kpis], statuses, top, sizes, months, retailers, engagement, [subscription], owed] =
      await Promise.all([
        queryRows<{ total_orders: Num; average_order_value: Num; average_fulfillment_minutes: Num | null }>(
          db,
          dashboardSql.kpis(m),
        ),
        queryRows<{ status: Dashboard['orderStatusSummary'][number]['status']; count: Num }>(
          db,
          dashboardSql.statusSummary(m),
        ),
        queryRows<{ product_id: Num; name: string; total_sold: Num }>(db, dashboardSql.topProducts(m)),
        queryRows<{ size: string; stock_qty: Num; sold_qty: Num }>(db, dashboardSql.sizeDemand(m)),
        queryRows<{ month: string; total_sales: Num }>(db, dashboardSql.monthlyTrends(m, clock())),
        queryRows<{ retailer_id: Num; name: string; total_order_value: Num }>(
          db,
          dashboardSql.topRetailers(m),
        ),
        queryRows<{ retailer_id: Num; name: string; engagement_score: Num }>(db, dashboardSql.engagement(m)),
        queryRows<{ end_date: string; retailer_limit: Num; product_limit: Num }>(
          db,
          dashboardSql.subscription(m),
        ),
        moneyOwedTotals(db, m, todayInIndia(clock())),
      ]);
    const fulfillment = kpis?.average_fulfillment_minutes;
    return {
      totalOrders: Number(kpis?.total_orders ?? 0),
      averageOrderValue: rupees(kpis?.average_order_value ?? 0),
      averageFulfillmentTimeMinutes:
        fulfillment === null || fulfillment === undefined ? null : Number(fulfillment),
      topSellingProducts: top.map((r) => ({
        productId: Number(r.product_id),
        name: r.name,
        totalSold: Number(r.total_sold),
      })),
      subscription: subscription
        ? {
            endDate: subscription.end_date,
            retailerLimit: Number(subscription.retailer_limit),
            productLimit: Number(subscription.product_limit),
          }
        : null,
      sizeDemandMatch: sizes.map((r) => ({
        size: r.size,
        stockQty: Number(r.stock_qty),
        soldQty: Number(r.sold_qty),
      })),
      monthlyTrends: months.map((r) => ({ month: r.month, totalSales: rupees(r.total_sales) })),
      orderStatusSummary: statuses.map((r) => ({ status: r.status, count: Number(r.count) })),
      topRetailers: retailers.map((r) => ({
        retailerId: Number(r.retailer_id),
        name: r.name,
        totalOrderValue: rupees(r.total_order_value),
      })),
      retailerEngagement: engagement.map((r) => ({
        retailerId: Number(r.retailer_id),
        name: r.name,
        engagementScore: Number(r.engagement_score),
      })),
      outstanding: paiseToRupees(owed.outstandingPaise),
      overdue: paiseToRupees(owed.overduePaise),
    };
  },
});
