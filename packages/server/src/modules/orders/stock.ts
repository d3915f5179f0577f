import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { ApiError } from '../../errors';

type Demand = { productId: number; name: string; quantity: number };

/** The order's units per product, in product id order (so concurrent accepts lock products alike). */
const demandOf = async (tx: Transaction, orderId: number): Promise<Demand[]> => {
  const rows = await queryRows<{ product_id: number; name: string; quantity: string | number }>(
    tx,
    sql`
    select i.product_id, min(i.product_name) as name, sum(i.quantity) as quantity
    from order_items i where i.order_id = ${orderId} and i.product_id is not null
    group by i.product_id order by i.product_id`,
  );
  return rows.map((r) => ({ productId: Number(r.product_id), name: r.name, quantity: Number(r.quantity) }));
};

export const stockShort = (name: string, left: number, wanted: number) =>
  `Not enough stock of ${name}: ${left} left, ${wanted} ordered`;

/**
 * Takes an accepted order's items out of stock. Each update only succeeds while the stock covers
 * it, and holds the product row until the transaction ends: of two accepts that compete for the last
 * units one waits, then finds the stock short and fails whole with 409.
 */
export const takeStock = async (tx: Transaction, orderId: number): Promise<void> => {
  for (const item of await demandOf(tx, orderId)) {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`
      update products set stock_qty = stock_qty - ${item.quantity}
      where id = ${item.productId} and stock_qty >= ${item.quantity} returning id`,
    );
    if (rows.length > 0) continue;
    const left = await queryRows<{ stock_qty: number }>(
      tx,
      sql`select stock_qty from products where id = ${item.productId}`,
    );
    throw new ApiError(409, stockShort(item.name, Number(left[0]?.stock_qty ?? 0), item.quantity));
  }
};

/** Puts a deleted accepted order's items back in stock. */
export const restoreStock = async (tx: Transaction, orderId: number): Promise<void> => {
  for (const item of await demandOf(tx, orderId)) {
    await tx.execute(
      sql`update products set stock_qty = stock_qty + ${item.quantity} where id = ${item.productId}`,
    );
  }
};
