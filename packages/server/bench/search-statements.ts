/**
 * The SQL the server runs for a manufacturer search, taken from the server's own query builders so
 * the benchmark's bare route and its EXPLAIN use exactly the same statements.
 */
import { manufacturerSearchSchema } from '@apparel/contracts';
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { manufacturerSearchStatements, searchValues } from '../src/modules/admin/manufacturer-search';
import { manufacturerUsersStatement } from '../src/modules/admin/manufacturer-view';

export type Statement = { sql: string; params: unknown[] };

/** Drizzle only builds SQL here; the pool is never queried through it. */
const builder = (pool: pg.Pool) => drizzle({ client: pool, schema }) as unknown as Database;

export const searchStatements = (pool: pg.Pool, body: object) => {
  const query = manufacturerSearchSchema.parse(body);
  const { page, count } = manufacturerSearchStatements(builder(pool), query);
  const values = searchValues(query);
  const filled = ({ sql, params }: { sql: string; params: unknown[] }): Statement => ({
    sql,
    params: fillPlaceholders(params, values),
  });
  return { query, page: filled(page.toSQL()), count: filled(count.toSQL()) };
};

export const usersStatement = (pool: pg.Pool, manufacturerIds: number[]): Statement =>
  manufacturerUsersStatement(builder(pool), manufacturerIds).toSQL();
