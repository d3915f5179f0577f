import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { manufacturers } from './schema-accounts';
import { createdAt, updatedAt } from './schema-columns';
import { retailers } from './schema-retail';

/**
 * A price list (migration 0018): a percent off the base price and/or rows of fixed prices,
 * valid from / to, assigned to retailers (price_list_retailers) and to retailer types. How a line is
 * priced from them is `priceForRetailer` in @apparel/contracts.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    percentOff: numeric('percent_off', { precision: 5, scale: 2, mode: 'string' }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    retailerTypes: text('retailer_types').array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('price_lists_manufacturer_idx').on(t.manufacturerId, t.id.desc()),
    check(
      'price_lists_percent_off_check',
      sql`${t.percentOff} is null or (${t.percentOff} >= 0 and ${t.percentOff} <= 100)`,
    ),
    check('price_lists_validity_check', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
  ],
);

/** The retailers a list is assigned to (linked, ACCEPTED ones when assigned). */
export const priceListRetailers = pgTable(
  'price_list_retailers',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.retailerId] }),
    index('price_list_retailers_retailer_idx').on(t.retailerId),
  ],
);

/**
 * A fixed price of a list: a product, or one of its cells, from `minQty` pieces of the product in the
 * order (a rung). No foreign key to products or cells (see migration 0018); `seq` keeps the order given.
 */
export const priceListRows = pgTable(
  'price_list_rows',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id'),
    minQty: integer('min_qty').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'string' }).notNull(),
    seq: integer('seq').notNull(),
  },
  (t) => [
    // NULLS NOT DISTINCT in the migration: one price per cell (or whole product) and rung.
    index('price_list_rows_rung_unique').on(t.priceListId, t.productId, t.variantId, t.minQty),
    index('price_list_rows_seq_idx').on(t.priceListId, t.seq),
    check('price_list_rows_min_qty_check', sql`${t.minQty} >= 1`),
    check('price_list_rows_price_check', sql`${t.price} > 0`),
  ],
);
