import { ROLES } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, oneOf, updatedAt } from './schema-columns';

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    gstin: text('gstin'),
    /** A storage key of the uploaded logo, not a URL. */
    logo: text('logo'),
    /** Printed on invoices; checked by manufacturers_pin_code_check. */
    pinCode: text('pin_code'),
    /** The invoice series prefix ("AK" -> AK/26-27/0001); null numbers as INV/... */
    invoicePrefix: text('invoice_prefix'),
    /** Files GSTR-1 for a quarter (QRMP) rather than each month (product.md §18). */
    gstQuarterlyFiler: boolean('gst_quarterly_filer').notNull().default(false),
    /** The Tally ledger names the import uses; null keeps the defaults (product.md §18). */
    tallyLedgers: jsonb('tally_ledgers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The search's name filter (`lower(name) like '%...%'`) needs trigrams (pg_trgm).
    index('manufacturers_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('manufacturers_state_lower_idx').on(sql`lower(${t.state})`),
    // The list's default order (newest first, ties by id); NULLS FIRST is what a plain DESC sorts by.
    index('manufacturers_created_at_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    /** Incremented when the password changes: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobile_unique').on(t.mobile),
    index('users_manufacturer_id_idx').on(t.manufacturerId),
    check('users_role_check', oneOf(t.role, ROLES)),
    check(
      'users_role_manufacturer_check',
      sql`(${t.role} <> 'MANUFACTURER' or ${t.manufacturerId} is not null) and (${t.role} <> 'SUPER_ADMIN' or ${t.manufacturerId} is null)`,
    ),
  ],
);

/** One subscription per manufacturer; dates are India calendar dates, the end date inclusive. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    manufacturerId: integer('manufacturer_id')
      .primaryKey()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    productLimit: integer('product_limit').notNull(),
    retailerLimit: integer('retailer_limit').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Bytes of stored files the manufacturer may keep (migration 0008: 5 GiB by default). */
    storageQuotaBytes: bigint('storage_quota_bytes', { mode: 'number' })
      .notNull()
      .default(5 * 2 ** 30),
  },
  (t) => [
    check('subscriptions_limits_check', sql`${t.productLimit} >= 1 and ${t.retailerLimit} >= 1`),
    check('subscriptions_dates_check', sql`${t.endDate} > ${t.startDate}`),
  ],
);

/**
 * One-time codes sent by SMS, stored as an HMAC. A row is written for every send request, also for
 * unknown mobiles (with a code nobody receives), so throttling and answers look the same for both.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose', { enum: ['login', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Set when the code is used or replaced by a newer one. */
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('otp_codes_mobile_created_idx').on(t.mobile, t.createdAt),
    index('otp_codes_created_idx').on(t.createdAt),
    check('otp_codes_purpose_check', sql`${t.purpose} in ('login', 'reset')`),
  ],
);

/**
 * Attempt counters for throttling (password logins, OTP sends and checks), one row per bucket such as
 * `login:account:12:email` or `login:address:203.0.113.9`. A try is counted with one atomic upsert before
 * the work it guards, so parallel requests (on any number of server instances) cannot overrun it.
 */
export const throttleBuckets = pgTable(
  'throttle_buckets',
  {
    key: text('key').primaryKey(),
    windowStartedAt: at('window_started_at').notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [index('throttle_buckets_window_idx').on(t.windowStartedAt)],
);

/** Server-wide values kept in the database so that several instances agree (e.g. the JWT secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * What a money-moving POST answered for an Idempotency-Key (migration 0019), so that a retry
 * answers it again instead of running twice; `status` and `answer` are null while the first one runs.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The endpoint as declared: `POST /orders/:id/dispatches`. */
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    /** sha256 of the request's parameters, query and body. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    answer: json('answer'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_unique').on(t.userId, t.endpoint, t.key),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
