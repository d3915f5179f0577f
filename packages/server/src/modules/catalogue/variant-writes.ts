import { VARIANT_MSG, variantLabel } from '@apparel/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { productVariants } from '../../db/schema';
import { queryRows } from '../../db/sql-rows';
import { ApiError } from '../../errors';

/**
 * One cell a product offers, as the variant writer takes it (JSON, snake case). `sku` null: keep the
 * cell's SKU, or `default_sku` for a new cell; `stock_qty` null: fill from the product's stockQty
 * (see `writeVariantsFrom`); `price` the cell's own base price as NUMERIC text, `'0'` for
 * the product's price, null: keep the cell's (none for a new cell).
 */
export type CellRecord = {
  size_id: number | null;
  color_id: number | null;
  sku: string | null;
  default_sku: string;
  stock_qty: number | null;
  price: string | null;
};

/** `CellRecord.price` of a cell set to take the product's price. */
export const PRODUCT_PRICE = '0';

/** A product's whole grid for the writer: found by its (live) SKU, with its stockQty. */
export type GridRecord = { sku: string; stock_qty: number; variants: CellRecord[] };

/**
 * A grid's cells as the columns a grid row carries (`r.cell_*`, one array element per cell in grid
 * order): the JSON grids of the form and the staged import rows (`product_import_rows`, migration 0015,
 * written by `staged-rows.ts`) alike, so the writer and the import's checks read both the same way
 * without parsing JSON per cell. The one home of which cell field goes to which column.
 */
export const GRID_CELL_COLUMNS: readonly (readonly [
  column: string,
  type: string,
  field: (cell: CellRecord) => string | number | null,
])[] = [
  ['cell_size_ids', 'integer[]', (v) => v.size_id],
  ['cell_color_ids', 'integer[]', (v) => v.color_id],
  ['cell_skus', 'text[]', (v) => v.sku],
  ['cell_default_skus', 'text[]', (v) => v.default_sku],
  ['cell_stock', 'integer[]', (v) => v.stock_qty],
  ['cell_prices', 'numeric[]', (v) => v.price],
];

/** A grid's cells as `GRID_CELL_COLUMNS`' arrays, for a JSON grid row. */
export const gridColumns = (variants: CellRecord[]) =>
  Object.fromEntries(GRID_CELL_COLUMNS.map(([column, , field]) => [column, variants.map(field)]));

/** The names of `gridColumns` on a grid row `r`. */
export const GRID_COLUMN_NAMES = sql.raw(GRID_CELL_COLUMNS.map(([column]) => `r.${column}`).join(', '));

/** The types of `gridColumns`, in the order `product_import_rows` keeps them. */
export const GRID_COLUMNS = sql.raw(
  GRID_CELL_COLUMNS.map(([column, type]) => `${column} ${type}`).join(', '),
);

/** After a `gone(id)` CTE of deleted cells: their order lines keep their SKU but name no cell any more. */
const clearOrderLines = sql`update order_items set variant_id = null where variant_id in (select id from gone)`;

/**
 * The stored cells of product `p`, probed through the cell index per product: a join here was planned
 * as a scan of every cell per batch while an import grows the table faster than its statistics.
 */
const cellsOfProduct = sql`select o.id, o.size_id, o.color_id, o.sku, o.stock_qty, o.price from product_variants o where o.product_id = p.id`;

/**
 * `p(id)`: the live product of grid row `r`, or none: one probe of the SKU index per row. The `limit`
 * keeps the planner from flattening it into a join it may drive from the products side, reading every
 * staged row per product (the joins this replaces: 44 s for the cells of 10,000 rows).
 */
export const liveProductOf = (manufacturerId: number) =>
  sql`(select id from products where manufacturer_id = ${manufacturerId} and sku = r.sku and deleted_at is null limit 1) p`;

/** The stored cells of `p` that grid row `r` no longer offers. */
export const droppedCells = sql`select o.id, o.size_id, o.color_id from (${cellsOfProduct}) o
  where not exists (
    select 1 from unnest(r.cell_size_ids, r.cell_color_ids) as c(size_id, color_id)
    where c.size_id is not distinct from o.size_id and c.color_id is not distinct from o.color_id)`;

/**
 * The cells of grid row `r` for product `p` (none yet for a new product), in grid order: each with the
 * SKU it will have (sent, else the stored cell's, else the default) and the stock of the stored cell
 * it keeps.
 */
export const plannedCells = sql`select c.size_id, c.color_id, c.ord, c.stock_qty,
    coalesce(c.sku, old.sku, c.default_sku) as sku, old.stock_qty as old_stock,
    nullif(coalesce(c.price, old.price), 0) as price
  from unnest(r.cell_size_ids, r.cell_color_ids, r.cell_skus, r.cell_default_skus, r.cell_stock, r.cell_prices)
    with ordinality as c(size_id, color_id, sku, default_sku, stock_qty, price, ord)
  left join (${cellsOfProduct}) old
    on old.size_id is not distinct from c.size_id and old.color_id is not distinct from c.color_id`;

/**
 * The variants of grid rows `r(stock_qty, product_id, cell_...)` whose products were created in the
 * same statement, as rows for `insert into product_variants`: `writeVariantsFrom`'s rule with no
 * stored cell to keep (each cell's SKU as sent, else the default; its stock as sent, else the
 * product's stockQty in the first cell and 0 in the others). No product or cell to probe, nothing to
 * conflict with: a plain insert, as COPY writes them.
 */
export const newProductVariants = (manufacturerId: number, source: SQL) => sql`
  select ${manufacturerId}, r.product_id, c.size_id, c.color_id, coalesce(c.sku, c.default_sku),
    case when c.stock_qty is not null then c.stock_qty when c.ord = 1 then r.stock_qty else 0 end,
    nullif(c.price, 0)
  from ${source}
  cross join lateral unnest(r.cell_size_ids, r.cell_color_ids, r.cell_skus, r.cell_default_skus, r.cell_stock, r.cell_prices)
    with ordinality as c(size_id, color_id, sku, default_sku, stock_qty, price, ord)`;

/** The columns `newProductVariants` yields, in its order. */
export const VARIANT_INSERT_COLUMNS = sql.raw(
  '(manufacturer_id, product_id, size_id, color_id, sku, stock_qty, price)',
);

/** `r(sku, stock_qty, cell_...)` rows of these grids, for `writeVariantsFrom`. */
export const gridSource = (grids: GridRecord[]): SQL =>
  sql`json_to_recordset(${JSON.stringify(
    grids.map((g) => ({ sku: g.sku, stock_qty: g.stock_qty, ...gridColumns(g.variants) })),
  )}::json) as r(sku text, stock_qty integer, ${GRID_COLUMNS})`;

/**
 * Makes each product's variants exactly its grid (the one home of the rule, for the form and the CSV
 * import): cells it no longer offers go, the rest are inserted or updated. A cell without a stock is
 * filled from the product's stockQty: the cells kept keep their stock when they already sum to it,
 * otherwise the whole stockQty goes to the first cell and the others hold 0. So the variants always
 * sum to `products.stock_qty`, which the caller writes in the same transaction. `source` yields grid
 * rows `r(sku, stock_qty, cell_...)`; the products must exist (live) already. Each statement walks the
 * rows once, probing each one's product and cells through their indexes; a cell already as planned is
 * left alone (re-running an import rewrote every cell: 16 s for 200,000 on PGlite, 4 s left alone).
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
        cross join lateral ${liveProductOf(manufacturerId)}
        cross join lateral (${droppedCells}) o))
      returning v.id)
    ${clearOrderLines}`);
  await tx.execute(sql`
    insert into product_variants ${VARIANT_INSERT_COLUMNS}
    select ${manufacturerId}, p.id, g.size_id, g.color_id, g.sku,
      case when g.stock_qty is not null then g.stock_qty
           when coalesce(g.kept_stock, 0) = r.stock_qty then coalesce(g.old_stock, 0)
           when g.ord = 1 then r.stock_qty
           else 0 end,
      g.price
    from ${source}
    cross join lateral ${liveProductOf(manufacturerId)}
    cross join lateral (select k.*, sum(k.old_stock) over () as kept_stock from (${plannedCells}) k) g
    on conflict (product_id, size_id, color_id) do update
      set sku = excluded.sku, stock_qty = excluded.stock_qty, price = excluded.price
      where (product_variants.sku, product_variants.stock_qty, product_variants.price)
        is distinct from (excluded.sku, excluded.stock_qty, excluded.price)`);
};

/** A product's cell: its id, place and SKU and stock, named for messages. */
export type StoredVariant = {
  id: number;
  sizeId: number | null;
  colorId: number | null;
  sku: string;
  stockQty: number;
  /** The cell's own base price (NUMERIC text), or null for the product's. */
  price: string | null;
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
      price: productVariants.price,
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
