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

/** The most a product's stock can hold (its `integer` column). */
const MAX_STOCK = 2_147_483_647;

export const stockFull = (name: string, stock: number, returned: number) =>
  `Cannot give back ${returned} units of ${name}: its stock of ${stock} would pass the most a product can hold ` +
  `(${MAX_STOCK}). Lower its stock first.`;

/**
 * Puts a deleted accepted order's items back in stock. A return that would pass the stock column's
 * maximum refuses the whole delete with 409 (the transaction rolls back) instead of overflowing.
 */
export const restoreStock = async (tx: Transaction, orderId: number): Promise<void> => {
  for (const item of await demandOf(tx, orderId)) {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`
      update products set stock_qty = stock_qty + ${item.quantity}
      where id = ${item.productId} and stock_qty <= ${MAX_STOCK - item.quantity} returning id`,
    );
    if (rows.length > 0) continue;
    const [product] = await queryRows<{ stock_qty: number }>(
      tx,
      sql`select stock_qty from products where id = ${item.productId}`,
    );
    if (product) throw new ApiError(409, stockFull(item.name, Number(product.stock_qty), item.quantity));
  }
};
