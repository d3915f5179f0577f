import { type SQL, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import type { CheckedRow } from './csv-row';
import { GRID_COLUMNS, gridColumns, writeVariantsFrom } from './variant-writes';

/** Rows of a raw statement: both drivers (node-postgres and PGlite) answer `{ rows }`. */
const rowsOf = async <T>(result: Promise<unknown>): Promise<T[]> => ((await result) as { rows: T[] }).rows;

/**
 * Bulk paths of the CSV import: rows travel as JSON records expanded in the database (json_to_record),
 * so a slice of rows costs one statement, not one per row, on both PostgreSQL and PGlite.
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

/** A checked row as the JSON record the upsert reads (`RECORD_COLUMNS` types it on the way in). */
export const productRecord = ({ fields: f, itemIds, variants }: CheckedRow) => ({
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
  item_ids: itemIds,
  order_multiple: f.orderMultiple ?? null,
  packs: f.packs ?? [],
  hsn_code: f.hsnCode ?? null,
  ...gridColumns(variants ?? []),
});

/** The record's columns and types; `product_import_rows` (migrations 0008, 0012, 0015) has the same, in this order. */
const RECORD_COLUMNS = sql`${sql.raw(`sku text, name text, admin_name text,
      price numeric, mrp numeric, stock_qty integer, description text, full_desc text, category_id integer,
      subcategory_id integer, gender text, weight numeric, len numeric, min_order_qty integer,
      max_order_qty integer, edm text, discount jsonb, status text, item_ids integer[],
      order_multiple integer, packs jsonb, hsn_code text`)}, ${GRID_COLUMNS}`;

/** Inserts new SKUs and updates existing ones (images and files untouched) from `r`, the records of `source`. */
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
 * Stages records (`productRecord`s with their `seq` and spreadsheet `row_no`, as one JSON array) as
 * rows of a RUNNING import, in the same statement moving the import's heartbeat.
 */
export const stageRecords = (importId: number, records: string) => sql`
  with heartbeat as (update product_imports set updated_at = now() where id = ${importId})
  insert into product_import_rows
  select ${importId}, r.* from json_to_recordset(${records}::json) as r(seq integer, row_no integer, ${RECORD_COLUMNS})`;

/**
 * Products an import writes at least, for it to refresh the products' statistics before writing
 * their cells: the cell writer probes each product by SKU, and with estimates from before the import
 * (a few products for a new manufacturer) the planner took any manufacturer index for that probe and
 * read every product of the manufacturer for each row (16 s for the cells of 4,391 rows on PGlite,
 * 0.1 s after). ANALYZE counts this transaction's own rows; it holds off other ANALYZEs and vacuums of
 * products until the import commits (so two large imports at once finish one after the other).
 */
const FRESH_STATISTICS_ROWS = 1000;

/** Upserts the staged rows of an import, in file order, then each product's stock grid. */
export const upsertStagedProducts = async (
  tx: Transaction,
  manufacturerId: number,
  importId: number,
): Promise<void> => {
  const [written] = await rowsOf<{ count: number }>(
    tx.execute(sql`
      with written as (${upsertFrom(manufacturerId, sql`product_import_rows r where r.import_id = ${importId} order by r.seq`)} returning 1)
      select count(*)::integer as count from written`),
  );
  if (Number(written?.count ?? 0) >= FRESH_STATISTICS_ROWS) await tx.execute(sql`analyze products`);
  // Each product's stock grid, in the same transaction (products.stock_qty is the sum of its cells).
  await writeVariantsFrom(
    tx,
    manufacturerId,
    sql`(select * from product_import_rows where import_id = ${importId}) r`,
  );
};
