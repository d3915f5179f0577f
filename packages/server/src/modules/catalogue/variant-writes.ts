import { VARIANT_MSG, variantLabel } from '@apparel/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { productVariants } from '../../db/schema';
import { queryRows } from '../../db/sql-rows';
import { ApiError } from '../../errors';

/**
 * One cell a product offers, as the variant writer takes it (JSON, snake case). `sku` null: keep the
 * cell's SKU, or `default_sku` for a new cell; `stock_qty` null: fill from the product's stockQty
 * (see `writeVariantsFrom`).
 */
export type CellRecord = {
  size_id: number | null;
  color_id: number | null;
  sku: string | null;
  default_sku: string;
  stock_qty: number | null;
};

/** A product's whole grid for the writer: found by its (live) SKU, with its stockQty. */
export type GridRecord = { sku: string; stock_qty: number; variants: CellRecord[] };

const CELL_COLUMNS = sql.raw(
  'size_id integer, color_id integer, sku text, default_sku text, stock_qty integer',
);

/** After a `gone(id)` CTE of deleted cells: their order lines keep their SKU but name no cell any more. */
const clearOrderLines = sql`update order_items set variant_id = null where variant_id in (select id from gone)`;

/**
 * The stored cells of product `p`, probed through the cell index per product: a join here was planned
 * as a scan of every cell per batch while an import grows the table faster than its statistics.
 */
export const cellsOfProduct = sql`select o.id, o.size_id, o.color_id, o.sku, o.stock_qty from product_variants o where o.product_id = p.id`;

/** `(sku text, stock_qty integer, variants json)` rows of these grids, for `writeVariantsFrom`. */
export const gridSource = (grids: GridRecord[]): SQL =>
  sql`json_to_recordset(${JSON.stringify(grids)}::json) as r(sku text, stock_qty integer, variants json)`;

/**
 * Makes each product's variants exactly its grid (the one home of the rule, for the form and the CSV
 * import): cells it no longer offers go, the rest are inserted or updated. A cell without a stock is
 * filled from the product's stockQty: the cells kept keep their stock when they already sum to it,
 * otherwise the whole stockQty goes to the first cell and the others hold 0. So the variants always
 * sum to `products.stock_qty`, which the caller writes in the same transaction. `source` yields rows
 * `r(sku, stock_qty, variants)`; the products must exist (live) already.
 */
export const writeVariantsFrom = async (
  tx: Transaction,
  manufacturerId: number,
  source: SQL,
): Promise<void> => {
  await tx.execute(sql`
    with gone as (
      delete from product_variants v where v.id = any(array(
        select o.id from ${source}
        join products p on p.manufacturer_id = ${manufacturerId} and p.sku = r.sku and p.deleted_at is null
        cross join lateral (${cellsOfProduct}) o
        where not exists (
          select 1 from json_to_recordset(r.variants) as c(size_id integer, color_id integer)
          where c.size_id is not distinct from o.size_id and c.color_id is not distinct from o.color_id)))
      returning v.id)
    ${clearOrderLines}`);
  await tx.execute(sql`
    insert into product_variants (manufacturer_id, product_id, size_id, color_id, sku, stock_qty)
    select ${manufacturerId}, g.product_id, g.size_id, g.color_id, g.sku,
      case when g.stock_qty is not null then g.stock_qty
           when coalesce(sum(g.old_stock) over (partition by g.product_id), 0) = g.product_stock
             then coalesce(g.old_stock, 0)
           when g.ord = 1 then g.product_stock
           else 0 end
    from (
      select p.id as product_id, r.stock_qty as product_stock, c.size_id, c.color_id, c.stock_qty, c.ord,
        coalesce(c.sku, old.sku, c.default_sku) as sku, old.stock_qty as old_stock
      from ${source}
      join products p on p.manufacturer_id = ${manufacturerId} and p.sku = r.sku and p.deleted_at is null
      cross join lateral rows from (json_to_recordset(r.variants) as (${CELL_COLUMNS}))
        with ordinality as c(size_id, color_id, sku, default_sku, stock_qty, ord)
      left join lateral (${cellsOfProduct}) old
        on old.size_id is not distinct from c.size_id and old.color_id is not distinct from c.color_id
    ) g
    on conflict (product_id, size_id, color_id) do update set sku = excluded.sku, stock_qty = excluded.stock_qty`);
};

/** A product's cell: its id, place and SKU and stock, named for messages. */
export type StoredVariant = {
  id: number;
  sizeId: number | null;
  colorId: number | null;
  sku: string;
  stockQty: number;
};

/** A select of variants as the product answers them (StoredVariant); the caller adds its filter. */
export const variantRowsQuery = (q: Queryable) =>
  q
    .select({
      id: productVariants.id,
      sizeId: productVariants.sizeId,
      colorId: productVariants.colorId,
      sku: productVariants.sku,
      stockQty: productVariants.stockQty,
    })
    .from(productVariants);

/** The product's variants (any order; the answer orders them by its axes). */
export const productVariantRows = (q: Queryable, productId: number): Promise<StoredVariant[]> =>
  variantRowsQuery(q).where(eq(productVariants.productId, productId));

/**
 * 409 naming the cells of these variants that PENDING orders use (removing them would leave the
 * orders without their stock cell).
 */
export const assertNotInOpenOrders = async (tx: Transaction, variantIds: number[]): Promise<void> => {
  if (variantIds.length === 0) return;
  const used = await queryRows<{ color: string | null; size: string | null }>(
    tx,
    sql`
    select c.name as color, s.name as size from product_variants v
    left join attribute_items c on c.id = v.color_id
    left join attribute_items s on s.id = v.size_id
    where v.id in (select value::integer from json_array_elements_text(${JSON.stringify(variantIds)}::json))
      and exists (select 1 from order_items i join orders o on o.id = i.order_id
                  where i.variant_id = v.id and o.status = 'PENDING')
    order by v.id`,
  );
  if (used.length > 0)
    throw new ApiError(
      409,
      VARIANT_MSG.inOpenOrders(
        used.map((u) => variantLabel({ colorName: u.color, sizeName: u.size }) || 'The product'),
      ),
    );
};

/** The first of these SKUs another product of the manufacturer already gives one of its cells. */
export const variantSkuTaken = async (
  q: Queryable,
  manufacturerId: number,
  skus: string[],
  exceptProductId?: number,
): Promise<string | undefined> => {
  if (skus.length === 0) return undefined;
  const [taken] = await queryRows<{ sku: string }>(
    q,
    sql`
    select v.sku from json_array_elements_text(${JSON.stringify(skus)}::json) as wanted(sku)
    join product_variants v on v.manufacturer_id = ${manufacturerId} and v.sku = wanted.sku
    where v.product_id <> ${exceptProductId ?? 0}
    limit 1`,
  );
  return taken?.sku;
};

/** A deleted product's cells go with it; its order lines keep their `sku` (and name no cell). */
export const deleteProductVariants = async (tx: Transaction, productId: number): Promise<void> => {
  await tx.execute(sql`
    with gone as (delete from product_variants where product_id = ${productId} returning id)
    ${clearOrderLines}`);
};
