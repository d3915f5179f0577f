import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { manufacturers } from './schema-accounts';
import { createdAt } from './schema-columns';

/**
 * Every stored file (migration 0008): recorded PENDING before its bytes are written; the sweep marks it
 * KEPT once a row references it, or removes file and record when none does after the upload timeout.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id, { onDelete: 'set null' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    state: text('state', { enum: ['PENDING', 'KEPT'] })
      .notNull()
      .default('PENDING'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stored_files_pending_idx').on(t.createdAt).where(sql`${t.state} = 'PENDING'`),
    check('stored_files_state_check', sql`${t.state} in ('PENDING', 'KEPT')`),
  ],
);

/** Bytes stored per manufacturer, changed in the same transaction as its stored_files rows. */
export const storageUse = pgTable('storage_use', {
  manufacturerId: integer('manufacturer_id')
    .primaryKey()
    .references(() => manufacturers.id, { onDelete: 'cascade' }),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
});
