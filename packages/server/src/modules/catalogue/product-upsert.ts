import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { CheckedRow } from './csv-row';
import { gridSource, writeVariantsFrom } from './variant-writes';

/** Rows of a raw statement: both drivers (node-postgres and PGlite) answer `{ rows }`. */
const rowsOf = async <T>(result: Promise<unknown>): Promise<T[]> => ((await result) as { rows: T[] }).rows;

/**
 * Bulk paths of the CSV import: a whole batch goes to the database as one JSON parameter and is
 * expanded there (json_to_recordset), so a batch of rows costs one statement, not one per row, on
 * both PostgreSQL and PGlite.
 */

/** Which of these SKUs the manufacturer already has (live products): those rows update, the rest are new. */
export const existingSkus = async (
  tx: Transaction,
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

/**
 * Inserts new SKUs and updates existing ones (images and files untouched), attribute items, packs and
 * stock grids included.
 */
export const upsertProducts = async (
  tx: Transaction,
  manufacturerId: number,
  rows: CheckedRow[],
): Promise<void> => {
  if (rows.length === 0) return;
  const records = rows.map(({ fields: f, itemIds }) => ({
    sku: f.sku,
    name: f.name,
    admin_name: f.adminName,
    price: f.price,
    mrp: f.mrp,
    stock_qty: f.stockQty,
    description: f.description,
    full_desc: f.fullDesc,
    category_id: f.categoryId,
    subcategory_id: f.subcategoryId,
    gender: f.gender,
    weight: f.weight,
    len: f.len,
    min_order_qty: f.minOrderQty,
    max_order_qty: f.maxOrderQty,
    edm: f.edm,
    discount: f.discount,
    status: f.status,
    order_multiple: f.orderMultiple ?? null,
    packs: f.packs ?? [],
    item_ids: itemIds,
  }));
  await tx.execute(sql`
    insert into products (manufacturer_id, sku, name, admin_name, price, mrp, stock_qty, description, full_desc,
      category_id, subcategory_id, gender, weight, len, min_order_qty, max_order_qty, order_multiple, edm,
      discount, packs, status, item_ids)
    select ${manufacturerId}, r.sku, r.name, r.admin_name, r.price, r.mrp, r.stock_qty, r.description, r.full_desc,
      r.category_id, r.subcategory_id, r.gender, r.weight, r.len, r.min_order_qty, r.max_order_qty,
      r.order_multiple, r.edm, coalesce(r.discount, '[]'::jsonb), coalesce(r.packs, '[]'::jsonb), r.status, r.item_ids
    from json_to_recordset(${JSON.stringify(records)}::json) as r(sku text, name text, admin_name text,
      price numeric, mrp numeric, stock_qty integer, description text, full_desc text, category_id integer,
      subcategory_id integer, gender text, weight numeric, len numeric, min_order_qty integer,
      max_order_qty integer, order_multiple integer, edm text, discount jsonb, packs jsonb, status text,
      item_ids integer[])
    on conflict (manufacturer_id, sku) where deleted_at is null do update set
      name = excluded.name, admin_name = excluded.admin_name, price = excluded.price, mrp = excluded.mrp,
      stock_qty = excluded.stock_qty, description = excluded.description, full_desc = excluded.full_desc,
      category_id = excluded.category_id, subcategory_id = excluded.subcategory_id, gender = excluded.gender,
      weight = excluded.weight, len = excluded.len, min_order_qty = excluded.min_order_qty,
      max_order_qty = excluded.max_order_qty, order_multiple = excluded.order_multiple, edm = excluded.edm,
      discount = excluded.discount, packs = excluded.packs, status = excluded.status,
      item_ids = excluded.item_ids, updated_at = now()`);
  // Each product's stock grid, in the same transaction (products.stock_qty is the sum of its cells).
  await writeVariantsFrom(
    tx,
    manufacturerId,
    gridSource(rows.map(({ fields: f, variants }) => ({ sku: f.sku, stock_qty: f.stockQty, variants }))),
  );
};
