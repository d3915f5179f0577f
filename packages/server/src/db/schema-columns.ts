import { type AnyColumn, sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** Timestamps are stored in UTC (timestamptz) and read as Date objects (sent as ISO strings). */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was written. */
export const createdAt = () => at('created_at').notNull().defaultNow();

/** When the row last changed (drizzle sets it on every update it makes). */
export const updatedAt = () =>
  at('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * A CHECK that a text column holds one of `values`: the contracts' list (ROLES, ORDER_STATUSES, ...)
 * declared once, and the schema's constraint generated from it (the migrations' SQL says the same).
 */
export const oneOf = (column: AnyColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;
