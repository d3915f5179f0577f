import { PAYMENT_MODES } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { manufacturers, users } from './schema-accounts';
import { at, createdAt, oneOf } from './schema-columns';
import { taxDocuments } from './schema-dispatch';
import { retailers } from './schema-retail';

/**
 * Money owed as a ledger (product.md §16, migration 0021): payments, their allocations to invoices and
 * their reversals are rows that are never edited; what an invoice owes is its total less its credit
 * notes and its payments' allocations (payment-ledger.ts sums them).
 */

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' }).notNull();

/** Money received from a retailer. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    amount: money('amount'),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    reference: text('reference').notNull().default(''),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_list_idx').on(
      t.manufacturerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('payments_retailer_idx').on(t.manufacturerId, t.retailerId, t.paymentDate, t.id),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_mode_check', oneOf(t.mode, PAYMENT_MODES)),
  ],
);

/** A payment reversed (bounced cheque, wrong entry): from then on its allocations settle nothing. */
export const paymentReversals = pgTable('payment_reversals', {
  paymentId: integer('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  reversalDate: date('reversal_date', { mode: 'string' }).notNull(),
  note: text('note').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Part of a payment settling an invoice. A negative row gives back what a later credit note left the
 * invoice not owing (so an invoice never owes less than 0 and the payment keeps it as an advance).
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => taxDocuments.id, { onDelete: 'cascade' }),
    amount: money('amount'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.paymentId),
    index('payment_allocations_invoice_idx').on(t.invoiceId),
    check('payment_allocations_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** A private link to one retailer's statement PDF (an unguessable token), working until revoked. */
export const statementLinks = pgTable(
  'statement_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('statement_links_token_unique').on(t.token),
    index('statement_links_retailer_idx').on(t.manufacturerId, t.retailerId, t.id),
  ],
);
