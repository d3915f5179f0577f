/**
 * The SQL the server runs for a products list page, taken from the server's own query builder so the
 * benchmark's bare route and its EXPLAIN use exactly the same statements.
 */
import { productListQuerySchema } from '@apparel/contracts';
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { productListStatements, productListValues } from '../src/modules/catalogue/product-search';
import type { Statement } from './search-statements';

/** Drizzle only builds SQL here; the pool is never queried through it. */
const builder = (pool: pg.Pool) => drizzle({ client: pool, schema }) as unknown as Database;

export const productListSql = (pool: pg.Pool, manufacturerId: number, query: Record<string, string>) => {
  const parsed = productListQuerySchema.parse(query);
  const { page, count } = productListStatements(builder(pool), parsed);
  const values = productListValues(manufacturerId, parsed);
  const filled = ({ sql, params }: Statement): Statement => ({
    sql,
    params: fillPlaceholders(params, values),
  });
  return {
    query: parsed,
    page: filled(page.toSQL() as Statement),
    count: filled(count.toSQL() as Statement),
  };
};
