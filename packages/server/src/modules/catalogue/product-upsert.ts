import { type SQL, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import {
  GRID_COLUMN_NAMES,
  newProductVariants,
  VARIANT_INSERT_COLUMNS,
  writeVariantsFrom,
} from './variant-writes';

/** Rows of a raw statement: both drivers (node-postgres and PGlite) answer `{ rows }`. */
const rowsOf = async <T>(result: Promise<unknown>): Promise<T[]> => ((await result) as { rows: T[] }).rows;

/**
 * Bulk paths of the CSV import: the rows staged in `product_import_rows` (`staged-rows.ts`) are written
 * to products by one statement, not one per row, on both PostgreSQL and PGlite.
 */

/** Which of these SKUs the manufacturer already has (live products): those rows update, the rest are new. */
export const existingSkus = async (
  tx: Queryable,
  manufacturerId: number,
  skus: string[],
): Promise<Set<string>> => {
  // Driven from the batch's SKUs into the unique index (a nested loop of index probes): an `in (subquery)`
  // here was planned as a scan of every product against every SKU, 10 s per batch at 100,000 products.
  const rows = await rowsOf<{ sku: string }>(
    tx.execute(sql`
    select p.sku from json_array_elements_text(${JSON.stringify(skus)}::json) as wanted(sku)
    join products p on p.manufacturer_id = ${manufacturerId} and p.sku = wanted.sku and p.deleted_at is null`),
  );
  return new Set(rows.map((row) => row.sku));
};

/** Inserts new SKUs and updates existing ones (images and files untouched) from `r`, the staged rows of `source`. */
const upsertFrom = (manufacturerId: number, source: SQL) => sql`
    insert into products (manufacturer_id, sku, name, admin_name, price, mrp, stock_qty, description, full_desc,
      category_id, subcategory_id, gender, weight, len, min_order_qty, max_order_qty, order_multiple, edm,
      discount, packs, status, item_ids, hsn_code)
    select ${manufacturerId}, r.sku, r.name, r.admin_name, r.price, r.mrp, r.stock_qty, r.description, r.full_desc,
      r.category_id, r.subcategory_id, r.gender, r.weight, r.len, r.min_order_qty, r.max_order_qty,
      r.order_multiple, r.edm, coalesce(r.discount, '[]'::jsonb), coalesce(r.packs, '[]'::jsonb), r.status, r.item_ids,
      r.hsn_code
    from ${source}
    on conflict (manufacturer_id, sku) where deleted_at is null do update set
      name = excluded.name, admin_name = excluded.admin_name, price = excluded.price, mrp = excluded.mrp,
      stock_qty = excluded.stock_qty, description = excluded.description, full_desc = excluded.full_desc,
      category_id = excluded.category_id, subcategory_id = excluded.subcategory_id, gender = excluded.gender,
      weight = excluded.weight, len = excluded.len, min_order_qty = excluded.min_order_qty,
      max_order_qty = excluded.max_order_qty, order_multiple = excluded.order_multiple, edm = excluded.edm,
      hsn_code = coalesce(excluded.hsn_code, products.hsn_code),
      discount = excluded.discount, packs = excluded.packs, status = excluded.status,
      item_ids = excluded.item_ids, updated_at = now()`;

/**
 * Products an import updates at least, for it to refresh the products' statistics before writing
 * their cells: the cell writer probes each product by SKU, and with estimates from before the import
 * (a few products for a new manufacturer) the planner took any manufacturer index for that probe and
 * read every product of the manufacturer for each row (16 s for the cells of 4,391 rows on PGlite,
 * 0.1 s after). ANALYZE counts this transaction's own rows; it holds off other ANALYZEs and vacuums of
 * products until the import commits (so two large imports at once finish one after the other).
 */
const FRESH_STATISTICS_ROWS = 1000;

/**
 * Upserts the staged rows of an import, in file order, then each product's stock grid; answers how
 * many products it wrote (one per staged row). The rows of products it creates are unstaged by the
 * same statement, which inserts their cells from them (`newProductVariants`; nothing of theirs is
 * stored yet, so a plain insert, without the grid writer's probe of each row's product and stored
 * cells, its conflict check per cell and the ANALYZE it needs first). Only the rows of products that
 * existed go through the grid writer (`writeVariantsFrom`).
 */
export const upsertStagedProducts = async (
  tx: Transaction,
  manufacturerId: number,
  importId: number,
): Promise<number> => {
  // `xmax = 0` on a row `insert ... on conflict do update` returns: inserted, not updated (an update
  // leaves the updating transaction's id there), so a product is known as new without looking it up again.
  // `created` returns only what the cells need: the database keeps a CTE's rows whole, on disk beyond
  // work_mem (37 MB for 30,000 rows returning every column).
  const [written] = await rowsOf<{ count: number; updated: number }>(
    tx.execute(sql`
      with written as (
        ${upsertFrom(manufacturerId, sql`product_import_rows r where r.import_id = ${importId} order by r.seq`)}
        returning id, sku, xmax = 0 as created),
      created as (
        delete from product_import_rows r using written p
        where r.import_id = ${importId} and r.sku = p.sku and p.created
        returning p.id as product_id, r.stock_qty, ${GRID_COLUMN_NAMES}),
      cells as (
        insert into product_variants ${VARIANT_INSERT_COLUMNS}
        ${newProductVariants(manufacturerId, sql`created r`)})
      select count(*)::integer as count, (count(*) filter (where not created))::integer as updated
      from written`),
  );
  const updated = Number(written?.updated ?? 0);
  if (updated === 0) return Number(written?.count ?? 0);
  if (Number(written?.count ?? 0) >= FRESH_STATISTICS_ROWS) await tx.execute(sql`analyze products`);
  // The grids of products that existed, in the same transaction (products.stock_qty is the sum of its cells).
  await writeVariantsFrom(
    tx,
    manufacturerId,
    sql`(select * from product_import_rows where import_id = ${importId}) r`,
  );
  return Number(written?.count ?? 0);
};
