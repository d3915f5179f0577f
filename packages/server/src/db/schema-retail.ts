import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { manufacturers, users } from './schema';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
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
    status: text('status', { enum: ['PENDING', 'ACCEPTED', 'REJECTED'] }).notNull(),
    /** When the status last changed (asked, accepted or rejected). */
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('retailer_links_pair_unique').on(t.manufacturerId, t.retailerId),
    index('retailer_links_manufacturer_status_idx').on(t.manufacturerId, t.status),
    index('retailer_links_retailer_idx').on(t.retailerId),
    check('retailer_links_status_check', sql`${t.status} in ('PENDING', 'ACCEPTED', 'REJECTED')`),
  ],
);
