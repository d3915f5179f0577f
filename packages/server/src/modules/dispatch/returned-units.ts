import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';

export type ReturnedUnits = { itemId: number; quantity: number };

/**
 * Puts pieces of order items back into their size x colour cells and the products' stockQty
 * (cancelled remainder, restocked return): the one place a returned unit goes back. Locks like every
 * stock writer (packages/server/src/modules/orders/stock.ts): products by id, then cells by id, so it never deadlocks with accepts.
 * A line whose cell was removed (variant_id null) has nowhere to go back to, as on an order's delete.
 */
export const returnUnits = async (tx: Transaction, units: readonly ReturnedUnits[]): Promise<void> => {
  const wanted = units.filter((unit) => unit.quantity > 0);
  if (wanted.length === 0) return;
  const returned = sql`
    select i.variant_id, sum(r.quantity)::integer as quantity
    from json_to_recordset(${JSON.stringify(wanted)}::json) as r("itemId" int, quantity int)
    join order_items i on i.id = r."itemId"
    where i.variant_id is not null group by i.variant_id`;
  await tx.execute(sql`
    select p.id from products p
    where p.id in (select v.product_id from product_variants v join (${returned}) d on d.variant_id = v.id)
    order by p.id for update of p`);
  await tx.execute(sql`
    select v.id from product_variants v join (${returned}) d on d.variant_id = v.id order by v.id for update of v`);
  await tx.execute(sql`
    with d as (${returned}),
    moved as (
      update product_variants v set stock_qty = v.stock_qty + d.quantity
      from d where v.id = d.variant_id returning v.product_id, d.quantity)
    update products p set stock_qty = p.stock_qty + m.quantity
    from (select product_id, sum(quantity) as quantity from moved group by product_id) m
    where p.id = m.product_id`);
};
