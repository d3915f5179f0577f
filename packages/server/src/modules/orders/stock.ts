import { variantLabel } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { ApiError } from '../../errors';

export const stockShort = (name: string, left: number, wanted: number) =>
  `Not enough stock of ${name}: ${left} left, ${wanted} ordered`;

/** The order's units per cell (lines of one cell summed); lines whose product is gone name no cell. */
const demandSql = (orderId: number) => sql`
  select i.variant_id, sum(i.quantity)::integer as quantity
  from order_items i where i.order_id = ${orderId} and i.variant_id is not null
  group by i.variant_id`;

/**
 * Locks, in one order for every writer, what an order's stock change touches: first its products by
 * id (the product form locks its product before its cells too), then its cells by id. So any number
 * of parallel accepts and deletes wait for each other, never oversell and never deadlock.
 */
const lockCells = async (tx: Transaction, orderId: number): Promise<void> => {
  await tx.execute(sql`
    select p.id from products p
    where p.id in (select v.product_id from product_variants v join (${demandSql(orderId)}) d on d.variant_id = v.id)
    order by p.id for update of p`);
  await tx.execute(sql`
    select v.id from product_variants v join (${demandSql(orderId)}) d on d.variant_id = v.id
    order by v.id for update of v`);
};

/** Moves `sign` x the order's units into (+1) or out of (-1) its cells and their products' stockQty. */
const moveStock = async (tx: Transaction, orderId: number, sign: 1 | -1): Promise<void> => {
  await tx.execute(sql`
    with d as (${demandSql(orderId)}),
    moved as (
      update product_variants v set stock_qty = v.stock_qty + ${sign} * d.quantity
      from d where v.id = d.variant_id returning v.product_id, d.quantity)
    update products p set stock_qty = p.stock_qty + ${sign} * m.quantity
    from (select product_id, sum(quantity) as quantity from moved group by product_id) m
    where p.id = m.product_id`);
};

/** The first cell (by line) the order wants more of than it holds, named as "Linen Kurta Navy / M". */
const shortCell = async (tx: Transaction, orderId: number) => {
  const [short] = await queryRows<{
    name: string;
    color: string | null;
    size: string | null;
    stock_qty: number;
    quantity: number;
  }>(
    tx,
    sql`
    select p.name, c.name as color, s.name as size, v.stock_qty, d.quantity
    from (${demandSql(orderId)}) d
    join product_variants v on v.id = d.variant_id
    join products p on p.id = v.product_id
    left join attribute_items c on c.id = v.color_id
    left join attribute_items s on s.id = v.size_id
    where v.stock_qty < d.quantity
    order by (select min(i.id) from order_items i where i.order_id = ${orderId} and i.variant_id = v.id)
    limit 1`,
  );
  return short;
};

/**
 * Takes an accepted order's units out of their cells, whole or not at all: with the cells locked, a
 * short cell fails the accept with 409 "Not enough stock of Linen Kurta Navy / M: 30 left, 50 ordered"
 * (the product name alone for a product without sizes or colours) and the transaction writes nothing.
 */
export const takeStock = async (tx: Transaction, orderId: number): Promise<void> => {
  await lockCells(tx, orderId);
  const short = await shortCell(tx, orderId);
  if (short) {
    const cell = variantLabel({ colorName: short.color, sizeName: short.size });
    throw new ApiError(
      409,
      stockShort(
        cell ? `${short.name} ${cell}` : short.name,
        Number(short.stock_qty),
        Number(short.quantity),
      ),
    );
  }
  await moveStock(tx, orderId, -1);
};

/** The most a product's stock can hold (its `integer` column). */
const MAX_STOCK = 2_147_483_647;

export const stockFull = (name: string, stock: number, returned: number) =>
  `Cannot give back ${returned} units of ${name}: its stock of ${stock} would pass the most a product can hold ` +
  `(${MAX_STOCK}). Lower its stock first.`;

/**
 * Puts a deleted accepted order's units back into their cells (cells of deleted products are gone). A
 * return that would pass the stock column's maximum refuses the whole delete with 409 instead of overflowing.
 */
export const restoreStock = async (tx: Transaction, orderId: number): Promise<void> => {
  await lockCells(tx, orderId);
  const [full] = await queryRows<{ name: string; stock_qty: number; quantity: number }>(
    tx,
    sql`
    select p.name, p.stock_qty, sum(d.quantity)::bigint as quantity
    from (${demandSql(orderId)}) d
    join product_variants v on v.id = d.variant_id
    join products p on p.id = v.product_id
    group by p.id, p.name, p.stock_qty
    having p.stock_qty + sum(d.quantity) > ${MAX_STOCK}
    limit 1`,
  );
  if (full) throw new ApiError(409, stockFull(full.name, Number(full.stock_qty), Number(full.quantity)));
  await moveStock(tx, orderId, 1);
};
