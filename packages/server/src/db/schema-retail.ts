import { LINK_STATUSES, ORDER_STATUSES } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { manufacturers, users } from './schema-accounts';
import { products } from './schema-catalogue';
import { at, createdAt, oneOf, updatedAt } from './schema-columns';

const timestamps = {
  createdAt: createdAt(),
  updatedAt: updatedAt(),
};

/** A buyer (retailer, wholesaler or distributor) with its RETAILER login user. */
export const retailers = pgTable(
  'retailers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The manufacturer that created the record (null when the retailer registered itself): only it may edit. */
    createdByManufacturerId: integer('created_by_manufacturer_id').references(() => manufacturers.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    gstin: text('gstin'),
    outletName: text('outlet_name').notNull(),
    outletAddr: text('outlet_addr').notNull(),
    contactPerson: text('contact_person').notNull(),
    type: text('type', { enum: ['Retailer', 'Wholesaler', 'Distributor'] }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('retailers_user_id_unique').on(t.userId),
    check(
      'retailers_type_check',
      sql`${t.type} is null or ${t.type} in ('Retailer', 'Wholesaler', 'Distributor')`,
    ),
  ],
);

/** A retailer's link with a manufacturer: one per pair, PENDING until the manufacturer decides. */
export const retailerLinks = pgTable(
  'retailer_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LINK_STATUSES }).notNull(),
    /** When the status last changed (asked, accepted or rejected). */
    decidedAt: at('decided_at'),
    // Credit terms (product.md §16, migration 0021): this row is also the lock every money-owed change of the pair takes.
    paymentDays: integer('payment_days').notNull().default(0),
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2, mode: 'string' }),
    overdueTolerance: numeric('overdue_tolerance', { precision: 14, scale: 2, mode: 'string' })
      .notNull()
      .default('0'),
    minOrderValue: numeric('min_order_value', { precision: 14, scale: 2, mode: 'string' }),
    /** When the terms were last set: a PENDING order older than this is checked again on accept. */
    termsUpdatedAt: at('terms_updated_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('retailer_links_pair_unique').on(t.manufacturerId, t.retailerId),
    // The retailers list, newest link first; the requests list, pending ones oldest first.
    index('retailer_links_list_idx').on(
      t.manufacturerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('retailer_links_status_list_idx').on(t.manufacturerId, t.status, t.createdAt, t.id),
    index('retailer_links_retailer_idx').on(t.retailerId),
    check('retailer_links_status_check', oneOf(t.status, LINK_STATUSES)),
  ],
);

/** An attribute chosen on an order line, kept by id and name as it was when ordered. */
export type ChosenAttribute = { id: number; name: string };
/** The chosen color, size, ... of one order line (absent kinds were not offered). */
export type OrderChoices = Partial<
  Record<'color' | 'size' | 'brand' | 'fabric' | 'theme' | 'material' | 'season', ChosenAttribute>
>;

/** An order a manufacturer takes on behalf of one of its retailers. Money is NUMERIC, never float. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PENDING'),
    /** The sum of the items' unit price times quantity, computed by the database. */
    totalAmount: numeric('total_amount', { precision: 14, scale: 2, mode: 'string' }).notNull().default('0'),
    createdAt: createdAt(),
    /** Set when the order is accepted: the fulfillment time runs from createdAt to here. */
    acceptedAt: at('accepted_at'),
    decidedAt: at('decided_at'),
    /** Why an ON_HOLD order is held (product.md §16); kept after release for the record. */
    holdReason: text('hold_reason'),
    /** Set by "Release hold": a released order is not held again on accept. */
    holdReleasedAt: at('hold_released_at'),
  },
  (t) => [
    // The list: newest first within one manufacturer, with or without a status filter.
    index('orders_list_idx').on(t.manufacturerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_status_list_idx').on(
      t.manufacturerId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_retailer_list_idx').on(
      t.manufacturerId,
      t.retailerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Migration 0020 added CANCELLED, 0021 ON_HOLD.
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_total_check', sql`${t.totalAmount} >= 0`),
  ],
);

/** One order line: product name, unit price and chosen attributes are copies, so later edits never change it. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    /** The unit price after the quantity discount. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'string' }).notNull(),
    /** The percent taken off for this quantity. */
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'string' }).notNull().default('0'),
    choices: jsonb('choices').$type<OrderChoices>().notNull().default({}),
    /** Pieces sent in consignments (issue 19). */
    dispatchedQty: integer('dispatched_qty').notNull().default(0),
    /** Pieces closed by "Cancel remaining". */
    cancelledQty: integer('cancelled_qty').notNull().default(0),
    /**
     * The size x colour cell the line takes stock from (null once the cell is removed). No foreign key
     * (see migration 0012): order create locks its cells, the variant writer clears removed ones.
     */
    variantId: integer('variant_id'),
    /** The cell's SKU when ordered. */
    sku: text('sku'),
    /** The price list that priced the line (migration 0018): copies, no foreign key, so a list's edit or deletion never changes the order. */
    priceListId: integer('price_list_id'),
    priceListName: text('price_list_name'),
    /** Why the line costs its price: "A-contract, 100+", "Distributors −12 %", "Quantity discount 10 %", "Base price". */
    priceSource: text('price_source').notNull().default('Base price'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_variant_idx').on(t.variantId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} >= 1`),
    check('order_items_price_check', sql`${t.price} >= 0`),
    check(
      'order_items_settled_check',
      sql`${t.dispatchedQty} >= 0 and ${t.cancelledQty} >= 0 and ${t.dispatchedQty} + ${t.cancelledQty} <= ${t.quantity}`,
    ),
  ],
);

// ---- The dashboard's rollups: kept in step with every order change, in the same transaction ----

/** Orders per status: count, value and (for ACCEPTED) the summed minutes from creation to acceptance. */
export const orderStatusTotals = pgTable(
  'order_status_totals',
  {
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    orderCount: bigint('order_count', { mode: 'number' }).notNull().default(0),
    totalAmount: numeric('total_amount', { precision: 18, scale: 2, mode: 'string' }).notNull().default('0'),
    fulfillmentMinutes: numeric('fulfillment_minutes', { mode: 'string' }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.manufacturerId, t.status] })],
);

/** ACCEPTED sales per India calendar month of the order's creation. */
export const monthlySales = pgTable(
  'monthly_sales',
  {
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    totalSales: numeric('total_sales', { precision: 18, scale: 2, mode: 'string' }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.manufacturerId, t.month] })],
);

/** Units sold (ACCEPTED orders) per product. */
export const productSales = pgTable(
  'product_sales',
  {
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.manufacturerId, t.productId] }),
    index('product_sales_top_idx').on(t.manufacturerId, t.units.desc().nullsFirst()),
  ],
);

/** Units sold (ACCEPTED orders) per chosen size. */
export const sizeSales = pgTable(
  'size_sales',
  {
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id').notNull(),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.manufacturerId, t.sizeId] })],
);

/** Per retailer: orders of any status, and the value of its ACCEPTED ones. */
export const retailerSales = pgTable(
  'retailer_sales',
  {
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id').notNull(),
    orderCount: bigint('order_count', { mode: 'number' }).notNull().default(0),
    acceptedValue: numeric('accepted_value', { precision: 18, scale: 2, mode: 'string' })
      .notNull()
      .default('0'),
  },
  (t) => [primaryKey({ columns: [t.manufacturerId, t.retailerId] })],
);
