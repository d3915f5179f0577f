import { BUSINESS_TIME_ZONE, type OrderStatus, SOLD_ORDER_STATUSES } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';

/**
 * Adds (sign 1) or takes away (sign -1) one order's share of the dashboard's rollups, as if it had
 * `status`. Every order change calls this in its own transaction: create (+1 PENDING), a status
 * change (-1 old, +1 new), delete (-1 current), so the rollups always equal a recount of `orders`.
 */
export const rollupOrder = async (tx: Transaction, orderId: number, status: OrderStatus, sign: 1 | -1) => {
  // Accepted, partly and wholly dispatched orders are all sales (issue 19).
  const sold = (SOLD_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
  await tx.execute(sql`
    insert into order_status_totals as t (manufacturer_id, status, order_count, total_amount, fulfillment_minutes)
    select o.manufacturer_id, ${status}, ${sign}, ${sign} * o.total_amount,
           case when ${sold} and o.accepted_at is not null
                then ${sign} * extract(epoch from (o.accepted_at - o.created_at)) / 60 else 0 end
    from orders o where o.id = ${orderId}
    on conflict (manufacturer_id, status) do update set
      order_count = t.order_count + excluded.order_count,
      total_amount = t.total_amount + excluded.total_amount,
      fulfillment_minutes = t.fulfillment_minutes + excluded.fulfillment_minutes`);
  await tx.execute(sql`
    insert into retailer_sales as t (manufacturer_id, retailer_id, order_count, accepted_value)
    select o.manufacturer_id, o.retailer_id, ${sign},
           case when ${sold} then ${sign} * o.total_amount else 0 end
    from orders o where o.id = ${orderId}
    on conflict (manufacturer_id, retailer_id) do update set
      order_count = t.order_count + excluded.order_count,
      accepted_value = t.accepted_value + excluded.accepted_value`);
  if (!sold) return;
  await tx.execute(sql`
    insert into monthly_sales as t (manufacturer_id, month, total_sales)
    select o.manufacturer_id, date_trunc('month', o.created_at at time zone ${BUSINESS_TIME_ZONE})::date,
           ${sign} * o.total_amount
    from orders o where o.id = ${orderId}
    on conflict (manufacturer_id, month) do update set total_sales = t.total_sales + excluded.total_sales`);
  // Rows in key order, so concurrent orders lock rollup rows in the same order (no deadlock).
  await tx.execute(sql`
    insert into product_sales as t (manufacturer_id, product_id, units)
    select o.manufacturer_id, i.product_id, ${sign} * sum(i.quantity)
    from orders o join order_items i on i.order_id = o.id
    where o.id = ${orderId} and i.product_id is not null
    group by o.manufacturer_id, i.product_id order by i.product_id
    on conflict (manufacturer_id, product_id) do update set units = t.units + excluded.units`);
  await tx.execute(sql`
    insert into size_sales as t (manufacturer_id, size_id, units)
    select o.manufacturer_id, (i.choices -> 'size' ->> 'id')::int, ${sign} * sum(i.quantity)
    from orders o join order_items i on i.order_id = o.id
    where o.id = ${orderId} and i.choices ? 'size'
    group by o.manufacturer_id, (i.choices -> 'size' ->> 'id')::int order by 2
    on conflict (manufacturer_id, size_id) do update set units = t.units + excluded.units`);
};

/**
 * Recomputes one manufacturer's rollups from its orders in a few set statements: for bulk loads
 * (demo trade, benchmarks) where calling `rollupOrder` per order would be slow.
 */
export const rebuildRollups = async (tx: Transaction, manufacturerId: number) => {
  const soldSql = sql.raw(`status in (${SOLD_ORDER_STATUSES.map((s) => `'${s}'`).join(', ')})`);
  for (const table of [
    'order_status_totals',
    'retailer_sales',
    'monthly_sales',
    'product_sales',
    'size_sales',
  ])
    await tx.execute(sql`delete from ${sql.identifier(table)} where manufacturer_id = ${manufacturerId}`);
  await tx.execute(sql`
    insert into order_status_totals (manufacturer_id, status, order_count, total_amount, fulfillment_minutes)
    select manufacturer_id, status, count(*), sum(total_amount),
      coalesce(sum(extract(epoch from accepted_at - created_at) / 60) filter (where ${soldSql}), 0)
    from orders where manufacturer_id = ${manufacturerId} group by manufacturer_id, status`);
  await tx.execute(sql`
    insert into retailer_sales (manufacturer_id, retailer_id, order_count, accepted_value)
    select manufacturer_id, retailer_id, count(*), coalesce(sum(total_amount) filter (where ${soldSql}), 0)
    from orders where manufacturer_id = ${manufacturerId} group by manufacturer_id, retailer_id`);
  await tx.execute(sql`
    insert into monthly_sales (manufacturer_id, month, total_sales)
    select manufacturer_id, date_trunc('month', created_at at time zone ${BUSINESS_TIME_ZONE})::date, sum(total_amount)
    from orders where manufacturer_id = ${manufacturerId} and ${soldSql} group by 1, 2`);
  await tx.execute(sql`
    insert into product_sales (manufacturer_id, product_id, units)
    select o.manufacturer_id, i.product_id, sum(i.quantity)
    from orders o join order_items i on i.order_id = o.id
    where o.manufacturer_id = ${manufacturerId} and o.${soldSql} and i.product_id is not null group by 1, 2`);
  await tx.execute(sql`
    insert into size_sales (manufacturer_id, size_id, units)
    select o.manufacturer_id, (i.choices -> 'size' ->> 'id')::int, sum(i.quantity)
    from orders o join order_items i on i.order_id = o.id
    where o.manufacturer_id = ${manufacturerId} and o.${soldSql} and i.choices ? 'size' group by 1, 2`);
};
