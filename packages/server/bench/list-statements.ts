/**
 * The SQL the server runs for a page of the retailers list and of an attribute list, taken from the
 * server's own query builders so the benchmark's bare routes use exactly the same statements.
 */
import { attributeListQuerySchema, LIST_PAGE_SIZE, retailerListQuerySchema } from '@apparel/contracts';
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { attributeListStatements, attributeListValues } from '../src/modules/catalogue/attribute-list';
import { linkListStatements, searchValues } from '../src/modules/retail/retailer-list';
import type { Statement } from './search-statements';

/** Drizzle only builds SQL here; the pool is never queried through it. */
const builder = (pool: pg.Pool) => drizzle({ client: pool, schema }) as unknown as Database;

const windowOf = (query: { page?: number; pageSize?: number }) => ({
  page: query.page ?? 1,
  pageSize: query.pageSize ?? LIST_PAGE_SIZE,
});

/** The retailers list's page and count with the placeholders filled, as the server executes them. */
export const retailerListSql = (pool: pg.Pool, manufacturerId: number, query: Record<string, string>) => {
  const parsed = retailerListQuerySchema.parse(query);
  const { page, pageSize } = windowOf(parsed);
  const statements = linkListStatements(builder(pool), parsed, { sortBy: 'createdAt', sortOrder: 'desc' });
  const values = searchValues(manufacturerId, parsed);
  const filled = ({ sql, params }: Statement): Statement => ({
    sql,
    params: fillPlaceholders(params, values),
  });
  return {
    page,
    pageSize,
    rows: filled(statements.page.toSQL() as Statement),
    count: filled(statements.count.toSQL() as Statement),
  };
};

/** The colours list's page and count with the placeholders filled, as the server executes them. */
export const attributeListSql = (pool: pg.Pool, manufacturerId: number, query: Record<string, string>) => {
  const parsed = attributeListQuerySchema.parse(query);
  const { page, pageSize } = windowOf(parsed);
  const statements = attributeListStatements(builder(pool), parsed);
  const values = attributeListValues(manufacturerId, 'colors', parsed);
  const filled = ({ sql, params }: Statement): Statement => ({
    sql,
    params: fillPlaceholders(params, values),
  });
  return {
    page,
    pageSize,
    rows: filled(statements.page.toSQL() as Statement),
    count: filled(statements.count.toSQL() as Statement),
  };
};
