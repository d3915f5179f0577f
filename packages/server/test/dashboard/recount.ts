import type { Dashboard } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { queryRows } from '../../src/db/sql-rows';

/**
 * The order figures of the dashboard recounted straight from `orders` and `order_items` (the slow
 * way the rollups replace), to prove the rollups stay in step. Figures not made of orders are copied.
 */
export const recountDashboard = async (db: Database, m: number, shown: Dashboard): Promise<Dashboard> => {
  const [kpis] = await queryRows<{ total: string; aov: string; minutes: string | null }>(
    db,
    sql`select count(*) as total,
      coalesce(round(avg(total_amount) filter (where status in ('ACCEPTED', 'PARTIALLY_DISPATCHED', 'DISPATCHED')), 2), 0) as aov,
      round(avg(extract(epoch from accepted_at - created_at) / 60) filter (where status in ('ACCEPTED', 'PARTIALLY_DISPATCHED', 'DISPATCHED')), 1) as minutes
      from orders where manufacturer_id = ${m}`,
  );
  const statuses = await queryRows<{ status: string; count: string }>(
    db,
    sql`select s.status, count(o.id) as count
      from (values ('PENDING', 1), ('ACCEPTED', 2), ('REJECTED', 3), ('PARTIALLY_DISPATCHED', 4), ('DISPATCHED', 5),
        ('CANCELLED', 6), ('ON_HOLD', 7)) s(status, p)
      left join orders o on o.status = s.status and o.manufacturer_id = ${m} group by s.status, s.p order by s.p`,
  );
  const top = await queryRows<{ product_id: number; name: string; sold: string }>(
    db,
    sql`select i.product_id, p.name, sum(i.quantity) as sold from order_items i join orders o on o.id = i.order_id
      join products p on p.id = i.product_id where o.manufacturer_id = ${m} and o.status in ('ACCEPTED', 'PARTIALLY_DISPATCHED', 'DISPATCHED')
      group by i.product_id, p.name order by sum(i.quantity) desc, i.product_id limit 5`,
  );
  const retailers = await queryRows<{ retailer_id: number; name: string; value: string }>(
    db,
    sql`select o.retailer_id, r.name, sum(o.total_amount) as value from orders o join retailers r on r.id = o.retailer_id
      where o.manufacturer_id = ${m} and o.status in ('ACCEPTED', 'PARTIALLY_DISPATCHED', 'DISPATCHED') group by o.retailer_id, r.name
      order by sum(o.total_amount) desc, o.retailer_id limit 5`,
  );
  return {
    ...shown,
    totalOrders: Number(kpis?.total),
    averageOrderValue: Number(kpis?.aov),
    averageFulfillmentTimeMinutes:
      kpis?.minutes === null || kpis?.minutes === undefined ? null : Number(kpis.minutes),
    orderStatusSummary: statuses.map((s) => ({ status: s.status as 'PENDING', count: Number(s.count) })),
    topSellingProducts: top.map((t) => ({
      productId: Number(t.product_id),
      name: t.name,
      totalSold: Number(t.sold),
    })),
    topRetailers: retailers.map((r) => ({
      retailerId: Number(r.retailer_id),
      name: r.name,
      totalOrderValue: Number(r.value),
    })),
  };
};
