import { ATTRIBUTE_TYPES, PRODUCT_STATUSES } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { manufacturers } from './schema-accounts';
import { at, createdAt, oneOf, updatedAt } from './schema-columns';

/**
 * The seven attribute types (colors, sizes, brands, fabrics, themes, materials, seasons) share one
 * table; `type` is the plural page name. Order items point at these rows by id.
 */
export const attributeItems = pgTable(
  'attribute_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attribute_items_name_unique').on(t.manufacturerId, t.type, sql`lower(${t.name})`),
    check('attribute_items_type_check', oneOf(t.type, ATTRIBUTE_TYPES)),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** The HSN code of its products that name none (issue 19). */
    defaultHsn: text('default_hsn'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_name_unique').on(t.manufacturerId, sql`lower(${t.name})`),
    // Target of the sub-categories' (category, manufacturer) foreign key.
    unique('categories_id_manufacturer_unique').on(t.id, t.manufacturerId),
  ],
);

/** A sub-category's category is always one of the same manufacturer (composite foreign key). */
export const subcategories = pgTable(
  'subcategories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id').notNull(),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'subcategories_category_fk',
      columns: [t.categoryId, t.manufacturerId],
      foreignColumns: [categories.id, categories.manufacturerId],
    }),
    uniqueIndex('subcategories_name_unique').on(t.categoryId, sql`lower(${t.name})`),
    unique('subcategories_id_category_unique').on(t.id, t.categoryId),
  ],
);

/**
 * Products. Money is NUMERIC(12,2). A deleted product keeps its row (`deleted_at` set) so orders
 * still show its name and price; lists, reads and the SKU's uniqueness ignore deleted rows.
 * Files are storage keys (answers carry URLs).
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** The display name. */
    name: text('name').notNull(),
    adminName: text('admin_name').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    mrp: numeric('mrp', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    stockQty: integer('stock_qty').notNull(),
    /** 4, 6 or 8 digits; falls back to the category's default HSN on invoices. */
    hsnCode: text('hsn_code'),
    description: text('description').notNull(),
    fullDesc: text('full_desc').notNull().default(''),
    categoryId: integer('category_id'),
    subcategoryId: integer('subcategory_id'),
    gender: text('gender'),
    weight: numeric('weight', { precision: 12, scale: 3, mode: 'number' }),
    len: numeric('len', { precision: 12, scale: 3, mode: 'number' }),
    minOrderQty: integer('min_order_qty'),
    maxOrderQty: integer('max_order_qty'),
    /** Expected delivery month, a month name. */
    edm: text('edm'),
    discount: jsonb('discount')
      .$type<{ from: number; to: number; discount: number }[]>()
      .notNull()
      .default([]),
    status: text('status').notNull().default('Active'),
    /** Named size ratios ordered per colour row (issue 18): [{name, ratios: [{sizeId, qty}]}]. */
    packs: jsonb('packs')
      .$type<{ name: string; ratios: { sizeId: number; qty: number }[] }[]>()
      .notNull()
      .default([]),
    /** Each order line's quantity must be a multiple of it; null for none. */
    orderMultiple: integer('order_multiple'),
    /**
     * The product's attribute items (colors, sizes, brands, ...; each item's `type` says which list),
     * kept on the row: an import writes 100,000 products without a link table's per-row triggers.
     * Item deletes lock the item and count its users through the GIN index; product writes hold a
     * key-share lock on the items they name (see `item-locks.ts`), so no product can name a deleted item.
     */
    itemIds: integer('item_ids').array().notNull().default(sql`'{}'::integer[]`),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    catalogKey: text('catalog_key'),
    videoKey: text('video_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    // The category is the manufacturer's own, and the sub-category one of that category.
    foreignKey({
      name: 'products_category_fk',
      columns: [t.categoryId, t.manufacturerId],
      foreignColumns: [categories.id, categories.manufacturerId],
    }),
    foreignKey({
      name: 'products_subcategory_fk',
      columns: [t.subcategoryId, t.categoryId],
      foreignColumns: [subcategories.id, subcategories.categoryId],
    }),
    uniqueIndex('products_sku_unique').on(t.manufacturerId, t.sku).where(sql`${t.deletedAt} is null`),
    // The list's default order (newest first, ties by id) within one manufacturer.
    index('products_list_idx')
      .on(t.manufacturerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // `q` over display name, name and SKU (pg_trgm).
    index('products_search_trgm_idx')
      .using('gin', sql`(lower(${t.name} || ' ' || ${t.adminName} || ' ' || ${t.sku})) gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null`),
    // Which live products use an attribute item (`item_ids @> array[id]`).
    index('products_items_idx').using('gin', t.itemIds).where(sql`${t.deletedAt} is null`),
    index('products_category_idx').on(t.categoryId),
    // The list filtered by category, newest first.
    index('products_category_list_idx')
      .on(t.manufacturerId, t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('products_subcategory_idx').on(t.subcategoryId),
    check('products_money_check', sql`${t.price} >= 0 and ${t.mrp} >= 0`),
    check('products_stock_check', sql`${t.stockQty} >= 0`),
    check('products_status_check', oneOf(t.status, PRODUCT_STATUSES)),
    check('products_order_multiple_check', sql`${t.orderMultiple} is null or ${t.orderMultiple} >= 1`),
  ],
);

/**
 * A product's stock per size x colour cell (issue 18, migration 0012): one row per cell it offers
 * (size and colour null where it has none). `products.stock_qty` is the sum of its variants, written in
 * the same transaction by every writer (product form, CSV import, order accept and delete). A soft
 * deleted product loses its variants (their SKUs are free again; order lines keep `sku`). Sizes and
 * colours are attribute items named in `products.item_ids` (no foreign key, as there).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id').notNull(),
    /** No foreign key (migration 0012): written only through the product, deleted with it. */
    productId: integer('product_id').notNull(),
    sizeId: integer('size_id'),
    colorId: integer('color_id'),
    sku: text('sku').notNull(),
    stockQty: integer('stock_qty').notNull().default(0),
    /** The cell's own base price (migration 0018); null: the product's price. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'string' }),
  },
  (t) => [
    // NULLS NOT DISTINCT in the migration: one cell per (size, colour), none meaning none.
    uniqueIndex('product_variants_cell_unique').on(t.productId, t.sizeId, t.colorId),
    uniqueIndex('product_variants_sku_unique').on(t.manufacturerId, t.sku),
    index('product_variants_size_idx').on(t.sizeId).where(sql`${t.sizeId} is not null`),
    check('product_variants_stock_check', sql`${t.stockQty} >= 0`),
    check('product_variants_price_check', sql`${t.price} is null or ${t.price} > 0`),
  ],
);

/**
 * How many live products each manufacturer has, kept by statement-level triggers on `products`
 * (migration 0007: every insert, update and delete, whoever makes it), so the subscription's product
 * limit and the unfiltered products list read one row instead of counting 100,000.
 */
export const productCounts = pgTable('product_counts', {
  manufacturerId: integer('manufacturer_id')
    .primaryKey()
    .references(() => manufacturers.id, { onDelete: 'cascade' }),
  live: integer('live').notNull().default(0),
});
