import { variantLabel } from '@apparel/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { ApiError } from '../../errors';

export const stockShort = (name: string, left: number, wanted: number) =>
  `Not enough stock of ${name}: ${left} left, ${wanted} ordered`;

/** The most a product's stock can hold (its `integer` column). */
const MAX_STOCK = 2_147_483_647;

export const stockFull = (name: string, stock: number, returned: number) =>
  `Cannot give back ${returned} units of ${name}: its stock of ${stock} would pass the most a product can hold ` +
  `(${MAX_STOCK}). Lower its stock first.`;

/** Units per cell (`variant_id`, `quantity`, and `first_item`, the cell's first order line): what a stock move reads. */
export type CellUnits = SQL;

/** An order's units per cell (lines of one cell summed); lines whose product is gone name no cell. */
export const unitsOfOrder = (orderId: number): CellUnits => sql`
  select i.variant_id, sum(i.quantity)::integer as quantity, min(i.id) as first_item
  from order_items i where i.order_id = ${orderId} and i.variant_id is not null
  group by i.variant_id`;

/** Pieces of order items (a cancelled remainder, a restocked return) per cell; a removed cell has none. */
export const unitsOfItems = (units: readonly { itemId: number; quantity: number }[]): CellUnits => sql`
  select i.variant_id, sum(r.quantity)::integer as quantity, min(i.id) as first_item
  from json_to_recordset(${JSON.stringify(units.flatMap(({ itemId, quantity }) => (quantity > 0 ? [{ itemId, quantity }] : [])))}::json)
    as r("itemId" int, quantity int)
  join order_items i on i.id = r."itemId"
  where i.variant_id is not null group by i.variant_id`;

/**
 * Locks, in one order for every writer, what a stock move touches: first its products by id (the
 * product form locks its product before its cells too), then its cells by id. So any number of
 * parallel accepts, deletes, cancels and returns wait for each other, never oversell and never deadlock.
 */
const lockCells = async (tx: Transaction, units: CellUnits): Promise<void> => {
  await tx.execute(sql`
    select p.id from products p
    where p.id in (select v.product_id from product_variants v join (${units}) d on d.variant_id = v.id)
    order by p.id for update of p`);
  await tx.execute(sql`
    select v.id from product_variants v join (${units}) d on d.variant_id = v.id
    order by v.id for update of v`);
};

/** The first cell (by line) that holds fewer units than are taken, named as "Linen Kurta Navy / M". */
const shortCell = async (tx: Transaction, units: CellUnits) => {
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
    from (${units}) d
    join product_variants v on v.id = d.variant_id
    join products p on p.id = v.product_id
    left join attribute_items c on c.id = v.color_id
    left join attribute_items s on s.id = v.size_id
    where v.stock_qty < d.quantity
    order by d.first_item
    limit 1`,
  );
  return short;
};

/** The first product whose stock would pass the column's maximum when the units go back. */
const fullProduct = async (tx: Transaction, units: CellUnits) => {
  const [full] = await queryRows<{ name: string; stock_qty: number; quantity: number }>(
    tx,
    sql`
    select p.name, p.stock_qty, sum(d.quantity)::bigint as quantity
    from (${units}) d
    join product_variants v on v.id = d.variant_id
    join products p on p.id = v.product_id
    group by p.id, p.name, p.stock_qty
    having p.stock_qty + sum(d.quantity) > ${MAX_STOCK}
    limit 1`,
  );
  return full;
};

/**
 * The one statement that moves cell stock: `units` out of (`take`) or back into (`give back`) their
 * size x colour cells and their products' stockQty, for accept, delete, cancel-remaining and returns.
 * With the cells locked, whole or not at all: a short cell is 409 "Not enough stock of Linen Kurta
 * Navy / M: 30 left, 50 ordered" (the product name alone for a product without sizes or colours), a
 * return past the stock column's maximum is 409 instead of an overflow, and the transaction writes nothing.
 */
export const moveCellStock = async (
  tx: Transaction,
  units: CellUnits,
  direction: 'take' | 'give back',
): Promise<void> => {
  await lockCells(tx, units);
  if (direction === 'take') {
    const short = await shortCell(tx, units);
    if (short) {
      const cell = variantLabel({ colorName: short.color, sizeName: short.size });
      const name = cell ? `${short.name} ${cell}` : short.name;
      throw new ApiError(409, stockShort(name, Number(short.stock_qty), Number(short.quantity)));
    }
  } else {
    const full = await fullProduct(tx, units);
    if (full) throw new ApiError(409, stockFull(full.name, Number(full.stock_qty), Number(full.quantity)));
  }
  const sign = direction === 'take' ? -1 : 1;
  await tx.execute(sql`
    with d as (${units}),
    moved as (
      update product_variants v set stock_qty = v.stock_qty + ${sign} * d.quantity
      from d where v.id = d.variant_id returning v.product_id, d.quantity)
    update products p set stock_qty = p.stock_qty + m.quantity * ${sign}
    from (select product_id, sum(quantity) as quantity from moved group by product_id) m
    where p.id = m.product_id`);
};
