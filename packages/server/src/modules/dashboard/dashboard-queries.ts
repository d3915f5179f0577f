import { BUSINESS_TIME_ZONE, ORDER_STATUSES, SOLD_ORDER_STATUSES } from '@apparel/contracts';
import { sql } from 'drizzle-orm';

/** Accepted orders stay sales once dispatched (issue 19). */
/** Every status in the contracts' order: the status summary lists each, 0 when none. */
const STATUS_ARRAY = sql.raw(`array[${ORDER_STATUSES.map((s) => `'${s}'`).join(', ')}]`);
const SOLD = sql.raw(`status in (${SOLD_ORDER_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * The dashboard's SQL (definitions in docs/dashboard.md). Every figure over orders reads the rollups
 * that order changes keep in step, so none of these grows with the number of orders.
 */
export const dashboardSql = {
  kpis: (m: number) => sql`
    select coalesce(sum(order_count), 0) as total_orders,
      coalesce(round(sum(total_amount) filter (where ${SOLD})
        / nullif(sum(order_count) filter (where ${SOLD}), 0), 2), 0) as average_order_value,
      round(sum(fulfillment_minutes) filter (where ${SOLD})
        / nullif(sum(order_count) filter (where ${SOLD}), 0), 1) as average_fulfillment_minutes
    from order_status_totals where manufacturer_id = ${m}`,

  statusSummary: (m: number) => sql`
    select s.status, coalesce(t.order_count, 0) as count
    from unnest(${STATUS_ARRAY}::text[]) with ordinality as s(status, position)
    left join order_status_totals t on t.manufacturer_id = ${m} and t.status = s.status
    order by s.position`,

  topProducts: (m: number) => sql`
    select ps.product_id, coalesce(p.name, 'Deleted product') as name, ps.units as total_sold
    from product_sales ps left join products p on p.id = ps.product_id
    where ps.manufacturer_id = ${m} and ps.units > 0
    order by ps.units desc, ps.product_id limit 5`,

  /** A size's stock is the sum of its cells over every colour (variants of live products only exist). */
  sizeDemand: (m: number) => sql`
    select s.name as size,
      coalesce((select sum(v.stock_qty) from product_variants v
                where v.manufacturer_id = ${m} and v.size_id = s.id), 0) as stock_qty,
      coalesce(ss.units, 0) as sold_qty
    from attribute_items s
    left join size_sales ss on ss.manufacturer_id = s.manufacturer_id and ss.size_id = s.id
    where s.manufacturer_id = ${m} and s.type = 'sizes'
    order by lower(s.name), s.id`,

  /** The 12 India calendar months up to the one `now` falls in, oldest first, empty months at 0. */
  monthlyTrends: (m: number, now: Date) => sql`
    with months as (
      select (date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${BUSINESS_TIME_ZONE})
              - make_interval(months => g))::date as month
      from generate_series(11, 0, -1) as g)
    select to_char(months.month, 'YYYY-MM') as month, coalesce(ms.total_sales, 0) as total_sales
    from months left join monthly_sales ms on ms.manufacturer_id = ${m} and ms.month = months.month
    order by months.month`,

  topRetailers: (m: number) => sql`
    select rs.retailer_id, r.name, rs.accepted_value as total_order_value
    from retailer_sales rs join retailers r on r.id = rs.retailer_id
    where rs.manufacturer_id = ${m} and rs.accepted_value > 0
    order by rs.accepted_value desc, rs.retailer_id limit 5`,

  /** 60 % share of the top accepted value, 40 % share of the most orders, among linked retailers. */
  engagement: (m: number) => sql`
    with linked as (
      select r.id, r.name, coalesce(rs.order_count, 0) as orders, coalesce(rs.accepted_value, 0) as value
      from retailer_links l join retailers r on r.id = l.retailer_id
      left join retailer_sales rs on rs.manufacturer_id = l.manufacturer_id and rs.retailer_id = r.id
      where l.manufacturer_id = ${m} and l.status = 'ACCEPTED'),
    peak as (select max(orders) as orders, max(value) as value from linked)
    select linked.id as retailer_id, linked.name,
      round(100 * (0.6 * coalesce(linked.value / nullif(peak.value, 0), 0)
                 + 0.4 * coalesce(linked.orders::numeric / nullif(peak.orders, 0), 0)))::int as engagement_score
    from linked, peak
    order by engagement_score desc, linked.name, linked.id`,

  subscription: (m: number) => sql`
    select to_char(end_date, 'YYYY-MM-DD') as end_date, retailer_limit, product_limit
    from subscriptions where manufacturer_id = ${m}`,
};
