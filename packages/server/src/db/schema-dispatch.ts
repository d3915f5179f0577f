import { ORDER_EVENT_KINDS } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { at, createdAt, updatedAt } from './schema-columns';
import { orderItems, orders } from './schema-retail';

/** Issue 19: dispatches, tax invoices and credit notes, GST rates as data, the orders' history. */

/** A GST rate for HSN codes starting with `hsnPrefix`, from a date, for a band of net value per piece. */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hsnPrefix: text('hsn_prefix').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** The last day it applies (closed rather than deleted once a document used it); null: no end. */
    validTo: date('valid_to', { mode: 'string' }),
    minUnitValue: numeric('min_unit_value', { precision: 12, scale: 2, mode: 'string' }).notNull(),
    maxUnitValue: numeric('max_unit_value', { precision: 12, scale: 2, mode: 'string' }),
    rate: numeric('rate', { precision: 5, scale: 2, mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tax_rates_band_unique').on(t.hsnPrefix, t.effectiveFrom, t.minUnitValue),
    check('tax_rates_prefix_check', sql`${t.hsnPrefix} ~ '^[0-9]{2,8}$'`),
    check(
      'tax_rates_band_check',
      sql`${t.minUnitValue} >= 0 and (${t.maxUnitValue} is null or ${t.maxUnitValue} >= ${t.minUnitValue})`,
    ),
    check('tax_rates_rate_check', sql`${t.rate} >= 0 and ${t.rate} <= 100`),
    check('tax_rates_valid_to_check', sql`${t.validTo} is null or ${t.validTo} >= ${t.effectiveFrom}`),
  ],
);

/** Amounts the law sets with a date (E_WAY_BILL: the consignment value above which one is needed). */
export const gstThresholds = pgTable(
  'gst_thresholds',
  {
    name: text('name').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ name: 'gst_thresholds_pk', columns: [t.name, t.effectiveFrom] })],
);

/** The last number of each series per manufacturer and financial year; its row is locked while issuing. */
export const documentCounters = pgTable(
  'document_counters',
  {
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    series: text('series', { enum: ['INVOICE', 'CREDIT_NOTE'] }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ name: 'document_counters_pk', columns: [t.manufacturerId, t.series, t.financialYear] }),
    check('document_counters_series_check', sql`${t.series} in ('INVOICE', 'CREDIT_NOTE')`),
  ],
);

/** A consignment of an order. */
export const dispatches = pgTable(
  'dispatches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    dispatchDate: date('dispatch_date', { mode: 'string' }).notNull(),
    transporter: text('transporter').notNull(),
    lrNumber: text('lr_number').notNull(),
    vehicleNumber: text('vehicle_number').notNull(),
    /** Approximate distance in km for the e-way bill (product.md §18); null when none was needed. */
    distanceKm: integer('distance_km'),
    createdAt: createdAt(),
  },
  (t) => [index('dispatches_order_idx').on(t.orderId)],
);

export const dispatchLines = pgTable(
  'dispatch_lines',
  {
    dispatchId: integer('dispatch_id')
      .notNull()
      .references(() => dispatches.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ name: 'dispatch_lines_pk', columns: [t.dispatchId, t.orderItemId] }),
    check('dispatch_lines_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/** A party as printed: a copy, so later profile or retailer edits never change an issued document. */
export type TaxPartyRecord = {
  name: string;
  address: string;
  city: string;
  state: string;
  stateCode: string;
  pinCode: string | null;
  gstin: string | null;
  /** The recipient's outlet, where the goods go (absent on documents issued before it was kept). */
  deliveryAddress?: string | null;
};

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' }).notNull();

/** A tax invoice (one per dispatch) or a credit note (against an invoice), with the totals it prints. */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['INVOICE', 'CREDIT_NOTE'] }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id').notNull(),
    dispatchId: integer('dispatch_id').references(() => dispatches.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id'),
    number: text('number').notNull(),
    documentDate: date('document_date', { mode: 'string' }).notNull(),
    supplier: jsonb('supplier').$type<TaxPartyRecord>().notNull(),
    recipient: jsonb('recipient').$type<TaxPartyRecord>().notNull(),
    placeOfSupplyState: text('place_of_supply_state').notNull(),
    placeOfSupplyCode: text('place_of_supply_code').notNull(),
    taxSplit: text('tax_split', { enum: ['CGST_SGST', 'IGST'] }).notNull(),
    taxableValue: money('taxable_value'),
    cgst: money('cgst'),
    sgst: money('sgst'),
    igst: money('igst'),
    roundOff: numeric('round_off', { precision: 6, scale: 2, mode: 'string' }).notNull(),
    total: money('total'),
    restock: boolean('restock'),
    /** An invoice's due date: its date plus the link's payment days when issued (migration 0021); null for credit notes. */
    dueDate: date('due_date', { mode: 'string' }),
    /** The stored PDF, made on first download and kept for ever (the sweep keeps what this names). */
    pdfKey: text('pdf_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_unique').on(t.manufacturerId, t.kind, t.number),
    uniqueIndex('tax_documents_dispatch_unique').on(t.dispatchId),
    index('tax_documents_list_idx').on(
      t.manufacturerId,
      t.kind,
      t.documentDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('tax_documents_retailer_list_idx').on(
      t.manufacturerId,
      t.kind,
      t.retailerId,
      t.documentDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('tax_documents_order_idx').on(t.orderId),
    index('tax_documents_invoice_idx').on(t.invoiceId),
    uniqueIndex('tax_documents_pdf_key_unique').on(t.pdfKey).where(sql`${t.pdfKey} is not null`),
    index('tax_documents_due_idx')
      .on(t.manufacturerId, t.retailerId, t.dueDate, t.id)
      .where(sql`${t.kind} = 'INVOICE'`),
  ],
);

/** One printed line of a tax document. */
export const taxDocumentLines = pgTable(
  'tax_document_lines',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => taxDocuments.id, { onDelete: 'cascade' }),
    slNo: integer('sl_no').notNull(),
    orderItemId: integer('order_item_id').notNull(),
    description: text('description').notNull(),
    hsn: text('hsn').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2, mode: 'string' }).notNull(),
    discount: money('discount'),
    taxableValue: money('taxable_value'),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'string' }).notNull(),
    cgst: money('cgst'),
    sgst: money('sgst'),
    igst: money('igst'),
    total: money('total'),
  },
  (t) => [
    primaryKey({ name: 'tax_document_lines_pk', columns: [t.documentId, t.slNo] }),
    uniqueIndex('tax_document_lines_item_unique').on(t.documentId, t.orderItemId),
  ],
);

/** Every change of an order: who, when, what. No foreign key to orders: DELETED outlives the order. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    at: at('at').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    summary: text('summary').notNull(),
    documentId: integer('document_id'),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);
