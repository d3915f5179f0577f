import { IMPORT_STATES } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { manufacturers } from './schema-accounts';
import { at, oneOf } from './schema-columns';

/**
 * One CSV import (migration 0008): RUNNING while it works (its heartbeat `updated_at` moves with every
 * staged slice), then DONE or FAILED; a RUNNING one whose heartbeat is older than the upload timeout
 * belongs to a dead process and the sweep marks it INTERRUPTED. Its rows land all together or not at all.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    state: text('state', { enum: IMPORT_STATES }).notNull().default('RUNNING'),
    success: integer('success').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** The failed-rows CSV (when more rows failed than are listed); expires with its file after 7 days. */
    failedRowsKey: text('failed_rows_key'),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('product_imports_manufacturer_idx').on(t.manufacturerId, t.id),
    index('product_imports_running_idx').on(t.updatedAt).where(sql`${t.state} = 'RUNNING'`),
    index('product_imports_failed_rows_idx').on(t.failedRowsKey).where(sql`${t.failedRowsKey} is not null`),
    check('product_imports_state_check', oneOf(t.state, IMPORT_STATES)),
  ],
);

/**
 * The checked rows of a RUNNING import (an UNLOGGED table), applied to products in one transaction at
 * its end. The import copies them in with the columns of `STAGED_COLUMNS`
 * (packages/server/src/modules/catalogue/staged-rows.ts): a column added to the import goes there too.
 */
export const productImportRows = pgTable(
  'product_import_rows',
  {
    importId: integer('import_id').notNull(),
    seq: integer('seq').notNull(),
    rowNo: integer('row_no').notNull(),
    sku: text('sku').notNull(),
    name: text('name'),
    adminName: text('admin_name'),
    price: numeric('price'),
    mrp: numeric('mrp'),
    stockQty: integer('stock_qty'),
    description: text('description'),
    fullDesc: text('full_desc'),
    categoryId: integer('category_id'),
    subcategoryId: integer('subcategory_id'),
    gender: text('gender'),
    weight: numeric('weight'),
    len: numeric('len'),
    minOrderQty: integer('min_order_qty'),
    maxOrderQty: integer('max_order_qty'),
    edm: text('edm'),
    discount: jsonb('discount'),
    status: text('status'),
    itemIds: integer('item_ids').array().notNull(),
    orderMultiple: integer('order_multiple'),
    packs: jsonb('packs'),
    hsnCode: text('hsn_code'),
    // The stock grid, one element per cell in grid order (migration 0015; see `gridColumns` in packages/server/src/modules/catalogue/variant-writes.ts).
    cellSizeIds: integer('cell_size_ids').array(),
    cellColorIds: integer('cell_color_ids').array(),
    cellSkus: text('cell_skus').array(),
    cellDefaultSkus: text('cell_default_skus').array(),
    cellStock: integer('cell_stock').array(),
    /** Each cell's own price (migration 0018): null keeps the cell's, 0 the product's. */
    cellPrices: numeric('cell_prices', { mode: 'string' }).array(),
  },
  (t) => [primaryKey({ name: 'product_import_rows_pk', columns: [t.importId, t.seq] })],
);
